/**
 * The design system's build-time functions (`@foyer/design-system/code-lines`),
 * imported from its source by path. The MDX compile runs in gatsby-node, which Gatsby
 * bundles with Parcel: Parcel bundles relative imports from source like the site's
 * own files, but leaves package names to Node's `require` at run time, where
 * `@foyer/design-system/code-lines` would need the package's `dist/`, which the
 * site's build never makes (webpack and Jest compile the package from source through
 * aliases: designSystemSource.ts). Adopters import the package entry itself.
 */
export {
  annotateCodeLines,
  codeLineLabelsEn,
  copyableCode,
  type CodeLineLabels,
  type CodeLineMarks,
} from '../../design-system/src/codeLines';
