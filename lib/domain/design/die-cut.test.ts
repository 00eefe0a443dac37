import compile from 'icu-minify/compile';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { customSizeLimits, standardSizes } from '../configurator/custom-size';
import { checkDieCut, fitArtwork, parseInches, tieToAspect, truncate2, type DieCutError } from './die-cut';

// A product whose size options run from 2" to 12": sides 2..12, 93 sq. in. at most.
const limits = customSizeLimits(standardSizes(['2" x 2"', '3" x 4"', '6" x 12"']))!;

describe('truncate2', () => {
  it.each([
    [2.675, 2.67],
    [1.1, 1.1],
    [0.29, 0.29],
    [1.005, 1],
    [4.199999999999999, 4.2],
    [2.999, 2.99],
    [12, 12],
    [0.07, 0.07],
    [8.2, 8.2],
    [-2.675, -2.67],
    [-0.001, 0],
    [1e21, 1e21],
  ])('truncates %p to %p', (value, expected) => {
    expect(truncate2(value)).toBe(expected);
  });

  it('leaves NaN and infinities alone', () => {
    expect(truncate2(NaN)).toBeNaN();
    expect(truncate2(Infinity)).toBe(Infinity);
  });
});

describe('checkDieCut', () => {
  it('accepts sizes within the limits, edges included', () => {
    expect(checkDieCut({ width: 2, height: 2 }, limits)).toBeNull();
    expect(checkDieCut({ width: 7.75, height: 12 }, limits)).toBeNull();
    expect(checkDieCut({ width: 9.3, height: 10 }, limits)).toBeNull(); // 93.00000000000001 in floating point
  });

  it.each<[string, { width: number; height: number }, DieCutError]>([
    ['a narrow width', { width: 1.99, height: 5 }, { key: 'widthMin', min: 2 }],
    ['a wide width', { width: 12.01, height: 5 }, { key: 'widthMax', max: 12 }],
    ['a short height', { width: 5, height: 1.5 }, { key: 'heightMin', min: 2 }],
    ['a tall height', { width: 5, height: 13 }, { key: 'heightMax', max: 12 }],
    ['an area over 93 sq. in.', { width: 9.31, height: 10 }, { key: 'maxArea' }],
    ['an empty width', { width: NaN, height: 5 }, { key: 'widthMin', min: 2 }],
  ])('reports %s', (_, size, error) => {
    expect(checkDieCut(size, limits)).toEqual(error);
  });

  it('reports the width before the height, and the sides before the area', () => {
    expect(checkDieCut({ width: 1, height: 1 }, limits)?.key).toBe('widthMin');
    expect(checkDieCut({ width: 20, height: 1 }, limits)?.key).toBe('widthMax');
    expect(checkDieCut({ width: 11, height: 20 }, limits)?.key).toBe('heightMax');
    expect(checkDieCut({ width: 12, height: 12 }, limits)?.key).toBe('maxArea');
  });
});

describe('tieToAspect', () => {
  it('follows the width with the height at the artwork aspect, truncated', () => {
    expect(tieToAspect('width', 4, 3 / 2)).toEqual({ width: 4, height: 2.66 });
    expect(tieToAspect('width', 3.456, 1)).toEqual({ width: 3.45, height: 3.45 });
  });

  it('follows the height with the width', () => {
    expect(tieToAspect('height', 2.5, 1.5)).toEqual({ width: 3.75, height: 2.5 });
    expect(tieToAspect('height', 3, 1.4)).toEqual({ width: 4.2, height: 3 }); // 3 × 1.4 is 4.199999999999999
  });
});

describe('fitArtwork', () => {
  it('keeps an artwork that already fits at its natural size', () => {
    expect(fitArtwork({ width: 4, height: 3 }, limits)).toEqual({ ok: true, width: 4, height: 3 });
  });

  it('shrinks a large artwork to the largest side, keeping its aspect', () => {
    expect(fitArtwork({ width: 30, height: 10 }, limits)).toEqual({ ok: true, width: 12, height: 4 });
  });

  it('shrinks a large square artwork to the 93 sq. in. area', () => {
    const fit = fitArtwork({ width: 20, height: 20 }, limits);
    expect(fit).toEqual({ ok: true, width: 9.64, height: 9.64 });
  });

  it('grows a small artwork to the smallest side', () => {
    expect(fitArtwork({ width: 1, height: 0.5 }, limits)).toEqual({ ok: true, width: 4, height: 2 });
  });

  it('truncates, then steps up a side that truncation left under the minimum', () => {
    const odd = { minSide: 1.125, maxSide: 10, maxArea: 93 };
    expect(fitArtwork({ width: 1, height: 1 }, odd)).toEqual({ ok: true, width: 1.13, height: 1.13 });
    expect(fitArtwork({ width: 1, height: 3 }, limits)).toEqual({ ok: true, width: 2, height: 6 });
    expect(fitArtwork({ width: 7, height: 3 }, limits)).toEqual({ ok: true, width: 7, height: 3 });
    expect(fitArtwork({ width: 1, height: 0.3 }, limits)).toEqual({ ok: true, width: 6.66, height: 2 });
  });

  it('gives every fitted size that passes the checks', () => {
    for (const natural of [
      { width: 0.3, height: 0.7 },
      { width: 13.3, height: 7.1 },
      { width: 100, height: 33 },
      { width: 2.2, height: 11.9 },
    ]) {
      const fit = fitArtwork(natural, limits);
      expect(fit.ok).toBe(true);
      if (fit.ok) {
        expect(checkDieCut(fit, limits)).toBeNull();
        expect(fit.width / fit.height).toBeCloseTo(natural.width / natural.height, 1);
      }
    }
  });

  it('refuses an artwork too elongated for the product, with the limits for the message', () => {
    expect(fitArtwork({ width: 10, height: 1 }, limits)).toEqual({ ok: false, max: 12, min: 2 });
    expect(fitArtwork({ width: 0, height: 1 }, limits)).toEqual({ ok: false, max: 12, min: 2 });
  });

  it('takes the most elongated artwork that still fits', () => {
    expect(fitArtwork({ width: 6, height: 1 }, limits)).toEqual({ ok: true, width: 12, height: 2 });
  });
});

