/**
 * @deprecated Hand-made interpolation: messages are ICU, formatted by
 * next-intl (`t('key', values)`). Kept only until the account components
 * that still import it move to useTranslations; then this file goes.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
