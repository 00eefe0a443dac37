import { z } from 'zod';
import { defineContract } from '../contract';
import { addressShape, recaptchaTokenField, userErrorsFailure } from '../../../domain/account/shapes';
import { addressSchema } from '../../../ground/validation/address';

/**
 * The address modal's body: the fields (a missing address
 * reads as empty fields, 'Please fill all mandatory fields.'), then the
 * reCAPTCHA token, judged after them.
 */
const addressForm = z.object(
  {
    address: z.preprocess((fields) => fields ?? {}, addressSchema),
    recaptchaToken: recaptchaTokenField,
  },
  'address.mandatory',
);

/** POST /api/account/addresses (customerAddressCreate): 200 `{ address }`; 422 user errors. */
export const addressCreateContract = defineContract({
  body: addressForm,
  reply: z.object({ address: addressShape }),
  failure: userErrorsFailure,
});

/** PUT /api/account/addresses/{id} (customerAddressUpdate): 200 `{ address }`; 404 not the customer's address. */
export const addressUpdateContract = defineContract({
  body: addressForm,
  reply: z.object({ address: addressShape }),
  failure: userErrorsFailure,
});

/** DELETE /api/account/addresses/{id} (customerAddressDelete): 200 `{ ok: true }`. */
export const addressDeleteContract = defineContract({
  reply: z.object({ ok: z.literal(true) }),
  failure: userErrorsFailure,
});

/** POST /api/account/addresses/{id}/default (customerDefaultAddressUpdate): 200 `{ ok: true }`. */
export const addressDefaultContract = defineContract({
  reply: z.object({ ok: z.literal(true) }),
  failure: userErrorsFailure,
});
