// The state of a page's screenshots and of its viewer (PROD-7, PROD-8, PROD-9: "Screenshot fails to
// load", "Opening preview fails"): each screenshot is shown as itself, as the default ThreoAI screenshot after its
// own image failed (with the toast, once per page), or as "Image preview unavailable" when the default failed too.
// Opening a screenshot with nothing to show logs the failure and toasts "Failed to open image preview".
import { useCallback, useRef, useState } from 'react';
import { useServices } from '../../app/ServicesContext';
import { IMAGE_LOAD_FAILED_TOAST, IMAGE_PREVIEW_OPEN_FAILED_TOAST } from '../../../application/messages/errorCatalogue';
import { DEFAULT_SCREENSHOT, type Screenshot } from './screenshots';

export type ScreenshotStatus = 'ok' | 'fallback' | 'unavailable';

/** The image a screenshot shows in a given status: itself, the default screenshot's image, or none. */
export const displayedScreenshot = (shot: Screenshot, status: ScreenshotStatus): Screenshot | null => {
  if (status === 'unavailable') return null;
  if (status === 'ok') return shot;
  return {
    ...shot,
    src: DEFAULT_SCREENSHOT.src,
    small: DEFAULT_SCREENSHOT.small,
    width: DEFAULT_SCREENSHOT.width,
    height: DEFAULT_SCREENSHOT.height,
    alt: DEFAULT_SCREENSHOT.alt,
  };
};

export const useScreenshots = () => {
  const { notifier, logger } = useServices();
  const [statuses, setStatuses] = useState<Readonly<Record<string, ScreenshotStatus>>>({});
  const [selected, setSelected] = useState<Screenshot | null>(null);
  const toasted = useRef(false);

  const statusOf = useCallback((shot: Screenshot): ScreenshotStatus => statuses[shot.id] ?? 'ok', [statuses]);

  /** An image of this screenshot failed: step to the fallback, or to "unavailable" if the fallback failed. */
  const reportFailure = useCallback(
    (shot: Screenshot, failedSrc: string) => {
      const next: ScreenshotStatus = failedSrc === DEFAULT_SCREENSHOT.src ? 'unavailable' : 'fallback';
      setStatuses((current) => {
        const status = current[shot.id] ?? 'ok';
        if (status === 'unavailable' || (status === 'fallback' && next === 'fallback')) return current;
        return { ...current, [shot.id]: next };
      });
      logger.warn('A product screenshot failed to load', { id: shot.id, src: failedSrc, showing: next });
      if (!toasted.current) {
        toasted.current = true;
        notifier.error(IMAGE_LOAD_FAILED_TOAST);
      }
      setSelected((open) => (open && open.id === shot.id ? displayedScreenshot(shot, next) : open));
    },
    [logger, notifier],
  );

  const open = useCallback(
    (shot: Screenshot) => {
      try {
        const image = displayedScreenshot(shot, statusOf(shot));
        if (image === null) throw new Error('The screenshot has no image to show');
        setSelected(image);
      } catch (error) {
        logger.error('The image preview could not open', { id: shot.id, message: error instanceof Error ? error.message : String(error) });
        notifier.error(IMAGE_PREVIEW_OPEN_FAILED_TOAST);
      }
    },
    [logger, notifier, statusOf],
  );

  const close = useCallback(() => setSelected(null), []);

  return { statusOf, reportFailure, open, close, selected };
};
