import type { DialogLabels } from './Dialog.labels';

export const dialogLabelsFr: DialogLabels = { close: 'Fermer' };
