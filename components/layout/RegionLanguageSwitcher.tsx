import { useId, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { RegionSwitcherIsland } from './RegionSwitcherIsland';
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

export interface RegionLanguageSwitcherProps {
  regions: RegionOption[];
  languages: LanguageOption[];
  /** Tests only (a function cannot cross to the client); defaults to a full page load. */
  navigate?: (href: string) => void;
}

/**
 * Region and language switcher on the company's own sites: another region is
 * opened at once when the cart is empty; otherwise a confirmation warns that
 * the cart does not transfer. The button and panel are rendered here;
 * RegionSwitcherIsland adds the behaviour.
 */
export function RegionLanguageSwitcher({ regions, languages, navigate }: RegionLanguageSwitcherProps) {
  const t = useTranslations('Region');
  const language = useTranslations('Language');
  const panelId = useId();
  const currentRegion = regions.find((r) => r.current) ?? regions[0];
  const currentLanguage = languages.find((l) => l.current) ?? languages[0];

  return (
    <RegionSwitcherIsland
      className={styles.root}
      panelProps={{ id: panelId, className: styles.panel }}
      navigate={navigate}
      buttonProps={{
        className: styles.toggle,
        children: (
          <>
            <Icon name="globe" size={20} />
            <span className="visually-hidden">{t('switcher')}: </span>
            <span className={styles.code}>
              {currentRegion ? currentRegion.id.toUpperCase() : ''}
              {currentRegion && currentLanguage ? <span aria-hidden="true"> · </span> : null}
              {currentLanguage ? currentLanguage.code.toUpperCase() : ''}
            </span>
            <Icon name="chevron-down" size={16} />
          </>
        ),
      }}
    >
      {regions.length > 0 ? (
        <OptionGroup heading={t('label')}>
          {regions.map((region) => (
            <li key={region.id}>
              <button type="button" className={styles.option} value={region.href} aria-current={region.current ? 'true' : undefined}>
                <OptionLabel option={region} currentText={t('current')} />
              </button>
            </li>
          ))}
        </OptionGroup>
      ) : null}
      {languages.length > 0 ? (
        <OptionGroup heading={language('label')}>
          {languages.map((option) => (
            <li key={option.code}>
              <a
                href={option.href}
                hrefLang={option.code}
                lang={option.code}
                className={styles.option}
                aria-current={option.current ? 'true' : undefined}
              >
                <OptionLabel option={option} currentText={t('current')} />
              </a>
            </li>
          ))}
        </OptionGroup>
      ) : null}
    </RegionSwitcherIsland>
  );
}

/** One list of the panel (regions, languages), named by its heading. */
function OptionGroup({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <div className={styles.group}>
      <p id={headingId} className={styles.heading}>
        {heading}
      </p>
      <ul aria-labelledby={headingId} className={styles.list}>
        {children}
      </ul>
    </div>
  );
}

/** An option's name; the current one says so to assistive technology. */
function OptionLabel({ option, currentText }: { option: { label: string; current: boolean }; currentText: string }) {
  return (
    <>
      {option.label}
      {option.current ? <span className="visually-hidden"> {currentText}</span> : null}
    </>
  );
}
