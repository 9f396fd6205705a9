export { Footer } from './Footer';
export type { FooterColumn, FooterLink, FooterProps, FooterSocial, FooterLabels, SocialLink } from './Footer';
