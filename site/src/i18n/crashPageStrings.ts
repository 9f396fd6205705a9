import type { Language } from './languages';

export interface CrashPageStrings {
  title: string;
  retry: string;
  /** The way out when the page's own navigation is what broke. */
  home: string;
}

/**
 * The error page's strings live in code, not in the page's data: the page they
 * replace may have crashed precisely because its data did not arrive whole.
 */
export const crashPageStrings: Record<Language, CrashPageStrings> = {
  en: { title: 'This page crashed.', retry: 'Try again', home: 'Go to the home page' },
  fr: { title: 'Cette page a planté.', retry: 'Réessayer', home: 'Aller à l’accueil' },
};
