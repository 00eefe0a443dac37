import { expect, test, type Locator, type Page } from '@playwright/test';
import { noonUtcOf } from '../../lib/ground/calendar/day-instant';
import { weekdayOf, type Day } from '../../lib/ground/calendar/days';
import { instantAt, wallClock } from '../../lib/ground/calendar/zone';
import { workingCalendar } from '../../lib/domain/delivery/calendar';
import { deliveryPromise } from '../../lib/domain/delivery/promise';
import { SITE_DELIVERY, type DeliverySettings } from '../../lib/ground/tenant/delivery';
import { ACME, FR, US } from './hosts';

/**
 * "Get it by …, order in the next …": the delivery promise on the product
 * page, the cart and the order confirmation, with the browser's clock fixed
 * (page.clock) so every date is exact.
 *
 * The product page is cached: its server sends the promises of the cut-offs
 * around the time it renders (now, for real), so its tests fix the browser
 * clock at a moment chosen from today's date and work the expected words
 * out with the same calendar. The cart and the confirmation reckon in the
 * browser alone, so theirs use fixed dates and literal expectations.
 */

const PRODUCT = '/products/custom-die-cut-stickers'; // Production Time: 3–5 business days
const SLOWEST_DAYS = 5;
const ACME_DELIVERY: DeliverySettings = { ...SITE_DELIVERY.us, cutoffHour: 16, shipping: [{ id: 'standard', transitDays: 2 }] };

/** Text as a shopper reads it: every kind of space as one. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

async function expectPromise(promise: Locator, lines: string[]) {
  await expect(promise).toHaveAttribute('data-ready', 'true');
  await expect.poll(async () => plain(await promise.innerText())).toBe(plain(lines.join(' ')));
}

const showDay = (day: Day, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(noonUtcOf(day));
const showDeadline = (instant: number, locale: string, timeZone: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', hour: 'numeric', minute: '2-digit', timeZone }).format(instant);

/** The first day at least two days from today (site time) that is the given weekday, or a working day when none is given. */
function comingDay(settings: DeliverySettings, weekday?: number): Day {
  const calendar = workingCalendar(settings);
  let day = wallClock(Date.now(), settings.timeZone).day + 2;
  while (weekday === undefined ? !calendar.isWorking(day) : weekdayOf(day) !== weekday) day++;
  return day;
}

async function fixClock(page: Page, at: number) {
  await page.clock.setFixedTime(new Date(at));
}

