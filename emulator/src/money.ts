/** Shopify renders Decimal amounts like Ruby's BigDecimal: "12.5", "30.0", "0.85" (two places at most). */
export function decimal(n: number): string {
  return (Math.round(n * 100) / 100).toFixed(2).replace(/0$/, '');
}
