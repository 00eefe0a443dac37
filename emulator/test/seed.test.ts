import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { contrast, startTestEmulator, type TestEmulator } from './helpers.ts';

let t: TestEmulator;
interface P {
  id: string; handle: string; title: string; productType: string; vendor: string; tags: string[]; createdAt: string;
  images: { nodes: { url: string }[] };
  variants: { nodes: { sku: string; availableForSale: boolean; price: { amount: string }; selectedOptions: { name: string; value: string }[] }[] };
}
let products: P[] = [];

before(async () => {
  t = await startTestEmulator();
  const r = await t.gql<{ products: { nodes: P[] } }>(`{ products(first: 250) { nodes {
    id handle title productType vendor tags createdAt images(first: 10) { nodes { url } }
    variants(first: 250) { nodes { sku availableForSale price { amount } selectedOptions { name value } } } } } }`);
  products = r.data!.products.nodes;
});
after(() => t.stop());

const pricingTag = (p: P) => p.tags.find((x) => x.startsWith('$='))?.slice(2) ?? null;
const rowOf = (sku: string) => Number(sku.split('-').pop());

/** The storefront's pricing-file rules, returned as a list of problems. */
function pricingProblems(file: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const breaks = file.quantity_breaks;
  if (!Array.isArray(breaks)) return ['no quantity_breaks'];
  if (!Array.isArray(file.msrp_markup_multiplier)) problems.push('no msrp_markup_multiplier');
  for (const [k, v] of Object.entries(file)) {
    if (!Array.isArray(v)) { problems.push(`${k} is not an array`); continue; }
    if (v.length !== breaks.length) problems.push(`${k} has ${v.length} values, breaks have ${breaks.length}`);
    if (v.some((x) => typeof x !== 'number')) problems.push(`${k} has a non-number`);
  }
  if (breaks.some((b) => !Number.isInteger(b))) problems.push('a quantity break is not an integer');
  return problems;
}

describe('catalog', () => {
  it('has at least 24 products over at least 6 types, plus the 7 Optional Extras', () => {
    const regular = products.filter((p) => p.productType !== 'Optional Extra');
    assert.ok(regular.length >= 24, `${regular.length}`);
    const types = new Set(regular.map((p) => p.productType));
    for (const ty of ['Roll Labels', 'Die-Cut Stickers', 'Sheet Labels', 'Clear Labels', 'Custom Shape Stickers', 'Product Labels & Tags']) assert.ok(types.has(ty), ty);
    assert.equal(products.filter((p) => p.productType === 'Optional Extra').length, 7);
  });

  it('sizes carry width and height, some combinations are unavailable, dates span 2024–2026', () => {
    for (const p of products.filter((x) => x.productType !== 'Optional Extra')) {
      for (const v of p.variants.nodes) {
        const size = v.selectedOptions.find((o) => o.name === 'Size')!.value;
        assert.equal(size.match(/\d+(\.\d+)?/g)?.length, 2, `${p.handle} ${size}`);
      }
    }
    assert.ok(products.some((p) => p.variants.nodes.some((v) => !v.availableForSale)));
    assert.deepEqual([...new Set(products.map((p) => p.createdAt.slice(0, 4)))].sort(), ['2024', '2025', '2026']);
  });

  it('carries every behaviour tag', () => {
    const tags = new Set(products.flatMap((p) => p.tags));
    for (const x of ['OE=Overlamination', 'OE=Foil Stamping', 'OE=Matte Varnish', 'OE=Double Sided Tape', 'OE=Back Imprint', 'OE=Numbering', 'OE=White Halo',
      'Lot Pricing', 'Custom Size', 'Custom Die-Cut', 'Shape=Custom', 'Customizable', 'Clear Background', 'markup=abc', '$=missing-grid', '$=broken-grid']) {
      assert.ok(tags.has(x), x);
    }
    assert.ok(products.some((p) => p.productType !== 'Optional Extra' && !pricingTag(p)), 'a product without $=');
    assert.ok(products.some((p) => p.tags.some((x) => /^markup=\d+$/.test(x))));
    for (const p of products.filter((x) => x.productType === 'Custom Shape Stickers')) {
      assert.ok(p.tags.includes('Custom Die-Cut') && p.tags.includes('Shape=Custom'), p.handle);
    }
    for (const p of products.filter((x) => x.productType === 'Clear Labels')) assert.ok(p.tags.includes('Clear Background'), p.handle);
  });

  it('translates every product into French', async () => {
    const r = await t.gql<{ products: { nodes: { handle: string; title: string }[] } }>('query @inContext(language: FR) { products(first: 250) { nodes { handle title } } }');
    const en = new Map(products.map((p) => [p.handle, p.title]));
    for (const p of r.data!.products.nodes) assert.notEqual(p.title, en.get(p.handle), p.handle);
  });
});

