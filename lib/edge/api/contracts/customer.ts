import { z } from 'zod';
import { extend } from '../../../ground/zod';
import { defineContract } from '../contract';
import { customerShape, recaptchaTokenField, userErrorsFailure } from '../../../domain/account/shapes';
import { registrationSchema } from '../../../ground/validation/registration';

/** GET /api/account/customer: 200 `{ customer }` for the session's customer; 401 unauthenticated without a live session. */
export const customerContract = defineContract({
  /**
   * `expiresAt`: when the session ends, for a browser that signed in on the platform's page and has not stored it yet.
   * `can`: what the provider that signs customers in lets them change here, read per request so the cached account page
   * holds nothing that depends on it.
   */
  reply: z.object({
    customer: customerShape,
    expiresAt: z.string(),
    can: z.object({ changeEmail: z.boolean(), changePassword: z.boolean() }).optional(),
  }),
});

/**
 * POST /api/tagging/create-customer {firstName, lastName, email, password,
 * confirmPassword, recaptchaToken}:
 * 200 `{ ok: true }`; 400 invalid (the first issue in the form's order) or
 * recaptcha; 422 user_errors with the platform's `messages`, each
 * capitalised; 429 rate_limited.
 */
export const createCustomerContract = defineContract({
  body: extend(registrationSchema, { recaptchaToken: recaptchaTokenField }),
  reply: z.object({ ok: z.literal(true) }),
  failure: userErrorsFailure.extend({ retryAfter: z.number().optional() }),
});
