import { isCartLine } from './shape';
import { pricedLine } from './test-fixtures';

describe('isCartLine', () => {
  it('accepts a full line, also after a JSON round trip', () => {
    expect(isCartLine(pricedLine())).toBe(true);
    expect(isCartLine(JSON.parse(JSON.stringify(pricedLine({ pricingGrid: null }))))).toBe(true);
  });

  it('rejects version 1 lines and broken values', () => {
    expect(isCartLine({ lineItemId: '1', id: 'v1', quantity: 2, properties: {} })).toBe(false);
    expect(isCartLine({ ...pricedLine(), quantity: '2' })).toBe(false);
    expect(isCartLine({ ...pricedLine(), properties: { Size: 3 } })).toBe(false);
    expect(isCartLine({ ...pricedLine(), pricingGrid: { breaks: [] } })).toBe(false);
    expect(isCartLine({ ...pricedLine(), optionLabels: { Kraft: 1 } })).toBe(false);
    expect(isCartLine(null)).toBe(false);
  });
});
