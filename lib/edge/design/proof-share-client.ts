import { callApi, type ApiResult } from '../api/client';
import { PROOF_APPROVALS, PROOF_APPROVE, PROOF_SHARE, PROOF_SHARE_LINK } from '../api/endpoints/design';
import type { BodyIn, ReplyOf } from '../api/contract';
import type { proofApprovalsContract, proofApproveContract, proofShareContract } from '../api/contracts/proof-share';

/** The browser's calls for shared proofs. */

export type ShareProofInput = BodyIn<typeof proofShareContract>;

export const shareProof = (body: ShareProofInput): Promise<ApiResult<typeof proofShareContract>> => callApi(PROOF_SHARE, { body });

export const approveProof = (body: BodyIn<typeof proofApproveContract>): Promise<ApiResult<typeof proofApproveContract>> => callApi(PROOF_APPROVE, { body });

/** Files the shopper's share of one design state under the state it was saved as. */
export const linkSharedProof = (from: string, to: string) => callApi(PROOF_SHARE_LINK, { body: { from, to } });

export const getProofApprovals = (): Promise<ApiResult<typeof proofApprovalsContract>> => callApi(PROOF_APPROVALS, {});

/** One of the shopper's shared links as My Artwork shows it. */
export type ProofApprovalView = ReplyOf<typeof proofApprovalsContract>['shares'][number];
