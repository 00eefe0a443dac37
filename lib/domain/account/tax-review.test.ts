import { taxFormStanding, taxFormTag } from './tax-review';

describe('taxFormTag', () => {
  it('asks for review when review is on', () => {
    expect(taxFormTag('on', ['end_user_of'])).toBe('tax_exempt_pending');
    expect(taxFormTag('on', ['end_user_of', 'tax_exempt_pending'])).toBe('tax_exempt_pending');
  });

  it('makes the sender eligible at once when review is off', () => {
    expect(taxFormTag('off', ['end_user_of'])).toBe('tax_exempt_eligible');
    expect(taxFormTag('off', ['end_user_of', 'tax_exempt_pending'])).toBe('tax_exempt_eligible');
  });

  it('leaves an eligible customer as they are', () => {
    expect(taxFormTag('on', ['tax_exempt_eligible'])).toBeNull();
    expect(taxFormTag('off', ['tax_exempt_eligible'])).toBeNull();
  });
});

describe('taxFormStanding', () => {
  it('reads eligible, pending or neither from the tags', () => {
    expect(taxFormStanding(['end_user_of', 'tax_exempt_eligible'])).toEqual({ tagged: true, pending: false });
    expect(taxFormStanding(['end_user_of', 'tax_exempt_pending'])).toEqual({ tagged: false, pending: true });
    expect(taxFormStanding(['end_user_of'])).toEqual({ tagged: false, pending: false });
  });
});
