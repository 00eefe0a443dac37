import { fireEvent, render, screen } from '@testing-library/react';
import { ProductTabs } from './ProductTabs';

const tabs = [
  { id: 'description', label: 'Description', content: <p>Durable vinyl labels.</p> },
  { id: 'specs', label: 'Specs', content: <ul><li>Material: Vinyl</li></ul> },
];

describe('ProductTabs', () => {
  it('shows the first panel and links tabs to panels', () => {
    render(<ProductTabs label="Product details" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Product details' })).toBeInTheDocument();
    const description = screen.getByRole('tab', { name: 'Description' });
    expect(description).toHaveAttribute('aria-selected', 'true');
    expect(description).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Specs' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Description' })).toHaveTextContent('Durable vinyl labels.');
    expect(screen.getByText('Material: Vinyl').closest('[role="tabpanel"]')).not.toBeVisible();
  });

  it('moves between tabs with the arrow keys, Home and End', () => {
    render(<ProductTabs label="Product details" tabs={tabs} />);
    const description = screen.getByRole('tab', { name: 'Description' });
    const specs = screen.getByRole('tab', { name: 'Specs' });
    description.focus();

    fireEvent.keyDown(description, { key: 'ArrowRight' });
    expect(specs).toHaveFocus();
    expect(specs).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Specs' })).toHaveTextContent('Material: Vinyl');

    fireEvent.keyDown(specs, { key: 'ArrowRight' });
    expect(description).toHaveFocus();

    fireEvent.keyDown(description, { key: 'ArrowLeft' });
    expect(specs).toHaveFocus();

    fireEvent.keyDown(specs, { key: 'Home' });
    expect(description).toHaveFocus();
    fireEvent.keyDown(description, { key: 'End' });
    expect(specs).toHaveFocus();
  });

  it('activates a tab on click', () => {
    render(<ProductTabs label="Product details" tabs={tabs} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Specs' }));
    expect(screen.getByRole('tab', { name: 'Specs' })).toHaveAttribute('aria-selected', 'true');
  });
});
