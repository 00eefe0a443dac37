import { getTranslations } from 'next-intl/server';
import type { ConfiguratorLabels } from '@/components/configurator/labels';
import type { ProductGalleryLabels } from '@/components/product/ProductGallery';
import type { Locale } from '@/lib/tenant/types';

/*
 * Client islands take their strings as props so no i18n runtime ships to the
 * browser. Templates with placeholders ({count}, {index}) go over raw and the
 * island fills them in.
 */

export async function productGalleryLabels(locale: Locale): Promise<ProductGalleryLabels> {
  const t = await getTranslations({ locale, namespace: 'Product' });
  return {
    gallery: t('gallery'),
    thumbnails: t('thumbnails'),
    showImage: t.raw('showImage') as string,
    previous: t('previousImage'),
    next: t('nextImage'),
    imageAlt: t.raw('imageAlt') as string,
  };
}

export async function configuratorLabels(locale: Locale): Promise<ConfiguratorLabels> {
  const t = await getTranslations({ locale, namespace: 'Configurator' });
  const product = await getTranslations({ locale, namespace: 'Product' });
  const toasts = await getTranslations({ locale, namespace: 'Toasts' });
  const raw = (key: string) => t.raw(key) as string;
  return {
    heading: product('configurator'),
    optionNames: { Size: t('optionSize'), Material: t('optionMaterial'), Sides: t('optionSides') },
    customSize: t('customSize'),
    width: t('width'),
    height: t('height'),
    customSizeDecimals: t('customSizeDecimals'),
    customSizeRange: t('customSizeRange'),
    notAvailable: t('notAvailable'),
    quantity: t('quantity'),
    customQuantity: t('customQuantity'),
    customQuantityField: t('customQuantityField'),
    quantityInvalid: t('quantityInvalid'),
    minimumQuantity: raw('minimumQuantity'),
    extras: t('extras'),
    aboutExtra: raw('aboutExtra'),
    total: t('total'),
    unitPrice: t('unitPrice'),
    savings: raw('savings'),
    addToCart: t('addToCart'),
    adding: t('adding'),
    designNow: t('designNow'),
    designComingSoon: t('designComingSoon'),
    addedToCart: toasts('addedToCart'),
    missingPricingTag: raw('missingPricingTag'),
    pricingMissing: raw('pricingMissing'),
    pricingErrors: raw('pricingErrors'),
  };
}
