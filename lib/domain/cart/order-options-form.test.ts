import { DEFAULT_ORDER_OPTIONS } from './order-options';
import { orderOptionsFormSchema, sameOrderOptions } from './order-options-form';

describe('the order options form', () => {
  it('takes the cart options as they are, within the checkout limits', () => {
    expect(orderOptionsFormSchema.parse(DEFAULT_ORDER_OPTIONS)).toEqual(DEFAULT_ORDER_OPTIONS);
    expect(orderOptionsFormSchema.safeParse({ ...DEFAULT_ORDER_OPTIONS, customerNumber: 'x'.repeat(65) }).success).toBe(false);
    expect(orderOptionsFormSchema.safeParse({ ...DEFAULT_ORDER_OPTIONS, alternateReturnAddr: { ...DEFAULT_ORDER_OPTIONS.alternateReturnAddr, country: 'France' } }).success).toBe(false);
  });

  it('compares field by field, whatever the order of the keys', () => {
    const { alternateReturnAddr, ...rest } = DEFAULT_ORDER_OPTIONS;
    const reordered = { alternateReturnAddr: { ...alternateReturnAddr }, ...rest };
    expect(sameOrderOptions(DEFAULT_ORDER_OPTIONS, reordered)).toBe(true);
    expect(sameOrderOptions(DEFAULT_ORDER_OPTIONS, { ...reordered, alternateReturnAddr: { ...alternateReturnAddr, state: 'Alaska' } })).toBe(false);
    expect(sameOrderOptions(DEFAULT_ORDER_OPTIONS, { ...reordered, showTextBox: true })).toBe(false);
  });
});