test.describe('a shopper in New York', () => {
  test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

  test('Friday after the cut-off: production starts after the weekend, the date skips it (English)', async ({ page }) => {
    const settings = SITE_DELIVERY.us;
    const now = instantAt(comingDay(settings, 5), 15 * 60 + 30, settings.timeZone);
    const expected = deliveryPromise(now, settings, SLOWEST_DAYS, 3);
    expect(weekdayOf(expected.startDay)).not.toBe(5);
    await fixClock(page, now);
    await page.goto(`${US}${PRODUCT}`);
    await expectPromise(page.getByTestId('delivery-promise'), [
      `Get it by ${showDay(expected.arrival, 'en')}`,
      `Order by ${showDeadline(expected.orderBy, 'en', settings.timeZone)}`,
    ]);
    await expect(page.getByTestId('delivery-promise')).toContainText(/Order by (Mon|Tue|Wed)/);
    // The spec's words stay where they were.
    await expect(page.getByText('3–5 business days', { exact: true })).toBeVisible();
  });

  test('before the cut-off: a countdown that moves each minute', async ({ page }) => {
    const settings = SITE_DELIVERY.us;
    const now = instantAt(comingDay(settings), 10 * 60 + 48, settings.timeZone);
    const expected = deliveryPromise(now, settings, SLOWEST_DAYS, 3);
    await page.clock.install({ time: new Date(now) });
    await page.goto(`${US}${PRODUCT}`);
    const promise = page.getByTestId('delivery-promise');
    await expectPromise(promise, [`Get it by ${showDay(expected.arrival, 'en')}`, 'Order in the next 3 h 12 min']);
    await page.clock.runFor(60_000);
    await expectPromise(promise, [`Get it by ${showDay(expected.arrival, 'en')}`, 'Order in the next 3 h 11 min']);
  });

  test("a reseller's later cut-off: Acme still ships today at 3:30 pm, the company site tomorrow", async ({ page }) => {
    const day = comingDay(SITE_DELIVERY.us);
    const now = instantAt(day, 15 * 60 + 30, 'America/New_York');
    await fixClock(page, now);
    await page.goto(`${ACME}${PRODUCT}`);
    const acme = deliveryPromise(now, ACME_DELIVERY, SLOWEST_DAYS, 2);
    expect(acme.startDay).toBe(day);
    await expectPromise(page.getByTestId('delivery-promise'), [`Get it by ${showDay(acme.arrival, 'en')}`, 'Order in the next 30 min']);

    await page.goto(`${US}${PRODUCT}`);
    const site = deliveryPromise(now, SITE_DELIVERY.us, SLOWEST_DAYS, 3);
    expect(site.startDay).toBeGreaterThan(day);
    await expect(page.getByTestId('delivery-promise')).toContainText(`Get it by ${showDay(site.arrival, 'en')}`);
  });

  test('the promise fills its reserved room without moving the page', async ({ page }) => {
    await fixClock(page, instantAt(comingDay(SITE_DELIVERY.us), 11 * 60, 'America/New_York'));
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${US}${PRODUCT}`);
    await expect(page.getByTestId('delivery-promise')).toHaveAttribute('data-ready', 'true');
    const shift = await page.evaluate(async () => {
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: 'layout-shift', buffered: true });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return observer
        .takeRecords()
        .reduce((sum, entry) => sum + ((entry as PerformanceEntry & { hadRecentInput: boolean }).hadRecentInput ? 0 : (entry as PerformanceEntry & { value: number }).value), 0);
    });
    expect(shift).toBeLessThan(0.05);
  });

  test('the cart promises its slowest line: Friday after the cut-off arrives after the weekend', async ({ page }) => {
    await fixClock(page, Date.parse('2026-12-04T20:30:00Z')); // Friday 3:30 pm in New York
    await page.goto(`${US}${PRODUCT}`);
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(page).toHaveURL(`${US}/cart`);
    await expectPromise(page.getByTestId('delivery-promise'), ['Get your order by Wed, Dec 16', 'Order by Mon 2:00 PM']);
  });

  test('the confirmation gives the expected day, counted from when the order left for the checkout', async ({ page }) => {
    await fixClock(page, Date.parse('2026-11-27T15:00:00Z'));
    // Left for the checkout the day before Thanksgiving, before the cut-off (Wednesday 10 am in New York).
    await keepPlacedLines(page, Date.parse('2026-11-25T15:00:00Z'));
    await page.goto(`${US}/order-confirmation?order=%231001`);
    await expect(page.getByTestId('expected-delivery')).toHaveText('Expected delivery by Mon, Dec 7');
  });

  test("a reseller's confirmation follows its own calendar", async ({ page }) => {
    await fixClock(page, Date.parse('2026-11-30T21:00:00Z'));
    // Monday 3:30 pm in New York: before Acme's 4 pm cut-off, two days in transit.
    await keepPlacedLines(page, Date.parse('2026-11-30T20:30:00Z'));
    await page.goto(`${ACME}/order-confirmation?order=%231001`);
    await expect(page.getByTestId('expected-delivery')).toHaveText('Expected delivery by Tue, Dec 8');
  });
});

test.describe('un client à Paris', () => {
  test.use({ timezoneId: 'Europe/Paris', locale: 'fr-FR' });

  test('après l’heure limite : la date en français, en jours ouvrés du site', async ({ page }) => {
    const settings = SITE_DELIVERY.fr;
    const now = instantAt(comingDay(settings, 5), 13 * 60, settings.timeZone);
    const expected = deliveryPromise(now, settings, SLOWEST_DAYS, 2);
    await fixClock(page, now);
    await page.goto(`${FR}${PRODUCT}`);
    await expectPromise(page.getByTestId('delivery-promise'), [
      `Recevez-le d’ici le ${showDay(expected.arrival, 'fr')}`,
      `Commandez avant ${showDeadline(expected.orderBy, 'fr', settings.timeZone)}`,
    ]);
    await expect(page.getByText('3 à 5 jours ouvrables', { exact: true })).toBeVisible();
  });

  test('le panier : la veille de Noël après midi, livraison après Noël et le jour de l’An', async ({ page }) => {
    await fixClock(page, Date.parse('2026-12-24T12:30:00Z')); // jeudi 13 h 30 à Paris
    await page.goto(`${FR}${PRODUCT}`);
    await page.getByRole('button', { name: 'AJOUTER AU PANIER' }).click();
    await expect(page).toHaveURL(`${FR}/cart`);
    await expectPromise(page.getByTestId('delivery-promise'), ['Recevez votre commande d’ici le mer. 6 janv.', 'Commandez avant lun. 12:00']);
  });

  test('la confirmation : la veille de l’Ascension, après le lundi de Pentecôte', async ({ page }) => {
    await fixClock(page, Date.parse('2026-05-14T09:00:00Z'));
    await keepPlacedLines(page, Date.parse('2026-05-13T11:00:00Z')); // mercredi 13 h à Paris
    await page.goto(`${FR}/order-confirmation?order=%231001`);
    await expect(page.getByTestId('expected-delivery')).toHaveText('Livraison prévue d’ici le mar. 26 mai');
  });
});

/** What the cart page keeps as the browser leaves for the checkout: one line made in 3–5 business days. */
async function keepPlacedLines(page: Page, at: number) {
  await page.addInitScript((kept) => {
    if (!localStorage.getItem('checkout_lines')) localStorage.setItem('checkout_lines', kept);
  }, JSON.stringify({ state: { order: null, lines: [{ title: 'Custom Die-Cut Stickers', variant: '', quantity: 100, image: null, productionDays: 5 }], at }, version: 1 }));
}