describe('pricing files', () => {
  it('exist for every $= tag but missing-grid, and price every variant within its list price', async () => {
    for (const p of products) {
      const name = pricingTag(p);
      if (!name) continue;
      const res = await t.get(`/pricing/${name}.json`);
      if (name === 'missing-grid') {
        assert.equal(res.status, 404);
        assert.deepEqual(await res.json(), { error: 'Not found' });
        continue;
      }
      assert.equal(res.status, 200, name);
      const file = await res.json() as Record<string, number[]>;
      if (name === 'broken-grid') continue;
      assert.deepEqual(pricingProblems(file), [], name);
      // Lot files quote whole lots below 500 and blocks of 500 above: compare them per unit.
      const lot = p.tags.includes('Lot Pricing');
      const perUnit = (v: number[]) => v.map((n, i) => (lot ? n / Math.min(file.quantity_breaks![i]!, 500) : n));
      for (const [k, v] of Object.entries(file)) {
        const unit = perUnit(v);
        if (k.startsWith('net_')) for (let i = 1; i < unit.length; i++) assert.ok(unit[i]! <= unit[i - 1]!, `${name} ${k} decreases`);
      }
      for (const v of p.variants.nodes) {
        const row = file[`net_row_${rowOf(v.sku)}`] ?? file.net_row_1;
        assert.ok(row, `${p.handle} ${v.sku}: no row and no row 1`);
        assert.ok(perUnit(row).every((n) => n <= Number(v.price.amount)), `${p.handle} ${v.sku}: net above ${v.price.amount}`);
      }
    }
  });

  it('include a row-1 fallback case and a lot-priced file', async () => {
    const numbered = products.find((p) => p.handle === 'numbered-roll-labels')!;
    const file = await (await t.get(`/pricing/${pricingTag(numbered)}.json`)).json() as Record<string, unknown>;
    assert.ok(numbered.variants.nodes.some((v) => !(`net_row_${rowOf(v.sku)}` in file)));
    const lot = products.find((p) => p.tags.includes('Lot Pricing'))!;
    const lotFile = await (await t.get(`/pricing/${pricingTag(lot)}.json`)).json() as { quantity_breaks: number[]; net_row_1: number[] };
    assert.deepEqual(lotFile.quantity_breaks, [250, 500, 1000, 2500, 5000]);
    // the whole lot below 500, each block of 500 from 500 up
    const unit = lotFile.net_row_1.map((n, i) => n / Math.min(lotFile.quantity_breaks[i]!, 500));
    assert.ok(lotFile.net_row_1[1]! > lotFile.net_row_1[0]! && unit[1]! < unit[0]!);
  });

  it('broken-grid is invalid in all three ways', async () => {
    const file = await (await t.get('/pricing/broken-grid.json')).json() as Record<string, unknown>;
    const problems = pricingProblems(file).join('; ');
    assert.match(problems, /values, breaks have/);
    assert.match(problems, /non-number/);
    assert.match(problems, /not an integer/);
  });
});

describe('design templates', () => {
  const file = (type: string) => `/templates/cc_${type.toLowerCase().replace(/&/g, 'and').replace(/\s+/g, '_')}.json`;
  it('cover the SKUs of each type, with one invalid template and one type without a file', async () => {
    const types = [...new Set(products.map((p) => p.productType))].filter((x) => x !== 'Optional Extra');
    let invalid = 0;
    let missing = 0;
    for (const type of types) {
      const res = await t.get(file(type));
      if (res.status === 404) { missing++; continue; }
      const body = await res.json() as { Templates: { ID: string; Surfaces: { Width: number; Height: number; PrintAreas: unknown[] }[] }[] };
      const ids = new Set(body.Templates.map((x) => x.ID));
      for (const p of products.filter((x) => x.productType === type)) for (const v of p.variants.nodes) assert.ok(ids.has(v.sku), v.sku);
      invalid += body.Templates.filter((x) => x.Surfaces.some((s) => s.PrintAreas.length === 0)).length;
    }
    assert.equal(missing, 1);
    assert.equal(invalid, 1);
    assert.equal((await t.get(file('Product Labels & Tags'))).status, 200);
  });
});

