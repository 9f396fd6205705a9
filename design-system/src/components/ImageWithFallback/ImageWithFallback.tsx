import { useLabels } from '../../labels/useLabels';
import { imageWithFallbackLabelsEn as englishLabels } from './ImageWithFallback.labels';
import { Fragment, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import * as styles from './ImageWithFallback.css';
import { retrySource } from './retrySource';
import { useOnlineStatus } from './useOnlineStatus';
import type { ImageWithFallbackLabels } from './ImageWithFallback.labels';

/** Given to a wrapped image: call `onError` when it fails; `key` changes on each reload. */
export interface ImageRenderHandlers {
  onError: () => void;
  key: number;
}

interface SharedProps {
  /**
   * Overrides the `imageWithFallback` labels of the provider.
   * @default the provider's imageWithFallback labels
   */
  labels?: Partial<ImageWithFallbackLabels>;
  /** Intrinsic size, so the fallback keeps the image's proportions. */
  width?: number;
  /** Intrinsic height, with `width`: the fallback keeps the image's proportions. */
  height?: number;
  /** Forces the offline (true) or not-found (false) message instead of reading `navigator.onLine`. */
  isOffline?: boolean;
  /** Extra class on the frame, for the host's layout (margins, width); the look itself comes from the theme. */
  className?: string;
}

export interface ImageSourceProps extends SharedProps {
  /** Address of the image, rendered as a plain `<img>`. */
  src: string;
  /** Text alternative of the image, also shown in its fallback; empty for a decorative image. */
  alt: string;
  /** Not with `src`: give either an address or a render function. */
  children?: never;
}

export interface ImageRenderProps extends SharedProps {
  /** Renders any image that reports failures, e.g. gatsby-plugin-image's `GatsbyImage`. */
  children: (handlers: ImageRenderHandlers) => ReactNode;
  /** Not with a render function: the image it renders has its own address. */
  src?: never;
  /** Not with a render function: the image it renders has its own text alternative. */
  alt?: never;
}

export type ImageWithFallbackProps = ImageSourceProps | ImageRenderProps;

function BrokenImageIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 4h16v16H4zM4 15l4-4 3 3M14 17l2-2 4 4M15 8.5a1.5 1.5 0 1 1-.01 0M3 21 21 3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * An image that, when it fails to load, shows why (not found, or offline) in its place,
 * as a button that loads it again. It also reloads by itself when the connection returns.
 */
export function ImageWithFallback(props: ImageWithFallbackProps) {
  const { width, height, isOffline, className } = props;
  const labels = useLabels('imageWithFallback', englishLabels, props.labels);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const isOnline = useOnlineStatus();
  const frameRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const refocus = useRef(false);

  const fail = useCallback(() => setFailed(true), []);
  const reload = useCallback(() => {
    setFailed(false);
    setAttempt((previous) => previous + 1);
  }, []);

  useEffect(() => {
    if (!failed) return undefined;
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [failed, reload]);

  // The pressed button leaves the page on reload: focus waits on the frame, and goes
  // back to the button if the image fails again, so keyboard users are never lost.
  useEffect(() => {
    if (failed && document.activeElement === frameRef.current) buttonRef.current?.focus();
    else if (!failed && refocus.current) frameRef.current?.focus();
    refocus.current = false;
  }, [failed, attempt]);

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const image = imageRef.current;
    if (!image?.complete || image.naturalWidth > 0) return;
    // An SVG without intrinsic size also has no natural width; decoding tells them apart.
    image.decode?.().catch(() => {
      if (imageRef.current === image) fail();
    });
  }, [fail]);

  const sizeStyle =
    width && height ? { width: `${width}px`, aspectRatio: `${width} / ${height}` } : undefined;

  let content: ReactNode;
  if (failed) {
    content = (
      <Button
        ref={buttonRef}
        variant="secondary"
        className={styles.fallback}
        onPress={() => {
          refocus.current = true;
          reload();
        }}
      >
        <BrokenImageIcon />
        {/* The spaces keep the words apart in the accessible name; flex layout ignores them. */}
        <span className={styles.message}>
          {(isOffline ?? !isOnline) ? labels.offline : labels.notFound}
        </span>{' '}
        {props.alt ? <span className={styles.description}>{props.alt}</span> : null}{' '}
        <span className={styles.retry}>{labels.retry}</span>
      </Button>
    );
  } else if (props.src !== undefined) {
    content = (
      <img
        key={attempt}
        ref={imageRef}
        className={styles.image}
        src={retrySource(props.src, attempt)}
        alt={props.alt}
        width={width}
        height={height}
        onError={fail}
      />
    );
  } else {
    content = <Fragment key={attempt}>{props.children({ onError: fail, key: attempt })}</Fragment>;
  }

  return (
    <div
      ref={frameRef}
      tabIndex={-1}
      className={[styles.frame, className].filter(Boolean).join(' ')}
      style={sizeStyle}
      data-failed={failed || undefined}
    >
      {content}
    </div>
  );
}

export type { ImageWithFallbackLabels } from './ImageWithFallback.labels';
