'use client';

import { useEffect, useRef, useState, type ButtonHTMLAttributes, type HTMLAttributes, type ReactNode } from 'react';
import type { PopupOptions } from './popupBehaviour';

// The light dismissal of an open panel is fetched on the first
// pointerenter / focus of its button, so it is ready by the click.
const loadBehaviour = () => import('./popupBehaviour');

const NO_OPTIONS: PopupOptions = {};

export interface PopupProps {
  /** The toggle button's class, accessible name and content (e.g. a server-rendered icon). */
  buttonProps: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'>;
  /** The panel's id (the button's aria-controls) and class. */
  panelProps: HTMLAttributes<HTMLElement> & { id: string };
  /** How it behaves while open (see PopupOptions). Pass a constant: a new object re-arms the behaviour. */
  options?: PopupOptions;
  /** Class of the wrapper around the button and panel. */
  className?: string;
  /** Rendered before the button (the parent link of a menu entry). */
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
 * A button with the panel it discloses (aria-expanded, aria-controls): menu
 * dropdowns, the account panel, the region switcher. Markup, classes and
 * labels come from the server; the closed panel is part of the server HTML
 * (hidden), so nothing moves when the island hydrates. What runs while open
 * is in popupBehaviour.ts; modal dialogs are DialogToggle's.
 */
export function Popup({
  buttonProps,
  panelProps,
  options = NO_OPTIONS,
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
    void loadBehaviour().then(({ dismissOutside }) => {
      if (active) release = dismissOutside(rootRef.current ?? panel, button, () => setOpen(false), options.closeOnBlur);
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
        setOpen(!open);
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

  return (
    <div ref={rootRef} className={className}>
      {before}
      {toggle}
      {panel}
    </div>
  );
}
