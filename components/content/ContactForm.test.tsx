import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { answer, type Answer } from '@/components/auth/test-helpers';
import { ContactForm } from './ContactForm';

const getToken = jest.fn<Promise<string | null>, [string]>();
jest.mock('@/components/recaptcha/useRecaptcha', () => ({ useRecaptcha: () => getToken }));

let reply: Answer;
const fetchMock = jest.fn<Promise<ReturnType<typeof answer>>, [string, RequestInit]>(async () => answer(reply));

const TEXT = {
  en: { name: 'Name', email: 'Email', phone: /^Phone/, message: 'Message', send: 'Send message', ok: 'Form submitted correctly' },
  fr: { name: 'Nom', email: 'E-mail', phone: /^Téléphone/, message: 'Message', send: 'Envoyer le message', ok: 'Formulaire envoyé avec succès' },
} as const;
type Locale = keyof typeof TEXT;

function fill(locale: Locale, values: Partial<Record<'name' | 'email' | 'phone' | 'message', string>>) {
  const t = TEXT[locale];
  const all = { name: 'Dana Demo', email: 'dana@example.com', phone: '', message: 'Do you print on kraft paper?', ...values };
  fireEvent.change(screen.getByLabelText(t.name, { exact: false, selector: 'input' }), { target: { value: all.name } });
  fireEvent.change(screen.getByLabelText(t.email, { exact: false, selector: 'input' }), { target: { value: all.email } });
  fireEvent.change(screen.getByLabelText(t.phone, { selector: 'input' }), { target: { value: all.phone } });
  fireEvent.change(screen.getByLabelText(t.message, { exact: false, selector: 'textarea' }), { target: { value: all.message } });
}
const submit = (locale: Locale) => act(async () => void fireEvent.click(screen.getByRole('button', { name: TEXT[locale].send })));
const sentBody = () => fetchMock.mock.calls[0]![1].body as FormData;

beforeEach(() => {
  reply = { status: 200, body: { ok: true } };
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  getToken.mockReset().mockResolvedValue('token.contact');
});

describe.each(['en', 'fr'] as const)('ContactForm (%s)', (locale) => {
  it.each([
    [{ name: '  ' }, 'Name is required.', 'Le nom est obligatoire.'],
    [{ email: '' }, 'Email is required.', "L'e-mail est obligatoire."],
    [{ message: ' ' }, 'Message is required.', 'Le message est obligatoire.'],
    [{ name: '', email: '', message: '' }, 'Name is required.', 'Le nom est obligatoire.'],
  ])('%o → the first missing field is named and nothing is sent', async (values, en, fr) => {
    renderWithIntl(<ContactForm />, { locale });
    fill(locale, values);
    await submit(locale);
    expect(screen.getByRole('alert')).toHaveTextContent(locale === 'en' ? en : fr);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without a reCAPTCHA token asks to verify it and sends nothing', async () => {
    getToken.mockResolvedValue(null);
    renderWithIntl(<ContactForm />, { locale });
    fill(locale, {});
    await submit(locale);
    expect(screen.getByRole('alert')).toHaveTextContent(locale === 'en' ? 'Please verify recaptcha' : 'Veuillez valider le reCAPTCHA');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the Netlify-shaped form with the phone optional, then says it was submitted and empties the form', async () => {
    renderWithIntl(<ContactForm />, { locale });
    fill(locale, { name: ' Dana Demo ' });
    await submit(locale);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/forms');
    const body = sentBody();
    expect(Object.fromEntries(body.entries())).toEqual({
      'form-name': 'contact',
      name: 'Dana Demo',
      email: 'dana@example.com',
      phoneNumber: '',
      message: 'Do you print on kraft paper?',
      'g-recaptcha-response': 'token.contact',
      'bot-field': '',
    });
    expect(getToken).toHaveBeenCalledWith('contact');
    expect(screen.getByRole('status')).toHaveTextContent(TEXT[locale].ok);
    expect(screen.getByLabelText(TEXT[locale].message, { exact: false, selector: 'textarea' })).toHaveValue('');
  });

  it('keeps what was typed when the server refuses, and says why', async () => {
    reply = { status: 502, body: { error: 'form_failed', message: 'The form could not be sent. Please try again.' } };
    renderWithIntl(<ContactForm />, { locale });
    fill(locale, {});
    await submit(locale);
    expect(screen.getByRole('alert')).toHaveTextContent(locale === 'en' ? 'could not be sent' : "n'a pas pu être envoyé");
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByLabelText(TEXT[locale].message, { exact: false, selector: 'textarea' })).toHaveValue('Do you print on kraft paper?');
  });

  it('a refused reCAPTCHA on the server asks to verify it', async () => {
    reply = { status: 400, body: { error: 'recaptcha', message: 'Please verify recaptcha' } };
    renderWithIntl(<ContactForm />, { locale });
    fill(locale, {});
    await submit(locale);
    expect(screen.getByRole('alert')).toHaveTextContent(locale === 'en' ? 'Please verify recaptcha' : 'Veuillez valider le reCAPTCHA');
  });
});
