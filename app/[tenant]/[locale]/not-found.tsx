import { NotFound } from '@/components/content/NotFound';

export default function TenantNotFound() {
  return <NotFound />;
}
