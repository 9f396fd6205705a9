import { Button, Counter, Link } from '@foyer/design-system';
import { navigate } from '../router';

export function HomePage() {
  return (
    <main className="page">
      <h1>Webhooks that never get lost</h1>
      <p className="lead">
        Acme Relay accepts every event the moment it is sent, keeps it safe, and delivers it to your code when
        your code is ready, retrying for as long as it takes.
      </p>
      <div className="actions">
        <Button onPress={() => navigate('/docs/getting-started/')}>Read the guide</Button>
        <Link href="/updates/" variant="standalone">
          What changed this month
        </Link>
      </div>
      <h2>Last month on the hosted service</h2>
      <div className="figures">
        <Counter value={48213907} locale="en-US" label="events delivered" />
        <Counter
          value={0.9998}
          locale="en-US"
          format={{ style: 'percent', maximumFractionDigits: 2 }}
          label="delivered at the first attempt"
        />
        <Counter value={1260} locale="en-US" label="teams relaying" />
      </div>
    </main>
  );
}
