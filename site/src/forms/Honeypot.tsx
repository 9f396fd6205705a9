import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './forms.css';

/**
 * A field people never see nor reach with the keyboard, which form-filling robots fill:
 * the receiver answers a filled one like a success and keeps nothing. It keeps a real
 * label so assistive technology that does find it says to leave it empty.
 */
export function Honeypot() {
  const { t } = useTranslation('forms');
  const id = useId();
  return (
    <div className={styles.honeypot}>
      <label htmlFor={id}>{t('honeypot.label')}</label>
      <input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
