import { fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { isModal } from '@/tests/unit/dialog-polyfill';
import { SearchOverlay } from './SearchOverlay';

describe('SearchOverlay', () => {
  it('opens, focuses the field and closes with Escape returning focus', () => {
    renderWithIntl(<SearchOverlay />);
    const open = screen.getByRole('button', { name: 'Open search' });
    open.focus();
    fireEvent.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(isModal(screen.getByRole('dialog', { name: 'Search products' }))).toBe(true);
    expect(screen.getByRole('searchbox')).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('closes with its close button', () => {
    renderWithIntl(<SearchOverlay />);
    const open = screen.getByRole('button', { name: 'Open search' });
    open.focus();
    fireEvent.click(open);
    expect(screen.getByRole('searchbox')).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(open).toHaveFocus();
  });
});
