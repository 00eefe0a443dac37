jest.mock('@/components/ui/navigate', () => ({ goTo: jest.fn() }));

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { goTo } from '@/components/ui/navigate';
import { isModal } from '@/tests/unit/dialog-polyfill';
import { SearchOverlay } from './SearchOverlay';

const match = (n: number) => ({ handle: `product-${n}`, title: `Sticker ${n}`, image: `http://localhost:4000/cdn/${n}.png`, price: `$${n}.00` });

/** A reply as fetch gives it (jsdom has no Response). */
const reply = (body: unknown, status = 200) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const realFetch = global.fetch;
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => reply({ matches: [match(1), match(2), match(3)], total: 12 }));
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.mocked(goTo).mockClear();
});
afterAll(() => {
  global.fetch = realFetch;
});

const field = () => screen.getByLabelText(/^(Search products|Rechercher des produits)$/, { selector: 'input' });
/** The search requests sent, as their query strings. */
const asked = () => fetchMock.mock.calls.map(([url]) => String(url));

async function openOverlay(locale: 'en' | 'fr' = 'en') {
  renderWithIntl(<SearchOverlay />, { locale });
  const open = screen.getByRole('button', { name: locale === 'en' ? 'Open search' : 'Ouvrir la recherche' });
  open.focus();
  fireEvent.click(open);
  // The modal behaviour, then the live matches, load on first use.
  await waitFor(() => expect(field()).toHaveFocus());
  await waitFor(() => expect(field()).toHaveAttribute('role', 'combobox'));
  return open;
}

function type(text: string) {
  fireEvent.change(field(), { target: { value: text } });
}

describe('SearchOverlay', () => {
  it('opens, focuses the field and closes with Escape returning focus', async () => {
    const open = await openOverlay();
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(isModal(screen.getByRole('dialog', { name: 'Search products' }))).toBe(true);
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const open = await openOverlay();
    fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(open).toHaveFocus();
  });

  it('keeps the plain required GET field for the form', async () => {
    await openOverlay();
    expect(field()).toBeRequired();
    expect(field()).toHaveAttribute('name', 'q');
    expect(field().closest('form')).toHaveAttribute('action', '/search');
  });
});

describe('live matches', () => {
  it('lists the first matches as links once two characters are typed, with See all results', async () => {
    await openOverlay();
    type('s');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchMock).not.toHaveBeenCalled();
    type('  st  ');
    const listbox = await screen.findByRole('listbox', { name: 'Matching products' });
    expect(asked()).toEqual(['/api/search?q=st&limit=5&locale=en']);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => [o.textContent, o.getAttribute('href')])).toEqual([
      ['Sticker 1$1.00', '/products/product-1'],
      ['Sticker 2$2.00', '/products/product-2'],
      ['Sticker 3$3.00', '/products/product-3'],
    ]);
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getByRole('link', { name: 'See all results' })).toHaveAttribute('href', '/search?q=st');
  });

  it('asks once for a burst of typing, and drops the answer of a query typed over', async () => {
    let release: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    await openOverlay();
    type('la');
    type('lab');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const firstSignal = fetchMock.mock.calls[0]![1]!.signal!;
    type('label');
    expect(firstSignal.aborted).toBe(true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(asked()).toEqual(['/api/search?q=lab&limit=5&locale=en', '/api/search?q=label&limit=5&locale=en']);
    await screen.findAllByRole('option');
    await act(async () => release(reply({ matches: [match(9)], total: 1 })));
    expect(screen.queryByText('Sticker 9')).not.toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('moves through the matches with the arrows and opens the active one with Enter', async () => {
    await openOverlay();
    type('sticker');
    const options = await screen.findAllByRole('option');
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(field()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    expect(field()).toHaveAttribute('aria-activedescendant', options[2]!.id);
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(field()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(goTo).toHaveBeenCalledWith('/products/product-1');
  });

  it('lets Enter search as usual when no match is active', async () => {
    await openOverlay();
    type('sticker');
    await screen.findAllByRole('option');
    const enter = fireEvent.keyDown(field(), { key: 'Enter' });
    expect(enter).toBe(true);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('closes the list with Escape, then the overlay with a second Escape', async () => {
    await openOverlay();
    type('sticker');
    await screen.findByRole('listbox');
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when it is searching, when nothing matches and when search is down', async () => {
    let release: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    await openOverlay();
    type('zz');
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => release(reply({ matches: [], total: 0 })));
    expect(screen.getByRole('status')).toHaveTextContent('No matching products');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    fetchMock.mockImplementationOnce(async () => reply({ error: 'upstream', message: 'down' }, 502));
    type('zzz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Search is unavailable right now'));
  });

  it('asks in French on a French page', async () => {
    await openOverlay('fr');
    type('étiquettes');
    await screen.findByRole('listbox', { name: 'Produits correspondants' });
    expect(asked()[0]).toContain('locale=fr');
    expect(screen.getByRole('link', { name: 'Voir tous les résultats' })).toBeInTheDocument();
  });
});
