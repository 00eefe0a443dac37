import { customerStateOf } from '@/lib/domain/design/customer-state';
import { CANVAS_STATE_KEY, DESIGN_EDITOR_KEY } from '@/lib/domain/design/storage-keys';
import { designToReopen } from './design-store';

const start = { selection: { Size: '2" x 2"' }, customWidth: '', customHeight: '', quantitySelect: '50', quantityText: '50', extras: [] };
const storeCustomer = (saved: unknown) => localStorage.setItem(DESIGN_EDITOR_KEY, JSON.stringify({ state: { saved }, version: 0 }));
const storeCanvas = (handle: string, stateId: string) => localStorage.setItem(CANVAS_STATE_KEY, JSON.stringify({ state: { handle, stateId }, version: 0 }));

describe('the design to reopen on a product page', () => {
  beforeEach(() => localStorage.clear());

  it('is the design left open on this product, with its saved editor state', () => {
    storeCustomer(customerStateOf('labels', start, 'Size', true));
    storeCanvas('labels', 'a1-b2');
    expect(designToReopen('labels')).toMatchObject({ saved: { handle: 'labels', size: '2" x 2"', reopen: true }, restoreStateId: 'a1-b2' });
    expect(designToReopen('stickers')).toBeNull();
  });

  it('opens without an editor state that belongs to another product or is not a well-formed id', () => {
    storeCustomer(customerStateOf('labels', start, 'Size', true));
    storeCanvas('stickers', 'a1-b2');
    expect(designToReopen('labels')?.restoreStateId).toBeNull();
    storeCanvas('labels', '../x');
    expect(designToReopen('labels')?.restoreStateId).toBeNull();
  });

  it('is nothing when the editor was closed, or the stored state is missing, broken or hand-edited', () => {
    expect(designToReopen('labels')).toBeNull();
    storeCustomer(customerStateOf('labels', start, 'Size', false));
    expect(designToReopen('labels')).toBeNull();
    localStorage.setItem(DESIGN_EDITOR_KEY, '{broken');
    expect(designToReopen('labels')).toBeNull();
    storeCustomer({ handle: 1 });
    expect(designToReopen('labels')).toBeNull();
  });
});
