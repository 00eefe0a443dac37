import { tenantFromKey } from '@/lib/ground/tenant/resolve';
import { config } from '@/lib/ground/config';
import { showsTaxBox } from './tax-box';

const tenant = (key: string) => tenantFromKey(key, config())!;

describe('showsTaxBox', () => {
  it('shows the box on the US site and reseller stores, whatever the language', () => {
    expect(showsTaxBox(tenant('us'))).toBe(true);
    expect(showsTaxBox(tenant('r-acme'))).toBe(true);
  });

  it('hides it on the Canada and French sites', () => {
    expect(showsTaxBox(tenant('ca'))).toBe(false);
    expect(showsTaxBox(tenant('fr'))).toBe(false);
  });
});
