import { customTemplatesFolderOf, designFileOwner } from './design-owner';

const VISITOR = '0b8e1c7a-2f0e-4d7a-9a51-3c1f5e0d2b44';

describe('customTemplatesFolderOf', () => {
  it("puts a customer's templates under their id and a visitor's under anonymous/their id", () => {
    expect(customTemplatesFolderOf('77')).toBe('custom-templates/77');
    expect(customTemplatesFolderOf(VISITOR.toUpperCase())).toBe(`custom-templates/anonymous/${VISITOR}`);
  });

  it('refuses anything that is not a design user id', () => {
    for (const bad of ['anonymous', '', '../77', 'gid://shopify/Customer/77', 'abc']) expect(() => customTemplatesFolderOf(bad)).toThrow(RangeError);
  });
});

describe('designFileOwner', () => {
  it('leaves product templates to anyone', () => {
    expect(designFileOwner('custom-roll-labels/front')).toEqual({ kind: 'anyone' });
    expect(designFileOwner('custom-templates-x/a')).toEqual({ kind: 'anyone' });
  });

  it("names the owner of a file in a shopper's folder, whatever the case", () => {
    expect(designFileOwner(`${customTemplatesFolderOf('77')}/shape-1`)).toEqual({ kind: 'user', userId: '77' });
    expect(designFileOwner(`${customTemplatesFolderOf(VISITOR)}/shape-1`)).toEqual({ kind: 'user', userId: VISITOR });
    expect(designFileOwner(`Custom-Templates/ANONYMOUS/${VISITOR.toUpperCase()}/shape-1`)).toEqual({ kind: 'user', userId: VISITOR });
  });

  it("gives no one a file in the shoppers' space outside any one shopper's folder", () => {
    for (const path of ['custom-templates', 'custom-templates/77', 'custom-templates/anonymous', 'custom-templates/anonymous/shape-1', `custom-templates/anonymous/${VISITOR}`, 'custom-templates/someone/x']) {
      expect(designFileOwner(path)).toEqual({ kind: 'nobody' });
    }
  });
});
