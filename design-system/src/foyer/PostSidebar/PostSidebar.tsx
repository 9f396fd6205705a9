import { useId } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Link, type LinkComponentType } from '../../components/Link';
import * as styles from './PostSidebar.css';

export interface PostSidebarPost {
  /** The post's title, the link's text. */
  title: string;
  /** Internal address of the post. */
  href: string;
}

export interface PostSidebarGroup {
  /** Heading of the group, e.g. the year "2024". */
  label: string;
  /** The group's posts, in display order. */
  posts: PostSidebarPost[];
}

export interface PostSidebarProps {
  /** Visible title, also the navigation's accessible name, e.g. "All posts" / "Tous les articles". */
  title: string;
  /** Groups in display order; the site decides how posts are grouped (by year on the Foyer blog). */
  groups: PostSidebarGroup[];
  /** Address of the page being read: its link is marked `aria-current="page"`. */
  currentHref?: string;
  /** Keeps the title for screen readers only, where the surrounding menu already shows it. */
  hideTitle?: boolean;
  /** Level of the title's heading; group headings are one level below. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** Renders the links, so the host site's router handles them. */
  LinkComponent?: LinkComponentType;
  /** Extra class on the navigation, for the host's layout (margins, width); the look itself comes from the theme. */
  className?: string;
}

/** The list of a blog's posts beside a post, under group headings such as years. */
export function PostSidebar({
  title,
  groups,
  currentHref,
  hideTitle = false,
  headingLevel = 2,
  LinkComponent,
  className,
}: PostSidebarProps) {
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  const GroupHeading = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5';
  return (
    <nav aria-labelledby={titleId} className={[styles.root, className].filter(Boolean).join(' ')}>
      {hideTitle ? (
        <VisuallyHidden>
          <Title id={titleId}>{title}</Title>
        </VisuallyHidden>
      ) : (
        <Title id={titleId} className={styles.title}>
          {title}
        </Title>
      )}
      {groups.map((group) => (
        <div key={group.label}>
          <GroupHeading className={styles.yearHeading}>{group.label}</GroupHeading>
          <ul className={styles.list}>
            {group.posts.map((post) => (
              <li key={post.href}>
                <Link
                  href={post.href}
                  isExternal={false}
                  LinkComponent={LinkComponent}
                  aria-current={post.href === currentHref ? 'page' : undefined}
                  data-current={post.href === currentHref || undefined}
                  className={styles.link}
                >
                  {post.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
