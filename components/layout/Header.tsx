import { Link } from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import type { FooterSettings, MenuItem } from '@/lib/reseller/types';
import { ProductImage } from '@/components/ui/ProductImage';
import { AccountMenu } from './AccountMenu';
import { CartIcon } from './CartIcon';
import { HamburgerMenu } from './HamburgerMenu';
import { LanguageTooltip } from './LanguageTooltip';
import { PrimaryMenu } from './PrimaryMenu';
import { RegionLanguageSwitcher, type LanguageOption, type RegionOption } from './RegionLanguageSwitcher';
import { SearchOverlay } from './SearchOverlay';
import styles from './Header.module.css';

export interface HeaderProps {
  storeName: string;
  logo: FooterSettings['logo'];
  primaryMenu: MenuItem[];
  hamburgerMenu: MenuItem[];
  /** Reseller subdomains only (spec §1). */
  showSearch?: boolean;
  /** Where the account icon leads when signed out (default /register); signed in it leads to /account. */
  accountHref?: string;
  cartHref?: string;
  /** Company sites only: both lists switch the region / language switcher on. */
  regions?: RegionOption[];
  languages?: LanguageOption[];
}

/**
 * Site header: hamburger drawer, logo (to /), primary menu (≥ 1199 px),
 * search overlay (resellers), region and language switcher with its
 * first-visit tooltip (company sites), account menu and cart count.
 */
export async function Header({
  storeName,
  logo,
  primaryMenu,
  hamburgerMenu,
  showSearch = false,
  accountHref = '/register',
  cartHref = '/cart',
  regions,
  languages,
}: HeaderProps) {
  const t = await getTranslations('Header');
  const common = await getTranslations('Common');
  const region = await getTranslations('Region');
  const language = await getTranslations('Language');
  const auth = await getTranslations('Auth');
  const showSwitcher = Boolean(regions && languages && (regions.length > 1 || languages.length > 1));

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <div className={styles.start}>
          <HamburgerMenu
            items={hamburgerMenu}
            labels={{
              open: t('openMenu'),
              close: t('closeMenu'),
              title: t('menuTitle'),
              opensInNewTab: common('opensInNewTab'),
            }}
          />
          <Link href="/" className={styles.logo}>
            <ProductImage
              src={logo.url}
              alt={t('homeLink', { store: logo.alt || storeName })}
              width={logo.width}
              height={logo.height}
              sizes="160px"
              responsive={false}
              loading="eager"
            />
          </Link>
        </div>
        <PrimaryMenu
          items={primaryMenu}
          label={t('primaryNav')}
          submenuLabel={t.raw('submenu') as string}
          opensInNewTab={common('opensInNewTab')}
        />
        <div className={styles.actions}>
          {showSearch ? (
            <SearchOverlay
              labels={{
                open: t('openSearch'),
                close: t('closeSearch'),
                field: t('searchLabel'),
                placeholder: t('searchPlaceholder'),
                submit: t('searchSubmit'),
              }}
            />
          ) : null}
          {showSwitcher && regions && languages ? (
            <div className={styles.switcher}>
              <RegionLanguageSwitcher
                regions={regions}
                languages={languages}
                labels={{
                  switcher: region('switcher'),
                  region: region('label'),
                  language: language('label'),
                  current: region('current'),
                  confirmTitle: region('confirmTitle'),
                  confirmMessage: region('confirmMessage'),
                  confirmContinue: region('confirmContinue'),
                  confirmCancel: region('confirmCancel'),
                }}
              />
              <LanguageTooltip text={language('tooltip')} dismissLabel={language('dismissTooltip')} />
            </div>
          ) : null}
          <AccountMenu
            signedOutHref={accountHref}
            labels={{
              account: t('account'),
              toggle: auth('menu.toggle'),
              signedInAs: auth('menu.signedInAs'),
              signOut: auth('menu.signOut'),
              signingOut: auth('menu.signingOut'),
            }}
          />
          <CartIcon href={cartHref} />
        </div>
      </div>
    </header>
  );
}
