'use client';

import { translated } from '@/components/i18n/Translated';
import { CardActions, type CardActionsProps } from './CardActions';
import { useCardActionLabels } from './cardActionLabels';

function Labelled(props: Omit<CardActionsProps, 'labels'>) {
  const labelsFor = useCardActionLabels();
  return <CardActions {...props} labels={labelsFor(props.item.title)} />;
}

/** The buttons of a card the grid fetched as the shopper scrolled: their names, with its title, are formatted here. */
export default translated(Labelled);
