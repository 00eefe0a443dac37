/** A line as the storefront's server sends it: Shopify Admin REST line-item fields. */
export const goodLine = (over: Record<string, unknown> = {}) => ({
  id: 1, variant_id: 40001, product_id: 9001, quantity: 500,
  title: 'Custom Roll Labels', variant_title: '2" x 2" / White BOPP / Single Sided', vendor: 'PrintCo',
  name: 'Custom Roll Labels - 2" x 2" / White BOPP / Single Sided',
  properties: [{ name: '_Item Price', value: '60.00' }, { name: '_Item Price Signature', value: 'ab'.repeat(32) }],
  price: '0.12',
  ...over,
});
