import { useTranslation } from 'react-i18next';
import type { SubmissionState } from './useSubmission';

/** Title and advice for a request that did not go through, shared by the contact and Plus forms. */
export function useFailureMessage(state: SubmissionState): { title: string; body: string } | undefined {
  const { t } = useTranslation('forms');
  if (state.kind === 'network-error') return { title: t('networkError.title'), body: t('networkError.body') };
  if (state.kind === 'server-error') return { title: t('serverError.title'), body: t('serverError.body') };
  return undefined;
}
