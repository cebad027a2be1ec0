// A start-up step of its own: React and React DOM are CommonJS modules, which the bundle initialises where they are
// first required. Without this module that is in the app's entry, whose evaluation then held the page for one long
// task on a slow phone; this module is bundled into the react chunk (vite.config.ts), so the boot script's react
// step initialises them in a task of its own (src/composition/boot.ts).
import 'react';
import 'react-dom/client';
