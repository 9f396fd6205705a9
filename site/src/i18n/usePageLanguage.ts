import { useI18next } from 'gatsby-plugin-react-i18next';
import { isLanguage, DEFAULT_LANGUAGE, type Language } from './languages';

/** The language of the page being shown. */
export function usePageLanguage(): Language {
  const { language } = useI18next();
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
