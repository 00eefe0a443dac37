import { createHash } from 'node:crypto';
import { CheckoutStore } from '../src/checkout/store.ts';
import type { OrderLine, ShippingAddress } from '../src/checkout/types.ts';
import { CustomerStore } from '../src/customers/store.ts';
import type { AddressFields } from '../src/customers/types.ts';
import { gid } from '../src/graphql/gid.ts';
import type { Db } from '../src/store/db.ts';
import type { ProductRec, VariantRec } from '../src/store/types.ts';
import { isSingleStoreProduct } from './catalog/products.ts';

/**
 * Demo customers for sign-in, the account pages and the browser tests.
 * Everything is derived from fixed dates and positions, so a reseed produces the same customers,
 * addresses, order numbers, totals and order keys.
 */
export const DEMO_PASSWORD = 'Demo-pass-1';

interface DemoAddress extends AddressFields {
  /** combined state + local sales tax charged on orders shipped there */
  taxRate: number;
}

interface DemoCustomer {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  tags: string[];
  createdAt: string;
  /** the first one is the default */
  addresses: DemoAddress[];
  /** processedAt of each order, oldest first */
  orderDates: string[];
  /** every n-th order ships to the second address */
  secondAddressEvery: number;
}

const DAY = 24 * 60 * 60 * 1000;

/** `count` dates `stepDays` apart from `first`, at varying times of day. */
function dates(first: string, count: number, stepDays: number): string[] {
  const start = Date.parse(first);
  return Array.from({ length: count }, (_, i) => new Date(start + i * stepDays * DAY + ((i * 7) % 9) * 60 * 60 * 1000).toISOString().replace('.000Z', 'Z'));
}

const address = (a: Partial<DemoAddress> & Pick<DemoAddress, 'address1' | 'city' | 'province' | 'zip' | 'phone' | 'taxRate'>): DemoAddress => ({
  firstName: null, lastName: null, company: null, address2: null, country: 'United States', ...a,
});

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    email: 'demo@example.com', firstName: 'Dana', lastName: 'Demo', phone: '205-555-0100',
    tags: ['end_user_of', 'tax_exempt_eligible'], createdAt: '2024-05-20T14:12:00Z',
    addresses: [
      address({ firstName: 'Dana', lastName: 'Demo', address1: '2100 3rd Ave N', city: 'Birmingham', province: 'Alabama', zip: '35203', phone: '205-555-0100', taxRate: 0.1 }),
      address({
        firstName: 'Dana', lastName: 'Demo', company: 'Demo Provisions Co.', address1: '200 E Randolph St', address2: 'Suite 5100', city: 'Chicago',
        province: 'Illinois', zip: '60601', phone: '312-555-0142', taxRate: 0.1025,
      }),
    ],
    orderDates: dates('2024-06-03T15:20:00Z', 25, 23),
    secondAddressEvery: 4,
  },
  {
    email: 'enduser@example.com', firstName: 'Evan', lastName: 'User', phone: '212-555-0175', tags: ['end_user_of'], createdAt: '2025-02-27T09:45:00Z',
    addresses: [
      address({ firstName: 'Evan', lastName: 'User', address1: '125 W 31st St', address2: 'Apt 12B', city: 'New York', province: 'New York', zip: '10001', phone: '212-555-0175', taxRate: 0.08875 }),
    ],
    orderDates: ['2025-03-14T18:05:00Z', '2025-10-02T13:40:00Z'],
    secondAddressEvery: 0,
  },
];

const QUANTITIES = [250, 100, 500, 50, 1000, 250, 100];
const FREE_SHIPPING_FROM = 150;
const SHIPPING = 12.95;
const NOTES: Record<number, string> = { 2: 'Please ship before Friday, it is for a market stall.', 9: 'Same artwork as last time.' };

const cents = (n: number) => Math.round(n * 100);
const fixed = (c: number) => (c / 100).toFixed(2);

