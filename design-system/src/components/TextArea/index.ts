export { TextArea } from './TextArea';
export type { TextAreaLabels, TextAreaProps } from './TextArea';
