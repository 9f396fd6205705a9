import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { DocSidebar, type DocSidebarItem } from './DocSidebar';
import { DocSidebarCurrentPage, docSidebarCurrentPageCss } from './DocSidebarCurrentPage';
import * as styles from './DocSidebar.css';
import { serverHtml } from '../private/serverHtml';

const items: DocSidebarItem[] = [
  { type: 'link', label: 'Introduction', href: '/docs/' },
  {
    type: 'category',
    label: 'API',
    href: '/docs/api/',
    items: [
      { type: 'link', label: 'REST API', href: '/docs/api/rest-api/' },
      { type: 'link', label: 'MQTT API', href: '/docs/api/mqtt-api/' },
    ],
  },
];

describe('DocSidebarCurrentPage', () => {
  it('draws the current link and the category rows leading to it in a sidebar rendered without a current page', () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml(
      <>
        <DocSidebarCurrentPage currentPath="/docs/api/rest-api/" />
        <DocSidebar items={items} label="Docs" />
      </>,
    );
    const sheet = container.querySelector('style')?.textContent ?? '';
    const [trailRule, currentRule] = sheet.replace(/^@layer [^{]+\{/, '').split('}');
    const matches = (rule: string | undefined, element: Element) =>
      (rule ?? '')
        .split('{')[0]
        ?.split(',')
        .some((selector) => element.matches(selector)) ?? false;

    const rest = container.querySelector('a[href="/docs/api/rest-api/"]');
    const mqtt = container.querySelector('a[href="/docs/api/mqtt-api/"]');
    const category = container.querySelector('a[href="/docs/api/"]');
    const toggle = category?.parentElement?.querySelector('button');
    expect(rest && matches(currentRule, rest)).toBe(true);
    expect(mqtt && matches(currentRule, mqtt)).toBe(false);
    expect(category && matches(trailRule, category)).toBe(true);
    expect(toggle && matches(trailRule, toggle)).toBe(true);
    // The look is the one the sidebar gives `data-current` itself, in the components' layer.
    expect(sheet.startsWith('@layer foyer.components{')).toBe(true);
    expect(currentRule).toContain(`background-color:${styles.currentLinkLook.backgroundColor}`);
    // Marking is drawn only: nothing announces it until the sidebar gets the path itself.
    expect(rest).not.toHaveAttribute('aria-current');
  });

  it('is in the server HTML and stays through hydration, then leaves the marking to the interactive sidebar', async () => {
    const page = (isInteractive: boolean) => (
      <>
        <DocSidebarCurrentPage currentPath="/docs/api/rest-api/" />
        <DocSidebar items={items} label="Docs" currentPath={isInteractive ? '/docs/api/rest-api/' : ''} />
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = serverHtml(page(false));
    document.body.append(container);
    const serverStyle = container.querySelector('style');
    expect(serverStyle).not.toBeNull();
    await act(async () => {
      hydrateRoot(container, page(false));
    });
    // Hydrated, it renders nothing: no style is ever written at run time, which a CSP would refuse.
    expect(container.querySelector('style')).toBeNull();
    expect(render(page(true)).container.querySelector('style')).toBeNull();
    container.remove();
  });

  it('treats /a and /a/ as the same page, as the sidebar does', () => {
    const css = docSidebarCurrentPageCss('/docs/api/rest-api?tab=curl#auth');
    expect(css).toContain('[href="/docs/api/rest-api/"]');
    expect(css).toContain('[href="/docs/api/rest-api"]');
  });

  it('keeps any path inside its CSS string and its style element', () => {
    const html = serverHtml(
      <DocSidebarCurrentPage currentPath={'/x"]{}</style><script>alert(1)</script>\\/'} />,
    );
    expect(html).not.toContain('</style><script>');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    const css = docSidebarCurrentPageCss('/a"b\\c/');
    expect(css).toContain('[href="/a\\"b\\\\c/"]');
  });
});
