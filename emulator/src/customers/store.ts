import { randomBytes } from 'node:crypto';
import { prepareAll, type Db } from '../store/db.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { countryName, provinceName } from './regions.ts';
import { ADDRESS_FIELDS, isoSeconds, type AccessToken, type AddressFields, type AddressRec, type CustomerRec } from './types.ts';

/** Customer access tokens live 14 days, like the ones Shopify's customerAccessTokenCreate hands out. */
export const TOKEN_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** Id ranges: customers 7001…, addresses 8001…, so a wrong kind of id never finds something by accident. */
const CUSTOMER_ID_BASE = 7000;
const ADDRESS_ID_BASE = 8000;

type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

export interface NewCustomer {
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  tags?: string[];
  acceptsMarketing?: boolean;
  taxExempt?: boolean;
  /** seeded customers are dated in the past */
  createdAt?: string;
}

export type CustomerPatch = Partial<Pick<CustomerRec, 'email' | 'firstName' | 'lastName' | 'phone' | 'acceptsMarketing' | 'tags' | 'taxExempt'>>;
export type AddressInput = Partial<AddressFields>;

function customerFromRow(r: Row): CustomerRec {
  return {
    id: Number(r.id), email: String(r.email), passwordHash: String(r.password_hash), firstName: str(r.first_name),
    lastName: str(r.last_name), phone: str(r.phone), tags: JSON.parse(String(r.tags)), taxExempt: r.tax_exempt === 1,
    acceptsMarketing: r.accepts_marketing === 1, defaultAddressId: r.default_address_id === null ? null : Number(r.default_address_id),
    createdAt: String(r.created_at), updatedAt: String(r.updated_at),
  };
}

function addressFromRow(r: Row): AddressRec {
  return {
    id: Number(r.id), customerId: Number(r.customer_id), position: Number(r.position), firstName: str(r.first_name),
    lastName: str(r.last_name), company: str(r.company), address1: str(r.address1), address2: str(r.address2), city: str(r.city),
    province: str(r.province), country: str(r.country), zip: str(r.zip), phone: str(r.phone),
  };
}

/** Empty strings are stored as null, and country and province by name (Shopify accepts codes and names). */
function normalizeAddress(a: AddressFields): AddressFields {
  const clean = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, a[f]?.trim() || null])) as unknown as AddressFields;
  return { ...clean, country: countryName(clean.country), province: provinceName(clean.country, clean.province) };
}

/** Customers, their addresses and their access tokens in SQLite (run-time data; the seed adds the demo customers). */
export class CustomerStore {
  private readonly s;

  constructor(db: Db) {
    this.s = prepareAll(db, {
      insert: `INSERT INTO customers (id, email, password_hash, first_name, last_name, phone, tags, tax_exempt,
        accepts_marketing, default_address_id, created_at, updated_at)
        VALUES ((SELECT COALESCE(MAX(id), ${CUSTOMER_ID_BASE}) + 1 FROM customers), ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)`,
      byId: 'SELECT * FROM customers WHERE id = ?',
      byEmail: 'SELECT * FROM customers WHERE email = ? COLLATE NOCASE',
      update: `UPDATE customers SET email = ?, first_name = ?, last_name = ?, phone = ?, tags = ?, tax_exempt = ?,
        accepts_marketing = ?, updated_at = ? WHERE id = ?`,
      setPassword: 'UPDATE customers SET password_hash = ?, updated_at = ? WHERE id = ?',
      setDefault: 'UPDATE customers SET default_address_id = ?, updated_at = ? WHERE id = ?',
      insertToken: 'INSERT INTO customer_tokens (token, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
      token: 'SELECT * FROM customer_tokens WHERE token = ?',
      renewToken: 'UPDATE customer_tokens SET expires_at = ? WHERE token = ?',
      deleteToken: 'DELETE FROM customer_tokens WHERE token = ?',
      revokeTokens: 'DELETE FROM customer_tokens WHERE customer_id = ?',
      expireTokens: 'UPDATE customer_tokens SET expires_at = ? WHERE customer_id = ?',
      addresses: 'SELECT * FROM customer_addresses WHERE customer_id = ? ORDER BY position, id',
      address: 'SELECT * FROM customer_addresses WHERE customer_id = ? AND id = ?',
      insertAddress: `INSERT INTO customer_addresses (id, customer_id, first_name, last_name, company, address1, address2,
        city, province, country, zip, phone, position)
        VALUES ((SELECT COALESCE(MAX(id), ${ADDRESS_ID_BASE}) + 1 FROM customer_addresses), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
        (SELECT COALESCE(MAX(position), 0) + 1 FROM customer_addresses WHERE customer_id = ?))`,
      updateAddress: `UPDATE customer_addresses SET first_name = ?, last_name = ?, company = ?, address1 = ?, address2 = ?,
        city = ?, province = ?, country = ?, zip = ?, phone = ? WHERE customer_id = ? AND id = ?`,
      deleteAddress: 'DELETE FROM customer_addresses WHERE customer_id = ? AND id = ?',
    });
  }

