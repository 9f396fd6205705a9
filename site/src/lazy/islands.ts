import { deferredIsland } from './deferredIsland';

/**
 * The parts whose code loads after the page has hydrated (see deferredIsland): each
 * is below the first screen, only animates what the server HTML already shows (the
 * counters of /open/), only filters a list the server HTML already shows in full (the
 * integrations catalogue), or, for pictures, only handles a failure to load. A doc's
 * breadcrumbs are links the server HTML already holds: until their code arrives (or the
 * visitor points at them), following one loads the page without the router. A page's
 * table of contents is links the server HTML already holds: until its code arrives, only
 * the mark on the section in view waits. The end of a doc ("Was this page helpful?",
 * "Edit this page", previous and next) is a form whose server HTML posts by itself, and
 * links: a press before its code arrives is held, a link followed loads its page. "Copy
 * page as Markdown" above a doc is a button whose press is held the same way.
 */
export const NewsletterFormIsland = deferredIsland(() =>
  import(/* webpackChunkName: "newsletter-form" */ '../forms/NewsletterForm').then(
    (module) => module.NewsletterForm,
  ),
);

export const PlusSignupFormIsland = deferredIsland(() =>
  import(/* webpackChunkName: "plus-signup-form" */ '../forms/PlusSignupForm').then(
    (module) => module.PlusSignupForm,
  ),
);

export const IntegrationsExplorerIsland = deferredIsland(() =>
  import(/* webpackChunkName: "integrations-explorer" */ '../integrations/IntegrationsExplorer').then(
    (module) => module.IntegrationsExplorer,
  ),
);

export const FallbackImageIsland = deferredIsland(() =>
  import(/* webpackChunkName: "fallback-image" */ '../components/FallbackImage').then(
    (module) => module.FallbackImage,
  ),
);

export const SiteFooterIsland = deferredIsland(() =>
  import(/* webpackChunkName: "site-footer" */ '../components/SiteFooter').then(
    (module) => module.SiteFooter,
  ),
);

export const SiteAnnouncementIsland = deferredIsland(() =>
  import(/* webpackChunkName: "site-announcement" */ '../components/SiteAnnouncement').then(
    (module) => module.SiteAnnouncement,
  ),
);

export const IntegrationsByTechnologyIsland = deferredIsland(() =>
  import(
    /* webpackChunkName: "integrations-by-technology" */ '../integrations/IntegrationsByTechnology'
  ).then((module) => module.IntegrationsByTechnology),
);

export const ProjectCountersIsland = deferredIsland(() =>
  import(/* webpackChunkName: "project-counters" */ '../open/ProjectCounters').then(
    (module) => module.ProjectCounters,
  ),
);

export const DocBreadcrumbsIsland = deferredIsland(() =>
  import(/* webpackChunkName: "doc-breadcrumbs" */ '../docs/DocBreadcrumbs').then(
    (module) => module.DocBreadcrumbs,
  ),
);

export const PageTableOfContentsIsland = deferredIsland(() =>
  import(/* webpackChunkName: "page-table-of-contents" */ '../components/PageTableOfContents').then(
    (module) => module.PageTableOfContents,
  ),
);

export const CopyPageAsMarkdownIsland = deferredIsland(() =>
  import(/* webpackChunkName: "copy-page-as-markdown" */ '../docs/CopyPageAsMarkdown').then(
    (module) => module.CopyPageAsMarkdown,
  ),
);

export const DocEndIsland = deferredIsland(() =>
  import(/* webpackChunkName: "doc-end" */ '../docs/DocEnd').then((module) => module.DocEnd),
);
