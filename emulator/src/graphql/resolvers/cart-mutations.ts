import { addAddresses, type SelectableAddressInput } from '../../cart/deliveryAddresses.ts';
import { CART_NOT_FOUND, type CartUserError, type CartWarning } from '../../cart/errors.ts';
import { addLines, newLineErrors, removeLines, updateLines, type LineInput, type LineUpdateInput } from '../../cart/lines.ts';
import { metafieldProblem, setMetafield } from '../../cart/metafields.ts';
import { newCartToken, newLineId } from '../../checkout/store.ts';
import type { Attr, BuyerIdentityRec, CartMetafieldRec, CartRec } from '../../checkout/types.ts';
import { marketOf } from '../../markets.ts';
import type { Args, Ctx, TypeResolvers } from '../context.ts';
import { customerAddressOf } from './cart-delivery.ts';
import { failed, lineEnv, liveCart, mutateCart, type CartPayload } from './cart-payload.ts';
import { cartBuyerByToken } from './customer.ts';

interface CartInput {
  lines?: LineInput[] | null;
  attributes?: Attr[] | null;
  note?: string | null;
  buyerIdentity?: Partial<BuyerIdentityRec> | null;
  discountCodes?: string[] | null;
  giftCardCodes?: string[] | null;
  delivery?: { addresses?: SelectableAddressInput[] | null } | null;
  metafields?: { key: string; type: string; value: string }[] | null;
}

const cartGid = (c: CartRec) => `gid://shopify/Cart/${c.token}?key=${c.key}`;
const copyAttrs = (list: Attr[] | null | undefined): Attr[] => (list ?? []).map(({ key, value }) => ({ key, value }));

/** Codes are case-insensitive: trimmed, blanks dropped, each kept once (first spelling wins). */
function discountCodes(codes: string[] | null | undefined): string[] {
  const seen = new Set<string>();
  return (codes ?? []).map((c) => c.trim()).filter((c) => c && !seen.has(c.toLowerCase()) && seen.add(c.toLowerCase()));
}

/** The emulated shop has no discounts: a code is kept (`applicable: false`) and warned about, as Shopify does. */
const discountWarnings = (codes: string[], target: string): CartWarning[] =>
  codes.map(() => ({ code: 'DISCOUNT_NOT_FOUND', message: 'Enter a valid discount code', target }));

/** Nor does it sell or accept gift cards: codes are not applied, and a warning says why. */
const giftCardWarnings = (codes: string[] | null | undefined, target: string): CartWarning[] =>
  (codes ?? []).some((c) => c.trim())
    ? [{ code: 'PAYMENTS_GIFT_CARDS_UNAVAILABLE', message: 'Gift cards are not available as a payment method.', target }]
    : [];

function cartCreate(input: CartInput, ctx: Ctx): CartPayload {
  const env = lineEnv(ctx);
  const errors: CartUserError[] = newLineErrors(input.lines ?? [], ['input', 'lines'], env);
  const b = input.buyerIdentity ?? {};
  const delivery = addAddresses([], input.delivery?.addresses ?? [], ['input', 'delivery', 'addresses'], customerAddressOf(b.customerAccessToken, ctx));
  errors.push(...delivery.errors);
  (input.metafields ?? []).forEach((m, i) => {
    const p = metafieldProblem(m);
    if (p) errors.push({ code: 'INVALID_METAFIELDS', field: ['input', 'metafields', String(i), p.field], message: p.message });
  });
  if (errors.length) return failed(errors);

  const token = newCartToken();
  const { lines, warnings } = addLines([], input.lines ?? [], token, env);
  const now = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const metafields = (input.metafields ?? []).reduce<CartMetafieldRec[]>((list, m) => setMetafield(list, m, now).list, []);
  const codes = discountCodes(input.discountCodes);
  const countryCode = b.countryCode ?? ctx.country;
  const cart = ctx.carts.createCart({
    note: input.note ?? null,
    attributes: copyAttrs(input.attributes),
    buyerIdentity: {
      email: b.email ?? null, phone: b.phone ?? null, countryCode,
      customerAccessToken: b.customerAccessToken ?? null, companyLocationId: b.companyLocationId ?? null,
    },
    lines, discountCodes: codes, deliveryAddresses: delivery.addresses, metafields, billingAddress: null,
    market: marketOf(countryCode).country, country: ctx.country, language: ctx.language,
  }, token);
  const target = cartGid(cart);
  return { cart, userErrors: [], warnings: [...warnings, ...delivery.warnings, ...discountWarnings(codes, target), ...giftCardWarnings(input.giftCardCodes, target)] };
}

