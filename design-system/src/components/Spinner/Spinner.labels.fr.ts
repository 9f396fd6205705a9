import type { SpinnerLabels } from './Spinner.labels';

/** Spinner's strings in French. */
export const spinnerLabelsFr: SpinnerLabels = { loading: 'Chargement…' };
