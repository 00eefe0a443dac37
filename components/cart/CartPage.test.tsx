import { screen } from '@testing-library/react';
import CartRoute, { generateMetadata } from '@/app/[tenant]/[locale]/(shop)/cart/page';
import { renderWithIntl } from '@/components/testing/renderWithIntl';

jest.mock('next-intl/server', () => jest.requireActual('@/components/testing/intlServerMock'));
// The market's rates come from the platform through the data cache; the page only passes them on.
jest.mock('@/lib/services/shopify/markets', () => ({ getDisplayCurrency: async () => ({ currency: 'USD', factor: 1 }) }));
jest.mock('@/lib/domain/delivery/read-settings', () => ({ deliverySettingsFor: async () => jest.requireActual('@/lib/ground/tenant/delivery').SITE_DELIVERY.us }));

const params = (tenant: string, locale: string) => ({ params: Promise.resolve({ tenant, locale }) });

describe('/cart page', () => {
  it('is a non-indexed shell titled Cart / Panier', async () => {
    await expect(generateMetadata(params('us', 'en'))).resolves.toEqual({ title: 'Cart', robots: { index: false, follow: false } });
    await expect(generateMetadata(params('fr', 'fr'))).resolves.toMatchObject({ title: 'Panier' });
  });

  it('renders the heading and the cart island', async () => {
    // The page under the shop layout's messages.
    renderWithIntl(await CartRoute(params('us', 'en')));
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    // In jsdom the island hydrates at once: an empty stored cart.
    expect(await screen.findByText('Your Cart is Empty')).toBeInTheDocument();
  });
});
