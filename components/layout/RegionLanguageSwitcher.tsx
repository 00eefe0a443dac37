'use client';

import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { readStoredCartLineCount } from '@/lib/state/cart-count';
import { IconChevronDown, IconGlobe } from '@/components/ui/icons';
import styles from './RegionLanguageSwitcher.module.css';

export interface RegionOption {
  /** "us" | "ca" | "fr" */
  id: string;
  label: string;
  /** Absolute URL of the same page on that region's host. */
  href: string;
  current: boolean;
}

export interface LanguageOption {
  code: string;
  label: string;
  /** e.g. "?lang=fr": the middleware stores the locale cookie. */
  href: string;
  current: boolean;
}

export interface RegionLanguageSwitcherLabels {
  switcher: string;
  region: string;
  language: string;
  current: string;
  confirmTitle: string;
  confirmMessage: string;
  confirmContinue: string;
  confirmCancel: string;
}

export interface RegionLanguageSwitcherProps {
  regions: RegionOption[];
  languages: LanguageOption[];
  labels: RegionLanguageSwitcherLabels;
  /** Injectable for tests; defaults to a full page load. */
  navigate?: (href: string) => void;
}

// The confirmation is only needed with a non-empty cart: load it on demand.
const loadDialog = () => import('@/components/ui/ConfirmDialog');
const ConfirmDialog = lazy(() => loadDialog().then((m) => ({ default: m.ConfirmDialog })));

function defaultNavigate(href: string) {
  window.location.assign(href);
}

/**
 * Region and language switcher on the company's own sites (spec §4 "Region
 * switch"): another region is opened at once when the cart is empty;
 * otherwise a confirmation warns that the cart does not transfer.
 */
export function RegionLanguageSwitcher({ regions, languages, labels, navigate = defaultNavigate }: RegionLanguageSwitcherProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<RegionOption | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const regionHeadingId = useId();
  const languageHeadingId = useId();

  const currentRegion = regions.find((r) => r.current) ?? regions[0];
  const currentLanguage = languages.find((l) => l.current) ?? languages[0];

  useEffect(() => {
    if (!open || pending) return;
    function onPointer(event: PointerEvent) {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    }
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    }
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, pending]);

  function chooseRegion(region: RegionOption) {
    if (region.current) {
      setOpen(false);
      return;
    }
    if (readStoredCartLineCount() === 0) {
      navigate(region.href);
    } else {
      setPending(region);
    }
  }

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (!open) void loadDialog();
          setOpen((value) => !value);
        }}
      >
        <IconGlobe size={20} />
        <span className="visually-hidden">{labels.switcher}: </span>
        <span className={styles.code}>
          {currentRegion ? currentRegion.id.toUpperCase() : ''}
          {currentRegion && currentLanguage ? <span aria-hidden="true"> · </span> : null}
          {currentLanguage ? currentLanguage.code.toUpperCase() : ''}
        </span>
        <IconChevronDown size={16} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {regions.length > 0 ? (
          <div className={styles.group}>
            <p id={regionHeadingId} className={styles.heading}>
              {labels.region}
            </p>
            <ul aria-labelledby={regionHeadingId} className={styles.list}>
              {regions.map((region) => (
                <li key={region.id}>
                  <button
                    type="button"
                    className={styles.option}
                    aria-current={region.current ? 'true' : undefined}
                    onClick={() => chooseRegion(region)}
                  >
                    {region.label}
                    {region.current ? <span className="visually-hidden"> {labels.current}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {languages.length > 0 ? (
          <div className={styles.group}>
            <p id={languageHeadingId} className={styles.heading}>
              {labels.language}
            </p>
            <ul aria-labelledby={languageHeadingId} className={styles.list}>
              {languages.map((language) => (
                <li key={language.code}>
                  <a
                    href={language.href}
                    hrefLang={language.code}
                    lang={language.code}
                    className={styles.option}
                    aria-current={language.current ? 'true' : undefined}
                  >
                    {language.label}
                    {language.current ? <span className="visually-hidden"> {labels.current}</span> : null}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {pending ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={labels.confirmTitle}
            message={labels.confirmMessage}
            confirmLabel={labels.confirmContinue}
            cancelLabel={labels.confirmCancel}
            onCancel={() => setPending(null)}
            onConfirm={() => {
              const target = pending;
              setPending(null);
              if (target) navigate(target.href);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
