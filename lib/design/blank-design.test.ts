import { designIsBlank } from './blank-design';
import type { EditorProduct } from './editor-api';

const item = (id: string) => ({ id, name: id, type: 'TextItem' });
const product = (...ids: string[]): EditorProduct => ({
  surfaces: [{ id: 'surface-0', width: 216, height: 144, printAreas: [], containers: [{ name: 'Main', items: ids.map(item) }] }],
});

describe('designIsBlank', () => {
  it('a blank template with nothing added is blank', () => {
    expect(designIsBlank(product(), { items: [] })).toBe(true);
  });

  it('an item the shopper added is something to print', () => {
    expect(designIsBlank(product('added'), { items: [] })).toBe(false);
  });

  it("a template's artwork left untouched is blank; changing one item of it is not", () => {
    expect(designIsBlank(product('logo', 'headline'), { items: [item('logo'), item('headline')] })).toBe(true);
    expect(designIsBlank(product('logo', 'headline'), { items: [item('logo')] })).toBe(false);
  });

  it("a design reopened from the shopper's saved state is blank only when empty", () => {
    expect(designIsBlank(product('headline'), { items: [item('headline')] }, 'savedState')).toBe(false);
    expect(designIsBlank(product(), { items: [] }, 'savedState')).toBe(true);
  });

  it('a surface the editor lists without layers holds nothing', () => {
    expect(designIsBlank({ surfaces: [{ id: 's', width: 1, height: 1, printAreas: [] }] }, { items: [] })).toBe(true);
  });
});
