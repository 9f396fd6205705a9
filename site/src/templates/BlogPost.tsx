import { graphql, type PageProps } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { PostSidebar } from '@foyer/design-system/foyer';
import { Layout } from '../components/Layout';
import { Pager } from '../components/Pager';
import { SiteLink } from '../components/SiteLink';
import { Seo } from '../components/Seo';
import { feedTitles, pageLanguage, type LanguageContext } from '../components/pageHead';
import { MdxBody } from '../mdx/MdxBody';
import { sharpImageData } from '../images/sharpImage';
import type { MdxTreeNode } from '../mdx/mdxTree';
import type { LocaleStringsData } from '../i18n/localeStrings';
import { formatDate } from '../i18n/formatDate';
import { localizePath } from '../i18n/routing';
import { usePageLanguage } from '../i18n/usePageLanguage';
import { blogAuthorPath } from '../config/blog';
import { site } from '../config/site';
import { articleJsonLd } from '../seo/jsonLd';
import { shareImageFor } from '../seo/shareImages';
import { groupByYear } from '../blog/groupByYear';
import { postNeighbours } from '../blog/neighbours';
import { FallbackImageIsland, NewsletterFormIsland } from '../lazy/islands';
import type { PostSummary } from '../blog/postSummary';
import * as styles from './BlogPost.css';

interface BlogPostData extends LocaleStringsData {
  mdx: {
    bodyTree: MdxTreeNode[];
    fields: { path: string; readingTime: number };
    frontmatter: {
      title: string;
      metaTitle: string | null;
      description: string;
      date: string;
      author: { authorId: string; name: string; avatar: string };
      cover: {
        childImageSharp: {
          gatsbyImageData: IGatsbyImageData;
          share: { src: string; width: number; height: number };
        };
      } | null;
      coverAlt: string | null;
    };
  };
  posts: { nodes: PostSummary[] };
}

type BlogPostProps = PageProps<BlogPostData, LanguageContext>;

export default function BlogPost({ data }: BlogPostProps) {
  const { t } = useTranslation('common');
  const language = usePageLanguage();
  const { title, date, author, cover, coverAlt } = data.mdx.frontmatter;
  const currentPath = data.mdx.fields.path;
  const coverImage = sharpImageData(cover);

  const summaries = data.posts.nodes.map((post) => ({
    title: post.frontmatter.title,
    href: post.fields.path,
    path: post.fields.path,
    date: post.frontmatter.date,
  }));
  const { newer, older } = postNeighbours(summaries, currentPath);
  const sidebarProps = {
    title: t('blog.sidebar'),
    groups: groupByYear(summaries).map(({ year, posts }) => ({ label: year, posts })),
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
        <article className={styles.article}>
          <h1>{title}</h1>
          <p className={styles.meta}>
            <img className={styles.avatar} src={author.avatar} alt="" width={32} height={32} />
            <span>
              {t('blog.by')}{' '}
              <Link href={localizePath(blogAuthorPath(author.authorId), language)}>{author.name}</Link>
            </span>
            <span aria-hidden="true">·</span>
            <time dateTime={date.slice(0, 10)}>{formatDate(date, language)}</time>
            <span aria-hidden="true">·</span>
            <span>{t('blog.readingTime', { count: data.mdx.fields.readingTime })}</span>
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
          <MdxBody tree={data.mdx.bodyTree} />
          <NewsletterFormIsland />
          <Pager
            label={t('blog.neighbours.label')}
            previous={
              newer ? { href: newer.href, title: newer.title, hint: t('blog.neighbours.newer') } : undefined
            }
            next={
              older ? { href: older.href, title: older.title, hint: t('blog.neighbours.older') } : undefined
            }
          />
        </article>
        <div className={styles.sidebar}>
          <PostSidebar {...sidebarProps} />
        </div>
      </div>
    </Layout>
  );
}

export function Head({ data, pageContext, location }: PageProps<BlogPostData, LanguageContext>) {
  const { title, metaTitle, description, date, author, cover, coverAlt } = data.mdx.frontmatter;
  const share = cover?.childImageSharp.share;
  const language = pageLanguage(pageContext);
  const image = shareImageFor(language, share ? { ...share, alt: coverAlt ?? '' } : undefined);
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
    posts: allMdx(
      filter: { fields: { collection: { eq: "blog" }, language: { eq: $language } } }
      sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]
    ) {
      nodes {
        ...PostSummary
      }
    }
    ...FormLocaleStrings
  }
`;
