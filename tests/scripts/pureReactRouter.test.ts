import { describe, expect, it } from 'vitest';
import { markReactRouterPure } from '../../scripts/vite/pureReactRouter';

describe("the build's reading of react-router's production files", () => {
  it('drops the top-level displayName statements and marks the component factories pure [QUAL-12]', () => {
    const source = ['var NavLink = React10.forwardRef(', '  function NavLinkWithRef() {}', ');', 'NavLink.displayName = "NavLink";', 'var RouteContext = React.createContext({});'].join('\n');
    expect(markReactRouterPure(source)).toBe(
      ['var NavLink = /* @__PURE__ */ React10.forwardRef(', '  function NavLinkWithRef() {}', ');', '', 'var RouteContext = /* @__PURE__ */ React.createContext({});'].join('\n'),
    );
  });

  it('leaves a displayName set inside a function, where it runs only when called', () => {
    const source = '    FetcherForm2.displayName = "fetcher.Form";';
    expect(markReactRouterPure(source)).toBe(source);
  });
});
