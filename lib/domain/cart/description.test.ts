import { lineDescription } from './description';
import { chosenExtras, samePropertiesIgnoringPrice } from './properties';
import { makeLine } from './test-fixtures';

describe('lineDescription', () => {
  it('lists size, material and sides from the properties', () => {
    expect(lineDescription(makeLine())).toEqual([
      { key: 'option', name: 'Size', value: '2" x 2"' },
      { key: 'option', name: 'Material', value: 'White BOPP' },
      { key: 'option', name: 'Sides', value: 'Single' },
    ]);
  });

  it('shows the values in the words the product page used when the line was added', () => {
    const line = makeLine({ properties: { Size: '2" x 2"', Material: 'White BOPP', Sides: 'Double Sided' }, optionLabels: { 'White BOPP': 'BOPP blanc', 'Double Sided': 'Recto verso' } });
    expect(lineDescription(line)).toEqual([
      { key: 'option', name: 'Size', value: '2" x 2"' },
      { key: 'option', name: 'Material', value: 'BOPP blanc' },
      { key: 'option', name: 'Sides', value: 'Recto verso' },
    ]);
  });

  it('falls back to the variant options and adds the chosen extras', () => {
    const line = makeLine({
      properties: { Size: ' ', overlamination: 'Yes', numbering: 'No', white_halo: 'Yes' },
      extras: [{ key: 'foil_stamping', basePrice: 0.2 }],
    });
    expect(lineDescription(line)).toEqual([
      { key: 'option', name: 'Size', value: '2" x 2"' },
      { key: 'option', name: 'Material', value: 'White BOPP' },
      { key: 'option', name: 'Sides', value: 'Single' },
      { key: 'extras', extras: ['overlamination', 'foil_stamping', 'white_halo'] },
    ]);
  });

  it('shows a custom size as the one size, in the notation of the size options, not the size it is priced as', () => {
    const line = makeLine({ properties: { Size: '2" x 4"', Material: 'White BOPP', customWidth: '2.5', customHeight: ' 2.5 ' } });
    expect(lineDescription(line)).toEqual([
      { key: 'option', name: 'Size', value: '2.5" x 2.5"' },
      { key: 'option', name: 'Material', value: 'White BOPP' },
      { key: 'option', name: 'Sides', value: 'Single' },
    ]);
    // The stored properties are left as they are.
    expect(line.properties).toMatchObject({ Size: '2" x 4"', customWidth: '2.5', customHeight: ' 2.5 ' });
  });

  it('says a designed line carries a design, once, without its URLs or state id', () => {
    const line = makeLine({
      properties: {
        Size: '2" x 2"',
        print_ready_image: 'http://localhost:4000/designer/print.pdf',
        customer_canvas_state: 'abc-123',
        thumbnail: 'http://localhost:4000/designer/thumb.png',
        low_dpi: 'true',
      },
    });
    expect(lineDescription(line)).toEqual([
      { key: 'option', name: 'Size', value: '2" x 2"' },
      { key: 'option', name: 'Material', value: 'White BOPP' },
      { key: 'option', name: 'Sides', value: 'Single' },
      { key: 'design' },
    ]);
  });

  it('keeps the standard size when the custom size has one side only', () => {
    expect(lineDescription(makeLine({ properties: { Size: '2" x 4"', customWidth: '2' } }))[0]).toEqual({ key: 'option', name: 'Size', value: '2" x 4"' });
  });
});

describe('line properties', () => {
  it('compares properties in any order, ignoring Item Price and unset values', () => {
    expect(samePropertiesIgnoringPrice({ Size: 'a', Material: 'b' }, { Material: 'b', Size: 'a', 'Item Price': '1.00' })).toBe(true);
    expect(samePropertiesIgnoringPrice({ Size: 'a', Sides: undefined }, { Size: 'a' })).toBe(true);
    expect(samePropertiesIgnoringPrice({ Size: 'a' }, { Size: 'b' })).toBe(false);
    expect(samePropertiesIgnoringPrice({ Size: 'a' }, { Size: 'a', matte: 'Yes' })).toBe(false);
  });

  it('reads the chosen extras from properties, priced extras and the halo flag', () => {
    expect(chosenExtras(makeLine({ whiteHalo: true, properties: { tape: 'Yes' } }))).toEqual(['tape', 'white_halo']);
  });
});
