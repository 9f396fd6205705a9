import { isLegalField, legalText } from '../config/legal';
import { usePageLanguage } from '../i18n/usePageLanguage';
import * as styles from './LegalEntity.css';

/**
 * A fact about the operator in MDX (`<LegalEntity field="registration" />`), from
 * config/legal.ts. A fact not given yet shows as a highlighted "to be completed"
 * note, so a draft can never pass for the real legal notice.
 */
export function LegalEntity({ field }: { field: string }) {
  const language = usePageLanguage();
  if (!isLegalField(field)) {
    throw new Error(`<LegalEntity field="${field}" />: no such field in src/config/legal.ts`);
  }
  const { text, isPlaceholder } = legalText(field, language);
  return isPlaceholder ? (
    <mark className={styles.placeholder} data-legal-placeholder={field}>
      {text}
    </mark>
  ) : (
    <>{text}</>
  );
}
