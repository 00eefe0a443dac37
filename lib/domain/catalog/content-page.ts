/**
 * Whether a content page also shows the contact form: its store handle contains `contact-us`, so a reseller's
 * own `northwind-contact-us` has it too.
 */
export function isContactPage(handle: string): boolean {
  return handle.toLowerCase().includes('contact-us');
}
