export { site } from './site';
export { externalLinks } from './externalLinks';
export { services } from './services';
export { IMAGE_BREAKPOINTS } from './images';
export { MARKETING_ROUTES, DOCS_HOME, BLOG_HOME, SITE_PRIVACY_PATH, docPath, blogPostPath } from './routes';
