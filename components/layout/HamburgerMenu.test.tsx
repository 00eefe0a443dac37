import { fireEvent, render, screen } from '@testing-library/react';
import { HamburgerMenu } from './HamburgerMenu';

const items = [
  { title: 'Labels', link: '/collections/labels', items: [{ title: 'Roll labels', link: '/collections/roll-labels' }] },
  { title: 'Stickers', link: '/collections/stickers' },
  { title: 'Blog', link: 'https://blog.example.com' },
];
const labels = { open: 'Open menu', close: 'Close menu', title: 'Menu', opensInNewTab: '(opens in a new tab)' };

describe('HamburgerMenu', () => {
  it('opens a modal drawer with the menu items and moves focus into it', () => {
    render(<HamburgerMenu items={items} labels={labels} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('link', { name: 'Roll labels' })).toHaveAttribute('href', '/collections/roll-labels');
    const external = screen.getByRole('link', { name: /blog/i });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes with Escape and returns focus to the hamburger button', () => {
    render(<HamburgerMenu items={items} labels={labels} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    toggle.focus();
    fireEvent.click(toggle);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes with the close button', () => {
    render(<HamburgerMenu items={items} labels={labels} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    toggle.focus();
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('keeps Tab inside the drawer', () => {
    render(<HamburgerMenu items={items} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog');
    const close = screen.getByRole('button', { name: 'Close menu' });
    const last = screen.getByRole('link', { name: /blog/i });
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });
});
