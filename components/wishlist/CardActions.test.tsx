jest.mock('@/components/ui/toast', () => ({ notify: jest.fn() }));

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CollectionView } from '@/components/collection/CollectionView';
import { GRID_PLACE } from '@/components/testing/collectionApi';
import { gridWithActions } from '@/components/collection/cardActions';
import { ProductCard } from '@/components/collection/ProductCard';
import { makeCard, US_DISPLAY } from '@/components/testing/fixtures';
import { renderWithIntl, type TestLocale } from '@/components/testing/renderWithIntl';
import { notify } from '@/components/ui/toast';
import en from '@/messages/en.json';
import { compareStore } from '@/lib/edge/state/compare-store';
import { wishlistStore } from '@/lib/edge/state/wishlist-store';
import type { ProductSnapshot } from '@/lib/domain/wishlist/list';
import { snapshotOf } from '@/lib/domain/wishlist/snapshot';
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
    <CollectionView cards={cards} {...GRID_PLACE} locale={locale} display={US_DISPLAY} actions={gridWithActions} />,
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
    expect(within(card).getByRole('button', { name: 'Add Product 01 to wishlist' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add Product 01 to compare' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Quick view of/ })).toHaveLength(2);
  });

  it('adds to the wishlist, then removes, the button and the toast saying which', async () => {
    renderGrid();
    const button = screen.getByRole('button', { name: 'Add Product 01 to wishlist' });
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAccessibleName('Remove Product 01 from wishlist'));
    expect(button).toHaveAttribute('data-in-list');
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Item Added to Wishlist', 'success', { label: 'View wishlist', href: '/wishlist' }));
    expect(stored('wishlist')).toEqual([snapshotOf(cards[0]!, US_DISPLAY)]);
    expect(stored('compare')).toEqual([]);

    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAccessibleName('Add Product 01 to wishlist'));
    expect(button).not.toHaveAttribute('data-in-list');
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(2));
    expect(notify).toHaveBeenLastCalledWith('Item Removed from Wishlist');
    expect(stored('wishlist')).toEqual([]);
  });

  it('adds to the compare list, then removes, the button and the toast saying which', async () => {
    renderGrid();
    const button = screen.getByRole('button', { name: 'Add Product 02 to compare' });
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAccessibleName('Remove Product 02 from compare'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Item Added to Compare'));
    expect(stored('compare').map((i) => i.id)).toEqual([cards[1]!.id]);

    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAccessibleName('Add Product 02 to compare'));
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith('Item Removed from Compare'));
    expect(stored('compare')).toEqual([]);
  });

  it('names the buttons and words the toasts in French', async () => {
    renderGrid('fr');
    const wishlist = screen.getByRole('button', { name: 'Ajouter Product 01 à la liste de souhaits' });
    const compare = screen.getByRole('button', { name: 'Ajouter Product 01 au comparateur' });
    fireEvent.click(wishlist);
    await waitFor(() => expect(wishlist).toHaveAccessibleName('Retirer Product 01 de la liste de souhaits'));
    fireEvent.click(compare);
    await waitFor(() => expect(compare).toHaveAccessibleName('Retirer Product 01 du comparateur'));
    fireEvent.click(wishlist);
    await waitFor(() => expect(wishlist).toHaveAccessibleName('Ajouter Product 01 à la liste de souhaits'));
    fireEvent.click(compare);
    await waitFor(() => expect(compare).toHaveAccessibleName('Ajouter Product 01 au comparateur'));
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(4));
    expect(jest.mocked(notify).mock.calls).toEqual([
      ['Produit ajouté à la liste de souhaits', 'success', { label: 'Voir la liste de souhaits', href: '/wishlist' }],
      ['Produit ajouté au comparateur'],
      ['Produit retiré de la liste de souhaits'],
      ['Produit retiré du comparateur'],
    ]);
  });

  it('shows the stored lists and follows changes from other tabs', () => {
    store('compare', [snapshotOf(cards[1]!, US_DISPLAY)]);
    void compareStore.persist.rehydrate();
    renderGrid();
    const button = screen.getByRole('button', { name: 'Remove Product 02 from compare' });
    act(() => {
      store('compare', []);
      window.dispatchEvent(new StorageEvent('storage', { key: 'compare' }));
    });
    expect(button).toHaveAccessibleName('Add Product 02 to compare');
  });

  it('keeps buttons for the same product in step (card and product page buttons)', async () => {
    renderGrid();
    const item = snapshotOf(cards[0]!, US_DISPLAY);
    // As on the product page: the name shown, without the product's title.
    const label = (list: string) => ({ add: `Add to ${list}`, remove: `Remove from ${list}` });
    const toast = { added: 'Added', removed: 'Removed' };
    renderWithIntl(<WishlistButton item={item} label={label('wishlist')} toast={toast} showLabel />);
    renderWithIntl(<CompareButton item={item} label={label('compare')} toast={toast} showLabel />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByRole('button', { name: 'Remove Product 01 from wishlist' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toHaveTextContent('Remove from wishlist');
    fireEvent.click(screen.getByRole('button', { name: 'Add Product 01 to compare' }));
    expect(await screen.findByRole('button', { name: 'Remove from compare' })).toHaveTextContent('Remove from compare');
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
    expect(within(dialog).getByRole('link', { name: 'Choose options' })).toHaveAttribute('href', '/products/product-1?quantity=1');
    expect(global.fetch).toHaveBeenCalledWith('/api/quick-view?handle=product-1&locale=en', expect.anything());
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('adds nothing to a grid that does not ask for them, or to a card on its own', () => {
    renderWithIntl(<CollectionView cards={cards} {...GRID_PLACE} locale="en" display={US_DISPLAY} />);
    expect(screen.queryByRole('button', { name: /Quick view/ })).not.toBeInTheDocument();
    renderWithIntl(<ProductCard card={cards[0]!} href="/products/product-1" locale="en" display={US_DISPLAY} />);
    expect(screen.queryByRole('button', { name: /wishlist/ })).not.toBeInTheDocument();
  });
});
