import * as z from '../zod';
import { isEmail, textAreaField, textField } from './text-field';

/** The longest value each field takes: the inputs stop there, and the form handler refuses more. */
export const CONTACT_FORM_LIMITS = { name: 200, email: 254, phoneNumber: 50, message: 5000 } as const;

type Field = z.ZodMiniType<string, unknown>;
const capped = (field: Field, max: number) => field.check(z.refine((v) => v.length <= max, { message: 'contactForm.tooLong' }));
const filled = (field: Field, key: string) => field.check(z.refine((v) => v !== '', { message: key }));

/**
 * Contact form: name, email and message
 * required, in that order; the email must be one, since the reply goes to
 * it; the phone number is optional. Name, email and phone are single lines
 * (control characters become spaces); the message keeps its line breaks.
 * The recaptcha token is checked by the form route ('recaptcha').
 */
export const contactFormSchema = z.object({
  name: capped(filled(textField(), 'contactForm.name'), CONTACT_FORM_LIMITS.name),
  email: capped(
    filled(textField(), 'contactForm.email').check(z.refine((v) => v === '' || isEmail(v), { message: 'contactForm.emailInvalid', abort: true })),
    CONTACT_FORM_LIMITS.email,
  ),
  phoneNumber: capped(textField(), CONTACT_FORM_LIMITS.phoneNumber),
  message: capped(filled(textAreaField(), 'contactForm.message'), CONTACT_FORM_LIMITS.message),
});

export type ContactFormInput = z.infer<typeof contactFormSchema>;
