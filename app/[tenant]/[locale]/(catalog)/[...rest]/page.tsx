import { notFound } from 'next/navigation';

/** Anything that is not a known route is the not-found page, with HTTP 404. */
export default function UnknownRoute() {
  notFound();
}
