import { formatMoney } from '@/components/ui/formatMoney';
import { toDisplayAmount, toDisplayUnit } from '@/lib/pricing/currency';

/** How the page shows store (USD) amounts: the tenant's currency, its conversion factor and the language. */
export interface MoneyDisplay {
  currency: string;
  factor: number;
  locale: string;
}

/** A total, subtotal or saving, converted and shown with 2 decimals. */
export function showAmount(storeAmount: number, d: MoneyDisplay): string {
  return formatMoney(toDisplayAmount(storeAmount, d.factor), d.currency, d.locale);
}

/** A per-unit price: converted and rounded to 3 decimals, then shown with 2 (spec §9). */
export function showUnit(storeUnit: number, d: MoneyDisplay): string {
  return formatMoney(toDisplayUnit(storeUnit, d.factor), d.currency, d.locale);
}

export function showCount(value: number, locale: string): string {
  try {
    return new Intl.NumberFormat(locale).format(value);
  } catch {
    return String(value);
  }
}
