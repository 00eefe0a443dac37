import { cityStateRequestXml, parseCityStateReply } from './web-tools';

const PROLOG = '<?xml version="1.0" encoding="UTF-8"?>\n';

describe('cityStateRequestXml', () => {
  it('builds the request, escaping the USERID', () => {
    expect(cityStateRequestXml('A"<&>', '00601')).toBe(
      '<CityStateLookupRequest USERID="A&quot;&lt;&amp;&gt;"><ZipCode ID="0"><Zip5>00601</Zip5></ZipCode></CityStateLookupRequest>',
    );
  });
});

describe('parseCityStateReply', () => {
  it('reads City and State (text stays text, entities decoded)', () => {
    expect(
      parseCityStateReply(`${PROLOG}<CityStateLookupResponse><ZipCode ID="0"><Zip5>00601</Zip5><City>A &amp; B</City><State>PR</State></ZipCode></CityStateLookupResponse>`),
    ).toEqual({ kind: 'found', city: 'A & B', state: 'PR' });
  });

  it('reads the older per-ZIP error variants as not found', () => {
    const reply = `<CityStateLookupResponse><ZipCode ID="0"><Error><Number>-2147219399</Number><Source>clsAMS</Source><Description>Invalid Zip Code.</Description><HelpFile></HelpFile><HelpContext>1000440</HelpContext></Error></ZipCode></CityStateLookupResponse>`;
    expect(parseCityStateReply(reply)).toEqual({ kind: 'not-found' });
  });

  it('reads a root Error as a failure with its number', () => {
    expect(parseCityStateReply(`${PROLOG}<Error><Number>80040B19</Number><Description>XML Syntax Error</Description><Source>USPSCOM::DoAuth</Source></Error>`)).toEqual({
      kind: 'failed',
      reason: 'usps_error_80040B19',
    });
  });

  it.each([
    ['not XML', 'Service Unavailable'],
    ['unclosed', '<CityStateLookupResponse><ZipCode ID="0">'],
    ['no ZipCode', '<CityStateLookupResponse></CityStateLookupResponse>'],
    ['no State', '<CityStateLookupResponse><ZipCode ID="0"><Zip5>10001</Zip5><City>NEW YORK</City></ZipCode></CityStateLookupResponse>'],
    ['another document', '<html><body/></html>'],
  ])('calls %s malformed', (_name, body) => {
    expect(parseCityStateReply(body)).toEqual({ kind: 'failed', reason: 'malformed_reply' });
  });
});
