// The header's menus (HEADER-5, HEADER-6, HEADER-7): at most one dropdown open at a time, the mobile menu toggles, and
// a change of route or Escape closes everything. The two kinds of menu are parallel regions. Every dropdown opens and
// closes on a click of its trigger; Login also opens while the pointer rests on it (HEADER-5), and a click on a trigger
// the pointer opened keeps that dropdown open (the click means "open"), so the next click closes it.
import { assign, setup } from 'xstate';
import type { NavMenu } from '../../domain/site/navigation';

/** The header's dropdowns: the four menus of the navigation model and the Login dropdown (opens on hover). */
export type HeaderDropdownId = NavMenu['id'] | 'login';

export const HEADER_DROPDOWN_IDS: readonly HeaderDropdownId[] = ['products', 'resources', 'solutions', 'company', 'login'];

export interface HeaderMenusContext {
  /** The open dropdown, or null when none is. */
  readonly openDropdown: HeaderDropdownId | null;
  /** True while the open dropdown was opened by the pointer resting on it, and no click has kept it open. */
  readonly openedByPointer: boolean;
}

export type HeaderMenusEvent =
  | { readonly type: 'dropdown.open'; readonly id: HeaderDropdownId }
  | { readonly type: 'dropdown.toggle'; readonly id: HeaderDropdownId }
  | { readonly type: 'dropdown.close' }
  | { readonly type: 'dropdown.pointerLeft' }
  | { readonly type: 'mobile.toggle' }
  | { readonly type: 'route.changed' }
  | { readonly type: 'key.escape' };

const closeEverything = {
  'route.changed': { target: 'closed' },
  'key.escape': { target: 'closed' },
} as const;

export const headerMenusMachine = setup({
  types: {
    context: {} as HeaderMenusContext,
    events: {} as HeaderMenusEvent,
    tags: {} as 'dropdownOpen' | 'mobileOpen',
  },
  guards: {
    togglesOpenDropdown: ({ context, event }) =>
      event.type === 'dropdown.toggle' && event.id === context.openDropdown && !context.openedByPointer,
    openedByPointer: ({ context }) => context.openedByPointer,
  },
  actions: {
    openRequested: assign(({ context, event }) => {
      if (event.type !== 'dropdown.open' && event.type !== 'dropdown.toggle') return {};
      // The pointer resting on a dropdown that is already open changes nothing: a click kept it open.
      if (event.type === 'dropdown.open' && event.id === context.openDropdown) return {};
      return { openDropdown: event.id, openedByPointer: event.type === 'dropdown.open' };
    }),
    forgetDropdown: assign({ openDropdown: null, openedByPointer: false }),
  },
}).createMachine({
  id: 'headerMenus',
  context: { openDropdown: null, openedByPointer: false },
  type: 'parallel',
  states: {
    dropdowns: {
      initial: 'closed',
      states: {
        closed: {
          entry: 'forgetDropdown',
          on: {
            'dropdown.open': { target: 'open', actions: 'openRequested' },
            'dropdown.toggle': { target: 'open', actions: 'openRequested' },
          },
        },
        open: {
          tags: ['dropdownOpen'],
          on: {
            'dropdown.open': { actions: 'openRequested' },
            'dropdown.toggle': [
              { guard: 'togglesOpenDropdown', target: 'closed' },
              { actions: 'openRequested' },
            ],
            'dropdown.pointerLeft': { guard: 'openedByPointer', target: 'closed' },
            'dropdown.close': { target: 'closed' },
            ...closeEverything,
          },
        },
      },
    },
    mobileMenu: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'mobile.toggle': { target: 'open' } },
        },
        open: {
          tags: ['mobileOpen'],
          on: {
            'mobile.toggle': { target: 'closed' },
            ...closeEverything,
          },
        },
      },
    },
  },
});
