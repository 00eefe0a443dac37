export default function NotFound() {
  return <p>Sorry, but we can&apos;t seem to find what you&apos;re looking for.</p>;
}
