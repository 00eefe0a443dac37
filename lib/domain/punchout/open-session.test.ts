/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { parseBuyers, type Buyer } from '../../ground/punchout/buyers';
import { openSession } from './open-session';

const parsed = parseBuyers(
  JSON.stringify([{ id: 'srm', name: 'SRM', protocol: 'oci', tenant: 'fr', returnUrls: ['https://srm.acme.example/sap/bc/hook/'], oci: { linkSecret: 'an-oci-link-secret-16' } }]),
);
if (!parsed.ok) throw new Error(parsed.problems.join('; '));
const [SRM] = parsed.buyers as [Buyer];

describe('openSession', () => {
  it('opens the buyer’s session with its return URL as parsed and the protocol’s details', () => {
    const opened = openSession(SRM, 'oci', 'fr', 'https://SRM.acme.example/sap/bc/hook/x?sap-client=100', { target: '_top', okCode: 'ADDI' }, 5);
    expect(opened).toEqual({
      ok: true,
      session: { sid: expect.any(String), buyer: 'srm', returnUrl: 'https://srm.acme.example/sap/bc/hook/x?sap-client=100', target: '_top', okCode: 'ADDI', startedAt: 5 },
    });
  });

  it.each<[string, Buyer | null, 'oci' | 'cxml', string, string, string]>([
    ['no buyer', null, 'oci', 'fr', 'https://srm.acme.example/sap/bc/hook/x', 'unknownBuyer'],
    ['a buyer of another protocol', SRM, 'cxml', 'fr', 'https://srm.acme.example/sap/bc/hook/x', 'unknownBuyer'],
    ['another tenant’s host', SRM, 'oci', 'us', 'https://srm.acme.example/sap/bc/hook/x', 'tenant'],
    ['a return URL off the prefixes', SRM, 'oci', 'fr', 'https://srm.acme.example/sap/bc/other', 'returnUrl'],
  ])('refuses %s', (_what, buyer, protocol, tenant, url, reason) => {
    expect(openSession(buyer, protocol, tenant, url)).toEqual({ ok: false, reason });
  });
});
