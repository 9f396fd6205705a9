/**
 * Where the Markdown copy of a page is published: the page's address with `.md` in
 * place of its trailing slash (`/docs/installation/docker/` → `/docs/installation/docker.md`),
 * and `index.md` inside a section's own page (`/fr/docs/` → `/fr/docs/index.md`).
 */
export function markdownPath(pagePath: string): string {
  if (!pagePath.startsWith('/') || !pagePath.endsWith('/')) {
    throw new Error(`${pagePath}: a page address starts and ends with a slash`);
  }
  const isSection = pagePath === '/' || /^\/(?:[a-z]{2}\/)?docs\/$/.test(pagePath);
  return isSection ? `${pagePath}index.md` : `${pagePath.slice(0, -1)}.md`;
}
