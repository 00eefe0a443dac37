import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { useSessionStore } from '@/lib/edge/state/session-store';
import { certificatePdf } from '@/tests/fixtures/pdf';
import { AccountOverview } from './AccountOverview';
import { callsTo, makeCustomer, messages, mockApi, reply } from './testing';

const mockNotify = jest.fn();
jest.mock('@/components/ui/toast', () => ({ notify: (...args: unknown[]) => mockNotify(...args) }));
const mockGoTo = jest.fn();
jest.mock('@/components/ui/navigate', () => ({ goTo: (url: string) => mockGoTo(url), currentPath: () => '/account' }));
const mockGetToken = jest.fn<Promise<string | null>, [string]>();
jest.mock('@/components/recaptcha/useRecaptcha', () => ({ useRecaptcha: () => mockGetToken }));

const CUSTOMER = 'GET /api/account/customer';
const pdf = (name = 'certificate.pdf', content: Uint8Array = certificatePdf()) => new File([content as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' });

async function open(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [CUSTOMER]: reply(200, { customer: makeCustomer() }), ...routes });
  renderWithIntl(<AccountOverview showTaxBox />);
  fireEvent.click(await screen.findByRole('button', { name: 'Fill out tax form' }));
  return api;
}

const dialog = () => screen.getByRole('dialog', { name: 'Tax Exemption Form' });
const field = (label: RegExp) => within(dialog()).getByLabelText(label);
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const choose = (file: File) => fireEvent.change(field(/^Certificate of exemption/), { target: { files: [file] } });
const submit = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Submit' }));

/** Everything valid; the name, last name and email come filled in from the customer. */
function fillValid() {
  type(/^EIN/, '12-3456789');
  type(/^Address Line 1/, '1 Main St');
  type(/^City/, 'Birmingham');
  fireEvent.change(field(/^State/), { target: { value: 'Alabama' } });
  type(/^Zip Code/, '35203');
  type(/^Phone/, '+1 (205) 555-0100');
  choose(pdf());
}

beforeEach(() => {
  localStorage.clear();
  mockNotify.mockReset();
  mockGoTo.mockReset();
  mockGetToken.mockReset().mockResolvedValue('recaptcha-token');
  act(() => useSessionStore.setState({ loggedIn: true, expiresAt: '2099-01-01T00:00:00Z', user: null }));
});

