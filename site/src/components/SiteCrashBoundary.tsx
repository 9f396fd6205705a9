import type { ReactNode } from 'react';
import { useLocationContext } from '@gatsbyjs/reach-router';
import { ErrorBoundary, getErrorMessage } from 'react-error-boundary';
import { ErrorPage } from '@foyer/design-system';
import { crashPageStrings } from '../i18n/crashPageStrings';
import { localizePath, splitLanguage } from '../i18n/routing';
import { reportCrash } from './reportCrash';
import * as styles from './SiteCrashBoundary.css';

export interface SiteCrashBoundaryProps {
  children: ReactNode;
  /** The page being rendered, on the server (which has no location context here). */
  pathname?: string;
}

/**
 * Around the whole app (gatsby-browser's and gatsby-ssr's wrapRootElement): it
 * catches what the layout's own boundary cannot, a crash in the navbar, the footer,
 * a template's body, or the page wrappers that read the page's data (the i18n
 * plugin parses its strings before any page component renders). Nothing of the page
 * may have survived, so its error page stands alone, in the language of the
 * address, with a plain link home. Navigating to another page clears it.
 */
export function SiteCrashBoundary({ children, pathname: serverPathname }: SiteCrashBoundaryProps) {
  // In the browser, Gatsby's location context sits above this wrapper and changes once
  // the next page's data is ready; resetting on the address alone would render the
  // broken page again. The server renders this wrapper outside the router.
  const pathname = useLocationContext()?.location.pathname ?? serverPathname ?? '/';
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
