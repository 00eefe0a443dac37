/**
 * The ZIP codes the postal stand-in knows, as USPS names them (upper case). Any other well-formed ZIP is
 * "not found", which is how tests reach the invalid-ZIP path. 35203 is the demo customer's default address.
 */
export interface CityState {
  city: string;
  state: string;
}

export const ZIPS: Readonly<Record<string, CityState>> = {
  '00601': { city: 'ADJUNTAS', state: 'PR' },
  '02108': { city: 'BOSTON', state: 'MA' },
  '05401': { city: 'BURLINGTON', state: 'VT' },
  '10001': { city: 'NEW YORK', state: 'NY' },
  '19103': { city: 'PHILADELPHIA', state: 'PA' },
  '20001': { city: 'WASHINGTON', state: 'DC' },
  '28202': { city: 'CHARLOTTE', state: 'NC' },
  '30022': { city: 'ALPHARETTA', state: 'GA' },
  '33101': { city: 'MIAMI', state: 'FL' },
  '35203': { city: 'BIRMINGHAM', state: 'AL' },
  '37203': { city: 'NASHVILLE', state: 'TN' },
  '48226': { city: 'DETROIT', state: 'MI' },
  '55401': { city: 'MINNEAPOLIS', state: 'MN' },
  '60601': { city: 'CHICAGO', state: 'IL' },
  '63101': { city: 'SAINT LOUIS', state: 'MO' },
  '70112': { city: 'NEW ORLEANS', state: 'LA' },
  '78701': { city: 'AUSTIN', state: 'TX' },
  '80202': { city: 'DENVER', state: 'CO' },
  '84101': { city: 'SALT LAKE CITY', state: 'UT' },
  '85004': { city: 'PHOENIX', state: 'AZ' },
  '89101': { city: 'LAS VEGAS', state: 'NV' },
  '90210': { city: 'BEVERLY HILLS', state: 'CA' },
  '94105': { city: 'SAN FRANCISCO', state: 'CA' },
  '96813': { city: 'HONOLULU', state: 'HI' },
  '97201': { city: 'PORTLAND', state: 'OR' },
  '98101': { city: 'SEATTLE', state: 'WA' },
  '99501': { city: 'ANCHORAGE', state: 'AK' },
};

export function lookupZip(zip5: string): CityState | null {
  return Object.hasOwn(ZIPS, zip5) ? ZIPS[zip5]! : null;
}
