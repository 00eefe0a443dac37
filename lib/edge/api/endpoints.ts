import { endpoint } from './endpoint';
import type {
  addressCreateContract,
  addressDefaultContract,
  addressDeleteContract,
  addressUpdateContract,
} from './contracts/account-addresses';
import type { contactContract } from './contracts/account-contact';
import type { orderContract, ordersContract } from './contracts/account-orders';
import type { passwordContract } from './contracts/account-password';
import type { reorderContract } from './contracts/account-reorder';
import type { formsContract } from './contracts/forms';
import type {
  createMetafieldContract,
  deleteMetafieldContract,
  getMetafieldContract,
  updateTaxExemptContract,
} from './contracts/tagging';
import type { checkoutContract } from './contracts/checkout';
import type { compareContract } from './contracts/compare';
import type { designArtworkContract, designPreviewContract, designShapeContract, designTemplateContract, designTokenContract } from './contracts/design';
import type { postalContract } from './contracts/postal';
import type { punchoutHandoffContract } from './contracts/punchout';
import type { searchContract } from './contracts/search';
import type { quickViewContract } from './contracts/quick-view';
import type { collectionContract } from './contracts/collection';
import type { createCustomerContract, customerContract } from './contracts/customer';
import type { loginContract, logoutContract, recoverContract } from './contracts/session';

/**
 * The app's route handlers as the browser calls them: method, path and,
 * through the contract's type, what goes in and comes back. Types only from
 * the contracts, so importing this ships no zod.
 */
export const POSTAL = endpoint<typeof postalContract>('GET', '/api/postal');

/** The header overlay's live matches (reseller hosts). */
export const SEARCH = endpoint<typeof searchContract>('GET', '/api/search');

/** Add to cart in punchout mode: the line goes to the buyer's procurement system. */
export const PUNCHOUT_HANDOFF = endpoint<typeof punchoutHandoffContract>('POST', '/api/punchout/handoff');

/** The compare table's sizes, materials and unit prices. */
export const COMPARE = endpoint<typeof compareContract>('GET', '/api/compare');
/** A product card's Quick view (catalog pages). */
export const QUICK_VIEW = endpoint<typeof quickViewContract>('GET', '/api/quick-view');
/** A collection grid's next cards, or its cards in another order (infinite scroll, sort, brand filter). */
export const COLLECTION = endpoint<typeof collectionContract>('GET', '/api/collection');
/** Page and identify events, sent as beacons: declared with beaconApi, so a page that only sends one ships neither the client nor this list. */
export { ANALYTICS } from './beacon';

export const SESSION_LOGIN = endpoint<typeof loginContract>('POST', '/api/session/login');
export const SESSION_LOGOUT = endpoint<typeof logoutContract>('POST', '/api/session/logout');
export const SESSION_RECOVER = endpoint<typeof recoverContract>('POST', '/api/session/recover');
export const CREATE_CUSTOMER = endpoint<typeof createCustomerContract>('POST', '/api/tagging/create-customer');
export const ACCOUNT_CUSTOMER = endpoint<typeof customerContract>('GET', '/api/account/customer');

/** The address gid travels as one path segment. */
const addressPath = (id: string) => `/api/account/addresses/${encodeURIComponent(id)}`;

// The account area, the tagging proxies and the form handler (an address gid or order id is one path segment).
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
export const TAGGING_CREATE_METAFIELD = endpoint<typeof createMetafieldContract>('POST', '/api/tagging/create-metafield');
export const TAGGING_DELETE_METAFIELD = endpoint<typeof deleteMetafieldContract>('POST', '/api/tagging/delete-metafield');
export const TAGGING_TAX_EXEMPT = endpoint<typeof updateTaxExemptContract>('POST', '/api/tagging/update-customer-tax-exempt');
export const FORMS = endpoint<typeof formsContract>('POST', '/api/forms');

/** The cart page's checkout (re-priced on the server). */
export const CHECKOUT = endpoint<typeof checkoutContract>('POST', '/api/checkout');

// The design editor modal: its token, the variant's template, and design previews (an <img> source: build the URL from the path, do not callApi it).
export const DESIGN_TOKEN = endpoint<typeof designTokenContract>('POST', '/api/design/token');
export const DESIGN_TEMPLATE = endpoint<typeof designTemplateContract>('GET', '/api/design/template');
export const DESIGN_PREVIEW = endpoint<typeof designPreviewContract>('GET', '/api/design/preview');
export const DESIGN_ARTWORK = endpoint<typeof designArtworkContract>('POST', '/api/design/artwork');
export const DESIGN_SHAPE = endpoint<typeof designShapeContract>('POST', '/api/design/shape');
