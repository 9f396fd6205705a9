import { useMemo } from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { isDataFlow, type DataFlow } from './dataFlow';
import { isTechnology, type Technology } from './technologies';

type QueriedItem = Queries.IntegrationCatalogueQuery['allIntegration']['nodes'][number];

/** An integration of content/integrations.yaml, its technologies and data flow checked against their lists. */
export type CatalogueItem = Omit<QueriedItem, 'technologies' | 'dataFlow'> & {
  technologies: Technology[];
  dataFlow: DataFlow;
};

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
          dataFlow
          cloudService
          dataFlowNote {
            en
            fr
          }
        }
      }
    }
  `);
  // The schema can only say "strings"; content/integrations.yaml names TECHNOLOGIES and DATA_FLOWS.
  return useMemo(
    () =>
      data.allIntegration.nodes.map((item) => {
        if (!isDataFlow(item.dataFlow)) throw new Error(`${item.name}: unknown data flow ${item.dataFlow}`);
        return {
          ...item,
          dataFlow: item.dataFlow,
          technologies: item.technologies.map((technology) => {
            if (!isTechnology(technology)) throw new Error(`${item.name}: unknown technology ${technology}`);
            return technology;
          }),
        };
      }),
    [data],
  );
}
