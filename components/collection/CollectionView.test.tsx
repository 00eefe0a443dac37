import { act, fireEvent, screen, within } from '@testing-library/react';
import en from '@/messages/en.json';
import { makeCard, US_DISPLAY } from '@/components/testing/fixtures';
import { renderWithIntl as render } from '@/components/testing/renderWithIntl';
import { GRID_PLACE, serveCollection } from '@/components/testing/collectionApi';
import type { ProductCard } from '@/lib/domain/catalog/types';
import { CollectionView } from './CollectionView';
import { filterSidebar } from './FilterSidebar';

// IntersectionObserver stand-in: tests trigger intersections by hand.
let observers: { callback: IntersectionObserverCallback; elements: Element[]; disconnected: boolean }[] = [];
class MockIntersectionObserver {
  private record: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback) {
    this.record = { callback, elements: [], disconnected: false };
    observers.push(this.record);
  }
  observe(element: Element) {
    this.record.elements.push(element);
  }
  unobserve() {}
  disconnect() {
    this.record.disconnected = true;
  }
  takeRecords() {
    return [];
  }
}

function intersect() {
  // The grid watches its end once the shopper has scrolled.
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
  const active = observers.filter((o) => !o.disconnected && o.elements.length > 0);
  act(() => {
    for (const o of active) {
      o.callback(
        o.elements.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
    }
  });
}

/** The grid over `list`, with /api/collection answering from the same list. */
function grid(list: ProductCard[], extra: Partial<Parameters<typeof CollectionView>[0]> = {}) {
  const api = serveCollection(list, US_DISPLAY);
  render(<CollectionView cards={list} {...GRID_PLACE} locale="en" display={US_DISPLAY} {...extra} />);
  return api;
}

/** Lets timers run (the reveal delay, a debounce) and the stand-in API answer. */
async function wait(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

function titles(): string[] {
  return within(screen.getByRole('list')).getAllByRole('heading').map((h) => h.textContent ?? '');
}

const cards = Array.from({ length: 12 }, (_, i) => makeCard(i + 1));

beforeAll(() => {
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = MockIntersectionObserver;
});
beforeEach(() => {
  observers = [];
  jest.useFakeTimers();
});
afterEach(() => {
  // A sort chosen in one test stays in the URL, which the next page would read.
  window.history.replaceState(null, '', '/');
  jest.useRealTimers();
});

describe('CollectionView', () => {
  it('renders only the first page on the server: the count, 5 cards linking to the product pages, and a link to page 2', () => {
    const api = grid(cards);
    expect(screen.getByText('12 products')).toBeInTheDocument();
    expect(titles()).toEqual(['Product 01', 'Product 02', 'Product 03', 'Product 04', 'Product 05']);
    expect(screen.getByRole('link', { name: 'Product 02' })).toHaveAttribute('href', '/products/product-2');
    expect(screen.getAllByText('$1.50')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Show more products' })).toHaveAttribute('href', '/collections/all?page=2');
    expect(api.requests).toHaveLength(0);
  });

  it('adds nothing before the shopper scrolls, even with the end of the grid in view', async () => {
    const api = grid(cards);
    expect(observers).toHaveLength(0);
    await wait(5000);
    expect(titles()).toHaveLength(5);
    expect(api.requests).toHaveLength(0);
  });

  it('watches the end of the grid at once when the shopper scrolled before it hydrated', async () => {
    window.scrollY = 800;
    try {
      const api = grid(cards);
      const active = observers.filter((o) => !o.disconnected && o.elements.length > 0);
      expect(active).toHaveLength(1);
      act(() => active[0]!.callback([{ isIntersecting: true, target: active[0]!.elements[0]! } as IntersectionObserverEntry], {} as IntersectionObserver));
      await wait(3000);
      expect(titles()).toHaveLength(10);
      expect(api.requests).toHaveLength(1);
    } finally {
      window.scrollY = 0;
    }
  });

  it('fetches 5 more 3 s after the sentinel scrolls into view, then says it has all been seen', async () => {
    const api = grid(cards);
    intersect();
    expect(screen.getByRole('status')).toHaveTextContent('Loading more products…');
    await wait(2999);
    expect(titles()).toHaveLength(5);
    await wait(1);
    expect(titles()).toHaveLength(10);
    expect(titles()[5]).toBe('Product 06');
    expect(api.requests[0]?.searchParams.get('offset')).toBe('5');
    expect(screen.getByRole('status')).not.toHaveTextContent('Loading');
    expect(screen.getByRole('link', { name: 'Show more products' })).toHaveAttribute('href', '/collections/all?page=3');

    intersect();
    await wait(3000);
    expect(titles()).toHaveLength(12);
    expect(screen.getByRole('status')).toHaveTextContent('Yay! You have seen it all');
    expect(screen.queryByRole('link', { name: 'Show more products' })).not.toBeInTheDocument();
    expect(observers.filter((o) => !o.disconnected)).toHaveLength(0);
  });

  it('loads the next page from the link too, instead of leaving the page', async () => {
    grid(cards);
    fireEvent.click(screen.getByRole('link', { name: 'Show more products' }));
    await wait(3000);
    expect(titles()).toHaveLength(10);
  });

  it('says when the next products could not be loaded, and tries again on request', async () => {
    const api = grid(cards);
    api.fail = true;
    intersect();
    await wait(3000);
    expect(screen.getByRole('status')).toHaveTextContent('The next products could not be loaded.');
    expect(titles()).toHaveLength(5);
    api.fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await wait(3000);
    expect(titles()).toHaveLength(10);
    expect(screen.getByRole('status')).not.toHaveTextContent('could not');
  });

  it('renders page N from its first card on, with a link back to the page before', () => {
    grid(cards, { page: 2 });
    expect(titles()).toEqual(['Product 06', 'Product 07', 'Product 08', 'Product 09', 'Product 10']);
    expect(screen.getByRole('link', { name: 'Show the previous products' })).toHaveAttribute('href', '/collections/all');
    expect(screen.getByRole('link', { name: 'Show more products' })).toHaveAttribute('href', '/collections/all?page=3');
  });

  it('says it has all been seen at once when 5 or fewer products exist', () => {
    grid(cards.slice(0, 4));
    expect(titles()).toHaveLength(4);
    expect(screen.getByText('Yay! You have seen it all')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Show more products' })).not.toBeInTheDocument();
  });

  it('lists the six sort options', () => {
    grid(cards);
    const options = within(screen.getByLabelText('Sort by')).getAllByRole('option');
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(['none', 'HighToLow', 'LowToHigh', 'Newest', 'AscOrder', 'DescOrder']);
  });

  it('sorts by name and date at once, asking the server for the order', async () => {
    const mixed = [makeCard(3, { title: 'Banana' }), makeCard(1, { title: 'cherry' }), makeCard(2, { title: 'Apple' })];
    grid(mixed);
    const select = screen.getByLabelText('Sort by');
    expect(titles()).toEqual(['Banana', 'cherry', 'Apple']);
    fireEvent.change(select, { target: { value: 'AscOrder' } });
    await wait(0);
    expect(titles()).toEqual(['Apple', 'Banana', 'cherry']);
    fireEvent.change(select, { target: { value: 'DescOrder' } });
    await wait(0);
    expect(titles()).toEqual(['cherry', 'Banana', 'Apple']);
    fireEvent.change(select, { target: { value: 'Newest' } });
    await wait(0);
    expect(titles()).toEqual(['Banana', 'Apple', 'cherry']);
    fireEvent.change(select, { target: { value: 'none' } });
    await wait(0);
    expect(titles()).toEqual(['Banana', 'cherry', 'Apple']);
  });

  it('applies price sorts after a 200 ms debounce', async () => {
    const priced = [
      makeCard(1, { title: 'Mid', variants: [{ id: 'a', price: 2000, availableForSale: true }] }),
      makeCard(2, {
        title: 'Cheap',
        variants: [
          { id: 'b0', price: 9900, availableForSale: false },
          { id: 'b1', price: 500, availableForSale: true },
        ],
      }),
      makeCard(3, { title: 'Dear', variants: [{ id: 'c', price: 4500, availableForSale: true }] }),
    ];
    const api = grid(priced);
    const select = screen.getByLabelText('Sort by');

    fireEvent.change(select, { target: { value: 'HighToLow' } });
    expect(select).toHaveValue('HighToLow');
    await wait(199);
    expect(titles()).toEqual(['Mid', 'Cheap', 'Dear']);
    expect(api.requests).toHaveLength(0);
    await wait(1);
    expect(titles()).toEqual(['Dear', 'Mid', 'Cheap']);

    fireEvent.change(select, { target: { value: 'LowToHigh' } });
    await wait(200);
    expect(titles()).toEqual(['Cheap', 'Mid', 'Dear']);
    expect(screen.getByText('$5.00')).toBeInTheDocument();
  });

  it('keeps the sort in the URL: a chosen sort is written there, read back on load, and Back restores the one before', async () => {
    window.history.replaceState(null, '', '/collections/labels?sort=DescOrder');
    const mixed = [makeCard(3, { title: 'Banana' }), makeCard(1, { title: 'cherry' }), makeCard(2, { title: 'Apple' })];
    grid(mixed);
    await wait(0);
    const select = screen.getByLabelText('Sort by');
    expect(select).toHaveValue('DescOrder');
    expect(titles()).toEqual(['cherry', 'Banana', 'Apple']);

    fireEvent.change(select, { target: { value: 'AscOrder' } });
    expect(window.location.search).toBe('?sort=AscOrder');
    fireEvent.change(select, { target: { value: 'none' } });
    expect(window.location.pathname + window.location.search).toBe('/collections/labels');

    act(() => {
      window.history.replaceState(null, '', '/collections/labels?sort=AscOrder');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await wait(0);
    expect(select).toHaveValue('AscOrder');
    expect(titles()).toEqual(['Apple', 'Banana', 'cherry']);
  });

  it('a sort drops the page number from the URL: the new order starts from the first card', async () => {
    window.history.replaceState(null, '', '/collections/all?page=2');
    grid(cards, { page: 2 });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'DescOrder' } });
    await wait(0);
    expect(window.location.search).toBe('?sort=DescOrder');
    expect(titles()[0]).toBe('Product 12');
  });

  it('keeps the number of revealed cards when sorting', async () => {
    grid(cards);
    intersect();
    await wait(3000);
    expect(titles()).toHaveLength(10);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'DescOrder' } });
    await wait(0);
    expect(titles()).toHaveLength(10);
    expect(titles()[0]).toBe('Product 12');
  });

  it('filters by brand tag on the server and clears the filter', async () => {
    const tagged = [
      makeCard(1, { title: 'Fridge label', tags: ['Brand=Indoor'] }),
      makeCard(2, { title: 'Garden label', tags: ['Brand=Outdoor'] }),
      makeCard(3, { title: 'Event label', tags: ['Brand=Short-Term Outdoor'] }),
    ];
    const api = grid(tagged, { filters: filterSidebar });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Outdoor' }));
    await wait(0);
    expect(titles()).toEqual(['Garden label']);
    expect(api.requests.at(-1)?.searchParams.get('brands')).toBe('Outdoor');
    expect(screen.getByText('1 product')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Indoor' }));
    await wait(0);
    expect(titles()).toEqual(['Fridge label', 'Garden label']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await wait(0);
    expect(titles()).toHaveLength(3);
  });

  it('shows a message for an empty collection', () => {
    grid([]);
    expect(screen.getByText(en.Collection.empty)).toBeInTheDocument();
    expect(screen.getByText('0 products')).toBeInTheDocument();
  });
});
