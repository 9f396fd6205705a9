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
 *
 * The navbar is the one island on the first screen: its server HTML is complete (links,
 * the menus' and search's buttons, the colour toggle drawn by the head script's mode), and
 * its code, the heaviest of what every page shares (react-aria's menu triggers, the
 * mobile menu, the colour store), arrives right after hydration. A press before then is
 * held and repeated, as on the forms; a link followed before then loads its page without
 * the router. The search's shortcuts are the Layout's own and work from hydration. The
 * docs sidebar's tree is links the server HTML already holds, marked by the doc's head.
 * A code block is highlighted in the server HTML: only its copy button waits.
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

export const SiteNavbarIsland = deferredIsland(() =>
  import(/* webpackChunkName: "site-navbar" */ '../components/SiteNavbar').then(
    (module) => module.SiteNavbar,
  ),
);

export const DocsSidebarNavigationIsland = deferredIsland(() =>
  import(/* webpackChunkName: "docs-sidebar-navigation" */ '../slices/DocsSidebarNavigation').then(
    (module) => module.DocsSidebarNavigation,
  ),
);

export const CodeBlockIsland = deferredIsland(() =>
  import(/* webpackChunkName: "code-block" */ '../mdx/MdxCodeBlock').then((module) => module.MdxCodeBlock),
);
