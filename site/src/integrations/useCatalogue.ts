import { useMemo } from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { isTechnology, type Technology } from './technologies';

type QueriedItem = Queries.IntegrationCatalogueQuery['allIntegration']['nodes'][number];

/** An integration of content/integrations.yaml, its technologies checked against TECHNOLOGIES. */
export type CatalogueItem = Omit<QueriedItem, 'technologies'> & { technologies: Technology[] };

/** Every integration of content/integrations.yaml, by name. */
export function useCatalogue(): CatalogueItem[] {
  const data = useStaticQuery<Queries.IntegrationCatalogueQuery>(graphql`
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
  // The schema can only say "strings"; content/integrations.yaml names TECHNOLOGIES.
  return useMemo(
    () =>
      data.allIntegration.nodes.map((item) => ({
        ...item,
        technologies: item.technologies.map((technology) => {
          if (!isTechnology(technology)) throw new Error(`${item.name}: unknown technology ${technology}`);
          return technology;
        }),
      })),
    [data],
  );
}
