import 'server-only';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { customSizeValue, hasDesign, type LineProperties } from '../order/line';
import type { Locale } from '../../ground/tenant';

const NOTES = {
  en: createTranslator({ locale: 'en', messages: en, namespace: 'LineNotes' }),
  fr: createTranslator({ locale: 'fr', messages: fr, namespace: 'LineNotes' }),
} satisfies Record<Locale, unknown>;

/**
 * What a person reads of a line's internal properties on the platform's
 * checkout, order and requisition, in the language the line was bought in:
 * the custom size it is made to ("Custom size: 2.5" x 2.5"") and, for a
 * designed line, that its proof was approved. The properties themselves
 * travel hidden (lib/ground/money/signed-properties.ts); these notes decide
 * nothing and are not signed.
 */
export function lineNotes(properties: LineProperties, locale: Locale): { key: string; value: string }[] {
  const t = NOTES[locale];
  const customSize = customSizeValue(properties);
  return [
    ...(customSize ? [{ key: t('customSize'), value: customSize }] : []),
    ...(hasDesign(properties) ? [{ key: t('artwork'), value: t('proofApproved') }] : []),
  ];
}
