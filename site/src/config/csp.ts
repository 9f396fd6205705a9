import { algoliaOrigins, type Services } from './services';

function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  return new URL(url).origin;
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

/**
 * The Content-Security-Policy of the static host, widened only by the third
 * parties the build is configured with. Gatsby inlines page scripts, so
 * 'unsafe-inline' is needed for scripts; 'unsafe-eval' never is.
 */
export function contentSecurityPolicy(services: Services): string {
  const { analytics, forms, search } = services;
  const scriptOrigins = unique([
    originOf(analytics.beaconScriptUrl),
    originOf(analytics.selfHostedScriptUrl),
  ]);
  const connectOrigins = unique([
    ...algoliaOrigins(search.algoliaAppId && search.algoliaSearchKey ? search.algoliaAppId : undefined),
    ...(search.algoliaAppId && search.algoliaSearchKey
      ? (search.algoliaHosts ?? []).map((host) => originOf(`https://${host}`))
      : []),
    ...scriptOrigins,
    originOf(forms.contact),
    originOf(forms.plusSignup),
    originOf(forms.newsletter),
    originOf(forms.newsletterConfirm),
    originOf(forms.newsletterUnsubscribe),
    originOf(forms.feedback),
    originOf(forms.challenge),
  ]);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-inline'", ...scriptOrigins]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...connectOrigins]],
    [
      'form-action',
      [
        "'self'",
        ...unique([
          originOf(forms.contact),
          originOf(forms.plusSignup),
          originOf(forms.newsletter),
          originOf(forms.feedback),
        ]),
      ],
    ],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
