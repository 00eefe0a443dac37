import { permanentRedirect } from 'next/navigation';

export async function generateStaticParams() {
  return [];
}

/** The card link form /left-sidebar/products/{id} has one canonical page: /products/{id}. */
export default async function LeftSidebarProduct({ params }: { params: Promise<{ id: string }> }) {
  permanentRedirect(`/products/${encodeURIComponent((await params).id)}`);
}
