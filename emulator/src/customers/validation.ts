/**
 * Shopify's customer field rules, shared by the Storefront mutations (customerCreate, customerUpdate) and
 * the tagging service's create-customer, which reports the same problems in Admin style.
 */

export type CustomerField = 'email' | 'password' | 'firstName' | 'lastName' | 'phone';

export interface FieldProblem {
  field: CustomerField;
  /** a CustomerErrorCode value */
  code: 'BLANK' | 'INVALID' | 'TAKEN' | 'TOO_SHORT' | 'TOO_LONG' | 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE';
  message: string;
}

export interface CustomerInput {
  email?: string | null;
  password?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
}

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN = 5;
export const PASSWORD_MAX = 40;
const NAME_MAX = 255;

/**
 * Problems with the fields present in `input` (absent ones are not checked: customerUpdate changes only
 * what it is given). `emailTaken` says whether another customer already uses an address.
 */
export function customerProblems(input: CustomerInput, emailTaken: (email: string) => boolean): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const { email, password, firstName, lastName, phone } = input;
  if (email !== undefined && email !== null) {
    if (!email.trim()) problems.push({ field: 'email', code: 'BLANK', message: "Email can't be blank" });
    else if (!EMAIL.test(email.trim())) problems.push({ field: 'email', code: 'INVALID', message: 'Email is invalid' });
    else if (emailTaken(email.trim())) problems.push({ field: 'email', code: 'TAKEN', message: 'Email has already been taken' });
  }
  if (password !== undefined && password !== null) {
    if (password.length < PASSWORD_MIN) {
      problems.push({ field: 'password', code: 'TOO_SHORT', message: `Password is too short (minimum is ${PASSWORD_MIN} characters)` });
    } else if (password.length > PASSWORD_MAX) {
      problems.push({ field: 'password', code: 'TOO_LONG', message: `Password is too long (maximum is ${PASSWORD_MAX} characters)` });
    } else if (password.trim() !== password) {
      problems.push({ field: 'password', code: 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE', message: 'Password cannot start or end with whitespace' });
    }
  }
  for (const [field, value, label] of [['firstName', firstName, 'First name'], ['lastName', lastName, 'Last name']] as const) {
    if (value && value.length > NAME_MAX) problems.push({ field, code: 'TOO_LONG', message: `${label} is too long (maximum is ${NAME_MAX} characters)` });
  }
  if (phone && !(/^\+?[\d\s().-]+$/.test(phone) && (phone.match(/\d/g) ?? []).length >= 7)) {
    problems.push({ field: 'phone', code: 'INVALID', message: 'Phone is invalid' });
  }
  return problems;
}

/** Tags as Shopify keeps them: trimmed, non-empty, first occurrence wins. Accepts a list or "a, b" text. */
export function normalizeTags(tags: unknown): string[] {
  const list = Array.isArray(tags) ? tags : typeof tags === 'string' ? tags.split(',') : [];
  const out: string[] = [];
  for (const t of list) {
    if (typeof t !== 'string') continue;
    const tag = t.trim();
    if (tag && !out.includes(tag)) out.push(tag);
  }
  return out;
}
