import type { SelectLabels } from './Select.labels';

export const selectLabelsFr: SelectLabels = { placeholder: 'Choisir une option' };
