import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { useSessionStore } from '@/lib/edge/state/session-store';
import { AccountLayout } from './AccountLayout';
import { callsTo, mockApi, reply } from './testing';

const mockGoTo = jest.fn();
jest.mock('@/components/ui/navigate', () => ({ goTo: (url: string) => mockGoTo(url), currentPath: () => '/account' }));

function setup(path: string, lang: 'en' | 'fr' = 'en') {
  window.history.pushState({}, '', path);
  return renderWithIntl(
    <AccountLayout>
      <p>content</p>
    </AccountLayout>,
    { locale: lang },
  );
}

beforeEach(() => {
  mockGoTo.mockReset();
  localStorage.clear();
});

describe('AccountLayout', () => {
  it('puts the content first and the menu with its entries after it', () => {
    const { container } = setup('/account');
    const nav = screen.getByRole('navigation', { name: 'Account menu' });
    expect(container.textContent?.indexOf('content')).toBeLessThan(container.textContent!.indexOf('My Account'));
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/account/orders/summary');
    expect(screen.getByRole('link', { name: 'My Artwork' })).toHaveAttribute('href', '/account/artwork');
    expect(nav).toContainElement(screen.getByRole('button', { name: 'Logout' }));
  });

  it('marks the current entry', () => {
    setup('/account/orders/summary/1001');
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'My Account' })).not.toHaveAttribute('aria-current');
  });

  it('logs out, then goes to /login', async () => {
    const api = mockApi({ 'POST /api/session/logout': reply(200, { ok: true }) });
    act(() => useSessionStore.setState({ loggedIn: true, expiresAt: '2099-01-01T00:00:00Z', user: null }));
    setup('/account');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(mockGoTo).toHaveBeenCalledWith('/login'));
    expect(callsTo(api, 'POST', '/api/session/logout')).toHaveLength(1);
    expect(useSessionStore.getState().loggedIn).toBe(false);
  });

  it('speaks French', () => {
    setup('/account/artwork', 'fr');
    expect(screen.getByRole('link', { name: 'Mes créations' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();
  });
});
