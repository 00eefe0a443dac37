import { checkDesignProperties } from './artwork-properties';

const ORIGINS = ['https://designer.example', 'https://img.example'];
const FILES = {
  print_ready_image: 'https://designer.example/files/print.pdf',
  customer_canvas_state: 'a1B2_c3-D4',
  thumbnail: 'https://img.example/thumb.png',
};
const DESIGN = { ...FILES, low_dpi: 'false' };

describe('checkDesignProperties', () => {
  it('passes a line without any design property, keeping nothing', () => {
    expect(checkDesignProperties({ Size: '2" x 2"' }, ORIGINS)).toEqual({ ok: true, design: {} });
    expect(checkDesignProperties({ thumbnail: '', low_dpi: '' }, ORIGINS)).toEqual({ ok: true, design: {} });
  });

  it('keeps a complete design, with or without low_dpi, and only the design properties', () => {
    expect(checkDesignProperties({ ...DESIGN, Size: '2" x 2"' }, ORIGINS)).toEqual({ ok: true, design: DESIGN });
    expect(checkDesignProperties(FILES, ORIGINS)).toEqual({ ok: true, design: FILES });
    expect(checkDesignProperties({ ...DESIGN, low_dpi: 'true' }, ORIGINS)).toMatchObject({ ok: true, design: { low_dpi: 'true' } });
  });

  it('takes a 64-character state id, not 65', () => {
    expect(checkDesignProperties({ ...DESIGN, customer_canvas_state: 'a'.repeat(64) }, ORIGINS).ok).toBe(true);
    expect(checkDesignProperties({ ...DESIGN, customer_canvas_state: 'a'.repeat(65) }, ORIGINS)).toMatchObject({ ok: false, reason: 'design-state' });
  });

  it.each([
    ['no state', { ...DESIGN, customer_canvas_state: undefined }, 'design-incomplete'],
    ['no thumbnail', { ...DESIGN, thumbnail: '' }, 'design-incomplete'],
    ['no print file', { ...DESIGN, print_ready_image: undefined }, 'design-incomplete'],
    ['low_dpi alone', { low_dpi: 'true' }, 'design-incomplete'],
    ['a state alone', { customer_canvas_state: 'abc' }, 'design-incomplete'],
    ['a print file on another origin', { ...DESIGN, print_ready_image: 'https://evil.example/print.pdf' }, 'design-url'],
    ['a javascript: thumbnail', { ...DESIGN, thumbnail: 'javascript:alert(1)' }, 'design-url'],
    ['a state with JSON in it', { ...DESIGN, customer_canvas_state: '{"a":1}' }, 'design-state'],
    ['a state with a space', { ...DESIGN, customer_canvas_state: 'a b' }, 'design-state'],
    ['low_dpi "yes"', { ...DESIGN, low_dpi: 'yes' }, 'design-low-dpi'],
    ['low_dpi "TRUE"', { ...DESIGN, low_dpi: 'TRUE' }, 'design-low-dpi'],
  ])('refuses %s', (_name, properties, reason) => {
    expect(checkDesignProperties(properties, ORIGINS)).toMatchObject({ ok: false, reason });
  });

  it('names the property without echoing its value', () => {
    const hostile = `https://evil.example/${'<script>'.repeat(10)}`;
    const result = checkDesignProperties({ ...DESIGN, thumbnail: hostile }, ORIGINS);
    expect(result).toEqual({ ok: false, reason: 'design-url', message: 'thumbnail must be a link to the design service or the image host.' });
  });
});
