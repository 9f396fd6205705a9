/** The label groups whose `externalLink` key was renamed `opensInNewTab` in 0.3. */
type RenamedGroupLabels = { opensInNewTab?: string; externalLink?: string };

/**
 * `labels` with a 0.2 `externalLink` read as `opensInNewTab` (link, footer and navbar
 * labels), so label objects written for 0.2 keep working until the old key is
 * removed; a new key set in the same object wins.
 */
export function withRenamedKeys<Labels extends object>(labels: Labels | undefined): Labels | undefined {
  const renamed = labels as RenamedGroupLabels | undefined;
  return renamed?.externalLink !== undefined && renamed.opensInNewTab === undefined
    ? ({ ...labels, opensInNewTab: renamed.externalLink } as Labels)
    : labels;
}
