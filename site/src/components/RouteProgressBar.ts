// The progress bar's own chunk: RouteProgress loads it when the browser is idle.
export { ProgressBar as default } from '@foyer/design-system';
