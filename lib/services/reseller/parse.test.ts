import { DEFAULT_FOOTER, DEFAULT_HOME, DEFAULT_THEME } from './defaults';
import { parseSnippet } from './parse';

const json = (v: unknown) => JSON.stringify(v);

function ok<T>(result: { ok: true; value: T } | { ok: false; reason: string }): T {
  if (!result.ok) throw new Error(`expected ok, got: ${result.reason}`);
  return result.value;
}
function reason(result: { ok: boolean; reason?: string }): string {
  if (result.ok) throw new Error('expected a failure');
  return result.reason ?? '';
}

describe('Menu', () => {
  it('reads the four menus with nested items and normalises internal links', () => {
    const menus = ok(
      parseSnippet(
        'Menu',
        json({
          'primary-menu': [
            { title: 'Labels', link: 'collections/labels', items: [{ title: 'Roll', link: '/collections/roll' }] },
            { title: 'Blog', link: 'https://blog.example.com' },
          ],
          'footer-menu1': [{ title: ' FAQ ', link: '/pages/faq' }],
          'mystery-menu': [{ title: 'x', link: '/x' }],
        }),
      ),
    );
    expect(menus).toEqual({
      'primary-menu': [
        { title: 'Labels', link: '/collections/labels', items: [{ title: 'Roll', link: '/collections/roll' }] },
        { title: 'Blog', link: 'https://blog.example.com' },
      ],
      'hamburger-menu': [],
      'footer-menu1': [{ title: 'FAQ', link: '/pages/faq' }],
      'footer-menu2': [],
    });
  });

  it('drops items with javascript:, data: or control-character links, and untitled items', () => {
    const menus = ok(
      parseSnippet(
        'Menu',
        json({
          'primary-menu': [
            { title: 'Evil', link: 'javascript:alert(1)' },
            { title: 'Sneaky', link: 'java\nscript:alert(1)' },
            { title: 'Data', link: 'data:text/html,<script>' },
            { title: '  ', link: '/x' },
            { title: 'Good', link: '/cart', items: [{ title: 'Bad child', link: 'vbscript:x' }] },
          ],
        }),
      ),
    );
    expect(menus['primary-menu']).toEqual([{ title: 'Good', link: '/cart' }]);
  });

  it('also accepts a list of menus with ids', () => {
    const menus = ok(parseSnippet('Menu', json([{ id: 'hamburger-menu', items: [{ title: 'All', link: '/collections/all' }] }])));
    expect(menus['hamburger-menu']).toEqual([{ title: 'All', link: '/collections/all' }]);
    expect(menus['primary-menu']).toEqual([]);
  });

  it('fails with a readable reason for malformed JSON or wrong types', () => {
    expect(reason(parseSnippet('Menu', '{"primary-menu": ['))).toMatch(/not valid JSON/);
    expect(reason(parseSnippet('Menu', json({ 'primary-menu': [{ title: 5, link: '/x' }] })))).toMatch(/primary-menu\.0\.title/);
    expect(reason(parseSnippet('Menu', json({ 'primary-menu': 'nope' })))).toMatch(/primary-menu/);
    expect(reason(parseSnippet('Menu', ''))).toMatch(/empty/);
    expect(reason(parseSnippet('Menu', 42))).toMatch(/not a string/);
  });
});

describe('Footer', () => {
  it('reads settings and fills missing parts with defaults', () => {
    const footer = ok(parseSnippet('Footer', json({ storeName: 'Acme Labels', legalCopy: '© Acme', theme: { primary: '#ff0000' } })));
    expect(footer).toEqual({
      storeName: 'Acme Labels',
      legalCopy: '© Acme',
      companyDescription: '',
      logo: { ...DEFAULT_FOOTER.logo, alt: 'Acme Labels' },
      social: [],
      theme: { ...DEFAULT_THEME, primary: '#ff0000' },
    });
  });

  it('keeps a safe logo and social links, drops unsafe or unknown ones', () => {
    const footer = ok(
      parseSnippet(
        'Footer',
        json({
          logo: { url: 'https://cdn.example/logo.png', width: 200, height: 50 },
          social: [
            { network: 'Facebook', url: 'https://facebook.com/acme' },
            { network: 'twitter', url: 'https://x.com/acme' },
            { network: 'myspace', url: 'https://myspace.com/acme' },
            { network: 'instagram', url: 'javascript:alert(1)' },
          ],
        }),
      ),
    );
    expect(footer.logo).toEqual({ url: 'https://cdn.example/logo.png', alt: DEFAULT_FOOTER.storeName, width: 200, height: 50 });
    expect(footer.social).toEqual([
      { network: 'facebook', url: 'https://facebook.com/acme' },
      { network: 'x', url: 'https://x.com/acme' },
    ]);
  });

  it('replaces colours that could inject CSS', () => {
    const footer = ok(parseSnippet('Footer', json({ theme: { accent: 'red;}body{display:none', text: 'rgb(10, 20, 30)' } })));
    expect(footer.theme.accent).toBe(DEFAULT_THEME.accent);
    expect(footer.theme.text).toBe('rgb(10, 20, 30)');
  });

  it('fails for wrong types', () => {
    expect(reason(parseSnippet('Footer', json({ storeName: ['x'] })))).toMatch(/storeName/);
    expect(reason(parseSnippet('Footer', json('just a string')))).toMatch(/\(body\)/);
  });
});

