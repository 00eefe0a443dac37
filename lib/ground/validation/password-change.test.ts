import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { messageFor } from '@/tests/unit/validation-text';
import { passwordChangeSchema } from './password-change';

const keys = (password: string, confirmPassword: string) =>
  passwordChangeSchema.safeParse({ password, confirmPassword }).error?.issues.map((i) => i.message) ?? [];

describe('passwordChangeSchema', () => {
  it('accepts two equal passwords, as typed', () => {
    expect(passwordChangeSchema.parse({ password: ' New-pass-1', confirmPassword: ' New-pass-1' })).toEqual({
      password: ' New-pass-1',
      confirmPassword: ' New-pass-1',
    });
  });

  it('asks for the new password first', () => {
    expect(keys('', '')[0]).toBe('passwordChange.newEmpty');
    expect(keys('', 'x')[0]).toBe('passwordChange.newEmpty');
  });

  it('then for the confirmation', () => {
    expect(keys('New-pass-1', '')).toEqual(['passwordChange.confirmEmpty']);
  });

  it('then for a match', () => {
    expect(keys('New-pass-1', 'New-pass-2')).toEqual(['passwordChange.mismatch']);
  });

  it('has the exact messages in both languages', () => {
    expect(messageFor(en.Validation, 'passwordChange.newEmpty')).toBe('Enter a new password');
    expect(messageFor(en.Validation, 'passwordChange.confirmEmpty')).toBe('Enter password again');
    expect(messageFor(en.Validation, 'passwordChange.mismatch')).toBe('Password and Confirm Password Do not match');
    expect(messageFor(fr.Validation, 'passwordChange.newEmpty')).toBe('Saisissez un nouveau mot de passe');
    expect(messageFor(fr.Validation, 'passwordChange.confirmEmpty')).toBe('Saisissez de nouveau le mot de passe');
    expect(messageFor(fr.Validation, 'passwordChange.mismatch')).toBe('Le mot de passe et sa confirmation ne correspondent pas');
  });
});
