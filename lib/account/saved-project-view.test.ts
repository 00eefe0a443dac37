import { toSavedProjectViews } from './saved-project-view';

const value = {
  thumbnail: 'https://res.cloudinary.com/demo/thumb.png',
  proof: 'https://res.cloudinary.com/demo/proof.png',
  project_name: 'Jam labels',
  size: '2" x 2"',
  quantity: 250,
  material: 'White BOPP',
  product_name: 'Roll Labels',
  product_handle: 'roll-labels',
};

describe('toSavedProjectViews', () => {
  it('reads a metafield whose value is a JSON string', () => {
    expect(toSavedProjectViews([{ id: 7, owner_id: 1, value: JSON.stringify(value) }])).toEqual([
      {
        id: 7,
        projectName: 'Jam labels',
        productName: 'Roll Labels',
        productHandle: 'roll-labels',
        size: '2" x 2"',
        quantity: '250',
        material: 'White BOPP',
        thumbnail: 'https://res.cloudinary.com/demo/thumb.png',
        proof: 'https://res.cloudinary.com/demo/proof.png',
      },
    ]);
  });

  it('reads a parsed value and flat records too', () => {
    const [a, b] = toSavedProjectViews([
      { id: 'gid://shopify/Metafield/1', value },
      { id: 'gid://shopify/Metafield/2', ...value },
    ]);
    expect(a?.projectName).toBe('Jam labels');
    expect(b?.projectName).toBe('Jam labels');
  });

  it('drops records it cannot read and unsafe links', () => {
    const views = toSavedProjectViews([
      null,
      { value },
      { id: 3, value: '{broken' },
      { id: 4, value: { ...value, proof: 'javascript:alert(1)', thumbnail: 'javascript:alert(1)' } },
    ]);
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ id: 4, proof: null, thumbnail: null });
    expect(toSavedProjectViews('nope')).toEqual([]);
  });

  it('takes a raster data URL thumbnail from the editor, not an SVG one', () => {
    const [png, svg] = toSavedProjectViews([
      { id: 'a', value: { ...value, thumbnail: 'data:image/png;base64,iVBORw0KGgo=' } },
      { id: 'b', value: { ...value, thumbnail: 'data:image/svg+xml;base64,PHN2Zz4=' } },
    ]);
    expect(png?.thumbnail).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(svg?.thumbnail).toBeNull();
  });
});
