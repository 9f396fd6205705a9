import { algoliaOrigins, type Services } from './services';

function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  return new URL(url).origin;
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

/** The SHA-256 sources (`'sha256-…'`) of what one page carries inline. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

export const NO_INLINE_SOURCES: InlineHashes = { scripts: [], styles: [] };

/**
 * The Content-Security-Policy of one page of the static host: nothing is allowed unless named,
 * the page's own inline scripts and style elements by their hashes (never 'unsafe-inline' or
 * 'unsafe-eval' for either), widened only by the third parties the build is configured with.
 * Style attributes alone keep 'unsafe-inline' (`style-src-attr`, which cannot run code):
 * gatsby-plugin-image writes its boxes and placeholders as HTML with `style` attributes after
 * a client-side navigation, with values no built page holds, so no list of hashes can name them.
 */
export function contentSecurityPolicy(services: Services, inline: InlineHashes = NO_INLINE_SOURCES): string {
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
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...inline.scripts, ...scriptOrigins]],
    ['style-src', ["'self'", ...inline.styles]],
    ['style-src-attr', ["'unsafe-inline'"]],
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
    ['base-uri', ["'none'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
