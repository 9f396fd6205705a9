export { Dialog } from './Dialog';
export type { DialogProps, DialogSize } from './Dialog';
export type { DialogLabels } from './Dialog.labels';
