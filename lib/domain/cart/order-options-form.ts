import * as z from '../../ground/zod';
import { customerNumberSchema, orderNotesSchema, returnAddressSchema } from './order-fields';
import { RETURN_COUNTRIES } from '../../ground/static/regions';
import type { OrderOptions } from './order-options';


/**
 * The cart's order-options form (free text, the country and state or
 * province from the static lists): the fields the
 * checkout sends, with the checkout's own limits (ORDER_TEXT_LIMITS), which
 * the inputs enforce as they are typed. Its own module so the zod
 * schema loads with the cart page only, never with the cart store.
 */
export const orderOptionsFormSchema = z.object({
  customerNumber: customerNumberSchema,
  showTextBox: z.boolean(),
  orderNotes: orderNotesSchema,
  showAlternateReturnAddr: z.boolean(),
  alternateReturnAddr: z.extend(returnAddressSchema, { country: z.enum(RETURN_COUNTRIES), state: z.string() }),
});
export type OrderOptionsForm = z.input<typeof orderOptionsFormSchema>;

/** Whether the form shows what the cart holds (field by field: the two may list keys in another order). */
export function sameOrderOptions(a: OrderOptions, b: OrderOptionsForm): boolean {
  const x = a.alternateReturnAddr;
  const y = b.alternateReturnAddr;
  return (
    a.customerNumber === b.customerNumber &&
    a.showTextBox === b.showTextBox &&
    a.orderNotes === b.orderNotes &&
    a.showAlternateReturnAddr === b.showAlternateReturnAddr &&
    (Object.keys(x) as (keyof typeof x)[]).every((key) => x[key] === y[key])
  );
}
