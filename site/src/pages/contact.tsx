import { graphql } from 'gatsby';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { Layout } from '../components/Layout';
import { PageIntro } from '../components/PageIntro';
import { pageHead } from '../components/pageHead';
import { contact } from '../config/offers';
import { externalLinks } from '../config/externalLinks';
import { ContactForm } from '../forms/ContactForm';
import * as styles from '../components/contact/contact.css';

export default function ContactPage() {
  const { t } = useTranslation('pages');
  const { t: tCommon } = useTranslation('common');
  const externalLabel = tCommon('externalLink');
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
              <Link href={externalLinks.communityEnglish} externalLabel={externalLabel}>
                {t('contact.forumEnglish')}
              </Link>
            </li>
            <li>
              <Link href={externalLinks.communityFrench} externalLabel={externalLabel}>
                {t('contact.forumFrench')}
              </Link>
            </li>
          </ul>
          <h3>{t('contact.social')}</h3>
          <ul className={styles.list}>
            <li>
              <Link href={externalLinks.social.mastodon} externalLabel={externalLabel}>
                {tCommon('footer.mastodon')}
              </Link>
            </li>
            <li>
              <Link href={externalLinks.social.youtube} externalLabel={externalLabel}>
                {tCommon('footer.youtube')}
              </Link>
            </li>
            <li>
              <Link href={externalLinks.social.linkedin} externalLabel={externalLabel}>
                {tCommon('footer.linkedin')}
              </Link>
            </li>
          </ul>
          <p>
            <Trans
              t={t}
              i18nKey="contact.email"
              values={{ email: contact.teamEmail }}
              components={{
                // Not <link>: the translation parser would read that HTML tag as empty.
                mail: (
                  <Link href={`mailto:${contact.teamEmail}`} isExternal={false}>
                    {contact.teamEmail}
                  </Link>
                ),
              }}
            />
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
