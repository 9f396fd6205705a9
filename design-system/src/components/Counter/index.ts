export { Counter } from './Counter';
export { easeOutValue } from './easeOut';
export type { CounterProps } from './Counter';
