import { check } from './steps.mjs';

/** Every string of a complete label set: functions called with a sample argument. */
function labelStrings(labels) {
  return Object.values(labels).flatMap((group) =>
    Object.values(group).map((value) => (typeof value === 'function' ? value(3) : value)),
  );
}

/** Strings printed alike on English and German keyboards or pages: not a sign of a missing translation. */
const SAME_IN_GERMAN = new Set(['↵', '↑', '↓', '⌘', 'Esc']);

/** The page's text and every accessible name and description carried by attributes. */
async function everythingReadable(page) {
  return page.evaluate(() => {
    const attributes = [
      'aria-label',
      'aria-description',
      'title',
      'alt',
      'placeholder',
      'aria-roledescription',
    ];
    const values = [...document.querySelectorAll('*')].flatMap((element) =>
      attributes.map((name) => element.getAttribute(name)).filter(Boolean),
    );
    return [document.body.innerText, document.body.textContent, ...values].join('\n');
  });
}

/**
 * The German page (german.html): the package's components under a provider given a
 * complete German label set must show and announce no English string of the package,
 * on the page and in the open search dialog.
 */
export async function checkGermanPage(page, baseUrl, englishLabels) {
  const english = labelStrings(englishLabels).filter((text) => !SAME_IN_GERMAN.has(text));
  await page.goto(`${baseUrl}/german.html`);
  await page.getByRole('heading', { level: 1, name: 'Installation' }).waitFor();
  const onPage = await everythingReadable(page);
  await page
    .getByRole('button', { name: /Suchen/ })
    .first()
    .click();
  await page.getByRole('dialog').waitFor();
  await page.keyboard.type('zzz-nichts');
  await page.getByText('Keine Ergebnisse für').waitFor();
  const inDialog = await everythingReadable(page);
  const left = english.filter((text) => onPage.includes(text) || inDialog.includes(text));
  check(left.length === 0, `English strings of the package on the German page: ${left.join(' | ')}`);
  check(
    onPage.includes('Seitennavigation') && onPage.includes('Auf dieser Seite'),
    'the German labels did not reach the page',
  );
  return english.length;
}
