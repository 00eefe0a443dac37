import { conversionFor, deliveryUrl, LARGE_SOURCE_PX, LARGE_TARGET_PX, VECTOR_DENSITY } from './conversion';

describe('conversionFor', () => {
  const small = { width: 612, height: 792 };

  it('uses PNG and JPEG uploads as they are', () => {
    expect(conversionFor('png', { width: 4000, height: 3000 })).toBeNull();
    expect(conversionFor('jpg', small)).toBeNull();
  });

  it.each(['pdf', 'ai', 'eps'] as const)('rasterises a %s page 1 at 300 dpi into a PNG', (kind) => {
    expect(conversionFor(kind, small)).toBe('dn_300,f_png,pg_1');
  });

  it.each(['pdf', 'ai', 'eps'] as const)('scales a large %s source to 2700 px on its larger side instead', (kind) => {
    expect(conversionFor(kind, { width: 2500, height: 1000 })).toBe('c_scale,f_png,pg_1,w_2700');
    expect(conversionFor(kind, { width: 1000, height: 3600 })).toBe('c_scale,f_png,h_2700,pg_1');
    expect(conversionFor(kind, { width: 2600, height: 2600 })).toBe('c_scale,f_png,pg_1,w_2700');
  });

  it('keeps the density just below the large-source threshold', () => {
    expect(conversionFor('pdf', { width: 2499, height: 2499 })).toBe('dn_300,f_png,pg_1');
    expect(conversionFor('pdf', { width: 100, height: 2500 })).toBe('c_scale,f_png,h_2700,pg_1');
  });

  it('flattens a PSD into a PNG', () => {
    expect(conversionFor('psd', small)).toBe('f_png,pg_1');
    expect(conversionFor('psd', { width: 5000, height: 5000 })).toBe('f_png,pg_1');
  });

  it('rasterises an SVG at 300 dpi into a PNG', () => {
    expect(conversionFor('svg', small)).toBe('dn_300,f_png');
  });

  it('names the product rule numbers', () => {
    expect([VECTOR_DENSITY, LARGE_SOURCE_PX, LARGE_TARGET_PX]).toEqual([300, 2500, 2700]);
  });
});

describe('deliveryUrl', () => {
  const url = 'https://res.cloudinary.com/demo/image/upload/v1712345678/labels/art.pdf';

  it('puts the transformation right after /upload/, before the version', () => {
    expect(deliveryUrl(url, 'dn_300,f_png,pg_1')).toBe('https://res.cloudinary.com/demo/image/upload/dn_300,f_png,pg_1/v1712345678/labels/art.pdf');
  });

  it('swaps the extension for .png when asked', () => {
    expect(deliveryUrl(url, 'dn_300,f_png,pg_1', 'png')).toBe(
      'https://res.cloudinary.com/demo/image/upload/dn_300,f_png,pg_1/v1712345678/labels/art.png',
    );
  });

  it('adds .png to a public id without an extension, and only touches the last segment', () => {
    expect(deliveryUrl('https://res.cloudinary.com/demo/image/upload/v1/my.folder/art', null, 'png')).toBe(
      'https://res.cloudinary.com/demo/image/upload/v1/my.folder/art.png',
    );
  });

  it('leaves the URL as it is without a transformation or a format', () => {
    expect(deliveryUrl(url, null)).toBe(url);
  });

  it('keeps scheme, host, port and query as the host gave them', () => {
    const local = 'http://127.0.0.1:4010/demo/image/upload/v1/art.psd?_a=BAMAK+ZW0#x';
    expect(deliveryUrl(local, 'f_png,pg_1', 'png')).toBe('http://127.0.0.1:4010/demo/image/upload/f_png,pg_1/v1/art.png?_a=BAMAK+ZW0#x');
  });

  it('ignores /upload/ in the query', () => {
    expect(() => deliveryUrl('https://example.com/art.png?next=/upload/x', 'f_png')).toThrow(/upload/);
  });

  it('throws on a URL that is not a delivery URL', () => {
    expect(() => deliveryUrl('https://cdn.shopify.com/s/files/art.png', 'f_png')).toThrow();
    expect(() => deliveryUrl('', null)).toThrow();
  });
});
