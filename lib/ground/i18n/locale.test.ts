import { pickLocale } from './locale';

describe('pickLocale', () => {
  const us = { defaultLocale: 'en' as const };
  const fr = { defaultLocale: 'fr' as const };

  it('defaults to the site language', () => {
    expect(pickLocale(us, null, undefined)).toEqual({ locale: 'en', store: false });
    expect(pickLocale(fr, null, undefined)).toEqual({ locale: 'fr', store: false });
  });

  it('uses the stored cookie over the site default', () => {
    expect(pickLocale(fr, null, 'en')).toEqual({ locale: 'en', store: false });
  });

  it('lets ?lang= win and asks to store it when it differs from the cookie', () => {
    expect(pickLocale(us, 'fr', 'en')).toEqual({ locale: 'fr', store: true });
    expect(pickLocale(us, 'fr', 'fr')).toEqual({ locale: 'fr', store: false });
  });

  it('ignores unsupported languages', () => {
    expect(pickLocale(us, 'de', 'es')).toEqual({ locale: 'en', store: false });
  });
});
