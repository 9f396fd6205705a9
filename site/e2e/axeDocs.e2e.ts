import { auditPages } from './support/axe';
import { LOCALIZED_ROUTES } from './support/routes';

/** Every docs page of both languages in the default dark theme (the other half is in axe.e2e.ts). */
const docs = LOCALIZED_ROUTES.map(([, route]) => route).filter((route) => /^(\/fr)?\/docs\//.test(route));
auditPages('axe (WCAG 2.2 AA): docs', docs, 'dark');
