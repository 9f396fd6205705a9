import { useTranslation } from 'react-i18next';
import { PostCard } from '@foyer/design-system/foyer';
import { blogAuthorPath } from '../config/blog';
import { formatDate } from '../i18n/formatDate';
import { localizePath } from '../i18n/routing';
import { usePageLanguage } from '../i18n/usePageLanguage';
import type { PostSummary } from './postSummary';

/** A post in a blog list: the design system's PostCard with the site's strings and links. */
export function BlogPostCard({ post }: { post: PostSummary }) {
  const { t } = useTranslation('common');
  const language = usePageLanguage();
  const { title, description, date, author } = post.frontmatter;
  return (
    <PostCard
      title={title}
      href={post.fields.path}
      date={date.slice(0, 10)}
      formattedDate={formatDate(date, language)}
      author={{ name: author.name, href: localizePath(blogAuthorPath(author.authorId), language) }}
      readingTime={t('blog.readingTime', { count: post.fields.readingTime })}
      excerpt={description}
      labels={{ by: t('blog.by') }}
    />
  );
}
