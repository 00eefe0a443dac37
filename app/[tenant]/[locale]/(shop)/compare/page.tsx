import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CompareList } from '@/components/compare/CompareList';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import styles from '@/app/[tenant]/[locale]/template-page.module.css';

type Props = { params: Promise<TenantParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await routeContext(params);
  const t = await getTranslations({ locale, namespace: 'Compare' });
  return { title: t('title'), robots: { index: false } };
}

/** /compare: the compare list, read in the browser. */
export default async function ComparePage({ params }: Props) {
  const { tenant, locale } = await routeContext(params);
  const t = await getTranslations({ locale, namespace: 'Compare' });
  return (
    <div className="container section">
      <h1 className={styles.title}>{t('title')}</h1>
      <CompareList locale={locale} handlePrefix={tenant.handlePrefix} />
    </div>
  );
}
