import { fireEvent, screen } from '@testing-library/react';
import { makeCard, US_DISPLAY } from '@/components/testing/fixtures';
import { renderWithIntl as render } from '@/components/testing/renderWithIntl';
import { SimilarProductsSlider } from './SimilarProductsSlider';

describe('SimilarProductsSlider', () => {
  it('shows at most 8 cards under its heading', () => {
    render(<SimilarProductsSlider cards={Array.from({ length: 10 }, (_, i) => makeCard(i + 1))} locale="en" display={US_DISPLAY} />);
    expect(screen.getByRole('region', { name: 'Similar products' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'Product 01' })).toHaveAttribute('href', '/products/product-1');
  });

  it('pages with the previous and next buttons', () => {
    render(<SimilarProductsSlider cards={[makeCard(1), makeCard(2)]} locale="en" display={US_DISPLAY} />);
    const track = screen.getAllByRole('list')[0] as HTMLUListElement;
    Object.defineProperty(track, 'clientWidth', { value: 500, configurable: true });
    const scrollTo = jest.fn();
    track.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
    expect(screen.getByRole('button', { name: 'Previous products' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Next products' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ left: 450 }));
  });

  it('renders nothing without cards', () => {
    const { container } = render(<SimilarProductsSlider cards={[]} locale="en" display={US_DISPLAY} />);
    expect(container).toBeEmptyDOMElement();
  });
});
