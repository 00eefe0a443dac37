import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { savedProduct, storeSavedProducts } from '@/components/testing/fixtures';
import { IntlProvider, renderWithIntl, type TestLocale } from '@/components/testing/renderWithIntl';
import { wishlistStore } from '@/lib/edge/state/wishlist-store';
import type { ProductSnapshot } from '@/lib/domain/wishlist/list';
import { WishlistList } from './WishlistList';

/** A page that starts with these saved in an earlier visit. */
const saved = (...items: ProductSnapshot[]) => {
  storeSavedProducts('wishlist', ...items);
  void wishlistStore.persist.rehydrate();
};
const cards = () => screen.queryAllByTestId('wishlist-item');
const renderList = (locale: TestLocale = 'en') => renderWithIntl(<WishlistList locale={locale} handlePrefix="acme-" />, { locale });

beforeEach(() => saved());

describe('WishlistList', () => {
  it.each([
    ['en', 'Loading your wishlist…'],
    ['fr', 'Chargement de votre liste de souhaits…'],
  ] as const)('the server renders a busy skeleton (%s), not the list it cannot read yet', (locale, loading) => {
    saved(savedProduct(1));
    const html = renderToString(
      <IntlProvider locale={locale}>
        <WishlistList locale={locale} handlePrefix="" />
      </IntlProvider>,
    );
    expect(html).toMatch(new RegExp(`aria-busy="true".*${loading}`));
    expect(html).not.toContain('Product 1');
  });

  it('shows a card per saved product: title and "View product" linking to the bare handle, "From" price, Remove', () => {
    saved(savedProduct(1), savedProduct(2, { price: null, imageUrl: null }));
    renderList();
    const list = screen.getByRole('list', { name: 'Saved products' });
    expect(cards()).toHaveLength(2);
    const first = within(cards()[0]!);
    expect(first.getByRole('heading', { level: 2, name: 'Product 1' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Product 1' })).toHaveAttribute('href', '/products/product-1');
    expect(first.getByRole('link', { name: 'View product' })).toHaveAttribute('href', '/products/product-1');
    expect(cards()[0]).toHaveTextContent('From $1.50');
    expect(first.getByRole('button', { name: 'Remove Product 1 from wishlist' })).toHaveTextContent('Remove');
    expect(cards()[1]).not.toHaveTextContent('From');
    expect(list).toContainElement(cards()[1]!);
  });

  it('removes a product, moving focus to the next Remove button, then to the browse link once empty', () => {
    saved(savedProduct(1), savedProduct(2), savedProduct(3));
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Product 2 from wishlist' }));
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['Product 1', 'Product 3']);
    expect(screen.getByRole('button', { name: 'Remove Product 3 from wishlist' })).toHaveFocus();
    expect(JSON.parse(localStorage.getItem('wishlist')!).state.items.map((i: ProductSnapshot) => i.id)).toEqual([savedProduct(1).id, savedProduct(3).id]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Product 3 from wishlist' }));
    expect(screen.getByRole('button', { name: 'Remove Product 1 from wishlist' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Product 1 from wishlist' }));
    expect(screen.getByText('Your wishlist is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveFocus();
  });

  it('speaks French', () => {
    renderList('fr');
    expect(screen.getByText('Votre liste de souhaits est vide.')).toBeInTheDocument();
    act(() => saved(savedProduct(1)));
    expect(screen.getByRole('list', { name: 'Produits enregistrés' })).toBeInTheDocument();
    expect(screen.getByText('1,50 $')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir le produit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer Product 1 de la liste de souhaits' })).toHaveTextContent('Retirer');
  });
});
