import { contentSecurityPolicy } from './csp';
import { services } from './services';

describe('contentSecurityPolicy', () => {
  it('allows only the site itself when no third party is configured', () => {
    const csp = contentSecurityPolicy(services);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toMatch(/^default-src 'none';/);
    expect(csp).not.toMatch(/(script|style)-src [^;]*'unsafe-inline'/);
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/https?:/);
  });

  it('adds configured search, analytics and form hosts', () => {
    const csp = contentSecurityPolicy({
      ...services,
      search: {
        algoliaAppId: 'ABC123',
        algoliaSearchKey: 'key',
        algoliaIndexName: 'docs',
        algoliaHosts: ['search.foyer.example'],
      },
      analytics: {
        beaconScriptUrl: 'https://beacon.example/beacon.js',
        beaconToken: 't',
        selfHostedScriptUrl: 'https://stats.foyer.example/script.js',
        selfHostedSiteId: '1',
      },
      forms: {
        contact: 'https://forms.foyer.example/contact',
        plusSignup: '/api/plus/signup',
        newsletter: '/api/newsletter',
        newsletterConfirm: '/api/newsletter/confirm/',
        newsletterUnsubscribe: '/api/newsletter/unsubscribe/',
        feedback: 'https://feedback.foyer.example/api/feedback/',
        challenge: '/api/challenge/',
      },
    });
    expect(csp).toContain("script-src 'self' https://beacon.example https://stats.foyer.example;");
    expect(csp).toMatch(
      /connect-src 'self' https:\/\/abc123-dsn\.algolia\.net .*https:\/\/forms\.foyer\.example/,
    );
    expect(csp).toMatch(/connect-src [^;]*https:\/\/search\.foyer\.example/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/feedback\.foyer\.example/);
    expect(csp).toMatch(/form-action [^;]*https:\/\/feedback\.foyer\.example/);
    expect(csp).not.toContain('unsafe-eval');
  });

  it("allows a page's inline scripts and style elements by their hashes only", () => {
    const csp = contentSecurityPolicy(services, { scripts: ["'sha256-script'"], styles: ["'sha256-style'"] });
    expect(csp).toContain("script-src 'self' 'sha256-script';");
    expect(csp).toContain("style-src 'self' 'sha256-style';");
    // Style attributes cannot run code; gatsby-plugin-image writes some after navigating.
    expect(csp).toContain("style-src-attr 'unsafe-inline';");
  });
});
