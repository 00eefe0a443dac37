import { isTaxExempt, isTaxExemptEligible, isTaxExemptPending, offersTaxExemption, taxExemptArea } from './tax-exempt';

describe('taxExemptArea', () => {
  it('shows visitors the request hint, except on the Canada and French sites', () => {
    expect(taxExemptArea('us')).toBe('request-hint');
    expect(taxExemptArea(null)).toBe('request-hint');
    expect(taxExemptArea('ca')).toBe('none');
    expect(taxExemptArea('fr')).toBe('none');
  });

  it('offers the toggle only to customers tagged end_user_of and tax_exempt_eligible', () => {
    expect(taxExemptArea('us', ['end_user_of', 'tax_exempt_eligible'])).toBe('toggle');
    expect(taxExemptArea(null, ['tax_exempt_eligible', 'end_user_of:acme'])).toBe('toggle');
    expect(taxExemptArea('us', ['end_user_of'])).toBe('account-link');
    expect(taxExemptArea('us', ['tax_exempt_eligible'])).toBe('account-link');
    expect(taxExemptArea('us', [])).toBe('account-link');
  });

  it('tells a customer whose tax form waits for review, and never offers them the toggle', () => {
    expect(taxExemptArea('us', ['end_user_of', 'tax_exempt_pending'])).toBe('under-review');
    expect(taxExemptArea(null, ['tax_exempt_pending'])).toBe('under-review');
    expect(taxExemptArea('ca', ['end_user_of', 'tax_exempt_pending'])).toBe('none');
    // Approved: eligibility wins over a leftover pending tag.
    expect(taxExemptArea('us', ['end_user_of', 'tax_exempt_pending', 'tax_exempt_eligible'])).toBe('toggle');
  });

  it('never offers exemption on the Canada or French site, even to eligible customers', () => {
    expect(taxExemptArea('ca', ['end_user_of', 'tax_exempt_eligible'])).toBe('none');
    expect(taxExemptArea('fr', ['end_user_of', 'tax_exempt_eligible'])).toBe('none');
    expect(offersTaxExemption('us')).toBe(true);
    expect(offersTaxExemption(null)).toBe(true);
  });
});

describe('tax-exempt tags', () => {
  it('reads exemption from tax_exempt=true only', () => {
    expect(isTaxExempt(['tax_exempt=true'])).toBe(true);
    expect(isTaxExempt(['tax_exempt=false', 'tax_exempt'])).toBe(false);
  });

  it('reads a pending review from tax_exempt_pending, unless the customer is already eligible', () => {
    expect(isTaxExemptPending(['tax_exempt_pending'])).toBe(true);
    expect(isTaxExemptPending(['tax_exempt_pending', 'tax_exempt_eligible'])).toBe(false);
    expect(isTaxExemptPending(['tax_exempt_eligible'])).toBe(false);
    expect(isTaxExemptEligible(['end_user_of', 'tax_exempt_pending'])).toBe(false);
  });

  it('does not mistake similar tags for end_user_of', () => {
    expect(isTaxExemptEligible(['end_user_office', 'tax_exempt_eligible'])).toBe(false);
  });
});
