import type { StoryLocale } from '../../components/private/storyLocale';

/** The Foundations tables speak the locale of the Storybook toolbar; the MDX pages use English. */
export type DocsLocale = StoryLocale;

/** The props of every Foundations table: English unless the toolbar asks otherwise. */
export interface LocaleProps {
  locale?: DocsLocale;
}

const en = {
  slot: 'Slot',
  customProperty: 'Custom property',
  value: 'Value',
  sample: 'Sample',
  light: 'Light theme',
  dark: 'Dark theme',
  pass: 'Pass',
  fail: 'Fail',
  yes: 'Yes',
  no: 'No',
  colours: {
    caption: 'Every colour slot of the theme contract, in both themes',
    onBackground: (hex: string) => `looks like ${hex} on the background`,
  },
  contrast: {
    caption:
      'Contrast ratios (WCAG 2.x) of the text and interface colours. Translucent colours are measured on the theme background.',
    foreground: 'Foreground',
    background: 'Background',
    ratio: 'Ratio',
    normalText: 'Body text, 4.5:1',
    largeTextAndUi: 'Large text and UI, 3:1',
    sampleText: 'Aa',
  },
  typography: {
    fontsCaption: 'Font stacks',
    stack: 'Stack',
    fontSample: 'Lights off downstairs at 23:00',
    scaleCaption: 'Type scale: each size rendered at its value',
    scaleSample: 'Good evening, hallway',
    weightsCaption: 'Font weights',
    weightSample: 'Kitchen sensors are online',
    lineHeightsCaption: 'Line heights',
    lineHeightSample:
      'When the last person leaves, Foyer dims the lights, lowers the heating and locks the back door, then tells everyone it did.',
  },
  spacing: {
    spaceCaption: 'Space scale, for gaps, padding and margins',
    bar: 'Bar',
    sizeCaption: 'Layout sizes',
    zIndexCaption: 'Stacking order (z-index), lowest first',
  },
  radii: {
    radiusCaption: 'Corner radii',
    shadowCaption: 'Shadows, shown in the current theme',
  },
  breakpoints: {
    widthsCaption: 'Breakpoints, in CSS pixels',
    name: 'Name',
    width: 'Width',
    meaning: 'Meaning',
    queriesCaption: 'Media queries',
    query: 'Query',
    matchesNow: 'Matches this window',
    widths: {
      narrowMaxWidth: 'Up to this width, search results show shorter snippets.',
      desktopMinWidth: 'From this width, the navbar shows every item; below it, a menu button.',
    },
    queries: {
      mobile: 'Below the navbar breakpoint: menu button and sliding sidebar.',
      desktop: 'At the navbar breakpoint and wider: the full navbar.',
      narrow: 'Phones and small tablets.',
      reducedMotion: 'The user asked the system for less motion.',
    },
  },
  motion: {
    durationsCaption: 'Motion durations',
    usedFor: 'Used for',
    durations: {
      fast: 'Hover, focus and selection colour changes.',
      normal: 'Progress bar and panels that open or close.',
    },
    reducedCaption: 'Reduced motion',
    rule: 'Rule',
    reducedRule:
      'Animations and transitions stop. The opt-in global styles shorten every one to 0.01 ms, and the components that move (counters, collapsing panels, the progress bar, spinners) check the same query themselves, so they keep still without the global styles too.',
  },
};

export type DocsCopy = typeof en;

const fr: DocsCopy = {
  slot: 'Emplacement',
  customProperty: 'Propriété personnalisée',
  value: 'Valeur',
  sample: 'Aperçu',
  light: 'Thème clair',
  dark: 'Thème sombre',
  pass: 'Conforme',
  fail: 'Non conforme',
  yes: 'Oui',
  no: 'Non',
  colours: {
    caption: 'Chaque couleur du contrat de thème, dans les deux thèmes',
    onBackground: (hex: string) => `rendu ${hex} sur le fond`,
  },
  contrast: {
    caption:
      'Rapports de contraste (WCAG 2.x) des couleurs de texte et d’interface. Les couleurs translucides sont mesurées sur le fond du thème.',
    foreground: 'Premier plan',
    background: 'Arrière-plan',
    ratio: 'Rapport',
    normalText: 'Texte courant, 4,5:1',
    largeTextAndUi: 'Grand texte et interface, 3:1',
    sampleText: 'Aa',
  },
  typography: {
    fontsCaption: 'Piles de polices',
    stack: 'Pile',
    fontSample: 'Lumières du rez-de-chaussée éteintes à 23 h',
    scaleCaption: 'Échelle typographique : chaque taille affichée à sa valeur',
    scaleSample: 'Bonsoir, l’entrée',
    weightsCaption: 'Graisses',
    weightSample: 'Les capteurs de la cuisine sont en ligne',
    lineHeightsCaption: 'Interlignages',
    lineHeightSample:
      'Quand la dernière personne part, Foyer baisse les lumières et le chauffage, verrouille la porte de derrière, puis prévient tout le monde.',
  },
  spacing: {
    spaceCaption: 'Échelle d’espacement, pour les écarts, marges internes et externes',
    bar: 'Barre',
    sizeCaption: 'Dimensions de mise en page',
    zIndexCaption: 'Ordre d’empilement (z-index), du plus bas au plus haut',
  },
  radii: {
    radiusCaption: 'Rayons des coins',
    shadowCaption: 'Ombres, affichées dans le thème actuel',
  },
  breakpoints: {
    widthsCaption: 'Points de rupture, en pixels CSS',
    name: 'Nom',
    width: 'Largeur',
    meaning: 'Signification',
    queriesCaption: 'Requêtes média',
    query: 'Requête',
    matchesNow: 'Correspond à cette fenêtre',
    widths: {
      narrowMaxWidth: 'Jusqu’à cette largeur, les résultats de recherche ont des extraits plus courts.',
      desktopMinWidth:
        'À partir de cette largeur, la barre de navigation montre tous ses éléments ; en dessous, un bouton de menu.',
    },
    queries: {
      mobile: 'Sous le point de rupture de la barre de navigation : bouton de menu et panneau latéral.',
      desktop: 'Au point de rupture de la barre de navigation et au-delà : la barre complète.',
      narrow: 'Téléphones et petites tablettes.',
      reducedMotion: 'La personne a demandé moins d’animations au système.',
    },
  },
  motion: {
    durationsCaption: 'Durées d’animation',
    usedFor: 'Utilisée pour',
    durations: {
      fast: 'Changements de couleur au survol, au focus et à la sélection.',
      normal: 'Barre de progression et panneaux qui s’ouvrent ou se ferment.',
    },
    reducedCaption: 'Animations réduites',
    rule: 'Règle',
    reducedRule:
      'Animations et transitions s’arrêtent. Les styles globaux optionnels les ramènent toutes à 0,01 ms, et les composants qui bougent (compteurs, panneaux repliables, barre de progression, indicateurs de chargement) consultent eux-mêmes la même requête : ils restent immobiles même sans les styles globaux.',
  },
};

const copies: Record<DocsLocale, DocsCopy> = { en, fr };

export function docsCopy(locale: DocsLocale = 'en'): DocsCopy {
  return copies[locale];
}
