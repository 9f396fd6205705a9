import { Trans, useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { docPath } from '../../config/routes';
import { localizePath } from '../../i18n/routing';
import { usePageLanguage } from '../../i18n/usePageLanguage';
import * as styles from './starterKit.css';

/** The steps from unboxing to a first scene; link keys name labels under `firstHour.links`. */
const STEPS = [
  {
    key: 'prepare',
    links: [
      { key: 'raspberryPi', path: docPath('installation', 'raspberry-pi') },
      { key: 'miniPc', path: docPath('installation', 'mini-pc') },
    ],
  },
  { key: 'install', links: [{ key: 'docker', path: docPath('installation', 'docker') }] },
  { key: 'open', links: [{ key: 'faq', path: docPath('installation', 'faq') }] },
  {
    key: 'pair',
    links: [
      { key: 'mqtt', path: docPath('integrations', 'mqtt') },
      { key: 'zigbee2mqtt', path: docPath('integrations', 'zigbee2mqtt') },
    ],
  },
  {
    key: 'scene',
    links: [
      { key: 'scenes', path: docPath('scenes', 'intro') },
      { key: 'dashboards', path: docPath('dashboard', 'intro') },
    ],
  },
] as const;

/** How to assemble the kit and reach a first scene, with the guides for each step. */
export function FirstHour() {
  const { t } = useTranslation('starterKit');
  const language = usePageLanguage();
  return (
    <section aria-labelledby="starter-kit-first-hour" className={styles.section}>
      <h2 id="starter-kit-first-hour" className={styles.sectionHeading}>
        {t('firstHour.title')}
      </h2>
      <p className={styles.sectionIntro}>{t('firstHour.intro')}</p>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step.key} className={styles.step}>
            <h3 className={styles.stepTitle}>{t(`firstHour.steps.${step.key}.title`)}</h3>
            <p className={styles.stepText}>
              <Trans
                t={t}
                i18nKey={`firstHour.steps.${step.key}.text`}
                components={{ code: <code />, strong: <strong /> }}
              />
            </p>
            <ul className={styles.inlineLinks}>
              {step.links.map((link) => (
                <li key={link.key}>
                  <Link href={localizePath(link.path, language)} variant="standalone">
                    {t(`firstHour.links.${link.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
