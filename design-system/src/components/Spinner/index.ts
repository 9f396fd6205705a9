export { Spinner } from './Spinner';
export type { SpinnerLabels, SpinnerProps, SpinnerSize } from './Spinner';
