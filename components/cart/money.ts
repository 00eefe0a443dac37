import type { DisplayCurrency } from '@/lib/ground/money/display';

/** How the cart shows store amounts: the tenant's display currency (lib/ground/money) and the language. */
export interface MoneyDisplay extends DisplayCurrency {
  locale: string;
}

export function showCount(value: number, locale: string): string {
  try {
    return new Intl.NumberFormat(locale).format(value);
  } catch {
    return String(value);
  }
}
