import { loadConfig } from '../config';
import { cxmlBuyerFrom, inlineBuyersProblems, isInlineBuyers, parseBuyers } from './buyers';

const cxml = {
  id: 'acme-ariba',
  name: 'Acme (Ariba)',
  protocol: 'cxml',
  tenant: 'us',
  returnUrls: ['https://service.ariba.com/punchout/'],
  frameOrigins: ['https://service.ariba.com'],
  cxml: { from: { domain: 'NetworkID', identity: 'AN01' }, sharedSecret: 'shared-secret-of-acme', to: { domain: 'NetworkID', identity: 'AN99' } },
};
const oci = { id: 'acme-srm', name: 'Acme (SRM)', protocol: 'oci', tenant: 'fr', returnUrls: ['https://srm.acme.example/sap/bc/'], oci: { username: 'acme', password: 'a-password-of-16+' } };
const json = { id: 'gateway', name: 'Gateway', protocol: 'json', tenant: 'r-acme', returnUrls: ['https://connect.punchout2go.com/gateway/link/return/id/'], json: { secret: 'gateway-secret-of-16' } };

describe('PUNCHOUT_BUYERS', () => {
  it('reads each protocol’s buyer, with its prefixes parsed', () => {
    const parsed = parseBuyers(JSON.stringify([cxml, oci, json]));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.buyers.map((b) => [b.id, b.protocol, b.tenant, b.prefixes[0]!.path])).toEqual([
      ['acme-ariba', 'cxml', 'us', '/punchout/'],
      ['acme-srm', 'oci', 'fr', '/sap/bc/'],
      ['gateway', 'json', 'r-acme', '/gateway/link/return/id/'],
    ]);
    expect(parsed.buyers[1]!.frameOrigins).toEqual([]);
  });

  it.each([
    ['not JSON', '{', /not valid JSON/],
    ['a buyer without return URLs', JSON.stringify([{ ...json, returnUrls: [] }]), /at least one return URL/],
    ['a return URL over plain http', JSON.stringify([{ ...json, returnUrls: ['http://gateway.example/r/'] }]), /http only for a loopback host/],
    ['a framing origin with a path', JSON.stringify([{ ...cxml, frameOrigins: ['https://service.ariba.com/x'] }]), /https origin/],
    ['a short secret', JSON.stringify([{ ...json, json: { secret: 'short' } }]), /at least 16/],
    ['an OCI buyer without a way in', JSON.stringify([{ ...oci, oci: { username: 'acme' } }]), /linkSecret, or a username and password/],
    ['a cXML buyer without its shared secret', JSON.stringify([{ ...cxml, cxml: { ...cxml.cxml, sharedSecret: undefined } }]), /sharedSecret/],
    ['an unknown protocol', JSON.stringify([{ ...json, protocol: 'edi' }]), /protocol/],
    ['an unknown tenant', JSON.stringify([{ ...json, tenant: 'de' }]), /tenant key/],
    ['the same id twice', JSON.stringify([json, json]), /used twice/],
    ['two cXML buyers with one From credential', JSON.stringify([cxml, { ...cxml, id: 'other' }]), /same credential/],
  ])('refuses %s, naming it', (_what, raw, message) => {
    const parsed = parseBuyers(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems.join('; ')).toMatch(message);
  });

  it('is checked where the configuration loads when inline; a file is read at start', () => {
    expect(() => loadConfig({ PUNCHOUT_BUYERS: '[{"id":"x"}]' })).toThrow(/Invalid configuration: PUNCHOUT_BUYERS/);
    expect(loadConfig({ PUNCHOUT_BUYERS: '/etc/printshop/buyers.json' }).PUNCHOUT_BUYERS).toBe('/etc/printshop/buyers.json');
    expect(isInlineBuyers(' [ ]')).toBe(true);
    expect(isInlineBuyers('')).toBe(true);
    expect(isInlineBuyers('buyers.json')).toBe(false);
    expect(inlineBuyersProblems('buyers.json')).toEqual([]);
    expect(parseBuyers('')).toEqual({ ok: true, buyers: [] });
  });

  it('finds a cXML buyer by its From credential, domain in any case', () => {
    const parsed = parseBuyers(JSON.stringify([cxml, json]));
    if (!parsed.ok) throw new Error('not parsed');
    expect(cxmlBuyerFrom(parsed.buyers, [{ domain: 'DUNS', identity: '1' }, { domain: 'networkid', identity: 'AN01' }])?.id).toBe('acme-ariba');
    expect(cxmlBuyerFrom(parsed.buyers, [{ domain: 'NetworkID', identity: 'an01' }])).toBeNull();
  });
});
