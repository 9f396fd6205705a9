import { useId, type ReactNode } from 'react';
import { Link, type LinkComponentType } from '../../components/Link';
import * as styles from './PostCard.css';

export interface PostCardAuthor {
  name: string;
  /** The author's page; the name is plain text without it. */
  href?: string;
}

export interface PostCardLabels {
  /** Put before the author's name, e.g. "By" / "Par". */
  by: string;
}

export interface PostCardProps {
  title: string;
  /** Internal address of the post. */
  href: string;
  /** Publication date as an ISO string, for `<time dateTime>`. */
  date: string;
  /** The date as the site displays it, e.g. "12 March 2025" / "12 mars 2025". */
  formattedDate: string;
  author?: PostCardAuthor;
  /** Display text, e.g. "5 min read" / "5 min de lecture". */
  readingTime: string;
  excerpt: string;
  /** Cover picture; a decorative one should have an empty `alt`. */
  image?: ReactNode;
  labels?: PostCardLabels;
  /** Level of the title's heading in the page outline. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** Renders internal links, so the host site's router handles them. */
  LinkComponent?: LinkComponentType;
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
