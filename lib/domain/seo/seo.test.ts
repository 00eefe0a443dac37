import type { Product } from '../catalog/types';
import { parseCents } from '../../ground/money/cents';
import { breadcrumbJsonLd, jsonLdScript, productJsonLd } from './jsonld';
import { productSeo, seoTitle, truncateDescription, truncateTitle } from './meta';
import { robotsTxt, sitemapXml } from './sitemap';
import { alternateLanguages, canonicalUrl, pagedAlternates } from './urls';

const variant = (amount: string, availableForSale: boolean, sku: string | null = null) => ({
  id: `v-${amount}-${String(availableForSale)}`,
  title: amount,
  price: parseCents(amount)!,
  sku,
  availableForSale,
  image: null,
  selectedOptions: [],
});

const base: Product = {
  id: 'gid://shopify/Product/1',
  handle: 'roll-labels',
  title: 'Roll Labels',
  description: 'Durable roll labels.',
  descriptionHtml: '<p>Durable roll labels.</p>',
  productType: 'Labels',
  vendor: 'PrintCo',
  createdAt: '2024-01-01T00:00:00Z',
  tags: [],
  images: [{ url: 'https://cdn/a.png', altText: null, width: 1, height: 1 }],
  variants: [variant('0.50', false, 'RL-1'), variant('0.30', true, 'RL-2'), variant('0.40', true, 'RL-3')],
  options: [],
  seo: { title: null, description: null },
  metafields: {},
};

describe('truncation', () => {
  it('cuts titles to 70 and descriptions to 320 characters at a word, ellipsis included', () => {
    const long = 'word '.repeat(100);
    expect(truncateTitle(long).length).toBeLessThanOrEqual(70);
    expect(truncateTitle(long).endsWith('word…')).toBe(true);
    expect(truncateDescription(long).length).toBeLessThanOrEqual(320);
    expect(truncateTitle('Short title')).toBe('Short title');
  });
});

describe('productSeo', () => {
  it('prefers title_tag, then the title metafield, then seo.title, then the product title', () => {
    expect(productSeo({ ...base, metafields: { title_tag: 'TT', title: 'T' }, seo: { title: 'S', description: null } }).title).toBe('TT');
    expect(productSeo({ ...base, metafields: { title: 'T' }, seo: { title: 'S', description: null } }).title).toBe('T');
    expect(productSeo({ ...base, metafields: { title_tag: '  ' }, seo: { title: 'S', description: null } }).title).toBe('S');
    expect(productSeo(base).title).toBe('Roll Labels');
  });

  it('applies the same order to the description, ending with the product text', () => {
    expect(productSeo({ ...base, metafields: { description_tag: 'DT', description: 'D' } }).description).toBe('DT');
    expect(productSeo({ ...base, metafields: { description: 'D' }, seo: { title: null, description: 'S' } }).description).toBe('D');
    expect(productSeo({ ...base, seo: { title: null, description: 'S' } }).description).toBe('S');
    expect(productSeo(base).description).toBe('Durable roll labels.');
  });

  it('keeps the specs apart in the product text, in English and French, within 320 characters', () => {
    const described = (descriptionHtml: string, description = '') => productSeo({ ...base, description, descriptionHtml }).description;
    const en = '<p>Sturdy tags.</p><ul><li>Material: Kraft Cardstock</li><li>Print Method: Digital CMYK</li><li>Production Time: 3–5 business days</li></ul>';
    expect(described(en, 'Sturdy tags. Material: Kraft Cardstock Print Method: Digital CMYK Production Time: 3–5 business days')).toBe(
      'Sturdy tags. Material: Kraft Cardstock. Print Method: Digital CMYK. Production Time: 3–5 business days.',
    );
    const fr = "<p>Des étiquettes solides</p><ul><li>Matériau : carton kraft</li><li>Méthode d'impression : numérique CMJN</li></ul>";
    expect(described(fr)).toBe("Des étiquettes solides. Matériau : carton kraft. Méthode d'impression : numérique CMJN.");
    const long = described(`<p>${'Lorem ipsum. '.repeat(30)}</p><ul><li>Material: Kraft</li></ul>`);
    expect(long.length).toBeLessThanOrEqual(320);
    expect(long.endsWith('…')).toBe(true);
  });

  it('truncates the chosen values', () => {
    const seo = productSeo({ ...base, metafields: { title_tag: 'x'.repeat(100), description_tag: 'y '.repeat(400) } });
    expect(seo.title).toHaveLength(70);
    expect(seo.description.length).toBeLessThanOrEqual(320);
  });
});

describe('seoTitle', () => {
  it('drops the brand an editor wrote after a bar, so each host adds only its own', () => {
    expect(seoTitle('Custom Roll Labels – Printed Fast | PrintCo', 'Custom Roll Labels')).toBe('Custom Roll Labels – Printed Fast');
    expect(seoTitle(null, '  ', 'Kraft Labels')).toBe('Kraft Labels');
    expect(seoTitle('About PrintCo – Custom Label Printers')).toBe('About PrintCo – Custom Label Printers');
  });
});

