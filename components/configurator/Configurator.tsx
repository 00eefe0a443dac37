'use client';

import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { goTo } from '@/components/ui/navigate';
import { takeEarlyPress } from '@/components/ui/early-press';
import { useHydrated } from '@/components/ui/useHydrated';
import { dimensionsOf } from '@/lib/domain/configurator/custom-size';
import { convertDimension, type SizeUnit } from '@/lib/domain/configurator/size-units';
import type { ArtworkProperties } from '@/lib/domain/design/artwork';
import { storedDesignToReopen } from '@/lib/edge/state/design-reopen';
import { configuratorModel, CUSTOM_SIZE, derive, initialState, type ConfiguratorState, type Derived } from '@/lib/domain/configurator/derive';
import { CUSTOM_QUANTITY, QUANTITY_PARAM, quantityChoices, quantityControlFor } from '@/lib/domain/configurator/quantity';
import type { ConfiguratorProps } from '@/lib/domain/configurator/types';
import { visibleOptions } from '@/lib/domain/configurator/variants';
import { gridOf } from '@/lib/domain/pricing/state';
import type { ExtraKey } from '@/lib/domain/pricing/tags';
import type { CountedLine } from '@/lib/domain/pricing/quantity';
import { loadCart } from '@/lib/edge/state/cart-lines-view';
import { ConfiguratorProvider, type ConfiguratorShared } from './ConfiguratorContext';
import { ExtrasField } from './ExtrasField';
import { ItemOptionFields } from './ItemOptionFields';
import { PriceSummary } from './PriceSummary';
import { PriceTable } from './PriceTable';
import { ItemQuantityField } from './ItemQuantityField';
import { useCartQuantities } from './useCartQuantities';
import { usePunchoutHandoff } from './usePunchoutHandoff';
import { usePricingDiagnostics } from './usePricingDiagnostics';
import styles from './Configurator.module.css';

export const CART_PATH = '/cart';

/** The names of the presses kept before hydration (components/ui/early-press.ts). */
const PRESS_ADD = 'add-to-cart';
const PRESS_DESIGN = 'design-now';

/** A punchout line travels alone: the server checks its minimum without the cart's lines, so the browser does too. */
const NO_CART_LINES: CountedLine[] = [];

// The editor and its modal load only when the shopper opens DESIGN NOW: the product page's JavaScript stays as it was.
// React's own lazy (next/dynamic would add its loader to every product page); it renders only after a click, so never on the server.
// The modal and, with it, the editor's strings (components/design/DesignEditor.tsx) load on first use.
const DesignModal = lazy(() => import('@/components/design/DesignEditor'));

type Translate = ReturnType<typeof useTranslations<'Configurator'>>;

/** The text of the reason ADD TO CART is off (custom-size errors show by their fields instead). */
function blockerText(d: Derived, t: Translate): ReactNode {
  switch (d.blocker) {
    case 'notAvailable':
      return t('notAvailable');
    case 'quantity':
      return t('quantityInvalid');
    case 'minimum':
      // The message's line break tag becomes a real <br>, never the tag as text.
      return t.rich('minimumQuantity', { n: d.minimum!.n, m: d.minimum!.m, br: () => <br /> });
    default:
      return null;
  }
}

/**
 * The product configurator:
 * options, custom size, quantity, extras, live price and ADD TO CART. It is
 * server-rendered with the opening selection (the price is in the HTML) and
 * re-prices every change synchronously from the pricing grid in its props.
 * In punchout mode ADD TO CART (here and in the design editor) hands the
 * line to the buyer's procurement system instead of the cart.
 */
