import { fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { preflight } from '@/lib/domain/design/preflight';
import type { ContentGrid } from '@/lib/domain/design/preflight-pixels';
import { PreflightNotice } from './PreflightNotice';

const GUIDES = { bleed: { left: 9, top: 9, right: 9, bottom: 9 }, safe: 9 };
/** 18 × 18 cells over a 2" label with 1/8" bleed: the outer ring is the bleed. Content in the top-left corner, the rest see-through. */
const grid: ContentGrid = { width: 18, height: 18, cells: '3' + '2'.repeat(18 * 18 - 1) };
const IMAGE = 'https://res.images.example/printshop/image/upload/v1/artwork/a.png';

function show(locale: 'en' | 'fr' = 'en', pixels = { width: 120, height: 120 }) {
  const onDismiss = jest.fn();
  const result = preflight({ pixels, grid, size: { widthIn: 2, heightIn: 2 }, guides: GUIDES, whiteInk: false });
  renderWithIntl(<PreflightNotice preflight={result} grid={grid} imageUrl={IMAGE} onDismiss={onDismiss} />, { locale });
  return onDismiss;
}

describe('the print checks notice', () => {
  it('says each problem with what to do, takes focus, and lets the shopper go on', () => {
    const onDismiss = show();
    expect(screen.getByRole('heading', { name: 'Check your artwork before you go on' })).toHaveFocus();
    expect(screen.getByTestId('preflight-resolution')).toHaveTextContent('Very low resolution: at 2 × 2 in, your artwork prints at about 60 dpi, far below the 300 dpi print needs, and will look blurry. Upload a larger image, or choose a smaller size.');
    expect(screen.getByTestId('preflight-bleed')).toHaveTextContent('keep text and logos inside the dashed safe line');
    expect(screen.getByTestId('preflight-transparency')).toHaveTextContent('this product is printed without white ink');
    expect(screen.queryByTestId('preflight-safe')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue designing' }));
    expect(onDismiss).toHaveBeenCalled();
  });

  it('draws the artwork with the guides, the offending cells tinted and the dpi against 300', () => {
    show();
    const preview = screen.getByRole('img', { name: /Your artwork with the bleed, the cut line and the safe line/ });
    expect(preview.querySelector('img')).toHaveAttribute('src', IMAGE);
    expect(screen.getByTestId('preflight-dpi')).toHaveTextContent('60 dpi of 300');
    // The one bleed cell, and every see-through cell where nothing is printed.
    expect(preview.querySelectorAll('rect[class*=problemCell]')).toHaveLength(1);
    expect(preview.querySelectorAll('rect[class*=clearCell]')).toHaveLength(18 * 18 - 1);
  });

  it('speaks French', () => {
    show('fr', { width: 450, height: 450 });
    expect(screen.getByRole('heading', { name: 'Vérifiez votre visuel avant de continuer' })).toBeInTheDocument();
    expect(screen.getByTestId('preflight-resolution')).toHaveTextContent('Basse résolution : en 2 × 2 po, votre visuel s’imprime à environ 225 ppp, sous les 300 ppp nécessaires');
    expect(screen.getByTestId('preflight-dpi')).toHaveTextContent('225 ppp sur 300');
    expect(screen.getByRole('button', { name: 'Continuer mon design' })).toBeInTheDocument();
  });
});