describe('productJsonLd', () => {
  const opts = { origin: 'https://shop.example', path: '/products/roll-labels?punchout=true', display: { currency: 'USD' as const, factor: 1 }, brand: 'Acme Promo' };

  it('describes the product with the host store as brand (not the vendor), sku, images and an aggregate offer over available variants', () => {
    expect(productJsonLd(base, opts)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Roll Labels',
      description: 'Durable roll labels.',
      image: ['https://cdn/a.png'],
      sku: 'RL-2',
      category: 'Labels',
      brand: { '@type': 'Brand', name: 'Acme Promo' },
      url: 'https://shop.example/products/roll-labels',
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '0.30',
        highPrice: '0.40',
        offerCount: 2,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/products/roll-labels',
      },
    });
  });

  it('uses a single Offer for one price and OutOfStock when nothing is available', () => {
    const ld = productJsonLd({ ...base, variants: [variant('2.00', false), variant('2.00', false)] }, { ...opts, display: { currency: 'CAD', factor: 1.023 } });
    expect(ld.offers).toEqual({
      '@type': 'Offer',
      price: '2.05', // 2.00 × 1.023: the price the Canada page shows
      priceCurrency: 'CAD',
      availability: 'https://schema.org/OutOfStock',
      url: 'https://shop.example/products/roll-labels',
    });
  });

  it('omits offers without variants', () => {
    expect(productJsonLd({ ...base, variants: [] }, opts).offers).toBeUndefined();
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the items and makes their URLs absolute', () => {
    expect(breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Labels', path: '/collections/labels/' }], 'https://s.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://s.example/' },
        { '@type': 'ListItem', position: 2, name: 'Labels', item: 'https://s.example/collections/labels' },
      ],
    });
  });
});

describe('jsonLdScript', () => {
  it('cannot close the script element or open a comment', () => {
    const out = jsonLdScript({ name: '</script><script>alert(1)</script><!--', skip: undefined });
    expect(out).not.toContain('<');
    expect(out).not.toContain('skip');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script><!--' });
  });
});

describe('canonical and alternate URLs', () => {
  it('drops query, hash and trailing slashes, keeping the root slash', () => {
    expect(canonicalUrl('https://s.example/', '/collections/labels/?sort=Newest#x')).toBe('https://s.example/collections/labels');
    expect(canonicalUrl('https://s.example', '/')).toBe('https://s.example/');
    expect(canonicalUrl('https://s.example', '')).toBe('https://s.example/');
    expect(canonicalUrl('https://s.example', 'pages//faq')).toBe('https://s.example/pages/faq');
  });

  it('offers ?lang= variants per language and the canonical as x-default', () => {
    expect(alternateLanguages('https://s.example', '/products/a?x=1')).toEqual({
      en: 'https://s.example/products/a?lang=en',
      fr: 'https://s.example/products/a?lang=fr',
      'x-default': 'https://s.example/products/a',
    });
  });
});

describe('sitemap and robots', () => {
  it('writes escaped locs and ISO lastmods, skipping invalid dates', () => {
    const xml = sitemapXml([
      { url: 'https://s.example/products/a&b', lastModified: '2024-01-02T03:04:05Z' },
      { url: 'https://s.example/', lastModified: 'garbage' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://s.example/products/a&amp;b</loc>\n    <lastmod>2024-01-02T03:04:05.000Z</lastmod>');
    expect(xml).toContain('<loc>https://s.example/</loc>\n  </url>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('points robots at the tenant sitemap and keeps crawlers out of private routes', () => {
    const txt = robotsTxt('https://acme.shops.example');
    expect(txt).toContain('Sitemap: https://acme.shops.example/sitemap.xml');
    expect(txt).toMatch(/^Disallow: \/api\/$/m);
    expect(txt).toMatch(/^Disallow: \/account$/m);
  });
});

describe('pageAlternates', () => {
  const { pageAlternates } = jest.requireActual('./urls') as typeof import('./urls');
  it('keeps the default language canonical plain and gives the other language its ?lang= URL', () => {
    expect(pageAlternates('http://fr.localhost:3000', '/products/x/', 'fr', 'fr').canonical).toBe('http://fr.localhost:3000/products/x');
    const en = pageAlternates('http://fr.localhost:3000', '/products/x', 'en', 'fr');
    expect(en.canonical).toBe('http://fr.localhost:3000/products/x?lang=en');
    expect(en.languages).toEqual({
      en: 'http://fr.localhost:3000/products/x?lang=en',
      fr: 'http://fr.localhost:3000/products/x?lang=fr',
      'x-default': 'http://fr.localhost:3000/products/x',
    });
  });
});

describe('paged alternates', () => {
  it('keep page 1 as the plain page', () => {
    expect(pagedAlternates('https://s.example', '/collections/all', 'en', 'en', 1).canonical).toBe('https://s.example/collections/all');
  });
  it('make each later page its own canonical URL, in each language', () => {
    const en = pagedAlternates('https://s.example', '/collections/all?sort=AscOrder', 'en', 'en', 3);
    expect(en.canonical).toBe('https://s.example/collections/all?page=3');
    expect(en.languages).toEqual({
      en: 'https://s.example/collections/all?page=3&lang=en',
      fr: 'https://s.example/collections/all?page=3&lang=fr',
      'x-default': 'https://s.example/collections/all?page=3',
    });
    expect(pagedAlternates('https://s.example', '/collections/all', 'fr', 'en', 2).canonical).toBe('https://s.example/collections/all?page=2&lang=fr');
  });
});