function shippingAddress(a: DemoAddress): ShippingAddress {
  const name = [a.firstName, a.lastName].filter(Boolean).join(' ');
  const optional = { company: a.company, address2: a.address2 };
  return {
    name, firstName: a.firstName ?? '', lastName: a.lastName ?? '', address1: a.address1 ?? '', city: a.city ?? '', province: a.province ?? '',
    zip: a.zip ?? '', country: a.country ?? '', phone: a.phone ?? '',
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v)),
  };
}

/** Lines the way the storefront sends them: Size, Material and Sides properties and the charged `Item Price`. */
function orderLine(product: ProductRec, v: VariantRec, quantity: number): { line: OrderLine; cents: number } {
  const lineCents = cents(Number(v.price) * quantity);
  const props = v.selectedOptions.filter((o) => ['Size', 'Material', 'Sides'].includes(o.name)).map((o) => ({ key: o.name, value: o.value }));
  return {
    cents: lineCents,
    line: {
      merchandiseId: gid('ProductVariant', v.id), productTitle: product.title, variantTitle: v.title, sku: v.sku, quantity,
      attributes: [...props, { key: 'Item Price', value: fixed(lineCents) }], linePrice: fixed(lineCents),
    },
  };
}

/** Older orders are delivered; the newest are still being made, a few were split. */
function fulfillment(fromNewest: number, i: number): string {
  if (fromNewest === 0) return 'UNFULFILLED';
  if (fromNewest === 1) return 'IN_PROGRESS';
  return i % 7 === 3 ? 'PARTIALLY_FULFILLED' : 'FULFILLED';
}

/** Writes the demo customers and their orders; orders are numbered in date order (#1001…) before any checkout order. */
export function seedCustomers(db: Db, products: ProductRec[]): { customers: number; orders: number } {
  const customers = new CustomerStore(db);
  const checkout = new CheckoutStore(db);
  const pool = products.filter((p) => p.productType !== 'Optional Extra' && !isSingleStoreProduct(p.handle) && p.variants.some((v) => v.available));
  const pending: { at: string; place: () => void }[] = [];

  for (const d of DEMO_CUSTOMERS) {
    const c = customers.create({
      email: d.email, password: DEMO_PASSWORD, firstName: d.firstName, lastName: d.lastName, phone: d.phone, tags: d.tags, createdAt: d.createdAt,
    });
    for (const a of d.addresses) customers.addAddress(c.id, a);
    d.orderDates.forEach((at, i) => {
      const to = d.secondAddressEvery && i % d.secondAddressEvery === d.secondAddressEvery - 1 ? d.addresses[1]! : d.addresses[0]!;
      const lines = Array.from({ length: 1 + (i % 3) }, (_, j) => {
        const product = pool[(i * 5 + j * 3 + c.id) % pool.length]!;
        const available = product.variants.filter((v) => v.available);
        return orderLine(product, available[(i + j * 2) % available.length]!, QUANTITIES[(i + j) % QUANTITIES.length]!);
      });
      const subtotal = lines.reduce((n, l) => n + l.cents, 0);
      const shipping = subtotal >= cents(FREE_SHIPPING_FROM) ? 0 : cents(SHIPPING);
      const tax = Math.round(subtotal * to.taxRate);
      pending.push({
        at,
        place: () => {
          const token = `seed-order-${d.email}-${i + 1}`;
          checkout.placeOrder({
            cartToken: token, email: c.email, shippingAddress: shippingAddress(to), lines: lines.map((l) => l.line),
            note: NOTES[i] ?? null, attributes: [], subtotal: fixed(subtotal), total: fixed(subtotal + shipping + tax), currency: 'USD',
            customerAccessToken: null, resellerId: null, customerId: c.id,
            key: createHash('sha256').update(token).digest('hex').slice(0, 32),
            processedAt: at, fulfillmentStatus: fulfillment(d.orderDates.length - 1 - i, i),
            shippingTotal: fixed(shipping), taxTotal: fixed(tax),
          });
        },
      });
    });
  }
  pending.sort((a, b) => a.at.localeCompare(b.at)).forEach((o) => o.place());
  return { customers: DEMO_CUSTOMERS.length, orders: pending.length };
}
