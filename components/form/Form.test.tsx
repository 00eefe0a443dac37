import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import type { ApiFailure } from '@/lib/edge/api/client';
import { registrationSchema, type RegistrationInput } from '@/lib/ground/validation/registration';
import { applyServerError, type ServerErrorPlacement } from './applyServerError';
import { Form } from './Form';
import { FormErrors } from './FormErrors';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';
import { useZodForm } from './useZodForm';

type Submit = (data: RegistrationInput) => Promise<ApiFailure | null>;
let onSubmit: jest.Mock<ReturnType<Submit>, Parameters<Submit>>;
let placement: (failure: ApiFailure) => ServerErrorPlacement<RegistrationInput> | undefined;

const EMPTY = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

function Registration() {
  const form = useZodForm(registrationSchema, EMPTY);
  return (
    <Form
      form={form}
      id="reg"
      onSubmit={async (data) => {
        const failure = await onSubmit(data);
        if (failure) applyServerError(form, failure, placement);
      }}
    >
      <TextField<RegistrationInput> name="firstName" label="First" />
      <TextField<RegistrationInput> name="lastName" label="Last" hint="As on your card" markRequired />
      <TextField<RegistrationInput> name="email" label="Mail" type="email" />
      <TextField<RegistrationInput> name="password" label="Secret" type="password" ownError />
      <TextField<RegistrationInput> name="confirmPassword" label="Again" type="password" />
      <FormErrors />
      <SubmitButton label="Go" busyLabel="Going…" block />
    </Form>
  );
}

const input = (label: string) => screen.getByLabelText(label);
const fill = (values: Partial<RegistrationInput>) => {
  const labels: Record<keyof RegistrationInput, string> = {
    firstName: 'First',
    lastName: /Last/.source,
    email: 'Mail',
    password: 'Secret',
    confirmPassword: 'Again',
  };
  for (const [name, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(new RegExp(`^${labels[name as keyof RegistrationInput]}`)), { target: { value } });
  }
};
const VALID = { firstName: ' Dana ', lastName: 'Demo', email: ' dana@example.com ', password: 'Secret-1', confirmPassword: 'Secret-1' };
async function submit() {
  await act(async () => {
    fireEvent.submit(screen.getByRole('button').closest('form')!);
  });
}

beforeEach(() => {
  onSubmit = jest.fn<ReturnType<Submit>, Parameters<Submit>>(async () => null);
  placement = () => undefined;
});

describe('a form on useZodForm + <Form>', () => {
  it.each([
    ['en', 'Enter your First Name'],
    ['fr', 'Saisissez votre prénom'],
  ] as const)('shows the first issue in the schema order, translated (%s), and focuses its field', async (locale, text) => {
    renderWithIntl(<Registration />, { locale });
    fill({ ...VALID, firstName: '  ', email: 'x', confirmPassword: 'other' });
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(new RegExp(`^${text}$`));
    expect(input('First')).toHaveFocus();
    for (const label of ['First', 'Mail', 'Again']) {
      expect(input(label)).toHaveAttribute('aria-invalid', 'true');
      expect(input(label)).toHaveAttribute('aria-describedby', 'reg-error');
    }
    expect(screen.getByLabelText(/^Last/)).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the messages until the next submission (no checking while typing)', async () => {
    renderWithIntl(<Registration />);
    fill({ ...VALID, firstName: '' });
    await submit();
    fill({ firstName: 'Dana' });
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your First Name');
    await submit();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(input('First')).not.toHaveAttribute('aria-invalid');
  });

  it('hands over the parsed (trimmed) values, busy and disabled meanwhile; a second submission is ignored', async () => {
    let release!: (failure: ApiFailure | null) => void;
    onSubmit.mockImplementation(() => new Promise((resolve) => (release = resolve)));
    renderWithIntl(<Registration />);
    fill(VALID);
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ ...VALID, firstName: 'Dana', email: 'dana@example.com' });
    const button = screen.getByRole('button', { name: 'Going…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => release(null));
    expect(screen.getByRole('button', { name: 'Go' })).toBeEnabled();
  });

  it('marks a required field with a hidden asterisk and says it to assistive technology; hints describe their field', () => {
    renderWithIntl(<Registration />);
    const last = screen.getByLabelText(/^Last/);
    expect(last.closest('div')!.querySelector('label')).toHaveTextContent('Last *');
    expect(last).toHaveAttribute('aria-required', 'true');
    expect(last).toHaveAttribute('aria-describedby', 'reg-lastName-hint');
    expect(screen.getByText('As on your card')).toHaveAttribute('id', 'reg-lastName-hint');
    expect(input('First')).toHaveAttribute('id', 'reg-firstName');
  });

  it('shows an own message under a field that asks for it', async () => {
    renderWithIntl(<Registration />);
    fill({ ...VALID, password: '', confirmPassword: 'x' });
    await submit();
    expect(input('Secret')).toHaveAttribute('aria-describedby', 'reg-password-error');
    expect(document.getElementById('reg-password-error')).toHaveTextContent('Enter password');
  });
});

describe('applyServerError', () => {
  const failure = (error: string, message?: string, extra: object = {}): ApiFailure => ({ ok: false, status: 400, error, message, ...extra });

  async function refusedWith(reply: ApiFailure, locale: 'en' | 'fr' = 'en') {
    onSubmit.mockResolvedValue(reply);
    renderWithIntl(<Registration />, { locale });
    fill(VALID);
    await submit();
  }

  it("shows the failure's own message in the region by default", async () => {
    await refusedWith(failure('upstream', 'The store could not be reached.'));
    expect(screen.getByRole('alert')).toHaveTextContent(/^The store could not be reached\.$/);
    expect(input('First')).not.toHaveAttribute('aria-invalid');
  });

  it('translates a Validation key and focuses the named input', async () => {
    placement = () => ({ message: 'rateLimited', focus: 'password' });
    await refusedWith(failure('rate_limited', 'Too many attempts. Please wait 15 minutes and try again.'), 'fr');
    expect(screen.getByRole('alert')).toHaveTextContent('Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.');
    expect(input('Secret')).toHaveFocus();
    expect(input('Secret')).not.toHaveAttribute('aria-invalid');
  });

  it('lists several messages', async () => {
    placement = (f) => ({ message: (f as ApiFailure & { messages: string[] }).messages });
    await refusedWith(failure('user_errors', 'Email has already been taken', { messages: ['Email has already been taken', 'Password is too short'] }));
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Email has already been taken', 'Password is too short']);
  });

  it('marks and focuses the field a failure is about', async () => {
    placement = () => ({ field: 'email', message: 'registration.emailInvalid' });
    await refusedWith(failure('invalid', 'Email is invalid'));
    expect(screen.getByRole('alert')).toHaveTextContent('Email is invalid');
    expect(input('Mail')).toHaveAttribute('aria-invalid', 'true');
    expect(input('Mail')).toHaveFocus();
  });

  it('is cleared by the next submission', async () => {
    await refusedWith(failure('upstream', 'Down'));
    onSubmit.mockResolvedValue(null);
    await submit();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
