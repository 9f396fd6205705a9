// The progress bar's own chunk: RouteProgress loads it when idle or as a route change starts.
export { ProgressBar as default } from '@foyer/design-system';
