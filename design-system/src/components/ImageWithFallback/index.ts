export { ImageWithFallback } from './ImageWithFallback';
export type {
  ImageRenderHandlers,
  ImageRenderProps,
  ImageSourceProps,
  ImageWithFallbackLabels,
  ImageWithFallbackProps,
} from './ImageWithFallback';
