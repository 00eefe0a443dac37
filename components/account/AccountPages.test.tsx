jest.mock('next-intl/server', () => jest.requireActual('@/components/testing/intlServerMock'));
const mockRecaptchaProps = jest.fn();
jest.mock('@/components/recaptcha/RecaptchaProvider', () => ({
  RecaptchaProvider: ({ children, ...props }: { children: React.ReactNode }) => {
    mockRecaptchaProps(props);
    return <>{children}</>;
  },
}));

import type React from 'react';
import { screen } from '@testing-library/react';
import AccountAreaLayout from '@/app/[tenant]/[locale]/(shop)/account/layout';
import AccountPage, { generateMetadata as overviewMetadata } from '@/app/[tenant]/[locale]/(shop)/account/page';
import ArtworkPage, { generateMetadata as artworkMetadata } from '@/app/[tenant]/[locale]/(shop)/account/artwork/page';
import OrdersPage, { generateMetadata as ordersMetadata } from '@/app/[tenant]/[locale]/(shop)/account/orders/summary/page';
import OrderPage, { generateMetadata as orderMetadata } from '@/app/[tenant]/[locale]/(shop)/account/orders/summary/order/page';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { config } from '@/lib/ground/config';

const params = (tenant: string, locale: string) => ({ params: Promise.resolve({ tenant, locale }) });

/** A page as the shop layout serves it: its islands under the client messages of its language. */
async function renderPage<P extends { params: Promise<{ tenant: string; locale: string }> }>(
  page: (props: P) => Promise<React.ReactNode> | React.ReactNode,
  props: P,
) {
  const element = await page(props);
  const { locale } = await props.params;
  return renderWithIntl(<>{element}</>, { locale: locale === 'fr' ? 'fr' : 'en' });
}
const NOINDEX = { index: false, follow: false };

beforeEach(() => {
  mockRecaptchaProps.mockReset();
  // The islands load in the browser; here every request stays pending, so they show their skeletons.
  global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
});

describe('account pages', () => {
  it('are titled per page and language and kept out of search engines', async () => {
    expect(await overviewMetadata(params('us', 'en'))).toEqual({ title: 'My Account', robots: NOINDEX });
    expect(await overviewMetadata(params('fr', 'fr'))).toEqual({ title: 'Mon compte', robots: NOINDEX });
    expect(await ordersMetadata(params('us', 'en'))).toEqual({ title: 'My Orders', robots: NOINDEX });
    const orderParams = { params: Promise.resolve({ tenant: 'us', locale: 'en' }) };
    expect(await orderMetadata(orderParams)).toEqual({ title: 'Order details', robots: NOINDEX });
    expect(await artworkMetadata(params('us', 'en'))).toEqual({ title: 'My Artwork', robots: NOINDEX });
  });

  it('/account: headings, the recaptcha from config, and the islands loading', async () => {
    await renderPage(AccountPage, params('us', 'en'));
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Account Information' })).toBeInTheDocument();
    expect(screen.getByTestId('account-skeleton')).toBeInTheDocument();
    const { RECAPTCHA_SITE_KEY, RECAPTCHA_SCRIPT_URL } = config();
    expect(mockRecaptchaProps).toHaveBeenCalledWith({ siteKey: RECAPTCHA_SITE_KEY, scriptUrl: RECAPTCHA_SCRIPT_URL, language: 'en' });
  });

  it('/account in French', async () => {
    await renderPage(AccountPage, params('fr', 'fr'));
    expect(screen.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Informations du compte' })).toBeInTheDocument();
  });

  it('the layout wraps pages with the account menu', async () => {
    renderWithIntl(
      <AccountAreaLayout>
        <p>page</p>
      </AccountAreaLayout>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Account menu' })).toBeInTheDocument();
  });

  it('/account/orders/summary, /account/orders/summary/{id} and /account/artwork have their headings', async () => {
    const orders = await renderPage(OrdersPage, params('us', 'en'));
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    orders.unmount();
    window.history.pushState({}, '', '/account/orders/summary/1001?key=k');
    const order = await renderPage(OrderPage, { params: Promise.resolve({ tenant: 'us', locale: 'en' }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Order details' })).toBeInTheDocument();
    order.unmount();
    await renderPage(ArtworkPage, params('us', 'fr'));
    expect(screen.getByRole('heading', { level: 1, name: 'Mes créations' })).toBeInTheDocument();
  });
});
