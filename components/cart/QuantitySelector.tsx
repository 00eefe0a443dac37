'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { quantityOptions } from '@/lib/domain/cart/rules';
import type { CartLine } from '@/lib/domain/cart/types';
import { parseQuantity, quantityFieldText } from '@/lib/domain/pricing/quantity';
import { showCount } from './money';
import styles from './CartLineItem.module.css';

const CUSTOM = 'custom';

/**
 * A line's quantity: a select of the pricing breaks plus 'Custom
 * Quantity' (not for lot-priced lines), which reveals a numeric text field.
 * A line without breaks gets the text field alone. What is typed follows
 * the quantity rules (digits only, capped at 9,999,999; anything else is 0, which
 * blocks checkout) and is applied as the shopper types.
 */
export function QuantitySelector({
  line,
  locale,
  describedBy,
  onChange,
}: {
  line: Pick<CartLine, 'lineItemId' | 'quantity' | 'pricingGrid' | 'lotPriced' | 'title'>;
  locale: string;
  /** Id of the minimum-order message, when shown. */
  describedBy?: string;
  onChange: (quantity: number) => void;
}) {
  const t = useTranslations('Cart');
  const configurator = useTranslations('Configurator');
  const options = quantityOptions(line);
  const isBreak = options.breaks.includes(line.quantity);
  const [customChosen, setCustomChosen] = useState(false);
  const [text, setText] = useState(String(line.quantity));
  const fieldRef = useRef<HTMLInputElement>(null);
  const focusField = useRef(false);
  const showField = options.custom && (customChosen || !isBreak);
  // A lot-priced line off its breaks (an older cart, say) still shows its quantity.
  const values = !options.custom && !isBreak ? [...options.breaks, line.quantity].sort((a, b) => a - b) : options.breaks;

  useEffect(() => {
    if (showField && focusField.current) {
      focusField.current = false;
      fieldRef.current?.focus();
    }
  }, [showField]);

  const selectId = `qty-${line.lineItemId}`;
  const fieldId = `qty-custom-${line.lineItemId}`;
  const title = <span className="visually-hidden"> – {line.title}</span>;

  return (
    <div className={styles.quantity}>
      {values.length > 0 ? (
        <>
          <label htmlFor={selectId} className={styles.fieldLabel}>
            {t('quantity')}
            {title}
          </label>
          <select
            id={selectId}
            className={`field ${styles.select}`}
            value={showField ? CUSTOM : String(line.quantity)}
            aria-describedby={showField ? undefined : describedBy}
            onChange={(event) => {
              const value = event.target.value;
              if (value === CUSTOM) {
                focusField.current = true;
                setCustomChosen(true);
                setText(String(line.quantity));
                return;
              }
              setCustomChosen(false);
              onChange(Number(value));
            }}
          >
            {values.map((v) => (
              <option key={v} value={String(v)}>
                {showCount(v, locale)}
              </option>
            ))}
            {options.custom ? <option value={CUSTOM}>{configurator('customQuantity')}</option> : null}
          </select>
        </>
      ) : null}
      {showField ? (
        <>
          <label htmlFor={fieldId} className={values.length > 0 ? 'visually-hidden' : styles.fieldLabel}>
            {values.length > 0 ? t('customQuantityField') : t('quantity')}
            {title}
          </label>
          <input
            ref={fieldRef}
            id={fieldId}
            className={`field ${styles.customField}`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('customQuantityField')}
            value={text}
            aria-describedby={describedBy}
            aria-invalid={line.quantity < 1 ? true : undefined}
            onChange={(event) => {
              // Typing a break quantity must not swap the field for the select mid-word.
              setCustomChosen(true);
              // Past the cap the field shows the cap at once: the number the line is priced for.
              setText(quantityFieldText(event.target.value));
              onChange(parseQuantity(event.target.value));
            }}
            // Shows what was kept: "007" becomes 7, an over-cap number the cap.
            onBlur={() => setText(String(parseQuantity(text)))}
          />
        </>
      ) : null}
    </div>
  );
}
