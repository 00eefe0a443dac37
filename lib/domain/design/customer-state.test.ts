import { CUSTOM_SIZE, type ConfiguratorState } from '../configurator/derive';
import { CUSTOM_QUANTITY } from '../configurator/quantity';
import { customerStateOf, restoreConfiguratorState, sanitizeCustomerState } from './customer-state';

const options = [
  { name: 'Size', values: ['2" x 2"', '3" x 3"'] },
  { name: 'Material', values: ['Paper', 'White BOPP'] },
];
const start: ConfiguratorState = { selection: { Size: '2" x 2"', Material: 'Paper' }, customWidth: '', customHeight: '', quantitySelect: '50', quantityText: '50', extras: [] };

describe('the design editor customer state', () => {
  it('keeps the editor fields: size, custom_size, quantity, custom_qnty, white_halo', () => {
    const state = { ...start, selection: { Size: CUSTOM_SIZE, Material: 'White BOPP' }, customWidth: '2.5', customHeight: '3', quantitySelect: CUSTOM_QUANTITY, quantityText: '1234', extras: ['white_halo' as const] };
    expect(customerStateOf('labels', state, 'Size', true)).toMatchObject({
      handle: 'labels',
      size: '2.5" x 3"',
      custom_size: true,
      quantity: '1234',
      custom_qnty: true,
      white_halo: true,
      reopen: true,
    });
    expect(customerStateOf('labels', start, 'Size', false)).toMatchObject({ size: '2" x 2"', custom_size: false, quantity: '50', custom_qnty: false, white_halo: false });
  });

  it('restores only what the product still offers', () => {
    const saved = customerStateOf('labels', { ...start, selection: { Size: '3" x 3"', Material: 'Gold Foil' }, extras: ['overlamination', 'matte'] }, 'Size', true);
    expect(restoreConfiguratorState(saved, start, options, 'Size', ['overlamination'])).toEqual({
      ...start,
      selection: { Size: '3" x 3"', Material: 'Paper' },
      extras: ['overlamination'],
    });
  });

  it('reads a stale or hand-edited stored state as nothing, and keeps only known extras', () => {
    expect(sanitizeCustomerState({ handle: 1 })).toBeNull();
    expect(sanitizeCustomerState(null)).toBeNull();
    const saved = customerStateOf('labels', start, 'Size', true);
    expect(sanitizeCustomerState({ ...saved, extras: ['matte', 'gold'], selection: { Size: 3 } })).toMatchObject({ extras: ['matte'], selection: {} });
  });
});
