import { renderToStaticMarkup } from 'react-dom/server';
import { analyticsScripts } from './analyticsScripts';

const none = {
  beaconScriptUrl: undefined,
  beaconToken: undefined,
  selfHostedScriptUrl: undefined,
  selfHostedSiteId: undefined,
};

describe('analyticsScripts', () => {
  it('declares nothing when analytics is not configured', () => {
    expect(analyticsScripts(none)).toEqual([]);
  });

  it('declares nothing for a script whose id or token is missing', () => {
    expect(
      analyticsScripts({
        ...none,
        beaconScriptUrl: 'https://beacon.foyer.example/beacon.js',
        selfHostedScriptUrl: 'https://stats.foyer.example/script.js',
      }),
    ).toEqual([]);
  });

  it('declares both configured scripts, deferred, with their token and site id', () => {
    const html = renderToStaticMarkup(
      <>
        {analyticsScripts({
          beaconScriptUrl: 'https://beacon.foyer.example/beacon.js',
          beaconToken: 'token-1',
          selfHostedScriptUrl: 'https://stats.foyer.example/script.js',
          selfHostedSiteId: 'site-1',
        })}
      </>,
    );
    expect(html).toBe(
      '<script defer="" src="https://beacon.foyer.example/beacon.js" data-token="token-1" data-analytics="beacon"></script>' +
        '<script defer="" src="https://stats.foyer.example/script.js" data-website-id="site-1" data-analytics="self-hosted"></script>',
    );
  });
});
