import * as z from '../zod';
import { lineString } from './text-field';

/**
 * The Edit Contact Information modal: first name, last
 * name and email are all required, and the email must look like one.
 * Messages are keys of messages.Validation.
 */

const REQUIRED = 'contactInformation.required';

export const contactInformationSchema = z.object({
  firstName: lineString(REQUIRED, z.trim(), z.minLength(1, REQUIRED), z.maxLength(100, REQUIRED)),
  lastName: lineString(REQUIRED, z.trim(), z.minLength(1, REQUIRED), z.maxLength(100, REQUIRED)),
  email: z.pipe(
    z.string(REQUIRED).check(z.trim(), z.minLength(1, REQUIRED)),
    z.email('contactInformation.emailInvalid').check(z.maxLength(254, 'contactInformation.emailInvalid')),
  ),
});

export type ContactInformationInput = z.input<typeof contactInformationSchema>;
