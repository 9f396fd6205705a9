export { Navbar } from './Navbar';
export { RepositoryIcon } from './RepositoryIcon';
export type { NavbarBrand, NavbarProps } from './Navbar';
export type {
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
  NavbarSearchItem,
} from './types';
