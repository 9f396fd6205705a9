import { useEffect, useRef, useState } from 'react';
import * as styles from './PictureWithInitials.css';

export interface PictureWithInitialsProps {
  src: string;
  /** Who or what the picture shows; its initials stand in for a picture that cannot load. */
  name: string;
  /** Width and height in CSS pixels: these pictures are square. */
  size: number;
  /** A circle (avatars) rather than a rounded square (logos), for the initials too. */
  round?: boolean;
  className?: string;
  loading?: 'lazy' | 'eager';
}

/** "Philips Hue" → "PH", "Zigbee2MQTT" → "Z", "Inès Fabre" → "IF". */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => (Array.from(word)[0] ?? '').toLocaleUpperCase())
    .join('');
}

/**
 * A small picture written next to its name (a logo, an avatar), hence decorative. When
 * it cannot load (not found, offline), a neutral square with the name's initials takes
 * its place instead of a broken-image icon; the name beside it still says everything.
 */
export function PictureWithInitials({
  src,
  name,
  size,
  round = false,
  className,
  loading,
}: PictureWithInitialsProps) {
  const [failed, setFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);

  // The page is server-rendered: a picture that failed before hydration fired its
  // error event before React listened for it.
  useEffect(() => {
    const image = imageRef.current;
    if (!image?.complete || image.naturalWidth > 0) return;
    // An SVG without intrinsic size has no natural width either; decoding tells them apart.
    image.decode().catch(() => {
      if (imageRef.current === image) setFailed(true);
    });
  }, []);

  if (failed) {
    return (
      <span
        aria-hidden="true"
        data-picture-fallback=""
        className={[styles.initials, className].filter(Boolean).join(' ')}
        style={{
          width: size,
          height: size,
          lineHeight: `${size - 2}px`,
          fontSize: Math.round(size * 0.4),
          ...(round ? { borderRadius: '50%' } : {}),
        }}
      >
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <img
      ref={imageRef}
      src={src}
      alt=""
      width={size}
      height={size}
      loading={loading}
      className={className}
      onError={() => setFailed(true)}
    />
  );
}