describe('snippets', () => {
  const owners = [['sites', 'us'], ['sites', 'ca'], ['sites', 'fr'], ['resellers', 'acme'], ['resellers', 'northwind']] as const;
  const names = ['Menu', 'Footer', 'promoBar', 'homePage', 'FlexibleMessageArea'] as const;
  type Snip = { snippet: { name: string; owner: string; locale: string; updatedAt: string; body: string } };
  const get = async (kind: string, owner: string, name: string, locale?: string) => {
    const res = await t.get(`/snippets/${kind}/${owner}/${name}${locale ? `?locale=${locale}` : ''}`);
    return { status: res.status, body: await res.json() as Snip };
  };

  it('serve every name for every owner with bodies of the lib/services/reseller/types.ts shapes', async () => {
    const heroes = new Set<string>();
    const ctas: (string | null)[] = [];
    for (const [kind, owner] of owners) {
      for (const locale of ['en', 'fr']) {
        const prefix = owner === 'us' ? '' : `${owner}-`;
        const body: Record<string, unknown> = {};
        for (const name of names) {
          const r = await get(kind, owner, name, locale);
          assert.equal(r.status, 200, `${owner} ${name}`);
          assert.equal(r.body.snippet.owner, owner);
          assert.equal(r.body.snippet.name, name);
          assert.ok(!Number.isNaN(Date.parse(r.body.snippet.updatedAt)));
          if (name === 'FlexibleMessageArea') assert.match(r.body.snippet.body, /<section data-message-id=/);
          else body[name] = JSON.parse(r.body.snippet.body);
        }
        const menus = body.Menu as Record<string, { title: string; link: string; items?: unknown[] }[]>;
        assert.deepEqual(Object.keys(menus).sort(), ['footer-menu1', 'footer-menu2', 'hamburger-menu', 'primary-menu']);
        for (const items of Object.values(menus)) {
          assert.ok(items.length > 0);
          for (const it of items) assert.match(it.link, /^(\/(collections|products|pages|category)\/[a-z0-9-]+|https:\/\/.+)$/, it.link);
        }
        const footer = body.Footer as { storeName: string; legalCopy: string; companyDescription: string; logo: { url: string; width: number }; social: { network: string }[]; theme: Record<string, string> };
        assert.ok(footer.storeName && footer.legalCopy && footer.companyDescription && footer.logo.url && footer.logo.width > 0);
        assert.ok(footer.social.every((s) => ['facebook', 'instagram', 'x', 'linkedin', 'youtube', 'pinterest'].includes(s.network)));
        assert.ok(contrast(footer.theme.primary!, footer.theme.primaryContrast!) >= 4.5, `${owner} contrast`);
        assert.ok(contrast(footer.theme.surface!, footer.theme.text!) >= 4.5, `${owner} text contrast`);
        const promo = body.promoBar as { on: boolean; slots: { headline: string; headlineSubtitle: string; iconUrl: string | null }[] };
        assert.equal(typeof promo.on, 'boolean');
        assert.ok(Array.isArray(promo.slots));
        const home = body.homePage as { hero: { heroUrl: string; horizontalAlignment: string; verticalAlignment: string; headlineAlignment: string; ctaButtonLink: string | null; ctaButtonLabel: string | null; label: string; headline: string };
          productGrid: { categoryId: string; count: number; headline: string }; categoryGrid: { collections: { categoryId: string }[]; headline: string } };
        heroes.add(`${home.hero.horizontalAlignment}/${home.hero.verticalAlignment}`);
        ctas.push(home.hero.ctaButtonLink);
        assert.equal(home.productGrid.count, 8);
        const cols = home.categoryGrid.collections.map((c) => c.categoryId);
        assert.ok(cols.length >= 4 && cols.length <= 6);
        const nodes = await t.gql<{ nodes: ({ handle: string } | null)[] }>('query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Collection { handle } } }', { ids: [home.productGrid.categoryId, ...cols] });
        for (const n of nodes.data!.nodes) {
          assert.ok(n, `${owner} grid collection exists`);
          if (prefix) assert.ok(n.handle.startsWith(prefix), `${owner}: ${n.handle}`);
          else assert.ok(!/^(ca|fr|acme|northwind)-/.test(n.handle), `${owner}: ${n.handle}`);
        }
      }
    }
    assert.ok(heroes.size >= 4, 'alignments differ per owner');
    assert.ok(ctas.some((c) => c?.startsWith('/')) && ctas.some((c) => c?.startsWith('https://')) && ctas.includes(null));
  });

  it('exercise the promo bar slot rule and the sanitiser', async () => {
    const acme = JSON.parse((await get('resellers', 'acme', 'promoBar')).body.snippet.body) as { on: boolean; slots: { headline: string; iconUrl: string | null }[] };
    assert.equal(acme.on, true);
    assert.ok(acme.slots.some((s) => s.headline === '') && acme.slots.some((s) => s.iconUrl === null));
    assert.equal(JSON.parse((await get('resellers', 'northwind', 'promoBar')).body.snippet.body).on, false);
    const html = (await get('resellers', 'acme', 'FlexibleMessageArea')).body.snippet.body;
    assert.match(html, /<script>/);
    assert.match(html, /onclick=/);
  });

  it('fall back to the owner default locale and 404 unknown owners or names', async () => {
    assert.equal((await get('resellers', 'northwind', 'Footer', 'fr')).body.snippet.locale, 'en');
    assert.equal((await get('sites', 'fr', 'Footer')).body.snippet.locale, 'fr');
    assert.equal((await get('sites', 'fr', 'Footer', 'en')).body.snippet.locale, 'en');
    assert.match(JSON.parse((await get('sites', 'fr', 'homePage')).body.snippet.body).hero.headline, /étiquettes/);
    for (const [kind, owner, name] of [['resellers', 'nobody', 'Footer'], ['resellers', 'acme', 'Nope'], ['sites', 'de', 'Menu']] as const) {
      const r = await get(kind, owner, name);
      assert.equal(r.status, 404);
      assert.deepEqual(r.body, { error: 'Snippet not found' });
    }
  });
});

