import { projectFromMetafield, savedProjectSchema } from './projects';
import { addressIdFromSegment } from './address-id';

describe('saved projects', () => {
  it('reads a project metafield value and skips anything else', () => {
    const value = JSON.stringify({ customer_id: 7, cc_state_id: 's', project_name: 'Logo', product_name: 'Roll Labels', product_handle: 'roll-labels', size: '2" x 2"', quantity: 250, material: 'BOPP', thumbnail: 't.png', proof: 'p.png' });
    expect(projectFromMetafield({ id: '1', value, createdAt: null })).toEqual({
      id: '1',
      createdAt: null,
      value: {
        project_name: 'Logo',
        product_name: 'Roll Labels',
        product_handle: 'roll-labels',
        size: '2" x 2"',
        quantity: '250',
        material: 'BOPP',
        thumbnail: 't.png',
        proof: 'p.png',
        cc_state_id: 's',
        custom_size: false,
        custom_qnty: false,
        white_halo: false,
      },
    });
    expect(JSON.stringify(projectFromMetafield({ id: '1', value, createdAt: null }))).not.toContain('customer_id');
    expect(projectFromMetafield({ id: '2', value: 'not json', createdAt: null })).toBeNull();
    expect(projectFromMetafield({ id: '3', value: '{"other":1}', createdAt: null })).toBeNull();
    expect(projectFromMetafield({ id: '4', value: '[1]', createdAt: null })).toBeNull();
  });

  it('reads back what reopening needs: the state id when it is one, and the flags as sent or as text', () => {
    const read = (fields: Record<string, unknown>) => projectFromMetafield({ id: '9', value: JSON.stringify({ project_name: 'Logo', ...fields }), createdAt: null })?.value;
    expect(read({ cc_state_id: 'c0ffee-42_a', custom_size: true, custom_qnty: 'true', white_halo: true })).toMatchObject({
      cc_state_id: 'c0ffee-42_a',
      custom_size: true,
      custom_qnty: true,
      white_halo: true,
    });
    expect(read({ custom_size: 'false', custom_qnty: 1, white_halo: 'yes' })).toMatchObject({ cc_state_id: '', custom_size: false, custom_qnty: false, white_halo: false });
    for (const bad of ['../other/state', 'a b', 'x'.repeat(65), 42, null]) expect(read({ cc_state_id: bad })?.cc_state_id).toBe('');
  });

  it('requires a project name of at most 40 characters and drops unknown fields', () => {
    expect(savedProjectSchema.safeParse({ project_name: ' ' }).error?.issues[0]?.message).toBe('Please provide a name');
    expect(savedProjectSchema.safeParse({ project_name: 'x'.repeat(41) }).success).toBe(false);
    expect(savedProjectSchema.parse({ project_name: ' Logo ', quantity: 100, custom_size: true, customer_id: 5, extra: 1 })).toEqual({
      project_name: 'Logo',
      quantity: 100,
      custom_size: true,
    });
  });
});

describe('address ids in URLs', () => {
  it('reads the gid whether or not the segment is still encoded, and nothing else', () => {
    const id = 'gid://shopify/MailingAddress/12';
    expect(addressIdFromSegment(encodeURIComponent(id))).toBe(id);
    expect(addressIdFromSegment(id)).toBe(id);
    expect(addressIdFromSegment('12')).toBeNull();
    expect(addressIdFromSegment('%E0%A4%A')).toBeNull();
    expect(addressIdFromSegment(encodeURIComponent(`${id}?customer_access_token=x`))).toBeNull();
    expect(addressIdFromSegment('gid://shopify/Customer/12')).toBeNull();
    // The Customer Account API names addresses CustomerAddress.
    expect(addressIdFromSegment(encodeURIComponent('gid://shopify/CustomerAddress/7'))).toBe('gid://shopify/CustomerAddress/7');
  });
});
