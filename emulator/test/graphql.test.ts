import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { GRAPHQL, startTestEmulator, type TestEmulator } from './helpers.ts';

let t: TestEmulator;
before(async () => {
  t = await startTestEmulator();
});
after(() => t.stop());

type Conn<T> = { edges: { cursor: string; node: T }[]; nodes: T[]; pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null } };
interface Product {
  id: string; title: string; handle: string; vendor: string; productType: string; tags: string[]; description: string; descriptionHtml: string;
  images: Conn<{ url: string; altText: string | null; width: number; height: number }>;
  variants: Conn<{ id: string; sku: string; price: { amount: string; currencyCode: string }; availableForSale: boolean; quantityAvailable: number | null; currentlyNotInStock: boolean; selectedOptions: { name: string; value: string }[] }>;
  options: { name: string; values: string[]; optionValues: { id: string; name: string }[] }[];
  metafields: ({ key: string; value: string } | null)[];
}

const PRODUCT_BY_HANDLE = `
query ProductByHandle($handle: String!) {
  product(handle: $handle) {
    id title handle description descriptionHtml productType vendor createdAt tags availableForSale
    images(first: 10) { edges { node { id url altText width height } } }
    variants(first: 250) { edges { node { id title sku availableForSale quantityAvailable currentlyNotInStock price { amount currencyCode } image { url altText } selectedOptions { name value } } } }
    options { name values optionValues { id name } }
    seo { title description }
    metafields(identifiers: [{namespace: "global", key: "title"}, {namespace: "global", key: "title_tag"}, {namespace: "global", key: "description"}, {namespace: "global", key: "description_tag"}]) { namespace key value type }
  }
}`;

const CARD = 'id title handle productType vendor createdAt images(first: 5) { nodes { url altText } } variants(first: 10) { nodes { id availableForSale price { amount currencyCode } } }';

describe('storefront token', () => {
  it('refuses a missing or wrong token with Shopify\'s 401 body', async () => {
    for (const headers of [{}, { 'x-shopify-storefront-access-token': 'nope' }] as Record<string, string>[]) {
      const res = await fetch(t.emu.url + GRAPHQL, {
        method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query: '{ shop { name } }' }),
      });
      assert.equal(res.status, 401);
      assert.deepEqual(await res.json(), { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
    }
  });
});

describe('invalid documents', () => {
  it('answers 200 with coded errors for unknown fields and bad literals, and no data', async () => {
    const res = await fetch(t.emu.url + GRAPHQL, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': 'emulator-storefront-token' },
      body: JSON.stringify({ query: '{ product(handle: "x") { nope } products(first: "ten") { nodes { id } } }' }),
    });
    assert.equal(res.status, 200);
    const body = await res.json() as { data?: unknown; errors: { message: string; locations: unknown[]; extensions: { code: string } }[] };
    assert.equal(body.data, undefined);
    const codes = body.errors.map((e) => e.extensions.code);
    assert.ok(codes.includes('undefinedField'), codes.join());
    assert.ok(codes.includes('argumentLiteralsIncompatible'), codes.join());
    assert.ok(body.errors.every((e) => e.locations.length > 0));
  });

  it('reports syntax errors with a location', async () => {
    const r = await t.gql('{ product(handle: "x" { id } }');
    assert.equal(r.errors?.[0]?.extensions?.code, 'parseError');
    assert.deepEqual(r.errors?.[0]?.locations?.[0], { line: 1, column: 23 });
  });

  it('turns an unsupported root field into a GraphQL error naming it, and keeps serving', async () => {
    const r = await t.gql('{ sitemap(type: PRODUCT) { __typename } }');
    assert.equal(r.errors?.[0]?.extensions?.code, 'NOT_SUPPORTED');
    assert.equal(r.errors?.[0]?.message, "The emulator does not support the query field 'sitemap'");
    const again = await t.gql<{ shop: { name: string; primaryDomain: { url: string } } }>('{ shop { name primaryDomain { url } } }');
    assert.equal(again.data?.shop.name, 'PrintCo');
  });

  it('answers an unsupported mutation (e.g. customerAccessTokenCreateWithMultipass) with a NOT_SUPPORTED error, never a silent null', async () => {
    const r = await t.gql('mutation { customerAccessTokenCreateWithMultipass(multipassToken: "x") { customerAccessToken { accessToken } } }');
    assert.deepEqual(r.data, { customerAccessTokenCreateWithMultipass: null });
    assert.deepEqual(r.errors?.map((e) => [e.message, e.extensions?.code, e.path]), [
      ["The emulator does not support the mutation 'customerAccessTokenCreateWithMultipass'", 'NOT_SUPPORTED', ['customerAccessTokenCreateWithMultipass']],
    ]);
  });

  it('requires first or last on connections', async () => {
    const r = await t.gql('{ products { nodes { id } } }');
    assert.equal(r.errors?.[0]?.message, 'you must provide one of first or last');
  });
});

