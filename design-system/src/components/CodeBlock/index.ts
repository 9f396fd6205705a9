export { CodeBlock } from './CodeBlock';
export type { CodeBlockLabels, CodeBlockProps } from './CodeBlock';
