import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ProofApproveForm } from '@/components/design/ProofApproveForm';
import { Facts } from '@/components/ui/Facts';
import { routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';
import { proofShareSecret, proofShareStore, readShare } from '@/lib/domain/design/proof-share';
import { checkShareToken } from '@/lib/domain/design/proof-share-token';
import { shareDate } from '@/lib/domain/design/proof-share-ref';
import { showPrice } from '@/lib/ground/money/format';
import styles from './proof.module.css';

type Props = { params: Promise<TenantParams & { token: string }> };

// Each link names its own share, read per request: never cached or kept by a shared cache.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await routeContext(params);
  const t = await getTranslations({ locale, namespace: 'ProofPage' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * /proof/{token}: a shared proof, read-only, for whoever has the link. A
 * token that is not ours, a share gone or another site's answers the
 * site's 404; an expired link says so. The price is the one computed
 * when the proof was shared; Approve shows when the sharer allowed it.
 */
export default async function SharedProofPage({ params }: Props) {
  const { tenant, locale } = await routeContext(params);
  const { token: raw } = await params;
  const token = decodeURIComponent(raw);
  const t = await getTranslations({ locale, namespace: 'ProofPage' });
  const link = checkShareToken(token, proofShareSecret());
  if (!link.ok && link.reason === 'expired') {
    return (
      <div className="container section">
        <div className={styles.expired} data-testid="proof-expired">
          <h1 className={styles.title}>{t('expiredTitle')}</h1>
          <p>{t('expiredText')}</p>
          <Link className="button" href="/">
            {t('toStore')}
          </Link>
        </div>
      </div>
    );
  }
  if (!link.ok || link.payload.tenantKey !== tenant.key) notFound();
  const share = await readShare(proofShareStore(), link.payload.id, tenant.key);
  if (!share) notFound();

  const image = share.thumbnail ?? share.proof;
  return (
    <div className="container section">
      <article className={styles.page} data-testid="shared-proof">
        <header className={styles.header}>
          <h1 className={styles.title}>{t('title', { product: share.productTitle })}</h1>
          <p className={styles.intro}>{t('intro')}</p>
        </header>
        <a className={styles.frame} href={share.proof} target="_blank" rel="noopener noreferrer" aria-label={t('viewFull')}>
          {/* eslint-disable-next-line @next/next/no-img-element -- the proof lives on the design service or the image host, sized by it */}
          <img src={image} alt={t('proofAlt', { product: share.productTitle })} className={styles.proof} />
        </a>
        <div className={styles.details}>
          <Facts
            className={styles.facts}
            facts={[
              ...(share.projectName ? [{ term: t('projectName'), value: share.projectName }] : []),
              { term: t('product'), value: share.productTitle },
              ...(share.size ? [{ term: t('size'), value: share.size }] : []),
              ...(share.material ? [{ term: t('material'), value: share.material }] : []),
              { term: t('quantity'), value: share.quantity.toLocaleString(locale) },
              {
                term: t('price'),
                value: share.total === null ? t('noPrice') : showPrice(share.total, share.display, locale),
                testId: 'shared-proof-price',
              },
            ]}
          />
          <p className={styles.expires}>{t('expires', { date: shareDate(share.expiresAt, locale) })}</p>
          {share.allowApproval ? <ProofApproveForm token={token} approvedAt={share.approval?.at ?? null} /> : null}
        </div>
      </article>
    </div>
  );
}
