import { z } from 'zod';
import { textField } from './text-field';

/**
 * Contact form (spec accounts §5 "Contact form"): name, email and message
 * required, in that order; the phone number is optional. The recaptcha token
 * is checked by the form route ('recaptcha').
 */
export const contactFormSchema = z.object({
  name: textField().refine((v) => v !== '', { message: 'contactForm.name' }),
  email: textField().refine((v) => v !== '', { message: 'contactForm.email' }),
  phoneNumber: textField(),
  message: textField().refine((v) => v !== '', { message: 'contactForm.message' }),
});

export type ContactFormInput = z.infer<typeof contactFormSchema>;
