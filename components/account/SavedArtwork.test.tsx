import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { useSessionStore } from '@/lib/state/session-store';
import { SavedArtwork } from './SavedArtwork';
import { bodyOf, callsTo, messages, mockApi, reply } from './testing';

const mockNotify = jest.fn();
jest.mock('@/components/ui/toast', () => ({ notify: (...args: unknown[]) => mockNotify(...args) }));
jest.mock('@/components/ui/navigate', () => ({ goTo: jest.fn(), currentPath: () => '/account/artwork' }));

const project = (id: number, name: string) => ({
  id,
  owner_id: 1,
  value: JSON.stringify({
    project_name: name,
    product_name: 'Roll Labels',
    product_handle: 'roll-labels',
    size: '2" x 2"',
    quantity: '250',
    material: 'White BOPP',
    thumbnail: `https://res.cloudinary.com/demo/${id}.png`,
    proof: `https://res.cloudinary.com/demo/${id}-proof.png`,
  }),
});

function setup() {
  return renderWithIntl(<SavedArtwork />);
}

beforeEach(() => {
  mockNotify.mockReset();
  act(() => useSessionStore.setState({ loggedIn: true, expiresAt: '2099-01-01T00:00:00Z', user: null }));
});

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
