import type { ReactNode } from 'react';
import { ErrorBoundary, getErrorMessage } from 'react-error-boundary';
import { ErrorPage } from '@foyer/design-system';
import { crashPageStrings } from '../i18n/crashPageStrings';
import { localizePath, splitLanguage } from '../i18n/routing';
import { reportCrash } from './reportCrash';
import * as styles from './SiteCrashBoundary.css';

export interface SiteCrashBoundaryProps {
  children: ReactNode;
  /** Navigating to another page clears the error. */
  pathname: string;
}

/**
 * The outermost wrapper of every page (gatsby-browser's and gatsby-ssr's
 * wrapPageElement): it catches what the layout's own boundary cannot, a crash in
 * the navbar, the footer, a template's body or the design-system settings built
 * from the page's data. Nothing of the page may have survived, so its error page
 * stands alone, in the language of the address, with a plain link home.
 */
export function SiteCrashBoundary({ children, pathname }: SiteCrashBoundaryProps) {
  const { language } = splitLanguage(pathname);
  const strings = crashPageStrings[language];
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      onError={reportCrash}
      fallbackRender={({ error, resetErrorBoundary }) => (
        <main className={styles.main}>
          <ErrorPage
            title={strings.title}
            retryLabel={strings.retry}
            message={getErrorMessage(error)}
            onRetry={() => resetErrorBoundary()}
          />
          {/* A full load, not the router: the client-side state is what failed. */}
          <a className={styles.homeLink} href={localizePath('/', language)}>
            {strings.home}
          </a>
        </main>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
