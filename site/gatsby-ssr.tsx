import type { GatsbySSR } from 'gatsby';
import { colorModeScript } from '@foyer/design-system';
import { splitLanguage } from './src/i18n/routing';
import { LANGUAGE_DIRECTION } from './src/i18n/languages';

/**
 * `<html lang dir>` is also set per page by the Head API; setting it here keeps
 * it right on the 404 fallbacks served by the static host. The colour-mode
 * script runs before the body is parsed so the first paint is in the stored mode.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
}) => {
  const { language } = splitLanguage(pathname);
  setHtmlAttributes({ lang: language, dir: LANGUAGE_DIRECTION[language] });
  setHeadComponents([<script key="color-mode" dangerouslySetInnerHTML={{ __html: colorModeScript() }} />]);
};
