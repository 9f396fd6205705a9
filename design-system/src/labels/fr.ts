import type { DesignSystemLabels } from './types';
import { skipLinkLabelsFr } from '../components/SkipLink/SkipLink.labels.fr';
import { breadcrumbsLabelsFr } from '../components/Breadcrumbs/Breadcrumbs.labels.fr';
import { dialogLabelsFr } from '../components/Dialog/Dialog.labels.fr';
import { selectLabelsFr } from '../components/Select/Select.labels.fr';
import { announcementBarLabelsFr } from '../components/AnnouncementBar/AnnouncementBar.labels.fr';
import { codeBlockLabelsFr } from '../components/CodeBlock/CodeBlock.labels.fr';
import { colorModeToggleLabelsFr } from '../components/ColorModeToggle/ColorModeToggle.labels.fr';
import { docSidebarLabelsFr } from '../components/DocSidebar/DocSidebar.labels.fr';
import { errorPageLabelsFr } from '../components/ErrorPage/ErrorPage.labels.fr';
import { footerLabelsFr } from '../components/Footer/Footer.labels.fr';
import { imageWithFallbackLabelsFr } from '../components/ImageWithFallback/ImageWithFallback.labels.fr';
import { lazyBoundaryLabelsFr } from '../components/LazyBoundary/LazyBoundary.labels.fr';
import { linkLabelsFr } from '../components/Link/Link.labels.fr';
import { mobileSidebarLabelsFr } from '../components/MobileSidebar/MobileSidebar.labels.fr';
import { navbarLabelsFr } from '../components/Navbar/Navbar.labels.fr';
import { paginationLabelsFr } from '../components/Pagination/Pagination.labels.fr';
import { progressBarLabelsFr } from '../components/ProgressBar/ProgressBar.labels.fr';
import { searchButtonLabelsFr } from '../components/SearchButton/SearchButton.labels.fr';
import { searchModalLabelsFr } from '../components/SearchModal/SearchModal.labels.fr';
import { spinnerLabelsFr } from '../components/Spinner/Spinner.labels.fr';
import { submitButtonLabelsFr } from '../components/SubmitButton/SubmitButton.labels.fr';
import { tableOfContentsLabelsFr } from '../components/TableOfContents/TableOfContents.labels.fr';
import { textAreaLabelsFr } from '../components/TextArea/TextArea.labels.fr';

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