describe('catalog queries the storefront sends', () => {
  it('product by handle: images, variants with their stock, options, metafields', async () => {
    const r = await t.gql<{ product: Product }>(PRODUCT_BY_HANDLE, { handle: 'custom-roll-labels' }, 'ProductByHandle');
    assert.equal(r.errors, undefined);
    const p = r.data!.product;
    assert.match(p.id, /^gid:\/\/shopify\/Product\/\d+$/);
    assert.ok(p.images.edges.length >= 2 && p.images.edges.length <= 10);
    assert.match(p.images.edges[0]!.node.url, /^http:\/\/localhost:\d+\/cdn\/shop\/files\/.+\.png$/);
    assert.deepEqual(p.options.map((o) => o.name), ['Size', 'Material', 'Sides']);
    assert.ok(p.options[0]!.values.every((v) => (v.match(/\d+(\.\d+)?/g) ?? []).length === 2));
    assert.ok(p.variants.edges.length > 5);
    for (const { node: v } of p.variants.edges) {
      assert.match(v.price.amount, /^\d+\.\d{1,2}$/);
      assert.equal(v.price.currencyCode, 'USD');
      assert.match(v.sku, /-\d+$/);
      // The quick view's quantity stepper reads the stock of the product page's read.
      assert.equal(typeof v.quantityAvailable, 'number');
      assert.equal(v.currentlyNotInStock, false);
    }
    assert.deepEqual(p.metafields.map((m) => m?.key ?? null), [null, 'title_tag', null, 'description_tag']);
    assert.match(p.descriptionHtml, /<li>Material: [^<]+<\/li>/);
    assert.match(p.descriptionHtml, /<li>Print Method: [^<]+<\/li>/);
    assert.match(p.descriptionHtml, /<li>Production Time: [^<]+<\/li>/);
    assert.ok(!p.description.includes('<'));
  });

  it('unknown handles are null, not errors', async () => {
    const r = await t.gql('{ product(handle: "no-such") { id } collection(handle: "no-such") { id } collectionByHandle(handle: "no-such") { id } page(handle: "no-such") { id } menu(handle: "no-such") { id } }');
    assert.deepEqual(r, { data: { product: null, collection: null, collectionByHandle: null, page: null, menu: null } });
  });

  it('related products: vendor AND product_type AND -title', async () => {
    const q = `query Related($q: String!) { products(first: 5, query: $q) { nodes { title vendor productType } } }`;
    const r = await t.gql<{ products: { nodes: Product[] } }>(q, { q: "vendor:'PrintCo' AND product_type:'Roll Labels' AND -title:'Custom Roll Labels'" });
    const nodes = r.data!.products.nodes;
    assert.ok(nodes.length > 0 && nodes.length <= 5);
    assert.ok(nodes.every((n) => n.vendor === 'PrintCo' && n.productType === 'Roll Labels' && n.title !== 'Custom Roll Labels'));
    const withNot = await t.gql<{ products: { nodes: Product[] } }>(q, { q: 'vendor:PrintCo AND product_type:"Roll Labels" AND NOT title:"Custom Roll Labels"' });
    assert.deepEqual(withNot.data!.products.nodes, nodes);
    const ored = await t.gql<{ products: { nodes: Product[] } }>(q.replace('first: 5', 'first: 50'), { q: "product_type:'Roll Labels' OR product_type:\"Sheet Labels\"" });
    assert.deepEqual([...new Set(ored.data!.products.nodes.map((n) => n.productType))].sort(), ['Roll Labels', 'Sheet Labels']);
  });

  it('products by product_type Optional Extra: the seven extras with descriptions', async () => {
    const r = await t.gql<{ products: { nodes: { title: string; description: string }[] } }>(
      `{ products(first: 15, query: "product_type:'Optional Extra'") { nodes { title description } } }`);
    const titles = r.data!.products.nodes.map((n) => n.title).sort();
    assert.deepEqual(titles, ['Back Imprint', 'Double Sided Tape', 'Foil Stamping', 'Matte Varnish', 'Numbering', 'Overlamination', 'White Halo']);
    assert.ok(r.data!.products.nodes.every((n) => n.description.length > 40));
  });

  it('filters by tag, title prefix and bare words', async () => {
    const byTag = await t.gql<{ products: { nodes: Product[] } }>('{ products(first: 50, query: "tag:\'Lot Pricing\'") { nodes { handle tags } } }');
    assert.deepEqual(byTag.data!.products.nodes.map((p) => p.handle), ['roll-labels-by-the-roll']);
    const prefix = await t.gql<{ products: { nodes: Product[] } }>('{ products(first: 50, query: "title:Holo*") { nodes { title } } }');
    assert.deepEqual(prefix.data!.products.nodes.map((p) => p.title), ['Holographic Die-Cut Stickers']);
    const bare = await t.gql<{ products: { nodes: Product[] } }>('{ products(first: 50, query: "kraft") { nodes { title } } }');
    assert.ok(bare.data!.products.nodes.some((p) => p.title === 'Kraft Paper Roll Labels'));
  });

  it('collection by handle with products, images and variants (and the deprecated collectionByHandle)', async () => {
    const q = `query CollectionByHandle($handle: String!) {
      collection(handle: $handle) { id title description handle image { url } products(first: 250) { edges { node { ${CARD} } } } }
      legacy: collectionByHandle(handle: $handle) { id }
    }`;
    const r = await t.gql<{ collection: { id: string; title: string; products: { edges: { node: Product }[] } }; legacy: { id: string } }>(q, { handle: 'acme-stickers' });
    assert.equal(r.errors, undefined);
    assert.equal(r.data!.collection.id, r.data!.legacy.id);
    assert.equal(r.data!.collection.title, 'Stickers');
    const products = r.data!.collection.products.edges.map((e) => e.node);
    assert.ok(products.length >= 4);
    assert.ok(products.every((p) => p.images.nodes.length > 0 && p.variants.nodes.length > 0));
  });

  it('region-only products live in their region collections only', async () => {
    const q = (h: string) => t.gql<{ collection: { products: { nodes: { handle: string }[] } } }>(
      `{ collection(handle: "${h}") { products(first: 250) { nodes { handle } } } }`);
    const handles = async (h: string) => (await q(h)).data!.collection.products.nodes.map((n) => n.handle);
    assert.ok((await handles('ca-product-labels-tags')).includes('ca-bilingual-product-labels'));
    assert.ok(!(await handles('product-labels-tags')).includes('ca-bilingual-product-labels'));
    assert.ok((await handles('fr-roll-labels')).includes('fr-etiquettes-vin'));
    assert.ok(!(await handles('roll-labels')).includes('fr-etiquettes-vin'));
    assert.ok(!(await handles('ca-all')).includes('fr-etiquettes-vin'));
  });

  it('collections by title prefix', async () => {
    const r = await t.gql<{ collections: { nodes: { title: string; handle: string }[] } }>('{ collections(first: 250, query: "title:Labels*") { nodes { title handle } } }');
    const handles = r.data!.collections.nodes.map((c) => c.handle);
    for (const h of ['labels', 'labels-roll', 'labels-sheet', 'acme-labels', 'acme-roll-labels']) assert.ok(handles.includes(h), h);
    assert.ok(r.data!.collections.nodes.every((c) => /\blabels/i.test(c.title)));
    // tokenised like Shopify: any title word may match, so the storefront filters with startsWith
    assert.ok(r.data!.collections.nodes.some((c) => c.title === 'Roll Labels'));
  });

  it('node by collection id and nodes for mixed ids', async () => {
    const col = await t.gql<{ collection: { id: string } }>('{ collection(handle: "best-sellers") { id } }');
    const id = col.data!.collection.id;
    const r = await t.gql<{ node: { __typename: string; title: string; products: { nodes: Product[] } } }>(
      `query ($id: ID!) { node(id: $id) { __typename ... on Collection { title products(first: 250) { nodes { ${CARD.replace('variants(first: 10)', 'variants(first: 5)')} } } } } }`, { id });
    assert.equal(r.data!.node.__typename, 'Collection');
    assert.equal(r.data!.node.products.nodes.length, 10);
    const prod = await t.gql<{ product: { id: string; variants: { nodes: { id: string }[] } } }>('{ product(handle: "custom-hang-tags") { id variants(first: 1) { nodes { id } } } }');
    const ids = [prod.data!.product.id, prod.data!.product.variants.nodes[0]!.id, id, 'gid://shopify/Product/999999', 'gid://shopify/Page/801'];
    const nodes = await t.gql<{ nodes: ({ __typename: string } | null)[] }>('query ($ids: [ID!]!) { nodes(ids: $ids) { __typename } }', { ids });
    assert.deepEqual(nodes.data!.nodes.map((n) => n?.__typename ?? null), ['Product', 'ProductVariant', 'Collection', null, 'Page']);
  });

  it('variant by id (availability check after cartCreate INVALID)', async () => {
    const r = await t.gql<{ node: { availableForSale: boolean; product: { handle: string } } }>(
      '{ node(id: "gid://shopify/ProductVariant/100001") { ... on ProductVariant { availableForSale product { handle } } } }');
    assert.equal(r.data!.node.product.handle, 'custom-roll-labels');
    const gone = await t.gql<{ node: null }>('{ node(id: "gid://shopify/ProductVariant/1") { id } }');
    assert.equal(gone.data!.node, null);
  });

  it('pages by handle (page and pageByHandle) and the pages list', async () => {
    const r = await t.gql<{ page: { title: string; body: string; bodySummary: string }; legacy: { title: string }; pages: { nodes: { handle: string }[] } }>(
      '{ page(handle: "shipping-policy") { title body bodySummary } legacy: pageByHandle(handle: "acme-about-us") { title } pages(first: 10) { nodes { handle } } }');
    assert.equal(r.data!.page.title, 'Shipping Policy');
    assert.match(r.data!.page.body, /<h2>/);
    assert.ok(!r.data!.page.bodySummary.includes('<'));
    assert.equal(r.data!.legacy.title, 'About Acme Promo');
    assert.deepEqual(r.data!.pages.nodes.map((p) => p.handle).sort(), ['about-us', 'acme-about-us', 'acme-shipping-policy', 'contact-us', 'northwind-about-us', 'northwind-contact-us', 'shipping-policy']);
  });

  it('menus with nested items and absolute URLs', async () => {
    const r = await t.gql<{ menu: { handle: string; items: { title: string; url: string; type: string; items: { title: string }[] }[] } }>(
      '{ menu(handle: "main-menu") { id handle title itemsCount items { id title url type resourceId items { id title url type } } } }');
    const items = r.data!.menu.items;
    assert.ok(items.length >= 4);
    assert.ok(items.every((i) => /^https?:\/\//.test(i.url)));
    assert.ok(items.some((i) => i.items.length > 0));
    const footer = await t.gql<{ menu: { items: unknown[] } }>('{ menu(handle: "footer") { items { title url } } }');
    assert.ok(footer.data!.menu.items.length >= 3);
  });

  it('search: products with totalCount, type filter and price sort', async () => {
    const q = `query Search($q: String!, $sort: SearchSortKeys, $types: [SearchType!]) {
      search(query: $q, first: 20, types: $types, sortKey: $sort) { totalCount nodes { __typename ... on Product { title priceRange { minVariantPrice { amount } } } ... on Page { title } } } }`;
    const r = await t.gql<{ search: { totalCount: number; nodes: { __typename: string; title: string; priceRange?: { minVariantPrice: { amount: string } } }[] } }>(q, { q: 'sticker', types: ['PRODUCT'] });
    assert.ok(r.data!.search.totalCount >= 5);
    assert.ok(r.data!.search.nodes.every((n) => n.__typename === 'Product'));
    const byPrice = await t.gql<typeof r.data>(q, { q: 'labels', types: ['PRODUCT'], sort: 'PRICE' });
    const prices = byPrice.data!.search.nodes.map((n) => Number(n.priceRange!.minVariantPrice.amount));
    assert.ok(prices.length > 3);
    assert.deepEqual(prices, [...prices].sort((a, b) => a - b), 'every seeded product has an available variant, so PRICE order is plain');
    const pages = await t.gql<typeof r.data>(q, { q: 'shipping' });
    assert.ok(pages.data!.search.nodes.some((n) => n.__typename === 'Page'));
    const none = await t.gql<typeof r.data>(q, { q: 'zzzzqqq' });
    assert.equal(none.data!.search.totalCount, 0);
  });

  it('product recommendations', async () => {
    const p = await t.gql<{ product: { id: string } }>('{ product(handle: "custom-roll-labels") { id } }');
    const r = await t.gql<{ productRecommendations: { productType: string; handle: string }[] }>(
      'query ($id: ID!) { productRecommendations(productId: $id) { handle productType } }', { id: p.data!.product.id });
    assert.ok(r.data!.productRecommendations.length > 0);
    assert.equal(r.data!.productRecommendations[0]!.productType, 'Roll Labels');
    assert.ok(!r.data!.productRecommendations.some((x) => x.handle === 'custom-roll-labels'));
  });
});

describe('@inContext', () => {
  it('returns French translations and echoes the context', async () => {
    const r = await t.gql<{ product: { title: string; description: string; descriptionHtml: string }; collection: { title: string; description: string } }>(
      `query Fr @inContext(country: FR, language: FR) {
        product(handle: "custom-die-cut-stickers") { title description descriptionHtml }
        collection(handle: "stickers") { title description }
      }`);
    assert.equal(r.data!.product.title, 'Autocollants découpés personnalisés');
    assert.match(r.data!.product.descriptionHtml, /<li>Matière: /);
    assert.match(r.data!.product.description, /vinyle/);
    assert.equal(r.data!.collection.title, 'Autocollants');
    assert.deepEqual(r.extensions, { context: { country: 'FR', language: 'FR' } });
  });

  it('translates option names, values and selected options, and keeps variant ids and positions', async () => {
    type Opts = { product: {
      options: { name: string; values: string[]; optionValues: { id: string; name: string }[] }[];
      variants: { nodes: { id: string; title: string; selectedOptions: { name: string; value: string }[] }[] };
      byFrench: { id: string } | null;
      seo: { title: string };
      metafield: { value: string } | null;
    } };
    const q = `query ($lang: LanguageCode) @inContext(language: $lang) { product(handle: "custom-sheet-labels") {
      options { name values optionValues { id name } }
      variants(first: 250) { nodes { id title selectedOptions { name value } } }
      byFrench: variantBySelectedOptions(selectedOptions: [{ name: "Taille", value: "2\\" x 1\\"" }, { name: "Matière", value: "Papier blanc mat" }, { name: "Faces", value: "Recto verso" }]) { id }
      seo { title } metafield(namespace: "global", key: "title_tag") { value }
    } }`;
    const fr = (await t.gql<Opts>(q, { lang: 'FR' })).data!.product;
    const en = (await t.gql<Opts>(q, { lang: 'EN' })).data!.product;
    assert.deepEqual(fr.options.map((o) => o.name), ['Taille', 'Matière', 'Faces']);
    assert.deepEqual(fr.options[1]!.values, ['Papier blanc brillant', 'Papier blanc mat', 'BOPP blanc']);
    assert.deepEqual(fr.options[2]!.optionValues.map((v) => v.name), ['Recto', 'Recto verso']);
    assert.deepEqual(fr.options.map((o) => o.optionValues.map((v) => v.id)), en.options.map((o) => o.optionValues.map((v) => v.id)));
    assert.deepEqual(fr.variants.nodes.map((v) => v.id), en.variants.nodes.map((v) => v.id));
    const matte = en.variants.nodes.findIndex((v) => v.title === '2" x 1" / White Matte Paper / Double Sided');
    assert.deepEqual(fr.variants.nodes[matte]!.selectedOptions, [
      { name: 'Taille', value: '2" x 1"' }, { name: 'Matière', value: 'Papier blanc mat' }, { name: 'Faces', value: 'Recto verso' },
    ]);
    assert.equal(fr.variants.nodes[matte]!.title, '2" x 1" / Papier blanc mat / Recto verso');
    assert.equal(fr.byFrench?.id, en.variants.nodes[matte]!.id);
  });

  it('translates a product\'s SEO title and title tag', async () => {
    const q = 'query ($lang: LanguageCode) @inContext(language: $lang) { product(handle: "custom-roll-labels") { seo { title } metafield(namespace: "global", key: "title_tag") { value } } }';
    type Seo = { product: { seo: { title: string }; metafield: { value: string } } };
    const fr = (await t.gql<Seo>(q, { lang: 'FR' })).data!.product;
    const en = (await t.gql<Seo>(q, { lang: 'EN' })).data!.product;
    assert.equal(fr.seo.title, 'Étiquettes en rouleau personnalisées');
    assert.equal(fr.metafield.value, 'Étiquettes en rouleau personnalisées');
    assert.equal(en.metafield.value, 'Custom Roll Labels – Printed Fast | PrintCo');
  });

  it('takes the language from variables and defaults to English', async () => {
    const q = 'query ($lang: LanguageCode) @inContext(language: $lang) { product(handle: "custom-hang-tags") { title } }';
    assert.equal((await t.gql<{ product: { title: string } }>(q, { lang: 'FR' })).data!.product.title, 'Étiquettes volantes personnalisées');
    assert.equal((await t.gql<{ product: { title: string } }>(q, {})).data!.product.title, 'Custom Hang Tags');
  });
});

describe('pagination and sorting', () => {
  it('walks every product with first/after and never repeats', async () => {
    const seen = new Set<string>();
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const r: { data?: { products: Conn<{ id: string }> } } = await t.gql('query ($after: String) { products(first: 7, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor startCursor } } }', { after });
      const c = r.data!.products;
      assert.equal(c.pageInfo.hasPreviousPage, pages > 0);
      for (const e of c.edges) {
        assert.ok(!seen.has(e.node.id));
        seen.add(e.node.id);
      }
      pages++;
      if (!c.pageInfo.hasNextPage) break;
      after = c.pageInfo.endCursor;
    }
    const all = await t.gql<{ products: { nodes: unknown[] } }>('{ products(first: 250) { nodes { id } } }');
    assert.equal(seen.size, all.data!.products.nodes.length);
  });

  it('supports last/before, sortKey and reverse', async () => {
    const r = await t.gql<{ a: { nodes: { title: string }[] }; b: { nodes: { title: string }[] }; c: { nodes: { createdAt: string }[] }; d: { nodes: { title: string }[] } }>(`{
      a: products(first: 250, sortKey: TITLE) { nodes { title } }
      b: products(first: 3, sortKey: TITLE, reverse: true) { nodes { title } }
      c: products(first: 250, sortKey: CREATED_AT, reverse: true) { nodes { createdAt } }
      d: products(last: 2, sortKey: TITLE) { nodes { title } }
    }`);
    const titles = r.data!.a.nodes.map((n) => n.title);
    assert.deepEqual(titles, [...titles].sort((x, y) => x.localeCompare(y)));
    assert.deepEqual(r.data!.b.nodes.map((n) => n.title), titles.slice(-3).reverse());
    const dates = r.data!.c.nodes.map((n) => n.createdAt);
    assert.deepEqual(dates, [...dates].sort().reverse());
    assert.deepEqual(r.data!.d.nodes.map((n) => n.title), titles.slice(-2));
  });

  it('paginates collection products with a sort key', async () => {
    const q = 'query ($after: String) { collection(handle: "all") { products(first: 10, after: $after, sortKey: PRICE) { nodes { priceRange { minVariantPrice { amount } } } pageInfo { hasNextPage endCursor } } } }';
    const one = await t.gql<{ collection: { products: { nodes: { priceRange: { minVariantPrice: { amount: string } } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } } }>(q);
    const two = await t.gql<typeof one.data>(q, { after: one.data!.collection.products.pageInfo.endCursor });
    const prices = [...one.data!.collection.products.nodes, ...two.data!.collection.products.nodes].map((n) => Number(n.priceRange.minVariantPrice.amount));
    assert.equal(prices.length, 20);
    assert.deepEqual(prices, [...prices].sort((a, b) => a - b));
  });

  it('runs the operation named by operationName', async () => {
    const doc = 'query A { shop { name } } query B { product(handle: "custom-hang-tags") { handle } }';
    const r = await t.gql<{ product: { handle: string } }>(doc, {}, 'B');
    assert.deepEqual(r.data, { product: { handle: 'custom-hang-tags' } });
  });
});
