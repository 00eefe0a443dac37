import { blankDesign } from './blank-design';
import type { EditorProduct } from './editor-api';

const item = (id: string) => ({ id, name: id, type: 'TextItem' });
const product = (...ids: string[]): EditorProduct => ({
  surfaces: [{ id: 'surface-0', width: 216, height: 144, printAreas: [], containers: [{ name: 'Main', items: ids.map(item) }] }],
});

describe('blankDesign', () => {
  it('a blank template with nothing added is empty', () => {
    expect(blankDesign(product(), { items: [] })).toBe('empty');
  });

  it('an item the shopper added is something to print', () => {
    expect(blankDesign(product('added'), { items: [] })).toBeNull();
  });

  it("a template's artwork left untouched is the template as it came; changing one item of it is not", () => {
    expect(blankDesign(product('logo', 'headline'), { items: [item('logo'), item('headline')] })).toBe('template');
    expect(blankDesign(product('logo', 'headline'), { items: [item('logo')] })).toBeNull();
  });

  it('adding to a template that carries artwork is something to print', () => {
    expect(blankDesign(product('logo', 'added'), { items: [item('logo')] })).toBeNull();
  });

  it("a design reopened from the shopper's saved state is blank only when empty", () => {
    expect(blankDesign(product('headline'), { items: [item('headline')] }, 'savedState')).toBeNull();
    expect(blankDesign(product(), { items: [] }, 'savedState')).toBe('empty');
  });

  it('a surface the editor lists without layers holds nothing', () => {
    expect(blankDesign({ surfaces: [{ id: 's', width: 1, height: 1, printAreas: [] }] }, { items: [] })).toBe('empty');
  });
});
