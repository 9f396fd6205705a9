import { useTranslation } from 'react-i18next';
import { Layout } from '../Layout';
import { PageIntro } from '../PageIntro';
import { deferredIsland } from '../../lazy/deferredIsland';
import type { TokenAction } from '../../forms/NewsletterTokenAction';
import * as styles from './formResult.css';

// Defined here rather than with the other islands (src/lazy/islands.ts), which every
// page imports: only the two newsletter pages pay for this one.
const NewsletterTokenActionIsland = deferredIsland(() =>
  import(/* webpackChunkName: "newsletter-token-action" */ '../../forms/NewsletterTokenAction').then(
    (module) => module.NewsletterTokenAction,
  ),
);

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
