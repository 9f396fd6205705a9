import { SignupForm } from '../SignupForm';

const releases = [
  {
    version: '2.4',
    summary:
      'Replays from the dead-letter list keep the original order of events, and the dashboard shows how long each one waited.',
  },
  {
    version: '2.3',
    summary: 'Signing secrets can be rotated without downtime: both secrets are accepted for an hour.',
  },
];

export function UpdatesPage() {
  return (
    <main className="page">
      <h1>Updates</h1>
      <p className="lead">What changed in Acme Relay recently, newest first.</p>
      {releases.map((release) => (
        <section key={release.version}>
          <h2>Version {release.version}</h2>
          <p>{release.summary}</p>
        </section>
      ))}
      <h2 id="newsletter">Get the next one by e-mail</h2>
      <SignupForm />
    </main>
  );
}
