import { tenantFromKey } from '@/lib/tenant/resolve';
import { config } from '@/lib/config';
import { showsTaxBox } from './tax-box';

const tenant = (key: string) => tenantFromKey(key, config())!;

describe('showsTaxBox', () => {
  it('shows the box on the US site and reseller stores in English', () => {
    expect(showsTaxBox(tenant('us'), 'en')).toBe(true);
    expect(showsTaxBox(tenant('r-acme'), 'en')).toBe(true);
  });

  it('hides it on the Canada and French sites', () => {
    expect(showsTaxBox(tenant('ca'), 'en')).toBe(false);
    expect(showsTaxBox(tenant('fr'), 'en')).toBe(false);
  });

  it('hides it on French pages', () => {
    expect(showsTaxBox(tenant('us'), 'fr')).toBe(false);
    expect(showsTaxBox(tenant('ca'), 'fr')).toBe(false);
  });
});
