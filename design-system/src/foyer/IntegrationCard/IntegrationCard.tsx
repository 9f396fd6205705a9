import { useId, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Link, type LinkComponentType } from '../../components/Link';
import * as styles from './IntegrationCard.css';

export interface IntegrationCardLabels {
  /** Visible text of the documentation link, e.g. "Doc". */
  doc: string;
  /** Visible text of the purchase link, e.g. "Buy" / "Acheter". */
  buy: string;
  /** Accessible name of the list of technologies, e.g. "Technologies". */
  technologies: string;
  /** Read after the external purchase link, e.g. "(opens in a new tab)"; the provider's `link.opensInNewTab` label by default. */
  opensInNewTab?: string;
  /** @deprecated Since 0.2: use `opensInNewTab`, which wins when both are set. */
  externalLink?: string;
  /** Read before the data-flow badge by screen readers, punctuation included, e.g. "Where the data goes:"; nothing by default. */
  dataFlow?: string;
}

/** Where an integration's data goes, from the most private to the least. */
export type IntegrationCardDataFlowKind = 'local' | 'local-optional-cloud' | 'cloud';

/**
 * A badge saying where the integration's data goes, with a sentence that explains it.
 * The kind sets the badge's colour; the words come from the host site, in its language.
 */
export interface IntegrationCardDataFlow {
  /** Where the data goes; sets the badge's colour (success, info or warning pair of the theme). */
  kind: IntegrationCardDataFlowKind;
  /** The badge's text, e.g. "Local only" or "Needs OpenAI". */
  label: string;
  /** One sentence on what leaves the house, and when. */
  description: string;
}

/**
 * An external shop page (sponsored, new tab) or an internal page such as `/plus/`, and
 * what it sells with its article ("a Philips Hue bridge"): the link is then read "Buy a
 * Philips Hue bridge" instead of "Buy — <name>", so nobody follows it unsure of what is sold.
 */
export type IntegrationCardBuy = {
  /** The shop's page (external, opened in a new tab) or a page of the site such as `/plus/`. */
  href: string;
  /** What the link sells, with its article, e.g. "a Philips Hue bridge"; read after "Buy". */
  product?: string;
} & (
  | {
      /** An external shop: the link opens in a new tab and is marked `sponsored`. Default. */
      internal?: false;
    }
  | {
      /** A page of the site, routed through the link component. */
      internal: true;
    }
);

export interface IntegrationCardProps {
  /** The integration's name, the card's heading. */
  name: string;
  /** Decorative mark (inline SVG or `<img alt="">`): the name is the text. */
  logo: ReactNode;
  /** Technologies it works with, e.g. "Zigbee", "Matter", listed under the name. */
  technologies: string[];
  /** One or two sentences on what it does; none by default. */
  description?: string;
  /** Internal address of the integration's documentation. */
  docHref: string;
  /** Where to buy what it needs; no purchase link without it. */
  buy?: IntegrationCardBuy;
  /** Where its data goes, shown as a badge and a sentence under the description; none by default. */
  dataFlow?: IntegrationCardDataFlow;
  /** The card's strings, in the page's language. */
  labels: IntegrationCardLabels;
  /** Level of the name's heading in the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Renders internal links, so the host site's router handles them. */
  LinkComponent?: LinkComponentType;
  /** Extra class on the card, for the host's layout (margins, width); the look itself comes from the theme. */
  className?: string;
}

/**
 * One integration of the catalogue. The action links carry the integration's name
 * after their visible text, so a page of cards does not read as forty links named "Doc".
 */
export function IntegrationCard({
  name,
  logo,
  technologies,
  description,
  docHref,
  buy,
  dataFlow,
  labels,
  headingLevel = 3,
  LinkComponent,
  className,
}: IntegrationCardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const nameSuffix = <VisuallyHidden elementType="span">{` — ${name}`}</VisuallyHidden>;

  return (
    <article aria-labelledby={headingId} className={[styles.card, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <div className={styles.logo} aria-hidden="true">
          {logo}
        </div>
        <Heading id={headingId} className={styles.name}>
          {name}
        </Heading>
      </div>
      {description ? <p className={styles.description}>{description}</p> : null}
      {dataFlow ? (
        <p className={styles.dataFlow} data-data-flow={dataFlow.kind}>
          {labels.dataFlow ? (
            <VisuallyHidden elementType="span">{`${labels.dataFlow} `}</VisuallyHidden>
          ) : null}
          <span className={`${styles.dataFlowBadge} ${styles.dataFlowKinds[dataFlow.kind]}`}>
            {dataFlow.label}
          </span>{' '}
          <span className={styles.dataFlowDescription}>{dataFlow.description}</span>
        </p>
      ) : null}
      {technologies.length > 0 ? (
        <ul aria-label={labels.technologies} className={styles.tags}>
          {technologies.map((technology) => (
            <li key={technology} className={styles.tag}>
              {technology}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <Link
          href={docHref}
          isExternal={false}
          LinkComponent={LinkComponent}
          className={`${styles.action} ${styles.docAction}`}
        >
          {labels.doc}
          {nameSuffix}
        </Link>
        {buy ? (
          <Link
            href={buy.href}
            // A shop that pays for the listing: search engines must not read it as an endorsement.
            {...(buy.internal
              ? { isExternal: false, LinkComponent }
              : {
                  isExternal: true,
                  rel: 'sponsored',
                  opensInNewTabLabel: labels.opensInNewTab ?? labels.externalLink,
                })}
            className={`${styles.action} ${styles.buyAction}`}
          >
            {labels.buy}
            {buy.product ? (
              <VisuallyHidden elementType="span">{` ${buy.product}`}</VisuallyHidden>
            ) : (
              nameSuffix
            )}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
