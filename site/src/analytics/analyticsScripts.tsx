import type { ReactElement } from 'react';
import type { Services } from '../config/services';

/**
 * The analytics declared in `<head>`, from configuration: a web-analytics beacon
 * (script URL and token) and a self-hosted analytics script (script URL and site id).
 * Both are `defer`, so they never block rendering; either is absent unless both of
 * its settings are given. Neither needs cookies, and the site sets none.
 */
export function analyticsScripts({
  beaconScriptUrl,
  beaconToken,
  selfHostedScriptUrl,
  selfHostedSiteId,
}: Services['analytics']): ReactElement[] {
  const scripts: ReactElement[] = [];
  if (beaconScriptUrl && beaconToken) {
    scripts.push(
      <script
        key="analytics-beacon"
        defer
        src={beaconScriptUrl}
        data-token={beaconToken}
        data-analytics="beacon"
      />,
    );
  }
  if (selfHostedScriptUrl && selfHostedSiteId) {
    scripts.push(
      <script
        key="analytics-self-hosted"
        defer
        src={selfHostedScriptUrl}
        data-website-id={selfHostedSiteId}
        data-analytics="self-hosted"
      />,
    );
  }
  return scripts;
}
