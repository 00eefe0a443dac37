import { fireEvent, render, screen } from '@testing-library/react';
import { makeCard } from '@/components/testing/fixtures';
import { SimilarProductsSlider } from './SimilarProductsSlider';

const labels = { heading: 'Similar products', previous: 'Previous products', next: 'Next products', from: 'From' };

describe('SimilarProductsSlider', () => {
  it('shows at most 8 cards under its heading', () => {
    render(<SimilarProductsSlider cards={Array.from({ length: 10 }, (_, i) => makeCard(i + 1))} locale="en" labels={labels} />);
    expect(screen.getByRole('region', { name: 'Similar products' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'Product 01' })).toHaveAttribute('href', '/products/product-1');
  });

  it('pages with the previous and next buttons', () => {
    render(<SimilarProductsSlider cards={[makeCard(1), makeCard(2)]} locale="en" labels={labels} />);
    const track = screen.getAllByRole('list')[0] as HTMLUListElement;
    Object.defineProperty(track, 'clientWidth', { value: 500, configurable: true });
    const scrollTo = jest.fn();
    track.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
    expect(screen.getByRole('button', { name: 'Previous products' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Next products' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ left: 450 }));
  });

  it('renders nothing without cards', () => {
    const { container } = render(<SimilarProductsSlider cards={[]} locale="en" labels={labels} />);
    expect(container).toBeEmptyDOMElement();
  });
});
