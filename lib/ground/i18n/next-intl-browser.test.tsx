import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import * as nextIntl from 'next-intl';
import * as browser from './next-intl-browser';
import en from '@/messages/en.json';

function CartCount({ count }: { count: number }) {
  const t = browser.useTranslations('Header');
  return <p>{t('cartItems', { count })}</p>;
}

describe('next-intl as browser bundles see it', () => {
  it('exports what next-intl’s client entry exports, except the provider layouts render on the server', () => {
    const expected = Object.keys(nextIntl).filter((name) => name !== 'NextIntlClientProvider');
    expect(Object.keys(browser).sort()).toEqual(expected.sort());
  });

  it('reads the context of next-intl’s provider: one use-intl, the one next-intl is built on', () => {
    expect(existsSync(join(process.cwd(), 'node_modules/next-intl/node_modules/use-intl'))).toBe(false);
    render(
      <nextIntl.NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
        <CartCount count={2} />
      </nextIntl.NextIntlClientProvider>,
    );
    expect(screen.getByText('2 items')).toBeInTheDocument();
  });
});
