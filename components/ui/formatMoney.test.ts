import { currencySymbol, formatMoney } from './formatMoney';

describe('formatMoney', () => {
  it('shows $ for USD and CAD, EUR for any other code', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('CAD')).toBe('$');
    expect(currencySymbol('EUR')).toBe('EUR');
    expect(currencySymbol('GBP')).toBe('EUR');
  });

  it('writes English amounts as $12.50 and 12.50 EUR', () => {
    expect(formatMoney('12.5', 'USD', 'en')).toBe('$12.50');
    expect(formatMoney(1234.5, 'CAD', 'en')).toBe('$1,234.50');
    expect(formatMoney('12.5', 'EUR', 'en')).toBe('12.50\u00a0EUR');
  });

  it('writes French amounts as 12,50 $ and 12,50 EUR', () => {
    expect(formatMoney('12.5', 'CAD', 'fr')).toBe('12,50\u00a0$');
    expect(formatMoney('12.5', 'EUR', 'fr')).toBe('12,50\u00a0EUR');
    expect(formatMoney(1234.5, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('1 234,50 EUR');
  });

  it('always shows 2 decimals and rounds to cents', () => {
    expect(formatMoney('7', 'USD', 'en')).toBe('$7.00');
    expect(formatMoney('0.125', 'USD', 'en')).toBe('$0.13');
    expect(formatMoney('-3.5', 'USD', 'en')).toBe('-$3.50');
  });

  it('treats a non-numeric amount as 0', () => {
    expect(formatMoney('abc', 'USD', 'en')).toBe('$0.00');
  });
});
