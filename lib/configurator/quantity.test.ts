import { CUSTOM_QUANTITY, defaultQuantity, quantityChoices, showsQuantityField } from './quantity';
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
});
