import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { contact } from '../../config/offers';
import { docPath } from '../../config/routes';
import { localizePath } from '../../i18n/routing';
import { usePageLanguage } from '../../i18n/usePageLanguage';
import { FaqItem } from './FaqItem';
import { usePlusPrices } from './usePlusPrices';
import * as section from './section.css';
import * as styles from './PlusFaq.css';

/** The questions people ask before subscribing, each answered without leaving the page. */
export function PlusFaq() {
  const { t } = useTranslation('plus');
  const language = usePageLanguage();
  const prices = usePlusPrices();
  const internal = (path: string) => localizePath(path, language);
  const paymentHelp = `mailto:${contact.paymentHelpEmail}`;
  return (
    <section className={section.section} aria-labelledby="plus-faq">
      <h2 id="plus-faq" className={section.heading}>
        {t('faq.heading')}
      </h2>
      <div className={styles.list}>
        <FaqItem question={t('faq.afterTrial.question')}>
          <p>
            {t('faq.afterTrial.answer', {
              days: prices.trialDays,
              monthly: prices.monthly,
              yearly: prices.yearly,
            })}
          </p>
        </FaqItem>
        <FaqItem question={t('faq.cancel.question')}>
          <p>{t('faq.cancel.answer')}</p>
        </FaqItem>
        <FaqItem question={t('faq.offline.question')}>
          <p>{t('faq.offline.answer')}</p>
        </FaqItem>
        <FaqItem question={t('faq.data.question')}>
          <p>{t('faq.data.answer')}</p>
          <p>
            <Link href={internal('/plus/privacy/')} variant="standalone">
              {t('faq.data.privacyLink')}
            </Link>
          </p>
        </FaqItem>
        <FaqItem question={t('faq.family.question')}>
          <p>{t('faq.family.answer')}</p>
        </FaqItem>
        <FaqItem question={t('faq.payment.question')}>
          <p>{t('faq.payment.answer')}</p>
          <p>
            {t('faq.payment.helpLead')} <Link href={paymentHelp}>{contact.paymentHelpEmail}</Link>
          </p>
        </FaqItem>
        <FaqItem question={t('faq.api.question')}>
          <p>{t('faq.api.answer')}</p>
          <code className={styles.address}>{t('faq.api.localUrl')}</code>
          <p>{t('faq.api.plusNote')}</p>
          <p>
            <Link href={internal(docPath('api', 'rest-api'))} variant="standalone">
              {t('faq.api.docLink')}
            </Link>
          </p>
        </FaqItem>
        <FaqItem question={t('faq.refunds.question')}>
          <p>{t('faq.refunds.answer')}</p>
          <p>
            <Link href={paymentHelp}>{contact.paymentHelpEmail}</Link>
          </p>
          <p>
            <Link href={internal('/plus/terms/')} variant="standalone">
              {t('faq.refunds.termsLink')}
            </Link>
          </p>
        </FaqItem>
      </div>
    </section>
  );
}
