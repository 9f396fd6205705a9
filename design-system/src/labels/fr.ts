import type { DesignSystemLabels } from './types';
import { skipLinkLabelsFr } from '../components/SkipLink/SkipLink.labels';
import { breadcrumbsLabelsFr } from '../components/Breadcrumbs/Breadcrumbs.labels';
import { dialogLabelsFr } from '../components/Dialog/Dialog.labels';
import { selectLabelsFr } from '../components/Select/Select.labels';
import { announcementBarLabelsFr } from '../components/AnnouncementBar/AnnouncementBar.labels';
import { codeBlockLabelsFr } from '../components/CodeBlock/CodeBlock.labels';
import { colorModeToggleLabelsFr } from '../components/ColorModeToggle/ColorModeToggle.labels';
import { docSidebarLabelsFr } from '../components/DocSidebar/DocSidebar.labels';
import { errorPageLabelsFr } from '../components/ErrorPage/ErrorPage.labels';
import { footerLabelsFr } from '../components/Footer/Footer.labels';
import { imageWithFallbackLabelsFr } from '../components/ImageWithFallback/ImageWithFallback.labels';
import { lazyBoundaryLabelsFr } from '../components/LazyBoundary/LazyBoundary.labels';
import { linkLabelsFr } from '../components/Link/Link.labels';
import { mobileSidebarLabelsFr } from '../components/MobileSidebar/MobileSidebar.labels';
import { navbarLabelsFr } from '../components/Navbar/Navbar.labels';
import { paginationLabelsFr } from '../components/Pagination/Pagination.labels';
import { progressBarLabelsFr } from '../components/ProgressBar/ProgressBar.labels';
import { searchButtonLabelsFr } from '../components/SearchButton/SearchButton.labels';
import { searchModalLabelsFr } from '../components/SearchModal/SearchModal.labels';
import { spinnerLabelsFr } from '../components/Spinner/Spinner.labels';
import { submitButtonLabelsFr } from '../components/SubmitButton/SubmitButton.labels';
import { tableOfContentsLabelsFr } from '../components/TableOfContents/TableOfContents.labels';
import { textAreaLabelsFr } from '../components/TextArea/TextArea.labels';

/** Every label of the package in French (`<DesignSystemProvider labels={frLabels}>`): each component's own set, gathered. */
export const frLabels: DesignSystemLabels = {
  announcementBar: announcementBarLabelsFr,
  codeBlock: codeBlockLabelsFr,
  colorModeToggle: colorModeToggleLabelsFr,
  docSidebar: docSidebarLabelsFr,
  errorPage: errorPageLabelsFr,
  footer: footerLabelsFr,
  imageWithFallback: imageWithFallbackLabelsFr,
  lazyBoundary: lazyBoundaryLabelsFr,
  link: linkLabelsFr,
  mobileSidebar: mobileSidebarLabelsFr,
  navbar: navbarLabelsFr,
  pagination: paginationLabelsFr,
  progressBar: progressBarLabelsFr,
  searchButton: searchButtonLabelsFr,
  searchModal: searchModalLabelsFr,
  spinner: spinnerLabelsFr,
  submitButton: submitButtonLabelsFr,
  tableOfContents: tableOfContentsLabelsFr,
  textArea: textAreaLabelsFr,
  skipLink: skipLinkLabelsFr,
  breadcrumbs: breadcrumbsLabelsFr,
  dialog: dialogLabelsFr,
  select: selectLabelsFr,
};
