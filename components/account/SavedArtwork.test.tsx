import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithIntl, type TestLocale } from '@/components/testing/renderWithIntl';
import { goTo } from '@/components/ui/navigate';
import { restoreConfiguratorState } from '@/lib/domain/design/customer-state';
import { DESIGN_EDITOR_KEY } from '@/lib/domain/design/storage-keys';
import { designToReopen } from '@/lib/edge/state/design-store';
import { useSessionStore } from '@/lib/edge/state/session-store';
import { SavedArtwork } from './SavedArtwork';
import { bodyOf, callsTo, messages, mockApi, project, reply } from './testing';

const mockNotify = jest.fn();
jest.mock('@/components/ui/toast', () => ({ notify: (...args: unknown[]) => mockNotify(...args) }));
jest.mock('@/components/ui/navigate', () => ({ goTo: jest.fn(), currentPath: () => '/account/artwork' }));


function setup(locale: TestLocale = 'en') {
  return renderWithIntl(<SavedArtwork />, { locale });
}

/** The proof host's answer: an image (jsdom's fetch stand-in has no blob of its own). */
const image = (type = 'image/png') => ({ ok: true, status: 200, blob: () => Promise.resolve(new Blob(['proof-bytes'], { type })) }) as unknown as Response;

/** The downloads the page started: each link clicked, with its address and file name. */
let downloads: { href: string; download: string }[];
beforeEach(() => {
  mockNotify.mockReset();
  jest.mocked(goTo).mockReset();
  window.localStorage.clear();
  act(() => useSessionStore.setState({ loggedIn: true, expiresAt: '2099-01-01T00:00:00Z', user: null }));
  downloads = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.href, download: this.download });
  });
  // jsdom has no object URLs.
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/proof-1');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

describe('SavedArtwork', () => {
  it('lists the saved projects with thumbnail, names, size, quantity, material and proof', async () => {
    mockApi({ 'POST /api/tagging/get-metafield': reply(200, { projects: [project(7, 'Jam labels')] }) });
    setup();
    const card = await screen.findByTestId('artwork-card');
    expect(within(card).getByRole('img', { name: 'Thumbnail of Jam labels' })).toHaveAttribute('src', 'https://res.cloudinary.com/demo/7.png');
    expect(within(card).getByRole('heading', { name: 'Jam labels' })).toBeInTheDocument();
    for (const text of ['Roll Labels', '2" x 2"', '250', 'White BOPP']) expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View proof of Jam labels' })).toHaveAttribute('href', 'https://res.cloudinary.com/demo/7-proof.png');
  });

  it('says so when nothing is saved', async () => {
    mockApi({ 'POST /api/tagging/get-metafield': reply(200, { projects: [] }) });
    setup();
    expect(await screen.findByText('You have no saved artwork yet.')).toBeInTheDocument();
  });

  it('deletes after confirmation and reloads', async () => {
    const api = mockApi({
      'POST /api/tagging/get-metafield': [
        reply(200, { projects: [project(7, 'Jam labels'), project(8, 'Honey')] }),
        reply(200, { projects: [project(8, 'Honey')] }),
      ],
      'POST /api/tagging/delete-metafield': reply(200, { ok: true }),
    });
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Jam labels' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this artwork?' });
    expect(confirm).toHaveTextContent('The saved project Jam labels will be deleted.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('artwork-card')).toHaveLength(1));
    expect(bodyOf(callsTo(api, 'POST', '/api/tagging/delete-metafield')[0]![1])).toEqual({ metafield_id: 7 });
    expect(mockNotify).toHaveBeenCalledWith('Artwork deleted');
  });

  it('keeps the project when the confirmation is cancelled, and reports a failed delete', async () => {
    const api = mockApi({
      'POST /api/tagging/get-metafield': reply(200, { projects: [project(7, 'Jam labels')] }),
      'POST /api/tagging/delete-metafield': reply(403, { error: 'forbidden' }),
    });
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Jam labels' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(api, 'POST', '/api/tagging/delete-metafield')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Jam labels' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mockNotify).toHaveBeenCalledWith('An Error Occurred', 'error'));
    expect(screen.getByTestId('artwork-card')).toBeInTheDocument();
  });

  it('says when there were too many requests (429 rate_limited), on load and on delete', async () => {
    const limited = reply(429, { error: 'rate_limited', message: 'Too many attempts. Please wait 10 minutes and try again.', retryAfter: 600 });
    mockApi({ 'POST /api/tagging/get-metafield': [limited, reply(200, { projects: [project(7, 'Jam labels')] })], 'POST /api/tagging/delete-metafield': limited });
    setup();
    expect(await screen.findByText(messages.en.account.common.rateLimited)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Jam labels' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mockNotify).toHaveBeenCalledWith('Too many attempts. Please wait a few minutes and try again.', 'error'));
  });
});

