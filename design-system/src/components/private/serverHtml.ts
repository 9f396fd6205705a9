import type { ReactElement } from 'react';
import type * as ReactDOMServer from 'react-dom/server';

// The browser build of react-dom/server needs TextEncoder, which jsdom lacks; the Node build does not.
const { renderToString } = jest.requireActual<typeof ReactDOMServer>('react-dom/server.node');

/**
 * Server HTML of an element, for tests of what happens before and at hydration.
 * jsdom has a document, so react-aria picks the real useLayoutEffect, which React's
 * server renderer warns about; a true server has no document and no warning.
 */
export function serverHtml(element: ReactElement): string {
  const failOnError = jest.mocked(console.error).getMockImplementation();
  const spy = jest.mocked(console.error).mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) failOnError?.(...args);
  });
  const html = renderToString(element);
  // Hydration mismatches must still fail the test.
  if (failOnError) spy.mockImplementation(failOnError);
  return html;
}
