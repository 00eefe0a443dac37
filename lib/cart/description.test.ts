import { lineDescription } from './description';
import { chosenExtras, samePropertiesIgnoringPrice } from './properties';
import { makeLine } from './test-fixtures';

describe('lineDescription', () => {
  it('lists size, material and sides from the properties', () => {
    expect(lineDescription(makeLine())).toEqual(['Size: 2" x 2"', 'Material: White BOPP', 'Sides: Single']);
  });

  it('falls back to the variant options and adds a custom size and the chosen extras by name', () => {
    const line = makeLine({
      properties: { customWidth: '2.5', customHeight: '3', overlamination: 'Yes', numbering: 'No', white_halo: 'Yes' },
      extras: [{ key: 'foil_stamping', basePrice: 0.2 }],
    });
    expect(lineDescription(line)).toEqual([
      'Size: 2" x 2"',
      'Material: White BOPP',
      'Sides: Single',
      'Custom size: 2.5 × 3',
      'Extras: Overlamination, Foil Stamping, White Halo',
    ]);
  });

  it('uses the given templates', () => {
    const labels = {
      size: 'Taille : {value}',
      material: 'Matériau : {value}',
      sides: 'Faces : {value}',
      customSize: '{width} × {height}',
      extras: 'Options : {list}',
      extraNames: { overlamination: 'Pelliculage', foil_stamping: '', matte: '', tape: '', imprint: '', numbering: '', white_halo: '' },
    };
    expect(lineDescription(makeLine({ properties: { Size: '3x3', overlamination: 'Yes' } }), labels)).toEqual([
      'Taille : 3x3',
      'Matériau : White BOPP',
      'Faces : Single',
      'Options : Pelliculage',
    ]);
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
