import * as z from '../zod';
import { isBlank, secretField, textField } from './text-field';

/**
 * Login form. Exactly one issue, the first rule
 * that applies: both empty, then the email, then the password. A refused
 * sign-in ('login.invalidCredentials') comes from the server, not from here.
 */
export const loginSchema = z
  .object({ email: textField(), password: secretField() })
  .check(
    z.superRefine(({ email, password }, ctx) => {
    const emailEmpty = email === '';
    const passwordEmpty = isBlank(password);
    if (emailEmpty && passwordEmpty) ctx.addIssue({ code: 'custom', path: ['email'], message: 'login.bothEmpty' });
    else if (emailEmpty) ctx.addIssue({ code: 'custom', path: ['email'], message: 'login.emailEmpty' });
    else if (passwordEmpty) ctx.addIssue({ code: 'custom', path: ['password'], message: 'login.passwordEmpty' });
    }),
  );

export type LoginInput = z.infer<typeof loginSchema>;
