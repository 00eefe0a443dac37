import { screen } from '@testing-library/react';
import type { CartLine } from '@/lib/domain/cart/types';
import { renderWithIntl, type TestLocale } from '@/components/testing/renderWithIntl';
import { rememberPlacedLines } from '@/lib/edge/state/placed-lines';
import { OrderedLines } from './OrderedLines';

const cartLine = (title: string, quantity: number) =>
  ({ title, quantity, image: null, selectedVariant: { title: '3" x 3" / White BOPP' } }) as unknown as CartLine;

beforeEach(() => localStorage.clear());

describe('OrderedLines (a visitor back from the checkout)', () => {
  for (const { locale, quantity, unknown } of [
    { locale: 'en' as TestLocale, quantity: 'Quantity: 1000', unknown: 'Your order details are in the confirmation email.' },
    { locale: 'fr' as TestLocale, quantity: 'Quantité : 1000', unknown: 'Le détail de votre commande figure dans l’e-mail de confirmation.' },
  ]) {
    it(`lists what this browser sent to the checkout, then nothing to another order number (${locale})`, async () => {
      rememberPlacedLines([cartLine('Custom Roll Labels', 1000)]);
      const { unmount } = renderWithIntl(<OrderedLines orderName="#1001" />, { locale });
      const line = await screen.findByTestId('ordered-line');
      expect(line).toHaveTextContent('Custom Roll Labels');
      expect(line).toHaveTextContent('3" x 3" / White BOPP');
      expect(line).toHaveTextContent(quantity);
      unmount();

      renderWithIntl(<OrderedLines orderName="#1002" />, { locale });
      expect(await screen.findByText(unknown)).toBeInTheDocument();
      expect(screen.queryByTestId('ordered-line')).not.toBeInTheDocument();
    });
  }
});
