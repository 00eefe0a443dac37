import { act, render, screen } from '@testing-library/react';
import { notifyOnNextPage, showPendingToast } from '@/components/ui/toast';
import { Toaster } from './Toaster';

// Its own file: sonner mounts once per module instance, into the first Toaster.
describe('toasts announced for the next page', () => {
  it('shows a pending toast once, on the next page start', async () => {
    render(<Toaster label="Notifications" />);
    notifyOnNextPage('Saved for the cart page');
    expect(window.sessionStorage.getItem('pending-toast')).toContain('Saved for the cart page');
    await act(async () => {
      showPendingToast();
    });
    expect(await screen.findByText('Saved for the cart page')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('pending-toast')).toBeNull();
  });
});
