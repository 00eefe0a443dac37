import { htmlToText, sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps the formatting tags content uses', () => {
    const html = '<h2>Specs</h2><p>A <strong>bold</strong> <em>claim</em><br></p><ul><li>One</li></ul>'
      + '<table><thead><tr><th scope="col">Size</th></tr></thead><tbody><tr><td colspan="2">2x2</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>Specs</h2><p>A <strong>bold</strong> <em>claim</em><br /></p><ul><li>One</li></ul>'
        + '<table><thead><tr><th scope="col">Size</th></tr></thead><tbody><tr><td colspan="2">2x2</td></tr></tbody></table>',
    );
  });

  it('removes scripts, styles, event handlers and iframes entirely', () => {
    const out = sanitizeHtml(
      '<p onclick="steal()" style="color:red" class="x">Hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://evil"></iframe>',
    );
    expect(out).toBe('<p>Hi</p>');
  });

  it('drops javascript: and data: URLs but keeps web, mail and relative links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="/pages/faq">faq</a>')).toBe('<a href="/pages/faq">faq</a>');
    expect(sanitizeHtml('<a href="mailto:a@b.c">m</a>')).toBe('<a href="mailto:a@b.c">m</a>');
    expect(sanitizeHtml('<img src="data:image/png;base64,AAA" alt="a">')).toBe('<img alt="a" />');
    expect(sanitizeHtml('<img src="mailto:x" alt="a">')).toBe('<img alt="a" />');
  });

  it('adds rel=noopener noreferrer to links opening a new tab, replacing any given rel', () => {
    expect(sanitizeHtml('<a href="https://x.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="https://x.com" target="evil">x</a>')).toBe('<a href="https://x.com">x</a>');
  });

  it('keeps image dimensions and pins protocol-relative sources to https', () => {
    expect(sanitizeHtml('<img src="//cdn.example.com/a.png" alt="A" width="10" height="20" onerror="x()">')).toBe(
      '<img src="https://cdn.example.com/a.png" alt="A" width="10" height="20" />',
    );
  });

  it('demotes h1 and flattens h5/h6 so the page keeps one h1', () => {
    expect(sanitizeHtml('<h1>T</h1><h6>s</h6>')).toBe('<h2>T</h2><h4>s</h4>');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('htmlToText', () => {
  it('separates blocks, decodes entities and collapses whitespace', () => {
    expect(htmlToText('<p>Fish &amp; chips&nbsp;&lt;3</p><p>Caf&eacute;\n  time</p>')).toBe('Fish & chips\u00a0<3 Café time'.replace(/\s+/g, ' '));
  });
  it('keeps inline words together and drops script text', () => {
    expect(htmlToText('wo<b>r</b>d<script>x()</script>')).toBe('word');
  });
});
