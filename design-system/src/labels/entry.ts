/**
 * `@foyer/design-system/labels`: every component's strings, one English and one French set
 * per component (`navbarLabelsEn`, `navbarLabelsFr`, …), beside the gathered `enLabels` and
 * `frLabels`. A site whose pages each render a few components can hand the provider only
 * the sets it needs, so a page does not ship the strings of components it never shows.
 */
export { enLabels } from './en';
export { frLabels } from './fr';
export type { DesignSystemLabels, PartialDesignSystemLabels } from './types';
export { announcementBarLabelsEn } from '../components/AnnouncementBar/AnnouncementBar.labels';
export { announcementBarLabelsFr } from '../components/AnnouncementBar/AnnouncementBar.labels.fr';
export { breadcrumbsLabelsEn } from '../components/Breadcrumbs/Breadcrumbs.labels';
export { breadcrumbsLabelsFr } from '../components/Breadcrumbs/Breadcrumbs.labels.fr';
export { codeBlockLabelsEn } from '../components/CodeBlock/CodeBlock.labels';
export { codeBlockLabelsFr } from '../components/CodeBlock/CodeBlock.labels.fr';
export { colorModeToggleLabelsEn } from '../components/ColorModeToggle/ColorModeToggle.labels';
export { colorModeToggleLabelsFr } from '../components/ColorModeToggle/ColorModeToggle.labels.fr';
export { dialogLabelsEn } from '../components/Dialog/Dialog.labels';
export { dialogLabelsFr } from '../components/Dialog/Dialog.labels.fr';
export { docSidebarLabelsEn } from '../components/DocSidebar/DocSidebar.labels';
export { docSidebarLabelsFr } from '../components/DocSidebar/DocSidebar.labels.fr';
export { errorPageLabelsEn } from '../components/ErrorPage/ErrorPage.labels';
export { errorPageLabelsFr } from '../components/ErrorPage/ErrorPage.labels.fr';
export { footerLabelsEn } from '../components/Footer/Footer.labels';
export { footerLabelsFr } from '../components/Footer/Footer.labels.fr';
export { imageWithFallbackLabelsEn } from '../components/ImageWithFallback/ImageWithFallback.labels';
export { imageWithFallbackLabelsFr } from '../components/ImageWithFallback/ImageWithFallback.labels.fr';
export { lazyBoundaryLabelsEn } from '../components/LazyBoundary/LazyBoundary.labels';
export { lazyBoundaryLabelsFr } from '../components/LazyBoundary/LazyBoundary.labels.fr';
export { linkLabelsEn } from '../components/Link/Link.labels';
export { linkLabelsFr } from '../components/Link/Link.labels.fr';
export { mobileSidebarLabelsEn } from '../components/MobileSidebar/MobileSidebar.labels';
export { mobileSidebarLabelsFr } from '../components/MobileSidebar/MobileSidebar.labels.fr';
export { navbarLabelsEn } from '../components/Navbar/Navbar.labels';
export { navbarLabelsFr } from '../components/Navbar/Navbar.labels.fr';
export { paginationLabelsEn } from '../components/Pagination/Pagination.labels';
export { paginationLabelsFr } from '../components/Pagination/Pagination.labels.fr';
export { progressBarLabelsEn } from '../components/ProgressBar/ProgressBar.labels';
export { progressBarLabelsFr } from '../components/ProgressBar/ProgressBar.labels.fr';
export { searchButtonLabelsEn } from '../components/SearchButton/SearchButton.labels';
export { searchButtonLabelsFr } from '../components/SearchButton/SearchButton.labels.fr';
export { searchModalLabelsEn } from '../components/SearchModal/SearchModal.labels';
export { searchModalLabelsFr } from '../components/SearchModal/SearchModal.labels.fr';
export { selectLabelsEn } from '../components/Select/Select.labels';
export { selectLabelsFr } from '../components/Select/Select.labels.fr';
export { skipLinkLabelsEn } from '../components/SkipLink/SkipLink.labels';
export { skipLinkLabelsFr } from '../components/SkipLink/SkipLink.labels.fr';
export { spinnerLabelsEn } from '../components/Spinner/Spinner.labels';
export { spinnerLabelsFr } from '../components/Spinner/Spinner.labels.fr';
export { submitButtonLabelsEn } from '../components/SubmitButton/SubmitButton.labels';
export { submitButtonLabelsFr } from '../components/SubmitButton/SubmitButton.labels.fr';
export { tableOfContentsLabelsEn } from '../components/TableOfContents/TableOfContents.labels';
export { tableOfContentsLabelsFr } from '../components/TableOfContents/TableOfContents.labels.fr';
export { textAreaLabelsEn } from '../components/TextArea/TextArea.labels';
export { textAreaLabelsFr } from '../components/TextArea/TextArea.labels.fr';
