/**
 * Countries and provinces the way Shopify stores a customer address: by name, with the codes derived
 * (MailingAddress.countryCodeV2, provinceCode). Input may give either the name or the code.
 */

const US_STATES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois',
  IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York',
  NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania',
  RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
  PR: 'Puerto Rico', AA: 'Armed Forces Americas', AE: 'Armed Forces Europe', AP: 'Armed Forces Pacific',
};

const CA_PROVINCES: Record<string, string> = {
  AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NB: 'New Brunswick', NL: 'Newfoundland and Labrador',
  NT: 'Northwest Territories', NS: 'Nova Scotia', NU: 'Nunavut', ON: 'Ontario', PE: 'Prince Edward Island',
  QC: 'Quebec', SK: 'Saskatchewan', YT: 'Yukon',
};

interface Country {
  name: string;
  provinces?: Record<string, string>;
}

const COUNTRIES: Record<string, Country> = {
  US: { name: 'United States', provinces: US_STATES },
  CA: { name: 'Canada', provinces: CA_PROVINCES },
  FR: { name: 'France' },
  GB: { name: 'United Kingdom' },
  DE: { name: 'Germany' },
  MX: { name: 'Mexico' },
  AU: { name: 'Australia' },
};

const norm = (s: string) => s.trim().toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const ALIASES: Record<string, string> = { usa: 'US', 'united states of america': 'US', uk: 'GB' };

/** The ISO code of a country given by name, code or common alias; null when unknown. */
export function countryCode(country: string | null | undefined): string | null {
  if (!country) return null;
  const n = norm(country);
  if (ALIASES[n]) return ALIASES[n]!;
  const upper = country.trim().toUpperCase();
  if (COUNTRIES[upper]) return upper;
  return Object.entries(COUNTRIES).find(([, c]) => norm(c.name) === n)?.[0] ?? null;
}

/** The stored country: its name when known, else what was given. */
export function countryName(country: string | null | undefined): string | null {
  const code = countryCode(country);
  return code ? COUNTRIES[code]!.name : country?.trim() || null;
}

function provinceEntry(country: string | null | undefined, province: string | null | undefined): [string, string] | null {
  const code = countryCode(country);
  const list = code ? COUNTRIES[code]!.provinces : undefined;
  if (!list || !province) return null;
  const upper = province.trim().toUpperCase();
  if (list[upper]) return [upper, list[upper]!];
  const n = norm(province);
  return (Object.entries(list).find(([, name]) => norm(name) === n) as [string, string] | undefined) ?? null;
}

export function provinceCode(country: string | null | undefined, province: string | null | undefined): string | null {
  return provinceEntry(country, province)?.[0] ?? null;
}

/** The stored province: its name when the country's list knows it, else what was given. */
export function provinceName(country: string | null | undefined, province: string | null | undefined): string | null {
  return provinceEntry(country, province)?.[1] ?? (province?.trim() || null);
}
