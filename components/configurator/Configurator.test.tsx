import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IntlProvider, renderWithIntl } from '@/components/testing/renderWithIntl';
import type { CartLine } from '@/lib/domain/cart/types';
import { GRID, makeProps } from '@/lib/domain/configurator/test-fixtures';
import type { ConfiguratorProps } from '@/lib/domain/configurator/types';
import { Configurator } from './Configurator';

const mockAdd = jest.fn();
let mockLines: Partial<CartLine>[] = [];
let mockCartUnreachable = false;
jest.mock('@/lib/edge/state/cart-lines-view', () => ({
  useCartLines: () => mockLines,
  loadCart: async () => {
    if (mockCartUnreachable) throw new Error('ChunkLoadError');
    return { getState: () => ({ lines: mockLines, add: mockAdd }) };
  },
}));
const mockNotify = jest.fn();
const mockNotifyOnNextPage = jest.fn();
jest.mock('@/components/ui/toast', () => ({
  notify: (...args: unknown[]) => mockNotify(...args),
  notifyOnNextPage: (...args: unknown[]) => mockNotifyOnNextPage(...args),
}));
const mockNavigate = jest.fn();
jest.mock('@/components/ui/navigate', () => ({ goTo: (path: string) => mockNavigate(path) }));

let warn: jest.SpyInstance;
beforeEach(() => {
  mockLines = [];
  mockCartUnreachable = false;
  mockAdd.mockReset();
  mockNotify.mockReset();
  mockNotifyOnNextPage.mockReset();
  mockNavigate.mockReset();
  // Products without a usable grid log their pricing problem.
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const setup = (overrides: Partial<ConfiguratorProps> = {}) => renderWithIntl(<Configurator {...makeProps(overrides)} />);
const total = () => screen.getByTestId('configurator-total');
const addButton = () => screen.getByRole('button', { name: /ADD TO CART|Adding/ });
const choose = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const type = choose;

describe('Configurator', () => {
  it('renders the opening price on the server', () => {
    const html = renderToString(
      <IntlProvider>
        <Configurator {...makeProps()} />
      </IntlProvider>,
    );
    expect(html).toContain('data-testid="configurator-total"');
    expect(html).toContain('$24.00');
  });

  it('labels every control and shows total, unit price and savings', () => {
    setup();
    expect(screen.getByRole('region', { name: 'Options and pricing' })).toBeInTheDocument();
    for (const name of ['Size', 'Material', 'Sides', 'Quantity']) expect(screen.getByRole('combobox', { name })).toBeInTheDocument();
    expect(total()).toHaveTextContent('$24.00');
    const summary = within(total().closest('[aria-live="polite"]') as HTMLElement);
    expect(summary.getByText('$0.48')).toBeInTheDocument();
    expect(summary.getByText('You save $1.00')).toBeInTheDocument();
    expect(total().closest('[aria-live="polite"]')).not.toBeNull();
    expect(addButton()).toBeEnabled();
  });

  it('updates the total immediately when an option or the quantity changes', () => {
    setup();
    choose('Size', '4" x 6"');
    expect(total()).toHaveTextContent('$72.00');
    choose('Quantity', '100');
    expect(total()).toHaveTextContent('$120.00'); // 0.9 → 0.8 × 1.5 × 100
  });

  it('shows the CAD amount on the Canada site', () => {
    setup({ currency: 'CAD', factor: 1.023 });
    expect(total()).toHaveTextContent('$24.55');
  });

  it('disables ADD TO CART with the reason for an unavailable combination', () => {
    setup();
    choose('Size', '2" x 4"');
    choose('Material', 'White BOPP');
    const reason = screen.getByText('This item is not available for sale.');
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAttribute('aria-describedby', reason.id);
    choose('Size', '4" x 6"'); // exists, sold out
    expect(addButton()).toBeDisabled();
    expect(screen.getByText('This item is not available for sale.')).toBeInTheDocument();
    choose('Material', 'White Gloss Paper');
    expect(addButton()).toBeEnabled();
    expect(screen.queryByText('This item is not available for sale.')).not.toBeInTheDocument();
  });

  it('takes a custom size, validates it and clears it on a standard size', () => {
    setup();
    expect(screen.queryByLabelText('Width (in)')).not.toBeInTheDocument();
    choose('Size', '__custom__');
    expect(screen.getByLabelText('Width (in)')).toHaveValue('2');
    expect(screen.getByLabelText('Height (in)')).toHaveValue('2');

    type('Width (in)', '2.555');
    expect(screen.getByText('Only 2 decimals are allowed for custom size.')).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
    expect(total()).toHaveTextContent('—');

    type('Width (in)', '9');
    expect(screen.getByText('Your custom size exceeds our minimum or maximum values.')).toBeInTheDocument();
    expect(screen.getByLabelText('Width (in)')).toHaveAttribute('aria-invalid', 'true');
    expect(addButton()).toBeDisabled();

    type('Width (in)', '2.5');
    type('Height (in)', '3');
    expect(screen.queryByText(/exceeds/)).not.toBeInTheDocument();
    expect(addButton()).toBeEnabled();
    expect(total()).toHaveTextContent('$32.00'); // priced as 2" x 4": 0.4 × 1.6 × 50

    choose('Size', '3" x 3"');
    expect(screen.queryByLabelText('Width (in)')).not.toBeInTheDocument();
    choose('Size', '__custom__');
    expect(screen.getByLabelText('Width (in)')).toHaveValue('3'); // cleared, then prefilled from 3" x 3"
  });

  it('opens a custom quantity field on the quantity in use', () => {
    setup();
    expect(screen.queryByLabelText('Enter a quantity')).not.toBeInTheDocument();
    choose('Quantity', 'custom');
    const field = screen.getByLabelText('Enter a quantity');
    expect(field).toHaveValue('50');
    type('Enter a quantity', '120');
    expect(total()).toHaveTextContent('$45.00'); // break 100: 0.25 × 1.5 = 0.375 × 120
    type('Enter a quantity', 'abc');
    expect(screen.getByText('Enter a quantity of at least 1.')).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
  });

  it('shows the capped quantity the price is for as soon as it is typed, and tidies the field when it is left', () => {
    setup();
    choose('Quantity', 'custom');
    const field = screen.getByLabelText('Enter a quantity');
    type('Enter a quantity', '123456789');
    expect(field).toHaveValue('9999999');
    expect(total()).toHaveTextContent('$2,799,999.72'); // break 250: 0.2 × 1.4 = 0.28 × 9,999,999
    type('Enter a quantity', '999999');
    expect(field).toHaveValue('999999'); // still editable below the cap
    type('Enter a quantity', '007');
    expect(field).toHaveValue('007');
    fireEvent.blur(field);
    expect(field).toHaveValue('7');
    type('Enter a quantity', 'abc');
    fireEvent.blur(field);
    expect(field).toHaveValue('0');
    expect(screen.getByText('Enter a quantity of at least 1.')).toBeInTheDocument();
  });

  it('shows the minimum message with a real line break and disables ADD TO CART', () => {
    mockLines = [{ productId: 'gid://shopify/Product/1', quantity: 20 }, { productId: 'other', quantity: 500 }];
    setup();
    choose('Quantity', 'custom');
    type('Enter a quantity', '10');
    const message = screen.getByText(/Minimum order quantity for this product is 50\./).closest('p')!;
    expect(message).toHaveTextContent('Minimum order quantity for this product is 50.Add 20 more.');
    expect(message.querySelector('br')).not.toBeNull();
    expect(message.innerHTML).not.toContain('&lt;br');
    expect(addButton()).toBeDisabled();
    type('Enter a quantity', '30');
    expect(addButton()).toBeEnabled();
  });

  it('offers no Custom Quantity for lot-priced items', () => {
    setup({ lot: true });
    const select = screen.getByRole('combobox', { name: 'Quantity' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['50', '100', '250']);
  });

  it('uses a quantity field alone without a pricing grid', () => {
    setup({ pricing: { status: 'no-tag' } });
    expect(screen.queryByRole('combobox', { name: 'Quantity' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    expect(total()).toHaveTextContent('$0.50');
  });

  it('adds extras to the price, each with an accessible tooltip', () => {
    setup();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Overlamination' }));
    expect(total()).toHaveTextContent('$28.00');
    const info = screen.getByRole('button', { name: 'About Overlamination' });
    expect(info).toHaveAccessibleDescription('A clear protective film.');
    fireEvent.focus(info);
    expect(screen.getByRole('tooltip')).toHaveTextContent('A clear protective film.');
    fireEvent.keyDown(info, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('adds the line to the cart, toasts and goes to the cart', async () => {
    setup({ resellerId: 'acme' });
    choose('Size', '3" x 3"');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Overlamination' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'White Halo' }));
    fireEvent.click(addButton());

    // The cart store downloads on first use.
    await waitFor(() => expect(mockAdd).toHaveBeenCalledTimes(1));
    const line = mockAdd.mock.calls[0]![0] as CartLine;
    expect(line).toMatchObject({
      id: 'gid://shopify/ProductVariant/21',
      productId: 'gid://shopify/Product/1',
      quantity: 50,
      total: 4000, // (0.45 + 0.05) × 1.6 × 50, in cents
      pricingRow: '2',
      pricingGrid: GRID,
      whiteHalo: true,
      resellerId: 'acme',
      properties: { Size: '3" x 3"', Material: 'White Gloss Paper', Sides: 'Single Sided', overlamination: 'Yes', white_halo: 'Yes', 'Item Price': '40.00' },
    });
    // The toast waits for the cart page: the navigation would drop it.
    expect(mockNotifyOnNextPage).toHaveBeenCalledWith('Item Added to Cart', 'success');
    expect(mockNavigate).toHaveBeenCalledWith('/cart');
    expect(addButton()).toHaveTextContent('Adding…');
    expect(addButton()).toBeDisabled();
  });

  it('says so and gives the button back when the cart cannot be loaded', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockCartUnreachable = true;
    setup();
    choose('Size', '3" x 3"');
    fireEvent.click(addButton());
    await waitFor(() => expect(mockNotify).toHaveBeenCalledWith("We couldn't add this item to your cart. Please check your connection and try again.", 'error'));
    expect(addButton()).toBeEnabled();
    expect(mockNavigate).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('keeps the custom dimensions on the line', async () => {
    setup();
    choose('Size', '__custom__');
    type('Width (in)', '2.5');
    type('Height (in)', '3');
    fireEvent.click(addButton());
    await waitFor(() => expect(mockAdd).toHaveBeenCalled());
    expect((mockAdd.mock.calls[0]![0] as CartLine).properties).toMatchObject({ Size: '2" x 4"', customWidth: '2.5', customHeight: '3' });
  });

  it('offers DESIGN NOW, opening a dialog, for customizable products only', () => {
    const { unmount } = setup();
    const design = screen.getByRole('button', { name: 'DESIGN NOW' });
    expect(design).toBeEnabled();
    expect(design).toHaveAttribute('aria-haspopup', 'dialog');
    expect(addButton()).toBeEnabled();
    unmount();
    setup({ customizable: false, designerBase: null });
    expect(screen.queryByRole('button', { name: 'DESIGN NOW' })).not.toBeInTheDocument();
  });

  it('reopens nothing on arrival unless the editor was left open on this product', () => {
    window.localStorage.setItem('design-editor', JSON.stringify({ state: { saved: { handle: 'another-product', selection: {}, reopen: true } }, version: 0 }));
    setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    window.localStorage.removeItem('design-editor');
  });

  describe('pricing diagnostics', () => {
    it.each<[string, ConfiguratorProps['pricing'], string]>([
      ['no tag', { status: 'no-tag' }, "The product Custom Roll Labels doesn't contain the tag $= Please add tag in order to retrieve JSON pricing file."],
      ['missing', { status: 'missing', name: 'missing-grid' }, "Couldn't retrieve pricing JSON. Please check that JSON pricing grid exists with name missing-grid.json"],
      ['invalid', { status: 'invalid', name: 'broken', details: ['a is missing', 'b is bad'] }, 'Pricing JSON contains errors: a is missing; b is bad'],
    ])('toasts a %s pricing file once in reseller mode', async (_, pricing, message) => {
      const { rerender } = setup({ pricing, diagnostics: true });
      rerender(<Configurator {...makeProps({ pricing, diagnostics: true })} />);
      // The toasts download on first use.
      await waitFor(() => expect(mockNotify).toHaveBeenCalled());
      expect(mockNotify).toHaveBeenCalledTimes(1);
      expect(mockNotify).toHaveBeenCalledWith(message, 'error');
    });

    it('only logs for shoppers', () => {
      setup({ pricing: { status: 'missing', name: 'missing-grid' }, diagnostics: false });
      expect(mockNotify).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('missing-grid.json'));
    });

    it('stays silent with a valid grid', () => {
      setup({ diagnostics: true });
      expect(mockNotify).not.toHaveBeenCalled();
      expect(warn).not.toHaveBeenCalled();
    });
  });

  describe('price table', () => {
    const table = () => screen.getByRole('table', { name: 'Price by quantity' });
    const rows = () => within(table()).getAllByRole('row').slice(1);
    const current = () => rows().find((r) => r.getAttribute('aria-current') === 'true');

    it('prices every break for the item as chosen, the break in use marked', () => {
      setup();
      expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Quantity', 'Price per unit', 'Total', 'You save']);
      // 2" x 2" paper at $0.50 list: 0.30 × 1.6, 0.25 × 1.5, 0.20 × 1.4 a label.
      expect(rows().map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
        ['$0.48', '$24.00', '$1.00 −4%'],
        ['$0.38', '$37.50', '$12.50 −25%'],
        ['$0.28', '$70.00', '$55.00 −44%'],
      ]);
      expect(current()).toHaveTextContent('50');
      expect(rows().filter((r) => r.hasAttribute('aria-current'))).toHaveLength(1);
    });

    it('follows the options, extras and quantity', () => {
      setup();
      choose('Size', '4" x 6"');
      expect(within(rows()[1]!).getAllByRole('cell')[1]).toHaveTextContent('$120.00');
      fireEvent.click(screen.getByRole('checkbox', { name: /Overlamination/ }));
      // 0.8 + 0.04 net, × 1.5, × 100
      expect(within(rows()[1]!).getAllByRole('cell')[1]).toHaveTextContent('$126.00');
      choose('Quantity', '250');
      expect(current()).toHaveTextContent('250');
      choose('Quantity', 'custom');
      type('Enter a quantity', '120');
      expect(current()).toHaveTextContent('100');
    });

    it('orders the quantity of the row chosen, as the quantity select does', () => {
      setup();
      fireEvent.click(screen.getByRole('button', { name: 'Choose 100' }));
      expect(screen.getByRole('combobox', { name: 'Quantity' })).toHaveValue('100');
      expect(total()).toHaveTextContent('$37.50');
      expect(screen.getByRole('button', { name: 'Choose 100' })).toHaveAttribute('aria-pressed', 'true');
      expect(current()).toHaveTextContent('100');
    });

    it('is in the server-rendered page', () => {
      const html = renderToString(
        <IntlProvider>
          <Configurator {...makeProps()} />
        </IntlProvider>,
      );
      expect(html).toContain('data-testid="price-table"');
      expect(html).toContain('$70.00');
    });

    it('is left out without a pricing grid', () => {
      setup({ pricing: { status: 'no-tag' } });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });

    it('lists the breaks of a lot-priced product too', () => {
      setup({ lot: true });
      expect(rows()).toHaveLength(3);
    });
  });

  describe('sizes on a metric site', () => {
    const metric = () => renderWithIntl(<Configurator {...makeProps({ locale: 'fr', metricSizes: true })} />, { locale: 'fr' });

    it('offers no unit choice elsewhere', () => {
      setup();
      choose('Size', '__custom__');
      expect(screen.queryByLabelText('Unit')).not.toBeInTheDocument();
    });

    it('takes a custom size in millimetres and orders it in inches', async () => {
      metric();
      choose('Taille', '__custom__');
      expect(screen.getByLabelText('Largeur (pouces)')).toHaveValue('2');
      choose('Unité', 'mm');
      // The size in use carries over.
      expect(screen.getByLabelText('Largeur (mm)')).toHaveValue('50.8');
      type('Largeur (mm)', '63,5');
      type('Hauteur (mm)', '76');
      fireEvent.click(screen.getByRole('button', { name: 'AJOUTER AU PANIER' }));
      await waitFor(() => expect(mockAdd).toHaveBeenCalled());
      const line = mockAdd.mock.calls[0]![0] as CartLine;
      expect(line.properties).toMatchObject({ Size: '2" x 4"', customWidth: '2.5', customHeight: '2.99' });
      expect(line.optionLabels).toMatchObject({ '2.5" x 2.99"': '2.5" x 2.99" (64 × 76 mm)' });
    });

    it('states the limits in the unit in use', () => {
      metric();
      choose('Taille', '__custom__');
      choose('Unité', 'mm');
      type('Largeur (mm)', '400');
      expect(screen.getByText('Votre taille personnalisée dépasse nos valeurs minimales ou maximales.')).toBeInTheDocument();
      expect(screen.getByText(/Chaque côté de 50,8 à 152,4 mm, surface de 25,9 à 599,9 cm²/)).toBeInTheDocument();
      type('Largeur (mm)', '60.25');
      expect(screen.getByText('Une seule décimale est autorisée pour une taille personnalisée en millimètres.')).toBeInTheDocument();
    });
  });

  it('renders French labels and amounts', () => {
    renderWithIntl(<Configurator {...makeProps({ locale: 'fr' })} />, { locale: 'fr' });
    expect(screen.getByRole('combobox', { name: 'Taille' })).toBeInTheDocument();
    // The cart describes a line with the same words (components/cart/CartView.test.tsx).
    expect(screen.getByRole('combobox', { name: 'Matière' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Faces' })).toBeInTheDocument();
    expect(total().textContent).toBe('24,00\u00a0$');
    expect(screen.getByRole('button', { name: 'AJOUTER AU PANIER' })).toBeEnabled();
  });
});