describe('parseInches', () => {
  it.each([
    ['3', 3],
    ['3.5', 3.5],
    ['3,5', 3.5],
    [' 4.25 ', 4.25],
    ['2.679', 2.67],
    ['0.299', 0.29],
    ['.5', 0.5],
    ['12.', 12],
    ['0', 0],
  ])('reads %p as %p', (raw, value) => {
    expect(parseInches(raw)).toBe(value);
  });

  it.each(['', ' ', '.', 'abc', '-1', '1e2', '1.2.3', '1,2.3', '3 in', '+2'])('refuses %p', (raw) => {
    expect(parseInches(raw)).toBeNull();
  });
});

describe('DieCut messages', () => {
  const translate = (messages: typeof en, locale: 'en' | 'fr') =>
    createTranslator({ locale, messages, namespace: 'DieCut' }) as unknown as (key: string, values?: Record<string, number>) => string;
  const tEn = translate(en, 'en');
  const tFr = translate(fr, 'fr');

  it('words every check error as the product rule does', () => {
    const message = (error: DieCutError | null) => {
      if (!error) return '';
      const { key, ...values } = error;
      return tEn(key, values);
    };
    expect(message(checkDieCut({ width: 1, height: 5 }, limits))).toBe('Width cannot be less than 2"');
    expect(message(checkDieCut({ width: 13, height: 5 }, limits))).toBe('Width cannot be more than 12"');
    expect(message(checkDieCut({ width: 5, height: 1 }, limits))).toBe('Height cannot be less than 2"');
    expect(message(checkDieCut({ width: 5, height: 12.5 }, limits))).toBe('Height cannot be more than 12"');
    expect(message(checkDieCut({ width: 10, height: 10 }, limits))).toBe('Maximum size is 93 sq. in.');
  });

  it('words the scaling failure with the limits', () => {
    const fit = fitArtwork({ width: 10, height: 1 }, { minSide: 1.5, maxSide: 12, maxArea: 93 });
    expect(fit.ok).toBe(false);
    if (!fit.ok) {
      expect(tEn('scaling', { max: fit.max, min: fit.min })).toBe(
        'The maximum width for this product is 12" and the minimum height is 1.5". The uploaded artwork cannot be scaled to those dimensions',
      );
      expect(tFr('scaling', { max: fit.max, min: fit.min })).toBe(
        'La largeur maximale pour ce produit est de 12" et la hauteur minimale de 1,5". Votre fichier ne peut pas être redimensionné à ces dimensions',
      );
    }
  });

  it('has French for every key, with the numbers in French format', () => {
    expect(Object.keys(fr.DieCut).sort()).toEqual(Object.keys(en.DieCut).sort());
    expect(tFr('widthMin', { min: 1.5 })).toBe('La largeur ne peut pas être inférieure à 1,5"');
    expect(tFr('heightMax', { max: 12 })).toBe('La hauteur ne peut pas être supérieure à 12"');
  });

  it('formats the same from the precompiled messages the build ships', () => {
    jest.isolateModules(() => {
      jest.doMock('use-intl/format-message', () => jest.requireActual('use-intl/format-message/format-only'));
      const { createTranslator: createPrecompiled } = jest.requireActual<typeof import('next-intl')>('next-intl');
      const messages = { DieCut: Object.fromEntries(Object.entries(fr.DieCut).map(([key, text]) => [key, compile(text)])) };
      const shipped = createPrecompiled({ locale: 'fr', messages: messages as never, namespace: 'DieCut' as never }) as unknown as typeof tFr;
      expect(shipped('widthMin', { min: 1.5 })).toBe('La largeur ne peut pas être inférieure à 1,5"');
    });
  });
});
