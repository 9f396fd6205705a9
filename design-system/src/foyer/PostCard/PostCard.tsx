import { useId, type ReactNode } from 'react';
import { Link, type LinkComponentType } from '../../components/Link';
import * as styles from './PostCard.css';

export interface PostCardAuthor {
  /** The author's display name. */
  name: string;
  /** The author's page; the name is plain text without it. */
  href?: string;
}

export interface PostCardLabels {
  /** Put before the author's name, e.g. "By" / "Par". */
  by: string;
}

export interface PostCardProps {
  /** The post's title, the card's heading and link. */
  title: string;
  /** Internal address of the post. */
  href: string;
  /** Publication date as an ISO string, for `<time dateTime>`. */
  date: string;
  /** The date as the site displays it, e.g. "12 March 2025" / "12 mars 2025". */
  formattedDate: string;
  /** Who wrote the post; no byline without it. */
  author?: PostCardAuthor;
  /** Display text, e.g. "5 min read" / "5 min de lecture". */
  readingTime: string;
  /** A sentence or two from the post, shown on the card to help choose it. */
  excerpt: string;
  /** Cover picture; a decorative one should have an empty `alt`. */
  image?: ReactNode;
  /** The card's strings; English by default. */
  labels?: PostCardLabels;
  /** Level of the title's heading in the page outline. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** Renders internal links, so the host site's router handles them. */
  LinkComponent?: LinkComponentType;
  /** Extra class on the card, for the host's layout (margins, width); the look itself comes from the theme. */
  className?: string;
}

/** A blog post in a list: its title links to it, then date, author, reading time and excerpt. */
export function PostCard({
  title,
  href,
  date,
  formattedDate,
  author,
  readingTime,
  excerpt,
  image,
  labels,
  headingLevel = 2,
  LinkComponent,
  className,
}: PostCardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const separator = (
    <span aria-hidden="true" className={styles.separator}>
      ·
    </span>
  );

  return (
    <article aria-labelledby={headingId} className={[styles.card, className].filter(Boolean).join(' ')}>
      <Heading id={headingId} className={styles.title}>
        <Link href={href} isExternal={false} LinkComponent={LinkComponent} className={styles.titleLink}>
          {title}
        </Link>
      </Heading>
      <p className={styles.meta}>
        <time dateTime={date}>{formattedDate}</time>
        {author ? (
          <>
            {separator}
            <span>
              {labels?.by ? `${labels.by} ` : null}
              {author.href ? (
                <Link href={author.href} LinkComponent={LinkComponent}>
                  {author.name}
                </Link>
              ) : (
                author.name
              )}
            </span>
          </>
        ) : null}
        {separator}
        <span>{readingTime}</span>
      </p>
      <p className={styles.excerpt}>{excerpt}</p>
      {/* Last in reading order, so screen readers meet the title first; shown on top. */}
      {image ? <div className={styles.cover}>{image}</div> : null}
    </article>
  );
}
