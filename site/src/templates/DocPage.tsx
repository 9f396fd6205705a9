import { graphql, type PageProps } from 'gatsby';
import { sharpImageData, type SharpImageNode } from '../images/sharpImage';
import { FallbackImageIsland } from '../lazy/islands';
import { useTranslation } from 'react-i18next';
import { DocSidebar } from '@foyer/design-system';
import { Layout } from '../components/Layout';
import { MdxBody } from '../mdx/MdxBody';
import type { MdxTreeNode } from '../mdx/mdxTree';
import { MdxHead, type LanguageContext } from '../components/pageHead';
import { buildDocsSidebar, type SidebarDoc } from '../docs/buildSidebar';
import type { MdxTocItem } from '../docs/tableOfContents';
import { PageTableOfContents } from '../components/PageTableOfContents';
import { DocFooter, DocHeader } from '../docs/DocChrome';
import type { LocaleStringsData } from '../i18n/localeStrings';
import * as styles from './DocPage.css';

interface DocPageData extends LocaleStringsData {
  mdx: {
    tableOfContents: { items?: MdxTocItem[] };
    bodyTree: MdxTreeNode[];
    fields: { path: string; sourcePath: string };
    frontmatter: {
      title: string;
      description: string;
      lastUpdated: string | null;
      image: SharpImageNode | null;
      imageAlt: string | null;
    };
  };
  docs: {
    nodes: {
      fields: { path: string; category: string; slug: string };
      frontmatter: { title: string; sidebarLabel: string | null; sidebarPosition: number | null };
    }[];
  };
}

type DocPageProps = PageProps<DocPageData, LanguageContext>;

export default function DocPage({ data }: DocPageProps) {
  const { t } = useTranslation('common');
  const { title, lastUpdated, image, imageAlt } = data.mdx.frontmatter;
  const imageData = sharpImageData(image);
  const sidebarDocs: SidebarDoc[] = data.docs.nodes.map((node) => ({ ...node.fields, ...node.frontmatter }));
  const currentPath = data.mdx.fields.path;
  const sidebar = buildDocsSidebar(sidebarDocs, t);
  const sidebarNav = <DocSidebar items={sidebar} />;

  return (
    <Layout wide secondaryMenu={sidebarNav}>
      <div className={styles.columns}>
        <div className={styles.sidebar}>{sidebarNav}</div>
        <article className={styles.article}>
          <DocHeader sidebar={sidebar} currentPath={currentPath} />
          <h1>{title}</h1>
          {imageData ? (
            <FallbackImageIsland image={imageData} alt={imageAlt ?? ''} className={styles.hero} />
          ) : null}
          <MdxBody tree={data.mdx.bodyTree} />
          <DocFooter
            sidebar={sidebar}
            currentPath={currentPath}
            sourcePath={data.mdx.fields.sourcePath}
            lastUpdated={lastUpdated}
          />
        </article>
        <PageTableOfContents items={data.mdx.tableOfContents.items} />
      </div>
    </Layout>
  );
}

export const Head = MdxHead;

export const query = graphql`
  query DocPage($id: String!, $language: String!) {
    mdx(id: { eq: $id }) {
      tableOfContents(maxDepth: 3)
      bodyTree
      fields {
        path
        sourcePath
      }
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
    docs: allMdx(filter: { fields: { collection: { eq: "docs" }, language: { eq: $language } } }) {
      nodes {
        fields {
          path
          category
          slug
        }
        frontmatter {
          title
          sidebarLabel
          sidebarPosition
        }
      }
    }
    ...LocaleStrings
  }
`;
