import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { contactFormSchema } from './contact-form';
import { forgotPasswordSchema } from './forgot-password';
import { loginSchema } from './login';
import { messageFor } from '@/tests/unit/validation-text';
import { registrationSchema } from './registration';
import * as z from '../zod';

/** The issue keys of a parse, in order ([] when valid). */
function keys(schema: z.core.$ZodType, values: unknown): string[] {
  const result = z.safeParse(schema, values);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

const first = (schema: z.core.$ZodType, values: unknown) => keys(schema, values)[0];
const text = (lang: 'en' | 'fr', key: string | undefined) => messageFor((lang === 'en' ? en : fr).Validation, key ?? '');

describe('login', () => {
  it.each([
    [{ email: '', password: '' }, 'login.bothEmpty', 'Please Enter an Email and Password', 'Veuillez saisir un e-mail et un mot de passe'],
    [{ email: '  ', password: '' }, 'login.bothEmpty', 'Please Enter an Email and Password', 'Veuillez saisir un e-mail et un mot de passe'],
    [{}, 'login.bothEmpty', 'Please Enter an Email and Password', 'Veuillez saisir un e-mail et un mot de passe'],
    [{ email: '', password: 'secret' }, 'login.emailEmpty', 'Please Enter a Valid Email', 'Veuillez saisir un e-mail valide'],
    [{ email: 'a@b.co', password: '' }, 'login.passwordEmpty', 'Please Enter a Password', 'Veuillez saisir un mot de passe'],
    [{ email: 'a@b.co', password: '   ' }, 'login.passwordEmpty', 'Please Enter a Password', 'Veuillez saisir un mot de passe'],
  ])('%j → exactly one issue, %s', (values, key, english, french) => {
    expect(keys(loginSchema, values)).toEqual([key]);
    expect(text('en', key)).toBe(english);
    expect(text('fr', key)).toBe(french);
  });

  it('accepts an email and a password, trimming the email but not the password', () => {
    expect(loginSchema.parse({ email: ' demo@example.com ', password: ' Demo-pass-1 ' })).toEqual({
      email: 'demo@example.com',
      password: ' Demo-pass-1 ',
    });
  });

  it('has the sign-in failure text for the server reply', () => {
    expect(text('en', 'login.invalidCredentials')).toBe('Invalid Credentials');
    expect(text('fr', 'login.invalidCredentials')).toBe('Identifiants invalides');
  });
});

describe('registration', () => {
  const valid = { firstName: 'Dana', lastName: 'Demo', email: 'dana@example.com', password: 'Secret-1', confirmPassword: 'Secret-1' };

  it('trims the fields and accepts a complete form', () => {
    expect(
      registrationSchema.parse({ ...valid, firstName: '  Dana ', lastName: ' Demo', email: ' dana@example.com  ' }),
    ).toEqual(valid);
  });

  it.each([
    ['firstName', { firstName: '   ' }, 'registration.firstName', 'Enter your First Name', 'Saisissez votre prénom'],
    ['lastName', { lastName: '' }, 'registration.lastName', 'Enter your Last Name', 'Saisissez votre nom'],
    ['email', { email: ' ' }, 'registration.email', 'Enter your e-mail', 'Saisissez votre e-mail'],
    ['email', { email: 'dana@' }, 'registration.emailInvalid', 'Email is invalid', "L'e-mail n'est pas valide"],
    ['email', { email: 'dana example.com' }, 'registration.emailInvalid', 'Email is invalid', "L'e-mail n'est pas valide"],
    ['password', { password: '', confirmPassword: '' }, 'registration.password', 'Enter password', 'Saisissez un mot de passe'],
    ['confirmPassword', { confirmPassword: '' }, 'registration.confirm', 'Confirm Password is required', 'La confirmation du mot de passe est obligatoire'],
    [
      'confirmPassword',
      { confirmPassword: 'Secret-2' },
      'registration.mismatch',
      'Password and Confirm Password do not match',
      'Le mot de passe et sa confirmation ne correspondent pas',
    ],
  ])('%s: %j → %s', (field, patch, key, english, french) => {
    const result = registrationSchema.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message: key });
    expect(text('en', key)).toBe(english);
    expect(text('fr', key)).toBe(french);
  });

  it('reports the issues in form order, one per field', () => {
    expect(keys(registrationSchema, { firstName: '', lastName: '', email: 'x', password: '', confirmPassword: 'y' })).toEqual([
      'registration.firstName',
      'registration.lastName',
      'registration.emailInvalid',
      'registration.password',
      'registration.mismatch',
    ]);
    expect(keys(registrationSchema, {})).toEqual([
      'registration.firstName',
      'registration.lastName',
      'registration.email',
      'registration.password',
      'registration.confirm',
    ]);
    expect(first(registrationSchema, { ...valid, lastName: '', email: '' })).toBe('registration.lastName');
  });

  it('has the recaptcha text the route answers with', () => {
    expect(text('en', 'recaptcha')).toBe('Please verify recaptcha');
    expect(text('fr', 'recaptcha')).toBe('Veuillez valider le reCAPTCHA');
  });
});

