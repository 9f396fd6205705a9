import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import * as styles from './Layout.css';

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#main-content">
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
