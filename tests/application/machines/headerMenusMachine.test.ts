// The header menus machine: every path of its chart, and the one-dropdown rule.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { HEADER_DROPDOWN_IDS, headerMenusMachine } from '../../../src/application/machines/headerMenusMachine';
import { expectFullCoverage, walkModel } from './modelHarness';

describe('headerMenusMachine, model-based', () => {
  it('walks every path with a hover dropdown and a click dropdown, checking both menus in each state', () => {
    const report = walkModel({
      machine: headerMenusMachine,
      // Two parallel regions and whether the pointer opened the dropdown make simple paths explode.
      strategy: 'every-edge',
      samples: {
        'dropdown.open': (['products', 'login'] as const).map((id) => ({ type: 'dropdown.open', id })),
        'dropdown.toggle': (['products', 'login'] as const).map((id) => ({ type: 'dropdown.toggle', id })),
      },
      outcomes: {
        dropdowns: (s) => expect(s.matches({ dropdowns: 'open' })).toBe(s.context.openDropdown !== null),
        'dropdowns.closed': (s) => {
          expect(s.context.openDropdown).toBeNull();
          expect(s.context.openedByPointer).toBe(false);
          expect(s.hasTag('dropdownOpen')).toBe(false);
        },
        'dropdowns.open': (s) => {
          expect(HEADER_DROPDOWN_IDS).toContain(s.context.openDropdown);
          expect(s.hasTag('dropdownOpen')).toBe(true);
        },
        mobileMenu: (s) => expect(s.hasTag('mobileOpen')).toBe(s.matches({ mobileMenu: 'open' })),
        'mobileMenu.closed': (s) => expect(s.hasTag('mobileOpen')).toBe(false),
        'mobileMenu.open': (s) => expect(s.hasTag('mobileOpen')).toBe(true),
      },
    });
    expectFullCoverage(report);
  });
});

describe('headerMenusMachine, stories', () => {
  const start = () => {
    const actor = createActor(headerMenusMachine);
    actor.start();
    return actor;
  };

  it('keeps at most one dropdown open: opening another replaces it', () => {
    const actor = start();
    for (const id of HEADER_DROPDOWN_IDS) {
      actor.send({ type: 'dropdown.open', id });
      expect(actor.getSnapshot().context.openDropdown).toBe(id);
    }
  });

  it('closes a dropdown with its own trigger and switches with another', () => {
    const actor = start();
    actor.send({ type: 'dropdown.toggle', id: 'company' });
    actor.send({ type: 'dropdown.toggle', id: 'resources' });
    expect(actor.getSnapshot().context.openDropdown).toBe('resources');
    actor.send({ type: 'dropdown.toggle', id: 'resources' });
    expect(actor.getSnapshot().matches({ dropdowns: 'closed' })).toBe(true);
  });

  it('keeps a dropdown the pointer opened open when its trigger is then clicked, and closes it on the next click', () => {
    const actor = start();
    actor.send({ type: 'dropdown.open', id: 'login' });
    actor.send({ type: 'dropdown.toggle', id: 'login' });
    expect(actor.getSnapshot().context.openDropdown).toBe('login');
    actor.send({ type: 'dropdown.toggle', id: 'login' });
    expect(actor.getSnapshot().matches({ dropdowns: 'closed' })).toBe(true);
  });

  it('closes a dropdown when the pointer that opened it leaves, but not one a click opened', () => {
    const actor = start();
    actor.send({ type: 'dropdown.open', id: 'login' });
    actor.send({ type: 'dropdown.pointerLeft' });
    expect(actor.getSnapshot().matches({ dropdowns: 'closed' })).toBe(true);
    actor.send({ type: 'dropdown.open', id: 'login' });
    actor.send({ type: 'dropdown.toggle', id: 'login' });
    actor.send({ type: 'dropdown.pointerLeft' });
    expect(actor.getSnapshot().context.openDropdown).toBe('login');
  });

  it.each(['route.changed', 'key.escape'] as const)('closes everything on %s', (type) => {
    const actor = start();
    actor.send({ type: 'mobile.toggle' });
    actor.send({ type: 'dropdown.open', id: 'solutions' });
    actor.send({ type });
    expect(actor.getSnapshot().value).toEqual({ dropdowns: 'closed', mobileMenu: 'closed' });
    expect(actor.getSnapshot().context.openDropdown).toBeNull();
  });
});
