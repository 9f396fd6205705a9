import type { Language } from '../i18n/languages';

/**
 * Who publishes this website and runs Foyer Plus, as the legal pages print it
 * (MDX: `<LegalEntity field="registration" />`). Only the operator of a deployment
 * knows these facts, so each one stays `null` until they fill it in: the pages then
 * show a bracketed "to be completed by the operator" note, never an invented value
 * that a reader could take for a real company, registry number or address.
 */
export const LEGAL_FIELDS = [
  'companyName',
  'legalForm',
  'registration',
  'registeredOffice',
  'publicationDirector',
  'hostName',
  'hostAddress',
  'mediatorName',
  'mediatorAddress',
] as const;

export type LegalField = (typeof LEGAL_FIELDS)[number];

/** One text for every language, one per language, or `null` while the operator has not given it. */
export type LegalValue = string | Readonly<Record<Language, string>> | null;

export const legalEntity: Readonly<Record<LegalField, LegalValue>> = {
  /** e.g. 'Foyer Labs' */
  companyName: null,
  /** e.g. { en: 'simplified joint-stock company (SAS) with a share capital of €10,000', fr: '…' } */
  legalForm: null,
  /** The trade register and the number in it, e.g. 'RCS <city> <number>'. */
  registration: null,
  registeredOffice: null,
  publicationDirector: null,
  /** The company hosting the website and the Plus servers (required by French law on the website). */
  hostName: null,
  hostAddress: null,
  /** The consumer mediator the operator has joined, as the French consumer code requires. */
  mediatorName: null,
  mediatorAddress: null,
};

/** What each field is, as the placeholder names it. */
const FIELD_DESCRIPTIONS: Record<LegalField, Record<Language, string>> = {
  companyName: { en: 'company name', fr: 'dénomination sociale' },
  legalForm: { en: 'legal form and share capital', fr: 'forme juridique et capital social' },
  registration: {
    en: 'trade register and registration number',
    fr: 'registre et numéro d’immatriculation',
  },
  registeredOffice: { en: 'registered office address', fr: 'adresse du siège social' },
  publicationDirector: {
    en: 'name of the director of publication',
    fr: 'nom du directeur de la publication',
  },
  hostName: { en: 'hosting provider’s name', fr: 'nom de l’hébergeur' },
  hostAddress: {
    en: 'hosting provider’s address and telephone number',
    fr: 'adresse et téléphone de l’hébergeur',
  },
  mediatorName: { en: 'consumer mediator’s name', fr: 'nom du médiateur de la consommation' },
  mediatorAddress: {
    en: 'consumer mediator’s postal and website addresses',
    fr: 'adresses postale et web du médiateur',
  },
};

const PLACEHOLDER: Record<Language, (description: string) => string> = {
  en: (description) => `[to be completed by the operator: ${description}]`,
  fr: (description) => `[à compléter par l’exploitant\u00a0: ${description}]`,
};

export function isLegalField(value: unknown): value is LegalField {
  return typeof value === 'string' && (LEGAL_FIELDS as readonly string[]).includes(value);
}

/**
 * The text a legal page prints for `field` in `language`: the operator's value, or a
 * placeholder that says plainly what is missing (`isPlaceholder` lets the page mark it).
 */
export function legalText(
  field: LegalField,
  language: Language,
  entity: Readonly<Record<LegalField, LegalValue>> = legalEntity,
): { text: string; isPlaceholder: boolean } {
  const value = entity[field];
  if (value === null)
    return { text: PLACEHOLDER[language](FIELD_DESCRIPTIONS[field][language]), isPlaceholder: true };
  return { text: typeof value === 'string' ? value : value[language], isPlaceholder: false };
}
