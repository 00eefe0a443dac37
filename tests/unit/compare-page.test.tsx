jest.mock('next-intl/server', () => jest.requireActual('@/components/testing/intlServerMock'));

import { screen } from '@testing-library/react';
import ComparePage, { generateMetadata } from '@/app/[tenant]/[locale]/(shop)/compare/page';
import { renderWithIntl } from '@/components/testing/renderWithIntl';
import { compareStore } from '@/lib/edge/state/compare-store';

const params = (tenant: string, locale: string) => ({ params: Promise.resolve({ tenant, locale }) });

beforeEach(() => localStorage.clear());

describe('/compare page', () => {
  it("is titled 'Compare' / 'Comparer' and kept out of search engines", async () => {
    expect(await generateMetadata(params('us', 'en'))).toEqual({ title: 'Compare', robots: { index: false } });
    expect(await generateMetadata(params('fr', 'fr'))).toEqual({ title: 'Comparer', robots: { index: false } });
  });

  it('renders the heading and the compare list, linking bare handles for a prefixed tenant', async () => {
    compareStore.getState().add({ id: 'p1', handle: 'ca-vinyl', title: 'Vinyl', imageUrl: null, price: null, productType: 'Labels' });
    // The page under the shop layout's messages.
    renderWithIntl(await ComparePage(params('ca', 'en')));
    expect(screen.getByRole('heading', { level: 1, name: 'Compare' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vinyl' })).toHaveAttribute('href', '/products/vinyl');
  });
});
