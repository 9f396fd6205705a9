import { buildRecords } from '../records';
import { docTree } from './docTree';
import type { SearchRecord } from '../types';

const doc = (path: string, title: string, category: string, body: string, versionTag = 'docs-current') =>
  buildRecords({ tree: docTree(body), path, title, category, language: 'fr', versionTag });

/** A few French docs, with words that share their first letters and sections in several shards. */
export const frenchDocs: SearchRecord[] = [
  ...doc(
    '/fr/docs/installation/raspberry-pi/',
    'Raspberry Pi',
    'Installation',
    [
      'Installez Foyer sur un Raspberry Pi avec un SSD : la carte SD s’use vite.',
      '## Préparer la carte',
      'Écrivez le système sur la carte avec l’outil officiel, puis branchez l’équipement réseau.',
      '## Alimentation',
      'Une alimentation de 3 A évite les redémarrages quand la clé Zigbee consomme beaucoup.',
    ].join('\n\n'),
  ),
  ...doc(
    '/fr/docs/installation/docker/',
    'Docker',
    'Installation',
    [
      'Foyer tourne dans un conteneur Docker sur tout serveur domestique.',
      '## Docker Compose',
      'Le fichier compose décrit le conteneur, ses volumes et le port 8080.',
      '## Sauvegardes chiffrées',
      'Copiez le volume de données chaque nuit ; les sauvegardes sont chiffrées avant de quitter la maison.',
    ].join('\n\n'),
  ),
  ...doc(
    '/fr/docs/integrations/zigbee/',
    'Zigbee',
    'Intégrations',
    [
      'Reliez vos capteurs Zigbee avec un adaptateur USB branché sur le serveur.',
      '## Appairer un capteur',
      'Appuyez sur le bouton du capteur jusqu’à ce que sa diode clignote, puis attendez la confirmation.',
      '## Portée',
      'Chaque prise connectée relaie le signal Zigbee et agrandit le réseau maillé.',
    ].join('\n\n'),
  ),
  ...doc(
    '/fr/docs/scenes/time-condition/',
    'Condition horaire',
    'Scènes',
    [
      'La condition horaire arrête la scène en dehors d’une plage.',
      '## Exemple',
      'Éclairage du salon seulement le soir, entre 18 h et 23 h.',
    ].join('\n\n'),
  ),
  ...doc(
    '/fr/docs/next/scenes/time-condition/',
    'Condition horaire',
    'Scènes',
    'La condition horaire accepte désormais plusieurs plages par jour.',
    'docs-next',
  ),
];
