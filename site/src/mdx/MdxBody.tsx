import type { ReactNode } from 'react';
import { MDXProvider } from '@mdx-js/react';
import { mdxComponents } from './MdxComponents';
import { prose } from './prose.css';

/** The body of an MDX page (doc, post, long-form page): prose styles and the site's MDX components. */
export function MdxBody({ children }: { children: ReactNode }) {
  return (
    <div className={prose}>
      <MDXProvider components={mdxComponents}>{children}</MDXProvider>
    </div>
  );
}