describe('promoBar', () => {
  it('reads the flag and slots, defaulting missing text and hiding unsafe icons', () => {
    const bar = ok(
      parseSnippet(
        'promoBar',
        json({
          on: true,
          slots: [
            { headline: 'Free shipping', headlineSubtitle: 'over $50', iconUrl: 'https://cdn/truck.svg' },
            { headline: 'Fast', iconUrl: 'javascript:alert(1)' },
            { iconUrl: null },
          ],
        }),
      ),
    );
    expect(bar).toEqual({
      on: true,
      slots: [
        { headline: 'Free shipping', headlineSubtitle: 'over $50', iconUrl: 'https://cdn/truck.svg' },
        { headline: 'Fast', headlineSubtitle: '', iconUrl: null },
        { headline: '', headlineSubtitle: '', iconUrl: null },
      ],
    });
  });

  it('is off when the flag is missing, and fails when it is not a boolean', () => {
    expect(ok(parseSnippet('promoBar', '{}'))).toEqual({ on: false, slots: [] });
    expect(reason(parseSnippet('promoBar', json({ on: 'yes' })))).toMatch(/^on:/);
  });
});

describe('homePage', () => {
  it('reads hero, grids and normalises alignments', () => {
    const home = ok(
      parseSnippet(
        'homePage',
        json({
          hero: {
            heroUrl: 'https://cdn/hero.jpg',
            horizontalAlignment: 'Left',
            verticalAlignment: 'diagonal',
            label: 'New',
            headline: 'Labels that stick',
            ctaButtonLink: 'collections/labels',
            ctaButtonLabel: 'Shop now',
          },
          productGrid: { headline: 'Popular', categoryId: 'gid://shopify/Collection/1', count: '6' },
          categoryGrid: { headline: 'Categories', collections: [{ categoryId: 'gid://shopify/Collection/2' }, { categoryId: '' }] },
        }),
      ),
    );
    expect(home.hero).toEqual({
      heroUrl: 'https://cdn/hero.jpg',
      horizontalAlignment: 'left',
      verticalAlignment: 'center',
      headlineAlignment: 'center',
      label: 'New',
      headline: 'Labels that stick',
      ctaButtonLink: 'collections/labels',
      ctaButtonLabel: 'Shop now',
    });
    expect(home.productGrid).toEqual({ headline: 'Popular', categoryId: 'gid://shopify/Collection/1', count: 6 });
    expect(home.categoryGrid.collections).toEqual([{ categoryId: 'gid://shopify/Collection/2' }]);
  });

  it('defaults every missing section and clamps the grid count', () => {
    expect(ok(parseSnippet('homePage', '{}'))).toEqual(DEFAULT_HOME);
    expect(ok(parseSnippet('homePage', json({ productGrid: { count: 9999 } }))).productGrid.count).toBe(250);
    expect(ok(parseSnippet('homePage', json({ hero: { heroUrl: 'data:image/png;base64,AA', ctaButtonLink: ' ' } }))).hero).toMatchObject({
      heroUrl: '',
      ctaButtonLink: null,
    });
  });

  it('fails for wrong types', () => {
    expect(reason(parseSnippet('homePage', json({ productGrid: { count: 'many' } })))).toMatch(/productGrid\.count/);
    expect(reason(parseSnippet('homePage', json({ hero: 'big' })))).toMatch(/hero/);
  });
});

describe('FlexibleMessageArea', () => {
  it('reads one message per section and sanitises each', () => {
    const area = ok(
      parseSnippet(
        'FlexibleMessageArea',
        '<section data-message-id="rush" class="x"><p><strong>Need it fast?</strong> Call us.</p></section>' +
          '<section data-message-id="tracking"><p>Track <a href="https://t.example/track" onclick="steal()">here</a>.</p>' +
          '<script>document.cookie="a=1"</script></section>' +
          '<section data-message-id="image"><p><img src="https://cdn/star.svg" alt="star" onerror="alert(1)"> Rated</p></section>' +
          '<section data-message-id="bad"><a href="javascript:x()">x</a></section>',
      ),
    );
    expect(area.messages).toEqual([
      { id: 'rush', html: '<p><strong>Need it fast?</strong> Call us.</p>' },
      { id: 'tracking', html: '<p>Track <a href="https://t.example/track">here</a>.</p>' },
      { id: 'image', html: '<p><img src="https://cdn/star.svg" alt="star" /> Rated</p>' },
      { id: 'bad', html: '<a>x</a>' },
    ]);
  });

  it('keeps content outside sections as "default", flattens nested sections and repairs ids', () => {
    const area = ok(
      parseSnippet(
        'FlexibleMessageArea',
        '<p>Intro</p><section data-message-id="a"><p>A</p><section data-message-id="inner"><p>B</p></section></section>' +
          '<section data-message-id="a"><p>Again</p></section><section data-message-id="no spaces!"><p>C</p></section>' +
          '<section data-message-id="empty">  </section>',
      ),
    );
    expect(area.messages).toEqual([
      { id: 'default', html: '<p>Intro</p>' },
      { id: 'a', html: '<p>A</p><p>B</p>' },
      { id: 'a-2', html: '<p>Again</p>' },
      { id: 'message-3', html: '<p>C</p>' },
    ]);
  });

  it('treats a body without sections as one default message, and an empty body as none', () => {
    expect(ok(parseSnippet('FlexibleMessageArea', '<p>Hi</p>')).messages).toEqual([{ id: 'default', html: '<p>Hi</p>' }]);
    expect(ok(parseSnippet('FlexibleMessageArea', '')).messages).toEqual([]);
    expect(reason(parseSnippet('FlexibleMessageArea', 5))).toMatch(/not a string/);
  });
});