  /** The caller checks the fields first (validation.ts); a taken email throws here. */
  create(c: NewCustomer): CustomerRec {
    const now = c.createdAt ?? isoSeconds();
    const info = this.s.insert.run(c.email.trim(), hashPassword(c.password), c.firstName ?? null, c.lastName ?? null, c.phone ?? null,
      JSON.stringify(c.tags ?? []), c.taxExempt ? 1 : 0, c.acceptsMarketing ? 1 : 0, now, now);
    return this.byId(Number(info.lastInsertRowid))!;
  }

  byId(id: number): CustomerRec | null {
    const r = this.s.byId.get(id) as Row | undefined;
    return r ? customerFromRow(r) : null;
  }

  /** Emails match case-insensitively, as on Shopify. */
  byEmail(email: string): CustomerRec | null {
    const r = this.s.byEmail.get(email.trim()) as Row | undefined;
    return r ? customerFromRow(r) : null;
  }

  emailTaken(email: string, exceptId?: number): boolean {
    const other = this.byEmail(email);
    return other !== null && other.id !== exceptId;
  }

  /** null for an unknown email or a wrong password */
  authenticate(email: string, password: string): CustomerRec | null {
    const c = this.byEmail(email);
    return c && verifyPassword(password, c.passwordHash) ? c : null;
  }

