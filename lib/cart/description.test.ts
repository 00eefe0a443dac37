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

  it('falls back to the variant options and adds a custom size and the chosen extras', () => {
    const line = makeLine({
      properties: { Size: ' ', customWidth: '2.5', customHeight: '3', overlamination: 'Yes', numbering: 'No', white_halo: 'Yes' },
      extras: [{ key: 'foil_stamping', basePrice: 0.2 }],
    });
    expect(lineDescription(line)).toEqual([
      { key: 'option', name: 'Size', value: '2" x 2"' },
      { key: 'option', name: 'Material', value: 'White BOPP' },
      { key: 'option', name: 'Sides', value: 'Single' },
      { key: 'customSize', width: '2.5', height: '3' },
      { key: 'extras', extras: ['overlamination', 'foil_stamping', 'white_halo'] },
    ]);
  });

  it('leaves out a custom size with one side only', () => {
    expect(lineDescription(makeLine({ properties: { customWidth: '2' } })).map((row) => row.key)).toEqual(['option', 'option', 'option']);
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
    expect(chosenExtras(makeLine({ white_halo: true, properties: { tape: 'Yes' } }))).toEqual(['tape', 'white_halo']);
  });
});
