import { NotFound } from '@/components/content/NotFound';
import { AppReady } from '@/components/ui/AppReady';

/**
 * The not-found page of what no route group's own boundary catches: a direct
 * hit on an internal path whose tenant or language is not ours
 * (routeContext). Unknown addresses and missing catalog entries get the
 * catalog's not-found page, with the store's navigation
 * ((catalog)/not-found.tsx); this one stays bare because Next serializes it
 * into every page below it, shown or not.
 */
export default function TenantNotFound() {
  return (
    <main id="main-content" tabIndex={-1}>
      <AppReady />
      <NotFound />
    </main>
  );
}
