import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '@foyer/design-system/styles.css';
import '@foyer/design-system/global.css';
import 'virtual:acme-brand.css';
import {
  AnnouncementBar,
  Breadcrumbs,
  CodeBlock,
  DesignSystemProvider,
  DocSidebar,
  Footer,
  Form,
  Link,
  Navbar,
  Pagination,
  SearchModal,
  Select,
  SkipLink,
  Spinner,
  SubmitButton,
  TableOfContents,
  TextArea,
  useSearchModal,
  type NavbarItem,
} from '@foyer/design-system';
import { colorMode } from './colorMode';
import { deLabels } from './deLabels';
import { inMemorySearchClient } from './search/inMemorySearchClient';

/**
 * Acme's German documentation page: every component with strings of its own, under
 * a provider given the German label set. The test runner reads the rendered page
 * (and the open search dialog) for any English string of the package.
 */
function GermanDocs() {
  const search = useSearchModal({ client: inMemorySearchClient, indexName: 'acme-docs' });
  const [message, setMessage] = useState('Relay läuft prima');
  const navbarItems: NavbarItem[] = [
    { label: 'Dokumentation', href: '/german.html', activeBasePath: '/german' },
    { label: 'Status', href: 'https://status.acme.example/' },
    { type: 'search', label: 'Suchen', position: 'right', onPress: search.open },
    { type: 'colour-toggle', label: 'Farbmodus', position: 'right' },
  ];
  return (
    <>
      <SkipLink />
      <AnnouncementBar id="relay-3">Acme Relay 3 ist erschienen.</AnnouncementBar>
      <Navbar brand={{ label: 'Acme Relay', href: '/' }} items={navbarItems} />
      <div style={{ display: 'flex', gap: '2rem' }}>
        <DocSidebar
          items={[
            {
              type: 'category',
              label: 'Erste Schritte',
              items: [{ type: 'link', label: 'Installation', href: '/german.html' }],
            },
          ]}
        />
        <main id="main" tabIndex={-1}>
          <Breadcrumbs items={[{ label: 'Start', href: '/' }, { label: 'Installation' }]} />
          <h1>Installation</h1>
          <h2 id="voraussetzungen">Voraussetzungen</h2>
          <p>
            Relay läuft auf jedem Server mit Docker. Mehr dazu im{' '}
            <Link href="https://forum.acme.example/">Forum</Link>.
          </p>
          <CodeBlock code="docker run acme/relay" html="docker run acme/relay" language="bash" />
          <h2 id="rueckmeldung">Rückmeldung</h2>
          <Form aria-label="Rückmeldung" onSubmit={() => setMessage('')}>
            <TextArea
              name="nachricht"
              label="Nachricht"
              maxLength={20}
              value={message}
              onChange={setMessage}
            />
            <Select
              name="plan"
              label="Tarif"
              options={[
                { value: 'basis', label: 'Basis' },
                { value: 'team', label: 'Team' },
              ]}
            />
            <SubmitButton label="Senden" isSubmitting />
          </Form>
          <Spinner />
          <Pagination currentPage={2} totalPages={3} hrefFor={(page) => `/german.html?seite=${page}`} />
        </main>
        <TableOfContents
          headings={[
            { id: 'voraussetzungen', value: 'Voraussetzungen', depth: 2 },
            { id: 'rueckmeldung', value: 'Rückmeldung', depth: 2 },
          ]}
        />
      </div>
      <Footer
        columns={[
          { title: 'Projekt', items: [{ label: 'Quellcode', href: 'https://git.acme.example/relay' }] },
        ]}
        copyright="© 2026 Acme"
      />
      <SearchModal {...search.modalProps} />
    </>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('german.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <DesignSystemProvider locale="de-DE" labels={deLabels} colorMode={colorMode}>
      <GermanDocs />
    </DesignSystemProvider>
  </StrictMode>,
);
