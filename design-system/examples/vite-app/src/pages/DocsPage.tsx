import { DocSidebar, TableOfContents, type TocHeading } from '@foyer/design-system';
import { docSidebar, type DocPage } from '../docs';

export function DocsPage({ page }: { page: DocPage }) {
  const headings: TocHeading[] = page.sections.map(({ id, title, depth }) => ({ id, value: title, depth }));
  return (
    <div className="docs-layout">
      <DocSidebar items={docSidebar} className="docs-sidebar" />
      <main className="docs-article">
        <h1>{page.title}</h1>
        <p className="lead">{page.introduction}</p>
        {page.sections.map((section) => {
          const Heading = section.depth === 2 ? 'h2' : 'h3';
          return (
            <section key={section.id}>
              <Heading id={section.id}>{section.title}</Heading>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          );
        })}
      </main>
      <TableOfContents headings={headings} className="docs-toc" />
    </div>
  );
}
