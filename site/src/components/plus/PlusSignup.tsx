import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { externalLinks } from '../../config/externalLinks';
import { PlusSignupFormIsland } from '../../lazy/islands';
import { usePlusPrices } from './usePlusPrices';
import * as section from './section.css';
import * as styles from './PlusSignup.css';

const STEPS = ['email', 'activate', 'connect'] as const;

/** The paid signup (email), target of every call to action on the page (#signup). */
export function PlusSignup() {
  const { t } = useTranslation('plus');
  const { trialDays } = usePlusPrices();
  return (
    <section id="signup" className={section.section} aria-labelledby="plus-signup">
      <div className={styles.panel}>
        <div className={styles.text}>
          <h2 id="plus-signup" className={styles.heading}>
            {t('signup.heading')}
          </h2>
          <p className={styles.intro}>{t('signup.intro', { days: trialDays })}</p>
          <h3 className={styles.stepsHeading}>{t('signup.stepsHeading')}</h3>
          <ol className={styles.steps}>
            {STEPS.map((step) => (
              <li key={step} className={styles.step}>
                <span>{t(`signup.steps.${step}`)}</span>
              </li>
            ))}
          </ol>
        </div>
        <div className={styles.form}>
          <PlusSignupFormIsland />
          <p className={styles.login}>
            {t('signup.alreadySubscribed')} <Link href={externalLinks.plusLogin}>{t('signup.login')}</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
