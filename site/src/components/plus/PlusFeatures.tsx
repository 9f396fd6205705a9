import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { localizePath } from '../../i18n/routing';
import { usePageLanguage } from '../../i18n/usePageLanguage';
import { ArrowRightIcon, FeatureIcon } from './PlusIcons';
import { PLUS_FEATURES, type PlusFeatureDoc, type PlusFeatureId } from './featureList';
import * as section from './section.css';
import * as styles from './PlusFeatures.css';

function FeatureDocLink({ feature, doc }: { feature: PlusFeatureId; doc: PlusFeatureDoc }) {
  const { t } = useTranslation('plus');
  const language = usePageLanguage();
  const anchor = doc.anchorKey ? `#${t(`features.${feature}.${doc.anchorKey}`)}` : '';
  return (
    <Link href={`${localizePath(doc.path, language)}${anchor}`} variant="standalone">
      {t(`features.${feature}.${doc.labelKey}`)}
      <ArrowRightIcon className={styles.arrow} />
    </Link>
  );
}

/** The five services of Plus, as cards linking to their documentation. */
export function PlusFeatures() {
  const { t } = useTranslation('plus');
  return (
    <section className={section.section} aria-labelledby="plus-features">
      <h2 id="plus-features" className={section.heading}>
        {t('features.heading')}
      </h2>
      <p className={section.intro}>{t('features.intro')}</p>
      <ul className={styles.grid}>
        {PLUS_FEATURES.map(({ id, docs }) => (
          <li key={id} className={styles.card}>
            <span className={styles.iconBadge}>
              <FeatureIcon feature={id} className={styles.icon} />
            </span>
            <h3 className={styles.title}>{t(`features.${id}.title`)}</h3>
            <p className={styles.text}>{t(`features.${id}.text`)}</p>
            <ul className={styles.links}>
              {docs.map((doc) => (
                <li key={doc.labelKey}>
                  <FeatureDocLink feature={id} doc={doc} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
