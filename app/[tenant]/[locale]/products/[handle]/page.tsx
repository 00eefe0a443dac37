import { notFound } from 'next/navigation';
import { unstable_cache } from 'next/cache';

const getThing = unstable_cache(async (tenant: string, handle: string) => {
  console.log('FETCH', tenant, handle);
  await new Promise((r) => setTimeout(r, 20));
  return handle === 'missing' ? null : { title: `Product ${handle}` };
}, ['thing'], { tags: ['x'], revalidate: 3600 });

export const revalidate = 3600;
export async function generateStaticParams() { return []; }

export default async function Page({ params }: { params: Promise<{ tenant: string; locale: string; handle: string }> }) {
  const { tenant, handle } = await params;
  const p = await getThing(tenant, handle);
  if (!p) notFound();
  return <h1>{p.title}</h1>;
}
