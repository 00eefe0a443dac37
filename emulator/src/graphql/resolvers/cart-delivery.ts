import { addAddresses, removeAddresses, updateAddresses, type CustomerAddressOf, type SelectableAddressInput, type SelectableAddressUpdateInput } from '../../cart/deliveryAddresses.ts';
import type { CartAddressRec, CartRec } from '../../checkout/types.ts';
import { countryName } from '../../customers/regions.ts';
import type { Args, Ctx, TypeResolvers } from '../context.ts';
import { parseGid } from '../gid.ts';
import type { AddressSrc } from './cart-address.ts';
import { mutateCart } from './cart-payload.ts';
import { cartBuyerByToken } from './customer.ts';

/** `copyFromCustomerAddressId` may name an address of the customer whose live token is on the cart. */
export function customerAddressOf(token: string | null | undefined, ctx: Ctx): CustomerAddressOf {
  return (id) => {
    const c = cartBuyerByToken(token, ctx);
    const g = parseGid(id);
    return c && g?.type === 'MailingAddress' ? ctx.customers.address(c.id, g.id) : null;
  };
}

const fullName = (a: CartAddressRec) => [a.firstName, a.lastName].filter(Boolean).join(' ') || null;

export const CartDeliveryAddress: TypeResolvers<AddressSrc> = {
  name: (a) => fullName(a),
  latitude: () => null,
  longitude: () => null,
  // Same layout as MailingAddress.formatted: "City ST 12345" on one line, then the country.
  formatted: (a, args) => [
    args.withName ? fullName(a) : null, args.withCompany ? a.company : null, a.address1, a.address2,
    [a.city, a.provinceCode, a.zip].filter(Boolean).join(' ') || null, countryName(a.countryCode),
  ].filter((line): line is string => Boolean(line)),
  formattedArea: (a) => [a.city, a.provinceCode, countryName(a.countryCode)].filter(Boolean).join(', ') || null,
};

const copyFrom = (cart: CartRec, ctx: Ctx) => customerAddressOf(cart.buyerIdentity.customerAccessToken, ctx);

export const CartDeliveryMutation: TypeResolvers<unknown> = {
  cartDeliveryAddressesAdd: (_s, args: Args, ctx) => mutateCart(args, ctx, (cart) => {
    const r = addAddresses(cart.deliveryAddresses, args.addresses as SelectableAddressInput[], ['addresses'], copyFrom(cart, ctx));
    return { content: { deliveryAddresses: r.addresses }, errors: r.errors, warnings: r.warnings };
  }),
  cartDeliveryAddressesReplace: (_s, args: Args, ctx) => mutateCart(args, ctx, (cart) => {
    const r = addAddresses([], args.addresses as SelectableAddressInput[], ['addresses'], copyFrom(cart, ctx));
    return { content: { deliveryAddresses: r.addresses }, errors: r.errors, warnings: r.warnings };
  }),
  cartDeliveryAddressesUpdate: (_s, args: Args, ctx) => mutateCart(args, ctx, (cart) => {
    const r = updateAddresses(cart.deliveryAddresses, args.addresses as SelectableAddressUpdateInput[], copyFrom(cart, ctx));
    return { content: { deliveryAddresses: r.addresses }, errors: r.errors, warnings: r.warnings };
  }),
  cartDeliveryAddressesRemove: (_s, args: Args, ctx) => mutateCart(args, ctx, (cart) => {
    const r = removeAddresses(cart.deliveryAddresses, args.addressIds as string[]);
    return { content: { deliveryAddresses: r.addresses }, errors: r.errors };
  }),
  /** The emulator plans no shipments, so carts have no delivery groups and every group id is unknown. */
  cartSelectedDeliveryOptionsUpdate: (_s, args: Args, ctx) => mutateCart(args, ctx, () => ({
    errors: (args.selectedDeliveryOptions as unknown[]).map((_o, i) => ({
      code: 'INVALID_DELIVERY_GROUP', field: ['selectedDeliveryOptions', String(i), 'deliveryGroupId'], message: 'Delivery group was not found in cart.',
    })),
  })),
};
