export { TableOfContents } from './TableOfContents';
export type { TableOfContentsLabels, TableOfContentsProps, TocHeading } from './TableOfContents';
