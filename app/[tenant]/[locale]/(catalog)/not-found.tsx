import { NotFound } from '@/components/content/NotFound';

/**
 * The not-found page of the catalog pages and of unknown addresses (./[...rest]),
 * inside the catalog layout's header and footer. Next serializes a not-found
 * boundary into every page below it, shown or not: kept here, below the
 * layout, it costs each page the notice alone rather than a second copy of
 * the whole header and footer.
 */
export default function CatalogNotFound() {
  return <NotFound />;
}
