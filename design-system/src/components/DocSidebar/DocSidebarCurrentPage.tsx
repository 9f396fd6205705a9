import { layers } from '../../theme/layers.css';
import * as styles from './DocSidebar.css';
import { useIsHydrated } from '../../hooks/useIsHydrated';

export interface DocSidebarCurrentPageProps {
  /** Path of the page being shown, e.g. `/fr/docs/api/rest-api/`, as the sidebar's links write it. */
  currentPath: string;
}

type Look = Readonly<Record<string, string>>;

function declarations(look: Look): string {
  return Object.entries(look)
    .map(
      ([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`,
    )
    .join(';');
}

/**
 * A CSS string holding `text`: quotes and backslashes escaped, and `<` written as an
 * escape so that no path can close the style element it is written into.
 */
function cssString(text: string): string {
  return `"${text
    .replace(/[\\"]/g, '\\$&')
    .replace(/</g, '\\3c ')
    .replace(/[\n\r\f]/g, ' ')}"`;
}

/** The rules that draw `currentPath` as current in every DocSidebar on the page. */
export function docSidebarCurrentPageCss(currentPath: string): string {
  const pathname = currentPath.split(/[?#]/, 1)[0] ?? '';
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  // The router treats /a and /a/ as one page, as isSamePath does.
  const hrefs = [withSlash, withSlash.slice(0, -1)].filter(Boolean).map(cssString);
  const link = `.${styles.link}`;
  const current = (prefix: string) => hrefs.map((href) => `${prefix}${link}[href=${href}]`);
  const row = `.${styles.categoryRow}`;
  const panel = `.${styles.panel}`;
  // A category is on the trail when its own page is current or its panel holds it.
  const rowsOnTrail = [
    ...current(`${row}:has(> `).map((selector) => `${selector})`),
    ...current(`${row}:has(+ ${panel} `).map((selector) => `${selector})`),
  ];
  const trail = rowsOnTrail.flatMap((rowSelector) => [`${rowSelector} > ${link}`, `${rowSelector} > button`]);
  return (
    `@layer ${layers.components}{` +
    `${trail.join(',')}{${declarations(styles.currentTrailLook)}}` +
    `${current('').join(',')}{${declarations(styles.currentLinkLook)}}` +
    `}`
  );
}

/**
 * Draws the current page in a DocSidebar rendered without `currentPath`: one sidebar
 * rendered once and shared by every page (a Gatsby slice, an edge include, a cached
 * fragment) cannot mark the page it is shown on, so each page writes this small style
 * element, which its server HTML carries. It is there for the server HTML and
 * hydration only: once the page is interactive it renders nothing, and the sidebar,
 * given `currentPath` from then on, marks the page itself (with `aria-current`, and
 * following client-side navigation). A page's Content-Security-Policy can allow the
 * one style its HTML holds by hash; a style changed at run time it could not.
 *
 * A host that writes it outside the React tree (in the document's head, at build time)
 * removes it once the sidebar is interactive: `style[data-doc-sidebar-current-page]`.
 */
export function DocSidebarCurrentPage({ currentPath }: DocSidebarCurrentPageProps) {
  if (useIsHydrated()) return null;
  // A text child would be HTML-escaped, and `&gt;` is no combinator; cssString keeps the path inert.
  return (
    <style
      data-doc-sidebar-current-page=""
      dangerouslySetInnerHTML={{ __html: docSidebarCurrentPageCss(currentPath) }}
    />
  );
}
