import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { lookupZip, UNKNOWN_ZIP } from '../src/services/postal/zips.ts';
import { startTestEmulator, type TestEmulator } from './helpers.ts';

let t: TestEmulator;
let bearer: string;
before(async () => {
  t = await startTestEmulator();
  const res = await t.get('/oauth2/v3/token', {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: 'emulator-usps-client', client_secret: 'emulator-usps-secret', grant_type: 'client_credentials' }),
  });
  bearer = ((await res.json()) as { access_token: string }).access_token;
});
after(() => t.stop());

const cityState = (zip: string) => t.get(`/addresses/v3/city-state?ZIPCode=${zip}`, { headers: { authorization: `Bearer ${bearer}` } });

/** The 27 ZIPs the stand-in knew before it had the full data set: they must answer exactly as before. */
const EARLIER: [string, string, string][] = [
  ['00601', 'ADJUNTAS', 'PR'], ['02108', 'BOSTON', 'MA'], ['05401', 'BURLINGTON', 'VT'], ['10001', 'NEW YORK', 'NY'],
  ['19103', 'PHILADELPHIA', 'PA'], ['20001', 'WASHINGTON', 'DC'], ['28202', 'CHARLOTTE', 'NC'], ['30022', 'ALPHARETTA', 'GA'],
  ['33101', 'MIAMI', 'FL'], ['35203', 'BIRMINGHAM', 'AL'], ['37203', 'NASHVILLE', 'TN'], ['48226', 'DETROIT', 'MI'],
  ['55401', 'MINNEAPOLIS', 'MN'], ['60601', 'CHICAGO', 'IL'], ['63101', 'SAINT LOUIS', 'MO'], ['70112', 'NEW ORLEANS', 'LA'],
  ['78701', 'AUSTIN', 'TX'], ['80202', 'DENVER', 'CO'], ['84101', 'SALT LAKE CITY', 'UT'], ['85004', 'PHOENIX', 'AZ'],
  ['89101', 'LAS VEGAS', 'NV'], ['90210', 'BEVERLY HILLS', 'CA'], ['94105', 'SAN FRANCISCO', 'CA'], ['96813', 'HONOLULU', 'HI'],
  ['97201', 'PORTLAND', 'OR'], ['98101', 'SEATTLE', 'WA'], ['99501', 'ANCHORAGE', 'AK'],
];

describe('every real US ZIP', () => {
  it('knows real ZIPs beyond the old fixture list, upper-cased as USPS sends them', () => {
    for (const [zip, city, state] of [
      ['36104', 'MONTGOMERY', 'AL'], ['95014', 'CUPERTINO', 'CA'], ['20500', 'WASHINGTON', 'DC'], ['96910', 'HAGATNA', 'GU'],
      ['09001', 'APO', 'AE'], ['00501', 'HOLTSVILLE', 'NY'], ['59715', 'BOZEMAN', 'MT'],
    ] as const) {
      assert.deepEqual(lookupZip(zip), { city, state }, zip);
    }
    for (const [zip, city, state] of EARLIER) assert.deepEqual(lookupZip(zip), { city, state }, zip);
  });

  it('keeps 00000 (and ZIPs no one uses) unknown', () => {
    assert.equal(UNKNOWN_ZIP, '00000');
    for (const zip of ['00000', '99999', '00100', '1234', '123456', 'abcde', 'M5V2T']) assert.equal(lookupZip(zip), null, zip);
  });

  it('answers the v3 city-state API for any real ZIP, 404 for 00000', async () => {
    const res = await cityState('36104');
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { city: 'MONTGOMERY', state: 'AL', ZIPCode: '36104' });
    const missing = await cityState('00000');
    assert.equal(missing.status, 404);
    assert.equal(((await missing.json()) as { error: { code: string } }).error.code, '404');
  });

  it('answers the legacy XML CityStateLookup for any real ZIP, escaping what needs it', async () => {
    const xml = '<CityStateLookupRequest USERID="EMULATOR"><ZipCode ID="0"><Zip5>36104</Zip5></ZipCode><ZipCode ID="1"><Zip5>00000</Zip5></ZipCode><ZipCode ID="2"><Zip5>97259</Zip5></ZipCode></CityStateLookupRequest>';
    const body = await (await t.get(`/ShippingAPI.dll?${new URLSearchParams({ API: 'CityStateLookup', XML: xml })}`)).text();
    assert.ok(body.includes('<ZipCode ID="0"><Zip5>36104</Zip5><City>MONTGOMERY</City><State>AL</State></ZipCode>'), body);
    assert.ok(body.includes('<ZipCode ID="1"><Error><Number>-2147219399</Number>'), body);
    assert.ok(body.includes('<City>AT&amp;T</City>'), 'a unique ZIP named after its firm is escaped');
  });

  it('reports the data set on the test hook', async () => {
    const hook = (await (await t.get('/__emulator/postal')).json()) as { zips: number; zipSource: string; unknownZip: string };
    assert.ok(hook.zips > 40000, String(hook.zips));
    assert.deepEqual([hook.zipSource, hook.unknownZip], ['zipcodes@8.0.0', '00000']);
  });
});
