import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value as Record<string, unknown>).flatMap(leaves);
}

describe('messages', () => {
  it('has the same keys in English and French', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });

  it('has no empty message', () => {
    expect(leaves(en).filter((m) => m.trim() === '')).toEqual([]);
    expect(leaves(fr).filter((m) => m.trim() === '')).toEqual([]);
  });

  it("carries the store's messages word for word", () => {
    expect(en.Collection.seenItAll).toBe('Yay! You have seen it all');
    expect(en.NotFound.text).toBe("Sorry, but we can't seem to find what you're looking for.");
    expect(en.EmptyResult.title).toBe("Sorry! Couldn't find the product you were looking For!!!");
    expect(en.Toasts.addedToCart).toBe('Item Added to Cart');
    expect(fr.Toasts.addedToCart).toBe('Produit ajouté au panier');
    expect(en.Toasts.addedToCompare).toBe('Item Added to Compare');
    expect(fr.Toasts.addedToCompare).toBe('Produit ajouté au comparateur');
    expect(en.Toasts.removedFromCart).toBe('Item Removed from Cart');
    expect(fr.Toasts.removedFromCart).toBe('Produit retiré du panier');
    expect(en.Cart.empty).toBe('Your Cart is Empty');
  });
});
