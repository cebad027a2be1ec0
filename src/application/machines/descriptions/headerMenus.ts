// What each state and transition of headerMenusMachine (../headerMenusMachine.ts) is for, read by the charts (npm run
// charts), the Terms diagrams and the inspector. Apart from the machine so that the browser, which runs the machine,
// never loads them; a transition is named by its key: source state, event type and its position among that event's
// transitions.
import type { MachineDescriptions } from './machineDescriptions';

export const headerMenusDescriptions: MachineDescriptions = {
  machine: 'The desktop dropdowns and the mobile menu of the fixed header.',
  states: {
    'dropdowns': 'Products, Resources, Solutions, Company and Login: one open at most.',
    'dropdowns.closed': 'No dropdown is open.',
    'dropdowns.open': 'One dropdown is open; opening another closes it.',
    'mobileMenu': 'The hamburger menu below the md breakpoint.',
    'mobileMenu.closed': 'The mobile menu is closed.',
    'mobileMenu.open': 'The scrollable mobile menu is open.',
  },
  transitions: {
    'dropdowns.closed|dropdown.open|0': 'Opens the chosen dropdown.',
    'dropdowns.closed|dropdown.toggle|0': 'Opens the chosen dropdown.',
    'dropdowns.open|dropdown.open|0': 'Switches to the chosen dropdown.',
    'dropdowns.open|dropdown.toggle|0': 'Its own trigger closes the open dropdown.',
    'dropdowns.open|dropdown.toggle|1':
      'Another trigger switches to its dropdown; a click on the one the pointer opened keeps it open.',
    'dropdowns.open|dropdown.pointerLeft|0': 'The pointer that opened the dropdown left it before any click.',
    'dropdowns.open|dropdown.close|0': 'A press outside the header closes it.',
    'dropdowns.open|route.changed|0': 'A change of route closes it.',
    'dropdowns.open|key.escape|0': 'Escape closes it.',
    'mobileMenu.closed|mobile.toggle|0': 'The hamburger opens the menu.',
    'mobileMenu.open|mobile.toggle|0': 'The hamburger closes the menu.',
    'mobileMenu.open|route.changed|0': 'A change of route closes it.',
    'mobileMenu.open|key.escape|0': 'Escape closes it.',
  },
};
