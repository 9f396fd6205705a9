import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { BLOG_HOME, DOCS_HOME } from '../../config/routes';
import { localizePath } from '../../i18n/routing';
import { usePageLanguage } from '../../i18n/usePageLanguage';
import { Layout } from '../Layout';
import { PageIntro } from '../PageIntro';
import type { PageKey } from '../pageKeys';
import * as styles from './formResult.css';

/** The links under an outcome, by their label key in pages.json `formResult`. */
const LINKS = {
  backToContact: '/contact/',
  backToHome: '/',
  docs: DOCS_HOME,
  blog: BLOG_HOME,
} as const;

type ResultLink = keyof typeof LINKS;

/**
 * What a visitor without JavaScript sees after posting a form (the receiver's 303):
 * what happened, what to do next, and the way back.
 */
export function FormResultPage({
  page,
  links,
}: {
  page: Extract<PageKey, 'formSent' | 'formCheckInbox' | 'formInvalid' | 'formFailed'>;
  links: ResultLink[];
}) {
  const { t } = useTranslation('pages');
  const language = usePageLanguage();
  return (
    <Layout>
      <PageIntro page={page} />
      <p>{t(`${page}.next`)}</p>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link}>
            <Link href={localizePath(LINKS[link], language)} variant="standalone">
              {t(`formResult.${link}`)}
            </Link>
          </li>
        ))}
      </ul>
    </Layout>
  );
}
