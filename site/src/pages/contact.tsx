import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { Layout } from '../components/Layout';
import { MailtoSentence } from '../components/MailtoSentence';
import { PageIntro } from '../components/PageIntro';
import { pageHead } from '../components/pageHead';
import { contact } from '../config/offers';
import { externalLinks } from '../config/externalLinks';
import { footerSocial } from '../config/footer';
import { ContactForm } from '../forms/ContactForm';
import * as styles from '../components/contact/contact.css';

export default function ContactPage() {
  const { t } = useTranslation('pages');
  const { t: tCommon } = useTranslation('common');
  return (
    <Layout>
      <PageIntro page="contact" />
      <div className={styles.columns}>
        <section aria-labelledby="write">
          <h2 id="write">{t('contact.formTitle')}</h2>
          <ContactForm />
        </section>
        <section aria-labelledby="elsewhere">
          <h2 id="elsewhere">{t('contact.elsewhereTitle')}</h2>
          <ul className={styles.list}>
            <li>
              <Link href={externalLinks.communityEnglish}>{t('contact.forumEnglish')}</Link>
            </li>
            <li>
              <Link href={externalLinks.communityFrench}>{t('contact.forumFrench')}</Link>
            </li>
          </ul>
          <h3>{t('contact.social')}</h3>
          <ul className={styles.list}>
            {footerSocial.links.map((social) => (
              <li key={social.href}>
                <Link href={social.href}>{tCommon(social.labelKey)}</Link>
              </li>
            ))}
          </ul>
          <p>
            <MailtoSentence namespace="pages" i18nKey="contact.email" email={contact.teamEmail} />
          </p>
        </section>
      </div>
    </Layout>
  );
}

export const Head = pageHead('contact');

export const query = graphql`
  query ContactPage($language: String!) {
    ...FormLocaleStrings
  }
`;
