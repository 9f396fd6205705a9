import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { Layout } from '../components/Layout';
import { MailtoSentence } from '../components/MailtoSentence';
import { PageIntro } from '../components/PageIntro';
import { pageHead } from '../components/pageHead';
import { contact } from '../config/offers';
import { docPath } from '../config/routes';
import { localizePath } from '../i18n/routing';
import { usePageLanguage } from '../i18n/usePageLanguage';
import * as styles from '../components/open/open.css';

const STEPS = ['activate', 'connect', 'family', 'phone'] as const;

/** Where the Plus service sends a visitor after paying: what happens next, and who to ask. */
export default function PaymentSuccessPage() {
  const { t } = useTranslation('pages');
  const language = usePageLanguage();
  return (
    <Layout>
      <PageIntro page="paymentSuccess" />
      <section aria-labelledby="next-steps">
        <h2 id="next-steps">{t('paymentSuccess.stepsTitle')}</h2>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step}>{t(`paymentSuccess.steps.${step}`)}</li>
          ))}
        </ol>
        <p>
          <Link href={localizePath(docPath('plus', 'intro'), language)} variant="standalone">
            {t('paymentSuccess.guide')}
          </Link>
        </p>
      </section>
      <p>
        <MailtoSentence namespace="pages" i18nKey="paymentSuccess.help" email={contact.paymentHelpEmail} />
      </p>
    </Layout>
  );
}

export const Head = pageHead('paymentSuccess');

export const query = graphql`
  query PaymentSuccessPage($language: String!) {
    ...LocaleStrings
  }
`;