export function Configurator(props: ConfiguratorProps) {
  const { product } = props;
  const t = useTranslations('Configurator');
  const heading = useTranslations('Product')('configurator');
  const toasts = useTranslations('Toasts');
  const model = useMemo(() => configuratorModel({ product, customSize: props.customSize }), [product, props.customSize]);
  const options = useMemo(() => visibleOptions(product.options), [product.options]);
  const [state, setState] = useState<ConfiguratorState>(() => initialState(props));
  const [busy, setBusy] = useState(false);
  const [design, setDesign] = useState<{ open: boolean; restoreStateId: string | null }>({ open: false, restoreStateId: null });
  const adding = useRef(false);
  const punchout = props.punchout === true;
  const hydrated = useHydrated();
  const cartLines = useCartQuantities();
  const cart = punchout ? NO_CART_LINES : cartLines;
  const d = derive(props, model, state, cart);
  usePricingDiagnostics(props.pricing, product.title, props.diagnostics);

  const id = useId();
  const reasonId = `${id}-reason`;
  const sizeErrorId = `${id}-size-error`;

  const onSelect = (name: string, value: string) =>
    setState((s) => {
      const next = { ...s, selection: { ...s.selection, [name]: value } };
      if (name !== model.sizeName) return next;
      if (value === CUSTOM_SIZE) {
        // Start from the standard size in use: a valid size the shopper adjusts.
        const start = dimensionsOf(s.selection[name]);
        const unit = s.customUnit ?? 'in';
        return { ...next, customWidth: s.customWidth || convertDimension(start.width, 'in', unit), customHeight: s.customHeight || convertDimension(start.height, 'in', unit) };
      }
      // Choosing a standard size clears the custom dimensions.
      return { ...next, customWidth: '', customHeight: '' };
    });

  const onQuantitySelect = (value: string) =>
    // The custom field opens on the quantity in use, so the price does not jump.
    setState((s) => ({ ...s, quantitySelect: value, quantityText: value === CUSTOM_QUANTITY ? String(d.quantity) : s.quantityText }));

  // A die-cut size is a custom size: the smallest standard size covering it is priced and ordered.
  const onDieCutSize = useCallback(
    (width: number, height: number) =>
      setState((s) => (model.sizeName ? { ...s, selection: { ...s.selection, [model.sizeName]: CUSTOM_SIZE }, customWidth: String(width), customHeight: String(height), customUnit: 'in' } : s)),
    [model.sizeName, setState],
  );

  const onToggleExtra = useCallback(
    (key: ExtraKey, on: boolean) => setState((s) => ({ ...s, extras: on ? [...s.extras.filter((k) => k !== key), key] : s.extras.filter((k) => k !== key) })),
    [setState],
  );

  // Coming back from the editor's flows (signing in to save, a reload): the shopper's choice and the editor come back.
  useEffect(() => {
    if (!props.customizable) return;
    let left = false;
    // localStorage is only readable once hydrated, so the stored choice arrives by an update after the first render.
    // The state's reader loads only when there is a stored design to read.
    void storedDesignToReopen(product.handle).then(async (reopen) => {
      if (!reopen || left) return;
      const { restoreConfiguratorState } = await import('@/lib/domain/design/customer-state');
      if (left) return;
      const { saved, restoreStateId } = reopen;
      setState((current) => restoreConfiguratorState(saved, current, options, model.sizeName, props.extras.map((e) => e.key)));
      setDesign({ open: true, restoreStateId });
    });
    return () => {
      left = true;
    };
    // Once, on arrival: later changes are the shopper's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Arriving with a quantity chosen elsewhere (the quick view's stepper): the control opens on it, so it reaches the cart.
  // Read from the address after hydration: the page's HTML is cached without it.
  useEffect(() => {
    const control = quantityControlFor(quantityChoices(gridOf(props.pricing), props.lot), new URLSearchParams(window.location.search).get(QUANTITY_PARAM));
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (control) setState((s) => ({ ...s, ...control }));
    // Once, on arrival: later changes are the shopper's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const closeDesign = () => {
    setDesign({ open: false, restoreStateId: null });
    // A custom size that blocked the add goes back to the smallest size offered.
    if (d.blocker === 'customSize') {
      const smallest = [...model.sizes].sort((a, b) => a.area - b.area)[0];
      if (smallest) setState((s) => ({ ...s, customWidth: String(smallest.width), customHeight: String(smallest.height), customUnit: 'in' }));
    }
  };

  const release = useCallback(() => {
    adding.current = false;
    setBusy(false);
  }, []);
  const handoff = usePunchoutHandoff({ enabled: punchout, locale: props.locale, release });
  /** What the add buttons (here and in the design editor) say while the item is on its way. */
  const addingText = busy ? (punchout ? handoff.progressText() : t('adding')) : null;

  const failed = (error: unknown) => {
    console.error('Add to cart failed', error);
    void import('@/components/ui/toast').then(({ notify }) => notify(toasts('addToCartFailed'), 'error'));
    release();
  };

  const addToCart = (artwork: ArtworkProperties | null = null) => {
    if (adding.current || d.blocker || !d.variant) return;
    adding.current = true;
    setBusy(true);
    const variant = d.variant;
    // The line's builder loads with the first add, beside the cart and the toasts: a shopper who only looks never downloads them.
    void import('@/lib/domain/configurator/cart-line').then(({ buildCartLine }) => {
      const line = buildCartLine({
        product,
        variant,
        quantity: d.quantity,
        grid: gridOf(props.pricing),
        lot: props.lot,
        markup: props.markup,
        extras: d.extras,
        custom: d.custom,
        resellerId: props.resellerId,
        artwork,
        metricSizes: props.metricSizes,
      });
      if (punchout) {
        // Busy until the browser leaves; a failure gives the button back for another attempt.
        void handoff.send(line).then((leaving) => {
          if (!leaving) release();
        });
        return;
      }
      // The cart and the toasts download on first use; the cart holds the stored cart, so the line extends it.
      void Promise.all([loadCart(), import('@/components/ui/toast')]).then(
        ([cart, { notifyOnNextPage }]) => {
          cart.getState().add(line);
          notifyOnNextPage(toasts('addedToCart'), 'success');
          goTo(CART_PATH);
        },
        failed,
      );
    }).catch(failed);
  };

  // A press made while the page's JavaScript was still loading is acted on now, once, as if made this moment.
  useEffect(() => {
    if (!hydrated) return;
    // The press happened outside React (before it ran), so it arrives by an update after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (props.customizable && props.designerBase && takeEarlyPress(PRESS_DESIGN)) setDesign({ open: true, restoreStateId: null });
    else if (takeEarlyPress(PRESS_ADD)) addToCart();
    // Only the arrival matters: later presses reach the buttons themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  const reason = blockerText(d, t);
  const addDescribedBy = d.blocker === 'customSize' ? sizeErrorId : d.blocker ? reasonId : undefined;

  const shared: ConfiguratorShared = {
    config: props,
    model,
    state,
    derived: d,
    reason,
    addingText,
    select: onSelect,
    changeCustomSize: (dimension, value) => setState((s) => ({ ...s, [dimension]: value })),
    changeCustomUnit: (unit: SizeUnit) =>
      setState((s) => {
        const from = s.customUnit ?? 'in';
        return { ...s, customUnit: unit, customWidth: convertDimension(s.customWidth, from, unit), customHeight: convertDimension(s.customHeight, from, unit) };
      }),
    selectQuantity: onQuantitySelect,
    typeQuantity: (value) => setState((s) => ({ ...s, quantityText: value })),
    toggleExtra: onToggleExtra,
    setDieCutSize: onDieCutSize,
    addToCart,
  };

  return (
    <ConfiguratorProvider value={shared}>
      <section className={styles.configurator} aria-label={heading} data-hydrated={hydrated}>
        {/* Not choosable before it has hydrated: a choice made then would be reset by hydration and lost. */}
        <fieldset className={styles.choices} disabled={!hydrated}>
          <div className={styles.fields}>
            <ItemOptionFields options={options} errorId={sizeErrorId} />
            <ItemQuantityField reasonId={reasonId} />
          </div>
          <ExtrasField extras={props.extras} chosen={state.extras} onToggle={onToggleExtra} />
          <PriceSummary price={d.price} display={{ currency: props.currency, factor: props.factor }} locale={props.locale} />
          <PriceTable table={d.table} display={{ currency: props.currency, factor: props.factor }} locale={props.locale} onChoose={(q) => onQuantitySelect(String(q))} />
        </fieldset>
        <div className={styles.purchase}>
          {/* Always in the DOM: a live region announces what appears in it, not itself appearing. */}
          <p id={reasonId} className={styles.error} aria-live="polite">
            {reason}
          </p>
          <div className={styles.actions}>
            {props.customizable && props.designerBase && (
              <button
                type="button"
                className="button"
                disabled={d.variant === undefined || !d.variant.availableForSale}
                aria-describedby={d.blocker === 'notAvailable' ? reasonId : undefined}
                aria-haspopup="dialog"
                aria-disabled={hydrated ? undefined : true}
                aria-busy={hydrated ? undefined : true}
                data-early-press={PRESS_DESIGN}
                data-ready={hydrated}
                onClick={() => setDesign({ open: true, restoreStateId: null })}
              >
                {hydrated ? null : <span className={styles.spinner} aria-hidden="true" />}
                {t('designNow')}
              </button>
            )}
            <button
              type="button"
              className={props.customizable ? 'button button-secondary' : 'button'}
              disabled={d.blocker !== null || busy}
              aria-busy={busy || !hydrated}
              aria-disabled={hydrated ? undefined : true}
              aria-describedby={addDescribedBy}
              data-early-press={PRESS_ADD}
              data-ready={hydrated}
              onClick={() => addToCart()}
            >
              {hydrated ? null : <span className={styles.spinner} aria-hidden="true" />}
              {addingText ?? t('addToCart')}
            </button>
          </div>
        </div>
        {design.open && props.designerBase && (
          <Suspense fallback={null}>
            <DesignModal designerBase={props.designerBase} restoreStateId={design.restoreStateId} onClose={closeDesign} />
          </Suspense>
        )}
      </section>
    </ConfiguratorProvider>
  );
}
