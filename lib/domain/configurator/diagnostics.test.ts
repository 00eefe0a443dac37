import { pricingDiagnostic } from './diagnostics';

describe('pricingDiagnostic', () => {
  it('names the message of each pricing state, with its values', () => {
    expect(pricingDiagnostic({ status: 'no-tag' }, 'Labels')).toEqual({ key: 'missingPricingTag', values: { title: 'Labels' } });
    expect(pricingDiagnostic({ status: 'missing', name: 'missing-grid' }, 'Labels')).toEqual({ key: 'pricingMissing', values: { name: 'missing-grid' } });
    expect(pricingDiagnostic({ status: 'invalid', name: 'broken', details: ['a is missing', 'b is not a number'] }, 'Labels')).toEqual({
      key: 'pricingErrors',
      values: { details: 'a is missing; b is not a number' },
    });
    expect(pricingDiagnostic({ status: 'ok', name: 'x', grid: { breaks: [1], msrp: [1], rows: {}, extras: {} } }, 'Labels')).toBeNull();
  });
});
