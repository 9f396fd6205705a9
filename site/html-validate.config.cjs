/**
 * html-validate's configuration for the built site (site/e2e/htmlValidity.e2e.ts).
 * The recommended preset, with each rule below turned off or relaxed for the reason
 * written next to it. Everything else the preset checks must pass on every page.
 */
module.exports = {
  extends: ['html-validate:recommended'],
  elements: ['html5'],
  rules: {
    // React serialises void elements as `<meta />`; both forms are valid HTML.
    'void-style': 'off',
    // React and Gatsby write camelCase attribute names in the head (`charSet`, `hrefLang`);
    // HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // React writes boolean attributes as `defer=""`; every form is valid HTML.
    'attribute-boolean-style': 'off',
    // The same for `hidden`, which html-validate treats as enumerated (`until-found`):
    // React writes `hidden=""`, the empty value that means plainly hidden.
    'attribute-empty-style': 'off',
    // gatsby-plugin-image sizes its wrappers and placeholders with inline styles, and
    // components set computed sizes (aspect ratios, animation lengths) the same way.
    'no-inline-style': 'off',
    // HTML only forbids whitespace in ids; Gatsby's root is `___gatsby` and react-aria's
    // generated ids contain colons. The rule still rejects empty ids and spaces.
    'valid-id': ['error', { relaxed: true }],
    // gatsby-plugin-image's lazy pictures carry `data-src` until they load, with a
    // `<noscript>` copy that has `src` for visitors without JavaScript.
    'element-required-attributes': 'off',
    // ARIA 1.2 lets authors name lists; the integration cards name their technology
    // list ("Technologies") so it is announced as such.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
};
