import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { FilterSidebar } from './FilterSidebar';

const render = (ui: React.ReactElement) => renderWithIntl(ui, { locale: 'fr' });

function Harness({ onChange }: { onChange: (brands: string[]) => void }) {
  const [brands, setBrands] = useState<string[]>([]);
  return (
    <FilterSidebar
      selectedBrands={brands}
      onBrandsChange={(next) => {
        setBrands(next);
        onChange(next);
      }}
    />
  );
}

describe('FilterSidebar', () => {
  it('shows the Brands checkboxes and the empty groups', () => {
    render(<Harness onChange={jest.fn()} />);
    expect(screen.getByRole('group', { name: 'Marques' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByRole('checkbox', { name: 'Extérieur court terme' })).not.toBeChecked();
    for (const name of ['Groupe de matières', 'Adhésif', 'Couleur de la matière']) {
      expect(screen.getByRole('group', { name })).toHaveTextContent('Aucune option disponible');
    }
  });

  it('reports brand changes in the spec order and clears them', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const clear = screen.getByRole('button', { name: 'Effacer les filtres' });
    expect(clear).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Extérieur' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Intérieur' }));
    expect(onChange).toHaveBeenLastCalledWith(['Indoor', 'Outdoor']);
    expect(clear).toBeEnabled();
    fireEvent.click(clear);
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('checkbox', { name: 'Intérieur' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Extérieur' })).not.toBeChecked();
  });

  it('has a mobile open/close toggle with aria-expanded', () => {
    render(<Harness onChange={jest.fn()} />);
    const toggle = screen.getByRole('button', { name: 'Afficher les filtres' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Masquer les filtres' })).toHaveAttribute('aria-expanded', 'true');
  });
});
