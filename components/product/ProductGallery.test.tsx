import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithIntl as render } from '@/components/testing/renderWithIntl';
import { ProductGallery } from './ProductGallery';

const images = Array.from({ length: 12 }, (_, i) => ({
  url: `http://localhost:4000/cdn/shop/files/g${i + 1}.png`,
  altText: i === 0 ? 'Front of the label' : null,
  width: 1200,
  height: 1200,
}));

describe('ProductGallery', () => {
  it('shows up to 10 images; the first eager with high priority, the others lazy', () => {
    render(<ProductGallery images={images} title="Vinyl labels" />);
    const main = screen.getByRole('group', { name: 'Product images' });
    const slides = within(main).getAllByRole('img');
    expect(slides).toHaveLength(10);
    expect(slides[0]).toHaveAttribute('alt', 'Front of the label');
    expect(slides[0]).toHaveAttribute('loading', 'eager');
    expect(slides[0]).toHaveAttribute('fetchpriority', 'high');
    expect(slides[0]).toHaveAttribute('width', '1200');
    expect(slides[1]).toHaveAttribute('alt', 'Vinyl labels, image 2');
    expect(slides[1]).toHaveAttribute('loading', 'lazy');
    expect(slides[1]).toHaveAttribute('fetchpriority', 'low');
    expect(screen.getAllByRole('button', { name: /show image/i })).toHaveLength(10);
  });

  it('moves with the buttons, the thumbnails and the arrow keys', () => {
    render(<ProductGallery images={images.slice(0, 3)} title="Vinyl labels" />);
    const thumb = (n: number) => screen.getByRole('button', { name: `Show image ${n} of 3` });
    const prev = screen.getByRole('button', { name: 'Previous image' });
    const next = screen.getByRole('button', { name: 'Next image' });
    expect(thumb(1)).toHaveAttribute('aria-current', 'true');
    expect(prev).toHaveAttribute('aria-disabled', 'true');

    fireEvent.click(next);
    expect(thumb(2)).toHaveAttribute('aria-current', 'true');
    expect(thumb(1)).not.toHaveAttribute('aria-current');

    fireEvent.click(thumb(3));
    expect(thumb(3)).toHaveAttribute('aria-current', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'true');

    const track = screen.getByRole('group', { name: 'Product images' });
    fireEvent.keyDown(track, { key: 'ArrowLeft' });
    expect(thumb(2)).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(track, { key: 'Home' });
    expect(thumb(1)).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(track, { key: 'End' });
    expect(thumb(3)).toHaveAttribute('aria-current', 'true');
  });

  it('shows a single image without controls', () => {
    render(<ProductGallery images={images.slice(0, 1)} title="Vinyl labels" />);
    expect(screen.getByRole('img', { name: 'Front of the label' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
