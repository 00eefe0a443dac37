import { screen } from '@testing-library/react';
import type { HeroSettings } from '@/lib/services/reseller/types';
import { renderServer } from '@/components/testing/renderServer';
import { Hero } from './Hero';

jest.mock('next-intl/server', () => jest.requireActual('@/components/testing/intlServerMock'));

const base: HeroSettings = {
  heroUrl: 'http://localhost:4000/cdn/shop/files/hero.jpg',
  horizontalAlignment: 'left',
  verticalAlignment: 'center',
  headlineAlignment: 'left',
  label: 'New',
  headline: 'Custom labels, printed fast',
  ctaButtonLink: null,
  ctaButtonLabel: null,
};

describe('Hero', () => {
  it('renders the label, the headline and an eager high-priority background image', async () => {
    const { container } = await renderServer(Hero, { hero: base });
    expect(screen.getByRole('heading', { level: 1, name: 'Custom labels, printed fast' })).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('alt', '');
    expect(img?.getAttribute('srcset')).toContain('hero.jpg?width=1920 1920w');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens an external call to action in a new tab', async () => {
    await renderServer(Hero, { hero: { ...base, ctaButtonLink: 'https://example.com/promo', ctaButtonLabel: 'See the offer' } });
    const link = screen.getByRole('link', { name: /see the offer/i });
    expect(link).toHaveAttribute('href', 'https://example.com/promo');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('(opens in a new tab)');
  });

  it('keeps an internal call to action in the site', async () => {
    await renderServer(Hero, { hero: { ...base, ctaButtonLink: '/collections/labels', ctaButtonLabel: 'Shop labels' } });
    const link = screen.getByRole('link', { name: 'Shop labels' });
    expect(link).toHaveAttribute('href', '/collections/labels');
    expect(link).not.toHaveAttribute('target');
  });

  it('leaves out an unsafe call to action', async () => {
    await renderServer(Hero, { hero: { ...base, ctaButtonLink: 'javascript:alert(1)', ctaButtonLabel: 'Click' } });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('positions and aligns the text box', async () => {
    await renderServer(Hero, {
      hero: { ...base, horizontalAlignment: 'right', verticalAlignment: 'bottom', headlineAlignment: 'center' },
    });
    const box = screen.getByTestId('hero-box');
    expect(box).toHaveStyle({ textAlign: 'center' });
    expect(box.parentElement).toHaveStyle({ justifyContent: 'flex-end', alignItems: 'flex-end' });
  });
});
