/**
 * The part of react-i18next this site uses (provider, `useTranslation`, `Trans`), on
 * top of ./i18next. Webpack and Jest resolve `react-i18next` here; see ./i18next.ts.
 */
import {
  cloneElement,
  createContext,
  Fragment,
  isValidElement,
  useContext,
  useMemo,
  type ReactElement,
  type ReactNode,
} from 'react';
import i18next, { type I18n, type TFunction, type TOptions } from './i18next';

const I18nContext = createContext<I18n | undefined>(undefined);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** Accepted by `i18n.use()` for compatibility; the provider is what connects React. */
export const initReactI18next = { type: '3rdParty' as const, init: () => undefined };

export interface UseTranslationResponse {
  t: TFunction;
  i18n: I18n;
  ready: boolean;
}

export function useTranslation(namespace?: string | string[]): UseTranslationResponse {
  const i18n = useContext(I18nContext) ?? i18next;
  const key = Array.isArray(namespace) ? namespace.join('|') : (namespace ?? '');
  const { language } = i18n;
  const t = useMemo<TFunction>(
    () => i18n.getFixedT(language, namespace),
    // `key` stands for `namespace`, whose array form changes identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, language, key],
  );
  return { t, i18n, ready: true };
}

type Node = string | { name: string; children: Node[] };

/** Reads `Text <code>x</code> and <mail>{{email}}</mail>.` into text and named elements. */
function parseTags(text: string): Node[] {
  const root: { name: string; children: Node[] } = { name: '', children: [] };
  const stack = [root];
  const tag = /<(\/?)([a-zA-Z][\w-]*)\s*(\/?)>/g;
  let last = 0;
  for (const match of text.matchAll(tag)) {
    const [whole, closing, name, selfClosing] = match;
    const top = stack[stack.length - 1] ?? root;
    if (match.index > last) top.children.push(text.slice(last, match.index));
    last = match.index + whole.length;
    if (selfClosing) top.children.push({ name: name ?? '', children: [] });
    else if (closing) {
      if (stack.length > 1) stack.pop();
    } else {
      const element = { name: name ?? '', children: [] as Node[] };
      top.children.push(element);
      stack.push(element);
    }
  }
  if (last < text.length) (stack[stack.length - 1] ?? root).children.push(text.slice(last));
  return root.children;
}

function render(nodes: Node[], components: Record<string, ReactElement>): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node;
    const component = components[node.name];
    const children = render(node.children, components);
    if (!component || !isValidElement(component)) return <Fragment key={index}>{children}</Fragment>;
    // A self-closing tag keeps the component's own children, as react-i18next does.
    return node.children.length > 0
      ? cloneElement(component, { key: index }, ...children)
      : cloneElement(component, { key: index });
  });
}

export interface TransProps {
  i18nKey: string;
  t?: TFunction;
  ns?: string;
  values?: TOptions;
  count?: number;
  components?: Record<string, ReactElement>;
}

/** A translated string whose `<name>…</name>` tags become the given React elements. */
export function Trans({ i18nKey, t, ns, values, count, components = {} }: TransProps) {
  const { t: contextT } = useTranslation(ns);
  const translate = t ?? contextT;
  const text = translate(i18nKey, { ...values, ...(count === undefined ? {} : { count }) });
  return <>{render(parseTags(text), components)}</>;
}
