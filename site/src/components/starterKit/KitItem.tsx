import { useTranslation } from 'react-i18next';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { FallbackImageIsland } from '../../lazy/islands';
import { Link } from '@foyer/design-system';
import { localizePath } from '../../i18n/routing';
import { usePageLanguage } from '../../i18n/usePageLanguage';
import type { KitItemSpec } from './kitItems';
import * as styles from './starterKit.css';

export interface KitItemProps {
  item: KitItemSpec;
  image?: IGatsbyImageData;
  /** The first picture of the page is loaded at once; the others when they near the viewport. */
  eager?: boolean;
}

/** One card of the kit: picture, name, what it does, why this kind, and its docs. */
export function KitItem({ item, image, eager = false }: KitItemProps) {
  const { t } = useTranslation('starterKit');
  const language = usePageLanguage();
  const key = `items.${item.id}`;
  return (
    <li className={styles.card}>
      {image ? (
        <FallbackImageIsland
          image={image}
          alt={t(`${key}.alt`)}
          loading={eager ? 'eager' : 'lazy'}
          className={styles.cardImage}
        />
      ) : null}
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{t(`${key}.title`)}</h3>
        <p className={styles.tag}>{t(`${key}.tag`)}</p>
        <dl className={styles.facts}>
          <dt className={styles.factLabel}>{t('labels.use')}</dt>
          <dd className={styles.factText}>{t(`${key}.use`)}</dd>
          <dt className={styles.factLabel}>{t('labels.why')}</dt>
          <dd className={styles.factText}>{t(`${key}.why`)}</dd>
        </dl>
        {item.hasNote ? <p className={styles.note}>{t(`${key}.note`)}</p> : null}
        <ul className={styles.cardLinks}>
          {item.links.map((link) => (
            <li key={link.key}>
              <Link href={localizePath(link.path, language)} variant="standalone">
                {t(`${key}.links.${link.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
