import { lineNotes } from './line-notes';

const DESIGN = { print_ready_image: 'https://d.example/p.pdf', customer_canvas_state: 's1', thumbnail: 'https://d.example/t.png', low_dpi: 'false' };

describe('lineNotes', () => {
  it('says in words what the hidden properties mean: the custom size made, the proof approved', () => {
    expect(lineNotes({ Size: '3" x 3"', customWidth: '2.5', customHeight: '2.5', ...DESIGN }, 'en')).toEqual([
      { key: 'Custom size', value: '2.5" x 2.5"' },
      { key: 'Artwork', value: 'Proof approved' },
    ]);
  });

  it('in French for a line bought in French', () => {
    expect(lineNotes({ Size: '3" x 3"', customWidth: '2.5', customHeight: '2.5', ...DESIGN }, 'fr')).toEqual([
      { key: 'Format personnalisé', value: '2.5" x 2.5"' },
      { key: 'Visuel', value: 'BAT approuvé' },
    ]);
  });

  it('says nothing of a plain line', () => {
    expect(lineNotes({ Size: '2" x 2"', Material: 'White BOPP', overlamination: 'Yes' }, 'en')).toEqual([]);
  });
});
