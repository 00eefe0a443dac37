/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { makeProps } from '@/lib/configurator/test-fixtures';
import { Configurator } from './Configurator';
import type { ConfiguratorLabels } from './labels';

const labels = new Proxy({} as ConfiguratorLabels, {
  get: (_, key) => (key === 'optionNames' ? {} : String(key)),
});

describe('Configurator on the server', () => {
  it('renders with the real cart store and no browser globals, price included', () => {
    const html = renderToString(<Configurator {...makeProps()} labels={labels} />);
    expect(html).toContain('$24.00');
    expect(html).toContain('addToCart');
  });
});
