import * as z from '../zod';
import { RETURN_COUNTRIES, subdivisionsOf } from '@/lib/ground/static/regions';
import { lineString } from './text-field';

/**
 * The address modal. Every mandatory field
 * that is missing gives the same message; company and address line 2 are
 * optional. The province must come from the chosen country's list, which is
 * what the form's select offers. Messages are keys of messages.Validation.
 */

const MANDATORY = 'address.mandatory';

/** The countries the address form offers (United States first: the default), as the platform names them. */
export const ADDRESS_COUNTRIES = RETURN_COUNTRIES;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];
export const DEFAULT_ADDRESS_COUNTRY: AddressCountry = 'United States';

const required = (max: number) => lineString(MANDATORY, z.trim(), z.minLength(1, MANDATORY), z.maxLength(max, MANDATORY));
const optional = (max: number) => z._default(lineString(MANDATORY, z.trim(), z.maxLength(max, MANDATORY)), '');

export const addressSchema = z
  .object({
    firstName: required(100),
    lastName: required(100),
    company: optional(200),
    phone: required(40),
    address1: required(200),
    address2: optional(200),
    city: required(100),
    country: z.enum(ADDRESS_COUNTRIES, MANDATORY),
    province: lineString(MANDATORY, z.trim(), z.maxLength(100, MANDATORY)),
    zip: required(20),
  })
  .check(
    z.superRefine((address, ctx) => {
      if (!subdivisionsOf(address.country).some((s) => s.name === address.province)) {
        ctx.addIssue({ code: 'custom', path: ['province'], message: MANDATORY });
      }
    }),
  );

export type AddressFormInput = z.input<typeof addressSchema>;
export type AddressFormValues = z.output<typeof addressSchema>;
