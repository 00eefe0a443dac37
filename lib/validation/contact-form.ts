import { z } from 'zod';
import { textField } from './text-field';

/** The longest value each field takes: the inputs stop there, and the form handler refuses more. */
export const CONTACT_FORM_LIMITS = { name: 200, email: 254, phoneNumber: 50, message: 5000 } as const;

const capped = (field: z.ZodType<string>, max: number) => field.refine((v) => v.length <= max, { message: 'contactForm.tooLong' });
const required = (key: string, max: number) => capped(textField().refine((v) => v !== '', { message: key }), max);

/**
 * Contact form (spec accounts §5 "Contact form"): name, email and message
 * required, in that order; the phone number is optional. The recaptcha token
 * is checked by the form route ('recaptcha').
 */
export const contactFormSchema = z.object({
  name: required('contactForm.name', CONTACT_FORM_LIMITS.name),
  email: required('contactForm.email', CONTACT_FORM_LIMITS.email),
  phoneNumber: capped(textField(), CONTACT_FORM_LIMITS.phoneNumber),
  message: required('contactForm.message', CONTACT_FORM_LIMITS.message),
});

export type ContactFormInput = z.infer<typeof contactFormSchema>;
