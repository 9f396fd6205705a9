import '@foyer/design-system/global.css';
import type { GatsbySSR } from 'gatsby';
import {
  DocSidebarCurrentPage,
  announcementBarScript,
  colorModeScript,
  tabChoicesScript,
} from '@foyer/design-system';
import { COLOR_MODE_ATTRIBUTE, DEFAULT_COLOR_MODE } from '@foyer/design-system/theme';
import { splitLanguage } from './src/i18n/routing';
import { DOCS_HOME } from './src/config/routes';
import { LANGUAGE_DIRECTION } from './src/i18n/languages';
import { SITE_ANNOUNCEMENT_STORAGE_KEY, announcement } from './src/config/announcement';
import { services } from './src/config/services';
import { analyticsScripts } from './src/analytics/analyticsScripts';
import { SiteDesignSystem } from './src/components/SiteDesignSystem';
import { SiteCrashBoundary } from './src/components/SiteCrashBoundary';
import { HEADER_PARSED } from './src/components/firstPaint';

/**
 * `<html lang dir>` is also set per page by the Head API; setting it here keeps
 * it right on the 404 fallbacks served by the static host. The design system's theme
 * applies only under `data-theme`, so the server HTML carries the default mode: the
 * page is themed without JavaScript too, and the colour-mode script only changes it
 * to a stored choice. The colour-mode, tab-choice and announcement scripts run before
 * the body is parsed, so the first paint is in the stored mode, grouped tabs show the
 * reader's choice (install method, system, client) and a dismissed announcement never
 * flashes. Each has the same text on every page. The first paint waits for the header
 * (src/components/firstPaint.tsx).
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
}) => {
  const { language } = splitLanguage(pathname);
  setHtmlAttributes({
    lang: language,
    dir: LANGUAGE_DIRECTION[language],
    // Spread: React's html props type has no data-* keys, which the DOM accepts.
    ...{ [COLOR_MODE_ATTRIBUTE]: DEFAULT_COLOR_MODE },
  });
  setHeadComponents([
    <link key="first-paint" rel="expect" href={HEADER_PARSED} blocking="render" />,
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: colorModeScript() }} />,
    <script key="tab-choices" dangerouslySetInnerHTML={{ __html: tabChoicesScript() }} />,
    ...(announcement
      ? [
          <script
            key="announcement"
            dangerouslySetInnerHTML={{
              __html: announcementBarScript(announcement.id, SITE_ANNOUNCEMENT_STORAGE_KEY),
            }}
          />,
        ]
      : []),
    ...analyticsScripts(services.analytics),
    // A doc draws itself in the docs sidebar, rendered once per language (src/slices/DocsSidebar.tsx),
    // from its server HTML alone: no code of it reaches the browser, and the sidebar removes it once interactive.
    ...(splitLanguage(pathname).path.startsWith(DOCS_HOME)
      ? [<DocSidebarCurrentPage key="doc-sidebar-current-page" currentPath={pathname} />]
      : []),
  ]);
};

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <SiteDesignSystem pathname={props.location.pathname} data={props.data}>
    {element}
  </SiteDesignSystem>
);

// Outside the router and every plugin's page wrapper, so a crash in any of them is caught too.
export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element, pathname }) => (
  <SiteCrashBoundary pathname={pathname}>{element}</SiteCrashBoundary>
);
