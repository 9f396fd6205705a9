export { SkipLink } from './SkipLink';
export type { SkipLinkProps } from './SkipLink';
export type { SkipLinkLabels } from './SkipLink.labels';
