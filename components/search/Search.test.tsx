import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import type { SearchHit } from '@/lib/domain/search/hit';
import { SearchView, type SearchViewProps } from './SearchView';

const hit = (n: number, over: Partial<SearchHit> = {}): SearchHit => ({
  id: String(n),
  handle: `acme-product-${n}`,
  title: `Product ${String(n).padStart(3, '0')}`,
  productType: 'Labels',
  vendor: 'Print Co',
  image: `https://cdn.example/${n}.png`,
  price: 1250,
  ...over,
});
const hits = (count: number) => Array.from({ length: count }, (_, i) => hit(i + 1));

const base: SearchViewProps = {
  query: 'labels',
  sort: 'relevance',
  page: 1,
  outcome: { kind: 'results', hits: hits(3), cards: new Map() },
  tenant: { handlePrefix: 'acme-' },
  display: { currency: 'USD', factor: 1 },
  locale: 'en',
  emptyResult: <p>empty-result screen</p>,
};

const view = (props: Partial<SearchViewProps> = {}, locale: 'en' | 'fr' = 'en') =>
  renderWithIntl(<SearchView {...base} {...props} locale={locale} />, { locale });

describe('the search form', () => {
  it('is a GET form to /search with the required field prefilled and the two sorts', () => {
    view({ query: 'roll labels', sort: 'title' });
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    const field = screen.getByRole('searchbox', { name: 'Search products' });
    expect(field).toBeRequired();
    expect(field).toHaveValue('roll labels');
    expect(field).toHaveAttribute('name', 'q');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('title');
    expect(within(sort).getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['relevance', 'Relevance'],
      ['title', 'Title ascending'],
    ]);
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });
});

describe('the sort select', () => {
  it('searches again as soon as a sort is chosen, through its GET form', () => {
    const submitted: string[] = [];
    const requestSubmit = jest.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(new URLSearchParams(new FormData(this) as unknown as Record<string, string>).toString());
    });
    view({ query: 'labels', sort: 'relevance' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'title' } });
    expect(submitted).toEqual(['q=labels&sort=title']);
    requestSubmit.mockRestore();
  });
});

describe('SearchView', () => {
  it('asks for a query when there is none, without results', () => {
    view({ query: '', outcome: { kind: 'prompt' } });
    expect(screen.getByText('Please enter what you are looking for.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('links each result card to its product page and says how many there are', () => {
    view();
    expect(screen.getByText('3 results for “labels”')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /^Product \d+$/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/products/product-1', '/products/product-2', '/products/product-3']);
    expect(screen.getAllByText('$12.50')).toHaveLength(3);
  });

  it("shows the catalog's card of a hit when there is one (the shopper's language, today's price), the hit's own otherwise", () => {
    const french = {
      id: 'gid://shopify/Product/2', handle: 'acme-product-2', title: 'Produit deux', productType: 'Labels', vendor: 'Print Co', createdAt: '',
      image: null, variants: [{ id: 'v', price: 990, availableForSale: true }],
    };
    view({ outcome: { kind: 'results', hits: hits(3), cards: new Map([['2', french]]) } }, 'fr');
    const results = screen.getAllByRole('article').map((card) => card.textContent);
    expect(results[0]).toContain('Product 001');
    expect(results[1]).toContain('Produit deux');
    expect(results[1]).toContain('9,90');
    expect(screen.getByRole('link', { name: 'Produit deux' })).toHaveAttribute('href', '/products/product-2');
  });

  it('counts one result in the singular', () => {
    view({ outcome: { kind: 'results', hits: hits(1), cards: new Map() } });
    expect(screen.getByText('1 result for “labels”')).toBeInTheDocument();
  });

  it('shows the no-result text and the empty-result screen', () => {
    view({ outcome: { kind: 'results', hits: [], cards: new Map() } });
    expect(screen.getByText("Sorry! We couldn't find any results...")).toBeInTheDocument();
    expect(screen.getByText('empty-result screen')).toBeInTheDocument();
  });

  it('says kindly that search is down, and keeps the form', () => {
    view({ outcome: { kind: 'unavailable' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Search is unavailable right now. Please try again in a moment.');
    expect(screen.getByRole('searchbox')).toHaveValue('labels');
  });

  it('speaks French, prices included', () => {
    view({ display: { currency: 'EUR', factor: 1 }, outcome: { kind: 'results', hits: hits(1).concat(hit(2)), cards: new Map() } }, 'fr');
    expect(screen.getByText('2 résultats pour « labels »')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toBeInTheDocument();
    expect(screen.getAllByText('12,50 EUR')).toHaveLength(2);
  });
});

describe('result pages', () => {
  it('shows 24 results a page, with numbered links that keep the query and the sort', () => {
    view({ outcome: { kind: 'results', hits: hits(60), cards: new Map() }, sort: 'title', page: 2 });
    expect(screen.getByText('60 results for “labels”')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(24);
    expect(within(cards[0]!).getByRole('link')).toHaveTextContent('Product 025');
    const pager = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/search?q=labels&sort=title&page=3');
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/search?q=labels&sort=title');
    expect(within(pager).getByRole('link', { name: /Previous page/ })).toHaveAttribute('href', '/search?q=labels&sort=title');
    expect(within(pager).getByRole('link', { name: /Next page/ })).toHaveAttribute('href', '/search?q=labels&sort=title&page=3');
  });

  it('shows the last page for a page past the end, without a next link', () => {
    view({ outcome: { kind: 'results', hits: hits(30), cards: new Map() }, page: 9 });
    expect(screen.getAllByRole('article')).toHaveLength(6);
    const pager = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).queryByRole('link', { name: /Next page/ })).not.toBeInTheDocument();
  });

  it('leaves the pager out for a single page', () => {
    view({ outcome: { kind: 'results', hits: hits(24), cards: new Map() } });
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).not.toBeInTheDocument();
  });

  it('elides far pages of a long result list', () => {
    view({ outcome: { kind: 'results', hits: hits(999), cards: new Map() }, page: 20 });
    const pager = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pager).getAllByRole('link', { name: /^Page/ }).map((a) => a.textContent)).toEqual(['1', '18', '19', '20', '21', '22', '42']);
  });
});
