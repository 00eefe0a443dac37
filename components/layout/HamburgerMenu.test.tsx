import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { HamburgerMenu } from './HamburgerMenu';

const items = [
  { title: 'Labels', link: '/collections/labels', items: [{ title: 'Roll labels', link: '/collections/roll-labels' }] },
  { title: 'Stickers', link: '/collections/stickers' },
  { title: 'Blog', link: 'https://blog.example.com' },
];

/** Opens the drawer and waits for its focus trap (loaded on first use) to take focus. */
async function open() {
  const toggle = screen.getByRole('button', { name: 'Open menu' });
  toggle.focus();
  fireEvent.click(toggle);
  const dialog = screen.getByRole('dialog', { name: 'Menu' });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return { toggle, dialog };
}

describe('HamburgerMenu', () => {
  it('renders the closed drawer in the HTML, hidden', () => {
    const { container } = renderWithIntl(<HamburgerMenu items={items} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const drawer = container.querySelector('[role="dialog"]');
    expect(drawer).toHaveAttribute('hidden');
    expect(drawer).toHaveAttribute('id', toggle.getAttribute('aria-controls'));
    expect(drawer?.querySelector('a[href="/collections/roll-labels"]')).not.toBeNull();
  });

  it('opens a modal drawer with the menu items and moves focus into it', async () => {
    renderWithIntl(<HamburgerMenu items={items} />);
    const { toggle, dialog } = await open();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('link', { name: 'Roll labels' })).toHaveAttribute('href', '/collections/roll-labels');
    const external = screen.getByRole('link', { name: /blog/i });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes with Escape and returns focus to the hamburger button', async () => {
    renderWithIntl(<HamburgerMenu items={items} />);
    const { toggle, dialog } = await open();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with the close button', async () => {
    renderWithIntl(<HamburgerMenu items={items} />);
    const { toggle } = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('closes when a link is followed or the backdrop is clicked', async () => {
    const { container } = renderWithIntl(<HamburgerMenu items={items} />);
    await open();
    const stay = (event: Event) => event.preventDefault(); // jsdom cannot navigate
    window.addEventListener('click', stay);
    fireEvent.click(screen.getByRole('link', { name: 'Stickers' }));
    window.removeEventListener('click', stay);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await open();
    const dialog = screen.getByRole('dialog');
    fireEvent.click(dialog.previousElementSibling as Element);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container.querySelector('[role="dialog"]')).toHaveAttribute('hidden');
  });

  it('keeps Tab inside the drawer', async () => {
    renderWithIntl(<HamburgerMenu items={items} />);
    const { dialog } = await open();
    const close = screen.getByRole('button', { name: 'Close menu' });
    const last = screen.getByRole('link', { name: /blog/i });
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });
});
