import { graphql, useStaticQuery } from 'gatsby';
import type { Technology } from './technologies';

export interface CatalogueItem {
  integrationId: string;
  name: string;
  technologies: Technology[];
  doc: string;
  logo: string;
  /** Hardware only: the shop page of a compatible device and what it sells. */
  buy: { url: string; product: { en: string; fr: string } } | null;
  plus: boolean | null;
  description: { en: string; fr: string };
}

/** Every integration of content/integrations.yaml, by name. */
export function useCatalogue(): CatalogueItem[] {
  const data = useStaticQuery<{ allIntegration: { nodes: CatalogueItem[] } }>(graphql`
    query IntegrationCatalogue {
      allIntegration(sort: { name: ASC }) {
        nodes {
          integrationId
          name
          technologies
          doc
          logo
          buy {
            url
            product {
              en
              fr
            }
          }
          plus
          description {
            en
            fr
          }
        }
      }
    }
  `);
  return data.allIntegration.nodes;
}
