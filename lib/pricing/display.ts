import type { Money, ProductCard } from '../catalog/types';
import type { AppConfig } from '../config';
import type { CurrencyCode, Tenant } from '../tenant/types';
import { displayFactor, toDisplayAmount } from './currency';

/**
 * How a tenant shows store (USD) amounts: its currency code (the symbol rule
 * is in components/ui/formatMoney) and the conversion factor (./currency).
 * One function, so cards, the configurator and the cart always agree.
 */
export interface DisplayCurrency {
  currency: CurrencyCode;
  factor: number;
}

export function displayCurrencyOf(tenant: Pick<Tenant, 'currency'>, cfg: Pick<AppConfig, 'CURRENCY_CONVERSION'>): DisplayCurrency {
  return { currency: tenant.currency, factor: displayFactor(tenant.currency, cfg.CURRENCY_CONVERSION === 'on') };
}

/** A store amount as the tenant shows it. */
export function moneyInDisplayCurrency(money: Money, display: DisplayCurrency): Money {
  const amount = Number.parseFloat(money.amount);
  return { amount: Number.isFinite(amount) ? toDisplayAmount(amount, display.factor).toFixed(2) : money.amount, currencyCode: display.currency };
}

/** A product card with its variant prices in the tenant's display currency. */
export function cardInDisplayCurrency(card: ProductCard, display: DisplayCurrency): ProductCard {
  return { ...card, variants: card.variants.map((v) => ({ ...v, price: moneyInDisplayCurrency(v.price, display) })) };
}
