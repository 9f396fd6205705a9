export { HomeHero } from './HomeHero';
export { HomeFeatures } from './HomeFeatures';
export { HomePrivacy } from './HomePrivacy';
export { HomeInstall } from './HomeInstall';
