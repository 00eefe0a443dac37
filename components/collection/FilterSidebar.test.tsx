import { act, fireEvent, screen, within } from '@testing-library/react';
import { makeCard, US_DISPLAY } from '@/components/testing/fixtures';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { GRID_PLACE, serveCollection } from '@/components/testing/collectionApi';
import { CollectionView } from './CollectionView';
import { filterSidebar } from './FilterSidebar';

// The sidebar is server markup; CollectionGrid's delegated handlers make it work.
const tagged = [
  makeCard(1, { title: 'Fridge label', tags: ['Brand=Indoor'] }),
  makeCard(2, { title: 'Garden label', tags: ['Brand=Outdoor'] }),
  makeCard(3, { title: 'Event label', tags: ['Brand=Short-Term Outdoor'] }),
];
const render = () => {
  serveCollection(tagged, US_DISPLAY, 'fr');
  return renderWithIntl(<CollectionView cards={tagged} {...GRID_PLACE} locale="fr" display={US_DISPLAY} filters={filterSidebar} />, { locale: 'fr' });
};
/** The grid asks the server for the filtered cards: let it answer. */
const settle = () => act(async () => {});
const titles = () => within(screen.getByRole('list')).getAllByRole('heading').map((h) => h.textContent);

describe('FilterSidebar', () => {
  it('shows the Brands checkboxes and the empty groups', () => {
    render();
    expect(screen.getByRole('group', { name: 'Marques' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByRole('checkbox', { name: 'Extérieur court terme' })).not.toBeChecked();
    for (const name of ['Groupe de matières', 'Adhésif', 'Couleur de la matière']) {
      expect(screen.getByRole('group', { name })).toHaveTextContent('Aucune option disponible');
    }
  });

  it('filters the grid by the checked brands and clears them', async () => {
    render();
    const clear = screen.getByRole('button', { name: 'Effacer les filtres' });
    expect(clear).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Extérieur' }));
    await settle();
    expect(titles()).toEqual(['Garden label']);
    expect(clear).toBeEnabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Intérieur' }));
    await settle();
    expect(titles()).toEqual(['Fridge label', 'Garden label']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Intérieur' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Extérieur' }));
    await settle();
    expect(titles()).toHaveLength(3);
    expect(clear).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Intérieur' }));
    fireEvent.click(clear);
    await settle();
    expect(titles()).toHaveLength(3);
    expect(clear).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Intérieur' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Extérieur' })).not.toBeChecked();
  });

  it('has a mobile open/close toggle with aria-expanded', () => {
    render();
    const toggle = screen.getByRole('button', { name: 'Afficher les filtres' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(panel).toHaveAttribute('data-open', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Masquer les filtres' })).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Afficher les filtres' })).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('data-open', 'false');
  });
});
