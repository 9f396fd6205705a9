export * from './theme';

export { useColorMode } from './hooks/useColorMode';
export { useMediaQuery } from './hooks/useMediaQuery';
export { useDelayedFlag } from './hooks/useDelayedFlag';
export type { UseColorModeResult } from './hooks/useColorMode';

export { Button } from './components/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button';

export { Link } from './components/Link';
export type { LinkComponentProps, LinkComponentType, LinkProps, LinkVariant } from './components/Link';

export { ColorModeToggle } from './components/ColorModeToggle';
export type { ColorModeToggleLabels, ColorModeToggleProps } from './components/ColorModeToggle';

export { Navbar } from './components/Navbar';
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
export type { MobileSidebarProps } from './components/MobileSidebar';

export { Footer } from './components/Footer';
export type {
  FooterColumn,
  FooterLink,
  FooterProps,
  FooterSocial,
  SocialIconName,
  SocialLink,
} from './components/Footer';

export { SearchButton } from './components/SearchButton';
export type { SearchButtonProps } from './components/SearchButton';

export { ProgressBar } from './components/ProgressBar';
export type { ProgressBarProps } from './components/ProgressBar';

export { DocSidebar } from './components/DocSidebar';
export type {
  DocSidebarCategory,
  DocSidebarItem,
  DocSidebarLink,
  DocSidebarProps,
} from './components/DocSidebar';

export { TableOfContents } from './components/TableOfContents';
export type { TableOfContentsProps, TocHeading } from './components/TableOfContents';
