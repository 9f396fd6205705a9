import type { DocSidebarItem } from '@foyer/design-system';

/**
 * The documentation of Acme Relay, a made-up service that receives webhooks and
 * delivers them to your own endpoints. One source feeds the pages, their tables of
 * contents, the sidebar and the search index.
 */

export interface DocSection {
  /** The heading's id: the target of table-of-contents links and search hits. */
  id: string;
  title: string;
  /** 2 for a section, 3 for a subsection. */
  depth: 2 | 3;
  paragraphs: string[];
}

export interface DocPage {
  path: string;
  title: string;
  /** Where the page sits in the sidebar, and the group its search hits appear under. */
  category: string;
  introduction: string;
  sections: DocSection[];
}

export const docPages: DocPage[] = [
  {
    path: '/docs/getting-started/',
    title: 'Getting started',
    category: 'Guides',
    introduction:
      'Acme Relay sits between the services that send you webhooks and the code that handles them. It accepts every event at once, keeps it, and hands it to your endpoint when your endpoint is ready.',
    sections: [
      {
        id: 'create-a-relay',
        title: 'Create a relay',
        depth: 2,
        paragraphs: [
          'A relay is one public address that collects events, and one destination that receives them. Name it after the sender, such as "billing" or "repository pushes", so the dashboard reads well later.',
          'Give the sender the public address the dashboard shows. Events start to queue as soon as the first one arrives, even before a destination is set.',
        ],
      },
      {
        id: 'send-a-test-event',
        title: 'Send a test event',
        depth: 2,
        paragraphs: [
          'Before you trust a relay with real traffic, push a test event through it and watch it arrive at your destination with its original headers.',
        ],
      },
      {
        id: 'from-the-command-line',
        title: 'From the command line',
        depth: 3,
        paragraphs: [
          'Post any JSON body to the relay address with curl. The answer comes back within a few milliseconds with the id of the stored event, long before your endpoint has seen it.',
        ],
      },
    ],
  },
  {
    path: '/docs/deploying/',
    title: 'Deploying',
    category: 'Guides',
    introduction:
      'Acme Relay runs as a hosted service, or on your own machines from a single container image. Both read the same configuration file.',
    sections: [
      {
        id: 'self-hosting',
        title: 'Self-hosting',
        depth: 2,
        paragraphs: [
          'Run the container with a volume for its queue. One instance handles a few thousand events a second; start a second one behind your load balancer when you need more, since both share the queue.',
        ],
      },
      {
        id: 'health-checks',
        title: 'Health checks',
        depth: 2,
        paragraphs: [
          'Each instance answers on /healthz once its queue is open. Point your orchestrator at it, and leave an instance out of rotation while the check fails.',
        ],
      },
    ],
  },
  {
    path: '/docs/configuration/',
    title: 'Configuration',
    category: 'Reference',
    introduction:
      'Every setting of a relay lives in one YAML file, versioned with your code. The dashboard shows the file it runs with and never changes it behind your back.',
    sections: [
      {
        id: 'retries',
        title: 'Retries',
        depth: 2,
        paragraphs: [
          'When your endpoint fails or times out, the relay tries again with growing pauses: ten seconds, then a minute, then ten minutes, up to the limit you set. An event that still fails waits in the dead-letter list until someone replays it.',
        ],
      },
      {
        id: 'signing-secrets',
        title: 'Signing secrets',
        depth: 2,
        paragraphs: [
          'The relay signs every delivery with a secret only you and it know, so your endpoint can refuse anything that did not come through it. Rotate the secret from the dashboard; both the old and the new one are accepted for an hour.',
        ],
      },
      {
        id: 'rate-limits',
        title: 'Rate limits',
        depth: 2,
        paragraphs: [
          'Cap the deliveries per second to protect a fragile endpoint. Events above the cap wait in the queue rather than fail, and are delivered in the order they arrived.',
        ],
      },
    ],
  },
];

export function findDocPage(path: string): DocPage | undefined {
  return docPages.find((page) => page.path === path);
}

/** The sidebar, one category per `category`, in the order pages first appear. */
export const docSidebar: DocSidebarItem[] = [...new Set(docPages.map((page) => page.category))].map(
  (category) => ({
    type: 'category',
    label: category,
    items: docPages
      .filter((page) => page.category === category)
      .map((page) => ({ type: 'link', label: page.title, href: page.path })),
  }),
);
