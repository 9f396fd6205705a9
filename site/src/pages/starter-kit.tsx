import { graphql, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout';
import { PageIntro } from '../components/PageIntro';
import { pageHead } from '../components/pageHead';
import {
  FirstHour,
  KIT_BASE,
  KIT_DEVICES,
  KitBudget,
  KitSection,
  MatterNote,
  kitImagesByName,
} from '../components/starterKit';

export default function StarterKitPage({ data }: PageProps<Queries.StarterKitPageQuery>) {
  const images = kitImagesByName(data.kitImages.nodes);
  return (
    <Layout>
      <PageIntro page="starterKit" />
      <KitSection section="base" items={KIT_BASE} images={images} eagerFirstImage>
        <MatterNote />
      </KitSection>
      <KitSection section="devices" items={KIT_DEVICES} images={images} />
      <FirstHour />
      <KitBudget />
    </Layout>
  );
}

export const Head = pageHead('starterKit');

export const query = graphql`
  query StarterKitPage($language: String!) {
    kitImages: allFile(
      filter: {
        sourceInstanceName: { eq: "images" }
        relativeDirectory: { eq: "starter-kit" }
        extension: { eq: "jpg" }
      }
    ) {
      nodes {
        name
        childImageSharp {
          gatsbyImageData(width: 600, layout: CONSTRAINED)
        }
      }
    }
    ...StarterKitLocaleStrings
  }
`;
