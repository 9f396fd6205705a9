/** Set on `<html>`, to the bar's id, while that bar is dismissed. */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-dismissed';

export const ANNOUNCEMENT_STORAGE_KEY = 'announcement-dismissed';

/** JSON is valid JavaScript; escaping `<` keeps a value from closing the inline `<script>`. */
function scriptLiteral(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Source of an inline script for `<head>` that marks `<html>` before first paint when
 * the bar `id` was dismissed, so the bar's styles hide it and it never flashes on load.
 * It must stay tiny and dependency-free: it runs before any bundle.
 */
export function announcementBarScript(id: string, storageKey: string = ANNOUNCEMENT_STORAGE_KEY): string {
  const key = scriptLiteral(storageKey);
  const value = scriptLiteral(id);
  const attribute = scriptLiteral(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
  return `(function(){try{if(localStorage.getItem(${key})===${value})document.documentElement.setAttribute(${attribute},${value})}catch(e){}})();`;
}
