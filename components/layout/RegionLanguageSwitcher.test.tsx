import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { CART_STORAGE_KEY } from '@/lib/edge/state/cart-count';
import { RegionLanguageSwitcher } from './RegionLanguageSwitcher';

const regions = [
  { id: 'us', label: 'United States', href: 'http://us.localhost/', current: true },
  { id: 'ca', label: 'Canada', href: 'http://ca.localhost/', current: false },
  { id: 'fr', label: 'France', href: 'http://fr.localhost/', current: false },
];
const languages = [
  { code: 'en', label: 'English', href: '?lang=en', current: true },
  { code: 'fr', label: 'Français', href: '?lang=fr', current: false },
];

/** Writes a cart the way the persisted cart store does. */
function storeCart(lines: number) {
  const state = {
    lines: Array.from({ length: lines }, (_, i) => ({ lineItemId: String(i), id: `v${i}`, qty: 1, properties: {} })),
  };
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state, version: 1 }));
}

function setup() {
  const navigate = jest.fn();
  renderWithIntl(<RegionLanguageSwitcher regions={regions} languages={languages} navigate={navigate} />);
  fireEvent.click(screen.getByRole('button', { name: /region and language/i }));
  return navigate;
}

beforeEach(() => {
  localStorage.clear();
});

describe('RegionLanguageSwitcher', () => {
  it('opens a panel with the regions and languages', () => {
    setup();
    const toggle = screen.getByRole('button', { name: /region and language/i });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('US · EN');
    expect(screen.getByRole('button', { name: /united states/i })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Canada' })).toBeVisible();
    expect(screen.getByRole('link', { name: /français/i })).toHaveAttribute('href', '?lang=fr');
  });

  it('navigates at once when the cart is empty', async () => {
    const navigate = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Canada' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('http://ca.localhost/'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks for confirmation when the cart has items; Cancel stays', async () => {
    storeCart(2);
    const navigate = setup();
    const france = screen.getByRole('button', { name: 'France' });
    france.focus();
    fireEvent.click(france);
    const dialog = await screen.findByRole('alertdialog', { name: 'Change region?' });
    expect(dialog).toHaveTextContent('Carts do not transfer between sites.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect(france).toHaveFocus();
  });

  it('Continue navigates to the chosen region', async () => {
    storeCart(1);
    const navigate = setup();
    fireEvent.click(screen.getByRole('button', { name: 'France' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(navigate).toHaveBeenCalledWith('http://fr.localhost/');
  });

  it('Escape in the dialog cancels', async () => {
    storeCart(1);
    const navigate = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Canada' }));
    fireEvent.keyDown(await screen.findByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('closes the panel with Escape, returning focus to its button', async () => {
    setup();
    const toggle = screen.getByRole('button', { name: /region and language/i });
    await waitFor(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Canada' })).not.toBeInTheDocument();
  });

  it('choosing the current region only closes the panel', () => {
    const navigate = setup();
    fireEvent.click(screen.getByRole('button', { name: /united states/i }));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /region and language/i })).toHaveAttribute('aria-expanded', 'false');
  });
});
