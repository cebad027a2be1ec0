// The header's menus for the view, run by the headerMenus machine (at most one dropdown open, the mobile menu
// toggles, a route change or Escape closes everything): state read by tag, events sent through this small facade.
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { headerMenusMachine, type HeaderDropdownId } from '../../../application/machines/headerMenusMachine';
import { useAppActor } from '../machineActors';

export type MenuId = HeaderDropdownId;

export const useHeaderMenus = () => {
  const actor = useAppActor(headerMenusMachine);
  const openMenu = useSelector(actor, (snapshot) => snapshot.context.openDropdown);
  const mobileOpen = useSelector(actor, (snapshot) => snapshot.hasTag('mobileOpen'));
  const events = useMemo(
    () => ({
      toggle: (id: MenuId) => actor.send({ type: 'dropdown.toggle', id }),
      open: (id: MenuId) => actor.send({ type: 'dropdown.open', id }),
      closeMenu: () => actor.send({ type: 'dropdown.close' }),
      pointerLeft: () => actor.send({ type: 'dropdown.pointerLeft' }),
      toggleMobile: () => actor.send({ type: 'mobile.toggle' }),
      routeChanged: () => actor.send({ type: 'route.changed' }),
      escape: () => actor.send({ type: 'key.escape' }),
    }),
    [actor],
  );
  return { openMenu, mobileOpen, ...events };
};
