import { act, render, screen } from '@testing-library/react';
import { notify } from '@/components/ui/toast';
import { Toaster } from './Toaster';

describe('Toaster', () => {
  it('loads sonner on the first toast and shows it', async () => {
    const { container } = render(<Toaster label="Notifications" />);
    const mount = container.querySelector('[data-toaster]');
    expect(mount).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await act(async () => {
      notify('Item Added to Cart');
    });
    expect(await screen.findByText('Item Added to Cart')).toBeInTheDocument();
    expect(mount).toContainElement(screen.getByText('Item Added to Cart'));
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    await act(async () => {
      notify('Item Removed from Cart');
    });
    expect(await screen.findByText('Item Removed from Cart')).toBeInTheDocument();
  });
});
