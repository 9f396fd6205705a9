import { graphql, Slice, type PageProps } from 'gatsby';
import { sharpImageData } from '../images/sharpImage';
import { DocEndIsland, FallbackImageIsland, PageTableOfContentsIsland } from '../lazy/islands';
import { Layout } from '../components/Layout';
import { MdxBody } from '../mdx/MdxBody';
import { required } from './required';
import { MdxHead, type LanguageContext } from '../components/pageHead';
import type { DocChrome } from '../docs/docChromeContext';
import { DocHeader } from '../docs/DocChrome';
import type { PageFreshness } from '../docs/freshness';
import { NewerTwinNotice } from '../docs/NewerTwinNotice';
import * as styles from './DocPage.css';

type DocPageProps = PageProps<
  Queries.DocPageQuery,
  LanguageContext & {
    chrome: DocChrome;
    freshness: PageFreshness;
    /** Its Markdown copy, published beside it (src/markdown). */
    markdownHref: string;
  }
>;

export default function DocPage({ data, pageContext }: DocPageProps) {
  const mdx = required(data.mdx, 'doc');
  const { title, image, imageAlt } = mdx.frontmatter;
  const imageData = sharpImageData(image);
  const currentPath = mdx.fields.path;
  const { chrome, freshness, markdownHref } = pageContext;
  // A literal alias: Gatsby reads it from the source to know which slices a page needs (DOCS_SIDEBAR_SLICE).
  // No per-page props: the slice is rendered once per language; gatsby-ssr draws this page in it.
  const sidebarNav = <Slice alias="docs-sidebar" />;

  return (
    <Layout wide secondaryMenu={sidebarNav}>
      <div className={styles.columns}>
        <div className={styles.sidebar}>{sidebarNav}</div>
        <article className={styles.article}>
          <DocHeader chrome={chrome} currentPath={currentPath} markdownHref={markdownHref} />
          <h1>{title}</h1>
          {freshness.newerTwin ? <NewerTwinNotice twin={freshness.newerTwin} /> : null}
          {imageData ? (
            <FallbackImageIsland image={imageData} alt={imageAlt ?? ''} className={styles.hero} />
          ) : null}
          <MdxBody tree={mdx.bodyTree} />
          <DocEndIsland
            page={currentPath}
            chrome={chrome}
            sourcePath={mdx.fields.sourcePath}
            lastModified={freshness.lastModified}
          />
        </article>
        <PageTableOfContentsIsland headings={mdx.headings} />
      </div>
    </Layout>
  );
}

export const Head = MdxHead;

export const query = graphql`
  query DocPage($id: String!, $language: String!) {
    mdx(id: { eq: $id }) {
      headings {
        id
        value
        depth
      }
      bodyTree
      fields {
        path
        sourcePath
      }
      frontmatter {
        title
        description
        image {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH)
          }
        }
        imageAlt
      }
    }
    ...FormLocaleStrings
  }
`;
