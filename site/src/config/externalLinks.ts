/**
 * Every address outside this site, in one place. Services that do not exist yet
 * use the reserved `.example` domain so nothing leaks to a real third party.
 */
export const externalLinks = {
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
