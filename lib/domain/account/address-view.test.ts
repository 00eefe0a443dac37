import { addressValues, newAddressValues, orderedAddresses, withCountry } from './address-view';
import type { Address } from './types';

const address = (patch: Partial<Address>): Address => ({
  id: 'gid://shopify/MailingAddress/1',
  firstName: 'Dana',
  lastName: 'Demo',
  company: '',
  address1: '1 Main St',
  address2: '',
  city: 'Birmingham',
  province: 'Alabama',
  country: 'United States',
  zip: '35203',
  phone: '205-555-0100',
  ...patch,
});

describe('address-view', () => {
  it('starts a new address in the United States with its first state', () => {
    expect(newAddressValues()).toMatchObject({ country: 'United States', province: 'Alabama', firstName: '' });
  });

  it('takes a stored address, matching its province by name or abbreviation', () => {
    expect(addressValues(address({ province: 'Georgia' })).province).toBe('Georgia');
    expect(addressValues(address({ province: 'ga' })).province).toBe('Georgia');
    expect(addressValues(address({ country: 'Canada', province: 'ON' }))).toMatchObject({ country: 'Canada', province: 'Ontario' });
    expect(addressValues(address({ province: 'Atlantis' })).province).toBe('Alabama');
    expect(addressValues(address({ country: 'Mexico' })).country).toBe('United States');
  });

  it('resets the province when the country changes', () => {
    const us = { ...newAddressValues(), province: 'Texas' };
    expect(withCountry(us, 'Canada')).toMatchObject({ country: 'Canada', province: 'Alberta' });
    expect(withCountry(us, 'United States')).toBe(us);
    expect(withCountry(us, 'France')).toBe(us);
  });

  it('puts the default address first', () => {
    const a = address({ id: 'a' });
    const b = address({ id: 'b' });
    const c = address({ id: 'c' });
    expect(orderedAddresses([a, b, c], 'b').map((x) => x.id)).toEqual(['b', 'a', 'c']);
    expect(orderedAddresses([a, b], null).map((x) => x.id)).toEqual(['a', 'b']);
  });
});
