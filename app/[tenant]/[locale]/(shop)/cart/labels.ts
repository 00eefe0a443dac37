import { getTranslations } from 'next-intl/server';
import type { CartViewLabels } from '@/components/cart/labels';
import type { DescriptionLabels } from '@/lib/cart/description';
import { EXTRAS, type ExtraKey } from '@/lib/pricing/tags';
import type { Locale } from '@/lib/tenant/types';

/**
 * The cart island's strings (see ../island-labels.ts: no i18n runtime in the
 * browser). Templates with placeholders go over raw and the island fills them.
 */
export async function cartViewLabels(locale: Locale): Promise<CartViewLabels> {
  const [t, common, configurator, toasts] = await Promise.all([
    getTranslations({ locale, namespace: 'Cart' }),
    getTranslations({ locale, namespace: 'Common' }),
    getTranslations({ locale, namespace: 'Configurator' }),
    getTranslations({ locale, namespace: 'Toasts' }),
  ]);
  const raw = (key: string) => t.raw(key) as string;
  const description: DescriptionLabels = {
    size: raw('description.size'),
    material: raw('description.material'),
    sides: raw('description.sides'),
    customSize: raw('description.customSize'),
    extras: raw('description.extras'),
    extraNames: Object.fromEntries(EXTRAS.map((e) => [e.key, t(`extras.${e.key}`)])) as Record<ExtraKey, string>,
  };
  return {
    loading: t('loading'),
    empty: t('empty'),
    continueShopping: common('continueShopping'),
    itemsHeading: t('itemsHeading'),
    quantity: t('quantity'),
    customQuantity: configurator('customQuantity'),
    customQuantityField: t('customQuantityField'),
    minimumQuantity: configurator.raw('minimumQuantity') as string,
    each: raw('each'),
    lineTotal: t('lineTotal'),
    remove: t('remove'),
    removed: toasts('removedFromCart'),
    unavailableLine: t('unavailableLine'),
    artworkIssue: t('artworkIssue'),
    description,
    specialInstructions: t('specialInstructions'),
    specialInstructionsField: t('specialInstructionsField'),
    alternateReturnAddress: t('alternateReturnAddress'),
    address: {
      legend: t('address.legend'),
      companyName: t('address.companyName'),
      addressLine1: t('address.addressLine1'),
      addressLine2: t('address.addressLine2'),
      city: t('address.city'),
      country: t('address.country'),
      state: t('address.state'),
      province: t('address.province'),
      zipCode: t('address.zipCode'),
      postalCode: t('address.postalCode'),
      countries: { 'United States': t('address.unitedStates'), Canada: t('address.canada') },
    },
    taxExempt: {
      title: t('taxExempt.title'),
      hint: t('taxExempt.hint'),
      login: t('taxExempt.login'),
      register: t('taxExempt.register'),
      toggle: t('taxExempt.toggle'),
      updating: t('taxExempt.updating'),
      failed: t('taxExempt.failed'),
      accountHint: t('taxExempt.accountHint'),
      accountLink: t('taxExempt.accountLink'),
    },
    summary: t('summary'),
    subtotal: t('subtotal'),
    youSave: t('youSave'),
    taxesAtCheckout: t('taxesAtCheckout'),
    checkout: t('checkout'),
    processing: t('processing'),
    blocked: {
      quantity: t('blocked.quantity'),
      minimum: t('blocked.minimum'),
      unavailable: t('productsUnavailable'),
    },
    checkoutError: t('checkoutError'),
    customerNumber: t('customerNumber'),
    customerNumberHint: t('customerNumberHint'),
  };
}
