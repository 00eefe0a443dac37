import { CUSTOM_QUANTITY, defaultQuantity, quantityChoices, quantityControlFor, showsQuantityField } from './quantity';
import { GRID } from './test-fixtures';

describe('quantity', () => {
  it('offers the breaks and Custom Quantity, except for lot-priced items', () => {
    expect(quantityChoices(GRID, false)).toEqual({ breaks: [50, 100, 250], allowCustom: true });
    expect(quantityChoices(GRID, true)).toEqual({ breaks: [50, 100, 250], allowCustom: false });
    expect(quantityChoices(null, false)).toEqual({ breaks: [], allowCustom: false });
  });

  it('opens on the first break, or 1 without a grid', () => {
    expect(defaultQuantity(GRID)).toBe(50);
    expect(defaultQuantity(null)).toBe(1);
  });

  it('shows the text field for Custom Quantity or without breaks', () => {
    const choices = quantityChoices(GRID, false);
    expect(showsQuantityField(choices, '50')).toBe(false);
    expect(showsQuantityField(choices, CUSTOM_QUANTITY)).toBe(true);
    expect(showsQuantityField(quantityChoices(null, false), '1')).toBe(true);
  });

  it('sets the control to a quantity chosen elsewhere: its break, else the custom field, else (lot) the break holding it', () => {
    const open = quantityChoices(GRID, false);
    expect(quantityControlFor(open, '100')).toEqual({ quantitySelect: '100', quantityText: '100' });
    expect(quantityControlFor(open, '7')).toEqual({ quantitySelect: CUSTOM_QUANTITY, quantityText: '7' });
    expect(quantityControlFor(quantityChoices(null, false), '3')).toEqual({ quantitySelect: CUSTOM_QUANTITY, quantityText: '3' });
    const lot = quantityChoices(GRID, true);
    expect(quantityControlFor(lot, '60')).toEqual({ quantitySelect: '100', quantityText: '100' });
    expect(quantityControlFor(lot, '999')).toEqual({ quantitySelect: '250', quantityText: '250' });
  });

  it('leaves the control alone for a missing or unusable quantity', () => {
    const open = quantityChoices(GRID, false);
    for (const bad of [null, '', '0', '-2', '1.5', 'abc', '99999999']) expect(quantityControlFor(open, bad)).toBeNull();
  });
});
