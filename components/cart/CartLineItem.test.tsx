import { screen, within } from '@testing-library/react';
import { renderWithIntl, type TestLocale } from '@/components/testing/renderWithIntl';
import { pricedLine } from '@/lib/domain/cart/test-fixtures';
import type { CartLine } from '@/lib/domain/cart/types';
import { CartLineItem } from './CartLineItem';

const DESIGN = {
  print_ready_image: 'http://localhost:4000/designer/files/print.pdf',
  customer_canvas_state: '5f0c2a8e-1b7d-4c1e-9a3f-2d6b8e4f7a10',
  thumbnail: 'http://localhost:4000/designer/files/thumb.png',
  low_dpi: 'false',
};

function setup(line: CartLine, locale: TestLocale = 'en') {
  renderWithIntl(
    <ul>
      <CartLineItem
        line={line}
        money={{ currency: 'USD', factor: 1, locale }}
        productHref="/products/roll-labels"
        minimum={null}
        onQuantity={() => {}}
        onRemove={() => {}}
      />
    </ul>,
    { locale },
  );
  return screen.getByTestId('cart-line');
}

describe('CartLineItem with a design', () => {
  const designed = pricedLine({ lineItemId: 'd', title: 'Roll Labels', properties: { Size: '2" x 2"', Material: 'White BOPP', Sides: 'Single', ...DESIGN } });

  it("shows the design's thumbnail as the line image, named as the shopper's design", () => {
    const line = setup(designed);
    const image = within(line).getByRole('img', { name: 'Roll Labels: your design' });
    expect(image).toHaveAttribute('src', DESIGN.thumbnail);
  });

  it('says "Custom design" instead of listing the print file, the state id or the thumbnail URL', () => {
    const line = setup(designed);
    expect(within(line).getByText('Custom design')).toBeInTheDocument();
    expect(within(line).getByText('Size: 2" x 2"')).toBeInTheDocument();
    for (const value of Object.values(DESIGN)) expect(line).not.toHaveTextContent(value);
    for (const name of Object.keys(DESIGN)) expect(line).not.toHaveTextContent(name);
    // low_dpi 'false': no artwork notice.
    expect(line).not.toHaveTextContent(/issue with your artwork/);
  });

  it('speaks French', () => {
    const line = setup(designed, 'fr');
    expect(within(line).getByRole('img', { name: 'Roll Labels : votre design' })).toBeInTheDocument();
    expect(within(line).getByText('Design personnalisé')).toBeInTheDocument();
  });

  it('keeps every property on the line it renders', () => {
    setup(designed);
    expect(designed.properties).toMatchObject(DESIGN);
  });

  it('shows the product image, unnamed, and no design row on a line without a design', () => {
    const line = setup(pricedLine({ lineItemId: 'p', title: 'Roll Labels' }));
    expect(line.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(line).not.toHaveTextContent('Custom design');
  });
});
