import { punchoutLandingPath } from './landing';

const ORIGIN = 'http://localhost:3000';
const land = (raw: string | null | undefined) => punchoutLandingPath(raw, ORIGIN);

describe('punchoutLandingPath', () => {
  it.each([
    ['/products/roll-labels', '/products/roll-labels'],
    ['/products/roll-labels/', '/products/roll-labels/'],
    ['/left-sidebar/products/123', '/left-sidebar/products/123'],
    ['/products/roll-labels?lang=fr&variant=7', '/products/roll-labels?lang=fr&variant=7'],
    ['/products/%C3%A9tiquette', '/products/%C3%A9tiquette'],
  ])('lands on the product page %s', (raw, path) => {
    expect(land(raw)).toBe(path);
  });

  it('drops the punchout flag and return_url, so the page does not start the session again', () => {
    expect(land('/products/roll-labels?punchout=true&return_url=http%3A%2F%2F127.0.0.1%3A4000%2Fr&lang=fr')).toBe('/products/roll-labels?lang=fr');
  });

  it.each([
    [null],
    [''],
    ['/'],
    ['/account'],
    ['/products'],
    ['/products/'],
    ['/products/a/b'],
    ['/collections/labels'],
    ['//evil.example/products/x'],
    ['/\\evil.example/products/x'],
    ['https://evil.example/products/x'],
    ['http://localhost:3000/products/x'],
    ['/%2F%2Fevil.example/products/x'],
    ['/products/../account'],
    ['/products/x/../../account'],
    ['javascript:alert(1)'],
    ['/products/x\nSet-Cookie: a=b'],
    ['/products/' + 'x'.repeat(2100)],
  ])('refuses %j', (raw) => {
    expect(land(raw)).toBeNull();
  });
});
