import { descriptionWithSpecs, splitDescription, taglines, truncateDescription } from './description';

describe('splitDescription', () => {
  const html =
    '<p>Durable <strong>vinyl</strong> labels &amp; stickers.</p>' +
    '<ul><li> Material: White Vinyl </li><li>Print Method:&nbsp;Digital</li><li><b>Production Time:</b> 3&ndash;5 days</li></ul>' +
    '<p>Ships fast.</p><ol><li>Extra &lt;spec&gt;</li></ol>';

  it('lifts every list item into specs, in order, text only', () => {
    expect(splitDescription(html).specs).toEqual([
      'Material: White Vinyl',
      'Print Method: Digital', // &nbsp; counts as a space
      'Production Time: 3–5 days',
      'Extra <spec>',
    ]);
  });

  it('keeps the rest as sanitised HTML without the lists, and as plain text', () => {
    const out = splitDescription(html + '<script>alert(1)</script><p onclick="x()">Tail</p>');
    expect(out.descriptionHtml).toBe('<p>Durable <strong>vinyl</strong> labels &amp; stickers.</p><p>Ships fast.</p><p>Tail</p>');
    expect(out.text).toBe('Durable vinyl labels & stickers. Ships fast. Tail');
  });

  it('copes with empty input and with descriptions without lists', () => {
    expect(splitDescription(null)).toEqual({ specs: [], descriptionHtml: '', text: '' });
    expect(splitDescription('Plain words')).toEqual({ specs: [], descriptionHtml: 'Plain words', text: 'Plain words' });
  });
});

describe('descriptionWithSpecs', () => {
  it('makes each spec its own sentence after the text, keeping punctuation already there', () => {
    const html = '<p>Hang tags!</p><p>Printed fast</p><ul><li>Material: Kraft Cardstock</li><li>Finish: Matte.</li></ul>';
    expect(descriptionWithSpecs(html)).toBe('Hang tags! Printed fast. Material: Kraft Cardstock. Finish: Matte.');
  });

  it('reads French specs the same way and gives nothing for no markup', () => {
    expect(descriptionWithSpecs('<ul><li>Délai de production : 3 à 5 jours ouvrables</li><li>Adhésif : permanent</li></ul>')).toBe(
      'Délai de production : 3 à 5 jours ouvrables. Adhésif : permanent.',
    );
    expect(descriptionWithSpecs(null)).toBe('');
  });
});

describe('truncateDescription', () => {
  const sentence = 'This is a sentence of about forty chars. ';

  it('returns short text unchanged', () => {
    expect(truncateDescription('Short. Text!')).toBe('Short. Text!');
  });

  it('stops at the last sentence end at or before the limit', () => {
    const text = sentence.repeat(20); // ~820 chars
    const out = truncateDescription(text);
    expect(out.length).toBeLessThanOrEqual(350);
    expect(out.endsWith('chars.')).toBe(true);
    expect(out.length).toBeGreaterThan(300);
  });

  it('accepts a sentence ending exactly at the limit, and ! or ?', () => {
    expect(truncateDescription('Hello world! More words here', 12)).toBe('Hello world!');
    expect(truncateDescription('Is it? Yes it is indeed', 10)).toBe('Is it?');
  });

  it('ignores dots inside words such as 2.5 or example.com', () => {
    expect(truncateDescription('Size 2.5 inches wide and example.com rocks', 30)).toBe('Size 2.5 inches wide and…');
  });

  it('falls back to a word boundary with an ellipsis when there is no sentence end', () => {
    const out = truncateDescription('word '.repeat(100));
    expect(out.endsWith('word…')).toBe(true);
    expect(out.length).toBeLessThanOrEqual(350);
  });
});

describe('taglines', () => {
  it('reads the three labelled specs, case-insensitively', () => {
    expect(taglines(['MATERIAL: Vinyl', 'print method : UV Inkjet', 'Production time: 2 days', 'Finish: Gloss'])).toEqual({
      material: 'Vinyl',
      printMethod: 'UV Inkjet',
      productionTime: '2 days',
    });
  });

  it('understands the French labels with or without accents and curly apostrophes', () => {
    expect(taglines(['Matériau : Papier', 'Méthode d’impression: Numérique', 'Delai de production: 3 jours'])).toEqual({
      material: 'Papier',
      printMethod: 'Numérique',
      productionTime: '3 jours',
    });
  });

  it('reads the French store\'s own label, Matière', () => {
    expect(taglines(['Matière: Papier blanc brillant, BOPP blanc, Kraft', 'Matiere : Kraft'])).toEqual({ material: 'Papier blanc brillant, BOPP blanc, Kraft' });
  });

  it('keeps the first value and skips empty or unlabelled specs', () => {
    expect(taglines(['Material:', 'Vinyl only', 'Material: Paper', 'Material: Foil'])).toEqual({ material: 'Paper' });
  });
});
