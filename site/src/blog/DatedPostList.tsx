import { Link } from '@foyer/design-system';
import { formatDate } from '../i18n/formatDate';
import { usePageLanguage } from '../i18n/usePageLanguage';
import type { PostSummary } from './postSummary';
import * as styles from './blog.css';

/** Posts as a list of dates and titles, as on the archive and the authors page. */
export function DatedPostList({ posts }: { posts: PostSummary[] }) {
  const language = usePageLanguage();
  return (
    <ul className={styles.archiveList}>
      {posts.map((post) => (
        <li key={post.id} className={styles.archiveItem}>
          <time dateTime={post.frontmatter.date.slice(0, 10)} className={styles.muted}>
            {formatDate(post.frontmatter.date, language)}
          </time>
          <Link href={post.fields.path}>{post.frontmatter.title}</Link>
        </li>
      ))}
    </ul>
  );
}