describe('forgot password', () => {
  it('requires an email', () => {
    expect(keys(forgotPasswordSchema, { email: '  ' })).toEqual(['forgotPassword.email']);
    expect(keys(forgotPasswordSchema, {})).toEqual(['forgotPassword.email']);
    expect(text('en', 'forgotPassword.email')).toBe('Please enter an email');
    expect(text('fr', 'forgotPassword.email')).toBe('Veuillez saisir un e-mail');
    expect(forgotPasswordSchema.parse({ email: ' dana@example.com ' })).toEqual({ email: 'dana@example.com' });
  });
});

describe('contact form', () => {
  it('requires name, email and message in that order; the phone is optional', () => {
    expect(keys(contactFormSchema, {})).toEqual(['contactForm.name', 'contactForm.email', 'contactForm.message']);
    expect(keys(contactFormSchema, { name: 'Dana', email: ' ', message: 'Hi' })).toEqual(['contactForm.email']);
    expect(contactFormSchema.parse({ name: ' Dana ', email: 'd@example.com', message: ' Hello ' })).toEqual({
      name: 'Dana',
      email: 'd@example.com',
      phoneNumber: '',
      message: 'Hello',
    });
    expect(contactFormSchema.parse({ name: 'Dana', email: 'd@example.com', phoneNumber: ' 555 ', message: 'x' }).phoneNumber).toBe(
      '555',
    );
  });

  it('wants a reply address that is one', () => {
    for (const email of ['ada-at-example', 'ada@', 'ada@example', 'a b@example.com']) {
      expect(keys(contactFormSchema, { name: 'Ada', email, message: 'Hi' })).toEqual(['contactForm.emailInvalid']);
    }
    expect(keys(contactFormSchema, { name: 'Ada', email: 'ada@example.com', message: 'Hi' })).toEqual([]);
  });

  it('keeps single-line fields on one line and the message its line breaks', () => {
    expect(contactFormSchema.parse({ name: 'Ada\r\nBcc: x@example.com', email: 'ada@example.com\n', phoneNumber: '555\u2028100\u0000', message: 'a\r\nb\rc\u0000\td' })).toEqual({
      name: 'Ada  Bcc: x@example.com',
      email: 'ada@example.com',
      phoneNumber: '555 100',
      message: 'a\nb\nc\td',
    });
  });

  it.each([
    ['contactForm.emailInvalid', 'Please enter a valid email address, such as name@example.com.', 'Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.com.'],
    ['contactForm.name', 'Name is required.', 'Le nom est obligatoire.'],
    ['contactForm.email', 'Email is required.', "L'e-mail est obligatoire."],
    ['contactForm.message', 'Message is required.', 'Le message est obligatoire.'],
  ])('%s in both languages', (key, english, french) => {
    expect(text('en', key)).toBe(english);
    expect(text('fr', key)).toBe(french);
  });
});
