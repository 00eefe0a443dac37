/**
 * The account islands' calls (app/api/account, app/api/tagging,
 * app/api/postal, app/api/forms), on the app's one client: each names its
 * endpoint and hands over what the contract takes; every outcome, network
 * failures included, comes back as a value the islands branch on.
 */
import type { BodyIn } from '@/lib/edge/api/contract';
import { callApi } from '@/lib/edge/api/client';
import { ACCOUNT_ADDRESS_CREATE, ACCOUNT_ADDRESS_DEFAULT, ACCOUNT_ADDRESS_DELETE, ACCOUNT_ADDRESS_UPDATE, ACCOUNT_CONTACT, ACCOUNT_ORDER, ACCOUNT_ORDERS, ACCOUNT_PASSWORD, ACCOUNT_REORDER, FORMS, POSTAL, TAGGING_DELETE_METAFIELD, TAGGING_GET_METAFIELD, TAGGING_TAX_EXEMPT } from '@/lib/edge/api/endpoints/account';
import { ACCOUNT_CUSTOMER } from '@/lib/edge/api/endpoints/session';
import type { contactContract } from '@/lib/edge/api/contracts/account-contact';
import type { passwordContract } from '@/lib/edge/api/contracts/account-password';
import type { AddressInput } from '../../domain/account/types';
import type { PostalLookup } from '../../domain/account/zip-state';

export const getCustomer = () => callApi(ACCOUNT_CUSTOMER);

export const updateContactInformation = (input: BodyIn<typeof contactContract>) => callApi(ACCOUNT_CONTACT, { body: input });

export const changePassword = (input: BodyIn<typeof passwordContract>) => callApi(ACCOUNT_PASSWORD, { body: input });

export const createAddress = (address: AddressInput, recaptchaToken: string) =>
  callApi(ACCOUNT_ADDRESS_CREATE, { body: { address, recaptchaToken } });

export const updateAddress = (id: string, address: AddressInput, recaptchaToken: string) =>
  callApi(ACCOUNT_ADDRESS_UPDATE, { params: { id }, body: { address, recaptchaToken } });

export const deleteAddress = (id: string) => callApi(ACCOUNT_ADDRESS_DELETE, { params: { id } });

export const setDefaultAddress = (id: string) => callApi(ACCOUNT_ADDRESS_DEFAULT, { params: { id } });

export const getOrders = (page: number) => callApi(ACCOUNT_ORDERS, { query: { page } });

export const getOrder = (id: string, key: string) => callApi(ACCOUNT_ORDER, { params: { id }, query: { key } });

export const reorder = (id: string, key: string) => callApi(ACCOUNT_REORDER, { body: { id, key } });

/** The cart's tax-exempt switch; the reply carries the customer's tags as the platform now holds them. */
export const updateTaxExempt = (taxExempt: boolean) => callApi(TAGGING_TAX_EXEMPT, { body: { taxExempt } });

export const getSavedProjects = () => callApi(TAGGING_GET_METAFIELD, { body: {} });

export const deleteSavedProject = (metafieldId: string | number) =>
  callApi(TAGGING_DELETE_METAFIELD, { body: { metafield_id: metafieldId } });

/**
 * US city and state of a 5-digit zip. A 404 (or a 400 for a malformed zip)
 * means no such zip; anything else without an answer is a failed lookup.
 */
export async function lookupPostalCode(zip: string): Promise<PostalLookup> {
  const result = await callApi(POSTAL, { query: { zip } });
  if (result.ok) return { kind: 'found', state: result.data.state, city: result.data.city };
  return result.status === 404 || result.status === 400 ? { kind: 'not_found' } : { kind: 'failed' };
}

/**
 * A Netlify-shaped form submission (multipart: the browser sets the boundary).
 * For the tax form, `tagged` says whether the signed-in customer is now
 * tax_exempt_eligible and `pending` whether their form waits for review (the
 * server tags them; no browser call can add either tag).
 */
export const submitForm = (data: FormData) => callApi(FORMS, { body: data });
