import type { SearchButtonLabels } from './SearchButton.labels';

/** SearchButton's strings in French. */
export const searchButtonLabelsFr: SearchButtonLabels = {
  label: 'Rechercher',
  controlKey: 'Ctrl',
  commandKey: '⌘',
};
