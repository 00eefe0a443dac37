import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/collection/Breadcrumb';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import styles from '@/app/[tenant]/[locale]/template-page.module.css';

/** Template collection page without a sidebar: static placeholder text. */
export default async function NoSidebarCollection({ params }: { params: Promise<TenantParams> }) {
  const { locale } = await routeContext(params);
  const t = await getTranslations({ locale, namespace: 'Collection' });
  return (
    <div className="container">
      <Breadcrumb title={t('products')} />
      <h1 className={styles.title}>{t('products')}</h1>
      <p className={styles.lead}>{t('noSidebarText')}</p>
    </div>
  );
}
