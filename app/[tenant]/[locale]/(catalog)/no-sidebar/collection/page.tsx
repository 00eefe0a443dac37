import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/collection/Breadcrumb';
import { pageAlternates } from '@/lib/domain/seo/urls';
import { tenantOrigin } from '@/lib/ground/tenant/resolve';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import styles from '@/app/[tenant]/[locale]/template-page.module.css';

type Props = { params: Promise<TenantParams> };

/** Titled and described by what it says, canonical on its own path. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const ctx = await routeContext(params);
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Collection' });
  return {
    title: t('products'),
    description: t('noSidebarText'),
    alternates: pageAlternates(tenantOrigin(ctx.tenant, ctx.cfg), '/no-sidebar/collection', ctx.locale, ctx.tenant.defaultLocale),
  };
}

/** Template collection page without a sidebar: static placeholder text. */
export default async function NoSidebarCollection({ params }: Props) {
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
