import { fireEvent, render, screen } from '@testing-library/react';
import { SearchOverlay } from './SearchOverlay';

const labels = { open: 'Open search', close: 'Close search', field: 'Search products', placeholder: 'Search…', submit: 'Search' };

describe('SearchOverlay', () => {
  it('opens, focuses the field and closes with Escape returning focus', () => {
    render(<SearchOverlay labels={labels} />);
    const open = screen.getByRole('button', { name: 'Open search' });
    open.focus();
    fireEvent.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });
});
