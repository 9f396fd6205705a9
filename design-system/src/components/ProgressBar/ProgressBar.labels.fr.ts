import type { ProgressBarLabels } from './ProgressBar.labels';

/** ProgressBar's strings in French. */
export const progressBarLabelsFr: ProgressBarLabels = { loading: 'Chargement de la page' };
