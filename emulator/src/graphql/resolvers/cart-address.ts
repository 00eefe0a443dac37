import type { CartAddressRec, SelectableAddressRec } from '../../checkout/types.ts';

/** A cart's delivery address as the schema's CartDeliveryAddress resolves it. */
export type AddressSrc = CartAddressRec & { __typename: 'CartDeliveryAddress' };

/** A cart's selectable address as `cart.delivery.addresses` answers it. */
export const selectableAddressSrc = (a: SelectableAddressRec) => ({
  id: a.id, selected: a.selected, oneTimeUse: a.oneTimeUse, address: { __typename: 'CartDeliveryAddress', ...a.address } as AddressSrc,
});
