import { fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import type { ArtworkProperties } from '@/lib/domain/design/artwork';
import { ApprovalOverlay } from './ApprovalOverlay';

const artwork = (low: 'true' | 'false'): ArtworkProperties => ({
  print_ready_image: 'https://designer.example/api/HiRes/r1.pdf',
  customer_canvas_state: 's1',
  thumbnail: 'https://designer.example/api/Rendering/proofs/r1/0.png',
  low_dpi: low,
});

describe('the approval step', () => {
  it('shows the proof and takes focus; approving or going back is the shopper’s choice', () => {
    const onBack = jest.fn();
    const onApprove = jest.fn();
    renderWithIntl(<ApprovalOverlay productTitle="Roll Labels" artwork={artwork('false')} checks={null} addingText={null} onBack={onBack} onApprove={onApprove} />);
    expect(screen.getByRole('heading', { name: 'Review your proof' })).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Proof of your Roll Labels design' })).toHaveAttribute('src', artwork('false').thumbnail);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'GO BACK TO DESIGN' }));
    expect(onBack).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Approve and add to cart' }));
    expect(onApprove).toHaveBeenCalled();
  });

  it('warns about a low-resolution design before approval, in French too', () => {
    const { unmount } = renderWithIntl(<ApprovalOverlay productTitle="Roll Labels" artwork={artwork('true')} checks={null} addingText={null} onBack={jest.fn()} onApprove={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('complete your purchase and our team will contact you');
    unmount();
    renderWithIntl(<ApprovalOverlay productTitle="Étiquettes" artwork={artwork('true')} checks={null} addingText="Ajout en cours…" onBack={jest.fn()} onApprove={jest.fn()} />, { locale: 'fr' });
    expect(screen.getByRole('alert')).toHaveTextContent('notre équipe vous contactera');
    expect(screen.getByRole('button', { name: 'Ajout en cours…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'RETOUR AU DESIGN' })).toBeDisabled();
  });

  it('lists the print checks of the uploaded artwork beside the proof, in French too', () => {
    const checks = [
      { kind: 'resolution' as const, level: 'severe' as const, dpi: 60, widthIn: 2, heightIn: 2 },
      { kind: 'bleed' as const, cells: [0] },
    ];
    const { unmount } = renderWithIntl(<ApprovalOverlay productTitle="Roll Labels" artwork={artwork('false')} checks={checks} addingText={null} onBack={jest.fn()} onApprove={jest.fn()} />);
    const list = screen.getByRole('region', { name: 'Print checks' });
    expect(list).toHaveTextContent('your artwork prints at about 60 dpi, far below the 300 dpi print needs');
    expect(list).toHaveTextContent('Part of your artwork is in the bleed and will be trimmed off');
    unmount();
    renderWithIntl(<ApprovalOverlay productTitle="Étiquettes" artwork={artwork('false')} checks={[]} addingText={null} onBack={jest.fn()} onApprove={jest.fn()} />, { locale: 'fr' });
    expect(screen.getByRole('region', { name: 'Contrôles d’impression' })).toHaveTextContent('Votre visuel a passé nos contrôles d’impression');
  });
});
