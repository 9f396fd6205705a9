import { docPath } from '../../config/routes';

/** The five services of Foyer Plus (spec §1), in the order the page presents them. */
export type PlusFeatureId = 'remoteAccess' | 'backups' | 'api' | 'voice' | 'family';

export interface PlusFeatureDoc {
  /** Language-neutral docs route. */
  path: string;
  /** Key of the link text under `features.<id>` in the plus namespace. */
  labelKey: string;
  /** Key of the heading id to jump to; heading ids differ per language, so they live in the locale files. */
  anchorKey?: string;
}

export interface PlusFeature {
  id: PlusFeatureId;
  docs: readonly PlusFeatureDoc[];
}

const plusGuide = docPath('plus', 'intro');

export const PLUS_FEATURES: readonly PlusFeature[] = [
  { id: 'remoteAccess', docs: [{ path: plusGuide, labelKey: 'link', anchorKey: 'docsAnchor' }] },
  { id: 'backups', docs: [{ path: plusGuide, labelKey: 'link' }] },
  { id: 'api', docs: [{ path: docPath('plus', 'open-api'), labelKey: 'link' }] },
  {
    id: 'voice',
    docs: [
      { path: docPath('integrations', 'alexa'), labelKey: 'linkAlexa' },
      { path: docPath('integrations', 'google-home'), labelKey: 'linkGoogleHome' },
    ],
  },
  { id: 'family', docs: [{ path: plusGuide, labelKey: 'link', anchorKey: 'docsAnchor' }] },
];
