import * as z from '../zod';
import { textField } from './text-field';

/** Forgot password form: the email is required. */
export const forgotPasswordSchema = z.object({
  email: textField().check(z.refine((email) => email !== '', { message: 'forgotPassword.email' })),
});

export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
