import {
  createContext,
  startTransition,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from 'react';
import { LazyBoundary, lazyWithRetry } from '@foyer/design-system';
import { afterFirstRender } from './afterFirstRender';
import * as styles from './deferredIsland.css';

/** What shows that the visitor is about to use the island (it then loads at once), and a press. */
const ISLAND_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'click'] as const;

/** Tells the island its part has rendered in the browser. */
const PartReady = createContext<() => void>(() => undefined);

/**
 * A part of the page whose code loads once the page has hydrated and loaded, or as
 * soon as the visitor points at it or tabs into it. The server HTML is complete and
 * stays in place meanwhile: React hydrates the part when its code arrives (a
 * dehydrated Suspense boundary), so nothing moves or flashes, and text fields adopt
 * what was typed into them (design system's useFieldValue). Use it for what the
 * first screen does not need: forms at the bottom of a page, pictures' error handling.
 *
 * React drops a dehydrated part when anything above it updates first (a `#` link
 * changes the location, the search opens); the part then shows a copy of its server
 * HTML until its code arrives, instead of an empty box.
 *
 * A press on one of its buttons before then (a click, a tap, Enter or Space) would be
 * lost, as React 18 does not replay it, or would post its form and leave the page:
 * the island holds it and presses the same button once the part works, unless the
 * visitor has moved focus elsewhere meanwhile.
 */
export function deferredIsland<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let wanted: () => void = () => undefined;
  const intent = new Promise<void>((resolve) => {
    wanted = resolve;
  });
  const loadModule = () =>
    load().then((Component) => ({
      default: function ReadyPart(props: Props) {
        const ready = useContext(PartReady);
        useEffect(ready, [ready]);
        return <Component {...props} />;
      },
    }));
  // The server renders the part at once; Gatsby's SSR waits for it.
  const Part = lazyWithRetry<Props>(() =>
    typeof window === 'undefined'
      ? loadModule()
      : Promise.race([afterFirstRender(), intent]).then(loadModule),
  );

  function DeferredIsland(props: Props) {
    const wrapper = useRef<HTMLDivElement>(null);
    // A ref, not state: changing the fallback would itself make React drop the server HTML.
    const serverHtml = useRef('');
    const [isReady, setIsReady] = useState(false);
    const [hasFailed, setHasFailed] = useState(false);
    // A transition: React then re-renders the island in slices it can interrupt, not in one
    // long task as the page settles (Lighthouse's Total Blocking Time).
    const markReady = useCallback(() => startTransition(() => setIsReady(true)), []);
    const markFailed = useCallback(() => setHasFailed(true), []);
    const typed = useTypedValues(wrapper);
    // The same element while only the island's own state changes, so React leaves the part
    // alone then instead of rendering all of it again (the navbar, a whole form).
    const part = useMemo(() => <Part {...props} />, [props]);
    const pressed = useRef<[Element, number]>();

    useEffect(() => {
      const node = wrapper.current;
      // After a failure, the server HTML's copy posts its form itself, and a press held
      // since then would come as a surprise once Retry brings the part.
      if (!node || hasFailed) return undefined;
      const buttons = () => Array.from(node.querySelectorAll('button'));
      if (isReady) {
        const [button, index] = pressed.current || [];
        const focused = document.activeElement;
        // Hydration keeps the pressed button; a dropped server HTML's copy takes focus with it.
        if (button && (focused === button || focused === document.body)) buttons()[index as number]?.click();
        return undefined;
      }
      serverHtml.current ||= node.innerHTML;
      const onEvent = (event: Event) => {
        const target = event.target;
        if (!(target instanceof Element) || !node.contains(target)) return;
        wanted();
        // Held until the part works, by its rank among the island's buttons: a dropped
        // server HTML's copy has other elements. A button's `click` also comes from the keyboard.
        const button = event.type === 'click' && target.closest('button');
        if (!button) return;
        event.preventDefault();
        event.stopPropagation();
        pressed.current = [button, buttons().indexOf(button)];
      };
      // On the document, capturing: until the part hydrates, React stops these events at
      // its root (it cannot dispatch them yet), so listeners inside the page never see them.
      const listen = (add: boolean) =>
        ISLAND_EVENTS.forEach((name) =>
          add
            ? document.addEventListener(name, onEvent, true)
            : document.removeEventListener(name, onEvent, true),
        );
      listen(true);
      return () => listen(false);
    }, [isReady, hasFailed]);

    return (
      // `data-island` says whether the part works yet (tests wait for "ready").
      <div ref={wrapper} className={styles.island} data-island={isReady ? 'ready' : 'waiting'}>
        <LazyBoundary onError={markFailed}>
          <Suspense fallback={<ServerHtmlCopy html={serverHtml.current} />}>
            <PartReady.Provider value={markReady}>{part}</PartReady.Provider>
          </Suspense>
        </LazyBoundary>
        {/* The part's code could not arrive: its server HTML stays usable below the Retry
            box (a form still posts to its endpoint), holding what the visitor typed. */}
        {hasFailed && !isReady ? <ServerHtmlCopy html={serverHtml.current} values={typed} /> : null}
      </div>
    );
  }
  return DeferredIsland;
}

/**
 * What the visitor typed into the part's fields, by field name, kept from the
 * server HTML's own fields before React replaces them. Listened for on the document,
 * capturing, like the intent events: until the part hydrates, React stops `input`
 * events at its root.
 */
function useTypedValues(wrapper: RefObject<HTMLElement>): Map<string, string> {
  const typed = useRef(new Map<string, string>()).current;
  useEffect(() => {
    const node = wrapper.current;
    if (!node) return undefined;
    const remember = (field: EventTarget | null) => {
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.name) {
        typed.set(field.name, field.value);
      }
    };
    // What was typed before the page hydrated is already in the fields.
    node.querySelectorAll('input, textarea').forEach(remember);
    const onInput = (event: Event) => {
      if (event.target instanceof Node && node.contains(event.target)) remember(event.target);
    };
    document.addEventListener('input', onInput, true);
    return () => document.removeEventListener('input', onInput, true);
  }, [wrapper, typed]);
  return typed;
}

/** The part as the server drew it, while its code is on its way or after it failed to. */
function ServerHtmlCopy({ html, values }: { html: string; values?: Map<string, string> }) {
  const copy = useRef<HTMLDivElement>(null);
  useEffect(() => {
    values?.forEach((value, name) => {
      const field = copy.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>(
        `input[name="${CSS.escape(name)}"], textarea[name="${CSS.escape(name)}"]`,
      );
      if (field) field.value = value;
    });
  }, [values]);
  return html ? (
    <div ref={copy} className={styles.island} dangerouslySetInnerHTML={{ __html: html }} />
  ) : null;
}
