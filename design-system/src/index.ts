// The main entry: components, the provider, labels, theming and the hooks an adopter
// uses. Everything it exports is listed in publicApi.test.ts, so a change is seen.
// Tokens for your own .css.ts files: `@foyer/design-system/tokens`; the theme's values
// and helpers: `@foyer/design-system/theme`; a search client of your own:
// `@foyer/design-system/search`.

export {
  COLOR_MODE_ATTRIBUTE,
  COLOR_MODE_STORAGE_KEY,
  colorModeScript,
  createBrandTheme,
  darkThemeClass,
  lightThemeClass,
  themeVariables,
} from './theme';
export type {
  BrandColors,
  BrandThemeOptions,
  ColorMode,
  ColorModeScriptOptions,
  ThemeTokens,
  ThemeVariableName,
  ThemeVariables,
} from './theme';

export { DesignSystemProvider, useDesignSystem } from './provider';
export type { ColorModeSettings, DesignSystemProviderProps, DesignSystemSettings } from './provider';

export { enLabels, frLabels } from './labels';
export type { DesignSystemLabels, PartialDesignSystemLabels } from './labels';

export { useColorMode } from './hooks/useColorMode';
export { useMediaQuery } from './hooks/useMediaQuery';
export { useIsHydrated } from './hooks/useIsHydrated';
export type { UseColorModeResult } from './hooks/useColorMode';

export { Button } from './components/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button';

export { Link } from './components/Link';
export type {
  LinkComponentProps,
  LinkComponentType,
  LinkLabels,
  LinkProps,
  LinkVariant,
} from './components/Link';

export { ColorModeToggle } from './components/ColorModeToggle';
export type { ColorModeToggleLabels, ColorModeToggleProps } from './components/ColorModeToggle';

export { Navbar, RepositoryIcon } from './components/Navbar';
export type {
  NavbarBrand,
  NavbarColorToggleItem,
  NavbarCustomItem,
  NavbarDropdownItem,
  NavbarItem,
  NavbarLabels,
  NavbarLinkItem,
  NavbarLocaleItem,
  NavbarLocaleOption,
  NavbarLocationParts,
  NavbarPosition,
  NavbarProps,
  NavbarSearchItem,
} from './components/Navbar';

export { MobileSidebar } from './components/MobileSidebar';
export type { MobileSidebarLabels, MobileSidebarProps } from './components/MobileSidebar';

export { Footer } from './components/Footer';
export type {
  FooterColumn,
  FooterLink,
  FooterProps,
  FooterLabels,
  FooterSocial,
  SocialLink,
} from './components/Footer';

export { SearchButton } from './components/SearchButton';
export type { SearchButtonLabels, SearchButtonProps } from './components/SearchButton';

export { Highlighted, SearchModal } from './components/SearchModal';
export type {
  HighlightedText,
  SearchModalGroup,
  SearchModalHit,
  SearchModalLabels,
  SearchModalProps,
  SearchModalStatus,
  StoredSearch,
} from './components/SearchModal';

export { useSearchModal, useSearchShortcuts } from './search';
export type {
  SearchClient,
  SearchHit,
  SearchRequest,
  SearchResponse,
  SearchStatus,
  StoredSearches,
  UseSearchModalOptions,
  UseSearchModalResult,
} from './search';

export { ProgressBar } from './components/ProgressBar';
export type { ProgressBarLabels, ProgressBarProps } from './components/ProgressBar';

export { DocSidebar, DocSidebarCurrentPage, docSidebarCurrentPageCss } from './components/DocSidebar';
export type {
  DocSidebarCategory,
  DocSidebarCurrentPageProps,
  DocSidebarItem,
  DocSidebarLabels,
  DocSidebarLink,
  DocSidebarProps,
} from './components/DocSidebar';

export { TableOfContents } from './components/TableOfContents';
export type { TableOfContentsLabels, TableOfContentsProps, TocHeading } from './components/TableOfContents';

export { TextField } from './components/TextField';
export type { TextFieldProps, TextFieldType } from './components/TextField';
export { EmailField } from './components/EmailField';
export type { EmailFieldProps } from './components/EmailField';
export { TextArea } from './components/TextArea';
export type { TextAreaLabels, TextAreaProps } from './components/TextArea';
export { SubmitButton } from './components/SubmitButton';
export type { SubmitButtonLabels, SubmitButtonProps } from './components/SubmitButton';
export { FormMessage } from './components/FormMessage';
export type { FormMessageProps, FormMessageTone } from './components/FormMessage';
export { Form } from './components/Form';
export type { FormErrors, FormProps, FormValues } from './components/Form';

export { Counter } from './components/Counter';
export type { CounterProps } from './components/Counter';

export {
  AnnouncementBar,
  ANNOUNCEMENT_STORAGE_KEY,
  announcementBarScript,
} from './components/AnnouncementBar';
export type { AnnouncementBarLabels, AnnouncementBarProps } from './components/AnnouncementBar';

export { Spinner } from './components/Spinner';
export type { SpinnerLabels, SpinnerProps, SpinnerSize } from './components/Spinner';

export { LazyBoundary, lazyComponent, lazyWithRetry } from './components/LazyBoundary';
export type { LazyBoundaryLabels, LazyBoundaryProps } from './components/LazyBoundary';

export { ErrorPage, PageErrorBoundary } from './components/ErrorPage';
export type { ErrorPageLabels, ErrorPageProps, PageErrorBoundaryProps } from './components/ErrorPage';

export { ImageWithFallback } from './components/ImageWithFallback';
export type {
  ImageRenderHandlers,
  ImageRenderProps,
  ImageSourceProps,
  ImageWithFallbackLabels,
  ImageWithFallbackProps,
} from './components/ImageWithFallback';

export { Pagination } from './components/Pagination';
export type { PaginationLabels, PaginationProps } from './components/Pagination';

export { ChipFilter } from './components/ChipFilter';
export type { ChipFilterOption, ChipFilterProps } from './components/ChipFilter';

export { Admonition } from './components/Admonition';
export type { AdmonitionProps, AdmonitionType } from './components/Admonition';

export { CodeBlock } from './components/CodeBlock';
export type { CodeBlockLabels, CodeBlockProps } from './components/CodeBlock';

export {
  Tabs,
  TAB_CHOICES_QUERY_PARAMETER,
  TAB_CHOICES_STORAGE_KEY,
  tabChoicesScript,
} from './components/Tabs';
export type { TabChoiceSettings, TabItem, TabsProps } from './components/Tabs';

export { SkipLink } from './components/SkipLink';
export type { SkipLinkLabels, SkipLinkProps } from './components/SkipLink';

export { Breadcrumbs } from './components/Breadcrumbs';
export type { BreadcrumbItem, BreadcrumbsLabels, BreadcrumbsProps } from './components/Breadcrumbs';

export { Container } from './components/Container';
export type { ContainerElement, ContainerProps } from './components/Container';

export { Checkbox } from './components/Checkbox';
export type { CheckboxProps } from './components/Checkbox';

export { Radio, RadioGroup } from './components/RadioGroup';
export type { RadioGroupProps, RadioProps } from './components/RadioGroup';

export { Select } from './components/Select';
export type { SelectLabels, SelectOption, SelectProps } from './components/Select';

export { Dialog } from './components/Dialog';
export type { DialogLabels, DialogProps, DialogSize } from './components/Dialog';
