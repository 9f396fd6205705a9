export { Link } from './Link';
export type { LinkComponentProps, LinkComponentType, LinkLabels, LinkProps, LinkVariant } from './Link';
