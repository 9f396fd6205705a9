export { TableOfContents } from './TableOfContents';
export type { TableOfContentsProps, TocHeading } from './TableOfContents';
