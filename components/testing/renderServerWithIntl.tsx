import type { RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderWithIntl, type TestLocale } from './renderWithIntl';

/**
 * Renders an async server component in jsdom as the page does: awaits it,
 * then renders what it returned under the client message provider, so the
 * components below it that read strings with useTranslations (islands, and
 * shared ones like ProductCard) find theirs. Mock `next-intl/server` with
 * intlServerMock for the server side.
 */
export async function renderServerWithIntl<P>(
  component: (props: P) => Promise<ReactNode> | ReactNode,
  props: P,
  { locale = 'en' }: { locale?: TestLocale } = {},
): Promise<RenderResult> {
  const element = await component(props);
  return renderWithIntl(<>{element}</>, { locale });
}
