import type { SavedProjectInput } from '../account/projects';
import type { CartVariant } from '../cart/types';
import type { ArtworkProperties } from './artwork';
import type { DesignCustomerState } from './customer-state';
import { firstProofUrl, type FinishDesignResult } from './editor-api';

/** The variant option a project's material is read from (and restored to when it is reopened). */
export const MATERIAL_OPTION = 'Material';

export interface ProjectPayloadInput {
  /** The project name as the shopper typed it (the route trims and checks it). */
  name: string;
  /** The editor's answer to finishing the design: its proofs. */
  design: Pick<FinishDesignResult, 'proofImageUrls'>;
  /** The finished design as the cart takes it: its state and thumbnail. */
  artwork: Pick<ArtworkProperties, 'customer_canvas_state' | 'thumbnail'>;
  /** The size, quantity and white halo chosen with the design. */
  customer: Pick<DesignCustomerState, 'size' | 'custom_size' | 'custom_qnty' | 'white_halo'>;
  product: { id: string; handle: string; title: string };
  /** The variant in use; none while the choice matches no variant. */
  variant: Pick<CartVariant, 'selectedOptions'> | undefined;
  /** The quantity priced, as a number (the customer state holds it as typed). */
  quantity: number;
}

/**
 * The saved artwork project sent on creation (the customer id is added by
 * the server): the proof is
 * the editor's first proof image, the thumbnail the design's thumbnail, and
 * the customer state's flags say how to reopen it.
 */
export function projectPayload({ name, design, artwork, customer, product, variant, quantity }: ProjectPayloadInput): SavedProjectInput {
  return {
    project_name: name,
    cc_state_id: artwork.customer_canvas_state,
    custom_size: customer.custom_size,
    custom_qnty: customer.custom_qnty,
    product_id: product.id,
    product_handle: product.handle,
    product_name: product.title,
    quantity: String(quantity),
    size: customer.size,
    material: variant?.selectedOptions.find((o) => o.name === MATERIAL_OPTION)?.value,
    proof: firstProofUrl(design.proofImageUrls) ?? artwork.thumbnail,
    thumbnail: artwork.thumbnail,
    white_halo: customer.white_halo,
  };
}
