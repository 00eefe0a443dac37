import { customSizeLimits, resolveCustomSize, standardSizes } from './custom-size';
import { convertDimension, dimensionInInches, limitsIn, wholeMillimetres, withMetricSizeLabels, withMillimetres } from './size-units';

describe('sizes in millimetres', () => {
  it('shows whole millimetres beside the inches', () => {
    expect(withMillimetres('2" x 3"', '2" x 3"')).toBe('2" x 3" (51 × 76 mm)');
    expect(withMillimetres('1.5" x 2"', '1.5" x 2"')).toBe('1.5" x 2" (38 × 51 mm)');
    expect(wholeMillimetres(12)).toBe(305);
  });

  it('keeps a translated label and leaves a value without a size alone', () => {
    expect(withMillimetres('Rond 2"', '2" x 2" Circle')).toBe('Rond 2" (51 × 51 mm)');
    expect(withMillimetres('Grand', 'Large')).toBe('Grand');
  });

  it('labels the size option only, its values unchanged', () => {
    const options = [
      { name: 'Size', values: ['2" x 2"', '3" x 4"'] },
      { name: 'Material', values: ['White BOPP'], valueLabels: ['BOPP blanc'] },
    ];
    expect(withMetricSizeLabels(options)).toEqual([
      { name: 'Size', values: ['2" x 2"', '3" x 4"'], valueLabels: ['2" x 2" (51 × 51 mm)', '3" x 4" (76 × 102 mm)'] },
      options[1],
    ]);
  });

  it('turns a dimension typed in millimetres into inches with 2 decimals', () => {
    expect(dimensionInInches('51', 'mm')).toBe('2.01');
    expect(dimensionInInches('50,8', 'mm')).toBe('2');
    expect(dimensionInInches(' 76.2 ', 'mm')).toBe('3');
    expect(dimensionInInches('50.85', 'mm')).toBe('decimals');
    expect(dimensionInInches('abc', 'mm')).toBe('abc');
    expect(dimensionInInches('2.555', 'in')).toBe('2.555');
  });

  it('carries a typed dimension over when the unit changes', () => {
    expect(convertDimension('2', 'in', 'mm')).toBe('50.8');
    expect(convertDimension('2.5', 'in', 'mm')).toBe('63.5');
    expect(convertDimension('63.5', 'mm', 'in')).toBe('2.5');
    expect(convertDimension('', 'in', 'mm')).toBe('');
    expect(convertDimension('2', 'in', 'in')).toBe('2');
  });

  it('states the limits in millimetres and square centimetres, rounded inwards', () => {
    const limits = { minSide: 1, maxSide: 12, minArea: 1, maxArea: 93 };
    expect(limitsIn(limits, 'in')).toBe(limits);
    expect(limitsIn(limits, 'mm')).toEqual({ minSide: 25.4, maxSide: 304.8, minArea: 6.5, maxArea: 599.9 });
    expect(limitsIn({ ...limits, minSide: 1.5, maxSide: 11.9 }, 'mm')).toEqual({ minSide: 38.1, maxSide: 302.2, minArea: 6.5, maxArea: 599.9 });
  });

  it('accepts a size typed in millimetres at the limits it shows', () => {
    const sizes = standardSizes(['2" x 2"', '4" x 6"']);
    const shown = limitsIn(customSizeLimits(sizes)!, 'mm');
    const at = (w: number, h: number) => resolveCustomSize(dimensionInInches(String(w), 'mm'), dimensionInInches(String(h), 'mm'), sizes);
    expect(at(shown.minSide, shown.minSide)).toMatchObject({ ok: true, width: 2, height: 2 });
    expect(at(shown.maxSide, 60)).toMatchObject({ ok: true, width: 6, height: 2.36 });
    expect(at(shown.minSide - 1, 60)).toEqual({ ok: false, error: 'range' });
  });
});
