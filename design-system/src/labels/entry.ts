/**
 * `@foyer/design-system/labels`: every component's strings, one English and one French set
 * per component (`navbarLabelsEn`, `navbarLabelsFr`, …), beside the gathered `enLabels` and
 * `frLabels`. A site whose pages each render a few components can hand the provider only
 * the sets it needs, so a page does not ship the strings of components it never shows.
 */
export { enLabels } from './en';
export { frLabels } from './fr';
export type { DesignSystemLabels, PartialDesignSystemLabels } from './types';
export {
  announcementBarLabelsEn,
  announcementBarLabelsFr,
} from '../components/AnnouncementBar/AnnouncementBar.labels';
export { breadcrumbsLabelsEn, breadcrumbsLabelsFr } from '../components/Breadcrumbs/Breadcrumbs.labels';
export { codeBlockLabelsEn, codeBlockLabelsFr } from '../components/CodeBlock/CodeBlock.labels';
export {
  colorModeToggleLabelsEn,
  colorModeToggleLabelsFr,
} from '../components/ColorModeToggle/ColorModeToggle.labels';
export { dialogLabelsEn, dialogLabelsFr } from '../components/Dialog/Dialog.labels';
export { docSidebarLabelsEn, docSidebarLabelsFr } from '../components/DocSidebar/DocSidebar.labels';
export { errorPageLabelsEn, errorPageLabelsFr } from '../components/ErrorPage/ErrorPage.labels';
export { footerLabelsEn, footerLabelsFr } from '../components/Footer/Footer.labels';
export {
  imageWithFallbackLabelsEn,
  imageWithFallbackLabelsFr,
} from '../components/ImageWithFallback/ImageWithFallback.labels';
export { lazyBoundaryLabelsEn, lazyBoundaryLabelsFr } from '../components/LazyBoundary/LazyBoundary.labels';
export { linkLabelsEn, linkLabelsFr } from '../components/Link/Link.labels';
export {
  mobileSidebarLabelsEn,
  mobileSidebarLabelsFr,
} from '../components/MobileSidebar/MobileSidebar.labels';
export { navbarLabelsEn, navbarLabelsFr } from '../components/Navbar/Navbar.labels';
export { paginationLabelsEn, paginationLabelsFr } from '../components/Pagination/Pagination.labels';
export { progressBarLabelsEn, progressBarLabelsFr } from '../components/ProgressBar/ProgressBar.labels';
export { searchButtonLabelsEn, searchButtonLabelsFr } from '../components/SearchButton/SearchButton.labels';
export { searchModalLabelsEn, searchModalLabelsFr } from '../components/SearchModal/SearchModal.labels';
export { selectLabelsEn, selectLabelsFr } from '../components/Select/Select.labels';
export { skipLinkLabelsEn, skipLinkLabelsFr } from '../components/SkipLink/SkipLink.labels';
export { spinnerLabelsEn, spinnerLabelsFr } from '../components/Spinner/Spinner.labels';
export { submitButtonLabelsEn, submitButtonLabelsFr } from '../components/SubmitButton/SubmitButton.labels';
export {
  tableOfContentsLabelsEn,
  tableOfContentsLabelsFr,
} from '../components/TableOfContents/TableOfContents.labels';
export { textAreaLabelsEn, textAreaLabelsFr } from '../components/TextArea/TextArea.labels';
