import * as z from '../zod';
import { textAreaField, textField } from './text-field';

/**
 * A colleague's approval of a shared proof: their name and a comment, both
 * optional, kept short (the owner reads them on a project card).
 */
export const PROOF_APPROVER_NAME_MAX = 80;
export const PROOF_APPROVAL_COMMENT_MAX = 500;

export const proofApprovalSchema = z.object({
  name: textField().check(z.refine((v) => v.length <= PROOF_APPROVER_NAME_MAX, { message: 'proofApproval.nameTooLong' })),
  comment: textAreaField().check(z.refine((v) => v.length <= PROOF_APPROVAL_COMMENT_MAX, { message: 'proofApproval.commentTooLong' })),
});

export type ProofApprovalInput = z.infer<typeof proofApprovalSchema>;
