import { Trans, useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';

export interface MailtoSentenceProps {
  /** Namespace and key of a string holding `<mail>{{email}}</mail>`. */
  namespace: string;
  i18nKey: string;
  email: string;
}

/**
 * A translated sentence with an e-mail address in it, as a mailto link. The tag is
 * <mail>, not <link>: the translation parser would read that HTML tag as empty.
 */
export function MailtoSentence({ namespace, i18nKey, email }: MailtoSentenceProps) {
  const { t } = useTranslation(namespace);
  return (
    <Trans
      t={t}
      i18nKey={i18nKey}
      values={{ email }}
      components={{
        mail: (
          <Link href={`mailto:${email}`} isExternal={false}>
            {email}
          </Link>
        ),
      }}
    />
  );
}
