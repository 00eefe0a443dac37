import { Link } from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import type { FooterSettings, MenuItem } from '@/lib/services/reseller/types';
import { Icon } from '@/components/ui/Icon';
import { ProductImage } from '@/components/ui/ProductImage';
import { classifyHref } from '@/lib/ground/html/url';
import { SmartLink } from '@/components/ui/SmartLink';
import styles from './Footer.module.css';

export interface FooterProps {
  settings: Pick<FooterSettings, 'storeName' | 'legalCopy' | 'companyDescription' | 'logo' | 'social'>;
  menu1: MenuItem[];
  menu2: MenuItem[];
  /**
   * Year shown before the copyright line when legalCopy carries none;
   * omitted, the line is legalCopy as is.
   */
  year?: number;
}

function copyrightLine(legalCopy: string, year: number | undefined): string {
  const text = legalCopy.trim();
  if (year === undefined || /\b(19|20)\d{2}\b/.test(text)) return text;
  return text.startsWith('©') ? `© ${year} ${text.slice(1).trim()}` : `© ${year} ${text}`;
}

function FooterMenu({ id, title, items, newTab }: { id: string; title: string; items: MenuItem[]; newTab: string }) {
  if (items.length === 0) return null;
  return (
    <nav className={styles.menu} aria-labelledby={id}>
      <h2 id={id} className={styles.menuTitle}>
        {title}
      </h2>
      <ul className={styles.list}>
        {items.map((item, index) => (
          <li key={`${item.link}-${index}`}>
            <SmartLink href={item.link} className={styles.link} newTabLabel={newTab}>
              {item.title}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Site footer: logo, company description, social links, footer-menu1/2, copyright (legalCopy). */
export async function Footer({ settings, menu1, menu2, year }: FooterProps) {
  const t = await getTranslations('Footer');
  const common = await getTranslations('Common');
  const store = settings.storeName;
  const social = settings.social.flatMap((entry) => {
    const link = classifyHref(entry.url);
    return link?.external && /^https?:\/\//i.test(link.href) ? [{ network: entry.network, href: link.href }] : [];
  });
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Link href="/" className={styles.logo}>
            <ProductImage
              src={settings.logo.url}
              alt={settings.logo.alt || store}
              width={settings.logo.width}
              height={settings.logo.height}
              sizes="180px"
              responsive={false}
            />
          </Link>
          {settings.companyDescription ? (
            <p className={styles.description}>{settings.companyDescription}</p>
          ) : null}
          {social.length > 0 ? (
            <ul className={styles.social} aria-label={t('social')}>
              {social.map((entry) => (
                <li key={entry.network}>
                  <a
                    href={entry.href}
                    className={styles.socialLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${t('socialLink', { store, network: t(`networks.${entry.network}`) })} ${common('opensInNewTab')}`}
                  >
                    <Icon name={entry.network} size={20} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <FooterMenu id="footer-menu-1" title={t('menu1')} items={menu1} newTab={common('opensInNewTab')} />
        <FooterMenu id="footer-menu-2" title={t('menu2')} items={menu2} newTab={common('opensInNewTab')} />
      </div>
      <div className={styles.bottom}>
        <p className="container">{copyrightLine(settings.legalCopy, year)}</p>
      </div>
    </footer>
  );
}
