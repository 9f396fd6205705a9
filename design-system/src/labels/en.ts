import type { DesignSystemLabels } from './types';

/*
 * English labels, one export per component so that a component pulls in its own
 * strings only; `enLabels` gathers them for adopters.
 */

export const announcementBar: DesignSystemLabels['announcementBar'] = { dismiss: 'Close the announcement' };
export const codeBlock: DesignSystemLabels['codeBlock'] = {
  copy: 'Copy code',
  copied: 'Copied',
  copyFailed: 'Copy failed',
};
export const colorModeToggle: DesignSystemLabels['colorModeToggle'] = {
  switchToLight: 'Switch to light mode',
  switchToDark: 'Switch to dark mode',
};
export const docSidebar: DesignSystemLabels['docSidebar'] = { navigation: 'Docs sidebar' };
export const errorPage: DesignSystemLabels['errorPage'] = { title: 'This page crashed.', retry: 'Try again' };
export const footer: DesignSystemLabels['footer'] = { externalLink: '(opens in a new tab)' };
export const imageWithFallback: DesignSystemLabels['imageWithFallback'] = {
  notFound: 'Image not found (404).',
  offline: 'You are offline: the image could not load.',
  retry: 'Click to reload the image',
};
export const lazyBoundary: DesignSystemLabels['lazyBoundary'] = {
  loading: 'Loading…',
  retry: 'Retry',
  errorTitle: 'This part of the page could not load.',
};
export const link: DesignSystemLabels['link'] = { externalLink: '(opens in a new tab)' };
export const mobileSidebar: DesignSystemLabels['mobileSidebar'] = { title: 'Menu', close: 'Close the menu' };
export const navbar: DesignSystemLabels['navbar'] = {
  navigation: 'Main',
  openMenu: 'Open the menu',
  closeMenu: 'Close the menu',
  mobileMenu: 'Menu',
  mainMenu: 'Main menu',
  externalLink: '(opens in a new tab)',
  language: 'Language:',
};
export const pagination: DesignSystemLabels['pagination'] = {
  navigation: 'Pagination',
  previous: 'Previous page',
  next: 'Next page',
  page: (page) => `Page ${page}`,
};
export const progressBar: DesignSystemLabels['progressBar'] = { loading: 'Loading page' };
export const searchButton: DesignSystemLabels['searchButton'] = { label: 'Search' };
export const searchModal: DesignSystemLabels['searchModal'] = {
  dialog: 'Search the documentation',
  input: 'Search the docs',
  placeholder: 'Search docs',
  clear: 'Clear the query',
  close: 'Cancel',
  recent: 'Recent',
  favorites: 'Favorites',
  noRecent: 'No recent searches',
  saveFavorite: (query) => `Save “${query}” as a favorite`,
  removeRecent: (query) => `Remove “${query}” from recent searches`,
  removeFavorite: (query) => `Remove “${query}” from favorites`,
  loading: 'Searching…',
  stalled: 'Still searching…',
  errorTitle: 'Unable to fetch results',
  errorHelp: 'You might want to check your network connection.',
  noResultsFor: 'No results for',
  trySearchingFor: 'Try searching for',
  reportMissing: 'Believe this query should return results?',
  reportLink: 'Let us know.',
  seeAll: (count) => `See all ${count} results`,
  resultsCount: (count) => (count === 0 ? 'No results' : count === 1 ? '1 result' : `${count} results`),
  toSelect: 'to select',
  toNavigate: 'to navigate',
  toClose: 'to close',
  opensInNewTab: '(opens in a new tab)',
};
export const spinner: DesignSystemLabels['spinner'] = { loading: 'Loading…' };
export const submitButton: DesignSystemLabels['submitButton'] = { submitting: 'Sending…' };
export const tableOfContents: DesignSystemLabels['tableOfContents'] = { title: 'On this page' };
export const textArea: DesignSystemLabels['textArea'] = {
  remaining: (remaining: number) => (remaining === 1 ? '1 character left' : `${remaining} characters left`),
};

/** Every label of the package in English: the default. */
export const enLabels: DesignSystemLabels = {
  announcementBar,
  codeBlock,
  colorModeToggle,
  docSidebar,
  errorPage,
  footer,
  imageWithFallback,
  lazyBoundary,
  link,
  mobileSidebar,
  navbar,
  pagination,
  progressBar,
  searchButton,
  searchModal,
  spinner,
  submitButton,
  tableOfContents,
  textArea,
};
