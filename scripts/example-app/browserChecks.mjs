import fs from 'node:fs';
import { createRequire } from 'node:module';
import { check, step } from './steps.mjs';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The example's settings, from design-system/examples/vite-app/src/colorMode.ts and src/brand.ts. */
const STORAGE_KEY = 'acme-color-mode';
const PACKAGE_DEFAULT_STORAGE_KEY = 'foyer-color-mode';
const BRAND_PRIMARY = { light: 'rgb(15, 118, 110)', dark: 'rgb(94, 234, 212)' };
const BRAND_FONT = '"Source Sans 3"';
const SPA_MARKER = 'set before the click';

/** A page that records what would go unnoticed: uncaught errors, console errors, the mode at DOMContentLoaded. */
async function openPage(context) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.assertNoErrors = () =>
    check(errors.length === 0, `the page reported errors:\n      ${errors.join('\n      ')}`);
  return page;
}

async function newContext(browser) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  // Runs before any script of the page, so it sees the mode the head script applied before the bundle ran.
  await context.addInitScript(() => {
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        window.__themeAtDomContentLoaded = document.documentElement.getAttribute('data-theme');
      },
      { once: true },
    );
  });
  return context;
}

async function visit(page, url, heading) {
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

async function waitUntil(page, predicate, argument, message) {
  try {
    await page.waitForFunction(predicate, argument, { timeout: 5000 });
  } catch {
    throw new Error(message);
  }
}

async function theme(page) {
  return page.evaluate(() => document.documentElement.getAttribute('data-theme'));
}

async function runAxe(page, where) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(
    async (tags) =>
      (await window.axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(', ')}`,
      ),
    WCAG_22_AA,
  );
  check(violations.length === 0, `axe found violations on ${where}:\n      ${violations.join('\n      ')}`);
}

async function checkBrand(page, mode) {
  const { background, font } = await page
    .getByRole('button', { name: 'Read the guide' })
    .evaluate((button) => ({
      background: getComputedStyle(button).backgroundColor,
      font: getComputedStyle(button).fontFamily,
    }));
  check(
    background === BRAND_PRIMARY[mode],
    `in ${mode} mode the primary Button's background is ${background}, not the brand's ${BRAND_PRIMARY[mode]}`,
  );
  check(font.startsWith(BRAND_FONT), `the primary Button's font is ${font}, not the brand's ${BRAND_FONT}`);
}

/** What a host page's own elements look like: the properties a stylesheet could change by accident. */
const HOST_ELEMENTS = { html: 'html', body: 'body', h1: 'main h1', a: 'main a', button: 'main button' };
const HOST_PROPERTIES = [
  'color',
  'background-color',
  'color-scheme',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'margin-top',
  'padding-top',
  'border-top-color',
  'border-top-width',
  'border-radius',
  'text-decoration-line',
  'box-sizing',
];

async function hostStyles(page) {
  return page.evaluate(
    ([elements, properties]) =>
      Object.fromEntries(
        Object.entries(elements).map(([name, selector]) => {
          const style = getComputedStyle(document.querySelector(selector));
          return [
            name,
            Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)])),
          ];
        }),
      ),
    [HOST_ELEMENTS, HOST_PROPERTIES],
  );
}

/**
 * host.html and host-with-package.html hold the same host markup and CSS; the second
 * also imports styles.css (after the host's CSS) and renders a Button and a Link in
 * a `data-theme` region. Without data-theme, the host's elements must not change at
 * all; on the components, the host's rules must win although they load first.
 */
async function checkHostPage(browser, baseUrl) {
  const context = await newContext(browser);
  const page = await openPage(context);
  await visit(page, `${baseUrl}/host.html`, 'A host page');
  const before = await hostStyles(page);
  await visit(page, `${baseUrl}/host-with-package.html`, 'A host page');
  const button = page.getByRole('button', { name: 'Package button' });
  await button.waitFor();
  check(
    (await theme(page)) === null,
    `host-with-package.html has data-theme="${await theme(page)}" on <html>`,
  );
  const after = await hostStyles(page);
  const changed = Object.keys(before).flatMap((element) =>
    HOST_PROPERTIES.filter((property) => before[element][property] !== after[element][property]).map(
      (property) => `${element} ${property}: ${before[element][property]} → ${after[element][property]}`,
    ),
  );
  check(
    changed.length === 0,
    `styles.css changed the host's own elements:\n      ${changed.join('\n      ')}`,
  );

  const buttonStyle = await button.evaluate((element) => ({
    background: getComputedStyle(element).backgroundColor,
    minHeight: getComputedStyle(element).minHeight,
  }));
  // The package's rules apply (its 44 px target), yet the host's background wins.
  check(
    buttonStyle.minHeight === '44px',
    `the package's Button is unstyled (min-height ${buttonStyle.minHeight})`,
  );
  check(
    buttonStyle.background === 'rgb(1, 2, 3)',
    `the host's .host-button background lost to the package's: ${buttonStyle.background}`,
  );
  const linkColor = await page
    .getByRole('link', { name: 'Package link' })
    .evaluate((element) => getComputedStyle(element).color);
  check(linkColor === 'rgb(4, 5, 6)', `the host's link colour lost to the package's Link: ${linkColor}`);
  page.assertNoErrors();
  await context.close();
}

