// Port: where the visitor's analytics-consent choice is kept (CONSENT-8). The adapter
// reads and writes a cookie; the domain (src/domain/consent) decides what the stored value means.
import type { StoredConsent } from '../../domain/consent';

export interface ConsentStore {
  /** The stored choice, or undefined when there is none (or it cannot be read): every category stays denied. */
  read(): StoredConsent | undefined;
  /** Stores the choice; it must survive reloads. */
  write(choice: StoredConsent): void;
}
