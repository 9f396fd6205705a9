import { DEFAULT_TAB_CHOICE_SETTINGS, type TabChoiceSettings } from './tabChoiceSettings';
import { declarations, selectedTabLook, unselectedTabLook } from './tabLook';
import {
  TAB_GROUP_ATTRIBUTE,
  TAB_ID_ATTRIBUTE,
  TAB_PANEL_ATTRIBUTE,
  TAB_PENDING_ATTRIBUTE,
} from './tabMarkup';

/** JSON is valid JavaScript; escaping `<` keeps a value from closing the inline `<script>`. */
function scriptLiteral(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Source of an inline script for `<head>` that shows each tab group's stored choice
 * before first paint. The server's HTML holds every panel of a grouped `Tabs` (all but
 * the default one `hidden`); the script reads the choices (localStorage, and the
 * address's `?tabs=group:tab` pairs, which it stores first) and adopts a constructed
 * stylesheet that shows the chosen panel and marks its tab, only in groups that have
 * that tab and only until React has rendered the choice itself. It injects no `<style>`
 * element and no `style` attribute, and its text is the same on every page, so a
 * Content-Security-Policy can allow it by its hash. It must stay tiny and
 * dependency-free: it runs before any bundle. A string argument is the storage key.
 */
export function tabChoicesScript(options: Partial<TabChoiceSettings> | string = {}): string {
  const { storageKey, queryParameter } = {
    ...DEFAULT_TAB_CHOICE_SETTINGS,
    ...(typeof options === 'string' ? { storageKey: options } : options),
  };
  const key = scriptLiteral(storageKey);
  const parameter = scriptLiteral(queryParameter);
  // `g` and `v` are checked against `w` before they go into a selector, so an address
  // cannot write CSS of its own into the page.
  const group = `[${TAB_GROUP_ATTRIBUTE}="'+g+'"][${TAB_PENDING_ATTRIBUTE}]:has(>*>[${TAB_ID_ATTRIBUTE}="'+v+'"])>`;
  const rules = [
    `t+'*>[${TAB_ID_ATTRIBUTE}]{${declarations(unselectedTabLook)}}'`,
    `t+'*>[${TAB_ID_ATTRIBUTE}="'+v+'"]{${declarations(selectedTabLook)}}'`,
    `t+'[${TAB_PANEL_ATTRIBUTE}]{display:none}'`,
    `t+'[${TAB_PANEL_ATTRIBUTE}="'+v+'"]{display:block}'`,
  ].join('+');
  return (
    `(function(){var k=${key},w=/^[\\w-]+$/,s={},c="",g,v,t,q;` +
    `try{s=JSON.parse(localStorage.getItem(k))||{}}catch(e){}` +
    `try{q=new URLSearchParams(location.search).get(${parameter});if(q){q.split(",").forEach(function(p){p=p.split(":");if(p.length==2&&w.test(p[0])&&w.test(p[1]))s[p[0]]=p[1]});localStorage.setItem(k,JSON.stringify(s))}}catch(e){}` +
    `for(g in s){v=s[g];if(w.test(g)&&w.test(v)){t='${group}';c+=${rules}}}` +
    `try{if(c){t=new CSSStyleSheet;t.replaceSync(c);document.adoptedStyleSheets=document.adoptedStyleSheets.concat(t)}}catch(e){}})();`
  );
}
