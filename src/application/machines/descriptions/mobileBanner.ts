// What each state and transition of mobileBannerMachine (../mobileBannerMachine.ts) is for, read by the charts (npm run
// charts), the Terms diagrams and the inspector. Apart from the machine so that the browser, which runs the machine,
// never loads them; a transition is named by its key: source state, event type and its position among that event's
// transitions.
import type { MachineDescriptions } from './machineDescriptions';

export const mobileBannerDescriptions: MachineDescriptions = {
  machine: 'The fixed "Ready to get started?" banner with a Get Demo button, on small screens only.',
  states: {
    'restoring': 'Reads whether the banner was dismissed before.',
    'hidden': 'Not shown: the screen is 768 px or wider, or the page is scrolled 300 px or less.',
    'visible': 'Shown at the bottom of the screen with Get Demo and a dismiss control.',
    'dismissed': 'Hidden for good, on every page and after reloads.',
  },
  transitions: {
    'restoring||0': 'Dismissed on an earlier page or visit.',
    'restoring||1': 'Never dismissed: start hidden.',
    'hidden|viewport.resized|0': 'Keeps the viewport width up to date.',
    'hidden|page.scrolled|0': 'Keeps the scroll offset up to date.',
    'hidden||0': 'A screen narrower than 768 px scrolled more than 300 px shows the banner.',
    'visible|viewport.resized|0': 'Keeps the viewport width up to date.',
    'visible|page.scrolled|0': 'Keeps the scroll offset up to date.',
    'visible|banner.dismiss|0': 'The visitor dismisses the banner; the choice is remembered.',
    'visible||0': 'Widening the screen or scrolling back up hides the banner again.',
  },
};
