import { useTranslation } from 'react-i18next';
import { Layout } from '../Layout';
import { PageIntro } from '../PageIntro';
import { NewsletterTokenActionIsland } from '../../lazy/islands';
import type { TokenAction } from '../../forms/NewsletterTokenAction';
import * as styles from './formResult.css';

/**
 * The page a newsletter mail links to (`?token=…`): what the button does, and the
 * button, an island whose code loads after the page (it posts only when pressed).
 */
export function NewsletterTokenPage({ action }: { action: TokenAction }) {
  const { t } = useTranslation('pages');
  const page = action === 'confirm' ? 'newsletterConfirm' : 'newsletterUnsubscribe';
  return (
    <Layout>
      <PageIntro page={page} />
      <div className={styles.action}>
        <NewsletterTokenActionIsland action={action} />
      </div>
      {action === 'confirm' ? <p>{t('newsletterConfirm.notYou')}</p> : null}
    </Layout>
  );
}
