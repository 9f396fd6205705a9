import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The host's CSS first, the package's after it: the host's must still win.
import './host.css';
import '@foyer/design-system/styles.css';
import { Button, Link } from '@foyer/design-system';

/**
 * The same host page as host.html, plus the package's stylesheet and two of its
 * components in a themed region. The test runner checks that the host's own
 * elements (outside that region) look exactly as on host.html, and that the host's
 * rules win over the package's on the components.
 */
function PackageRegion() {
  return (
    <div data-theme="light" className="host-area">
      <Button className="host-button">Package button</Button>
      <p>
        <Link href="/docs/getting-started/">Package link</Link>
      </p>
    </div>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('host-with-package.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <PackageRegion />
  </StrictMode>,
);
