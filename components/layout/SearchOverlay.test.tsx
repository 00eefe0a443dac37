import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { isModal } from '@/tests/unit/dialog-polyfill';
import { SearchOverlay } from './SearchOverlay';

describe('SearchOverlay', () => {
  it('opens, focuses the field and closes with Escape returning focus', async () => {
    renderWithIntl(<SearchOverlay />);
    const open = screen.getByRole('button', { name: 'Open search' });
    open.focus();
    fireEvent.click(open);
    // The modal behaviour is loaded on first use.
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveFocus());
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(isModal(screen.getByRole('dialog', { name: 'Search products' }))).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('closes with its close button', async () => {
    renderWithIntl(<SearchOverlay />);
    const open = screen.getByRole('button', { name: 'Open search' });
    open.focus();
    fireEvent.click(open);
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(open).toHaveFocus();
  });
});
