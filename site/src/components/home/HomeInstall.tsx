import { Trans, useTranslation } from 'react-i18next';
import { CodeBlock, Link } from '@foyer/design-system';
import { DOCS_HOME, docPath } from '../../config/routes';
import { localizePath } from '../../i18n/routing';
import { usePageLanguage } from '../../i18n/usePageLanguage';
import { DOCKER_RUN_COMMAND, escapeHtml } from './installCommand';
import * as styles from './home.css';

const COMMAND_HTML = escapeHtml(DOCKER_RUN_COMMAND);

/** Step-by-step guides offered under the three steps; keys name their labels under `install.guides`. */
const GUIDES = [
  { key: 'raspberryPi', path: docPath('installation', 'raspberry-pi') },
  { key: 'miniPc', path: docPath('installation', 'mini-pc') },
  { key: 'synology', path: docPath('installation', 'synology') },
  { key: 'docker', path: docPath('installation', 'docker') },
  { key: 'all', path: DOCS_HOME },
] as const;

/** The call to install: one container, three steps. */
export function HomeInstall() {
  const { t } = useTranslation('home');
  const { t: tCommon } = useTranslation('common');
  const language = usePageLanguage();
  return (
    <section aria-labelledby="home-install-title" className={styles.section}>
      <h2 id="home-install-title" className={styles.sectionHeading}>
        {t('install.title')}
      </h2>
      <p className={styles.sectionIntro}>{t('install.intro')}</p>
      <ol className={styles.steps}>
        <li className={styles.step}>
          <div className={styles.stepBody}>
            <h3 className={styles.stepTitle}>{t('install.steps.prepare.title')}</h3>
            <p className={styles.stepText}>{t('install.steps.prepare.text')}</p>
          </div>
        </li>
        <li className={styles.step}>
          <div className={styles.stepBody}>
            <h3 className={styles.stepTitle}>{t('install.steps.run.title')}</h3>
            <p className={styles.stepText}>
              <Trans t={t} i18nKey="install.steps.run.text" components={{ code: <code /> }} />
            </p>
            <CodeBlock
              html={COMMAND_HTML}
              code={DOCKER_RUN_COMMAND}
              language="bash"
              title={t('install.steps.run.codeTitle')}
              labels={{
                copy: tCommon('mdx.code.copy'),
                copied: tCommon('mdx.code.copied'),
                copyFailed: tCommon('mdx.code.copyFailed'),
              }}
            />
          </div>
        </li>
        <li className={styles.step}>
          <div className={styles.stepBody}>
            <h3 className={styles.stepTitle}>{t('install.steps.open.title')}</h3>
            <p className={styles.stepText}>
              <Trans t={t} i18nKey="install.steps.open.text" components={{ code: <code /> }} />
            </p>
          </div>
        </li>
      </ol>
      <div className={styles.guides}>
        <h3 className={styles.guidesTitle}>{t('install.guides.title')}</h3>
        <ul className={styles.guideLinks}>
          {GUIDES.map(({ key, path }) => (
            <li key={key}>
              <Link href={localizePath(path, language)} variant="standalone">
                {t(`install.guides.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
