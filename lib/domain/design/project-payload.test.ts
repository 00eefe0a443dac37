import { savedProjectSchema } from '../account/projects';
import { projectPayload, type ProjectPayloadInput } from './project-payload';

const input = (patch: Partial<ProjectPayloadInput> = {}): ProjectPayloadInput => ({
  name: 'Jam labels',
  design: { proofImageUrls: [['https://designer.test/proof/s1/0_0.png', 'https://designer.test/proof/s1/mockup.png'], ['https://designer.test/proof/s1/1_0.png']] },
  artwork: { customer_canvas_state: 's1', thumbnail: 'https://designer.test/thumb/s1.png' },
  customer: { size: '3" x 3"', custom_size: false, custom_qnty: false, white_halo: true },
  product: { id: 'gid://shopify/Product/7', handle: 'custom-roll-labels', title: 'Custom Roll Labels' },
  variant: { selectedOptions: [{ name: 'Size', value: '3" x 3"' }, { name: 'Material', value: 'White BOPP' }] },
  quantity: 500,
  ...patch,
});

describe('projectPayload', () => {
  it('sends the fields of a saved artwork project, the proof and the thumbnail each from its own source', () => {
    expect(projectPayload(input())).toEqual({
      project_name: 'Jam labels',
      cc_state_id: 's1',
      custom_size: false,
      custom_qnty: false,
      product_id: 'gid://shopify/Product/7',
      product_handle: 'custom-roll-labels',
      product_name: 'Custom Roll Labels',
      quantity: '500',
      size: '3" x 3"',
      material: 'White BOPP',
      proof: 'https://designer.test/proof/s1/0_0.png',
      thumbnail: 'https://designer.test/thumb/s1.png',
      white_halo: true,
    });
  });

  it('reads the proof from an older editor\'s flat list', () => {
    expect(projectPayload(input({ design: { proofImageUrls: ['https://designer.test/flat.png'] } })).proof).toBe('https://designer.test/flat.png');
  });

  it('keeps a custom size and quantity as such', () => {
    const payload = projectPayload(input({ customer: { size: '2.5" x 4"', custom_size: true, custom_qnty: true, white_halo: false }, quantity: 1234 }));
    expect(payload).toMatchObject({ size: '2.5" x 4"', custom_size: true, custom_qnty: true, quantity: '1234', white_halo: false });
  });

  it('has no material without a variant or a Material option', () => {
    expect(projectPayload(input({ variant: undefined })).material).toBeUndefined();
    expect(projectPayload(input({ variant: { selectedOptions: [{ name: 'Size', value: '3" x 3"' }] } })).material).toBeUndefined();
  });

  it('is what the create-metafield route takes', () => {
    expect(savedProjectSchema.safeParse(projectPayload(input())).success).toBe(true);
  });
});
