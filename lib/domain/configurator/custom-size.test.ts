import {
  CUSTOM_SIZE_MAX_AREA,
  customSizeLimits,
  dimensionsOf,
  parseDimension,
  parseSizeOption,
  resolveCustomSize,
  standardSizes,
} from './custom-size';
import { SIZES } from './test-fixtures';

describe('custom size', () => {
  const sizes = standardSizes(SIZES); // 2x2 (4), 3x3 (9), 2x4 (8), 4x6 (24)

  it('reads two numbers from a size option', () => {
    expect(parseSizeOption('3" x 4"')).toEqual({ value: '3" x 4"', width: 3, height: 4, area: 12 });
    expect(parseSizeOption('1.5 x 2.25 in')).toMatchObject({ width: 1.5, height: 2.25, area: 3.375 });
    expect(parseSizeOption('Large')).toBeNull();
    expect(parseSizeOption('4"')).toBeNull();
  });

  it('logs and skips an option without two numbers', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(standardSizes(['2" x 2"', 'Large', '3" x 3"']).map((s) => s.value)).toEqual(['2" x 2"', '3" x 3"']);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toContain('"Large"');
    error.mockRestore();
  });

  it('takes its limits from the options: sides between the smallest and largest dimension, area from the smallest option to 93', () => {
    expect(customSizeLimits(sizes)).toEqual({ minSide: 2, maxSide: 6, minArea: 4, maxArea: CUSTOM_SIZE_MAX_AREA });
    expect(customSizeLimits([])).toBeNull();
  });

  it.each([
    ['2.555', '3', 'decimals'],
    ['2', '3.125', 'decimals'],
    ['2.5', '3', null],
    ['2,25', '3', null],
    ['', '3', 'range'],
    ['abc', '3', 'range'],
    ['-2', '3', 'range'],
  ])('parses %j × %j (error %j)', (w, h, error) => {
    const result = resolveCustomSize(w, h, sizes);
    expect(result.ok ? null : result.error).toBe(error);
  });

  it('allows at most 2 decimals per dimension', () => {
    expect(parseDimension('2.55')).toEqual({ ok: true, value: 2.55 });
    expect(parseDimension('2.555')).toEqual({ ok: false, error: 'decimals' });
  });

  it('keeps each side within the smallest and largest dimension', () => {
    expect(resolveCustomSize('1.99', '3', sizes)).toEqual({ ok: false, error: 'range' });
    expect(resolveCustomSize('3', '6.01', sizes)).toEqual({ ok: false, error: 'range' });
    expect(resolveCustomSize('2', '2', sizes)).toMatchObject({ ok: true, size: { value: '2" x 2"' } });
    expect(resolveCustomSize('4', '6', sizes)).toMatchObject({ ok: true, size: { value: '4" x 6"' } });
  });

  it('needs at least the smallest option area', () => {
    const big = standardSizes(['3" x 3"', '2" x 8"']); // sides 2–8, smallest area 9
    expect(resolveCustomSize('2', '4', big)).toEqual({ ok: false, error: 'range' });
    expect(resolveCustomSize('2', '4.5', big)).toMatchObject({ ok: true, size: { value: '3" x 3"' } });
  });

  it('caps the area at 93 square inches', () => {
    const large = standardSizes(['2" x 2"', '10" x 12"']);
    expect(resolveCustomSize('9.3', '10', large)).toMatchObject({ ok: true, size: { value: '10" x 12"' } });
    expect(resolveCustomSize('9.31', '10', large)).toEqual({ ok: false, error: 'range' });
    expect(resolveCustomSize('10', '10', large)).toEqual({ ok: false, error: 'range' });
  });

  it('uses the smallest standard size whose area covers the request', () => {
    expect(resolveCustomSize('2.5', '3', sizes)).toEqual({ ok: true, width: 2.5, height: 3, size: expect.objectContaining({ value: '2" x 4"' }) });
    expect(resolveCustomSize('3', '3', sizes)).toMatchObject({ size: { value: '3" x 3"' } });
    expect(resolveCustomSize('2.1', '2', sizes)).toMatchObject({ size: { value: '2" x 4"' } });
    // Only the candidates (sizes that exist with the chosen material) can make it.
    const without2x4 = sizes.filter((s) => s.value !== '2" x 4"');
    expect(resolveCustomSize('2.5', '3', sizes, without2x4)).toMatchObject({ size: { value: '3" x 3"' } });
  });

  it('is out of range when no standard size is large enough', () => {
    expect(resolveCustomSize('5', '5', sizes)).toEqual({ ok: false, error: 'range' });
  });

  it('prefills from a standard size', () => {
    expect(dimensionsOf('2" x 4"')).toEqual({ width: '2', height: '4' });
    expect(dimensionsOf('Large')).toEqual({ width: '', height: '' });
    expect(dimensionsOf(undefined)).toEqual({ width: '', height: '' });
  });
});
