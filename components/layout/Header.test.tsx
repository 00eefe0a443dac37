import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderServerWithIntl } from '@/components/testing/renderServerWithIntl';
import { Header, type HeaderProps } from './Header';

jest.mock('next-intl/server', () => jest.requireActual('@/components/testing/intlServerMock'));

const renderHeader = (props: HeaderProps) => renderServerWithIntl(Header, props);

/** Lets lazily loaded behaviour (imported on first use) arrive. */
async function flushLazy() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const props: HeaderProps = {
  storeName: 'Acme Labels',
  logo: { url: 'http://localhost:4000/cdn/shop/files/logo.svg', alt: 'Acme Labels', width: 160, height: 40 },
  primaryMenu: [
    { title: 'Labels', link: '/collections/labels', items: [{ title: 'Roll labels', link: '/collections/roll-labels' }] },
    { title: 'Stickers', link: '/collections/stickers' },
  ],
  hamburgerMenu: [{ title: 'All products', link: '/collections/all' }],
  accountHref: '/register',
};

describe('Header', () => {
  beforeEach(() => {
    document.cookie = 'lang_tip_seen=1; Path=/';
  });

  it('renders the banner with logo, menus, account and cart links', async () => {
    await renderHeader(props);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acme Labels home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open search' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /region and language/i })).not.toBeInTheDocument();
  });

  it('opens a primary-menu dropdown with aria-expanded and closes it with Escape', async () => {
    await renderHeader(props);
    const toggle = screen.getByRole('button', { name: 'Labels submenu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Roll labels' })).not.toBeInTheDocument();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Roll labels' })).toBeVisible();
    await flushLazy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes a primary-menu dropdown on a click outside, when focus leaves it, and on a second click', async () => {
    await renderHeader(props);
    const toggle = screen.getByRole('button', { name: 'Labels submenu' });
    fireEvent.click(toggle);
    await flushLazy();
    fireEvent.pointerDown(screen.getByRole('link', { name: 'My account' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(toggle);
    await flushLazy();
    act(() => screen.getByRole('link', { name: 'Roll labels' }).focus());
    act(() => screen.getByRole('link', { name: 'Stickers' }).focus());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(toggle);
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the search overlay only when asked (reseller host)', async () => {
    await renderHeader({ ...props, showSearch: true });
    fireEvent.click(screen.getByRole('button', { name: 'Open search' }));
    const field = await screen.findByRole('searchbox', { name: 'Search products' });
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('name', 'q');
    await waitFor(() => expect(field).toHaveFocus());
    const form = field.closest('form');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
  });

  it('shows the region and language switcher on company sites', async () => {
    await renderHeader({
      ...props,
      regions: [
        { id: 'us', label: 'United States', href: 'http://us.localhost/', current: true },
        { id: 'fr', label: 'France', href: 'http://fr.localhost/', current: false },
      ],
      languages: [
        { code: 'en', label: 'English', href: '?lang=en', current: true },
        { code: 'fr', label: 'Français', href: '?lang=fr', current: false },
      ],
    });
    expect(screen.getByRole('button', { name: /region and language/i })).toHaveTextContent('US · EN');
  });
});
