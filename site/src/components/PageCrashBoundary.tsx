import type { ReactNode } from 'react';
import { PageErrorBoundary } from '@foyer/design-system';
import { crashPageStrings } from '../i18n/crashPageStrings';
import { splitLanguage } from '../i18n/routing';
import { CrashSwitch } from './crashSwitch';
import { reportCrash } from './reportCrash';

export interface PageCrashBoundaryProps {
  children: ReactNode;
  /** Navigating to another page clears the error. */
  pathname: string;
}

/**
 * Around a page's content, inside the layout: a crash there shows the error page
 * and keeps the navbar and footer, so the visitor can go elsewhere.
 */
export function PageCrashBoundary({ children, pathname }: PageCrashBoundaryProps) {
  const strings = crashPageStrings[splitLanguage(pathname).language];
  return (
    <PageErrorBoundary
      title={strings.title}
      retryLabel={strings.retry}
      resetKeys={[pathname]}
      onError={reportCrash}
    >
      <CrashSwitch />
      {children}
    </PageErrorBoundary>
  );
}
