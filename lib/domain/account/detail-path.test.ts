import { ORDER_SHELL_PATH, orderIdInPath, pagePathFor } from './detail-path';

describe('order detail addresses', () => {
  it('serve every order id from one shell page', () => {
    expect(pagePathFor('/account/orders/summary/1001')).toBe(ORDER_SHELL_PATH);
    expect(pagePathFor('/account/orders/summary/anything-at-all/')).toBe(ORDER_SHELL_PATH);
    expect(pagePathFor('/account/orders/summary')).toBe('/account/orders/summary');
    expect(pagePathFor('/account/orders/summary/1001/extra')).toBe('/account/orders/summary/1001/extra');
    expect(pagePathFor('/products/x')).toBe('/products/x');
  });

  it('read the id from the address', () => {
    expect(orderIdInPath('/account/orders/summary/1001')).toBe('1001');
    expect(orderIdInPath('/account/orders/summary/gid%3A%2F%2Fshopify%2FOrder%2F7')).toBe('gid://shopify/Order/7');
    expect(orderIdInPath('/account/orders/summary')).toBeNull();
    expect(orderIdInPath('/account/orders/summary/%E0%A4%A')).toBeNull();
  });
});
