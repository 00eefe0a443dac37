import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { bodyOf, callsTo, mockApi, reply } from '@/components/account/testing';
import { ProofApproveForm } from './ProofApproveForm';

const AT = Date.UTC(2026, 10, 29, 12);

describe('approving a shared proof', () => {
  it('sends the name and comment with the link’s token, then says it is approved', async () => {
    const fetchMock = mockApi({ 'POST /api/design/share/approve': reply(200, { approvedAt: AT }) });
    renderWithIntl(<ProofApproveForm token="tok.sig" approvedAt={null} />, { locale: 'en' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your name (optional)' }), { target: { value: ' Sam ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Comment (optional)' }), { target: { value: 'Good to go' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Thank you: this proof was approved on November 29, 2026. Its owner can see it.')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/design/share/approve')[0]![1])).toEqual({ token: 'tok.sig', name: 'Sam', comment: 'Good to go' });
  });

  it('shows an approval already given, in French', () => {
    renderWithIntl(<ProofApproveForm token="tok.sig" approvedAt={AT} />, { locale: 'fr' });
    expect(screen.getByRole('status')).toHaveTextContent('Merci : cette épreuve a été approuvée le 29 novembre 2026.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says an expired link has expired', async () => {
    mockApi({ 'POST /api/design/share/approve': reply(410, { error: 'expired', message: 'This link has expired.' }) });
    renderWithIntl(<ProofApproveForm token="tok.sig" approvedAt={null} />, { locale: 'fr' });
    fireEvent.click(screen.getByRole('button', { name: 'Approuver' }));
    expect(await screen.findByText('Ce lien a expiré : demandez-en un nouveau.')).toBeInTheDocument();
  });

  it('keeps a name within its length', async () => {
    const fetchMock = mockApi({});
    renderWithIntl(<ProofApproveForm token="tok.sig" approvedAt={null} />, { locale: 'en' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your name (optional)' }), { target: { value: 'x'.repeat(81) } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Your name is at most 80 characters')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/design/share/approve')).toEqual([]));
  });
});
