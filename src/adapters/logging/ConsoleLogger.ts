// Logger port → the browser console. Warnings and errors always; info only in development builds, so a
// production page stays quiet for visitors and the end-to-end console checks.
import type { Logger, LogDetails } from '../../application/ports/Logger';

export const createConsoleLogger = (options: { readonly verbose: boolean }): Logger => ({
  info: (message: string, details?: LogDetails) => {
    if (options.verbose) console.info(`[threo] ${message}`, details ?? {});
  },
  warn: (message: string, details?: LogDetails) => console.warn(`[threo] ${message}`, details ?? {}),
  error: (message: string, details?: LogDetails) => console.error(`[threo] ${message}`, details ?? {}),
});
