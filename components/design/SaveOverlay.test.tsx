import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl, type TestLocale } from '@/components/testing/renderWithIntl';
import { useSessionStore } from '@/lib/edge/state/session-store';
import { SaveOverlay } from './SaveOverlay';

const user = { id: 'gid://shopify/Customer/1', displayName: 'Dana Demo', firstName: 'Dana', lastName: 'Demo', email: 'demo@example.com', tags: [] };

function setup(signedIn: boolean, locale: TestLocale = 'en') {
  act(() => useSessionStore.setState(signedIn ? { loggedIn: true, expiresAt: '2099-01-01T00:00:00Z', user } : { loggedIn: false, expiresAt: null, user: null }));
  const onSave = jest.fn(async () => {});
  renderWithIntl(<SaveOverlay onCancel={jest.fn()} onSave={onSave} />, { locale });
  return onSave;
}

const name = () => screen.getByRole('textbox', { name: /Project name|Nom du projet/ });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /^(Save|Enregistrer)$/ }));

describe('the save step', () => {
  it('offers a signed-in customer the proof as a file after saving, unticked', async () => {
    const onSave = setup(true);
    // The session is read once the page is hydrated.
    const download = await screen.findByRole('checkbox', { name: 'Download a proof after saving' });
    expect(download).not.toBeChecked();
    fireEvent.change(name(), { target: { value: ' Jam labels ' } });
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('Jam labels', false));
  });

  it('hands the choice over when ticked, in French too', async () => {
    const onSave = setup(true, 'fr');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Télécharger une épreuve après l’enregistrement' }));
    fireEvent.change(name(), { target: { value: 'Étiquettes' } });
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('Étiquettes', true));
  });

  it('does not offer it to a visitor, whose project is saved only after signing in', async () => {
    const onSave = setup(false);
    await act(async () => {});
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    fireEvent.change(name(), { target: { value: 'Jam labels' } });
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('Jam labels', false));
  });

  it('still asks for a name first', async () => {
    const onSave = setup(true);
    fireEvent.click(await screen.findByRole('checkbox'));
    submit();
    expect(await screen.findByText('Please provide a name')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
