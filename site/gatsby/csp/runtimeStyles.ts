/**
 * Style elements a library inserts after the page has loaded, whose text never changes: each
 * page's style-src allows them by hash, as it does the page's own. react-aria's usePress adds
 * one, `#react-aria-pressable-style`, the first time a pressable element mounts (touch-action
 * on pressable elements, so a tap is not taken for a double-tap zoom). runtimeStyles.test.tsx
 * renders a react-aria button to check that its text is still this one.
 */
export const RUNTIME_STYLE_ELEMENTS: readonly string[] = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
];
