// A product page's screenshots as buttons that open the image viewer. A screenshot whose image fails falls back
// to the default ThreoAI screenshot; one that cannot render at all says "Image preview unavailable".
// Images that failed before hydration (no onError fired yet) are caught by checking them once mounted.
// The viewer's code (Radix Dialog) is not part of the page's first download: it loads when a visitor points at or
// focuses a screenshot, and is mounted on the first opening.
import { Maximize2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useServices } from '../../app/ServicesContext';
import { SectionErrorBoundary } from '../../components/SectionErrorBoundary';
import { IMAGE_PREVIEW_OPEN_FAILED_TOAST, IMAGE_PREVIEW_UNAVAILABLE_TEXT } from '../../../application/messages/errorCatalogue';
import type * as ViewerModuleShape from './ImageViewer';
import { Figure, Gallery, ShotButton, Unavailable, ZoomHint } from './ScreenshotGallery.styles';
import { SMALL_SCREENSHOT_WIDTH, type Screenshot } from './screenshots';
import { displayedScreenshot, useScreenshots } from './useScreenshots';
import { useReplayTargets } from '../../app/replayTargets';

/** One download of the viewer's code, shared by the preload and the lazy component; a failed one may be retried. */
type ViewerModule = typeof ViewerModuleShape;
let viewerModule: Promise<ViewerModule> | undefined;
const loadViewer = (): Promise<ViewerModule> => {
  viewerModule ??= import('./ImageViewer').catch((error: unknown) => {
    viewerModule = undefined;
    throw error;
  });
  return viewerModule;
};
/** A lazy viewer component; a new one after a failure, since React keeps a lazy component's failed load. */
const lazyViewer = () => lazy(() => loadViewer().then((module) => ({ default: module.ImageViewer })));
const preloadViewer = (): void => {
  loadViewer().catch(() => undefined);
};

// The gallery's columns (ScreenshotGallery.styles.ts): one full-width column, and from the wide breakpoint the lead
// screenshot in two thirds of the 1200 px page and the others in a third.
const LEAD_SIZES = '(min-width: 1024px) 800px, 100vw';
const SIDE_SIZES = '(min-width: 1024px) 400px, 100vw';

interface ThumbnailProps {
  readonly shot: Screenshot;
  readonly image: Screenshot | null;
  readonly eager: boolean;
  readonly onOpen: (button: HTMLButtonElement) => void;
  readonly onFailure: (failedSrc: string) => void;
}

const Thumbnail = ({ shot, image, eager, onOpen, onFailure }: ThumbnailProps) => {
  const ref = useRef<HTMLImageElement>(null);
  const latestOnFailure = useRef(onFailure);
  useEffect(() => {
    latestOnFailure.current = onFailure;
  });
  const src = image?.src;
  useEffect(() => {
    // Once per source: later failures arrive through onError.
    const element = ref.current;
    if (src !== undefined && element && element.complete && element.naturalWidth === 0) latestOnFailure.current(src);
  }, [src]);
  const replayTarget = useReplayTargets([`screenshot-${shot.id}`]);
  return (
    <Figure>
      <ShotButton {...replayTarget(`screenshot-${shot.id}`)} type="button" aria-haspopup="dialog" onClick={(event) => onOpen(event.currentTarget)} onPointerEnter={preloadViewer} onFocus={preloadViewer}>
        {image ? (
          <>
            <img
              ref={ref}
              src={image.src}
              srcSet={`${image.small} ${SMALL_SCREENSHOT_WIDTH}w, ${image.src} ${image.width}w`}
              sizes={eager ? LEAD_SIZES : SIDE_SIZES}
              alt={`Enlarge: ${image.alt}`}
              width={image.width}
              height={image.height}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              onError={(event) => onFailure(event.currentTarget.getAttribute('src') ?? image.src)}
            />
            <ZoomHint aria-hidden="true">
              <Maximize2 size={14} /> Enlarge
            </ZoomHint>
          </>
        ) : (
          <Unavailable>
            {IMAGE_PREVIEW_UNAVAILABLE_TEXT}
            <span className="visually-hidden">: {shot.caption}</span>
          </Unavailable>
        )}
      </ShotButton>
      <figcaption>{shot.caption}</figcaption>
    </Figure>
  );
};

export const ScreenshotGallery = ({ shots }: { readonly shots: readonly Screenshot[] }) => {
  const { notifier } = useServices();
  const { statusOf, reportFailure, open, close, selected } = useScreenshots();
  const opener = useRef<HTMLButtonElement | null>(null);
  const [viewerMounted, setViewerMounted] = useState(false);
  const [ImageViewer, setImageViewer] = useState(lazyViewer);
  if (selected !== null && !viewerMounted) setViewerMounted(true);
  return (
    <>
      <Gallery>
        {shots.map((shot, index) => (
          <Thumbnail
            key={shot.id}
            shot={shot}
            image={displayedScreenshot(shot, statusOf(shot))}
            eager={index === 0}
            onOpen={(button) => {
              opener.current = button;
              open(shot);
            }}
            onFailure={(failedSrc) => reportFailure(shot, failedSrc)}
          />
        ))}
      </Gallery>
      {viewerMounted ? (
        // If the viewer's code cannot load, opening the preview has failed (PROD-9).
        <SectionErrorBoundary
          section="image viewer code"
          fallback={null}
          onError={() => {
            notifier.error(IMAGE_PREVIEW_OPEN_FAILED_TOAST);
            close();
            setViewerMounted(false);
            setImageViewer(lazyViewer);
          }}
        >
          <Suspense fallback={null}>
            <ImageViewer
              image={selected}
              onClose={close}
              returnFocusTo={() => opener.current}
              onImageError={(image) => {
                const shot = shots.find((candidate) => candidate.id === image.id);
                if (shot) reportFailure(shot, image.src);
              }}
            />
          </Suspense>
        </SectionErrorBoundary>
      ) : null}
    </>
  );
};
