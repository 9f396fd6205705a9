export { Container } from './Container';
export type { ContainerElement, ContainerProps } from './Container';
