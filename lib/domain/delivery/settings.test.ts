import { SITE_DELIVERY } from '../../ground/tenant/delivery';
import { siteDelivery, withOverride } from './settings';

describe('delivery settings', () => {
  it('gives each site its own calendar', () => {
    expect(siteDelivery({ kind: 'site', id: 'fr', country: 'FR' })).toMatchObject({ timeZone: 'Europe/Paris', holidays: 'FR' });
    expect(siteDelivery({ kind: 'site', id: 'ca', country: 'CA' })).toMatchObject({ timeZone: 'America/Toronto', holidays: 'CA' });
  });

  it("gives a reseller the calendar of the site of its country", () => {
    expect(siteDelivery({ kind: 'reseller', country: 'US' })).toBe(SITE_DELIVERY.us);
  });

  it('lets a snippet override single fields', () => {
    const settings = withOverride(SITE_DELIVERY.us, { cutoffHour: 16 });
    expect(settings).toEqual({ ...SITE_DELIVERY.us, cutoffHour: 16 });
  });
});
