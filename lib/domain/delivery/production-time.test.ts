import { parseProductionTime, productionDaysOf } from './production-time';

describe('parseProductionTime', () => {
  it.each([
    ['3–5 business days', { min: 3, max: 5 }],
    ['2-4 business days', { min: 2, max: 4 }],
    ['1 to 2 working days', { min: 1, max: 2 }],
    ['5 business days', { min: 5, max: 5 }],
    ['1 day', { min: 1, max: 1 }],
    ['3 à 5 jours ouvrables', { min: 3, max: 5 }],
    ['5 à 7 jours ouvrés', { min: 5, max: 7 }],
    ['2 jours', { min: 2, max: 2 }],
    ['1–2 weeks', { min: 5, max: 10 }],
    ['2 semaines', { min: 10, max: 10 }],
    ['48 hours', { min: 2, max: 2 }],
    ['24 h', { min: 1, max: 1 }],
    ['Ships in 3 – 5 Business Days', { min: 3, max: 5 }],
  ])('%s', (text, expected) => {
    expect(parseProductionTime(text)).toEqual(expected);
  });

  it.each(['Made to order', 'Sur devis', '', '5–3 business days', '0 days', '3 colours'])('leaves "%s" unread', (text) => {
    expect(parseProductionTime(text)).toBeNull();
  });
});

describe('productionDaysOf', () => {
  it('reads the Production Time spec line, in English or French', () => {
    expect(productionDaysOf(['Material: White vinyl', 'Production Time: 3–5 business days'])).toBe(5);
    expect(productionDaysOf(['Délai de production : 1 à 2 jours ouvrables'])).toBe(2);
  });

  it('is null without a readable one', () => {
    expect(productionDaysOf(['Material: White vinyl'])).toBeNull();
    expect(productionDaysOf(['Production Time: on request'])).toBeNull();
  });
});
