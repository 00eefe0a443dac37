import { screen, within } from '@testing-library/react';
import { renderServer } from '@/components/testing/renderServer';
import { Footer, type FooterProps } from './Footer';

jest.mock('next-intl/server', () => jest.requireActual('@/components/testing/intlServerMock'));

const settings: FooterProps['settings'] = {
  storeName: 'Acme Labels',
  legalCopy: 'Acme Labels Inc. All rights reserved.',
  companyDescription: 'Custom labels printed in the USA.',
  logo: { url: 'http://localhost:4000/cdn/shop/files/logo.svg', alt: 'Acme Labels', width: 160, height: 40 },
  social: [
    { network: 'facebook', url: 'https://facebook.com/acme' },
    { network: 'x', url: 'javascript:alert(1)' },
  ],
};

describe('Footer', () => {
  it('renders logo, description, social links, both menus and the copyright line', async () => {
    await renderServer(Footer, {
      settings,
      menu1: [{ title: 'Labels', link: '/collections/labels' }],
      menu2: [{ title: 'Contact', link: '/pages/contact' }],
      year: 2025,
    });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('img', { name: 'Acme Labels' })).toBeInTheDocument();
    expect(footer).toHaveTextContent('Custom labels printed in the USA.');
    const facebook = screen.getByRole('link', { name: /acme labels on facebook/i });
    expect(facebook).toHaveAttribute('href', 'https://facebook.com/acme');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: /on x/i })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Shop' })).toContainElement(screen.getByRole('link', { name: 'Labels' }));
    expect(screen.getByRole('navigation', { name: 'Customer service' })).toContainElement(
      screen.getByRole('link', { name: 'Contact' }),
    );
    expect(footer).toHaveTextContent('© 2025 Acme Labels Inc. All rights reserved.');
  });

  it('keeps a legalCopy that already has a year as it is', async () => {
    await renderServer(Footer, { settings: { ...settings, legalCopy: '© 2024 Acme' }, menu1: [], menu2: [], year: 2025 });
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2024 Acme');
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent('2025');
  });
});
