import { Link } from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import type { FooterSettings, MenuItem } from '@/lib/services/reseller/types';
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
  /** Reseller subdomains only. */
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
  const showSwitcher = Boolean(regions && languages && (regions.length > 1 || languages.length > 1));

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <div className={styles.start}>
          <HamburgerMenu items={hamburgerMenu} />
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
        <PrimaryMenu items={primaryMenu} />
        <div className={styles.actions}>
          {showSearch ? <SearchOverlay /> : null}
          {showSwitcher && regions && languages ? (
            <div className={styles.switcher}>
              <RegionLanguageSwitcher regions={regions} languages={languages} />
              <LanguageTooltip />
            </div>
          ) : null}
          <AccountMenu signedOutHref={accountHref} />
          <CartIcon href={cartHref} />
        </div>
      </div>
    </header>
  );
}
