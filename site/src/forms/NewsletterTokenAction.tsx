import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormMessage } from '@foyer/design-system';
import { services } from '../config/services';
import { postJson } from './postJson';
import { FormOutcome } from './FormOutcome';
import type { FlowState } from './useFormFlow';
import { tokenOfSearch } from './tokenInAddress';
import * as styles from './forms.css';

export type TokenAction = 'confirm' | 'unsubscribe';

const ENDPOINTS: Record<TokenAction, string> = {
  confirm: services.forms.newsletterConfirm,
  unsubscribe: services.forms.newsletterUnsubscribe,
};

/** The `token` of the page's address, or '' when it has none. */
function tokenOfLocation(): string {
  return tokenOfSearch(window.location.search);
}

/**
 * The button of the page a newsletter mail links to: it POSTs the address's token and
 * says how it went. Nothing happens on load, as mail scanners open the links they find.
 */
export function NewsletterTokenAction({ action }: { action: TokenAction }) {
  const { t } = useTranslation('forms');
  const keys = action === 'confirm' ? 'newsletterConfirm' : 'newsletterUnsubscribe';
  // Unknown until the browser has read the address (the server renders both parts).
  const [token, setToken] = useState<string | undefined>(undefined);
  const [state, setState] = useState<FlowState>({ kind: 'idle' });
  useEffect(() => setToken(tokenOfLocation()), []);

  const submit = async () => {
    if (state.kind === 'submitting' || state.kind === 'success') return;
    const current = token ?? tokenOfLocation();
    if (!current) {
      setToken('');
      return;
    }
    setState({ kind: 'submitting' });
    const outcome = await postJson(ENDPOINTS[action], { token: current });
    if (outcome.kind === 'success') setState({ kind: 'success' });
    else if (outcome.kind === 'rejected') setState({ kind: 'invalid' });
    else if (outcome.kind === 'limited') setState({ kind: 'limited', retryAfter: outcome.retryAfter });
    else setState({ kind: 'failed' });
  };

  const busy = state.kind === 'submitting';
  // Before the address is read (server HTML, hydration), both parts are there and the
  // head script's mark picks one (src/forms/tokenInAddress.ts); then only the right one.
  const isUnread = token === undefined;
  return (
    <div className={styles.stack}>
      {token ? null : (
        <div className={isUnread ? styles.whenTokenMissing : undefined}>
          <FormMessage tone="error" title={t(`${keys}.noTokenTitle`)}>
            <p>{t(`${keys}.noTokenBody`)}</p>
          </FormMessage>
        </div>
      )}
      {token === '' || state.kind === 'success' ? null : (
        <div className={isUnread ? styles.whenTokenPresent : undefined}>
          <Button
            aria-disabled={busy || undefined}
            data-submitting={busy || undefined}
            onPress={() => void submit()}
          >
            {busy ? t(`${keys}.submitting`) : t(`${keys}.button`)}
          </Button>
        </div>
      )}
      <FormOutcome
        state={state}
        success={{
          title: t(
            action === 'confirm' ? 'newsletterConfirm.confirmedTitle' : 'newsletterUnsubscribe.doneTitle',
          ),
          body: t(
            action === 'confirm' ? 'newsletterConfirm.confirmedBody' : 'newsletterUnsubscribe.doneBody',
          ),
        }}
        invalid={{ title: t(`${keys}.invalidTitle`), body: t(`${keys}.invalidBody`) }}
      />
    </div>
  );
}
