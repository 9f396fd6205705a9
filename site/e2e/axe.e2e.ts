import { auditPages } from './support/axe';
import { LOCALIZED_ROUTES } from './support/routes';

/*
 * Every page of both languages in the default dark theme, split with
 * axeDocs.e2e.ts so the two halves run in parallel workers.
 */
const pages = [
  ...LOCALIZED_ROUTES.map(([, route]) => route).filter((route) => !/^(\/fr)?\/docs\//.test(route)),
  '/no-such-page/',
  '/fr/pas-de-page/',
];
auditPages('axe (WCAG 2.2 AA): marketing pages, blog and not-found pages', pages, 'dark');

/** One page of each template, in the light theme and on a phone. */
const templates = [
  '/',
  '/fr/',
  '/docs/installation/docker/',
  '/fr/docs/integrations/',
  '/blog/',
  '/fr/blog/matter-support/',
  '/blog/archive/',
  '/blog/authors/',
  '/contact/',
  '/fr/plus/',
  '/plus/privacy/',
  '/integrations/',
  '/open/',
  '/search/',
  '/starter-kit/',
  '/payment_success/',
  '/forms/sent/',
  '/fr/newsletter/confirm/?token=axe',
  '/no-such-page/',
];
auditPages('axe (WCAG 2.2 AA): one page per template in the light theme', templates, 'light');
auditPages('axe (WCAG 2.2 AA): one page per template on a phone', templates, 'dark', 390);
