export { ProgressBar } from './ProgressBar';
export type { ProgressBarLabels, ProgressBarProps } from './ProgressBar';
