import { serverHtml } from '../private/serverHtml';
import { Tabs, type TabItem } from './Tabs';
import { TAB_CHOICES_STORAGE_KEY } from './tabChoiceSettings';
import { tabChoicesScript } from './tabChoicesScript';

const install: TabItem[] = [
  { id: 'docker', title: 'Docker', content: <p>docker run</p> },
  { id: 'compose', title: 'Docker Compose', content: <p>docker compose up -d</p> },
];
const withoutCompose: TabItem[] = [
  { id: 'docker', title: 'Docker', content: <p>docker logs</p> },
  { id: 'synology', title: 'Synology', content: <p>Container Manager</p> },
];

function runScript(source: string) {
  // The script is shipped as a string for an inline <script>; run it the same way.
  new Function(source)();
}

/**
 * jsdom builds stylesheets but neither adopts them nor has `replaceSync`: keep what the
 * script adopts, and fill the sheet rule by rule (the script's rules hold no nested braces).
 */
let adopted: CSSStyleSheet[];
beforeAll(() => {
  Object.defineProperty(CSSStyleSheet.prototype, 'replaceSync', {
    configurable: true,
    value(this: CSSStyleSheet, text: string) {
      for (const rule of text.split('}').filter(Boolean)) this.insertRule(`${rule}}`, this.cssRules.length);
    },
  });
});
beforeEach(() => {
  adopted = [];
  Object.defineProperty(document, 'adoptedStyleSheets', {
    configurable: true,
    get: () => adopted,
    set: (sheets: CSSStyleSheet[]) => {
      adopted = sheets;
    },
  });
  window.localStorage.clear();
  window.history.replaceState(null, '', '/docs/installation/faq/');
});
afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

function rules(): CSSStyleRule[] {
  return adopted.flatMap((sheet) => [...sheet.cssRules]) as CSSStyleRule[];
}

/** Texts of the elements a declaration applies to, in the server HTML of the page. */
function targetsOf(property: string, value: string): string[] {
  return rules()
    .filter((rule) => rule.style.getPropertyValue(property) === value)
    .flatMap((rule) => [...document.querySelectorAll(rule.selectorText)])
    .map((element) => element.textContent ?? '');
}

function renderServerPage() {
  document.body.innerHTML = [
    serverHtml(<Tabs label="Installation method" groupId="install-method" items={install} />),
    serverHtml(<Tabs label="Where it runs" groupId="install-method" items={withoutCompose} />),
    serverHtml(<Tabs label="Installation method, ungrouped" items={install} />),
  ].join('');
}

describe('tabChoicesScript', () => {
  it('adopts nothing when no choice is stored', () => {
    runScript(tabChoicesScript());
    expect(adopted).toEqual([]);
  });

  it('shows the stored tab of a group in the server HTML, and only in sets that have it', () => {
    window.localStorage.setItem(TAB_CHOICES_STORAGE_KEY, '{"install-method":"compose"}');
    renderServerPage();
    runScript(tabChoicesScript());
    expect(adopted).toHaveLength(1);
    // The grouped set with a Compose tab: Compose shown and marked, Docker hidden and unmarked.
    expect(targetsOf('display', 'block')).toEqual(['docker compose up -d']);
    expect(targetsOf('display', 'none')).toEqual(['docker run', 'docker compose up -d']);
    expect(targetsOf('font-weight', 'var(--foyer-font-weight-bold)')).toEqual(['Docker Compose']);
    expect(targetsOf('border-bottom-color', 'transparent')).toEqual(['Docker', 'Docker Compose']);
    // For Compose, the chosen tab's rules come later with the same specificity, so they win.
    // The set without Compose and the ungrouped set are left as the server rendered them.
    expect(targetsOf('display', 'none')).not.toContain('docker logs');
  });

  it('stops applying once React has rendered the choice (no pending mark)', () => {
    window.localStorage.setItem(TAB_CHOICES_STORAGE_KEY, '{"install-method":"compose"}');
    renderServerPage();
    runScript(tabChoicesScript());
    document.querySelectorAll('[data-tab-pending]').forEach((set) => set.removeAttribute('data-tab-pending'));
    expect(targetsOf('display', 'block')).toEqual([]);
    expect(targetsOf('display', 'none')).toEqual([]);
  });

  it('stores and applies the choice an address carries, over the stored one', () => {
    window.localStorage.setItem(TAB_CHOICES_STORAGE_KEY, '{"install-method":"docker","os":"linux"}');
    window.history.replaceState(null, '', '/docs/installation/faq/?tabs=install-method:compose');
    renderServerPage();
    runScript(tabChoicesScript());
    expect(JSON.parse(window.localStorage.getItem(TAB_CHOICES_STORAGE_KEY) ?? '')).toEqual({
      'install-method': 'compose',
      os: 'linux',
    });
    expect(targetsOf('display', 'block')).toEqual(['docker compose up -d']);
  });

  it('lets neither the address nor storage write CSS of their own', () => {
    window.localStorage.setItem(TAB_CHOICES_STORAGE_KEY, '{"os":"x\\"]{}*{color:red}","a b":"c"}');
    window.history.replaceState(null, '', `/?tabs=${encodeURIComponent('install-method:a"]{}*{color:red')}`);
    runScript(tabChoicesScript());
    expect(adopted).toEqual([]);
    expect(window.localStorage.getItem(TAB_CHOICES_STORAGE_KEY)).toBe(
      '{"os":"x\\"]{}*{color:red}","a b":"c"}',
    );
  });

  it('uses the configured storage key and query parameter', () => {
    window.localStorage.setItem('acme-tabs', '{"client":"curl"}');
    window.history.replaceState(null, '', '/?choice=os:linux');
    runScript(tabChoicesScript({ storageKey: 'acme-tabs', queryParameter: 'choice' }));
    expect(JSON.parse(window.localStorage.getItem('acme-tabs') ?? '')).toEqual({
      client: 'curl',
      os: 'linux',
    });
    expect(window.localStorage.getItem(TAB_CHOICES_STORAGE_KEY)).toBeNull();
    expect(tabChoicesScript('acme-tabs')).toContain('"acme-tabs"');
  });

  it('still applies an address when storage throws, and never throws itself', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    window.history.replaceState(null, '', '/?tabs=install-method:compose');
    renderServerPage();
    expect(() => runScript(tabChoicesScript())).not.toThrow();
    expect(targetsOf('display', 'block')).toEqual(['docker compose up -d']);
  });

  it('is the same text on every page and small', () => {
    expect(tabChoicesScript()).toBe(tabChoicesScript());
    expect(tabChoicesScript()).not.toMatch(/<\/?script|<style|style=/i);
    expect(tabChoicesScript().length).toBeLessThan(1000);
  });
});