describe('images', () => {
  it('every image URL in the seed answers 200 with an image type', async () => {
    const urls = new Set(products.flatMap((p) => p.images.nodes.map((i) => i.url)));
    const cols = await t.gql<{ collections: { nodes: { image: { url: string } | null }[] } }>('{ collections(first: 250) { nodes { image { url } } } }');
    for (const c of cols.data!.collections.nodes) {
      assert.ok(c.image);
      urls.add(c.image.url);
    }
    for (const [kind, owner] of [['sites', 'us'], ['sites', 'ca'], ['sites', 'fr'], ['resellers', 'acme'], ['resellers', 'northwind']]) {
      const footer = JSON.parse((await (await t.get(`/snippets/${kind}/${owner}/Footer`)).json() as { snippet: { body: string } }).snippet.body);
      const home = JSON.parse((await (await t.get(`/snippets/${kind}/${owner}/homePage`)).json() as { snippet: { body: string } }).snippet.body);
      const promo = JSON.parse((await (await t.get(`/snippets/${kind}/${owner}/promoBar`)).json() as { snippet: { body: string } }).snippet.body);
      urls.add(footer.logo.url);
      urls.add(home.hero.heroUrl);
      for (const s of promo.slots) if (s.iconUrl) urls.add(s.iconUrl);
    }
    assert.ok(urls.size > 100);
    for (const u of urls) {
      assert.ok(u.startsWith(`${t.emu.publicUrl}/cdn/shop/files/`), u);
      const res = await t.get(u);
      assert.equal(res.status, 200, u);
      assert.match(res.headers.get('content-type') ?? '', /^image\//, u);
      await res.arrayBuffer();
    }
  });
});

describe('data folder from an older schema', () => {
  it('is reseeded before the new schema is applied', async () => {
    const { default: Database } = await import('better-sqlite3');
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { prepareData } = await import('../src/store/prepare.ts');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emulator-old-schema-'));
    // An orders table without the columns later indexes name, as an earlier release left it.
    const old = new Database(path.join(dir, 'emulator.sqlite'));
    old.exec("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL); INSERT INTO meta VALUES ('seed_fingerprint', 'old');");
    old.exec('CREATE TABLE orders (id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
    old.close();
    const { db, reason } = await prepareData(dir, { reset: false, products: 0 });
    try {
      assert.equal(reason, 'seed sources or --products changed');
      assert.ok((db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n > 0);
    } finally {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
