import { act, render, screen } from '@testing-library/react';
import { notify } from '@/components/ui/toast';
import { Toaster } from './Toaster';

describe('Toaster', () => {
  it('loads sonner on the first toast and shows it', async () => {
    const { container } = render(<Toaster label="Notifications" />);
    expect(container).toBeEmptyDOMElement();
    await act(async () => {
      notify('Item Added to Cart');
    });
    expect(await screen.findByText('Item Added to Cart')).toBeInTheDocument();
    await act(async () => {
      notify('Item Removed from Cart');
    });
    expect(await screen.findByText('Item Removed from Cart')).toBeInTheDocument();
  });
});
