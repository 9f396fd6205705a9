import {
  COLOR_MODE_ATTRIBUTE,
  COLOR_MODE_STORAGE_KEY,
  DEFAULT_COLOR_MODE,
  type ColorModeSettings,
} from './colorModeConstants';

/**
 * @deprecated Since 0.2: the same settings as the provider's, now one name,
 * `Partial<ColorModeSettings>`. Kept as an alias until a later minor release.
 */
export type ColorModeScriptOptions = Partial<ColorModeSettings>;

/** JSON is valid JavaScript; escaping `<` keeps a value from closing the inline `<script>`. */
function scriptLiteral(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Source of an inline script for `<head>` that applies the stored colour mode before
 * first paint, so a visitor who chose light never sees a dark flash. It must stay tiny
 * and dependency-free: it runs before any bundle. A string argument is the storage key.
 */
export function colorModeScript(options: Partial<ColorModeSettings> | string = {}): string {
  const {
    storageKey = COLOR_MODE_STORAGE_KEY,
    defaultMode = DEFAULT_COLOR_MODE,
    followSystem = false,
  } = typeof options === 'string' ? { storageKey: options } : options;
  const key = scriptLiteral(storageKey);
  const attribute = scriptLiteral(COLOR_MODE_ATTRIBUTE);
  const fallback = scriptLiteral(defaultMode);
  const system = followSystem
    ? `try{var q=matchMedia("(prefers-color-scheme: dark)");if(q.media!=="not all")m=q.matches?"dark":"light"}catch(e){}`
    : '';
  return `(function(){var m=${fallback};${system}try{var s=localStorage.getItem(${key});if(s==="light"||s==="dark")m=s}catch(e){}document.documentElement.setAttribute(${attribute},m)})();`;
}
