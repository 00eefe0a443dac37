import { act, renderHook } from '@testing-library/react';
import type { SessionUser } from '@/lib/domain/account/types';
import { ensureSessionHydrated, isSessionActive, toSessionUser, useSessionHydrated, useSessionStore } from './session-store';
import { SESSION_CHANGE_EVENT, useSessionView } from './session-view';

const user: SessionUser = {
  id: 'gid://shopify/Customer/1',
  displayName: 'Dana Demo',
  firstName: 'Dana',
  lastName: 'Demo',
  email: 'demo@example.com',
  tags: ['end_user_of'],
};
const future = () => new Date(Date.now() + 3_600_000).toISOString();
const stored = () => JSON.parse(window.localStorage.getItem('session') ?? 'null') as { state: unknown; version: number } | null;

beforeEach(() => {
  window.localStorage.clear();
  useSessionStore.setState({ loggedIn: false, expiresAt: null, user: null });
  window.localStorage.clear();
});

describe('session store', () => {
  it('persists the flag, the expiry and the user under "session", and nothing else', () => {
    const expiresAt = future();
    useSessionStore.getState().signIn(expiresAt, { ...user, addresses: [{ id: 'a' }], accessToken: 'secret' } as never);
    expect(stored()).toEqual({ state: { loggedIn: true, expiresAt, user }, version: 1 });
    expect(window.localStorage.getItem('session')).not.toContain('secret');
    expect(isSessionActive(useSessionStore.getState())).toBe(true);
  });

  it('is inactive once the expiry has passed', () => {
    const expiresAt = new Date(Date.now() + 1000).toISOString();
    useSessionStore.getState().signIn(expiresAt, user);
    expect(isSessionActive(useSessionStore.getState(), Date.now())).toBe(true);
    expect(isSessionActive(useSessionStore.getState(), Date.now() + 2000)).toBe(false);
    expect(isSessionActive({ loggedIn: true, expiresAt: 'not a date' })).toBe(false);
    expect(isSessionActive({ loggedIn: false, expiresAt: future() })).toBe(false);
  });

  it('signOut clears the flag, the expiry and the user', () => {
    useSessionStore.getState().signIn(future(), user);
    useSessionStore.getState().signOut();
    expect(useSessionStore.getState()).toMatchObject({ loggedIn: false, expiresAt: null, user: null });
    expect(stored()?.state).toEqual({ loggedIn: false, expiresAt: null, user: null });
  });

  it('setUser replaces the user details', () => {
    useSessionStore.getState().signIn(future(), user);
    useSessionStore.getState().setUser({ ...user, firstName: 'Dee', displayName: 'Dee Demo' });
    expect(useSessionStore.getState().user?.displayName).toBe('Dee Demo');
    expect(useSessionStore.getState().loggedIn).toBe(true);
  });

  it('restores the stored session at start, and drops a malformed one', async () => {
    const expiresAt = future();
    window.localStorage.setItem('session', JSON.stringify({ state: { loggedIn: true, expiresAt, user }, version: 1 }));
    const { result } = renderHook(() => useSessionHydrated());
    expect(result.current).toBe(true);
    expect(useSessionStore.getState()).toMatchObject({ loggedIn: true, expiresAt, user });

    window.localStorage.setItem('session', JSON.stringify({ state: { loggedIn: true, expiresAt, user: { id: 1 } }, version: 1 }));
    await act(async () => {
      await useSessionStore.persist.rehydrate();
    });
    expect(useSessionStore.getState()).toMatchObject({ loggedIn: false, user: null });
    ensureSessionHydrated();
  });

  it('keeps only the session fields of customer details', () => {
    expect(toSessionUser({ ...user, defaultAddressId: null, addresses: [] })).toEqual(user);
  });
});

describe('session view (header)', () => {
  it('reads the stored session and announces store changes', async () => {
    const { result } = renderHook(() => useSessionView());
    expect(result.current.active).toBe(false);
    await act(async () => {
      useSessionStore.getState().signIn(future(), user);
      await Promise.resolve();
    });
    expect(result.current).toMatchObject({ active: true, user });
    await act(async () => {
      useSessionStore.getState().signOut();
      await Promise.resolve();
    });
    expect(result.current.active).toBe(false);
  });

  it('turns inactive when the session expires', async () => {
    jest.useFakeTimers();
    try {
      window.localStorage.setItem(
        'session',
        JSON.stringify({ state: { loggedIn: true, expiresAt: new Date(Date.now() + 5000).toISOString(), user }, version: 1 }),
      );
      window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
      const { result } = renderHook(() => useSessionView());
      expect(result.current.active).toBe(true);
      await act(async () => {
        jest.advanceTimersByTime(6000);
      });
      expect(result.current.active).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the same object until something changes', async () => {
    const { result, rerender } = renderHook(() => useSessionView());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  it('treats unreadable storage as signed out', async () => {
    for (const raw of ['{', '42', JSON.stringify({ state: { loggedIn: true, expiresAt: future(), user: null }, version: 1 })]) {
      window.localStorage.setItem('session', raw);
      await act(async () => {
        await useSessionStore.persist.rehydrate();
      });
      expect(useSessionStore.getState()).toMatchObject({ loggedIn: false, expiresAt: null, user: null });
    }
  });
});
