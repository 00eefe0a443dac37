import { getTranslations } from 'next-intl/server';
import { Notice } from './Notice';

export interface EmptyResultProps {
  /** Where Continue Shopping leads; defaults to the home page. */
  continueHref?: string;
  headingLevel?: 'h1' | 'h2';
}

/** Empty result screen: its text, a spelling hint and Continue Shopping. */
export async function EmptyResult({ continueHref = '/', headingLevel = 'h2' }: EmptyResultProps) {
  const t = await getTranslations('EmptyResult');
  return (
    <Notice
      title={t('title')}
      text={t('hint')}
      action={{ href: continueHref, label: t('continue') }}
      headingLevel={headingLevel}
      contained={false}
    />
  );
}
