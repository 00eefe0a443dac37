import { decimalString, inUnits, parseCents, roundTo, thousandthsToCents, toCents, toThousandths } from './cents';
import { CAD_FACTOR, toDisplay, toDisplayTotal, toDisplayUnit } from './display';
import { currencySymbol, formatMoney, showPrice, showUnitPrice } from './format';

const CAD = { currency: 'CAD' as const, factor: CAD_FACTOR };
const USD = { currency: 'USD' as const, factor: 1 };
const EUR = { currency: 'EUR' as const, factor: 1 };

describe('parseCents: the platform decimal string, digit by digit', () => {
  it.each<[string, number | null]>([
    ['12.50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    ['0.07', 7],
    ['1.005', 101],
    ['0.185', 19],
    ['0.184999', 18],
    ['2.675', 268],
    ['1234567.89', 123456789],
    ['-3.50', -350],
    ['-1.005', -101],
    ['-0.001', 0],
    ['.5', 50],
    [' 4.20 ', 420],
    ['', null],
    ['.', null],
    ['abc', null],
    ['1e3', null],
    ['1,50', null],
  ])('%j → %j', (text, cents) => expect(parseCents(text)).toBe(cents));

  it('reads nothing from a missing amount', () => {
    expect(parseCents(null)).toBeNull();
    expect(parseCents(undefined)).toBeNull();
  });
});

describe('decimalString: cents back to the platform form', () => {
  it.each([
    [1250, '12.50'],
    [7, '0.07'],
    [0, '0.00'],
    [-350, '-3.50'],
    [32468, '324.68'],
    [239999976, '2399999.76'],
  ])('%i → %s', (cents, text) => expect(decimalString(cents)).toBe(text));

  it('round-trips every cent without float noise', () => {
    for (let cents = 0; cents < 100_000; cents += 7) expect(parseCents(decimalString(cents))).toBe(cents);
  });

  it('writes what toFixed(2) wrote for the same amount in currency units', () => {
    for (let cents = 0; cents < 100_000; cents += 13) expect(decimalString(cents)).toBe(inUnits(cents).toFixed(2));
  });
});

describe('the store rounding: half away from zero, without float noise', () => {
  it.each([
    [1.005, 101],
    [-1.005, -101],
    [324.675, 32468],
    [1.2 * 0.1, 12],
    [0.125, 13],
    [2399999.76, 239999976],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('toCents(%d) is %i', (amount, cents) => expect(toCents(amount)).toBe(cents));

  it('rounds to any number of places the same way', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(324.675, 2)).toBe(324.68);
    expect(roundTo(0.4725, 3)).toBe(0.473);
    expect(roundTo(Number.NaN, 2)).toBe(0);
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true);
  });

  it('keeps per-unit prices to the thousandth, then to the cent', () => {
    expect(toThousandths(0.4752)).toBe(475);
    expect(toThousandths(0.4725)).toBe(473);
    expect(toThousandths(1.0005)).toBe(1001);
    expect(thousandthsToCents(475)).toBe(48);
    expect(thousandthsToCents(145)).toBe(15);
    expect(thousandthsToCents(144)).toBe(14);
    expect(thousandthsToCents(-145)).toBe(-15);
    expect(thousandthsToCents(4)).toBe(0);
  });
});

describe('display currency per tenant', () => {
  it('converts each line, then sums, as the checkout does', () => {
    expect(CAD_FACTOR).toBe(1.023);
    // 5 × 0.5 ¢ round up line by line: the store total converted at once would be 2 ¢ short.
    expect(toDisplayTotal([50, 50, 50, 50, 50], { factor: 1.01 })).toBe(255);
    expect(toDisplay(250, { factor: 1.01 })).toBe(253);
    expect(toDisplayTotal([], CAD)).toBe(0);
  });

  it.each([
    [6000, 6138],
    [2000, 2046],
    [16250, 16624],
    [1, 1],
    [1000, 1023],
    [1250, 1279],
    [0, 0],
  ])('CAD amount of %i store cents is %i', (store, shown) => expect(toDisplay(store, CAD)).toBe(shown));

  it('agrees with converting the amount in currency units and rounding it to the cent', () => {
    for (let cents = 0; cents < 200_000; cents += 11) expect(toDisplay(cents, CAD)).toBe(toCents(inUnits(cents) * CAD_FACTOR));
  });

  it('leaves amounts alone where nothing converts', () => {
    expect(toDisplay(1234, USD)).toBe(1234);
    expect(toDisplay(19, EUR)).toBe(19);
  });

  it('rounds a CAD unit price to 3 decimals', () => {
    expect(toDisplayUnit(0.6, CAD)).toBe(614);
    expect(toDisplayUnit(0.325, USD)).toBe(325);
  });
});

describe('formatMoney', () => {
  it('shows $ for USD and CAD, EUR for any other code', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('CAD')).toBe('$');
    expect(currencySymbol('EUR')).toBe('EUR');
    expect(currencySymbol('GBP')).toBe('EUR');
  });

  it('writes English amounts as $12.50 and 12.50 EUR', () => {
    expect(formatMoney(1250, 'USD', 'en')).toBe('$12.50');
    expect(formatMoney(123450, 'CAD', 'en')).toBe('$1,234.50');
    expect(formatMoney(1250, 'EUR', 'en')).toBe('12.50\u00a0EUR');
  });

  it('writes French amounts as 12,50 $ and 12,50 EUR', () => {
    expect(formatMoney(1250, 'CAD', 'fr')).toBe('12,50\u00a0$');
    expect(formatMoney(1250, 'EUR', 'fr')).toBe('12,50\u00a0EUR');
    expect(formatMoney(123450, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('1 234,50 EUR');
  });

  it('always shows 2 decimals, and a sign', () => {
    expect(formatMoney(700, 'USD', 'en')).toBe('$7.00');
    expect(formatMoney(14, 'USD', 'en')).toBe('$0.14');
    expect(formatMoney(-350, 'USD', 'en')).toBe('-$3.50');
  });

  it('writes every cent as itself', () => {
    for (let cents = 0; cents < 20_000; cents += 3) expect(formatMoney(cents, 'USD', 'en')).toBe(`$${inUnits(cents).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`);
  });
});

describe('showPrice and showUnitPrice: a store amount where it is shown', () => {
  it('converts, rounds and writes totals', () => {
    expect(showPrice(1250, CAD, 'en')).toBe('$12.79');
    expect(showPrice(1250, CAD, 'fr')).toBe('12,79\u00a0$');
    expect(showPrice(1250, EUR, 'fr')).toBe('12,50\u00a0EUR');
    expect(showPrice(1250, USD, 'en')).toBe('$12.50');
  });

  it('rounds a unit price to 3 decimals, then shows 2, half away from zero both times', () => {
    expect(showUnitPrice(0.4752, USD, 'en')).toBe('$0.48');
    expect(showUnitPrice(0.6, CAD, 'en')).toBe('$0.61');
    expect(showUnitPrice(0.14451, USD, 'en')).toBe('$0.15');
    expect(showUnitPrice(0.145, USD, 'en')).toBe('$0.15');
    expect(showUnitPrice(1.005, USD, 'en')).toBe('$1.01');
  });
});
