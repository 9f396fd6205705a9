import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { SiteLink } from '../components/SiteLink';
import { blog } from '../config/blog';
import { localizePath } from '../i18n/routing';
import { usePageLanguage } from '../i18n/usePageLanguage';
import * as styles from './blog.css';

/** The archive, the authors and the feeds, offered at the top of the blog's lists. */
export function BlogLinks() {
  const { t } = useTranslation('common');
  const language = usePageLanguage();
  const links = [
    { href: localizePath(blog.archivePath, language), label: t('blog.links.archive'), internal: true },
    { href: localizePath(blog.authorsPath, language), label: t('blog.links.authors'), internal: true },
    // Feeds are files, not pages: a plain link, so the router does not try to render them.
    { href: localizePath(blog.rssPath, language), label: t('blog.links.rss'), internal: false },
    { href: localizePath(blog.atomPath, language), label: t('blog.links.atom'), internal: false },
  ];
  return (
    <nav aria-label={t('blog.links.label')}>
      <ul className={styles.inlineLinks}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} isExternal={false} LinkComponent={link.internal ? SiteLink : 'a'}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
