// The widths of the image renditions, shared by the pages that list them in a srcset and by `npm run images`,
// which renders them (scripts/images/renditions.ts).

/** The width of every product screenshot's `small` rendition, the one a phone's screen is served. */
export const SMALL_SCREENSHOT_WIDTH = 800;