/** Every page of the example, its form in error and the search with hits, in one mode. */
async function checkPagesInMode(browser, baseUrl, mode) {
  const context = await newContext(browser);
  const page = await openPage(context);
  await page.goto(baseUrl);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEY, mode]);
  await visit(page, `${baseUrl}/`, 'Webhooks that never get lost');
  check((await theme(page)) === mode, `data-theme is ${await theme(page)}, expected ${mode}`);
  await checkBrand(page, mode);
  await runAxe(page, `/ (${mode})`);

  await visit(page, `${baseUrl}/docs/getting-started/`, 'Getting started');
  await runAxe(page, `/docs/getting-started/ (${mode})`);

  await visit(page, `${baseUrl}/updates/`, 'Updates');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByText('Enter your e-mail address.').waitFor();
  await runAxe(page, `/updates/ with the form's error shown (${mode})`);

  await page.keyboard.press('Control+k');
  await page.getByRole('dialog', { name: 'Search the documentation' }).waitFor();
  await page.keyboard.type('queue');
  await page.getByRole('group', { name: 'Reference' }).waitFor();
  await runAxe(page, `the search modal with hits (${mode})`);
  page.assertNoErrors();
  await context.close();
}

/** The provider's link component and navigate move between pages without loading one. */
async function checkClientSideNavigation(browser, baseUrl) {
  const context = await newContext(browser);
  const page = await openPage(context);
  await visit(page, `${baseUrl}/docs/getting-started/`, 'Getting started');
  await page.evaluate((marker) => (window.__spaMarker = marker), SPA_MARKER);
  const marker = () => page.evaluate(() => window.__spaMarker);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const navbar = page.getByRole('navigation', { name: 'Main' });

  check(
    (await sidebar.getByRole('link', { name: 'Getting started' }).getAttribute('aria-current')) === 'page',
    'the sidebar does not mark the page shown',
  );
  await sidebar.getByRole('link', { name: 'Configuration' }).click();
  await page.waitForURL(`${baseUrl}/docs/configuration/`);
  await page.getByRole('heading', { level: 1, name: 'Configuration' }).waitFor();
  check((await marker()) === SPA_MARKER, 'a sidebar link loaded a new page instead of routing client-side');
  check(
    (await sidebar.getByRole('link', { name: 'Configuration' }).getAttribute('aria-current')) === 'page' &&
      (await sidebar.getByRole('link', { name: 'Getting started' }).getAttribute('aria-current')) === null,
    'aria-current="page" did not move to the new page in the sidebar',
  );
  check(
    (await navbar.getByRole('link', { name: 'Docs' }).getAttribute('data-active')) !== null,
    'the navbar does not mark "Docs" active on a docs page',
  );

  await navbar.getByRole('link', { name: 'Updates' }).click();
  await page.waitForURL(`${baseUrl}/updates/`);
  await page.getByRole('heading', { level: 1, name: 'Updates' }).waitFor();
  check((await marker()) === SPA_MARKER, 'a navbar link loaded a new page instead of routing client-side');
  check(
    (await navbar.getByRole('link', { name: 'Updates' }).getAttribute('aria-current')) === 'page' &&
      (await navbar.getByRole('link', { name: 'Docs' }).getAttribute('data-active')) === null,
    'the navbar does not mark the current link',
  );

  await page.goBack();
  await page.getByRole('heading', { level: 1, name: 'Configuration' }).waitFor();
  check((await marker()) === SPA_MARKER, 'going back loaded a new page');
  page.assertNoErrors();
  await context.close();
}

