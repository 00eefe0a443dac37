import { z } from 'zod';
import { extend } from '../../../ground/zod';
import { defineContract } from '../contract';
import { customerShape, recaptchaTokenField, userErrorsFailure } from '../../../domain/account/shapes';
import { contactInformationSchema } from '../../../ground/validation/contact-information';

/**
 * POST /api/account/contact {firstName, lastName, email, recaptchaToken}:
 * 200 `{ customer }`; 422 user errors.
 */
export const contactContract = defineContract({
  body: extend(contactInformationSchema, { recaptchaToken: recaptchaTokenField }),
  reply: z.object({ customer: customerShape }),
  failure: userErrorsFailure,
});
