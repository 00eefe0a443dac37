import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { IslandMessagesProvider } from '@/components/i18n/island-messages';
import type { ReactElement } from 'react';
import { CollectionView } from '@/components/collection/CollectionView';
import { gridWithActions } from '@/components/collection/cardActions';
import { makeCard, US_DISPLAY } from '@/components/testing/fixtures';
import { GRID_PLACE, serveCollection } from '@/components/testing/collectionApi';
import { SliderControls } from '@/components/collection/SliderControls';
import { Configurator } from '@/components/configurator/Configurator';
import { AccountMenu } from '@/components/layout/AccountMenu';
import { CartIcon } from '@/components/layout/CartIcon';
import { PromoCarousel } from '@/components/layout/PromoCarousel';
import { RegionSwitcherIsland } from '@/components/layout/RegionSwitcherIsland';
import { GalleryControls } from '@/components/product/GalleryControls';
import { TranslatedQuickView } from '@/components/quickview/TranslatedQuickView';
import TranslatedCardActions from '@/components/wishlist/TranslatedCardActions';
import { CUSTOM_SIZE } from '@/lib/domain/configurator/derive';
import { makeProps } from '@/lib/domain/configurator/test-fixtures';
import { CATALOG_NAMESPACES, GRID_NAMESPACES, LAYOUT_NAMESPACES, type MessagePath } from '@/lib/ground/i18n/namespaces';
import { pickMessages } from '@/lib/ground/i18n/pick';
import { CART_STORAGE_KEY } from '@/lib/edge/state/cart-count';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

/**
 * The browser gets only the messages its layout lists (lib/ground/i18n/namespaces.ts):
 * every island renders its strings from just those, in both languages. A
 * missing message throws here instead of showing its key on the page.
 */

jest.mock('@/components/ui/toast', () => ({ notify: jest.fn(), notifyOnNextPage: jest.fn(), showPendingToast: jest.fn() }));

const MESSAGES = { en, fr };

function renderShipped(ui: ReactElement, locale: 'en' | 'fr', namespaces: readonly MessagePath[]) {
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={pickMessages(MESSAGES[locale], namespaces)}
      timeZone="UTC"
      onError={(error) => {
        throw error;
      }}
    >
      {ui}
    </NextIntlClientProvider>,
  );
}

/**
 * Islands that take their strings from the server (the header's): the server
 * components in `ui` format from every message, as they do on the server;
 * what the islands load later formats from the shipped ones only.
 */
function renderIslands(ui: ReactElement, locale: 'en' | 'fr', namespaces: readonly MessagePath[]) {
  return render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="UTC">
      <IslandMessagesProvider value={{ locale, messages: pickMessages(MESSAGES[locale], namespaces) }}>{ui}</IslandMessagesProvider>
    </NextIntlClientProvider>,
  );
}

const item = { id: 'gid://shopify/Product/7', handle: 'vinyl', title: 'Vinyl Labels', imageUrl: null, price: null, productType: 'Labels' };

