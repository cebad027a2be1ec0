// Lets the bundler drop the react-router components the site never renders (QUAL-12). react-router's production
// build names each component after creating it (`NavLink.displayName = "NavLink"`) and creates some with
// `forwardRef`, `memo` or `createContext` calls it does not mark pure: either keeps a component in the bundle
// whether or not it is used (Form, NavLink, ScrollRestoration, HistoryRouter and what they call: 1.7 KB as served).
// The names only serve React's developer tools, which a production build does not feed; the calls are pure.
import type { Plugin } from 'vite';

/** A top-level `Name.displayName = "…";` statement of react-router's production build. */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/** A top-level `var X = ReactN.forwardRef(` (or memo, createContext): pure calls, left unmarked by the package. */
const UNMARKED_PURE_CALL = /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;

export const markReactRouterPure = (code: string): string => code.replace(DISPLAY_NAME, '').replace(UNMARKED_PURE_CALL, '$1/* @__PURE__ */ $2');

export const pureReactRouter = (): Plugin => ({
  name: 'threo-pure-react-router',
  apply: 'build',
  transform: {
    filter: { id: /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/ },
    handler(code) {
      const marked = markReactRouterPure(code);
      return marked === code ? null : { code: marked, map: null };
    },
  },
});
