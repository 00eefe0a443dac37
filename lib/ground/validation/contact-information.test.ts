import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { contactInformationSchema } from './contact-information';
import { messageFor } from '@/tests/unit/validation-text';

const valid = { firstName: 'Dana', lastName: 'Demo', email: 'demo@example.com' };
const firstKey = (input: unknown) => contactInformationSchema.safeParse(input).error?.issues[0]?.message;

describe('contactInformationSchema', () => {
  it('accepts and trims the three fields', () => {
    expect(contactInformationSchema.parse({ firstName: ' Dana ', lastName: 'Demo ', email: ' demo@example.com' })).toEqual(valid);
  });

  it.each(['firstName', 'lastName', 'email'] as const)('requires %s', (field) => {
    expect(firstKey({ ...valid, [field]: '  ' })).toBe('contactInformation.required');
    expect(firstKey({ ...valid, [field]: undefined })).toBe('contactInformation.required');
  });

  it('rejects an email that is not one', () => {
    expect(firstKey({ ...valid, email: 'demo@' })).toBe('contactInformation.emailInvalid');
    expect(firstKey({ ...valid, email: 'not an email' })).toBe('contactInformation.emailInvalid');
  });

  it('reports the fields in order', () => {
    expect(firstKey({ firstName: '', lastName: '', email: 'x' })).toBe('contactInformation.required');
    expect(contactInformationSchema.safeParse({ firstName: '', lastName: 'a', email: 'x' }).error?.issues.map((i) => i.path[0])).toEqual([
      'firstName',
      'email',
    ]);
  });

  it('has its messages in both languages', () => {
    expect(messageFor(en.Validation, 'contactInformation.required')).toBe('Please fill all mandatory fields.');
    expect(messageFor(en.Validation, 'contactInformation.emailInvalid')).toBe('Email is invalid');
    expect(messageFor(fr.Validation, 'contactInformation.required')).toBe('Veuillez remplir tous les champs obligatoires.');
    expect(messageFor(fr.Validation, 'contactInformation.emailInvalid')).toBe("L'e-mail n'est pas valide");
  });
});
