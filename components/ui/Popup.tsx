'use client';

import { useEffect, useRef, useState, type ButtonHTMLAttributes, type HTMLAttributes, type ReactNode } from 'react';
import type { PopupOptions } from './popupBehaviour';

// What an open popup needs (focus trap, light dismissal) is fetched on the
// first pointerenter / focus of its button, so it is ready by the click.
const loadBehaviour = () => import('./popupBehaviour');

const NO_OPTIONS: PopupOptions = {};

export interface PopupProps {
  /** The toggle button's class, accessible name and content (e.g. a server-rendered icon). */
  buttonProps: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'>;
  /** The panel's id (the button's aria-controls), class and, for a modal, its role, aria-modal, name and tabIndex. */
  panelProps: HTMLAttributes<HTMLElement> & { id: string };
  /** Modal or disclosure, and how it behaves while open (see PopupOptions). Pass a constant: a new object re-arms the behaviour. */
  options?: PopupOptions;
  /** Modal: class of the backdrop (a click on it closes the dialog). */
  backdropClassName?: string;
  /** Disclosure: class of the wrapper around the button and panel. */
  className?: string;
  /** Disclosure: rendered before the button (the parent link of a menu entry). */
  before?: ReactNode;
  panelAs?: 'div' | 'ul';
  /** Called when the panel opens. */
  onOpen?: () => void;
  /** Panel clicks (e.g. on options inside), before a link or `data-close` target closes the popup. */
  onPanelClick?: (target: Element, close: () => void) => void;
  /** Pauses the dismissal (another dialog is on top). */
  paused?: boolean;
  /** Panel content, rendered on the server. A link, or any element with `data-close`, closes the popup when clicked. */
  children: ReactNode;
}

/**
 * A button with the panel it opens (aria-expanded, aria-controls): a
 * disclosure or a modal dialog with a backdrop. Markup, classes and labels
 * come from the server; the closed panel is part of the server HTML
 * (hidden), so nothing moves when the island hydrates. What runs while open
 * is in popupBehaviour.ts.
 */
export function Popup({
  buttonProps,
  panelProps,
  options = NO_OPTIONS,
  backdropClassName,
  className,
  before,
  panelAs: Panel = 'div',
  onOpen,
  onPanelClick,
  paused,
  children,
}: PopupProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement & HTMLUListElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    const panel = panelRef.current;
    const button = buttonRef.current;
    if (!open || paused || !panel || !button) return;
    let release: (() => void) | undefined;
    let active = true;
    void loadBehaviour().then(({ activate }) => {
      if (active) release = activate(panel, rootRef.current, button, () => setOpen(false), options);
    });
    return () => {
      active = false;
      release?.();
    };
  }, [open, paused, options]);

  const toggle = (
    <button
      {...buttonProps}
      ref={buttonRef}
      type="button"
      aria-expanded={open}
      aria-controls={panelProps.id}
      onClick={() => {
        if (!open) onOpen?.();
        setOpen(options.modal || !open);
      }}
      onPointerEnter={loadBehaviour}
      onFocus={loadBehaviour}
    />
  );
  const panel = (
    <Panel
      {...panelProps}
      ref={panelRef}
      hidden={!open}
      onClick={(event) => {
        const target = event.target as Element;
        onPanelClick?.(target, close);
        if (target.closest('a[href],[data-close]')) close();
      }}
    >
      {children}
    </Panel>
  );

  if (options.modal) {
    return (
      <>
        {toggle}
        <div className={backdropClassName} hidden={!open} onClick={close} />
        {panel}
      </>
    );
  }
  return (
    <div ref={rootRef} className={className}>
      {before}
      {toggle}
      {panel}
    </div>
  );
}
