import type { ReactNode } from 'react';
import { graphql, type PageProps } from 'gatsby';
import { GatsbyImage, getImage, type ImageDataLike } from 'gatsby-plugin-image';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { pageLanguage, type LanguageContext } from '../components/pageHead';
import type { LocaleStringsData } from '../i18n/localeStrings';
import { formatDate } from '../i18n/formatDate';
import { usePageLanguage } from '../i18n/usePageLanguage';
import * as styles from './DocPage.css';

interface DocPageData extends LocaleStringsData {
  mdx: {
    frontmatter: {
      title: string;
      description: string;
      lastUpdated: string | null;
      image: ImageDataLike | null;
      imageAlt: string | null;
    };
  };
}

type DocPageProps = PageProps<DocPageData, LanguageContext> & { children: ReactNode };

export default function DocPage({ data, children }: DocPageProps) {
  const { t } = useTranslation('common');
  const language = usePageLanguage();
  const { title, lastUpdated, image, imageAlt } = data.mdx.frontmatter;
  const imageData = image ? getImage(image) : undefined;
  return (
    <Layout>
      <article className={styles.article}>
        <h1>{title}</h1>
        {imageData ? <GatsbyImage image={imageData} alt={imageAlt ?? ''} className={styles.hero} /> : null}
        {children}
        {lastUpdated ? (
          <p className={styles.meta}>{t('docs.lastUpdated', { date: formatDate(lastUpdated, language) })}</p>
        ) : null}
      </article>
    </Layout>
  );
}

export function Head({ data, pageContext, location }: PageProps<DocPageData, LanguageContext>) {
  return (
    <Seo
      language={pageLanguage(pageContext)}
      pathname={location.pathname}
      title={data.mdx.frontmatter.title}
      description={data.mdx.frontmatter.description}
    />
  );
}

export const query = graphql`
  query DocPage($id: String!, $language: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        lastUpdated
        image {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH)
          }
        }
        imageAlt
      }
    }
    ...LocaleStrings
  }
`;
