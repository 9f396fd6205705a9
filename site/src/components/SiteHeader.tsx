import { useTranslation } from 'react-i18next';
import { ColorModeToggle, Link } from '@foyer/design-system';
import { LANGUAGES } from '../i18n/languages';
import { localizePath } from '../i18n/routing';
import { useLanguageSwitchHref } from '../i18n/useLanguageSwitchHref';
import { usePageLanguage } from '../i18n/usePageLanguage';
import { SiteLink } from './SiteLink';
import * as styles from './SiteHeader.css';

/** The page header until the design system's Navbar takes its place. */
export function SiteHeader() {
  const { t } = useTranslation('common');
  const language = usePageLanguage();
  const otherLanguage = LANGUAGES.find((candidate) => candidate !== language) ?? 'en';
  const switchHref = useLanguageSwitchHref(otherLanguage);
  const sections = [
    { path: '/docs/', label: t('nav.docs') },
    { path: '/blog/', label: t('nav.blog') },
    { path: '/plus/', label: t('nav.plus') },
  ];

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <SiteLink href={localizePath('/', language)} className={styles.brand} aria-label={t('nav.home')}>
          {t('siteName')}
        </SiteLink>
        <nav aria-label={t('nav.label')}>
          <ul className={styles.links}>
            {sections.map((section) => (
              <li key={section.path}>
                <Link href={localizePath(section.path, language)} LinkComponent={SiteLink} variant="quiet">
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.end}>
          <Link
            href={switchHref}
            LinkComponent={SiteLink}
            variant="quiet"
            hrefLang={otherLanguage}
            lang={otherLanguage}
          >
            {t('language.switchTo')}
          </Link>
          <ColorModeToggle
            labels={{
              switchToLight: t('colorMode.switchToLight'),
              switchToDark: t('colorMode.switchToDark'),
            }}
          />
        </div>
      </div>
    </header>
  );
}
