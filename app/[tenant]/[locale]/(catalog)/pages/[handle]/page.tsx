import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ContactForm } from '@/components/content/ContactForm';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { RecaptchaProvider } from '@/components/recaptcha/RecaptchaProvider';
import { isContactPage } from '@/lib/domain/catalog/content-page';
import { CONTACT_FORM_NAMESPACES } from '@/lib/ground/i18n/namespaces';
import { ContentPageBody } from '@/components/content/ContentPageBody';
import { Placeholder, isPlaceholderPage } from '@/components/content/Placeholder';
import { Unavailable } from '@/components/content/Unavailable';
import { isUnavailable } from '@/lib/services/cache/read';
import { getPage } from '@/lib/domain/catalog/storefront';
import { seoTitle, truncateDescription } from '@/lib/domain/seo/meta';
import { pageAlternates } from '@/lib/domain/seo/urls';
import { tenantOrigin } from '@/lib/ground/tenant/resolve';
import { NOT_INDEXED, routeContext, type TenantParams } from '@/app/[tenant]/[locale]/route-params';

export { renderOnDemand as generateStaticParams } from '@/app/[tenant]/[locale]/route-params';

type Props = { params: Promise<TenantParams & { handle: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const ctx = await routeContext(params);
  const handle = (await params).handle;
  if (handle === '404' || isPlaceholderPage(handle)) return {};
  const page = await getPage(ctx.tenant, ctx.locale, handle);
  if (isUnavailable(page)) return NOT_INDEXED;
  if (!page) return {};
  return {
    title: seoTitle(page.seo?.title, page.title),
    description: truncateDescription(page.seo?.description || page.bodySummary),
    alternates: pageAlternates(tenantOrigin(ctx.tenant, ctx.cfg), `/pages/${handle}`, ctx.locale, ctx.tenant.defaultLocale),
  };
}

export default async function ContentRoute({ params }: Props) {
  const ctx = await routeContext(params);
  const handle = (await params).handle;
  if (handle === '404') notFound();
  if (isPlaceholderPage(handle)) return <Placeholder page={handle} />;
  const page = await getPage(ctx.tenant, ctx.locale, handle);
  if (isUnavailable(page)) return <Unavailable path={`/pages/${encodeURIComponent(handle)}`} />;
  // A page that is not found goes to /404, which answers 404.
  if (!page) redirect('/404');
  return (
    <ContentPageBody title={page.title} body={page.body}>
      {isContactPage(page.handle) ? (
        // The form's strings and the reCAPTCHA script travel only with contact pages.
        <ClientMessages locale={ctx.locale} namespaces={CONTACT_FORM_NAMESPACES}>
          <RecaptchaProvider siteKey={ctx.cfg.RECAPTCHA_SITE_KEY} scriptUrl={ctx.cfg.RECAPTCHA_SCRIPT_URL} language={ctx.locale}>
            <ContactForm />
          </RecaptchaProvider>
        </ClientMessages>
      ) : null}
    </ContentPageBody>
  );
}
