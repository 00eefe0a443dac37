import { reopenBlocker, toSavedProjectViews } from './saved-project-view';

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
        stateId: null,
        customSize: false,
        customQuantity: false,
        whiteHalo: false,
      },
    ]);
  });

  it('reads back what reopening needs: the state id and the custom-size, custom-quantity and white-halo flags', () => {
    const [sent, asText] = toSavedProjectViews([
      { id: 1, value: { ...value, cc_state_id: 'a1b2c3-d4_e5', custom_size: true, custom_qnty: true, white_halo: true } },
      { id: 2, value: JSON.stringify({ ...value, cc_state_id: 'f00d', custom_size: 'true', custom_qnty: 'false', white_halo: 'true' }) },
    ]);
    expect(sent).toMatchObject({ stateId: 'a1b2c3-d4_e5', customSize: true, customQuantity: true, whiteHalo: true });
    expect(asText).toMatchObject({ stateId: 'f00d', customSize: true, customQuantity: false, whiteHalo: true });
  });

  it('takes no state id that is not one, and no flag that is not true', () => {
    const views = toSavedProjectViews(
      ['', '../../users/1/states/x', 'a b', 'x'.repeat(65), 7].map((cc_state_id, id) => ({ id: id + 1, value: { ...value, cc_state_id, custom_size: 1, white_halo: 'yes' } })),
    );
    expect(views.map((v) => v.stateId)).toEqual([null, null, null, null, null]);
    expect(views.every((v) => !v.customSize && !v.whiteHalo)).toBe(true);
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

describe('reopenBlocker', () => {
  const [view] = toSavedProjectViews([{ id: 1, value: { ...value, cc_state_id: 'f00d' } }]);

  it('lets a project with its design and product reopen', () => {
    expect(reopenBlocker(view!)).toBeNull();
  });

  it('says what is missing otherwise', () => {
    expect(reopenBlocker({ ...view!, stateId: null })).toBe('no_design');
    expect(reopenBlocker({ ...view!, productHandle: '' })).toBe('no_product');
  });
});