  update(id: number, patch: CustomerPatch): CustomerRec | null {
    const c = this.byId(id);
    if (!c) return null;
    const next = { ...c, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) } as CustomerRec;
    this.s.update.run(next.email.trim(), next.firstName, next.lastName, next.phone, JSON.stringify(next.tags), next.taxExempt ? 1 : 0,
      next.acceptsMarketing ? 1 : 0, isoSeconds(), id);
    return this.byId(id);
  }

  /** A new password revokes every token of the customer, as Shopify does. */
  setPassword(id: number, password: string): void {
    this.s.setPassword.run(hashPassword(password), isoSeconds(), id);
    this.s.revokeTokens.run(id);
  }

  // ── access tokens ──

  issueToken(customerId: number): AccessToken {
    const accessToken = randomBytes(16).toString('hex');
    const expiresAt = isoSeconds(Date.now() + TOKEN_TTL_MS);
    this.s.insertToken.run(accessToken, customerId, isoSeconds(), expiresAt);
    return { accessToken, expiresAt };
  }

  /** The customer a live token belongs to; null for an unknown, revoked or expired token. */
  customerForToken(token: unknown): CustomerRec | null {
    if (typeof token !== 'string' || !token) return null;
    const r = this.s.token.get(token) as Row | undefined;
    if (!r || Date.parse(String(r.expires_at)) <= Date.now()) return null;
    return this.byId(Number(r.customer_id));
  }

  /**
   * Who signed in on the platform's own pages (the Customer Account API): the customer id behind one of
   * its live access tokens. Set once the customer-account side exists; the two share this store.
   */
  private accountTokenCustomer: (token: string) => number | null = () => null;

  acceptAccountTokens(lookup: (token: string) => number | null): void {
    this.accountTokenCustomer = lookup;
  }

  /**
   * The buyer a cart's `buyerIdentity.customerAccessToken` names: a live legacy token, or a live Customer
   * Account API access token, which the platform's cart and checkout accept alike (the Storefront
   * API's `customer` query does not: that stays customerForToken).
   */
  buyerForToken(token: unknown): CustomerRec | null {
    const legacy = this.customerForToken(token);
    if (legacy || typeof token !== 'string' || !token) return legacy;
    const id = this.accountTokenCustomer(token);
    return id === null ? null : this.byId(id);
  }

  /** A fresh expiry for a live token; null when it is not live. */
  renewToken(token: string): AccessToken | null {
    if (!this.customerForToken(token)) return null;
    const expiresAt = isoSeconds(Date.now() + TOKEN_TTL_MS);
    this.s.renewToken.run(expiresAt, token);
    return { accessToken: token, expiresAt };
  }

  /** false when the token did not exist */
  deleteToken(token: string): boolean {
    return this.s.deleteToken.run(token).changes > 0;
  }

  /** Test hook: every token of the customer is now expired. Returns how many there were. */
  expireTokens(customerId: number): number {
    return this.s.expireTokens.run(isoSeconds(Date.now() - 1000), customerId).changes;
  }

  // ── addresses ──

  addresses(customerId: number): AddressRec[] {
    return (this.s.addresses.all(customerId) as Row[]).map(addressFromRow);
  }

  address(customerId: number, addressId: number): AddressRec | null {
    const r = this.s.address.get(customerId, addressId) as Row | undefined;
    return r ? addressFromRow(r) : null;
  }

  /** The first address a customer adds becomes the default. */
  addAddress(customerId: number, input: AddressInput): AddressRec {
    const a = normalizeAddress({ ...blankAddress(), ...input });
    const info = this.s.insertAddress.run(customerId, ...ADDRESS_FIELDS.map((f) => a[f]), customerId);
    const id = Number(info.lastInsertRowid);
    if (this.byId(customerId)?.defaultAddressId === null) this.s.setDefault.run(id, isoSeconds(), customerId);
    return this.address(customerId, id)!;
  }

  /** Whether the customer already has this address (Shopify refuses a duplicate); compared without case. */
  hasAddress(customerId: number, input: AddressInput): boolean {
    const a = normalizeAddress({ ...blankAddress(), ...input });
    const same = (x: string | null, y: string | null) => (x ?? '').toLowerCase() === (y ?? '').toLowerCase();
    return this.addresses(customerId).some((r) => ADDRESS_FIELDS.every((f) => same(r[f], a[f])));
  }

  /** Changes the fields given (null clears one); null when the address is not the customer's. */
  updateAddress(customerId: number, addressId: number, input: AddressInput): AddressRec | null {
    const current = this.address(customerId, addressId);
    if (!current) return null;
    const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const a = normalizeAddress({ ...current, ...given });
    this.s.updateAddress.run(...ADDRESS_FIELDS.map((f) => a[f]), customerId, addressId);
    return this.address(customerId, addressId);
  }

  /** Deleting the default address makes the next remaining one the default (or none). */
  deleteAddress(customerId: number, addressId: number): boolean {
    if (this.s.deleteAddress.run(customerId, addressId).changes === 0) return false;
    if (this.byId(customerId)?.defaultAddressId === addressId) {
      this.s.setDefault.run(this.addresses(customerId)[0]?.id ?? null, isoSeconds(), customerId);
    }
    return true;
  }

  setDefaultAddress(customerId: number, addressId: number): boolean {
    if (!this.address(customerId, addressId)) return false;
    this.s.setDefault.run(addressId, isoSeconds(), customerId);
    return true;
  }
}

function blankAddress(): AddressFields {
  return Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, null])) as unknown as AddressFields;
}
