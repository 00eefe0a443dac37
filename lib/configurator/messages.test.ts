import { pricingDiagnostic } from './diagnostics';
import { fill, splitLineBreaks } from './messages';

const templates = {
  missingPricingTag: "The product {title} doesn't contain the tag $= Please add tag in order to retrieve JSON pricing file.",
  pricingMissing: "Couldn't retrieve pricing JSON. Please check that JSON pricing grid exists with name {name}.json",
  pricingErrors: 'Pricing JSON contains errors: {details}',
};

describe('message templates', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(fill('Add {m} more of {n}; {x}', { m: 3, n: 50 })).toBe('Add 3 more of 50; {x}');
  });

  it('splits on line break tags in any form', () => {
    expect(splitLineBreaks('a.<br></br>b.')).toEqual(['a.', 'b.']);
    expect(splitLineBreaks('a<br>b<br/>c')).toEqual(['a', 'b', 'c']);
    expect(splitLineBreaks('plain')).toEqual(['plain']);
  });
});

describe('pricingDiagnostic', () => {
  it('names the problem of each pricing state', () => {
    expect(pricingDiagnostic({ status: 'no-tag' }, 'Labels', templates)).toBe(
      "The product Labels doesn't contain the tag $= Please add tag in order to retrieve JSON pricing file.",
    );
    expect(pricingDiagnostic({ status: 'missing', name: 'missing-grid' }, 'Labels', templates)).toBe(
      "Couldn't retrieve pricing JSON. Please check that JSON pricing grid exists with name missing-grid.json",
    );
    expect(pricingDiagnostic({ status: 'invalid', name: 'broken', details: ['a is missing', 'b is not a number'] }, 'Labels', templates)).toBe(
      'Pricing JSON contains errors: a is missing; b is not a number',
    );
    expect(pricingDiagnostic({ status: 'ok', name: 'x', grid: { breaks: [1], msrp: [1], rows: {}, extras: {} } }, 'Labels', templates)).toBeNull();
  });
});
