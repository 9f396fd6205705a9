import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { BLOG_HOME, DOCS_HOME } from '../../config/routes';
import { localizePath } from '../../i18n/routing';
import { usePageLanguage } from '../../i18n/usePageLanguage';
import { Layout } from '../Layout';
import { PageIntro } from '../PageIntro';
import type { FormPageContext, ResultLink } from '../../config/formPages';
import * as styles from './formResult.css';

/** Where each link under an outcome goes. */
const LINKS: Record<ResultLink, string> = {
  backToContact: '/contact/',
  backToHome: '/',
  docs: DOCS_HOME,
  blog: BLOG_HOME,
};

/**
 * What a visitor without JavaScript sees after posting a form (the receiver's 303):
 * what happened, what to do next, and the way back.
 */
export function FormResultPage({
  page,
  links,
}: {
  page: Extract<FormPageContext, { kind: 'result' }>['page'];
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
