/**
 * @jest-environment node
 */
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { makeProps } from '@/lib/domain/configurator/test-fixtures';
import en from '@/messages/en.json';
import { Configurator } from './Configurator';

describe('Configurator on the server', () => {
  it('renders with the real cart store and no browser globals, price included', () => {
    const html = renderToString(
      <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
        <Configurator {...makeProps()} />
      </NextIntlClientProvider>,
    );
    expect(html).toContain('$24.00');
    expect(html).toContain('ADD TO CART');
  });
});
