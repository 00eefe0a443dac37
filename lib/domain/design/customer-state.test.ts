import { CUSTOM_SIZE, type ConfiguratorState } from '../configurator/derive';
import { CUSTOM_QUANTITY } from '../configurator/quantity';
import { customerStateOf, parseCustomerState, restoreConfiguratorState, shouldReopen, storedCanvasState } from './customer-state';

const options = [
  { name: 'Size', values: ['2" x 2"', '3" x 3"'] },
  { name: 'Material', values: ['Paper', 'White BOPP'] },
];
const start: ConfiguratorState = { selection: { Size: '2" x 2"', Material: 'Paper' }, customWidth: '', customHeight: '', quantitySelect: '50', quantityText: '50', extras: [] };
const stored = (saved: unknown) => JSON.stringify({ state: { saved }, version: 0 });

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

  it('reopens only for the product it was open on, and reads broken storage as nothing', () => {
    const saved = customerStateOf('labels', start, 'Size', true);
    expect(shouldReopen(stored(saved), 'labels')?.handle).toBe('labels');
    expect(shouldReopen(stored(saved), 'stickers')).toBeNull();
    expect(shouldReopen(stored({ ...saved, reopen: false }), 'labels')).toBeNull();
    expect(parseCustomerState('{broken')).toBeNull();
    expect(parseCustomerState(stored({ handle: 1 }))).toBeNull();
  });

  it('reads the saved design state of this product only, and only a well-formed id', () => {
    const raw = (handle: string, stateId: string) => JSON.stringify({ state: { handle, stateId }, version: 0 });
    expect(storedCanvasState(raw('labels', 'a1-b2'), 'labels')).toBe('a1-b2');
    expect(storedCanvasState(raw('stickers', 'a1-b2'), 'labels')).toBeNull();
    expect(storedCanvasState(raw('labels', '../x'), 'labels')).toBeNull();
    expect(storedCanvasState(null, 'labels')).toBeNull();
  });
});
