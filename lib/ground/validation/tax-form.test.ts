import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { messageFor } from '@/tests/unit/validation-text';
import { certificatePdf, FAKE_CERTIFICATES } from '@/tests/fixtures/pdf';
import { TAX_FORM_FIELDS, TAX_FORM_MAX_FILE_BYTES, certificateSchema, taxFormFieldsSchema, type TaxFormFieldsInput } from './tax-form';

const valid: TaxFormFieldsInput = {
  firstName: 'Dana',
  lastName: 'Demo',
  companyName: '',
  ein: '12-3456789',
  addressLine1: '1 Main St',
  addressLine2: '',
  city: 'Birmingham',
  state: 'Alabama',
  zip: '35203',
  country: 'United States',
  phone: '+1 (205) 555-0100',
  email: 'demo@example.com',
};

const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

const firstKey = (patch: Partial<Record<keyof TaxFormFieldsInput, unknown>>) =>
  taxFormFieldsSchema.safeParse({ ...valid, ...patch }).error?.issues[0]?.message;

describe('taxFormFieldsSchema', () => {
  it('accepts a complete form', () => {
    expect(taxFormFieldsSchema.safeParse(valid).success).toBe(true);
  });

  it('lists the fields in form order', () => {
    expect(TAX_FORM_FIELDS).toEqual([
      'firstName', 'lastName', 'companyName', 'ein', 'addressLine1', 'addressLine2',
      'city', 'state', 'zip', 'country', 'phone', 'email',
    ]);
  });

  it.each([
    ['firstName', 'taxForm.firstName'],
    ['lastName', 'taxForm.lastName'],
    ['addressLine1', 'taxForm.address'],
    ['city', 'taxForm.city'],
    ['state', 'taxForm.state'],
    ['country', 'taxForm.country'],
    ['email', 'taxForm.email'],
    ['ein', 'taxForm.ein'],
    ['zip', 'taxForm.zip'],
    ['phone', 'taxForm.phone'],
  ] as const)('requires %s (%s)', (field, key) => {
    expect(firstKey({ [field]: ' ' })).toBe(key);
    expect(firstKey({ [field]: undefined })).toBe(key);
  });

  it('does not validate company name or address line 2', () => {
    expect(firstKey({ companyName: undefined, addressLine2: undefined })).toBeUndefined();
    expect(firstKey({ companyName: 'Acme & Co.', addressLine2: 'Suite #4' })).toBeUndefined();
  });

  it('takes an EIN as two digits, an optional hyphen and seven digits', () => {
    for (const ein of ['12-3456789', '123456789']) expect(firstKey({ ein })).toBeUndefined();
    for (const ein of ['1-23456789', '12-345678', '12-34567890', '12 3456789', 'AB-CDEFGHI', '12--3456789']) {
      expect(firstKey({ ein })).toBe('taxForm.ein');
    }
  });

  it('takes a five-digit zip with an optional four-digit extension after a hyphen or space', () => {
    for (const zip of ['35203', '35203-1234', '35203 1234']) expect(firstKey({ zip })).toBeUndefined();
    for (const zip of ['3520', '352031', '35203-123', '35203_1234', 'ABCDE']) expect(firstKey({ zip })).toBe('taxForm.zip');
  });

  it('takes a phone of digits with an optional plus, parentheses and separators', () => {
    for (const phone of ['2055550100', '+1 (205) 555-0100', '205.555.0100', '205-555-0100']) {
      expect(firstKey({ phone })).toBeUndefined();
    }
    for (const phone of ['call me', '205-555-010x', '1+2055550100', '12345', '++12055550100']) {
      expect(firstKey({ phone })).toBe('taxForm.phone');
    }
  });

  it('wants an email address', () => {
    expect(firstKey({ email: 'demo@' })).toBe('taxForm.email');
  });

  it('reports the first field in form order', () => {
    expect(firstKey({ firstName: '', ein: 'x', phone: 'x' })).toBe('taxForm.firstName');
    expect(firstKey({ ein: 'x', phone: 'x' })).toBe('taxForm.ein');
  });
});

describe('the certificate file', () => {
  it('is limited to 8 MB', () => {
    expect(TAX_FORM_MAX_FILE_BYTES).toBe(8_000_000);
  });
});

describe('certificateSchema', () => {
  const read = (content: Uint8Array) => async () => content;
  const file = (size: number) => ({ name: 'certificate.pdf', size }) as File;
  const key = async (value: File | null, content: Uint8Array = certificatePdf()) =>
    (await certificateSchema(read(content)).safeParseAsync(value)).error?.issues[0]?.message;

  it('wants a whole PDF by its content, within the size limit', async () => {
    expect(await key(file(1000))).toBeUndefined();
    expect(await key(file(TAX_FORM_MAX_FILE_BYTES))).toBeUndefined();
    expect(await key(null)).toBe('taxForm.file');
    expect(await key(file(0))).toBe('taxForm.file');
    expect(await key(file(1000), bytes('GIF89a'))).toBe('taxForm.file');
    expect(await key(file(TAX_FORM_MAX_FILE_BYTES + 1))).toBe('taxForm.fileTooLarge');
  });

  it('refuses a renamed file, a six-byte or truncated PDF before it is sent', async () => {
    // The page-less PDF has a whole frame: only the server's parse refuses it.
    for (const [label, content] of FAKE_CERTIFICATES.filter(([l]) => l !== 'a PDF without a page')) {
      expect([label, await key(file(Math.max(content.length, 1)), content)]).toEqual([label, 'taxForm.file']);
    }
  });
});

describe('tax form messages', () => {
  const KEYS = {
    'taxForm.firstName': ['First name is required', 'Le prénom est obligatoire'],
    'taxForm.lastName': ['Last name is required', 'Le nom est obligatoire'],
    'taxForm.ein': ['A valid EIN is required', 'Un EIN valide est obligatoire'],
    'taxForm.address': ['Address is required', "L'adresse est obligatoire"],
    'taxForm.city': ['City is required', 'La ville est obligatoire'],
    'taxForm.state': ['State is required', "L'État est obligatoire"],
    'taxForm.zip': ['A valid zip is required', 'Un code postal valide est obligatoire'],
    'taxForm.country': ['Country is required', 'Le pays est obligatoire'],
    'taxForm.phone': ['A valid phone number is required', 'Un numéro de téléphone valide est obligatoire'],
    'taxForm.email': ['Email is required', "L'e-mail est obligatoire"],
    'taxForm.file': ['File is required and must be a PDF', 'Le fichier est obligatoire et doit être un PDF'],
    'taxForm.fileTooLarge': ['The PDF must be 8 MB or smaller', 'Le PDF ne doit pas dépasser 8 Mo'],
  };

  it.each(Object.entries(KEYS))('%s in English and French', (key, [english, french]) => {
    expect(messageFor(en.Validation, key)).toBe(english);
    expect(messageFor(fr.Validation, key)).toBe(french);
  });
});
