import { NotFound } from '@/components/content/NotFound';

/** An unknown product in a punchout session: the 404 text inside the reduced layout, not the store's chrome. */
export default function PunchoutProductNotFound() {
  return <NotFound />;
}
