export { Footer } from './Footer';
export type {
  FooterColumn,
  FooterLink,
  FooterProps,
  FooterSocial,
  SocialIconName,
  SocialLink,
} from './Footer';
