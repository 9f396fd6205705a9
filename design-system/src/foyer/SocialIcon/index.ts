export { SocialIcon } from './SocialIcon';
export type { SocialIconName } from './SocialIcon';
