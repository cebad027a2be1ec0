// The machine inspector's entry (/__inspect, INS-3, INS-6): its own page and bundle, built only outside production
// (scripts/build.ts). Wires the browser's BroadcastChannel, the build's machines and charts, and a download.
import { Global, ThemeProvider, css } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { INSPECTABLE_MACHINES } from '../application/inspection/inspectableMachines';
import { INSPECTION_CHANNEL } from '../domain/inspection/protocol';
import { darkPalette, lightPalette, paletteDeclarations, theme } from '../ui/theme/tokens';
import { INSPECTOR_CHARTS } from './generated/charts';
import { InspectorApp, type InspectorChannel } from './InspectorApp';

const broadcast = new BroadcastChannel(INSPECTION_CHANNEL);
const channel: InspectorChannel = {
  post: (message) => broadcast.postMessage(message),
  listen: (listener) => {
    const handler = (event: MessageEvent<unknown>) => listener(event.data);
    broadcast.addEventListener('message', handler);
    return () => broadcast.removeEventListener('message', handler);
  },
};

const save = (name: string, text: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

// The site's palettes; the tool follows the system's light or dark preference.
const globalStyles = css`
  :root { ${paletteDeclarations(lightPalette)} color-scheme: light; }
  @media (prefers-color-scheme: dark) { :root { ${paletteDeclarations(darkPalette)} color-scheme: dark; } }
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; background: ${theme.colors.bg}; color: ${theme.colors.text}; font-family: ${theme.font}; font-size: 1rem; line-height: 1.6; -webkit-font-smoothing: antialiased; }
`;

const root = document.getElementById('inspector');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <Global styles={globalStyles} />
        <InspectorApp
          charts={INSPECTOR_CHARTS}
          machines={INSPECTABLE_MACHINES}
          channel={channel}
          save={save}
          now={() => new Date()}
        />
      </ThemeProvider>
    </StrictMode>,
  );
}
