import type { DesignSystemLabels } from '../types';
import { breadcrumbsLabelsEn } from '../../components/Breadcrumbs/Breadcrumbs.labels';
import { dialogLabelsEn } from '../../components/Dialog/Dialog.labels';
import { selectLabelsEn } from '../../components/Select/Select.labels';
import { skipLinkLabelsEn } from '../../components/SkipLink/SkipLink.labels';
import { announcementBar } from './announcementBar';
import { codeBlock } from './codeBlock';
import { colorModeToggle } from './colorModeToggle';
import { docSidebar } from './docSidebar';
import { errorPage } from './errorPage';
import { footer } from './footer';
import { imageWithFallback } from './imageWithFallback';
import { lazyBoundary } from './lazyBoundary';
import { link } from './link';
import { mobileSidebar } from './mobileSidebar';
import { navbar } from './navbar';
import { pagination } from './pagination';
import { progressBar } from './progressBar';
import { searchButton } from './searchButton';
import { searchModal } from './searchModal';
import { spinner } from './spinner';
import { submitButton } from './submitButton';
import { tableOfContents } from './tableOfContents';
import { textArea } from './textArea';

/**
 * Every label of the package in English: the default. Each group lives in its own
 * module so that a component brings only its own strings into a bundle.
 */
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
  skipLink: skipLinkLabelsEn,
  breadcrumbs: breadcrumbsLabelsEn,
  dialog: dialogLabelsEn,
  select: selectLabelsEn,
};
