// The Logger port as one JSON line per event on the console (Netlify collects function output as logs).
import type { Logger } from './ports';

type Fields = Readonly<Record<string, string | number | boolean>>;

const line = (level: string, event: string, fields: Fields | undefined): string =>
  JSON.stringify({ level, event, function: 'ai-playground', ...fields });

export const createConsoleLogger = (): Logger => ({
  info: (event, fields) => console.info(line('info', event, fields)),
  warn: (event, fields) => console.warn(line('warn', event, fields)),
});
