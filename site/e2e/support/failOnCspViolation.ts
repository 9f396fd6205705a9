import { takeCspViolations } from './cspViolations';

// Every browser test runs under the host's strict policy: a refused script, style or
// connection is a bug even when the test's own assertions pass.
afterEach(() => {
  const violations = takeCspViolations();
  if (violations.length > 0) {
    throw new Error(`Content-Security-Policy violations:\n- ${violations.join('\n- ')}`);
  }
});
