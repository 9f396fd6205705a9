import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { Pager } from '../components/Pager';
import { PictureWithInitials } from '../components/PictureWithInitials';
import { Seo } from '../components/Seo';
import { feedTitles, pageLanguage, type LanguageContext } from '../components/pageHead';
import { MdxBody } from '../mdx/MdxBody';
import { sharpImageData } from '../images/sharpImage';
import { required } from './required';
import { withByline } from '../blog/byline';
import { formatDate } from '../i18n/formatDate';
import { localizePath } from '../i18n/routing';
import { usePageLanguage } from '../i18n/usePageLanguage';
import { blogAuthorPath } from '../config/blog';
import { site } from '../config/site';
import { articleJsonLd } from '../seo/jsonLd';
import { shareImageFor } from '../seo/shareImages';
import { BlogLayout } from '../blog/BlogLayout';
import { postNeighbours } from '../blog/neighbours';
import { useBlogIndex } from '../blog/useBlogIndex';
import { FallbackImageIsland, NewsletterFormIsland } from '../lazy/islands';
import * as styles from './BlogPost.css';

type BlogPostProps = PageProps<Queries.BlogPostQuery, LanguageContext>;

/** What a post cannot be shown without, which the schema leaves optional for other MDX. */
function postOf(data: Queries.BlogPostQuery) {
  const mdx = required(data.mdx, 'blog post');
  return {
    ...withByline(mdx.frontmatter, mdx.fields.path),
    path: mdx.fields.path,
    readingTime: required(mdx.fields.readingTime, `reading time of ${mdx.fields.path}`),
    bodyTree: mdx.bodyTree,
  };
}

export default function BlogPost({ data }: BlogPostProps) {
  const { t } = useTranslation('common');
  const language = usePageLanguage();
  const { title, date, author, cover, coverAlt, path: currentPath, readingTime, bodyTree } = postOf(data);
  const coverImage = sharpImageData(cover);

  const { newer, older } = postNeighbours(useBlogIndex(language), currentPath);

  return (
    <BlogLayout currentPath={currentPath}>
      <article>
        <h1>{title}</h1>
        <p className={styles.meta}>
          <PictureWithInitials
            round
            className={styles.avatar}
            src={author.avatar}
            name={author.name}
            size={32}
          />
          <span>
            {t('blog.by')}{' '}
            <Link href={localizePath(blogAuthorPath(author.authorId), language)}>{author.name}</Link>
          </span>
          <span aria-hidden="true">·</span>
          <time dateTime={date.slice(0, 10)}>{formatDate(date, language)}</time>
          <span aria-hidden="true">·</span>
          <span>{t('blog.readingTime', { count: readingTime })}</span>
        </p>
        {coverImage ? (
          // The largest picture above the fold: loaded at once rather than lazily.
          <FallbackImageIsland
            image={coverImage}
            alt={coverAlt ?? ''}
            className={styles.cover}
            loading="eager"
          />
        ) : null}
        <MdxBody tree={bodyTree} />
        <NewsletterFormIsland />
        <Pager
          label={t('blog.neighbours.label')}
          previous={
            newer ? { href: newer.path, title: newer.title, hint: t('blog.neighbours.newer') } : undefined
          }
          next={
            older ? { href: older.path, title: older.title, hint: t('blog.neighbours.older') } : undefined
          }
        />
      </article>
    </BlogLayout>
  );
}

export function Head({ data, pageContext, location }: BlogPostProps) {
  const { title, metaTitle, description, date, author, cover, coverAlt } = postOf(data);
  const share = cover?.childImageSharp?.share;
  const language = pageLanguage(pageContext);
  const image = shareImageFor(
    language,
    share?.src && share.width && share.height
      ? { src: share.src, width: share.width, height: share.height, alt: coverAlt ?? '' }
      : undefined,
  );
  const publishedTime = date.slice(0, 10);
  return (
    <Seo
      language={language}
      pathname={location.pathname}
      title={metaTitle ?? title}
      description={description}
      image={image}
      article={{ publishedTime, author: author.name }}
      jsonLd={articleJsonLd({
        language,
        pathname: location.pathname,
        headline: title,
        description,
        datePublished: publishedTime,
        authorName: author.name,
        authorUrl: `${site.url}${localizePath(blogAuthorPath(author.authorId), language)}`,
        imageUrl: `${site.url}${image.src}`,
      })}
      feedTitles={feedTitles(data)}
    />
  );
}

export const query = graphql`
  query BlogPost($id: String!, $language: String!) {
    mdx(id: { eq: $id }) {
      bodyTree
      fields {
        path
        readingTime
      }
      frontmatter {
        title
        metaTitle
        description
        date
        author {
          authorId
          name
          avatar
        }
        cover {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH)
            share: resize(width: 1200, height: 630, cropFocus: CENTER) {
              src
              width
              height
            }
          }
        }
        coverAlt
      }
    }
    ...FormLocaleStrings
  }
`;
