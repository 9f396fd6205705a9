import type { AnnouncementBarLabels } from '../components/AnnouncementBar/AnnouncementBar';
import type { CodeBlockLabels } from '../components/CodeBlock/CodeBlock';
import type { ColorModeToggleLabels } from '../components/ColorModeToggle/ColorModeToggle';
import type { DocSidebarLabels } from '../components/DocSidebar/DocSidebar';
import type { ErrorPageLabels } from '../components/ErrorPage/ErrorPage';
import type { FooterLabels } from '../components/Footer/Footer';
import type { ImageWithFallbackLabels } from '../components/ImageWithFallback/ImageWithFallback';
import type { LazyBoundaryLabels } from '../components/LazyBoundary/LazyBoundary';
import type { LinkLabels } from '../components/Link/Link';
import type { MobileSidebarLabels } from '../components/MobileSidebar/MobileSidebar';
import type { NavbarLabels } from '../components/Navbar/types';
import type { PaginationLabels } from '../components/Pagination/Pagination';
import type { ProgressBarLabels } from '../components/ProgressBar/ProgressBar';
import type { SearchButtonLabels } from '../components/SearchButton/SearchButton';
import type { SearchModalLabels } from '../components/SearchModal/types';
import type { SpinnerLabels } from '../components/Spinner/Spinner';
import type { SubmitButtonLabels } from '../components/SubmitButton/SubmitButton';
import type { TableOfContentsLabels } from '../components/TableOfContents/TableOfContents';
import type { TextAreaLabels } from '../components/TextArea/TextArea';

/** Every string the components show or announce on their own, one group per component. */
export interface DesignSystemLabels {
  announcementBar: AnnouncementBarLabels;
  codeBlock: CodeBlockLabels;
  colorModeToggle: ColorModeToggleLabels;
  docSidebar: DocSidebarLabels;
  errorPage: ErrorPageLabels;
  footer: FooterLabels;
  imageWithFallback: ImageWithFallbackLabels;
  lazyBoundary: LazyBoundaryLabels;
  link: LinkLabels;
  mobileSidebar: MobileSidebarLabels;
  navbar: NavbarLabels;
  pagination: PaginationLabels;
  progressBar: ProgressBarLabels;
  searchButton: SearchButtonLabels;
  searchModal: SearchModalLabels;
  spinner: SpinnerLabels;
  submitButton: SubmitButtonLabels;
  tableOfContents: TableOfContentsLabels;
  textArea: TextAreaLabels;
}

/** Labels to change: any group, any string of it; the rest stays as it was. */
export type PartialDesignSystemLabels = {
  [Group in keyof DesignSystemLabels]?: Partial<DesignSystemLabels[Group]>;
};
