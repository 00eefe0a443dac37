import { capitalise, mapAddress, mapCustomer, mapOrderDetail, mapOrderSummary, orderGid, splitOrderGid, userErrorMessages, withoutQuery } from './map';

const token = 'secret-token-123';
const addressId = (n: number) => `gid://shopify/MailingAddress/${n}?model_name=CustomerAddress&customer_access_token=${token}`;
const address = (n: number, city: string) => ({
  id: addressId(n),
  firstName: 'Dana',
  lastName: 'Demo',
  company: null,
  address1: `${n} Main St`,
  address2: null,
  city,
  province: 'Alabama',
  country: 'United States',
  zip: '35203',
  phone: '+1 205 555 0100',
});

describe('mapCustomer', () => {
  const gql = {
    id: 'gid://shopify/Customer/7',
    displayName: 'Dana Demo',
    firstName: 'Dana',
    lastName: 'Demo',
    email: 'demo@example.com',
    phone: null,
    tags: ['end_user_of', null, 'tax_exempt_eligible', ''],
    defaultAddress: { id: addressId(2) },
    addresses: { nodes: [address(1, 'Chicago'), null, address(2, 'Birmingham'), address(3, 'Alpharetta')] },
  };

  it('strips the token-bearing query from every address id and puts the default first', () => {
    const customer = mapCustomer(gql)!;
    expect(customer.defaultAddressId).toBe('gid://shopify/MailingAddress/2');
    expect(customer.addresses.map((a) => [a.id, a.city])).toEqual([
      ['gid://shopify/MailingAddress/2', 'Birmingham'],
      ['gid://shopify/MailingAddress/1', 'Chicago'],
      ['gid://shopify/MailingAddress/3', 'Alpharetta'],
    ]);
    expect(JSON.stringify(customer)).not.toContain(token);
    expect(customer.tags).toEqual(['end_user_of', 'tax_exempt_eligible']);
    expect(customer.addresses[0]).toMatchObject({ company: '', address2: '', phone: '+1 205 555 0100' });
  });

  it('copes with missing parts and answers null without a customer', () => {
    expect(mapCustomer(null)).toBeNull();
    expect(mapCustomer({ displayName: 'x' })).toBeNull();
    expect(mapCustomer({ id: 'c', firstName: 'Ann', lastName: 'Lee' })).toEqual({
      id: 'c',
      displayName: 'Ann Lee',
      firstName: 'Ann',
      lastName: 'Lee',
      email: '',
      tags: [],
      defaultAddressId: null,
      addresses: [],
    });
  });

  it('keeps ids without a query as they are', () => {
    expect(withoutQuery('gid://shopify/MailingAddress/9')).toBe('gid://shopify/MailingAddress/9');
    expect(mapAddress({ id: null })).toBeNull();
  });
});

describe('orders', () => {
  it('splits and builds order gids with their key', () => {
    expect(splitOrderGid('gid://shopify/Order/42?key=abc123')).toEqual({ id: '42', key: 'abc123' });
    expect(splitOrderGid('gid://shopify/Order/42')).toEqual({ id: '42', key: '' });
    expect(splitOrderGid('gid://shopify/Product/42?key=a')).toBeNull();
    expect(splitOrderGid(null)).toBeNull();
    expect(orderGid('42', 'abc123')).toBe('gid://shopify/Order/42?key=abc123');
  });

  it('maps a list row, dropping rows without id or key', () => {
    expect(
      mapOrderSummary({
        id: 'gid://shopify/Order/42?key=k1',
        orderNumber: 1042,
        name: '#1042',
        processedAt: '2025-05-01T10:00:00Z',
        fulfillmentStatus: 'FULFILLED',
        totalPrice: { amount: '99.5', currencyCode: 'USD' },
        lineItems: { nodes: [{ title: 'a' }, { title: 'b' }] },
      }),
    ).toEqual({
      id: '42',
      key: 'k1',
      orderNumber: 1042,
      name: '#1042',
      processedAt: '2025-05-01T10:00:00Z',
      fulfillmentStatus: 'FULFILLED',
      totalPrice: { amount: '99.5', currencyCode: 'USD' },
      itemCount: 2,
    });
    expect(mapOrderSummary({ id: 'gid://shopify/Order/42' })).toBeNull();
    expect(mapOrderSummary(null)).toBeNull();
  });

  it('maps the detail with its line items, and only Order nodes', () => {
    const detail = mapOrderDetail(
      {
        __typename: 'Order',
        id: 'gid://shopify/Order/42?key=k1',
        orderNumber: 1042,
        name: '#1042',
        processedAt: '2025-05-01T10:00:00Z',
        fulfillmentStatus: 'UNFULFILLED',
        subtotalPrice: { amount: '90.0', currencyCode: 'USD' },
        totalPrice: { amount: '99.5', currencyCode: 'USD' },
        totalTax: null,
        totalShippingPrice: { amount: '9.5', currencyCode: 'USD' },
        shippingAddress: { ...address(1, 'Chicago'), id: addressId(1) },
        lineItems: {
          nodes: [
            {
              title: 'Roll Labels',
              quantity: 250,
              currentQuantity: 250,
              customAttributes: [{ key: 'overlamination', value: 'Yes' }, { key: null, value: 'x' }],
              originalTotalPrice: { amount: '90.0', currencyCode: 'USD' },
              discountedTotalPrice: { amount: '90.0', currencyCode: 'USD' },
              variant: {
                id: 'gid://shopify/ProductVariant/11',
                sku: 'RL-1',
                title: '2" x 2"',
                availableForSale: true,
                selectedOptions: [{ name: 'Size', value: '2" x 2"' }],
                image: null,
                product: { id: 'gid://shopify/Product/1', title: 'Roll Labels', handle: 'roll-labels' },
              },
            },
            { title: 'Gone', quantity: 1, variant: null },
          ],
        },
      },
      'k1',
    )!;
    expect(detail).toMatchObject({ id: '42', key: 'k1', totalTax: null, totalShippingPrice: { amount: '9.5', currencyCode: 'USD' } });
    expect(detail.shippingAddress).not.toHaveProperty('id');
    expect(JSON.stringify(detail)).not.toContain(token);
    expect(detail.lineItems[0]).toMatchObject({ customAttributes: [{ key: 'overlamination', value: 'Yes' }], variant: { sku: 'RL-1' } });
    expect(detail.lineItems[1]).toMatchObject({ title: 'Gone', currentQuantity: 1, variant: null });
    expect(mapOrderDetail({ __typename: 'Product', id: 'gid://shopify/Order/1?key=k' }, 'k')).toBeNull();
    expect(mapOrderDetail({ id: 'gid://shopify/Order/1' }, 'asked')).toMatchObject({ id: '1', key: 'asked' });
    expect(mapOrderDetail(null, 'k')).toBeNull();
  });
});

describe('messages', () => {
  it('capitalises each server message', () => {
    expect(capitalise('email has already been taken')).toBe('Email has already been taken');
    expect(capitalise('  ')).toBe('');
    expect(userErrorMessages([{ message: 'password is too short' }, { message: 'Phone is invalid' }])).toEqual([
      'Password is too short',
      'Phone is invalid',
    ]);
  });
});
