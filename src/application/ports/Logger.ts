// Port: records what happened for the operators (not-found visits, content fallbacks, caught errors).
// Details are plain data; the adapter decides where they go (console in development, nowhere in tests).

export type LogDetails = Readonly<Record<string, string | number | boolean | undefined>>;

export interface Logger {
  info(message: string, details?: LogDetails): void;
  warn(message: string, details?: LogDetails): void;
  error(message: string, details?: LogDetails): void;
}
