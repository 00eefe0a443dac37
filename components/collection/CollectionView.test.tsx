import { act, fireEvent, screen, within } from '@testing-library/react';
import en from '@/messages/en.json';
import { makeCard, US_DISPLAY } from '@/components/testing/fixtures';
import { renderWithIntl as render } from '@/components/testing/renderWithIntl';
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
  it('shows the count and the first 5 cards, linking to the product pages', () => {
    render(<CollectionView cards={cards} locale="en" display={US_DISPLAY} productHrefs={{ [cards[0]!.id]: '/products/custom' }} />);
    expect(screen.getByText('12 products')).toBeInTheDocument();
    expect(titles()).toEqual(['Product 01', 'Product 02', 'Product 03', 'Product 04', 'Product 05']);
    expect(screen.getByRole('link', { name: 'Product 01' })).toHaveAttribute('href', '/products/custom');
    expect(screen.getByRole('link', { name: 'Product 02' })).toHaveAttribute('href', '/products/product-2');
    expect(screen.getAllByText('$1.50')).toHaveLength(1);
  });

  it('reveals 5 more 3 s after the sentinel scrolls into view, then says it has all been seen', () => {
    render(<CollectionView cards={cards} locale="en" display={US_DISPLAY} />);
    intersect();
    expect(screen.getByRole('status')).toHaveTextContent('Loading more products…');
    act(() => {
      jest.advanceTimersByTime(2999);
    });
    expect(titles()).toHaveLength(5);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(titles()).toHaveLength(10);
    expect(screen.getByRole('status')).not.toHaveTextContent('Loading');
    expect(screen.queryByText('Yay! You have seen it all')).not.toBeInTheDocument();

    intersect();
    act(() => {
      jest.advanceTimersByTime(3000);
    });
    expect(titles()).toHaveLength(12);
    expect(screen.getByRole('status')).toHaveTextContent('Yay! You have seen it all');

    // Nothing more to observe.
    const pending = observers.filter((o) => !o.disconnected);
    expect(pending).toHaveLength(0);
  });

  it('says it has all been seen at once when 5 or fewer products exist', () => {
    render(<CollectionView cards={cards.slice(0, 4)} locale="en" display={US_DISPLAY} />);
    expect(titles()).toHaveLength(4);
    expect(screen.getByText('Yay! You have seen it all')).toBeInTheDocument();
  });

  it('lists the six sort options', () => {
    render(<CollectionView cards={cards} locale="en" display={US_DISPLAY} />);
    const options = within(screen.getByLabelText('Sort by')).getAllByRole('option');
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual([
      'none',
      'HighToLow',
      'LowToHigh',
      'Newest',
      'AscOrder',
      'DescOrder',
    ]);
  });

  it('sorts by name and date at once', () => {
    const mixed = [makeCard(3, { title: 'Banana' }), makeCard(1, { title: 'cherry' }), makeCard(2, { title: 'Apple' })];
    render(<CollectionView cards={mixed} locale="en" display={US_DISPLAY} />);
    const select = screen.getByLabelText('Sort by');
    expect(titles()).toEqual(['Banana', 'cherry', 'Apple']);
    fireEvent.change(select, { target: { value: 'AscOrder' } });
    expect(titles()).toEqual(['Apple', 'Banana', 'cherry']);
    fireEvent.change(select, { target: { value: 'DescOrder' } });
    expect(titles()).toEqual(['cherry', 'Banana', 'Apple']);
    fireEvent.change(select, { target: { value: 'Newest' } });
    expect(titles()).toEqual(['Banana', 'Apple', 'cherry']);
    fireEvent.change(select, { target: { value: 'none' } });
    expect(titles()).toEqual(['Banana', 'cherry', 'Apple']);
  });

  it('applies price sorts after a 200 ms debounce', () => {
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
    render(<CollectionView cards={priced} locale="en" display={US_DISPLAY} />);
    const select = screen.getByLabelText('Sort by');

    fireEvent.change(select, { target: { value: 'HighToLow' } });
    expect(select).toHaveValue('HighToLow');
    act(() => {
      jest.advanceTimersByTime(199);
    });
    expect(titles()).toEqual(['Mid', 'Cheap', 'Dear']);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(titles()).toEqual(['Dear', 'Mid', 'Cheap']);

    fireEvent.change(select, { target: { value: 'LowToHigh' } });
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(titles()).toEqual(['Cheap', 'Mid', 'Dear']);
    expect(screen.getByText('$5.00')).toBeInTheDocument();
  });

  it('keeps the sort in the URL: a chosen sort is written there, read back on load, and Back restores the one before', () => {
    window.history.replaceState(null, '', '/collections/labels?sort=DescOrder');
    const mixed = [makeCard(3, { title: 'Banana' }), makeCard(1, { title: 'cherry' }), makeCard(2, { title: 'Apple' })];
    render(<CollectionView cards={mixed} locale="en" display={US_DISPLAY} />);
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
    expect(select).toHaveValue('AscOrder');
    expect(titles()).toEqual(['Apple', 'Banana', 'cherry']);
  });

  it('keeps the number of revealed cards when sorting', () => {
    render(<CollectionView cards={cards} locale="en" display={US_DISPLAY} />);
    intersect();
    act(() => {
      jest.advanceTimersByTime(3000);
    });
    expect(titles()).toHaveLength(10);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'DescOrder' } });
    expect(titles()).toHaveLength(10);
    expect(titles()[0]).toBe('Product 12');
  });

  it('filters by brand tag and clears the filter', () => {
    const tagged = [
      makeCard(1, { title: 'Fridge label', tags: ['Brand=Indoor'] }),
      makeCard(2, { title: 'Garden label', tags: ['Brand=Outdoor'] }),
      makeCard(3, { title: 'Event label', tags: ['Brand=Short-Term Outdoor'] }),
    ];
    render(<CollectionView cards={tagged} locale="en" display={US_DISPLAY} filters={filterSidebar} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Outdoor' }));
    expect(titles()).toEqual(['Garden label']);
    expect(screen.getByText('1 product')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Indoor' }));
    expect(titles()).toEqual(['Fridge label', 'Garden label']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(titles()).toHaveLength(3);
  });

  it('shows a message for an empty collection', () => {
    render(<CollectionView cards={[]} locale="en" display={US_DISPLAY} />);
    expect(screen.getByText(en.Collection.empty)).toBeInTheDocument();
    expect(screen.getByText('0 products')).toBeInTheDocument();
  });
});
