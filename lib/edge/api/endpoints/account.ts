import { endpoint } from '../endpoint';
import type { addressCreateContract, addressDefaultContract, addressDeleteContract, addressUpdateContract } from '../contracts/account-addresses';
import type { contactContract } from '../contracts/account-contact';
import type { orderContract, ordersContract } from '../contracts/account-orders';
import type { passwordContract } from '../contracts/account-password';
import type { reorderContract } from '../contracts/account-reorder';
import type { formsContract } from '../contracts/forms';
import type { postalContract } from '../contracts/postal';
import type { deleteMetafieldContract, getMetafieldContract, updateTaxExemptContract } from '../contracts/tagging';

// The account area's calls, with the postal lookup and the form handler its forms use.

/** The address gid travels as one path segment. */
const addressPath = (id: string) => `/api/account/addresses/${encodeURIComponent(id)}`;

export const POSTAL = endpoint<typeof postalContract>('GET', '/api/postal');
export const ACCOUNT_CONTACT = endpoint<typeof contactContract>('POST', '/api/account/contact');
export const ACCOUNT_PASSWORD = endpoint<typeof passwordContract>('POST', '/api/account/password');
export const ACCOUNT_ADDRESS_CREATE = endpoint<typeof addressCreateContract>('POST', '/api/account/addresses');
export const ACCOUNT_ADDRESS_UPDATE = endpoint<typeof addressUpdateContract, { id: string }>('PUT', ({ id }) => addressPath(id));
export const ACCOUNT_ADDRESS_DELETE = endpoint<typeof addressDeleteContract, { id: string }>('DELETE', ({ id }) => addressPath(id));
export const ACCOUNT_ADDRESS_DEFAULT = endpoint<typeof addressDefaultContract, { id: string }>('POST', ({ id }) => `${addressPath(id)}/default`);
export const ACCOUNT_ORDERS = endpoint<typeof ordersContract>('GET', '/api/account/orders');
export const ACCOUNT_ORDER = endpoint<typeof orderContract, { id: string }>('GET', ({ id }) => `/api/account/orders/${encodeURIComponent(id)}`);
export const ACCOUNT_REORDER = endpoint<typeof reorderContract>('POST', '/api/account/reorder');
export const TAGGING_GET_METAFIELD = endpoint<typeof getMetafieldContract>('POST', '/api/tagging/get-metafield');
export const TAGGING_DELETE_METAFIELD = endpoint<typeof deleteMetafieldContract>('POST', '/api/tagging/delete-metafield');
export const TAGGING_TAX_EXEMPT = endpoint<typeof updateTaxExemptContract>('POST', '/api/tagging/update-customer-tax-exempt');
export const FORMS = endpoint<typeof formsContract>('POST', '/api/forms');
