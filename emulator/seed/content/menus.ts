import type { MenuItemRec } from '../../src/store/types.ts';

/** Shopify navigation menus (menu(handle:)); item URLs are shop-relative paths resolved on the shop domain. */

const item = (title: string, type: string, url: string, resourceId: string | null = null, items: MenuItemRec[] = []): MenuItemRec =>
  ({ title, type, url, resourceId, items });

export function menuDefs(collectionGid: (handle: string) => string, productGid: (handle: string) => string, pageGid: (handle: string) => string) {
  const col = (title: string, handle: string, items: MenuItemRec[] = []) =>
    item(title, 'COLLECTION', `/collections/${handle}`, collectionGid(handle), items);
  return [
    {
      handle: 'main-menu', title: 'Main menu',
      items: [
        item('Home', 'FRONTPAGE', '/'),
        col('Labels', 'labels', [col('Roll Labels', 'roll-labels'), col('Sheet Labels', 'sheet-labels'), col('Clear Labels', 'clear-labels')]),
        col('Stickers', 'stickers', [
          item('Die-Cut Stickers', 'PRODUCT', '/products/custom-die-cut-stickers', productGid('custom-die-cut-stickers')),
          col('Custom Shapes', 'custom-shapes'),
        ]),
        col('Tags', 'product-labels-tags'),
        item('Catalog', 'CATALOG', '/collections/all'),
        item('About', 'PAGE', '/pages/about-us', pageGid('about-us')),
      ],
    },
    {
      handle: 'footer', title: 'Footer menu',
      items: [
        item('Shipping Policy', 'PAGE', '/pages/shipping-policy', pageGid('shipping-policy')),
        item('Contact Us', 'PAGE', '/pages/contact-us', pageGid('contact-us')),
        item('Search', 'SEARCH', '/search'),
        item('Label Guide', 'HTTP', 'https://help.printco.example/label-guide'),
      ],
    },
  ];
}
