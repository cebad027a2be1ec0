// The screenshot and image-preview texts of spec 2 §8's error catalogue, in one place for the product pages.
// (They belong beside src/application/messages/errorCatalogue.ts; the lead may move them there.)

/** "Screenshot fails to load": the default screenshot is shown and this toast appears. */
export const IMAGE_LOAD_FAILED_TOAST = 'Failed to load an image. Please try refreshing the page.';
/** "Opening preview fails". */
export const IMAGE_PREVIEW_OPEN_FAILED_TOAST = 'Failed to open image preview';
/** "Rendering viewer fails". */
export const IMAGE_PREVIEW_RENDER_FAILED_TOAST = 'Failed to display image preview';
/** "Thumbnail cannot render": shown in place of a thumbnail whose image and fallback both failed. */
export const IMAGE_PREVIEW_UNAVAILABLE_TEXT = 'Image preview unavailable';
