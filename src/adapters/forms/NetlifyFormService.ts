// FormService port → Netlify Forms (FORM-10, FORM-11): a
// form-encoded POST to the site root with `form-name`, the form's fields and the empty `bot-field` honeypot. Only
// the success flag is read; the promise never rejects, so a network failure is just `false`.
import type { FormFields, FormName, FormService } from '../../application/ports/FormService';
import { FORM_NAME_FIELD, HONEYPOT_FIELD } from '../../domain/contact/forms';

/**
 * A submission still unanswered after this long counts as failed, so the button never stays on "Sending..."
 * forever on a stalled connection. The host answers in well under a second; 20 s allows for a slow mobile link.
 */
export const FORM_SUBMIT_TIMEOUT_MS = 20_000;

export interface NetlifyFormServiceOptions {
  readonly fetch?: typeof fetch;
  /** Where forms are posted: the site root (Netlify detects the form by `form-name`). */
  readonly endpoint?: string;
  readonly timeoutMs?: number;
}

/** The body Netlify expects: `form-name` first, the fields in order, and the honeypot present even if empty. */
export const encodeFormBody = (formName: FormName, fields: FormFields): string => {
  const body = new URLSearchParams({ [FORM_NAME_FIELD]: formName });
  for (const [key, value] of Object.entries(fields)) {
    if (key !== FORM_NAME_FIELD && key !== HONEYPOT_FIELD) body.append(key, value);
  }
  body.append(HONEYPOT_FIELD, fields[HONEYPOT_FIELD] ?? '');
  return body.toString();
};

export const createNetlifyFormService = (options: NetlifyFormServiceOptions = {}): FormService => {
  const endpoint = options.endpoint ?? '/';
  const timeoutMs = options.timeoutMs ?? FORM_SUBMIT_TIMEOUT_MS;
  return {
    submit: async (formName, fields) => {
      const send = options.fetch ?? globalThis.fetch;
      try {
        const response = await send(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
          body: encodeFormBody(formName, fields),
          signal: AbortSignal.timeout(timeoutMs),
        });
        // The answer's content is not part of the contract: drop it without reading.
        void response.body?.cancel().catch(() => undefined);
        return response.ok;
      } catch {
        return false;
      }
    },
  };
};
