import type { DesignSystemLabels } from './types';
import { skipLinkLabelsEn } from '../components/SkipLink/SkipLink.labels';
import { breadcrumbsLabelsEn } from '../components/Breadcrumbs/Breadcrumbs.labels';
import { dialogLabelsEn } from '../components/Dialog/Dialog.labels';
import { selectLabelsEn } from '../components/Select/Select.labels';
import { announcementBarLabelsEn } from '../components/AnnouncementBar/AnnouncementBar.labels';
import { codeBlockLabelsEn } from '../components/CodeBlock/CodeBlock.labels';
import { colorModeToggleLabelsEn } from '../components/ColorModeToggle/ColorModeToggle.labels';
import { docSidebarLabelsEn } from '../components/DocSidebar/DocSidebar.labels';
import { errorPageLabelsEn } from '../components/ErrorPage/ErrorPage.labels';
import { footerLabelsEn } from '../components/Footer/Footer.labels';
import { imageWithFallbackLabelsEn } from '../components/ImageWithFallback/ImageWithFallback.labels';
import { lazyBoundaryLabelsEn } from '../components/LazyBoundary/LazyBoundary.labels';
import { linkLabelsEn } from '../components/Link/Link.labels';
import { mobileSidebarLabelsEn } from '../components/MobileSidebar/MobileSidebar.labels';
import { navbarLabelsEn } from '../components/Navbar/Navbar.labels';
import { paginationLabelsEn } from '../components/Pagination/Pagination.labels';
import { progressBarLabelsEn } from '../components/ProgressBar/ProgressBar.labels';
import { searchButtonLabelsEn } from '../components/SearchButton/SearchButton.labels';
import { searchModalLabelsEn } from '../components/SearchModal/SearchModal.labels';
import { spinnerLabelsEn } from '../components/Spinner/Spinner.labels';
import { submitButtonLabelsEn } from '../components/SubmitButton/SubmitButton.labels';
import { tableOfContentsLabelsEn } from '../components/TableOfContents/TableOfContents.labels';
import { textAreaLabelsEn } from '../components/TextArea/TextArea.labels';

/** Every label of the package in English, the default: each component's own set, gathered. */
export const enLabels: DesignSystemLabels = {
  announcementBar: announcementBarLabelsEn,
  codeBlock: codeBlockLabelsEn,
  colorModeToggle: colorModeToggleLabelsEn,
  docSidebar: docSidebarLabelsEn,
  errorPage: errorPageLabelsEn,
  footer: footerLabelsEn,
  imageWithFallback: imageWithFallbackLabelsEn,
  lazyBoundary: lazyBoundaryLabelsEn,
  link: linkLabelsEn,
  mobileSidebar: mobileSidebarLabelsEn,
  navbar: navbarLabelsEn,
  pagination: paginationLabelsEn,
  progressBar: progressBarLabelsEn,
  searchButton: searchButtonLabelsEn,
  searchModal: searchModalLabelsEn,
  spinner: spinnerLabelsEn,
  submitButton: submitButtonLabelsEn,
  tableOfContents: tableOfContentsLabelsEn,
  textArea: textAreaLabelsEn,
  skipLink: skipLinkLabelsEn,
  breadcrumbs: breadcrumbsLabelsEn,
  dialog: dialogLabelsEn,
  select: selectLabelsEn,
};
