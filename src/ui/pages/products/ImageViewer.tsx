// The enlarged screenshot viewer (PROD-5, PROD-7, PROD-10: "Image viewer: closed, or open with a chosen
// image"), built on Radix Dialog: focus moves into the dialog and stays there, Escape, the scrim and the close
// button close it, and focus returns to the screenshot that opened it. If the dialog's content fails to render,
// the error is logged, the toast "Failed to display image preview" appears and the viewer closes. Below 768 px it is a
// bottom sheet: dragging its handle and title down by SHEET_SWIPE_CLOSE_PX or more closes it, as the handle promises.
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type PointerEvent } from 'react';
import { useServices } from '../../app/ServicesContext';
import { SectionErrorBoundary } from '../../components/SectionErrorBoundary';
import { IMAGE_PREVIEW_RENDER_FAILED_TOAST } from '../../../application/messages/errorCatalogue';
import { CloseButton, Content, Description, Grip, Handle, Header, Overlay, Stage, Title } from './ImageViewer.styles';
import type { Screenshot } from './screenshots';

export interface ImageViewerProps {
  /** The image to show (its `src` already resolved to what loads), or null when the viewer is closed. */
  readonly image: Screenshot | null;
  readonly onClose: () => void;
  /** Called when the enlarged image itself fails to load. */
  readonly onImageError: (image: Screenshot) => void;
  /** Where focus goes back to when the viewer closes (the screenshot that opened it). */
  readonly returnFocusTo?: () => HTMLElement | null;
}

export const ImageViewer = ({ image, onClose, onImageError, returnFocusTo }: ImageViewerProps) => {
  const { notifier } = useServices();
  return (
    <Dialog.Root open={image !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Overlay />
        <Content
          onCloseAutoFocus={(event) => {
            // Radix returns focus only to a Dialog.Trigger; our screenshots open the viewer themselves.
            const target = returnFocusTo?.();
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <SectionErrorBoundary
            section="image viewer"
            fallback={null}
            onError={() => {
              notifier.error(IMAGE_PREVIEW_RENDER_FAILED_TOAST);
              onClose();
            }}
          >
            {image ? <ViewerBody image={image} onImageError={onImageError} onClose={onClose} /> : null}
          </SectionErrorBoundary>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};

/** How far down the sheet's handle must be dragged to close it. */
export const SHEET_SWIPE_CLOSE_PX = 80;

/** Pointer handlers for the sheet's grip: the sheet follows the finger down, and closes past the threshold. */
const useSwipeDown = (onClose: () => void) => {
  const start = useRef<{ readonly id: number; readonly y: number } | null>(null);
  const sheetOf = (event: PointerEvent<HTMLElement>) => event.currentTarget.closest<HTMLElement>('[role="dialog"]');
  const end = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    start.current = null;
    const sheet = sheetOf(event);
    if (sheet) sheet.style.transform = '';
    if (from && from.id === event.pointerId && event.clientY - from.y >= SHEET_SWIPE_CLOSE_PX) onClose();
  };
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if ((event.target as Element).closest('button')) return;
      start.current = { id: event.pointerId, y: event.clientY };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      const sheet = sheetOf(event);
      if (!from || from.id !== event.pointerId || !sheet) return;
      sheet.style.transform = `translateY(${Math.max(0, event.clientY - from.y)}px)`;
    },
    onPointerUp: end,
    onPointerCancel: (event: PointerEvent<HTMLElement>) => {
      start.current = null;
      const sheet = sheetOf(event);
      if (sheet) sheet.style.transform = '';
    },
  };
};

const ViewerBody = ({
  image,
  onImageError,
  onClose,
}: {
  readonly image: Screenshot;
  readonly onImageError: (image: Screenshot) => void;
  readonly onClose: () => void;
}) => {
  const swipe = useSwipeDown(onClose);
  return (
    <>
      <Grip data-sheet-grip="" {...swipe}>
        <Handle aria-hidden="true" />
        <Header>
          <div>
            <Title>{image.caption}</Title>
            <Description>{image.alt}</Description>
          </div>
          <CloseButton aria-label="Close image preview">
            <X size={20} aria-hidden="true" />
          </CloseButton>
        </Header>
      </Grip>
      <Stage tabIndex={0} role="group" aria-label="Screenshot (scrolls on small screens)">
        <img key={image.src} src={image.src} alt={image.alt} width={image.width} height={image.height} decoding="async" onError={() => onImageError(image)} />
      </Stage>
    </>
  );
};
