import { CUSTOM_SIZE, type ConfiguratorState } from '../configurator/derive';
import { CUSTOM_QUANTITY } from '../configurator/quantity';
import type { ConfiguratorOption } from '../configurator/types';
import { restoreConfiguratorState } from '../design/customer-state';
import { reopenedDesign } from './reopen-project';
import type { SavedProjectView } from './saved-project-view';

const project = (patch: Partial<SavedProjectView> = {}): SavedProjectView => ({
  id: '400001',
  projectName: 'Jam labels',
  productName: 'Roll Labels',
  productHandle: 'custom-roll-labels',
  size: '3" x 3"',
  quantity: '500',
  material: 'White BOPP',
  thumbnail: null,
  proof: null,
  stateId: 'c0ffee42',
  customSize: false,
  customQuantity: false,
  whiteHalo: false,
  ...patch,
});

// The product page as it opens, and its options: what the restore starts from.
const opening: ConfiguratorState = { selection: { Size: '2" x 2"', Material: 'Paper' }, customWidth: '', customHeight: '', quantitySelect: '250', quantityText: '250', extras: [] };
const options: ConfiguratorOption[] = [
  { name: 'Size', values: ['2" x 2"', '3" x 3"'] },
  { name: 'Material', values: ['Paper', 'White BOPP'] },
];
const restore = (p: SavedProjectView) => restoreConfiguratorState(reopenedDesign(p)!.saved, opening, options, 'Size', ['white_halo']);

describe('reopenedDesign', () => {
  it('opens the product page on the saved state, with the editor to reopen', () => {
    const design = reopenedDesign(project());
    expect(design).toMatchObject({ handle: 'custom-roll-labels', stateId: 'c0ffee42', saved: { handle: 'custom-roll-labels', reopen: true } });
  });

  it('gives the product page back the size, material and quantity of the project', () => {
    expect(restore(project())).toEqual({
      selection: { Size: '3" x 3"', Material: 'White BOPP' },
      customWidth: '',
      customHeight: '',
      quantitySelect: '500',
      quantityText: '250',
      extras: [],
    });
  });

  it('gives back a custom size as its dimensions, a typed quantity and the white halo', () => {
    expect(restore(project({ size: '2.5" x 4"', customSize: true, quantity: '1234', customQuantity: true, whiteHalo: true }))).toEqual({
      selection: { Size: CUSTOM_SIZE, Material: 'White BOPP' },
      customWidth: '2.5',
      customHeight: '4',
      quantitySelect: CUSTOM_QUANTITY,
      quantityText: '1234',
      extras: ['white_halo'],
    });
  });

  it('keeps the opening choice for what the product no longer offers', () => {
    expect(restore(project({ size: '9" x 9"', material: 'Gold foil' })).selection).toEqual(opening.selection);
  });

  it('cannot reopen a project without its design or its product', () => {
    expect(reopenedDesign(project({ stateId: null }))).toBeNull();
    expect(reopenedDesign(project({ productHandle: '' }))).toBeNull();
  });
});
