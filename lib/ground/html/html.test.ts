import { truncateAtWord } from './truncate';
import { classifyHref, safeImageSrc } from './url';

describe('truncateAtWord', () => {
  it('leaves short text alone (whitespace collapsed)', () => {
    expect(truncateAtWord('  a  short\ntext ', 20)).toBe('a short text');
  });
  it('cuts at the last word boundary and counts the ellipsis within the limit', () => {
    const out = truncateAtWord('The quick brown fox jumps over the lazy dog', 20);
    expect(out).toBe('The quick brown fox…');
    expect(out.length).toBeLessThanOrEqual(20);
  });
  it('keeps a word that ends exactly at the cut and drops dangling punctuation', () => {
    expect(truncateAtWord('abcd efgh ijkl', 5)).toBe('abcd…');
    expect(truncateAtWord('Labels, stickers, tags', 12)).toBe('Labels…');
  });
  it('cuts inside a single overlong word', () => {
    expect(truncateAtWord('Supercalifragilistic', 8)).toBe('Superca…');
  });
});

describe('classifyHref', () => {
  it('treats http(s), mail and phone links as external and unchanged', () => {
    expect(classifyHref('https://example.com/a?b=1')).toEqual({ external: true, href: 'https://example.com/a?b=1' });
    expect(classifyHref('HTTP://x.org')).toEqual({ external: true, href: 'HTTP://x.org' });
    expect(classifyHref('mailto:hi@x.org')).toEqual({ external: true, href: 'mailto:hi@x.org' });
  });
  it('completes protocol-relative and bare-domain links to https', () => {
    expect(classifyHref('//cdn.x.com/a')).toEqual({ external: true, href: 'https://cdn.x.com/a' });
    expect(classifyHref('www.printco.com')).toEqual({ external: true, href: 'https://www.printco.com' });
    expect(classifyHref('printco.co.uk/about')).toEqual({ external: true, href: 'https://printco.co.uk/about' });
  });
  it('turns anything else into a site path', () => {
    expect(classifyHref('collections/labels')).toEqual({ external: false, href: '/collections/labels' });
    expect(classifyHref(' /pages/faq?x=1#top ')).toEqual({ external: false, href: '/pages/faq?x=1#top' });
    expect(classifyHref('pages/faq.html')).toEqual({ external: false, href: '/pages/faq.html' });
  });
  it('refuses scripting schemes, control characters and backslash hosts', () => {
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'vbscript:x', 'data:text/html,<b>', 'java\tscript:alert(1)', '/\\evil.com', '\\\\evil.com', '', '   ', null, undefined]) {
      expect(classifyHref(bad)).toBeNull();
    }
  });
});

describe('safeImageSrc', () => {
  it('accepts web URLs and site paths only', () => {
    expect(safeImageSrc('https://cdn.x.com/a.png')).toBe('https://cdn.x.com/a.png');
    expect(safeImageSrc('//cdn.x.com/a.png')).toBe('https://cdn.x.com/a.png');
    expect(safeImageSrc('/logo.svg')).toBe('/logo.svg');
    expect(safeImageSrc('data:image/png;base64,AAA')).toBeNull();
    expect(safeImageSrc('javascript:alert(1)')).toBeNull();
    expect(safeImageSrc('mailto:a@b.c')).toBeNull();
    expect(safeImageSrc('')).toBeNull();
  });
});