describe('the proof', () => {
  it('opens in a new tab, or downloads as a file named after the project', async () => {
    const api = mockApi({
      'POST /api/tagging/get-metafield': reply(200, { projects: [project(7, 'Jam labels')] }),
      'GET https://res.cloudinary.com/demo/7-proof.png': image(),
    });
    setup();
    const view = await screen.findByRole('link', { name: 'View proof of Jam labels' });
    expect(view).toHaveAttribute('target', '_blank');
    fireEvent.click(screen.getByRole('button', { name: 'Download proof of Jam labels' }));
    await waitFor(() => expect(downloads).toEqual([{ href: 'blob:http://localhost/proof-1', download: 'Jam labels-proof.png' }]));
    expect(callsTo(api, 'GET', 'https://res.cloudinary.com/demo/7-proof.png')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Download proof of Jam labels' })).toBeEnabled();
    expect(mockNotify).not.toHaveBeenCalled();
  });

  it('says the download is under way while the proof is fetched', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({
      'POST /api/tagging/get-metafield': reply(200, { projects: [project(7, 'Jam labels')] }),
      'GET https://res.cloudinary.com/demo/7-proof.png': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Download proof of Jam labels' }));
    const busy = await screen.findByRole('button', { name: 'Downloading…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer(image()));
    expect(await screen.findByRole('button', { name: 'Download proof of Jam labels' })).toBeEnabled();
  });

  it.each<[TestLocale, string, string]>([
    ['en', 'Download proof of Jam labels', "We couldn't download the proof. Please try again."],
    ['fr', "Télécharger l'épreuve de Jam labels", "Nous n'avons pas pu télécharger l'épreuve. Veuillez réessayer."],
  ])('says so when the proof cannot be fetched (%s)', async (locale, button, toast) => {
    mockApi({
      'POST /api/tagging/get-metafield': reply(200, { projects: [project(7, 'Jam labels')] }),
      'GET https://res.cloudinary.com/demo/7-proof.png': reply(404),
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    setup(locale);
    fireEvent.click(await screen.findByRole('button', { name: button }));
    await waitFor(() => expect(mockNotify).toHaveBeenCalledWith(toast, 'error'));
    expect(downloads).toEqual([]);
    expect(screen.getByRole('button', { name: button })).toBeEnabled();
  });

  it('offers neither without a proof', async () => {
    mockApi({ 'POST /api/tagging/get-metafield': reply(200, { projects: [project(7, 'Jam labels', { proof: '' })] }) });
    setup();
    const card = await screen.findByTestId('artwork-card');
    expect(within(card).queryByRole('link', { name: /proof/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });
});

describe('Edit & order', () => {
  const offered = {
    options: [
      { name: 'Size', values: ['2" x 2"', '3" x 3"'] },
      { name: 'Material', values: ['Paper', 'White BOPP'] },
    ],
    opening: { selection: { Size: '3" x 3"', Material: 'Paper' }, customWidth: '', customHeight: '', quantitySelect: '100', quantityText: '100', extras: [] },
  };

  it('opens the product page, which reopens the design with its size, material and quantity', async () => {
    mockApi({ 'POST /api/tagging/get-metafield': reply(200, { projects: [project(7, 'Jam labels')] }) });
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit & order Jam labels' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/products/roll-labels'));
    // What the product page reads on arrival (components/configurator/Configurator.tsx).
    const reopen = designToReopen('roll-labels');
    expect(reopen?.restoreStateId).toBe('state-7');
    expect(restoreConfiguratorState(reopen!.saved, offered.opening, offered.options, 'Size', ['white_halo'])).toEqual({
      selection: { Size: '2" x 2"', Material: 'White BOPP' },
      customWidth: '',
      customHeight: '',
      quantitySelect: '250',
      quantityText: '100',
      extras: [],
    });
  });

  it('brings back a custom size, a typed quantity and the white halo', async () => {
    const custom = project(8, 'Honey', { size: '2.5" x 4"', custom_size: true, quantity: '1234', custom_qnty: true, white_halo: true });
    mockApi({ 'POST /api/tagging/get-metafield': reply(200, { projects: [custom] }) });
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit & order Honey' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/products/roll-labels'));
    const { saved } = designToReopen('roll-labels')!;
    expect(restoreConfiguratorState(saved, offered.opening, offered.options, 'Size', ['white_halo'])).toMatchObject({
      selection: { Size: '__custom__', Material: 'White BOPP' },
      customWidth: '2.5',
      customHeight: '4',
      quantitySelect: 'custom',
      quantityText: '1234',
      extras: ['white_halo'],
    });
  });

  it.each<[string, Record<string, unknown>, TestLocale, string, string]>([
    ['no design', { cc_state_id: '' }, 'en', 'Edit & order Jam labels', "This project was saved without its design, so it can't be reopened."],
    ['no product', { product_handle: '' }, 'en', 'Edit & order Jam labels', "This project has no product to open it on, so it can't be reopened."],
    ['no design', { cc_state_id: '' }, 'fr', 'Modifier et commander Jam labels', 'Ce projet a été enregistré sans son design : il ne peut pas être rouvert.'],
  ])('is off with its reason shown when the project has %s (%j, %s)', async (_label, fields, locale, name, reason) => {
    mockApi({ 'POST /api/tagging/get-metafield': reply(200, { projects: [project(7, 'Jam labels', fields)] }) });
    setup(locale);
    const button = await screen.findByRole('button', { name });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', reason);
    expect(button).toHaveAccessibleDescription(reason);
    expect(within(screen.getByTestId('artwork-card')).getByText(reason)).toBeVisible();
    fireEvent.click(button);
    expect(goTo).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(DESIGN_EDITOR_KEY)).toBeNull();
  });

  it('has no reason to give for a project that reopens', async () => {
    mockApi({ 'POST /api/tagging/get-metafield': reply(200, { projects: [project(7, 'Jam labels')] }) });
    setup();
    const button = await screen.findByRole('button', { name: 'Edit & order Jam labels' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('title');
    expect(button).not.toHaveAttribute('aria-describedby');
  });
});
