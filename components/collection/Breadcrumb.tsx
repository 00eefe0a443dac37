import { Link } from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import styles from './Breadcrumb.module.css';

export interface BreadcrumbProps {
  /** The parent page (e.g. the category), if any. */
  parent?: { label: string; href: string } | null;
  /** The current page title. */
  title: string;
  subtitle?: string | null;
}

/** Breadcrumb: Home › parent › title › subtitle, with BreadcrumbList microdata. */
export async function Breadcrumb({ parent, title, subtitle }: BreadcrumbProps) {
  const t = await getTranslations('Common');
  const items: { label: string; href?: string }[] = [{ label: t('home'), href: '/' }];
  if (parent) items.push(parent);
  items.push({ label: title });
  if (subtitle) items.push({ label: subtitle });
  const lastIndex = items.length - 1;

  return (
    <nav aria-label={t('breadcrumb')} className={styles.nav}>
      <ol className={styles.list} itemScope itemType="https://schema.org/BreadcrumbList">
        {items.map((item, index) => (
          <li
            key={`${item.label}-${index}`}
            className={styles.item}
            itemProp="itemListElement"
            itemScope
            itemType="https://schema.org/ListItem"
          >
            {item.href && index !== lastIndex ? (
              <Link href={item.href} itemProp="item" className={styles.link}>
                <span itemProp="name">{item.label}</span>
              </Link>
            ) : (
              <span itemProp="name" aria-current={index === lastIndex ? 'page' : undefined}>
                {item.label}
              </span>
            )}
            <meta itemProp="position" content={String(index + 1)} />
          </li>
        ))}
      </ol>
    </nav>
  );
}
