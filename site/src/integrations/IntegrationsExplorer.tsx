import { useTranslation } from 'react-i18next';
import { Button, ChipFilter, TextField } from '@foyer/design-system';
import { IntegrationCard } from '@foyer/design-system/foyer';
import { docPath } from '../config/routes';
import { localizePath } from '../i18n/routing';
import { usePageLanguage } from '../i18n/usePageLanguage';
import {
  EMPTY_FILTER,
  filterCatalogue,
  isFiltered,
  MAX_QUERY_LENGTH,
  technologySlug,
} from './catalogueFilter';
import { DATA_FLOWS, type DataFlow } from './dataFlow';
import { dataFlowStatement } from './dataFlowStatement';
import { TECHNOLOGIES, type Technology } from './technologies';
import { useCatalogue, type CatalogueItem } from './useCatalogue';
import { useFilterInAddress } from './useFilterInAddress';
import { PictureWithInitials } from '../components/PictureWithInitials';
import * as styles from './IntegrationsExplorer.css';

export interface IntegrationsExplorerProps {
  /** The /integrations/ page files each integration under its technologies; the home page lists them once. */
  grouped?: boolean;
  /** Heading level of the cards (and of the technology headings when grouped). */
  headingLevel?: 2 | 3;
}

/** The integrations catalogue with a search box, a technology filter and a data-flow filter, all kept in the address. */
export function IntegrationsExplorer({ grouped = false, headingLevel = 3 }: IntegrationsExplorerProps) {
  const { t } = useTranslation('integrations');
  const { t: tCommon } = useTranslation('common');
  const language = usePageLanguage();
  const catalogue = useCatalogue();
  const [filter, setFilter] = useFilterInAddress();

  const technologyLabel = (technology: Technology) => tCommon(`integrations.technologies.${technology}`);
  const localized = catalogue.map((item) => ({ ...item, description: item.description[language], item }));
  const results = filterCatalogue(localized, filter, technologyLabel);

  const card = ({ item }: { item: CatalogueItem }, level: 2 | 3 | 4) => (
    <li key={item.integrationId}>
      <IntegrationCard
        name={item.name}
        logo={<PictureWithInitials src={item.logo} name={item.name} size={40} loading="lazy" />}
        technologies={item.technologies.map(technologyLabel)}
        description={item.description[language]}
        dataFlow={dataFlowStatement(item, language, tCommon)}
        docHref={localizePath(docPath('integrations', item.doc), language)}
        // Hardware has its shop page, Plus integrations the Plus page; software sells nothing.
        buy={
          item.plus
            ? { href: localizePath('/plus/', language), internal: true, product: t('card.plusProduct') }
            : item.buy
              ? { href: item.buy.url, product: item.buy.product[language] }
              : undefined
        }
        labels={{
          doc: t('card.doc'),
          buy: t('card.buy'),
          technologies: t('card.technologies'),
          opensInNewTab: tCommon('externalLink'),
          dataFlow: tCommon('integrations.dataFlow.label'),
        }}
        headingLevel={level}
      />
    </li>
  );

  const GroupHeading = `h${headingLevel}` as const;
  return (
    <div>
      <div className={styles.controls}>
        <TextField
          type="search"
          name="q"
          label={t('search.label')}
          description={t('search.description')}
          value={filter.query}
          onChange={(query) => setFilter({ ...filter, query })}
          maxLength={MAX_QUERY_LENGTH}
          className={styles.search}
        />
        <div>
          <ChipFilter
            label={t('filter.label')}
            options={TECHNOLOGIES.map((technology) => ({
              value: technology,
              label: technologyLabel(technology),
              count: catalogue.filter((item) => item.technologies.includes(technology)).length,
            })).filter((option) => option.count > 0)}
            value={filter.technologies}
            onChange={(technologies) => setFilter({ ...filter, technologies: technologies as Technology[] })}
          />
          <p className={styles.hint}>{t('filter.hint')}</p>
        </div>
        <div>
          <ChipFilter
            label={tCommon('integrations.dataFlow.filter')}
            options={DATA_FLOWS.map((dataFlow) => ({
              value: dataFlow,
              label: tCommon(`integrations.dataFlow.option.${dataFlow}`),
              count: catalogue.filter((item) => item.dataFlow === dataFlow).length,
            }))}
            value={filter.dataFlows}
            onChange={(dataFlows) => setFilter({ ...filter, dataFlows: dataFlows as DataFlow[] })}
          />
          <p className={styles.hint}>{tCommon('integrations.dataFlow.filterHint')}</p>
        </div>
      </div>
      <div className={styles.status}>
        {/* Always in the page, so each new count is announced. */}
        <p role="status" className={results.length === 0 ? styles.emptyTitle : styles.count}>
          {results.length === 0 ? t('empty') : t('results', { count: results.length })}
        </p>
        {isFiltered(filter) ? (
          <Button variant="secondary" size="sm" onPress={() => setFilter(EMPTY_FILTER)}>
            {t('filter.clear')}
          </Button>
        ) : null}
      </div>
      {results.length === 0 ? (
        <p className={styles.empty}>{t('emptyHint')}</p>
      ) : grouped ? (
        // With technologies chosen, only their groups: an integration is not repeated under the others.
        TECHNOLOGIES.filter(
          (technology) => filter.technologies.length === 0 || filter.technologies.includes(technology),
        ).map((technology) => {
          const members = results.filter(({ item }) => item.technologies.includes(technology));
          if (members.length === 0) return null;
          const id = `technology-${technologySlug(technology)}`;
          return (
            <section key={technology} aria-labelledby={id} className={styles.group}>
              <GroupHeading id={id}>{technologyLabel(technology)}</GroupHeading>
              <ul className={styles.grid}>
                {members.map((member) => card(member, headingLevel === 2 ? 3 : 4))}
              </ul>
            </section>
          );
        })
      ) : (
        <ul className={styles.grid}>{results.map((member) => card(member, headingLevel))}</ul>
      )}
    </div>
  );
}
