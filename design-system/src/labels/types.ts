import type { SkipLinkLabels } from '../components/SkipLink/SkipLink.labels';
import type { BreadcrumbsLabels } from '../components/Breadcrumbs/Breadcrumbs.labels';
import type { DialogLabels } from '../components/Dialog/Dialog.labels';
import type { SelectLabels } from '../components/Select/Select.labels';
import type { AnnouncementBarLabels } from '../components/AnnouncementBar/AnnouncementBar.labels';
import type { CodeBlockLabels } from '../components/CodeBlock/CodeBlock.labels';
import type { ColorModeToggleLabels } from '../components/ColorModeToggle/ColorModeToggle.labels';
import type { DocSidebarLabels } from '../components/DocSidebar/DocSidebar.labels';
import type { ErrorPageLabels } from '../components/ErrorPage/ErrorPage.labels';
import type { FooterLabels } from '../components/Footer/Footer.labels';
import type { ImageWithFallbackLabels } from '../components/ImageWithFallback/ImageWithFallback.labels';
import type { LazyBoundaryLabels } from '../components/LazyBoundary/LazyBoundary.labels';
import type { LinkLabels } from '../components/Link/Link.labels';
import type { MobileSidebarLabels } from '../components/MobileSidebar/MobileSidebar.labels';
import type { NavbarLabels } from '../components/Navbar/Navbar.labels';
import type { PaginationLabels } from '../components/Pagination/Pagination.labels';
import type { ProgressBarLabels } from '../components/ProgressBar/ProgressBar.labels';
import type { SearchButtonLabels } from '../components/SearchButton/SearchButton.labels';
import type { SearchModalLabels } from '../components/SearchModal/SearchModal.labels';
import type { SpinnerLabels } from '../components/Spinner/Spinner.labels';
import type { SubmitButtonLabels } from '../components/SubmitButton/SubmitButton.labels';
import type { TableOfContentsLabels } from '../components/TableOfContents/TableOfContents.labels';
import type { TextAreaLabels } from '../components/TextArea/TextArea.labels';

/** Every string the components show or announce on their own, one group per component. */
export interface DesignSystemLabels {
  /** Strings of `AnnouncementBar`'s close button. */
  announcementBar: AnnouncementBarLabels;
  /** Strings of `CodeBlock`'s copy button and its outcome. */
  codeBlock: CodeBlockLabels;
  /** Strings of `ColorModeToggle`'s two states. */
  colorModeToggle: ColorModeToggleLabels;
  /** Strings of `DocSidebar`'s landmark. */
  docSidebar: DocSidebarLabels;
  /** Strings of `ErrorPage`'s heading and retry button. */
  errorPage: ErrorPageLabels;
  /** Strings of `Footer`'s external links. */
  footer: FooterLabels;
  /** Strings of `ImageWithFallback`'s messages when an image fails. */
  imageWithFallback: ImageWithFallbackLabels;
  /** Strings of `LazyBoundary`'s loading and error messages. */
  lazyBoundary: LazyBoundaryLabels;
  /** Strings of `Link`'s external links. */
  link: LinkLabels;
  /** Strings of `MobileSidebar`'s dialog and close button. */
  mobileSidebar: MobileSidebarLabels;
  /** Strings of `Navbar`'s landmark, menu buttons and external links. */
  navbar: NavbarLabels;
  /** Strings of `Pagination`'s landmark and links. */
  pagination: PaginationLabels;
  /** Strings of `ProgressBar`'s announcement while a page loads. */
  progressBar: ProgressBarLabels;
  /** Strings of `SearchButton`'s name. */
  searchButton: SearchButtonLabels;
  /** Strings of `SearchModal`'s every string. */
  searchModal: SearchModalLabels;
  /** Strings of `Spinner`'s default status text. */
  spinner: SpinnerLabels;
  /** Strings of `SubmitButton`'s text while submitting. */
  submitButton: SubmitButtonLabels;
  /** Strings of `TableOfContents`' title. */
  tableOfContents: TableOfContentsLabels;
  /** Strings of `TextArea`'s characters-left counter. */
  textArea: TextAreaLabels;
  /** Strings of `SkipLink`'s text. */
  skipLink: SkipLinkLabels;
  /** Strings of `Breadcrumbs`' landmark. */
  breadcrumbs: BreadcrumbsLabels;
  /** Strings of `Dialog`'s close button. */
  dialog: DialogLabels;
  /** Strings of `Select`'s placeholder. */
  select: SelectLabels;
}

/** Labels to change: any group, any string of it; the rest stays as it was. */
export type PartialDesignSystemLabels = {
  [Group in keyof DesignSystemLabels]?: Partial<DesignSystemLabels[Group]>;
};
