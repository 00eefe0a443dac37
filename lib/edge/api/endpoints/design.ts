import { endpoint } from '../endpoint';
import type { designMessagesContract } from '../contracts/design-messages';
import type { designArtworkContract, designPreviewContract, designShapeContract, designTemplateContract, designTokenContract } from '../contracts/design';
import type { proofApprovalsContract, proofApproveContract, proofShareContract, proofShareLinkContract } from '../contracts/proof-share';

// The design editor modal's calls (a preview is an <img> source: build its URL from the path, do not callApi it).

/** The editor's strings, asked for when its modal opens. */
export const DESIGN_MESSAGES = endpoint<typeof designMessagesContract>('GET', '/api/design/messages');
export const DESIGN_TOKEN = endpoint<typeof designTokenContract>('POST', '/api/design/token');
export const DESIGN_TEMPLATE = endpoint<typeof designTemplateContract>('GET', '/api/design/template');
export const DESIGN_PREVIEW = endpoint<typeof designPreviewContract>('GET', '/api/design/preview');
export const DESIGN_ARTWORK = endpoint<typeof designArtworkContract>('POST', '/api/design/artwork');
export const DESIGN_SHAPE = endpoint<typeof designShapeContract>('POST', '/api/design/shape');

// Sharing a proof (the editor's approval step and My Artwork) and a colleague's approval of it.
export const PROOF_SHARE = endpoint<typeof proofShareContract>('POST', '/api/design/share');
export const PROOF_APPROVE = endpoint<typeof proofApproveContract>('POST', '/api/design/share/approve');
export const PROOF_SHARE_LINK = endpoint<typeof proofShareLinkContract>('POST', '/api/design/share/link');
export const PROOF_APPROVALS = endpoint<typeof proofApprovalsContract>('GET', '/api/design/share/approvals');
