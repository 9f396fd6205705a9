export { Link } from './Link';
export type { LinkComponentProps, LinkComponentType, LinkProps, LinkVariant } from './Link';
