/**
 * Message templates reach the island raw (no i18n runtime in the browser):
 * placeholders are filled here, and the one rich tag in use, a line break,
 * splits the text so the component renders a real <br>.
 */

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/** `a<br></br>b`, `a<br>b`, `a<br/>b` → ['a', 'b']. */
export function splitLineBreaks(text: string): string[] {
  return text.split(/<br\s*\/?>(?:<\/br>)?/i);
}
