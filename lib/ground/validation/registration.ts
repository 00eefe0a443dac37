import * as z from '../zod';
import { isBlank, isEmail, secretField, textField } from './text-field';

/**
 * Registration form: trimmed fields, one
 * issue per field in the form's order, so the first issue is the message the
 * form shows and every issue marks its field. The recaptcha token is checked
 * by the route ('recaptcha'), server refusals ("Email has already been
 * taken") come back from the tagging service.
 */
export const registrationSchema = z
  .object({
    firstName: textField(),
    lastName: textField(),
    email: textField(),
    password: secretField(),
    confirmPassword: secretField(),
  })
  .check(
    z.superRefine((v, ctx) => {
    const issue = (field: keyof typeof v, key: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message: `registration.${key}` });
    if (v.firstName === '') issue('firstName', 'firstName');
    if (v.lastName === '') issue('lastName', 'lastName');
    if (v.email === '') issue('email', 'email');
    else if (!isEmail(v.email)) issue('email', 'emailInvalid');
    if (isBlank(v.password)) issue('password', 'password');
    if (isBlank(v.confirmPassword)) issue('confirmPassword', 'confirm');
    else if (v.confirmPassword !== v.password) issue('confirmPassword', 'mismatch');
    }),
  );

export type RegistrationInput = z.infer<typeof registrationSchema>;
