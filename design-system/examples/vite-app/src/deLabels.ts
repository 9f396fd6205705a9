import type { DesignSystemLabels } from '@foyer/design-system';

/**
 * Every string of the design system in German, for Acme's German pages. Typed as the
 * complete `DesignSystemLabels`: a group or string the package adds in a later
 * version is a type error here until it is translated, never an English leftover.
 */
export const deLabels: DesignSystemLabels = {
  announcementBar: { dismiss: 'Hinweis schließen' },
  codeBlock: { copy: 'Code kopieren', copied: 'Kopiert', copyFailed: 'Kopieren fehlgeschlagen' },
  colorModeToggle: { switchToLight: 'Zum hellen Modus wechseln', switchToDark: 'Zum dunklen Modus wechseln' },
  docSidebar: { navigation: 'Seitenleiste der Dokumentation' },
  errorPage: { title: 'Diese Seite ist abgestürzt.', retry: 'Erneut versuchen' },
  footer: { opensInNewTab: '(öffnet in einem neuen Tab)' },
  imageWithFallback: {
    notFound: 'Bild nicht gefunden (404).',
    offline: 'Sie sind offline: Das Bild konnte nicht geladen werden.',
    retry: 'Klicken, um das Bild neu zu laden',
  },
  lazyBoundary: {
    loading: 'Wird geladen…',
    retry: 'Nochmals versuchen',
    errorTitle: 'Dieser Teil der Seite konnte nicht geladen werden.',
  },
  link: { opensInNewTab: '(öffnet in einem neuen Tab)' },
  mobileSidebar: { title: 'Menü', close: 'Menü schließen' },
  navbar: {
    navigation: 'Hauptnavigation',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    mobileMenu: 'Menü',
    mainMenu: 'Hauptmenü',
    opensInNewTab: '(öffnet in einem neuen Tab)',
    language: 'Sprache:',
  },
  pagination: {
    navigation: 'Seitennavigation',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    page: (page) => `Seite ${page}`,
  },
  progressBar: { loading: 'Seite wird geladen' },
  searchButton: { label: 'Suchen', controlKey: 'Strg', commandKey: '⌘' },
  searchModal: {
    dialog: 'Dokumentation durchsuchen',
    input: 'Dokumentation durchsuchen',
    placeholder: 'Doku durchsuchen',
    clear: 'Suchbegriff löschen',
    close: 'Abbrechen',
    recent: 'Zuletzt gesucht',
    favorites: 'Favoriten',
    noRecent: 'Keine letzten Suchen',
    saveFavorite: (query) => `„${query}“ als Favorit speichern`,
    removeRecent: (query) => `„${query}“ aus den letzten Suchen entfernen`,
    removeFavorite: (query) => `„${query}“ aus den Favoriten entfernen`,
    loading: 'Suche läuft…',
    stalled: 'Suche läuft noch…',
    errorTitle: 'Ergebnisse konnten nicht abgerufen werden',
    errorHelp: 'Bitte prüfen Sie Ihre Netzwerkverbindung.',
    noResultsFor: 'Keine Ergebnisse für',
    trySearchingFor: 'Suchen Sie zum Beispiel nach',
    reportMissing: 'Sollte diese Suche Ergebnisse liefern?',
    reportLink: 'Sagen Sie es uns.',
    seeAll: (count) => `Alle ${count} Ergebnisse anzeigen`,
    resultsCount: (count) =>
      count === 0 ? 'Keine Ergebnisse' : count === 1 ? '1 Ergebnis' : `${count} Ergebnisse`,
    toSelect: 'zum Auswählen',
    toNavigate: 'zum Navigieren',
    toClose: 'zum Schließen',
    enterKey: '↵',
    upKey: '↑',
    downKey: '↓',
    escapeKey: 'Esc',
    opensInNewTab: '(öffnet in einem neuen Tab)',
  },
  spinner: { loading: 'Wird geladen…' },
  submitButton: { submitting: 'Wird gesendet…' },
  tableOfContents: { title: 'Auf dieser Seite' },
  textArea: {
    remaining: (remaining) => (remaining === 1 ? 'Noch 1 Zeichen' : `Noch ${remaining} Zeichen`),
  },
};
