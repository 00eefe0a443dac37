import * as z from '../zod';

/**
 * The inline Change Password fields, in
 * the form's order: new password, its confirmation, then the match.
 * Passwords are taken as typed (no trimming). Messages are keys of
 * messages.Validation.
 */
export const passwordChangeSchema = z
  .object({
    password: z.string('passwordChange.newEmpty').check(z.minLength(1, 'passwordChange.newEmpty'), z.maxLength(200, 'passwordChange.newEmpty')),
    confirmPassword: z.string('passwordChange.confirmEmpty').check(z.minLength(1, 'passwordChange.confirmEmpty')),
  })
  // An empty field already has its message; the match is only worth checking between two entries.
  .check(
    z.refine((v) => !v.password || !v.confirmPassword || v.password === v.confirmPassword, {
      path: ['confirmPassword'],
      message: 'passwordChange.mismatch',
    }),
  );

export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
