import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { PromoBar as PromoBarSettings } from '@/lib/services/reseller/types';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { renderServerWithIntl } from '@/components/testing/renderServerWithIntl';
import { PromoBar, type PromoBarProps } from './PromoBar';

jest.mock('next-intl/server', () => jest.requireActual('@/components/testing/intlServerMock'));

const renderPromoBar = (props: PromoBarProps) => renderServerWithIntl(PromoBar, props);

const slots: PromoBarSettings['slots'] = [
  { headline: 'Free shipping', headlineSubtitle: 'On orders over $99', iconUrl: 'http://localhost:4000/cdn/shop/files/truck.svg' },
  { headline: '', headlineSubtitle: 'No headline', iconUrl: 'http://localhost:4000/cdn/shop/files/x.svg' },
  { headline: 'No icon', headlineSubtitle: 'Hidden', iconUrl: null },
  { headline: 'Fast turnaround', headlineSubtitle: 'Ships in 3 days', iconUrl: 'http://localhost:4000/cdn/shop/files/clock.svg' },
];

describe('PromoBar', () => {
  beforeEach(() => {
    window.matchMedia = jest.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }));
  });

  it('shows only slots with a headline and an icon', async () => {
    await renderPromoBar({ promoBar: { on: true, slots } });
    const bar = screen.getByRole('complementary', { name: 'Promotions' });
    expect(bar).toHaveTextContent('Free shipping');
    expect(bar).toHaveTextContent('Ships in 3 days');
    expect(bar).not.toHaveTextContent('No headline');
    expect(bar).not.toHaveTextContent('No icon');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('renders nothing when off', async () => {
    const { container } = await renderPromoBar({ promoBar: { on: false, slots } });
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing without a valid slot', async () => {
    const { container } = await renderPromoBar({ promoBar: { on: true, slots: [slots[1]!, slots[2]!] } });
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the row on wide screens', async () => {
    await renderPromoBar({ promoBar: { on: true, slots } });
    expect(window.matchMedia).toHaveBeenCalledWith('(max-width: 1024.98px)');
    expect(document.querySelector('[aria-roledescription="carousel"]')).toBeNull();
  });

  it('swaps the row for an auto-playing carousel below 1025 px', async () => {
    (window.matchMedia as jest.Mock).mockImplementation((query: string) => ({
      matches: true,
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }));
    const { container } = await renderPromoBar({ promoBar: { on: true, slots } });
    await waitFor(() => expect(container.querySelector('[aria-roledescription="carousel"]')).not.toBeNull());
    expect(screen.getByRole('group', { name: '1 of 2' })).toHaveTextContent('Free shipping');
    expect(screen.getByRole('group', { name: '2 of 2' })).toHaveTextContent('Fast turnaround');
    const pause = screen.getByRole('button', { name: 'Pause promotions' });
    fireEvent.click(pause);
    expect(screen.getByRole('button', { name: 'Play promotions' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('PromoCarousel autoplay', () => {
  it('advances every 4 s and pauses on hover', async () => {
    jest.useFakeTimers();
    window.matchMedia = jest.fn().mockImplementation((query: string) => ({ matches: false, media: query }));
    const { PromoCarousel } = await import('./PromoCarousel');
    const { container } = renderWithIntl(
      <PromoCarousel
        slides={
          <>
            <p>Free shipping</p>
            <p>Fast turnaround</p>
            <p>Free shipping</p>
          </>
        }
        count={2}
        classes={{}}
        labels={{ label: 'Offers', pause: 'Pause', play: 'Play' }}
      />,
    );
    const track = container.querySelector('[tabindex="0"]') as HTMLDivElement;
    Object.defineProperty(track, 'clientWidth', { value: 300, configurable: true });
    const scrollTo = jest.fn();
    track.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
    act(() => {
      jest.advanceTimersByTime(4000);
    });
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 300 }));
    fireEvent.mouseEnter(container.firstChild as Element);
    scrollTo.mockClear();
    act(() => {
      jest.advanceTimersByTime(8000);
    });
    expect(scrollTo).not.toHaveBeenCalled();
    jest.useRealTimers();
  });

  it('does not autoplay when the user prefers reduced motion', async () => {
    jest.useFakeTimers();
    window.matchMedia = jest.fn().mockImplementation((query: string) => ({ matches: query.includes('reduce'), media: query }));
    const { PromoCarousel } = await import('./PromoCarousel');
    const { container } = renderWithIntl(
      <PromoCarousel
        slides={
          <>
            <p>Free shipping</p>
            <p>Fast turnaround</p>
            <p>Free shipping</p>
          </>
        }
        count={2}
        classes={{}}
        labels={{ label: 'Offers', pause: 'Pause', play: 'Play' }}
      />,
    );
    const track = container.querySelector('[tabindex="0"]') as HTMLDivElement;
    Object.defineProperty(track, 'clientWidth', { value: 300, configurable: true });
    const scrollTo = jest.fn();
    track.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
    act(() => {
      jest.advanceTimersByTime(12000);
    });
    expect(scrollTo).not.toHaveBeenCalled();
    jest.useRealTimers();
  });
});
