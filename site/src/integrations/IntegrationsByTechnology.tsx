import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { localizePath } from '../i18n/routing';
import { usePageLanguage } from '../i18n/usePageLanguage';
import { technologySlug } from './catalogueFilter';
import { dataFlowStatement } from './dataFlowStatement';
import { TECHNOLOGIES } from './technologies';
import { useCatalogue } from './useCatalogue';
import { PictureWithInitials } from '../components/PictureWithInitials';
import * as styles from './IntegrationsByTechnology.css';

/**
 * The docs' integrations index: every guide, filed under each of its technologies and
 * marked with where its data goes (styled by the prose around it, as on the guides).
 */
export function IntegrationsByTechnology() {
  const { t } = useTranslation('common');
  const language = usePageLanguage();
  const catalogue = useCatalogue();
  const groups = TECHNOLOGIES.map((technology) => ({
    technology,
    items: catalogue.filter((item) => item.technologies.includes(technology)),
  })).filter((group) => group.items.length > 0);

  return (
    <>
      {groups.map(({ technology, items }) => {
        const title = t(`integrations.technologies.${technology}`);
        return (
          <section key={technology} aria-labelledby={`technology-${technologySlug(technology)}`}>
            <h2 id={`technology-${technologySlug(technology)}`}>{title}</h2>
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.integrationId} className={styles.item}>
                  <PictureWithInitials
                    src={item.logo}
                    name={item.name}
                    size={32}
                    className={styles.logo}
                    loading="lazy"
                  />
                  <div>
                    <Link
                      href={localizePath(`/docs/integrations/${item.doc}/`, language)}
                      variant="standalone"
                    >
                      {item.name}
                    </Link>
                    <p className={styles.description}>{item.description[language]}</p>
                    <p className={styles.dataFlow}>
                      <span data-data-flow-badge={item.dataFlow}>
                        {dataFlowStatement(item, language, t).label}
                      </span>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
