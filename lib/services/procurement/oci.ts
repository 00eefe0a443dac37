/**
 * The OCI (4.0/5.0) cart return: the fields a SAP buyer's HOOK_URL takes
 * from an auto-submitted form, per line n from 1. SAP keeps a price with two
 * decimals per a price unit (PEINH), so a labels price of 0.14599 travels as
 * 145.99 per 1,000: `ociPrice` finds the unit that states the line exactly.
 */

export interface OciLine {
  /** At most 40 characters: SAP's short text. */
  description: string;
  quantity: number;
  unit: string;
  price: string;
  priceUnit: number;
  currency: string;
  vendorMaterial: string;
  /** The store's signed line reference (SAP keeps 40 characters). */
  externalProductId: string;
  materialGroup: string;
  vendor: string;
  leadTimeDays: number | null;
  /** Options and design links, one text. */
  longText: string;
}

export interface OciExtras {
  okCode: string;
  target: string | null;
  caller: string;
}

/** The form's fields, in order. */
export function ociFields(lines: readonly OciLine[], extras: OciExtras): [string, string][] {
  const fields: [string, string][] = [];
  lines.forEach((line, index) => {
    const n = index + 1;
    const field = (name: string, value: string) => fields.push([`NEW_ITEM-${name}[${n}]`, value]);
    field('DESCRIPTION', line.description.slice(0, 40));
    field('QUANTITY', String(line.quantity));
    field('UNIT', line.unit);
    field('PRICE', line.price);
    field('PRICEUNIT', String(line.priceUnit));
    field('CURRENCY', line.currency);
    field('VENDORMAT', line.vendorMaterial);
    field('EXT_PRODUCT_ID', line.externalProductId);
    field('MATGROUP', line.materialGroup);
    field('MANUFACTNAME', line.vendor);
    if (line.leadTimeDays !== null) field('LEADTIME', String(line.leadTimeDays));
    fields.push([`NEW_ITEM-LONGTEXT_${n}:132[]`, line.longText]);
  });
  fields.push(['~OkCode', extras.okCode], ['~CALLER', extras.caller]);
  if (extras.target) fields.push(['~TARGET', extras.target]);
  return fields;
}

const cents = (value: bigint): string => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

/**
 * The price per price unit, in two decimals, such that price × quantity ÷
 * unit is exactly the line total: the smallest power of ten that does it, or
 * failing that the whole quantity (the price is then the line total).
 */
export function ociPrice(totalCents: number, quantity: number): { price: string; priceUnit: number } {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0 || !Number.isSafeInteger(quantity) || quantity < 1) {
    throw new Error(`cannot price ${totalCents} cents over ${quantity}`);
  }
  const total = BigInt(totalCents);
  const q = BigInt(quantity);
  for (let unit = 1n; unit <= q * 10n && unit <= 1_000_000n; unit *= 10n) {
    if ((total * unit) % q === 0n) return { price: cents((total * unit) / q), priceUnit: Number(unit) };
  }
  return { price: cents(total), priceUnit: quantity };
}
