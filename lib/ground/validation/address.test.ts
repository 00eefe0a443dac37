import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { ADDRESS_COUNTRIES, DEFAULT_ADDRESS_COUNTRY, addressSchema, type AddressFormInput } from './address';
import { messageFor } from '@/tests/unit/validation-text';

const valid: AddressFormInput = {
  firstName: 'Dana',
  lastName: 'Demo',
  company: '',
  phone: '205-555-0100',
  address1: '1 Main St',
  address2: '',
  city: 'Birmingham',
  country: 'United States',
  province: 'Alabama',
  zip: '35203',
};

function firstKey(input: unknown): string | undefined {
  return addressSchema.safeParse(input).error?.issues[0]?.message;
}

describe('addressSchema', () => {
  it('accepts a complete address and trims it', () => {
    const parsed = addressSchema.parse({ ...valid, firstName: '  Dana ', company: ' Acme ' });
    expect(parsed.firstName).toBe('Dana');
    expect(parsed.company).toBe('Acme');
  });

  it('leaves company and address line 2 optional', () => {
    const partial: Partial<AddressFormInput> = { ...valid };
    delete partial.company;
    delete partial.address2;
    expect(addressSchema.parse(partial)).toMatchObject({ company: '', address2: '' });
  });

  it.each(['firstName', 'lastName', 'phone', 'address1', 'city', 'zip'] as const)('requires %s', (field) => {
    expect(firstKey({ ...valid, [field]: '   ' })).toBe('address.mandatory');
    expect(firstKey({ ...valid, [field]: undefined })).toBe('address.mandatory');
  });

  it('requires a supported country', () => {
    expect(firstKey({ ...valid, country: '' })).toBe('address.mandatory');
    expect(firstKey({ ...valid, country: 'France' })).toBe('address.mandatory');
  });

  it("takes the province from the country's list", () => {
    expect(firstKey({ ...valid, country: 'Canada', province: 'Ontario', zip: 'M5V 2T6' })).toBeUndefined();
    expect(firstKey({ ...valid, country: 'Canada', province: 'Alabama' })).toBe('address.mandatory');
    expect(firstKey({ ...valid, province: '' })).toBe('address.mandatory');
  });

  it('offers the United States (default) and Canada', () => {
    expect(ADDRESS_COUNTRIES).toEqual(['United States', 'Canada']);
    expect(DEFAULT_ADDRESS_COUNTRY).toBe('United States');
  });

  it('has the exact messages in both languages', () => {
    expect(messageFor(en.Validation, 'address.mandatory')).toBe('Please fill all mandatory fields.');
    expect(messageFor(en.Validation, 'address.zipState')).toBe('Please provide a valid Zip and State');
    expect(messageFor(en.Validation, 'address.lookupFailed')).toBe('Error while validating your address, please try again.');
    expect(messageFor(en.Validation, 'recaptcha')).toBe('Please verify recaptcha');
    expect(messageFor(fr.Validation, 'address.mandatory')).toBe('Veuillez remplir tous les champs obligatoires.');
    expect(messageFor(fr.Validation, 'address.zipState')).toBe('Veuillez indiquer un code postal et un État valides');
    expect(messageFor(fr.Validation, 'address.lookupFailed')).toBe(
      'Erreur lors de la validation de votre adresse, veuillez réessayer.',
    );
    expect(messageFor(fr.Validation, 'recaptcha')).toBe('Veuillez valider le reCAPTCHA');
  });
});