/** The toggle stores the choice under the app's key, and the head script applies it before the bundle. */
async function checkColorModePersistence(browser, baseUrl) {
  const context = await newContext(browser);
  const page = await openPage(context);
  await visit(page, `${baseUrl}/`, 'Webhooks that never get lost');
  check(
    (await theme(page)) === 'light',
    `a first visit shows ${await theme(page)}, not the app's default light`,
  );

  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await waitUntil(
    page,
    () => document.documentElement.getAttribute('data-theme') === 'dark',
    undefined,
    'the toggle did not switch to dark',
  );
  const stored = await page.evaluate(
    ([key, packageKey]) => [localStorage.getItem(key), localStorage.getItem(packageKey)],
    [STORAGE_KEY, PACKAGE_DEFAULT_STORAGE_KEY],
  );
  check(stored[0] === 'dark', `localStorage["${STORAGE_KEY}"] is ${stored[0]}, expected "dark"`);
  check(
    stored[1] === null,
    `the toggle also wrote the package's default key "${PACKAGE_DEFAULT_STORAGE_KEY}"`,
  );

  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  const atDomContentLoaded = await page.evaluate(() => window.__themeAtDomContentLoaded);
  check(
    atDomContentLoaded === 'dark',
    `after a reload, data-theme was ${atDomContentLoaded} at DOMContentLoaded`,
  );
  await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
  page.assertNoErrors();

  // Without the bundle, only the head script can have applied the stored mode.
  const bare = await context.newPage();
  await bare.route(/\.js$/, (route) => route.abort());
  await bare.goto(`${baseUrl}/`);
  const bareTheme = await theme(bare);
  check(
    bareTheme === 'dark',
    `with the bundle blocked the page shows ${bareTheme}: the head script did not apply the stored mode`,
  );
  check((await bare.locator('#root').innerHTML()) === '', 'the bundle ran although it was blocked');
  await context.close();
}

/** Ctrl+K and "/" open the modal; the fake client's hits come grouped; Enter routes to the hit. */
async function checkSearch(browser, baseUrl) {
  const context = await newContext(browser);
  const page = await openPage(context);
  await visit(page, `${baseUrl}/`, 'Webhooks that never get lost');
  await page.evaluate((marker) => (window.__spaMarker = marker), SPA_MARKER);
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });

  await page.keyboard.press('Control+k');
  await dialog.waitFor();
  await page.keyboard.type('queue');
  const guides = dialog.getByRole('group', { name: 'Guides' });
  const reference = dialog.getByRole('group', { name: 'Reference' });
  await reference.waitFor();
  const guideHits = await guides.getByRole('option').allInnerTexts();
  const referenceHits = await reference.getByRole('option').allInnerTexts();
  check(
    guideHits.length === 3 &&
      ['Create a relay', 'Self-hosting', 'Health checks'].every((title, index) =>
        guideHits[index]?.includes(title),
      ),
    `"queue" should find 3 hits under "Guides", found: ${JSON.stringify(guideHits)}`,
  );
  check(
    referenceHits.length === 1 && referenceHits[0].includes('Rate limits'),
    `"queue" should find "Rate limits" under "Reference", found: ${JSON.stringify(referenceHits)}`,
  );
  check(
    (await dialog.locator('mark').first().innerText()).toLowerCase() === 'queue',
    'the hits do not highlight the query',
  );

  await page.keyboard.press('Control+a');
  await page.keyboard.type('retries');
  await waitUntil(
    page,
    () => {
      const options = [...document.querySelectorAll('[data-search-modal] [role="option"]')];
      return options.length === 1 && options[0].textContent.includes('Retries');
    },
    undefined,
    'typing "retries" did not leave the single hit "Retries"',
  );
  await page.keyboard.press('Enter');
  await page.waitForURL(`${baseUrl}/docs/configuration/#retries`);
  await page.getByRole('heading', { level: 1, name: 'Configuration' }).waitFor();
  await dialog.waitFor({ state: 'detached' });
  check((await page.evaluate(() => window.__spaMarker)) === SPA_MARKER, 'Enter on a hit loaded a new page');
  check(
    (await page.evaluate(() => localStorage.getItem('acme-recent-searches') ?? '')).includes('retries'),
    'the chosen search was not kept as a recent search',
  );

  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('/');
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Updates' }).click();
  const email = page.getByRole('textbox', { name: /E-mail address/ });
  await email.click();
  await page.keyboard.type('a/b');
  check((await dialog.count()) === 0, '"/" opened the search while typing in a field');
  check((await email.inputValue()) === 'a/b', '"/" was not typed into the field');
  page.assertNoErrors();
  await context.close();
}

/** The example in the browser: accessibility in both modes, the brand, the host page, routing, colour mode and search. */
export async function runBrowserChecks(browser, baseUrl, label) {
  for (const mode of ['light', 'dark']) {
    await step(`${label}: axe (WCAG 2.2 AA) and the brand, ${mode}`, () =>
      checkPagesInMode(browser, baseUrl, mode),
    );
  }
  await step(`${label}: styles.css leaves a host page without data-theme alone, and host CSS wins`, () =>
    checkHostPage(browser, baseUrl),
  );
  await step(`${label}: client-side navigation through the provider's link component`, () =>
    checkClientSideNavigation(browser, baseUrl),
  );
  await step(`${label}: colour mode persisted under "${STORAGE_KEY}" and applied before the bundle`, () =>
    checkColorModePersistence(browser, baseUrl),
  );
  await step(`${label}: search (Ctrl+K, "/", grouped hits, Enter routes)`, () =>
    checkSearch(browser, baseUrl),
  );
}
