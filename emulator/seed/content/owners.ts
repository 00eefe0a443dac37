import type { Brand } from '../art/brand.ts';
import type { Theme } from '../../../lib/services/reseller/types.ts';

/** Who owns snippets: the company's three regional sites and two resellers. */
export interface OwnerDef {
  kind: 'sites' | 'resellers';
  id: string;
  defaultLocale: 'en' | 'fr';
  /** locales with a stored translation; other locales fall back to defaultLocale */
  locales: ('en' | 'fr')[];
  brand: Brand;
  theme: Theme;
}

export const OWNERS: OwnerDef[] = [
  {
    kind: 'sites', id: 'us', defaultLocale: 'en', locales: ['en', 'fr'],
    brand: { name: 'PrintCo', initials: 'P', primary: '#1d4ed8', accent: '#f59e0b', text: '#0f172a', surface: '#f1f5fb', heroText: 'PRINTCO', heroArtSide: 'right' },
    theme: { primary: '#1d4ed8', primaryContrast: '#ffffff', accent: '#f59e0b', surface: '#f8fafc', text: '#0f172a' },
  },
  {
    kind: 'sites', id: 'ca', defaultLocale: 'en', locales: ['en', 'fr'],
    brand: { name: 'PrintCo Canada', initials: 'P', primary: '#b91c1c', accent: '#fbbf24', text: '#1c1917', surface: '#faf3f1', heroText: 'MAPLE', heroArtSide: 'left' },
    theme: { primary: '#b91c1c', primaryContrast: '#ffffff', accent: '#fbbf24', surface: '#fdf8f6', text: '#1c1917' },
  },
  {
    kind: 'sites', id: 'fr', defaultLocale: 'fr', locales: ['fr', 'en'],
    brand: { name: 'PrintCo France', initials: 'P', primary: '#1e3a8a', accent: '#e11d48', text: '#111827', surface: '#f4f4f8', heroText: 'BONJOUR', heroArtSide: 'center' },
    theme: { primary: '#1e3a8a', primaryContrast: '#ffffff', accent: '#e11d48', surface: '#f8f7f4', text: '#111827' },
  },
  {
    kind: 'resellers', id: 'acme', defaultLocale: 'en', locales: ['en', 'fr'],
    brand: { name: 'Acme Promo', initials: 'A', primary: '#0b5cab', accent: '#f97316', text: '#0b1b2e', surface: '#eef4fb', heroText: 'ACME', heroArtSide: 'right' },
    theme: { primary: '#0b5cab', primaryContrast: '#ffffff', accent: '#f97316', surface: '#f5f8fc', text: '#0b1b2e' },
  },
  {
    kind: 'resellers', id: 'northwind', defaultLocale: 'en', locales: ['en'],
    brand: { name: 'Northwind Print', initials: 'N', primary: '#14532d', accent: '#84cc16', text: '#0c1a12', surface: '#edf3ea', heroText: 'NORTHWIND', heroArtSide: 'left' },
    theme: { primary: '#14532d', primaryContrast: '#ecfdf5', accent: '#84cc16', surface: '#f3f7f2', text: '#0c1a12' },
  },
];

/** Image files generated for each owner (served from the image CDN route). */
export const logoFile = (o: OwnerDef) => `logo-${o.id}.png`;
export const heroFile = (o: OwnerDef) => `hero-${o.id}.webp`;
export const iconFile = (name: string) => `icon-${name}.png`;
