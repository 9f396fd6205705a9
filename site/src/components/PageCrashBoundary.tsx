import type { ReactNode } from 'react';
import { PageErrorBoundary } from '@foyer/design-system';
import { CrashSwitch } from './crashSwitch';

export interface PageCrashBoundaryProps {
  children: ReactNode;
  /** Navigating to another page clears the error. */
  pathname: string;
}

/** Around every page's content: a crash shows the error page, whose "Try again" renders it afresh. */
export function PageCrashBoundary({ children, pathname }: PageCrashBoundaryProps) {
  return (
    <PageErrorBoundary
      resetKeys={[pathname]}
      onError={(error) => console.error('Foyer: this page crashed while rendering.', error)}
    >
      <CrashSwitch />
      {children}
    </PageErrorBoundary>
  );
}
