import { getTranslations } from 'next-intl/server';
import type { CompareListLabels } from '@/components/compare/CompareList';
import type { CardActionsLabels } from '@/components/wishlist/CardActionsProvider';
import type { Locale } from '@/lib/tenant/types';

/*
 * Strings of the wishlist / compare / quick view islands, taken as props (no
 * i18n runtime in the browser). Templates ({title}) go over raw and the
 * islands fill them in.
 */

/** The product cards' Quick view, wishlist and compare buttons and the quick view dialog. */
export async function cardActionsLabels(locale: Locale): Promise<CardActionsLabels> {
  const [qv, wishlist, compare, toasts, configurator, common] = await Promise.all([
    getTranslations({ locale, namespace: 'QuickView' }),
    getTranslations({ locale, namespace: 'Wishlist' }),
    getTranslations({ locale, namespace: 'Compare' }),
    getTranslations({ locale, namespace: 'Toasts' }),
    getTranslations({ locale, namespace: 'Configurator' }),
    getTranslations({ locale, namespace: 'Common' }),
  ]);
  return {
    quickView: qv.raw('open') as string,
    title: qv('title'),
    close: qv('close'),
    loading: qv('loading'),
    error: qv('error'),
    notFound: qv('notFound'),
    retry: qv('retry'),
    quantity: qv('quantity'),
    decrease: qv('decrease'),
    increase: qv('increase'),
    outOfStock: configurator('outOfStock'),
    chooseOptions: qv('chooseOptions'),
    from: common('from'),
    wishlist: wishlist.raw('add') as string,
    compare: compare.raw('add') as string,
    addedToWishlist: toasts('addedToWishlist'),
    addedToCompare: toasts('addedToCompare'),
  };
}

export async function compareListLabels(locale: Locale): Promise<CompareListLabels> {
  const [t, common] = await Promise.all([
    getTranslations({ locale, namespace: 'Compare' }),
    getTranslations({ locale, namespace: 'Common' }),
  ]);
  return {
    loading: t('loading'),
    empty: t('empty'),
    browse: t('browse'),
    table: t('table'),
    product: t('product'),
    type: t('type'),
    price: t('price'),
    from: common('from'),
    notSet: t('notSet'),
    remove: t('remove'),
    removeItem: t.raw('removeItem') as string,
  };
}
