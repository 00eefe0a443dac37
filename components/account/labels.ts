import type en from '@/messages/en.json';

/**
 * The account islands' strings: sections of the `Account` namespace, sent
 * raw by the pages (no i18n runtime in the browser). Templates keep their
 * placeholders ({n}, {name}, {title}) and the islands fill them with
 * `fill()` from lib/configurator/messages.
 */
export type AccountMessages = (typeof en)['Account'];

export type MenuLabels = AccountMessages['menu'];
export type CommonLabels = AccountMessages['common'];
export type ContactLabels = AccountMessages['contact'];
export type PasswordLabels = AccountMessages['password'];
export type AddressLabels = AccountMessages['addresses'];
export type TaxLabels = AccountMessages['tax'];
export type OrdersLabels = AccountMessages['orders'];
export type FulfillmentLabels = AccountMessages['fulfillment'];
export type OrderLabels = AccountMessages['order'];
export type ArtworkLabels = AccountMessages['artwork'];

export type { ValidationMessages } from '@/lib/validation/messages';
