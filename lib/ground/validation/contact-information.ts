import * as z from '../zod';
import { lineString } from './text-field';

/**
 * The Edit Contact Information modal: first name, last
 * name and email are all required, and the email must look like one.
 * Messages are keys of messages.Validation.
 */

const REQUIRED = 'contactInformation.required';

export const contactInformationSchema = z.object({
  firstName: lineString(REQUIRED).trim().min(1, REQUIRED).max(100, REQUIRED),
  lastName: lineString(REQUIRED).trim().min(1, REQUIRED).max(100, REQUIRED),
  email: z
    .string(REQUIRED)
    .trim()
    .min(1, REQUIRED)
    .pipe(z.email('contactInformation.emailInvalid').max(254, 'contactInformation.emailInvalid')),
});

export type ContactInformationInput = z.input<typeof contactInformationSchema>;
