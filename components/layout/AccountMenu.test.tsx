import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { goTo } from '@/components/ui/navigate';
import { IntlProvider, renderWithIntl } from '@/components/testing/renderWithIntl';
import { SESSION_CHANGE_EVENT } from '@/lib/edge/state/session-view';
import { AccountMenu } from './AccountMenu';

jest.mock('@/components/ui/navigate', () => ({ goTo: jest.fn(), replaceWith: jest.fn() }));

const user = {
  id: 'gid://shopify/Customer/1',
  displayName: 'Dana Demo',
  firstName: 'Dana',
  lastName: 'Demo',
  email: 'demo@example.com',
  tags: [],
};

function storeSession(expiresAt: string) {
  window.localStorage.setItem('session', JSON.stringify({ state: { loggedIn: true, expiresAt, user }, version: 1 }));
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

const renderMenu = (locale: 'en' | 'fr' = 'en') => renderWithIntl(<AccountMenu />, { locale });

const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ ok: true }) }));

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  (goTo as jest.Mock).mockClear();
});

describe('AccountMenu (header account icon)', () => {
  it('leads to /register when signed out', async () => {
    renderMenu();
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('renders the signed-out state on the server, whatever the browser holds', async () => {
    storeSession(inAnHour());
    const html = renderToString(
      <IntlProvider>
        <AccountMenu />
      </IntlProvider>,
    );
    expect(html).toContain('href="/register"');
    expect(html).not.toContain('Dana Demo');
  });

  it('leads to /account when signed in, with the name and Sign Out in its panel', async () => {
    storeSession(inAnHour());
    renderMenu();
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
    const toggle = await screen.findByRole('button', { name: 'Account menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Signed in as')).toBeVisible();
    expect(screen.getByText('Dana Demo')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  it('signs out and goes to /login', async () => {
    storeSession(inAnHour());
    window.localStorage.setItem('design-editor', '{}');
    renderMenu();
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(screen.getByRole('button', { name: 'Signing out…' })).toBeDisabled();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/login'));
    expect(fetchMock).toHaveBeenCalledWith('/api/session/logout', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(window.localStorage.getItem('session') ?? '{}').state).toEqual({ loggedIn: false, expiresAt: null, user: null });
    expect(window.localStorage.getItem('design-editor')).toBeNull();
    await waitFor(() => expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/register'));
  });

  it('treats an expired session as signed out', async () => {
    storeSession(new Date(Date.now() - 1000).toISOString());
    renderMenu();
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/register');
  });

  it('follows a login in another tab', async () => {
    renderMenu();
    await act(async () => {
      window.localStorage.setItem('session', JSON.stringify({ state: { loggedIn: true, expiresAt: inAnHour(), user }, version: 1 }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'session' }));
    });
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
  });

  it('speaks French on the French site', async () => {
    storeSession(inAnHour());
    renderMenu('fr');
    expect(screen.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Menu du compte' }));
    expect(screen.getByText('Connecté en tant que')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  });
});