let warn: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe.each(['en', 'fr'] as const)('messages shipped to the browser (%s)', (locale) => {
  const catalog = (ui: ReactElement) => renderShipped(ui, locale, CATALOG_NAMESPACES);
  const gridded = (ui: ReactElement) => renderIslands(ui, locale, GRID_NAMESPACES);
  const layout = (ui: ReactElement) => renderIslands(ui, locale, LAYOUT_NAMESPACES);

  it('cover what the collection grid loads later: a filtered count, the next page and its card buttons', async () => {
    const list = Array.from({ length: 7 }, (_, i) => makeCard(i + 1));
    serveCollection(list, US_DISPLAY);
    // The grid's page as the server renders it (every message), its islands with the shipped ones only.
    gridded(<CollectionView cards={list} {...GRID_PLACE} locale={locale} display={US_DISPLAY} actions={gridWithActions} />);
    expect(screen.getByText(locale === 'en' ? '7 products' : '7 produits')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: MESSAGES[locale].Collection.nextPage }));
    });
    // A fetched card's buttons name its product from the shipped messages.
    const title = list[6]!.title;
    expect(await screen.findByRole('button', { name: MESSAGES[locale].QuickView.open.replace('{title}', title) }, { timeout: 5000 })).toBeInTheDocument();
    // The slider's strings come from the server: it renders under no message provider at all.
    render(
      <SliderControls heading={null} previousIcon={null} nextIcon={null} classes={{}} labels={{ previous: 'Previous', next: 'Next' }}>
        <li />
      </SliderControls>,
    );
  });

  it('cover the gallery and the configurator, its blockers and pricing diagnostics', () => {
    catalog(<GalleryControls slides={['a', 'b']} thumbs={['a', 'b']} previousIcon={null} nextIcon={null} classes={{}} />);
    catalog(<Configurator {...makeProps({ locale, customSize: true, pricing: { status: 'missing', name: 'grid' }, diagnostics: true })} />);
    expect(screen.getByRole('region', { name: MESSAGES[locale].Product.configurator })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '0' } });
    expect(screen.getByText(MESSAGES[locale].Configurator.quantityInvalid)).toBeInTheDocument();
    fireEvent.change(screen.getAllByRole('combobox')[0]!, { target: { value: CUSTOM_SIZE } });
    fireEvent.change(screen.getAllByRole('textbox')[0]!, { target: { value: '1.234' } });
    expect(screen.getByText(MESSAGES[locale].Configurator.customSizeDecimals)).toBeInTheDocument();
  });

  it('cover the card buttons and the quick view dialog', async () => {
    const product = { ...item, image: null, price: { amount: '1.00', currencyCode: 'USD' }, stock: { availableForSale: true, quantityAvailable: 1, currentlyNotInStock: false } };
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ product }) })) as unknown as typeof fetch;
    gridded(<TranslatedCardActions item={item} href="/products/vinyl" locale={locale} toasts={{ addedToWishlist: '', removedFromWishlist: '', viewWishlist: '', addedToCompare: '', removedFromCompare: '' }} />);
    expect(await screen.findByRole('button', { name: MESSAGES[locale].QuickView.open.replace('{title}', item.title) })).toBeInTheDocument();
    gridded(<TranslatedQuickView item={item} href="/products/vinyl" locale={locale} onClose={() => {}} />);
    expect(await screen.findByText(MESSAGES[locale].Common.from)).toBeInTheDocument();
    await act(async () => {});
  });

  it('are not needed by the promo carousel, whose strings come from the server', () => {
    render(<PromoCarousel slides={null} count={2} classes={{}} labels={{ label: 'Offers', pause: 'Pause', play: 'Play' }} />);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it("cover the header's islands: account menu, cart link and the region switch's confirmation", async () => {
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const user = { id: 'c', displayName: 'Dana', firstName: 'Dana', lastName: 'Demo', email: 'd@example.com', tags: [] };
    localStorage.setItem('session', JSON.stringify({ state: { loggedIn: true, expiresAt, user }, version: 1 }));
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { lines: [{ lineItemId: '1', id: 'v', qty: 1, properties: {} }] }, version: 1 }));
    layout(
      <>
        <AccountMenu />
        <CartIcon />
        {/* The switcher's button and panel are server-rendered; only the island's confirmation reads messages. */}
        <RegionSwitcherIsland buttonProps={{ children: 'Region' }} panelProps={{ id: 'regions' }} navigate={() => {}}>
          <button type="button" value="http://ca.localhost/">
            Canada
          </button>
        </RegionSwitcherIsland>
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES[locale].Auth.menu.toggle }));
    expect(screen.getByText(MESSAGES[locale].Auth.menu.signOut)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Region' }));
    fireEvent.click(screen.getByRole('button', { name: 'Canada' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(MESSAGES[locale].Region.confirm.message);
  });
});
