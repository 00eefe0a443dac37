'use client';

import type { ComponentType, ReactNode } from 'react';
import { IntlProvider } from 'use-intl/react';
import { useIslandMessages } from './island-messages';

/**
 * useTranslations for code an island loads later (its panel, its dialog)
 * over the messages of the nearest IslandMessages. Import it only from such
 * code: it brings the message formatter to the page.
 */
export function Translated({ children }: { children: ReactNode }) {
  const data = useIslandMessages();
  if (!data) throw new Error('Translated needs an IslandMessages above it');
  return (
    <IntlProvider locale={data.locale} messages={data.messages as never} timeZone="UTC">
      {children}
    </IntlProvider>
  );
}

/** `Inner` under <Translated>: how a lazily loaded module exports a component that formats its own strings. */
export function translated<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  function TranslatedComponent(props: P) {
    return (
      <Translated>
        <Inner {...props} />
      </Translated>
    );
  }
  TranslatedComponent.displayName = `Translated(${Inner.displayName ?? Inner.name})`;
  return TranslatedComponent;
}
