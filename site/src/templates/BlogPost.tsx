import type { ReactNode } from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { MDXProvider } from '@mdx-js/react';
import { Layout } from '../components/Layout';
import { mdxComponents } from '../mdx/MdxComponents';
import { prose } from '../mdx/prose.css';
import { MdxHead, type LanguageContext } from '../components/pageHead';
import type { LocaleStringsData } from '../i18n/localeStrings';
import { formatDate } from '../i18n/formatDate';
import { usePageLanguage } from '../i18n/usePageLanguage';
import * as styles from './BlogPost.css';

interface BlogPostData extends LocaleStringsData {
  mdx: { frontmatter: { title: string; description: string; date: string } };
}

type BlogPostProps = PageProps<BlogPostData, LanguageContext> & { children: ReactNode };

export default function BlogPost({ data, children }: BlogPostProps) {
  const { t } = useTranslation('common');
  const language = usePageLanguage();
  const { title, date } = data.mdx.frontmatter;
  return (
    <Layout>
      <article className={styles.article}>
        <h1>{title}</h1>
        <p className={styles.meta}>
          <time dateTime={date}>{t('blog.postedOn', { date: formatDate(date, language) })}</time>
        </p>
        <div className={prose}>
          <MDXProvider components={mdxComponents}>{children}</MDXProvider>
        </div>
      </article>
    </Layout>
  );
}

export const Head = MdxHead;

export const query = graphql`
  query BlogPost($id: String!, $language: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        date
      }
    }
    ...LocaleStrings
  }
`;
