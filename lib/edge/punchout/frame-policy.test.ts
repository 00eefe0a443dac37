/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { loadConfig } from '../../ground/config';
import { PUNCHOUT_COOKIE } from '../../domain/punchout/cookie-name';
import { encodePunchoutSession, newPunchoutSession } from '../../domain/punchout/session';
import { punchoutPagePolicy } from './frame-policy';

const cfg = loadConfig({
  PUNCHOUT_SESSION_SECRET: 'frame-policy-test-secret',
  PUNCHOUT_BUYERS: JSON.stringify([
    { id: 'coupa', name: 'Coupa', protocol: 'cxml', tenant: 'us', returnUrls: ['https://acme.coupahost.com/punchout/'], frameOrigins: ['https://acme.coupahost.com'],
      cxml: { from: { domain: 'DUNS', identity: '1' }, sharedSecret: 'coupa-shared-secret-16', to: { domain: 'DUNS', identity: '2' } } },
  ]),
});
const cookie = (buyer = 'coupa', secret = cfg.PUNCHOUT_SESSION_SECRET) =>
  `${PUNCHOUT_COOKIE}=${encodePunchoutSession(newPunchoutSession({ buyer, returnUrl: 'https://acme.coupahost.com/punchout/return?x=1' }), secret)}`;

describe('punchoutPagePolicy', () => {
  it('lets the session buyer’s origins frame the punchout pages, and their forms post to its return origin', () => {
    const expected = { frameAncestors: ['https://acme.coupahost.com'], formAction: ['https://acme.coupahost.com'] };
    expect(punchoutPagePolicy('/products/roll-labels?lang=fr', cookie(), cfg)).toEqual(expected);
    expect(punchoutPagePolicy('/left-sidebar/products/42', cookie(), cfg)).toEqual(expected);
    expect(punchoutPagePolicy('/', cookie(), cfg)).toEqual(expected);
  });

  it.each([
    ['the cart', '/cart', cookie()],
    ['the account', '/account', cookie()],
    ['a content page', '/pages/about-us', cookie()],
    ['a product page without a session', '/products/roll-labels', undefined],
    ['a product page with a forged session', '/products/roll-labels', cookie('coupa', 'another-secret-entirely')],
    ['a product page with a session of a buyer no longer configured', '/products/roll-labels', cookie('gone')],
  ])('keeps the store’s own policy for %s', (_what, target, header) => {
    expect(punchoutPagePolicy(target, header, cfg)).toBeNull();
  });
});
