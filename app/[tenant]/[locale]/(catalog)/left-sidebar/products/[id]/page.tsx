import { permanentRedirect } from 'next/navigation';

export { renderOnDemand as generateStaticParams } from '@/app/[tenant]/[locale]/route-params';

/**
 * The card link form /left-sidebar/products/{id} has one canonical page:
 * /products/{id}. The id arrives as it stands in the address, percent-encoded
 * (the middleware's rewrite keeps it so): encoding it again turned
 * /left-sidebar/products/%C3%A9tiquette into /products/%25C3%25A9tiquette.
 */
export default async function LeftSidebarProduct({ params }: { params: Promise<{ id: string }> }) {
  permanentRedirect(`/products/${(await params).id}`);
}
