import { act, render, screen } from '@testing-library/react';
import { renderServer } from '@/components/testing/renderServer';
import { renderServerWithIntl } from '@/components/testing/renderServerWithIntl';
import { makeCard, US_DISPLAY } from '@/components/testing/fixtures';
import { CategoryGrid } from './CategoryGrid';
import { FlexibleMessages } from './FlexibleMessages';
import { PageViewBeacon } from './PageViewBeacon';
import { PopularProducts } from './PopularProducts';

jest.mock('next-intl/server', () => jest.requireActual('@/components/testing/intlServerMock'));

const tenant = { handlePrefix: '' };

describe('PopularProducts', () => {
  it('renders nothing without products', async () => {
    const { container } = await renderServerWithIntl(PopularProducts, { headline: 'Popular', cards: [], tenant, display: US_DISPLAY });
    expect(container).toBeEmptyDOMElement();
  });

  it('renders the headline and a card per product with "From" prices', async () => {
    await renderServerWithIntl(PopularProducts, { headline: 'Best sellers', cards: [makeCard(1), makeCard(2)], tenant, display: US_DISPLAY });
    expect(screen.getByRole('heading', { level: 2, name: 'Best sellers' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Product 01' })).toHaveAttribute('href', '/products/product-1');
    expect(screen.getAllByText('From')[0]?.parentElement).toHaveTextContent('From $1.50');
  });
});

describe('CategoryGrid', () => {
  it('links each tile to /category/{handle}', async () => {
    await renderServer(CategoryGrid, {
      headline: 'Shop by category',
      categories: [
        { id: '1', handle: 'roll-labels', title: 'Roll labels', image: null },
        { id: '2', handle: 'stickers', title: 'Stickers' },
      ],
      tenant,
    });
    expect(screen.getByRole('heading', { name: 'Shop by category' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Roll labels' })).toHaveAttribute('href', '/category/roll-labels');
    expect(screen.getByRole('link', { name: 'Stickers' })).toHaveAttribute('href', '/category/stickers');
  });
});

describe('FlexibleMessages', () => {
  it('renders sanitised message blocks and skips empty ones', () => {
    const { container } = render(
      <FlexibleMessages
        label="News"
        messages={[
          { id: 'a', html: '<p>Holiday <a href="javascript:alert(1)">hours</a></p><script>alert(1)</script>' },
          { id: 'b', html: '<script>only a script</script>' },
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: 'News' })).toHaveTextContent('Holiday hours');
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
    expect(container.querySelectorAll('.rich-text')).toHaveLength(1);
  });

  it('renders nothing without messages', () => {
    const { container } = render(<FlexibleMessages messages={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

/** jsdom's Blob has no text(): read it as the browser would hand it over. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('PageViewBeacon', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends one page event 1000 ms after mount', async () => {
    const sendBeacon = jest.fn().mockReturnValue(true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    document.title = 'Home | Acme';
    const { rerender } = render(<PageViewBeacon name="Home" path="/" locale="en" tenant="us" />);
    act(() => {
      jest.advanceTimersByTime(999);
    });
    expect(sendBeacon).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as [string, Blob];
    expect(url).toBe('/api/analytics');
    expect(body.type).toBe('application/json');
    jest.useRealTimers();
    expect(JSON.parse(await readBlob(body))).toEqual({
      type: 'page',
      name: 'Home',
      properties: { path: '/', title: 'Home | Acme', locale: 'en', tenant: 'us' },
    });
    jest.useFakeTimers();
    rerender(<PageViewBeacon name="Home" path="/" locale="en" tenant="us" />);
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('falls back to fetch with keepalive', () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
    const fetchMock = jest.fn().mockResolvedValue({ ok: true });
    (globalThis as unknown as { fetch: unknown }).fetch = fetchMock;
    render(<PageViewBeacon name="Home" path="/" locale="fr" tenant="fr" title="Accueil" />);
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/analytics', expect.objectContaining({ method: 'POST', keepalive: true }));
  });

  it('sends nothing when unmounted before 1 s', () => {
    const sendBeacon = jest.fn().mockReturnValue(true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const { unmount } = render(<PageViewBeacon name="Home" path="/" locale="en" tenant="us" />);
    unmount();
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
