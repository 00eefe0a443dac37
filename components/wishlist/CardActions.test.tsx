jest.mock('@/components/ui/toast', () => ({ notify: jest.fn() }));

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CollectionView } from '@/components/collection/CollectionView';
import { cardActions } from '@/components/collection/cardActions';
import { ProductCard } from '@/components/collection/ProductCard';
import { makeCard, US_DISPLAY } from '@/components/testing/fixtures';
import { renderWithIntl, type TestLocale } from '@/components/testing/renderWithIntl';
import { notify } from '@/components/ui/toast';
import en from '@/messages/en.json';
import { compareStore } from '@/lib/state/compare-store';
import { wishlistStore } from '@/lib/state/wishlist-store';
import type { ProductSnapshot } from '@/lib/wishlist/list';
import { snapshotOf } from '@/lib/wishlist/snapshot';
import { CompareButton } from '@/components/compare/CompareButton';
import { WishlistButton } from './WishlistButton';

const cards = [makeCard(1), makeCard(2)];

/** What an earlier visit (or another tab) stored, in the stores' envelope. */
const store = (key: string, items: ProductSnapshot[]) => localStorage.setItem(key, JSON.stringify({ state: { items }, version: 1 }));

beforeEach(() => {
  // Every test is a page that starts with nothing stored.
  localStorage.clear();
  void wishlistStore.persist.rehydrate();
  void compareStore.persist.rehydrate();
  jest.mocked(notify).mockClear();
});

function renderGrid(locale: TestLocale = 'en') {
  return renderWithIntl(
    <CollectionView cards={cards} productHrefs={{ [cards[0]!.id]: '/products/product-1' }} locale={locale} display={US_DISPLAY} actions={cardActions(US_DISPLAY)} />,
    { locale },
  );
}

const stored = (key: string) => (JSON.parse(localStorage.getItem(key) ?? 'null')?.state?.items ?? []) as { id: string }[];

describe('card actions on the collection grid', () => {
  it('gives every card named Quick view, wishlist and compare buttons', () => {
    renderGrid();
    const card = screen.getByRole('link', { name: 'Product 01' }).closest('article')!;
    const quickView = within(card).getByRole('button', { name: 'Quick view of Product 01' });
    expect(quickView).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(card).getByRole('button', { name: 'Add Product 01 to wishlist' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(card).getByRole('button', { name: 'Add Product 01 to compare' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('button', { name: /^Quick view of/ })).toHaveLength(2);
  });

  it('toggles the wishlist with a toast on add only, persisting a card snapshot', async () => {
    renderGrid();
    const button = screen.getByRole('button', { name: 'Add Product 01 to wishlist' });
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    expect(notify).toHaveBeenCalledWith('Item Added to Wishlist');
    expect(stored('wishlist')).toEqual([snapshotOf(cards[0]!, US_DISPLAY)]);
    expect(stored('compare')).toEqual([]);

    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    // The toast queue loads on demand: give a (wrong) second toast the time to arrive.
    await act(async () => {
      await import('@/components/ui/toast');
    });
    expect(notify).toHaveBeenCalledTimes(1);
    expect(stored('wishlist')).toEqual([]);
  });

  it('toggles the compare list with its toast', async () => {
    renderGrid();
    fireEvent.click(screen.getByRole('button', { name: 'Add Product 02 to compare' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Product 02 to compare' })).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Item Added to Compare'));
    expect(stored('compare').map((i) => i.id)).toEqual([cards[1]!.id]);
  });

  it('uses the French toasts', async () => {
    renderGrid('fr');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter Product 01 à la liste de souhaits' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter Product 01 au comparateur' }));
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(2));
    expect(jest.mocked(notify).mock.calls).toEqual([['Produit ajouté à la liste de souhaits'], ['Produit ajouté au comparateur']]);
  });

  it('shows the stored lists and follows changes from other tabs', () => {
    store('compare', [snapshotOf(cards[1]!, US_DISPLAY)]);
    void compareStore.persist.rehydrate();
    renderGrid();
    expect(screen.getByRole('button', { name: 'Add Product 02 to compare' })).toHaveAttribute('aria-pressed', 'true');
    act(() => {
      store('compare', []);
      window.dispatchEvent(new StorageEvent('storage', { key: 'compare' }));
    });
    expect(screen.getByRole('button', { name: 'Add Product 02 to compare' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps buttons for the same product in step (card and product page buttons)', async () => {
    renderGrid();
    renderWithIntl(<WishlistButton item={snapshotOf(cards[0]!, US_DISPLAY)} label="Add to wishlist" addedToast="Item Added to Wishlist" text="Wishlist" />);
    renderWithIntl(<CompareButton item={snapshotOf(cards[0]!, US_DISPLAY)} label="Add to compare" addedToast="Item Added to Compare" />);
    fireEvent.click(screen.getByRole('button', { name: 'Wishlist' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Product 01 to wishlist' })).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Product 01 to compare' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to compare' })).toHaveAttribute('aria-pressed', 'true'));
  });

  it('opens the quick view dialog on demand and returns focus to its button on Escape', async () => {
    global.fetch = jest.fn(async () => ({ status: 404, ok: false, json: async () => ({ error: 'Not found', message: '' }) }) as Response) as typeof fetch;
    renderGrid();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Quick view of Product 01' });
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Product 01' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en.QuickView.notFound);
    expect(within(dialog).getByRole('link', { name: 'Choose options' })).toHaveAttribute('href', '/products/product-1');
    expect(global.fetch).toHaveBeenCalledWith('/api/quick-view?handle=product-1&locale=en', expect.anything());
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('adds nothing to a grid that does not ask for them, or to a card on its own', () => {
    renderWithIntl(<CollectionView cards={cards} locale="en" display={US_DISPLAY} />);
    expect(screen.queryByRole('button', { name: /Quick view/ })).not.toBeInTheDocument();
    renderWithIntl(<ProductCard card={cards[0]!} href="/products/product-1" locale="en" display={US_DISPLAY} />);
    expect(screen.queryByRole('button', { name: /wishlist/ })).not.toBeInTheDocument();
  });
});
