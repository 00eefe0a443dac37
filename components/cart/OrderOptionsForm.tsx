'use client';

import { useEffect } from 'react';
import { Form, useZodForm } from '@/components/form';
import type { OrderOptionsPatch } from '@/lib/domain/cart/order-options';
import { orderOptionsFormSchema, sameOrderOptions } from '@/lib/domain/cart/order-options-form';
import { useCartStore } from '@/lib/edge/state/cart-store';
import { CustomerNumberField } from './CustomerNumberField';
import { OrderNotes } from './OrderNotes';
import { ReturnAddressForm } from './ReturnAddressForm';
import styles from './CartForms.module.css';

/** The cart's change for one field of the form ("alternateReturnAddr.city" → the address's city). */
function patchOf(name: string, value: unknown): OrderOptionsPatch {
  const [head, field] = name.split('.') as [string, string | undefined];
  return (field ? { [head]: { [field]: value } } : { [head]: value }) as OrderOptionsPatch;
}

/**
 * The order options: the customer number on the hosts that ask
 * for it, special instructions and an alternate return address. One form
 * over the cart's options: every change is saved to the cart as it is made,
 * and a change the cart makes itself (a
 * new country's first state, another tab) shows in the fields. Nothing is
 * submitted: the checkout sends the options.
 */
export function OrderOptionsForm({ showCustomerNumber }: { showCustomerNumber: boolean }) {
  const options = useCartStore((s) => s.orderOptions);
  const setOrderOptions = useCartStore((s) => s.setOrderOptions);
  const form = useZodForm(orderOptionsFormSchema, options);

  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (name && type === 'change') setOrderOptions(patchOf(name, form.getValues(name)));
    });
    return () => subscription.unsubscribe();
  }, [form, setOrderOptions]);

  useEffect(() => {
    if (!sameOrderOptions(options, form.getValues())) form.reset(options);
  }, [form, options]);

  return (
    <Form form={form} id="order-options" onSubmit={() => {}} className={styles.options}>
      {showCustomerNumber ? <CustomerNumberField /> : null}
      <OrderNotes />
      <ReturnAddressForm />
    </Form>
  );
}
