import { addressFields, addressInput, mapCustomer, mapOrderDetail, mapOrderSummary, ORDER_KEY, orderNumericId } from './map';

const ADDRESS = {
  firstName: 'Dana', lastName: 'Demo', company: '', address1: '2100 3rd Ave N', address2: null, city: 'Birmingham',
  province: 'Alabama', zoneCode: 'AL', country: 'United States', territoryCode: 'US', zip: '35203', phoneNumber: '+12055550100',
} as const;

describe('addresses', () => {
  it('reads names, and codes where a name is missing', () => {
    expect(addressFields(ADDRESS)).toEqual({
      firstName: 'Dana', lastName: 'Demo', company: '', address1: '2100 3rd Ave N', address2: '', city: 'Birmingham',
      province: 'Alabama', country: 'United States', zip: '35203', phone: '+12055550100',
    });
    expect(addressFields({ ...ADDRESS, province: null, country: null, territoryCode: 'CA' as const, zoneCode: 'ON' })).toMatchObject({ province: 'Ontario', country: 'Canada' });
  });

  it("sends the form's names as the API's codes", () => {
    const form = addressFields(ADDRESS);
    expect(addressInput({ ...form, country: 'Canada', province: 'Ontario' })).toMatchObject({ territoryCode: 'CA', zoneCode: 'ON', phoneNumber: '+12055550100' });
    expect(addressInput(form)).toMatchObject({ territoryCode: 'US', zoneCode: 'AL' });
    expect(addressInput({ ...form, phone: '' }).phoneNumber).toBeNull();
  });
});

describe('mapCustomer', () => {
  it('puts the default address first and takes the email from the sign-in', () => {
    const customer = mapCustomer({
      id: 'gid://shopify/Customer/7', displayName: '', firstName: 'Dana', lastName: 'Demo', tags: ['end_user_of', ''],
      emailAddress: { emailAddress: 'demo@example.com' }, phoneNumber: null,
      defaultAddress: { id: 'gid://shopify/CustomerAddress/2' },
      addresses: { nodes: [{ id: 'gid://shopify/CustomerAddress/1', ...ADDRESS }, { id: 'gid://shopify/CustomerAddress/2', ...ADDRESS, city: 'Chicago' }] },
    });
    expect(customer).toMatchObject({ displayName: 'Dana Demo', email: 'demo@example.com', tags: ['end_user_of'], defaultAddressId: 'gid://shopify/CustomerAddress/2' });
    expect(customer.addresses.map((a) => a.city)).toEqual(['Chicago', 'Birmingham']);
  });
});

describe('orders', () => {
  const money = (amount: string) => ({ amount, currencyCode: 'USD' as const });

  it('lists an order by its numeric id, with the key every order of this API carries', () => {
    expect(orderNumericId('gid://shopify/Order/1001')).toBe('1001');
    expect(orderNumericId('gid://shopify/Order/1001?key=x')).toBeNull();
    const row = mapOrderSummary({
      id: 'gid://shopify/Order/5', name: '#1005', number: 1005, processedAt: '2026-01-02T03:04:05Z', fulfillmentStatus: 'FULFILLED',
      totalPrice: money('12.50'), lineItems: { nodes: [{ quantity: 2 }, { quantity: 1 }] },
    } as never);
    expect(row).toEqual({ id: '5', key: ORDER_KEY, orderNumber: 1005, name: '#1005', processedAt: '2026-01-02T03:04:05Z', fulfillmentStatus: 'FULFILLED', totalPrice: money('12.50'), itemCount: 2 });
  });

  it("joins each line with the store's variant, and leaves a gone variant out", () => {
    const variant = { id: 'gid://shopify/ProductVariant/9', sku: 'RL-1', title: '2 x 2', availableForSale: true, selectedOptions: [], image: null, product: { id: 'p', title: 'Custom Roll Labels', handle: 'custom-roll-labels' } };
    const order = mapOrderDetail({
      id: 'gid://shopify/Order/5', name: '#1005', number: 1005, processedAt: '2026-01-02T03:04:05Z', fulfillmentStatus: 'FULFILLED',
      subtotal: money('10.00'), totalPrice: money('12.50'), totalTax: null, totalShipping: money('2.50'), shippingAddress: ADDRESS,
      lineItems: { nodes: [
        { title: 'Custom Roll Labels', variantTitle: '2 x 2', quantity: 500, sku: 'RL-1', variantId: variant.id, productId: 'p', customAttributes: [{ key: 'Shape', value: 'Circle' }], totalPrice: money('10.00'), currentTotalPrice: money('9.00'), variantOptions: [] },
        { title: 'Gone', variantTitle: null, quantity: 1, sku: null, variantId: 'gid://shopify/ProductVariant/404', productId: null, customAttributes: [], totalPrice: money('1.00'), currentTotalPrice: null, variantOptions: [] },
      ] },
    } as never, new Map([[variant.id, variant]]));
    expect(order?.key).toBe(ORDER_KEY);
    expect(order?.totalTax).toBeNull();
    expect(order?.lineItems[0]).toMatchObject({ quantity: 500, originalTotalPrice: money('10.00'), discountedTotalPrice: money('9.00'), variant: { product: { handle: 'custom-roll-labels' } } });
    expect(order?.lineItems[1]).toMatchObject({ variant: null, discountedTotalPrice: money('1.00') });
  });
});
