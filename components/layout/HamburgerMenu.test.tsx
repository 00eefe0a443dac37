import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { clickBackdrop, isModal } from '@/tests/unit/dialog-polyfill';
import { HamburgerMenu } from './HamburgerMenu';

const items = [
  { title: 'Labels', link: '/collections/labels', items: [{ title: 'Roll labels', link: '/collections/roll-labels' }] },
  { title: 'Stickers', link: '/collections/stickers' },
  { title: 'Blog', link: 'https://blog.example.com' },
];

/** Opens the drawer (its behaviour loads on first use): focus moves to its first focusable element, the close button. */
async function open() {
  const toggle = screen.getByRole('button', { name: 'Open menu' });
  toggle.focus();
  fireEvent.click(toggle);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus());
  return { toggle, dialog: screen.getByRole('dialog', { name: 'Menu' }) };
}

describe('HamburgerMenu', () => {
  it('renders the closed drawer in the HTML, hidden', () => {
    const { container } = renderWithIntl(<HamburgerMenu items={items} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const drawer = container.querySelector('dialog');
    expect(drawer).not.toHaveAttribute('open');
    expect(drawer).toHaveAttribute('id', toggle.getAttribute('aria-controls'));
    expect(drawer?.querySelector('a[href="/collections/roll-labels"]')).not.toBeNull();
  });

  it('opens a modal drawer with the menu items and moves focus into it', async () => {
    renderWithIntl(<HamburgerMenu items={items} />);
    const { toggle, dialog } = await open();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(isModal(dialog)).toBe(true);
    expect(screen.getByRole('link', { name: 'Roll labels' })).toHaveAttribute('href', '/collections/roll-labels');
    const external = screen.getByRole('link', { name: /blog/i });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('closes with Escape and returns focus to the hamburger button', async () => {
    renderWithIntl(<HamburgerMenu items={items} />);
    const { toggle, dialog } = await open();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes with the close button', async () => {
    renderWithIntl(<HamburgerMenu items={items} />);
    const { toggle } = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('closes when a link is followed or the backdrop is clicked, not on a click inside', async () => {
    const { container } = renderWithIntl(<HamburgerMenu items={items} />);
    await open();
    const stay = (event: Event) => event.preventDefault(); // jsdom cannot navigate
    window.addEventListener('click', stay);
    fireEvent.click(screen.getByRole('link', { name: 'Stickers' }));
    window.removeEventListener('click', stay);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await open();
    const dialog = screen.getByRole('dialog');
    fireEvent.click(screen.getByRole('heading', { name: 'Menu' }));
    expect(dialog).toHaveAttribute('open');
    clickBackdrop(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container.querySelector('dialog')).not.toHaveAttribute('open');
  });
});
