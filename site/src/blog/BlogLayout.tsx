import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PostSidebar } from '@foyer/design-system/foyer';
import { Layout } from '../components/Layout';
import { SiteLink } from '../components/SiteLink';
import { usePageLanguage } from '../i18n/usePageLanguage';
import { groupByYear } from './groupByYear';
import { useBlogIndex } from './useBlogIndex';
import * as styles from './BlogLayout.css';

export interface BlogLayoutProps {
  children: ReactNode;
  /** The post being read, marked in the sidebar; none on the lists. */
  currentPath?: string;
}

/**
 * Every page of the blog (lists, archive, authors, posts): its content beside the
 * sidebar of all posts under year headings, which phones find in the menu instead.
 */
export function BlogLayout({ children, currentPath }: BlogLayoutProps) {
  const { t } = useTranslation('common');
  const posts = useBlogIndex(usePageLanguage());
  const sidebarProps = {
    title: t('blog.sidebar'),
    groups: groupByYear(posts).map(({ year, posts: yearPosts }) => ({
      label: year,
      posts: yearPosts.map((post) => ({ title: post.title, href: post.path })),
    })),
    currentHref: currentPath,
    LinkComponent: SiteLink,
  };
  return (
    <Layout
      // The mobile menu shows its own title above the list.
      secondaryMenu={<PostSidebar {...sidebarProps} hideTitle />}
      secondaryMenuTitle={t('blog.sidebar')}
    >
      <div className={styles.columns}>
        <div className={styles.content}>{children}</div>
        <div className={styles.sidebar}>
          <PostSidebar {...sidebarProps} />
        </div>
      </div>
    </Layout>
  );
}
