import { useEffect, useRef } from 'react';
import { GatsbyImage, type GatsbyImageProps } from 'gatsby-plugin-image';
import { ImageWithFallback } from '@foyer/design-system';
import * as styles from './FallbackImage.css';
import { imageWithFallbackLabelsFr } from '@foyer/design-system/labels';
import { useTranslation } from 'react-i18next';
import { FrenchLabels } from '../i18n/FrenchLabels';

interface WatchedImageProps extends GatsbyImageProps {
  onFail: () => void;
}

/**
 * GatsbyImage reports no error for the picture rendered on the server (it only
 * listens for `load`), so the main `<img>` is watched here, including a failure
 * that happened before React hydrated.
 */
function WatchedImage({ onFail, ...imageProps }: WatchedImageProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const image = ref.current?.querySelector<HTMLImageElement>('img[data-main-image]');
    if (!image) return undefined;
    if (image.complete && image.naturalWidth === 0) {
      onFail();
      return undefined;
    }
    image.addEventListener('error', onFail);
    return () => image.removeEventListener('error', onFail);
  }, [onFail]);
  return (
    <div ref={ref} className={styles.watcher}>
      <GatsbyImage {...imageProps} />
    </div>
  );
}

/**
 * A gatsby-plugin-image picture that, when it fails to load, says why (not found,
 * or offline) in its place and reloads on click.
 */
export function FallbackImage({ className, ...imageProps }: GatsbyImageProps) {
  const { width, height } = imageProps.image;
  const { t } = useTranslation('common');
  return (
    <FrenchLabels labels={{ imageWithFallback: { ...imageWithFallbackLabelsFr, retry: t('image.retry') } }}>
      <ImageWithFallback className={className} width={width} height={height}>
        {({ onError, key }) => <WatchedImage key={key} {...imageProps} onFail={onError} />}
      </ImageWithFallback>
    </FrenchLabels>
  );
}
