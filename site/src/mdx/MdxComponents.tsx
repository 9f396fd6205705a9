import type { AnchorHTMLAttributes, ComponentProps, ElementType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Admonition, LazyBoundary, Link, lazyWithRetry } from '@foyer/design-system';
import type { MdxTabsProps, TabItemProps } from './MdxTabs';
import type { MdxComponentName } from './mdxTree';
import * as styles from './MdxComponents.css';
import { CodeBlockIsland, IntegrationsByTechnologyIsland } from '../lazy/islands';
import { lazyInline } from './lazyInline';
import type { Price as EagerPrice } from './OfferValues';

type AdmonitionType = 'note' | 'tip' | 'warning' | 'danger';

function MdxAdmonition({
  type = 'note',
  title,
  children,
}: {
  type?: AdmonitionType;
  title?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Admonition type={type} title={title ?? t(`mdx.admonition.${type}`)}>
      {children}
    </Admonition>
  );
}

/** A tab of `<Tabs>` in MDX; rendered by MdxTabs, never on its own. */
function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

// Few pages have tabs, and react-aria's tabs and selection weigh 12 KB gzip: they load
// only where used. The server HTML already holds every tab, so nothing shifts meanwhile.
const MdxTabsChunk = lazyWithRetry(() => import(/* webpackChunkName: "mdx-tabs" */ './MdxTabs'));

function LazyMdxTabs(props: MdxTabsProps) {
  const { t } = useTranslation('common');
  return (
    <LazyBoundary
      labels={{ loading: t('mdx.tabs.loading'), retry: t('mdx.tabs.retry'), errorTitle: t('mdx.tabs.error') }}
    >
      <MdxTabsChunk {...props} />
    </LazyBoundary>
  );
}

// Prices and the operator's legal identity appear on a handful of pages (Plus, legal).
const Price = lazyInline<ComponentProps<typeof EagerPrice>>(() =>
  import(/* webpackChunkName: "mdx-offer-values" */ './OfferValues').then((module) => ({
    default: module.Price,
  })),
);
const TrialDays = lazyInline<Record<string, never>>(() =>
  import(/* webpackChunkName: "mdx-offer-values" */ './OfferValues').then((module) => ({
    default: module.TrialDays,
  })),
);
const LegalEntity = lazyInline<{ field: string }>(() =>
  import(/* webpackChunkName: "mdx-legal-entity" */ './LegalEntity').then((module) => ({
    default: module.LegalEntity,
  })),
);

function MdxLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith('#')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} {...rest}>
      {children}
    </Link>
  );
}

function headingWithAnchor(Tag: 'h2' | 'h3') {
  return function MdxHeading({ id, children }: { id?: string; children?: ReactNode }) {
    const { t } = useTranslation('common');
    return (
      <Tag id={id} className={styles.heading}>
        {children}
        {id ? (
          <a href={`#${id}`} className={styles.anchor} aria-label={t('mdx.headingLink')}>
            #
          </a>
        ) : null}
      </Tag>
    );
  };
}

/**
 * What MDX content may use without importing it (every name of MDX_COMPONENT_NAMES):
 * fences become CodeBlock at build time. HTML written as JSX in MDX goes through these too.
 */
export const mdxComponents = {
  a: MdxLink,
  h2: headingWithAnchor('h2'),
  h3: headingWithAnchor('h3'),
  Admonition: MdxAdmonition,
  CodeBlock: CodeBlockIsland,
  Tabs: LazyMdxTabs,
  TabItem,
  IntegrationsByTechnology: IntegrationsByTechnologyIsland,
  Price,
  TrialDays,
  LegalEntity,
} satisfies Record<MdxComponentName | 'a' | 'h2' | 'h3', ElementType>;
