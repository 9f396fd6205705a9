import { useTranslation } from 'react-i18next';
import { isLanguage, DEFAULT_LANGUAGE, type Language } from './languages';

/** The language of the page being shown (set per page by gatsby-plugin-react-i18next). */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
