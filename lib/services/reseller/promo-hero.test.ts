import { heroLink } from './hero';
import { visibleSlots } from './promo';

const slot = (headline: string, iconUrl: string | null) => ({ headline, headlineSubtitle: 'sub', iconUrl });

describe('visibleSlots', () => {
  it('shows slots with a non-blank headline and an icon', () => {
    const bar = { on: true, slots: [slot('Free shipping', '/i.svg'), slot('   ', '/i.svg'), slot('No icon', null), slot('Fast', '')] };
    // An empty-string icon is not null, so the slot shows (the rule is "not null").
    expect(visibleSlots(bar).map((s) => s.headline)).toEqual(['Free shipping', 'Fast']);
  });
  it('shows nothing when the bar is off or missing', () => {
    expect(visibleSlots({ on: false, slots: [slot('Free shipping', '/i.svg')] })).toEqual([]);
    expect(visibleSlots(null)).toEqual([]);
  });
});

describe('heroLink', () => {
  it('treats URLs, protocol-relative links and bare domains as external', () => {
    expect(heroLink('https://example.com/sale')).toEqual({ external: true, href: 'https://example.com/sale' });
    expect(heroLink('//example.com')).toEqual({ external: true, href: 'https://example.com' });
    expect(heroLink('www.example.com/x')).toEqual({ external: true, href: 'https://www.example.com/x' });
  });
  it('turns anything else into an internal route starting with /', () => {
    expect(heroLink('collections/labels')).toEqual({ external: false, href: '/collections/labels' });
    expect(heroLink('/products/roll-labels')).toEqual({ external: false, href: '/products/roll-labels' });
  });
  it('rejects javascript:, other schemes and empty links', () => {
    expect(heroLink('javascript:alert(1)')).toBeNull();
    expect(heroLink('mailto:sales@example.com')).toBeNull();
    expect(heroLink('')).toBeNull();
    expect(heroLink(null)).toBeNull();
  });
});
