/**
 * The forms the site registers with the form handler (Netlify detects them at deploy time from the page's HTML;
 * only registered fields are kept). Field names follow the store's form entities.
 */
export interface FormDefinition {
  /** text fields kept as sent */
  fields: readonly string[];
  /** file inputs: one file each */
  files: readonly string[];
  /** someone reviews each submission (the forms page's Approve / Reject) */
  reviewed?: boolean;
}

export const FORMS: Readonly<Record<string, FormDefinition>> = {
  contact: { fields: ['name', 'email', 'phoneNumber', 'message'], files: [] },
  // customerId: the storefront's server names the signed-in sender, so a reviewer's decision tags that customer.
  'tax-form': {
    fields: ['firstName', 'lastName', 'companyName', 'ein', 'addressLine1', 'addressLine2', 'city', 'state', 'zip', 'country', 'phone', 'email', 'customerId'],
    files: ['file'],
    reviewed: true,
  },
};

/** Netlify: 8 MB per request. */
export const FORM_MAX_BYTES = 8 * 1024 * 1024;
/** the honeypot input (netlify-honeypot="bot-field"): filled in means a bot */
export const HONEYPOT_FIELD = 'bot-field';

export function formDefinition(name: string): FormDefinition | null {
  return Object.hasOwn(FORMS, name) ? FORMS[name]! : null;
}
