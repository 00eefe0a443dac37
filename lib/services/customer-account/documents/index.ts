/** Every operation the app sends to the Customer Account API. */
import { ADDRESS_CREATE, ADDRESS_DELETE, ADDRESS_UPDATE } from './addresses';
import { CUSTOMER, CUSTOMER_UPDATE } from './customer';
import { ORDER, ORDERS } from './orders';

export { ADDRESS_CREATE, ADDRESS_DELETE, ADDRESS_UPDATE, CUSTOMER, CUSTOMER_UPDATE, ORDER, ORDERS };

export const ALL_CUSTOMER_ACCOUNT_DOCUMENTS: readonly string[] = [CUSTOMER, CUSTOMER_UPDATE, ADDRESS_CREATE, ADDRESS_UPDATE, ADDRESS_DELETE, ORDERS, ORDER];