describe('tax form', () => {
  it("has the tax form's fields, a PDF-only file input, and the customer filled in", async () => {
    await open();
    expect(field(/^First Name/)).toHaveValue('Dana');
    expect(field(/^Last Name/)).toHaveValue('Demo');
    expect(field(/^Email/)).toHaveValue('demo@example.com');
    expect(field(/^Country/)).toHaveValue('United States');
    for (const label of [/^Company Name/, /^EIN/, /^Address Line 1/, /^Address Line 2/, /^City/, /^State/, /^Zip Code/, /^Phone/]) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(field(/^Certificate of exemption/)).toHaveAttribute('accept', 'application/pdf');
  });

  it.each([
    [/^First Name/, '', 'First name is required'],
    [/^Last Name/, '', 'Last name is required'],
    [/^EIN/, '123-456789', 'A valid EIN is required'],
    [/^Address Line 1/, '', 'Address is required'],
    [/^City/, '', 'City is required'],
    [/^State/, '', 'State is required'],
    [/^Zip Code/, '3520', 'A valid zip is required'],
    [/^Country/, '', 'Country is required'],
    [/^Phone/, 'call me', 'A valid phone number is required'],
    [/^Email/, '', 'Email is required'],
  ])('%s = %j → %s', async (label, value, message) => {
    const api = await open();
    fillValid();
    fireEvent.change(field(label), { target: { value } });
    submit();
    expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(api, 'POST', '/api/forms')).toHaveLength(0);
  });

  it('names every wrong field at once, in the form\'s order, and focuses the first', async () => {
    const api = await open();
    type(/^First Name/, '');
    type(/^Email/, '');
    submit();
    const alert = await within(dialog()).findByRole('alert');
    await waitFor(() =>
      expect([...alert.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
        'First name is required',
        'A valid EIN is required',
        'Address is required',
        'City is required',
        'State is required',
        'A valid zip is required',
        'A valid phone number is required',
        'Email is required',
        'File is required and must be a PDF',
      ]),
    );
    expect(field(/^First Name/)).toHaveFocus();
    for (const label of [/^First Name/, /^EIN/, /^City/, /^Email/]) expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(api, 'POST', '/api/forms')).toHaveLength(0);
  });

  it('does not validate company name and address line 2', async () => {
    await open({ 'POST /api/forms': reply(200, { ok: true, tagged: true }) });
    fillValid();
    type(/^Company Name/, '');
    type(/^Address Line 2/, '');
    submit();
    expect(await screen.findByText('Tax form submitted')).toBeInTheDocument();
  });

  it('wants a file', async () => {
    await open();
    fillValid();
    fireEvent.change(field(/^Certificate of exemption/), { target: { files: [] } });
    submit();
    expect(await within(dialog()).findByText('File is required and must be a PDF')).toBeInTheDocument();
  });

  it('refuses a file that is not a PDF by its content, whatever its name', async () => {
    const api = await open();
    fillValid();
    choose(new File(['GIF89a....'], 'certificate.pdf', { type: 'application/pdf' }));
    submit();
    expect(await within(dialog()).findByText('File is required and must be a PDF')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/forms')).toHaveLength(0);
  });

  it('refuses a truncated PDF before sending it, then sends the whole one', async () => {
    const api = await open({ 'POST /api/forms': reply(200, { ok: true, tagged: false, pending: true }) });
    fillValid();
    choose(pdf('certificate.pdf', certificatePdf().subarray(0, 300)));
    submit();
    expect(await within(dialog()).findByText('File is required and must be a PDF')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/forms')).toHaveLength(0);
    choose(pdf());
    submit();
    await waitFor(() => expect(callsTo(api, 'POST', '/api/forms')).toHaveLength(1));
  });

  it('refuses a PDF over 8 MB', async () => {
    await open();
    fillValid();
    const big = pdf();
    Object.defineProperty(big, 'size', { value: 8_000_001 });
    choose(big);
    submit();
    expect(await within(dialog()).findByText('The PDF must be 8 MB or smaller')).toBeInTheDocument();
  });

  it('needs the recaptcha', async () => {
    mockGetToken.mockResolvedValue(null);
    await open();
    fillValid();
    submit();
    expect(await within(dialog()).findByText('Please verify recaptcha')).toBeInTheDocument();
    expect(mockGetToken).toHaveBeenCalledWith('tax_form');
  });

  it('posts the Netlify shape, shows the banner and reloads; the tagging is the server\'s, never a call of its own', async () => {
    let answer: (r: Response) => void = () => undefined;
    const api = await open({
      'POST /api/forms': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    fillValid();
    submit();
    const banner = await screen.findByTestId('tax-banner');
    expect(banner).toHaveTextContent('Submitting tax form...');
    expect(banner).toHaveAttribute('role', 'status');
    expect(banner.className).toMatch(/bannerProgress/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const [, init] = callsTo(api, 'POST', '/api/forms')[0]!;
    const data = init?.body as FormData;
    expect(data).toBeInstanceOf(FormData);
    expect(data.get('form-name')).toBe('tax-form');
    expect(data.get('firstName')).toBe('Dana');
    expect(data.get('ein')).toBe('12-3456789');
    expect(data.get('state')).toBe('Alabama');
    expect(data.get('zip')).toBe('35203');
    expect(data.get('country')).toBe('United States');
    expect(data.get('email')).toBe('demo@example.com');
    expect((data.get('file') as File).name).toBe('certificate.pdf');
    expect(data.get('g-recaptcha-response')).toBe('recaptcha-token');
    expect(data.get('bot-field')).toBe('');

    await act(async () => answer(reply(200, { ok: true, tagged: true })));
    expect(await screen.findByText('Tax form submitted')).toBeInTheDocument();
    expect(screen.getByTestId('tax-banner').className).toMatch(/bannerSuccess/);
    // The details are reloaded to show what the server did; no tagging call from the browser.
    await waitFor(() => expect(callsTo(api, 'GET', '/api/account/customer')).toHaveLength(2));
    expect(api.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/tagging'))).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('tax-banner')).not.toBeInTheDocument();
  });

  it('shows the failure with its text, keeps what was typed, and tags nobody', async () => {
    const api = await open({ 'POST /api/forms': reply(400, { error: 'invalid', message: 'A valid EIN is required' }) });
    fillValid();
    type(/^Company Name/, 'Acme');
    submit();
    const banner = await screen.findByText('Form submission failed').then((el) => el.closest('[data-testid="tax-banner"]')!);
    expect(banner).toHaveAttribute('role', 'alert');
    expect(banner).toHaveTextContent('A valid EIN is required');
    expect(banner.className).toMatch(/bannerDanger/);
    expect(callsTo(api, 'POST', '/api/tagging/add-customer-tags')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Fill out tax form' }));
    expect(field(/^Company Name/)).toHaveValue('Acme');
  });

  it('says so, translated, when the server answers rate_limited', async () => {
    const api = await open({ 'POST /api/forms': reply(429, { error: 'rate_limited', message: 'Too many attempts. Please wait 10 minutes and try again.', retryAfter: 600 }) });
    fillValid();
    submit();
    await screen.findByText('Form submission failed');
    expect(screen.getByTestId('tax-banner')).toHaveTextContent(`Form submission failed ${messages.en.account.common.rateLimited}`);
    expect(callsTo(api, 'GET', '/api/account/customer')).toHaveLength(1);
  });

  it('explains a network failure', async () => {
    await open({ 'POST /api/forms': new TypeError('Failed to fetch') });
    fillValid();
    submit();
    await screen.findByText('Form submission failed');
    expect(screen.getByTestId('tax-banner')).toHaveTextContent('Form submission failed The server could not be reached.');
  });
});
