export { SubmitButton } from './SubmitButton';
export type { SubmitButtonLabels, SubmitButtonProps } from './SubmitButton';
