/**
 * Money display (spec §9): USD and CAD show the `$` symbol, every other code
 * shows `EUR`; always 2 decimals. English puts `$` in front (`$12.50`,
 * `12.50 EUR`); French follows French typography (`12,50 $`, `12,50 EUR`).
 */
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string): Intl.NumberFormat {
  const key = locale || 'en';
  let nf = formatters.get(key);
  if (!nf) {
    try {
      nf = new Intl.NumberFormat(key, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    } catch {
      nf = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    formatters.set(key, nf);
  }
  return nf;
}

export function currencySymbol(currencyCode: string): string {
  const code = currencyCode.toUpperCase();
  return code === 'USD' || code === 'CAD' ? '$' : 'EUR';
}

export function formatMoney(amount: string | number, currencyCode: string, locale: string): string {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  const safe = Number.isFinite(value) ? Math.round(value * 100) / 100 : 0;
  const symbol = currencySymbol(currencyCode);
  const digits = numberFormat(locale).format(Math.abs(safe));
  const sign = safe < 0 ? '-' : '';
  const french = locale.toLowerCase().startsWith('fr');
  if (french) return `${sign}${digits}\u00a0${symbol}`;
  return symbol === '$' ? `${sign}$${digits}` : `${sign}${digits}\u00a0${symbol}`;
}
