import { relatedCards, RELATED_PRODUCTS_LIMIT } from './related';
import { handleFromTitle } from './title-handle';

const card = (id: string, title: string) => ({ id, title });

describe('relatedCards', () => {
  const reply = [card('1', 'Custom Roll Labels'), ...['A', 'B', 'C', 'D', 'E'].map((t, i) => card(`${i + 2}`, t))];

  it('drops the product itself from a reply of 6 so 5 remain', () => {
    expect(relatedCards(reply, card('1', 'Custom Roll Labels')).map((c) => c.id)).toEqual(['2', '3', '4', '5', '6']);
    expect(RELATED_PRODUCTS_LIMIT).toBe(5);
  });

  it('drops the product by id whatever the language of its title', () => {
    const fr = [card('1', 'Étiquettes en rouleau personnalisées'), card('2', 'Étiquettes en rouleau papier kraft')];
    expect(relatedCards(fr, card('1', 'Étiquettes en rouleau personnalisées')).map((c) => c.id)).toEqual(['2']);
    expect(relatedCards(fr, card('1', 'Custom Roll Labels')).map((c) => c.id)).toEqual(['2']);
  });

  it('drops a namesake (spec: another title) and keeps 5 at most when the product is not in the reply', () => {
    expect(relatedCards([card('9', ' custom roll labels'), card('2', 'Kraft')], card('1', 'Custom Roll Labels'))).toEqual([card('2', 'Kraft')]);
    expect(relatedCards(reply, card('x', 'Other'))).toHaveLength(5);
  });
});

describe('handleFromTitle', () => {
  it('derives the platform handle from a title', () => {
    const titles = ['Roll Labels', ' Product Labels & Tags ', 'Die-Cut Stickers', 'Double Sided Tape', '  '];
    expect(titles.map(handleFromTitle)).toEqual(['roll-labels', 'product-labels-tags', 'die-cut-stickers', 'double-sided-tape', '']);
  });
});
