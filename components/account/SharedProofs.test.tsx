import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from '@testing-library/react';
import { renderWithIntl, type TestLocale } from '@/components/testing/renderWithIntl';
import { useSessionStore } from '@/lib/edge/state/session-store';
import { SavedArtwork } from './SavedArtwork';
import { bodyOf, callsTo, mockApi, project, reply } from './testing';

const mockNotify = jest.fn();
jest.mock('@/components/ui/toast', () => ({ notify: (...args: unknown[]) => mockNotify(...args) }));
jest.mock('@/components/ui/navigate', () => ({ goTo: jest.fn(), currentPath: () => '/account/artwork' }));


const APPROVED_AT = Date.UTC(2026, 10, 29, 12);

beforeEach(() => {
  mockNotify.mockReset();
  act(() => useSessionStore.setState({ loggedIn: true, expiresAt: '2099-01-01T00:00:00Z', user: null }));
});

const setup = (locale: TestLocale, shares: unknown[]) => {
  const fetchMock = mockApi({
    'POST /api/tagging/get-metafield': reply(200, { projects: [project(7, 'Jam labels'), project(8, 'Honey'), project(9, 'Tea')] }),
    'GET /api/design/share/approvals': reply(200, { shares }),
    'POST /api/design/share': reply(200, { url: '/proof/abc.def?lang=en', expiresAt: APPROVED_AT }),
  });
  renderWithIntl(<SavedArtwork />, { locale });
  return fetchMock;
};
const card = async (name: string) => (await screen.findByRole('heading', { name })).closest('li')!;

describe('shared proofs in My Artwork', () => {
  it.each<[TestLocale, RegExp, RegExp, string]>([
    ['en', /Approved by Sam on November 29, 2026/, /Approved by a colleague on November 29, 2026/, 'Shared for approval, not approved yet'],
    ['fr', /Approuvé par Sam le 29 novembre 2026/, /Approuvé par un collègue le 29 novembre 2026/, 'Partagé pour approbation, pas encore approuvé'],
  ])('shows each project’s approval, found by its design (%s)', async (locale, byName, anonymous, waiting) => {
    setup(locale, [
      { ref: 'state-7', expiresAt: APPROVED_AT, approval: { at: APPROVED_AT, name: 'Sam', comment: 'Looks right' } },
      { ref: 'state-8', expiresAt: APPROVED_AT, approval: { at: APPROVED_AT } },
      { ref: 'state-9', expiresAt: APPROVED_AT, approval: null },
    ]);
    expect(await within(await card('Jam labels')).findByText(byName)).toBeInTheDocument();
    expect(within(await card('Jam labels')).getByText(/Looks right/)).toBeInTheDocument();
    expect(await within(await card('Honey')).findByText(anonymous)).toBeInTheDocument();
    expect(await within(await card('Tea')).findByText(waiting)).toBeInTheDocument();
  });

  it('shares a project: its details, the approval choice and its reference go to the server; the link shows', async () => {
    const fetchMock = setup('en', []);
    const jam = await card('Jam labels');
    fireEvent.click(within(jam).getByRole('checkbox', { name: 'Let them approve it' }));
    fireEvent.click(within(jam).getByRole('button', { name: 'Share the proof of Jam labels' }));
    const link = await within(jam).findByRole('textbox', { name: 'Link to share' });
    expect(link).toHaveValue('http://localhost/proof/abc.def?lang=en');
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/design/share')[0]![1])).toEqual({
      handle: 'roll-labels',
      size: '2" x 2"',
      material: 'White BOPP',
      quantity: 250,
      projectName: 'Jam labels',
      proof: 'https://res.cloudinary.com/demo/7-proof.png',
      thumbnail: 'https://res.cloudinary.com/demo/7.png',
      ref: 'state-7',
      allowApproval: false,
    });
    await waitFor(() => expect(mockNotify).toHaveBeenCalledWith(expect.stringMatching(/^Link (copied|created)/)));
  });

  it('says so when the link cannot be made', async () => {
    mockApi({
      'POST /api/tagging/get-metafield': reply(200, { projects: [project(7, 'Jam labels')] }),
      'GET /api/design/share/approvals': reply(200, { shares: [] }),
      'POST /api/design/share': reply(429, { error: 'rate_limited', message: 'Too many' }),
    });
    renderWithIntl(<SavedArtwork />, { locale: 'fr' });
    fireEvent.click(within(await card('Jam labels')).getByRole('button', { name: 'Partager l’épreuve de Jam labels' }));
    await waitFor(() => expect(mockNotify).toHaveBeenCalledWith('Trop de liens en peu de temps. Veuillez patienter quelques minutes et réessayer.', 'error'));
  });
});
