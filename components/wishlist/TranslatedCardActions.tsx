'use client';

import { useTranslations } from 'next-intl';
import { Translated } from '@/components/i18n/Translated';
import { CardActions, type CardActionsProps } from './CardActions';
import { cardActionLabels } from './cardActionLabels';

type Translate = Parameters<typeof cardActionLabels>[0]['quickView'];

/** The buttons of a card the grid fetched as the shopper scrolled: their names, with its title, are formatted here. */
export default function TranslatedCardActions(props: Omit<CardActionsProps, 'labels'>) {
  return (
    <Translated>
      <Labelled {...props} />
    </Translated>
  );
}

function Labelled(props: Omit<CardActionsProps, 'labels'>) {
  const quickView = useTranslations('QuickView') as unknown as Translate;
  const wishlist = useTranslations('Wishlist') as unknown as Translate;
  const compare = useTranslations('Compare') as unknown as Translate;
  return <CardActions {...props} labels={cardActionLabels({ quickView, wishlist, compare }, props.item.title)} />;
}
