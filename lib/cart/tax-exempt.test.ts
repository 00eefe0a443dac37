import { taxExemptArea } from './tax-exempt';

describe('taxExemptArea', () => {
  it('shows visitors the request hint, except on the Canada and French sites', () => {
    expect(taxExemptArea('us')).toBe('request-hint');
    expect(taxExemptArea(null)).toBe('request-hint');
    expect(taxExemptArea('ca')).toBe('none');
    expect(taxExemptArea('fr')).toBe('none');
  });
});
