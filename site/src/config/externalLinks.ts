/**
 * Every address outside this site, in one place. Services that do not exist yet
 * use the reserved `.example` domain so nothing leaks to a real third party.
 */
export const externalLinks = {
  gitHost: 'https://git.foyer.example',
  repository: 'https://git.foyer.example/foyer/foyer',
  repositoryWebsite: 'https://git.foyer.example/foyer/website',
  communityEnglish: 'https://community.foyer.example',
  communityFrench: 'https://communaute.foyer.example',
  trainingFrench: 'https://formation.foyer.example',
  plusService: 'https://plus.foyer.example',
  plusLogin: 'https://plus.foyer.example/login',
  donation: 'https://donate.foyer.example',
  shop: 'https://shop.foyer.example',
  social: {
    mastodon: 'https://social.foyer.example/@foyer',
    youtube: 'https://video.foyer.example/c/foyer',
    linkedin: 'https://linkedin.foyer.example/company/foyer',
  },
} as const;

/** Where a visitor reports a search that should have found something; the query is in the title. */
export function searchReportUrl(query: string): string {
  const title = `Docs search: no results for "${query}"`;
  return `${externalLinks.repository}/issues/new?labels=docs-search&title=${encodeURIComponent(title)}`;
}

/** A person's profile on the project's Git host and on the English forum, from their handles. */
export const profileLinks = {
  git: (handle: string) => `${externalLinks.gitHost}/${encodeURIComponent(handle)}`,
  forum: (handle: string) => `${externalLinks.communityEnglish}/u/${encodeURIComponent(handle)}`,
} as const;
