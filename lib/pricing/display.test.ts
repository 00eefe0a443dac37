import type { ProductCard } from '../catalog/types';
import { cardInDisplayCurrency, displayCurrencyOf, moneyInDisplayCurrency } from './display';

const on = { CURRENCY_CONVERSION: 'on' as const };
const card: ProductCard = {
  id: 'p', handle: 'h', title: 'T', productType: 'Roll Labels', vendor: 'V', createdAt: '2024-01-01', image: null,
  variants: [{ id: 'v', availableForSale: true, price: { amount: '10.00', currencyCode: 'USD' } }],
};

describe('display currency per tenant', () => {
  it('converts USD to CAD by 1.023 on the Canada site when the setting is on', () => {
    expect(displayCurrencyOf({ currency: 'CAD' }, on)).toEqual({ currency: 'CAD', factor: 1.023 });
    expect(displayCurrencyOf({ currency: 'CAD' }, { CURRENCY_CONVERSION: 'off' })).toEqual({ currency: 'CAD', factor: 1 });
    expect(cardInDisplayCurrency(card, displayCurrencyOf({ currency: 'CAD' }, on)).variants[0]!.price).toEqual({ amount: '10.23', currencyCode: 'CAD' });
  });

  it('labels the French site EUR without converting', () => {
    expect(moneyInDisplayCurrency({ amount: '0.185', currencyCode: 'USD' }, displayCurrencyOf({ currency: 'EUR' }, on))).toEqual({ amount: '0.19', currencyCode: 'EUR' });
  });

  it('leaves an unreadable amount alone', () => {
    expect(moneyInDisplayCurrency({ amount: 'n/a', currencyCode: 'USD' }, { currency: 'CAD', factor: 1.023 })).toEqual({ amount: 'n/a', currencyCode: 'CAD' });
  });
});
