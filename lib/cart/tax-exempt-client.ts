/** The tax-exempt switch's call (app/api/tagging/update-customer-tax-exempt): the customer comes from the session cookie. */
export const TAX_EXEMPT_ENDPOINT = '/api/tagging/update-customer-tax-exempt';

/** The customer's tags after the update, or null when it failed (the switch then goes back). */
export async function updateTaxExempt(taxExempt: boolean, fetchImpl: typeof fetch = fetch): Promise<{ tags: string[] } | null> {
  try {
    const response = await fetchImpl(TAX_EXEMPT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ taxExempt }),
      credentials: 'same-origin',
    });
    if (!response.ok) return null;
    const body = (await response.json().catch(() => null)) as { tags?: unknown } | null;
    const tags = Array.isArray(body?.tags) ? body.tags.filter((t): t is string => typeof t === 'string') : null;
    return tags ? { tags } : null;
  } catch {
    return null;
  }
}
