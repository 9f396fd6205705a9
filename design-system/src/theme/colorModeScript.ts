import { COLOR_MODE_ATTRIBUTE, COLOR_MODE_STORAGE_KEY, DEFAULT_COLOR_MODE } from './colorModeConstants';

/**
 * Source of an inline script for `<head>` that applies the stored colour mode
 * before first paint, so a visitor who chose light never sees a dark flash.
 * It must stay tiny and dependency-free: it runs before any bundle.
 */
export function colorModeScript(storageKey: string = COLOR_MODE_STORAGE_KEY): string {
  const key = JSON.stringify(storageKey);
  const attribute = JSON.stringify(COLOR_MODE_ATTRIBUTE);
  const fallback = JSON.stringify(DEFAULT_COLOR_MODE);
  return `(function(){var m=${fallback};try{var s=localStorage.getItem(${key});if(s==="light"||s==="dark")m=s}catch(e){}document.documentElement.setAttribute(${attribute},m)})();`;
}
