import { z } from 'zod';
import { defineContract } from '../contract';
import { customerShape, recaptchaTokenField, userErrorsFailure } from '../../../domain/account/shapes';
import { contactInformationSchema } from '../../../ground/validation/contact-information';

/**
 * POST /api/account/contact {firstName, lastName, email, recaptchaToken}:
 * 200 `{ customer }`; 422 user errors.
 */
export const contactContract = defineContract({
  body: contactInformationSchema.extend({ recaptchaToken: recaptchaTokenField }),
  reply: z.object({ customer: customerShape }),
  failure: userErrorsFailure,
});
