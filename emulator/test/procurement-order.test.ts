import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { centsText, formatCents, formatUnit, lineCents, lineMicros, priceMicros } from '../src/procurement/amounts.ts';
import { checkOrder, MAX_LINES } from '../src/procurement/order.ts';
import { goodLine } from './procurement-helpers.ts';

const order = (...lines: unknown[]) => ({ order: { line_items: lines } });
const error = (body: unknown) => {
  const r = checkOrder(body);
  assert.equal(r.ok, false, 'expected a refusal');
  return r.ok ? '' : r.error;
};

describe('procurement order shape', () => {
  it('accepts the storefront\'s order, extra keys included, and hands it back as sent', () => {
    const body = order(goodLine(), goodLine({ id: 2, price: 19.99, variant_title: null, vendor: null, properties: [], sku: 'RL-1' }));
    const r = checkOrder(body);
    assert.equal(r.ok, true);
    assert.deepEqual(r.ok && r.order, body.order);
  });

  it('names the first thing wrong by its path', () => {
    const cases: [unknown, RegExp][] = [
      ['nope', /^body must be a JSON object/],
      [[], /^body must be a JSON object/],
      [{}, /^order must be an object/],
      [{ order: { lines: [] } }, /^order\.line_items must be an array/],
      [order(), /^order\.line_items must have at least one line/],
      [order(...Array.from({ length: MAX_LINES + 1 }, () => goodLine())), /at most 250 lines/],
      [order(goodLine(), 'x'), /^order\.line_items\[1\] must be an object/],
      [order(goodLine({ id: '1' })), /^order\.line_items\[0\]\.id must be a positive integer/],
      [order(goodLine({ variant_id: 'gid://shopify/ProductVariant/1' })), /\.variant_id must be a positive integer/],
      [order(goodLine({ product_id: 0 })), /\.product_id must be a positive integer/],
      [order(goodLine({ quantity: 0 })), /\.quantity must be an integer from 1/],
      [order(goodLine({ quantity: 2.5 })), /\.quantity must be an integer from 1/],
      [order(goodLine({ quantity: '5' })), /\.quantity must be an integer from 1/],
      [order(goodLine({ title: undefined })), /\.title is missing/],
      [order(goodLine({ title: '  ' })), /\.title must not be blank/],
      [order(goodLine({ name: 'x'.repeat(1001) })), /\.name must be at most 1000 characters/],
      [order(goodLine({ variant_title: 3 })), /\.variant_title must be a string or null/],
      [order(goodLine({ vendor: {} })), /\.vendor must be a string or null/],
      [order(goodLine({ price: '-1.00' })), /\.price must be a decimal string/],
      [order(goodLine({ price: '12,50' })), /\.price must be a decimal string/],
      [order(goodLine({ price: '1.0000000001' })), /\.price must be a decimal string/],
      [order(goodLine({ price: -1 })), /\.price must be a number from 0/],
      [order(goodLine({ price: 1e-10 })), /\.price must have at most 9 decimal places/],
      [order(goodLine({ price: null })), /\.price must be a decimal string or a number/],
      [order(goodLine({ price: undefined })), /\.price is missing/],
      [order(goodLine({ properties: { 'Item Price': '60.00' } })), /\.properties must be an array of \{name, value\}/],
      [order(goodLine({ properties: [{ name: 'Item Price' }] })), /\.properties\[0\]\.value is missing/],
      [order(goodLine({ properties: [{ name: 'a', value: 1 }] })), /\.properties\[0\]\.value must be a string/],
      [order(goodLine({ properties: [{ name: '', value: 'x' }] })), /\.properties\[0\]\.name must not be blank/],
      [order(goodLine({ properties: [null] })), /\.properties\[0\] must be an object/],
      [order(goodLine({ properties: Array.from({ length: 101 }, (_, i) => ({ name: `p${i}`, value: '' })) })), /\.properties must have at most 100 entries/],
    ];
    for (const [body, expected] of cases) assert.match(error(body), expected, JSON.stringify(body).slice(0, 120));
  });

  it('accepts a zero price, an empty property value and sub-cent unit prices', () => {
    for (const price of ['0', '0.00', 0, '0.035', 0.035, '1234567890.123456', '0.14599', '0.000000001']) {
      assert.equal(checkOrder(order(goodLine({ price, properties: [{ name: 'Note', value: '' }] }))).ok, true, String(price));
    }
  });
});

describe('procurement amounts', () => {
  it('multiplies exactly and rounds line totals half up to cents', () => {
    assert.equal(formatCents(lineMicros('0.035', 1000)), '35.00');
    assert.equal(formatCents(lineMicros(19.99, 3)), '59.97');
    assert.equal(formatCents(lineMicros('12.5', 3)), '37.50');
    assert.equal(formatCents(lineMicros('0.005', 1)), '0.01');
    assert.equal(formatCents(lineMicros('0.004999', 1)), '0.00');
    assert.equal(formatCents(lineMicros('1234567890.12', 1_000_000)), '1234567890120000.00');
  });

  it('prices a line with a sub-cent unit price to the cent the storefront priced it at', () => {
    assert.equal(centsText(lineCents('0.14599', 1000)), '145.99');
    assert.equal(centsText(lineCents('0.146', 1000)), '146.00');
    assert.equal(centsText(lineCents('0.000000001', 5_000_000)), '0.01');
  });

  it('shows a unit price as precise as it was sent, with at least two places', () => {
    assert.equal(formatUnit(priceMicros('0.035')), '0.035');
    assert.equal(formatUnit(priceMicros('12.5')), '12.50');
    assert.equal(formatUnit(priceMicros(7)), '7.00');
    assert.equal(formatUnit(priceMicros('0.000001')), '0.000001');
  });
});
