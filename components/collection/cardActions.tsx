import { useCardActionLabels, useCardToasts } from '@/components/wishlist/cardActionLabels';
import type { CollectionGridProps } from './CollectionGrid';
import { ActionsGrid } from './ActionsGrid';

/**
 * The card buttons' icons, drawn once per page as symbols (CardIconSprite)
 * and referenced by every card: a grid of cards repeats a few bytes per icon,
 * not its paths. The shapes are components/wishlist/icons.tsx's; the heart
 * path has no fill of its own, so a pressed button's CSS fills it through the
 * referencing <svg data-fill>.
 */
const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
const SYMBOLS = {
  eye: (
    <>
      <path {...STROKE} d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
      <circle {...STROKE} cx="12" cy="12" r="3" />
    </>
  ),
  heart: (
    <path
      {...STROKE}
      fill={undefined}
      d="M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.4a4.4 4.4 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20Z"
    />
  ),
  compare: <path {...STROKE} d="M7 4 3.5 7.5 7 11M3.5 7.5H16M17 13l3.5 3.5L17 20M20.5 16.5H8" />,
};
type Symbol = keyof typeof SYMBOLS;
const idOf = (name: Symbol) => `card-icon-${name}`;

/** The symbols the card buttons use; rendered once, before the grid. */
export function CardIconSprite() {
  return (
    <svg width="0" height="0" aria-hidden="true" focusable="false" style={{ position: 'absolute' }}>
      {(Object.keys(SYMBOLS) as Symbol[]).map((name) => (
        <symbol key={name} id={idOf(name)} viewBox="0 0 24 24">
          {SYMBOLS[name]}
        </symbol>
      ))}
    </svg>
  );
}

function Use({ name, fill }: { name: Symbol; fill?: boolean }) {
  return (
    <svg width={20} height={20} aria-hidden="true" focusable="false" fill="none" data-fill={fill ? '' : undefined}>
      <use href={`#${idOf(name)}`} />
    </svg>
  );
}

/** The icons ActionsGrid gives each card's buttons (components/wishlist/CardActions). */
export const CARD_ICONS = { quickView: <Use name="eye" />, wishlist: <Use name="heart" fill />, compare: <Use name="compare" /> };

/**
 * CollectionView's `actions` for pages whose cards carry Quick view,
 * wishlist and compare buttons: a page that imports this module ships the
 * buttons' island, the others do not (a page's browser code is every client
 * component its server modules import, shown or not).
 */
export function gridWithActions(grid: CollectionGridProps) {
  return <GridWithActions {...grid} />;
}

/** The page's cards' button names and the toasts, formatted here so the buttons' island needs no formatter. */
function GridWithActions(grid: CollectionGridProps) {
  const labelsFor = useCardActionLabels();
  const toasts = useCardToasts();
  const actionLabels = Object.fromEntries(grid.cards.map((card) => [card.id, labelsFor(card.item.title)]));
  return (
    <>
      <CardIconSprite />
      <ActionsGrid {...grid} icons={CARD_ICONS} actionLabels={actionLabels} toasts={toasts} />
    </>
  );
}
