import type { Language } from '../i18n/languages';
import type { DataFlow } from './dataFlow';

/** What a card, a guide or the docs index says about where an integration's data goes. */
export interface DataFlowStatement {
  kind: DataFlow;
  /** The badge: "Local only", "Needs OpenAI". */
  label: string;
  /** One sentence: the entry's own note, or the common sentence of local integrations. */
  description: string;
}

export interface DataFlowFacts {
  dataFlow: DataFlow;
  cloudService?: string | null;
  dataFlowNote?: { en: string; fr: string } | null;
}

/** Looks up a key of the `common` strings, filling in `{{service}}`. */
export type TranslateCommon = (key: string, values?: { service: string }) => string;

/** The badge and sentence of one integration, in the page's language. */
export function dataFlowStatement(
  facts: DataFlowFacts,
  language: Language,
  translate: TranslateCommon,
): DataFlowStatement {
  return {
    kind: facts.dataFlow,
    label: translate(`integrations.dataFlow.badge.${facts.dataFlow}`, { service: facts.cloudService ?? '' }),
    description: facts.dataFlowNote?.[language] ?? translate('integrations.dataFlow.localSentence'),
  };
}
