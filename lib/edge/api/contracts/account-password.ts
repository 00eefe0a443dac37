import { z } from 'zod';
import { defineContract } from '../contract';
import { userErrorsFailure } from '../../../domain/account/shapes';
import { passwordChangeSchema } from '../../../ground/validation/password-change';

/**
 * POST /api/account/password {password, confirmPassword}: 200 `{ expiresAt }` of the session that replaced the
 * old one; 422 user errors.
 */
export const passwordContract = defineContract({
  body: passwordChangeSchema,
  reply: z.object({ expiresAt: z.string() }),
  failure: userErrorsFailure,
});