/** Attributes sent replace those with the same key; new keys are appended; the others stay. */
function mergeAttributes(current: Attr[], given: Attr[]): Attr[] {
  const out = current.map((a) => ({ ...a }));
  for (const { key, value } of given) {
    const hit = out.find((a) => a.key === key);
    if (hit) hit.value = value;
    else out.push({ key, value });
  }
  return out;
}

const BILLING_FIELDS = ['firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'province', 'country', 'zip', 'phone'];

export const CartMutation: TypeResolvers<unknown> = {
  cartCreate: (_s, args: Args, ctx) => cartCreate((args.input ?? {}) as CartInput, ctx),

  cartLinesAdd: (_s, args: Args, ctx) => mutateCart(args, ctx, (cart) => {
    const env = lineEnv(ctx);
    const inputs = args.lines as LineInput[];
    const errors = newLineErrors(inputs, ['lines'], env);
    if (errors.length) return { errors };
    const r = addLines(cart.lines, inputs, cart.token, env);
    return { content: { lines: r.lines }, warnings: r.warnings };
  }),

  cartLinesUpdate: (_s, args: Args, ctx) => mutateCart(args, ctx, (cart) => {
    const r = updateLines(cart.lines, args.lines as LineUpdateInput[], lineEnv(ctx));
    return { content: { lines: r.lines }, errors: r.errors, warnings: r.warnings };
  }),

  cartLinesRemove: (_s, args: Args, ctx) => mutateCart(args, ctx, (cart) => {
    const r = removeLines(cart.lines, args.lineIds as string[]);
    return { content: { lines: r.lines }, errors: r.errors };
  }),

  cartNoteUpdate: (_s, args: Args, ctx) => mutateCart(args, ctx, () => ({ content: { note: String(args.note) } })),

  cartAttributesUpdate: (_s, args: Args, ctx) => mutateCart(args, ctx, (cart) => ({
    content: { attributes: mergeAttributes(cart.attributes, args.attributes as Attr[]) },
  })),

  /**
   * Fields sent replace the stored ones (null clears); a token must belong to a live customer. A country moves the
   * cart to its market, so its amounts change currency; clearing the country leaves the market where it was.
   */
  cartBuyerIdentityUpdate: (_s, args: Args, ctx) => mutateCart(args, ctx, (cart) => {
    const input = (args.buyerIdentity ?? {}) as Partial<BuyerIdentityRec>;
    if (input.customerAccessToken && !cartBuyerByToken(input.customerAccessToken, ctx)) {
      return { errors: [{ code: 'INVALID', field: ['buyerIdentity', 'customerAccessToken'], message: 'Customer is invalid' }] };
    }
    const given = Object.fromEntries(Object.entries(input).filter(([k, v]) => v !== undefined && k in cart.buyerIdentity));
    const market = input.countryCode ? marketOf(input.countryCode).country : cart.market;
    return { content: { buyerIdentity: { ...cart.buyerIdentity, ...given }, market } };
  }),

  /** The codes sent replace the cart's (null or [] removes them all). */
  cartDiscountCodesUpdate: (_s, args: Args, ctx) => mutateCart(args, ctx, (cart) => {
    const codes = discountCodes(args.discountCodes as string[] | null);
    return { content: { discountCodes: codes }, warnings: discountWarnings(codes, cartGid(cart)) };
  }),

  cartGiftCardCodesUpdate: (_s, args: Args, ctx) =>
    mutateCart(args, ctx, (cart) => ({ warnings: giftCardWarnings(args.giftCardCodes as string[], cartGid(cart)) })),
  cartGiftCardCodesAdd: (_s, args: Args, ctx) =>
    mutateCart(args, ctx, (cart) => ({ warnings: giftCardWarnings(args.giftCardCodes as string[], cartGid(cart)) })),
  /** No gift card is ever applied, so there is nothing to remove. */
  cartGiftCardCodesRemove: (_s, args: Args, ctx) => mutateCart(args, ctx, () => ({})),

  /** MailingAddressInput as sent (null clears). Cart has no field that shows it; /__emulator/carts does. */
  cartBillingAddressUpdate: (_s, args: Args, ctx) => mutateCart(args, ctx, () => {
    const a = args.billingAddress as Record<string, string | null> | null | undefined;
    return { content: { billingAddress: a ? Object.fromEntries(BILLING_FIELDS.filter((f) => a[f] !== undefined).map((f) => [f, a[f] ?? null])) : null } };
  }),

  /** Contact details, the customer token, delivery and billing addresses go; lines, attributes, note and country stay. */
  cartRemovePersonalData: (_s, args: Args, ctx) => mutateCart(args, ctx, (cart) => ({
    content: {
      buyerIdentity: { ...cart.buyerIdentity, email: null, phone: null, customerAccessToken: null, companyLocationId: null },
      deliveryAddresses: [], billingAddress: null,
    },
  })),

  /** A new cart (new token and key) with the source's lines, attributes, note, codes and metafields, and no personal data. */
  cartClone: (_s, args: Args, ctx) => {
    const src = liveCart(args.cartId, ctx);
    if (!src) return failed([CART_NOT_FOUND]);
    const token = newCartToken();
    const cart = ctx.carts.createCart({
      note: src.note, attributes: src.attributes, lines: src.lines.map((l) => ({ ...l, id: newLineId(token) })),
      buyerIdentity: { email: null, phone: null, countryCode: src.buyerIdentity.countryCode, customerAccessToken: null, companyLocationId: null },
      discountCodes: src.discountCodes, deliveryAddresses: [], metafields: src.metafields, billingAddress: null,
      market: src.market, country: src.country, language: src.language,
    }, token);
    return { cart, userErrors: [], warnings: [] };
  },

  /** Ready when the cart has lines; the emulator's only way to pay is its hosted checkout. */
  cartPrepareForCompletion: (_s, args: Args, ctx) => {
    const cart = liveCart(args.cartId, ctx);
    if (!cart) return { result: null, userErrors: [CART_NOT_FOUND] };
    const result = cart.lines.length
      ? { __typename: 'CartStatusReady', cart }
      : { __typename: 'CartStatusNotReady', cart, errors: [{ code: 'INVALID', message: 'The cart is empty.' }] };
    return { result, userErrors: [] };
  },

  /** Always SubmitFailed with REDIRECT_TO_CHECKOUT_REQUIRED and the checkoutUrl: payment happens on the hosted checkout. */
  cartSubmitForCompletion: (_s, args: Args, ctx) => {
    const cart = liveCart(args.cartId, ctx);
    if (!cart) return { result: null, userErrors: [CART_NOT_FOUND] };
    return {
      result: {
        __typename: 'SubmitFailed',
        checkoutUrl: `${ctx.publicUrl}/cart/c/${cart.token}?key=${cart.key}`,
        errors: [{ code: 'REDIRECT_TO_CHECKOUT_REQUIRED', message: 'Complete this purchase at the checkout URL.' }],
      },
      userErrors: [],
    };
  },
};
