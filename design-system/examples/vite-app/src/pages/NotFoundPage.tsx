import { Link } from '@foyer/design-system';

export function NotFoundPage() {
  return (
    <main className="page">
      <h1>Page not found</h1>
      <p>
        No page lives at this address. <Link href="/docs/getting-started/">Start from the guide</Link> or
        search with Ctrl K.
      </p>
    </main>
  );
}
