import { loadConfig } from '../../ground/config';
import { artworkOrigins, isArtworkUrl, MAX_ARTWORK_URL_LENGTH } from './artwork-urls';

const local = loadConfig({});
const production = loadConfig({
  PUBLIC_URL_SCHEME: 'https',
  IMAGE_HOSTS: 'cdn.shopify.com res.cloudinary.com',
  DESIGNER_URL: 'https://designer.example.com/cc',
  DESIGNER_STAGING_URL: 'https://staging.designer.example.com/cc',
  DESIGNER_API_URL: 'https://designer.example.com/cc',
  DESIGNER_STAGING_API_URL: 'https://staging.designer.example.com/cc',
});

describe('artworkOrigins', () => {
  it('lists the design service and the image hosts, over http too on a local (http) store', () => {
    expect(artworkOrigins(local).sort()).toEqual(['http://127.0.0.1:4000', 'http://localhost:4000', 'https://127.0.0.1:4000', 'https://localhost:4000']);
  });

  it('takes the image hosts over https only when the site is served over https', () => {
    expect(artworkOrigins(production)).toEqual([
      'https://designer.example.com',
      'https://staging.designer.example.com',
      'https://cdn.shopify.com',
      'https://res.cloudinary.com',
    ]);
  });
});

describe('isArtworkUrl', () => {
  const origins = artworkOrigins(local);

  it.each([
    'http://localhost:4000/designer/files/print.pdf',
    'http://127.0.0.1:4000/cdn/thumb.png?width=300',
    'https://localhost:4000/x.png',
    'HTTP://LOCALHOST:4000/upper.png',
  ])('accepts %s', (url) => {
    expect(isArtworkUrl(url, origins)).toBe(true);
  });

  it.each([
    ['another origin', 'https://evil.example/print.pdf'],
    ['another port', 'http://localhost:4001/print.pdf'],
    ['a host that starts like an allowed one', 'http://localhost:4000.evil.com/print.pdf'],
    ['an allowed host as a subdomain', 'http://localhost.evil.com:4000/print.pdf'],
    ['an allowed host in the path after @', 'http://evil.com/@localhost:4000'],
    ['userinfo before another host', 'http://localhost:4000@evil.com/print.pdf'],
    ['userinfo before the allowed host', 'http://user:pass@localhost:4000/print.pdf'],
    ['empty userinfo', 'http://@localhost:4000/print.pdf'],
    ['a backslash (browsers read it as a slash)', 'http://evil.com\\@localhost:4000/print.pdf'],
    ['javascript:', 'javascript:alert(1)//http://localhost:4000/'],
    ['data:', 'data:image/png;base64,iVBORw0KGgo='],
    ['a scheme-relative URL', '//localhost:4000/print.pdf'],
    ['a relative path', '/designer/print.pdf'],
    ['the http: shorthand the parser would complete', 'http:localhost:4000/print.pdf'],
    ['a tab inside', 'http://local\thost:4000/print.pdf'],
    ['a newline', 'http://localhost:4000/print.pdf\n'],
    ['a leading space', ' http://localhost:4000/print.pdf'],
    ['a NUL', 'http://localhost:4000/\u0000print.pdf'],
    ['not a URL', 'print.pdf'],
    ['an empty string', ''],
    ['an ftp URL on the host', 'ftp://localhost:4000/print.pdf'],
  ])('refuses %s', (_name, url) => {
    expect(isArtworkUrl(url, origins)).toBe(false);
  });

  it('refuses a URL longer than 2048 characters, on an allowed origin', () => {
    const base = 'http://localhost:4000/';
    expect(isArtworkUrl(base + 'a'.repeat(MAX_ARTWORK_URL_LENGTH - base.length), origins)).toBe(true);
    expect(isArtworkUrl(base + 'a'.repeat(MAX_ARTWORK_URL_LENGTH - base.length + 1), origins)).toBe(false);
  });

  it('refuses http on a production (https) store', () => {
    const https = artworkOrigins(production);
    expect(isArtworkUrl('https://res.cloudinary.com/demo/thumb.png', https)).toBe(true);
    expect(isArtworkUrl('http://res.cloudinary.com/demo/thumb.png', https)).toBe(false);
  });
});
