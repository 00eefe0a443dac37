import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { signInToast } from './signInToast';

const tEn = createTranslator({ locale: 'en', messages: en, namespace: 'Auth' }) as unknown as Parameters<typeof signInToast>[0];
const tFr = createTranslator({ locale: 'fr', messages: fr, namespace: 'Auth' }) as unknown as Parameters<typeof signInToast>[0];
const none = { saved: [], kept: [], refused: [] };

describe('signInToast', () => {
  it('says Logged in successfully when no project was waiting', () => {
    expect(signInToast(tEn, none)).toEqual({ message: 'Logged in successfully', kind: 'success' });
    expect(signInToast(tFr, none)).toEqual({ message: 'Connexion réussie', kind: 'success' });
  });

  it('names the saved project, and counts the others', () => {
    expect(signInToast(tEn, { ...none, saved: ['Spring labels'] }).message).toBe('Logged in successfully. “Spring labels” is saved in My Artwork.');
    expect(signInToast(tEn, { ...none, saved: ['A', 'B', 'C'] }).message).toBe('Logged in successfully. “C” and 2 other projects are saved in My Artwork.');
    expect(signInToast(tFr, { ...none, saved: ['Étiquettes'] }).message).toBe('Connexion réussie. « Étiquettes » est enregistré dans Mes créations.');
    expect(signInToast(tFr, { ...none, saved: ['A', 'B'] }).message).toBe('Connexion réussie. « B » et un autre projet sont enregistrés dans Mes créations.');
  });

  it('says first that a project did not make it', () => {
    expect(signInToast(tEn, { saved: ['A'], kept: ['B'], refused: [] })).toEqual({
      message: 'Logged in successfully, but “B” could not be saved to My Artwork just now. It is kept on this device and will be saved the next time you sign in.',
      kind: 'error',
    });
    expect(signInToast(tFr, { ...none, refused: ['C'] })).toEqual({
      message: 'Connexion réussie, mais « C » n’a pas pu être enregistré dans Mes créations. Votre design est toujours ouvert : veuillez l’enregistrer à nouveau.',
      kind: 'error',
    });
  });
});
