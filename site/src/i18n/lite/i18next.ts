/**
 * The part of i18next this site uses, in a few hundred bytes instead of 13 KB gzip on
 * every page. Webpack and Jest resolve `i18next` here (gatsby-node, site/jest.config.js),
 * so gatsby-plugin-react-i18next and our components keep their usual imports.
 *
 * Supported: resources given to `init`, namespaces with fallbacks, `.` key paths,
 * `{{value}}` interpolation (escaped unless `interpolation.escapeValue` is false),
 * plurals by `count` with the `_one`/`_other` suffixes of Intl.PluralRules, `defaultValue`.
 * A missing string reads as its key, as with i18next.
 */
export type Resources = Record<string, Record<string, unknown>>;

export interface InitOptions {
  resources?: Resources;
  lng?: string;
  fallbackLng?: string | false;
  defaultNS?: string;
  fallbackNS?: string | string[] | false;
  keySeparator?: string | false;
  /** Read and ignored: the lite version never splits keys on a namespace separator. */
  nsSeparator?: string | false;
  /** Read and ignored: the lite version is ready as soon as `init` returns. */
  initImmediate?: boolean;
  interpolation?: { escapeValue?: boolean };
}

/**
 * i18next options of `t` that this version does not implement. The type checker sees
 * these modules (site/tsconfig.json), so naming one is a type error, not a silent no-op.
 */
interface UnsupportedTOptions {
  keyPrefix?: never;
  returnObjects?: never;
  returnDetails?: never;
  joinArrays?: never;
  context?: never;
  ordinal?: never;
  postProcess?: never;
  replace?: never;
  lngs?: never;
  fallbackLng?: never;
  nsSeparator?: never;
  keySeparator?: never;
  interpolation?: never;
  skipInterpolation?: never;
}

export type TOptions = UnsupportedTOptions & {
  ns?: string | string[];
  lng?: string;
  count?: number;
  defaultValue?: string;
  /** Values for `{{name}}` placeholders. */
  [value: string]: string | number | string[] | undefined;
};

export type TFunction = (key: string, options?: TOptions) => string;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function listOf(value: string | string[] | false | undefined): string[] {
  if (!value) return [];
  return Array.isArray(value) ? value : [value];
}

export class I18n {
  language = '';
  languages: string[] = [];
  options: InitOptions = {};
  private resources: Resources = {};

  /** Plugins (initReactI18next) need nothing from this instance. */
  use(_plugin: { type: string }): this {
    return this;
  }

  init(options: InitOptions = {}, callback?: (error: null, t: TFunction) => void): Promise<TFunction> {
    this.options = { defaultNS: 'translation', keySeparator: '.', ...options };
    this.resources = options.resources ?? {};
    this.setLanguage(options.lng ?? 'en');
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  changeLanguage(language: string): Promise<TFunction> {
    this.setLanguage(language);
    return Promise.resolve(this.t);
  }

  getFixedT(language: string | null, namespace?: string | string[]): TFunction {
    return (key, options = {}) =>
      this.t(key, { ...options, lng: language ?? options.lng, ns: options.ns ?? namespace });
  }

  /** Whether `key` has a string, in the same languages and namespaces `t` would search. */
  exists(key: string, options: TOptions = {}): boolean {
    return this.lookup(key, options) !== undefined;
  }

  t: TFunction = (key, options = {}) => {
    const found = this.lookup(key, options) ?? options.defaultValue ?? key;
    return this.interpolate(found, options);
  };

  private setLanguage(language: string): void {
    this.language = language;
    const fallback = this.options.fallbackLng;
    this.languages = [language, ...listOf(fallback).filter((other) => other !== language)];
  }

  private lookup(key: string, options: TOptions): string | undefined {
    const language = options.lng ?? this.language;
    const languages = [language, ...this.languages.filter((other) => other !== language)];
    const namespaces = options.ns
      ? listOf(options.ns)
      : [this.options.defaultNS ?? 'translation', ...listOf(this.options.fallbackNS)];
    const separator = this.options.keySeparator;
    const path = separator === false ? [key] : key.split(separator ?? '.');
    const pluralKeys =
      typeof options.count === 'number'
        ? [`_${new Intl.PluralRules(language).select(options.count)}`, '']
        : [''];
    for (const lng of languages) {
      for (const namespace of namespaces) {
        for (const suffix of pluralKeys) {
          const last = path.length - 1;
          const value = path.reduce<unknown>(
            (scope, part, index) =>
              (scope as Record<string, unknown> | undefined)?.[index === last ? `${part}${suffix}` : part],
            this.resources[lng]?.[namespace],
          );
          if (typeof value === 'string') return value;
        }
      }
    }
    return undefined;
  }

  private interpolate(text: string, values: TOptions): string {
    const escape = this.options.interpolation?.escapeValue !== false;
    return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) => {
      if (!(name in values)) return placeholder;
      const value = String(values[name]);
      return escape ? value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character) : value;
    });
  }
}

export function createInstance(options?: InitOptions): I18n {
  const instance = new I18n();
  if (options) void instance.init(options);
  return instance;
}

/** The default instance, with `createInstance` on it, as `import i18next from 'i18next'` gives. */
const i18next = Object.assign(new I18n(), { createInstance });
export default i18next;
