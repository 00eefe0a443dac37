/**
 * A cartCreate reply as the platform answers when it takes the cart as sent:
 * every line with its variant, quantity and signature, and the sum of the
 * `_Item Price` attributes as the total (store currency unless told).
 * Tests change `over` to play a platform that capped, merged or re-priced.
 */
interface SentInput {
  lines: { merchandiseId: string; quantity: number; attributes: { key: string; value: string }[] }[];
}

export function platformCartReply(input: unknown, over: { total?: string; currencyCode?: string; checkoutUrl?: string | null } = {}) {
  const { lines } = input as SentInput;
  const value = (attrs: { key: string; value: string }[], key: string) => attrs.find((a) => a.key === key)?.value ?? null;
  const cents = lines.reduce((sum, l) => sum + Math.round(Number(value(l.attributes, '_Item Price') ?? 0) * 100), 0);
  return {
    cartCreate: {
      cart: {
        id: 'gid://shopify/Cart/T?key=k',
        checkoutUrl: over.checkoutUrl === undefined ? 'http://127.0.0.1:4000/cart/c/T?key=k' : over.checkoutUrl,
        cost: { totalAmount: { amount: over.total ?? (cents / 100).toFixed(2), currencyCode: over.currencyCode ?? 'USD' } },
        lines: {
          nodes: lines.map((l) => ({
            quantity: l.quantity,
            merchandise: { id: l.merchandiseId },
            signature: { value: value(l.attributes, '_Item Price Signature') },
          })),
        },
      },
      userErrors: [],
      warnings: [],
    },
  };
}
