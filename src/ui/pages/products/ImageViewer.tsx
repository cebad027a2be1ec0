// The enlarged screenshot viewer (PROD-5, PROD-7, PROD-10: "Image viewer: closed, or open with a chosen
// image"), built on Radix Dialog: focus moves into the dialog and stays there, Escape, the scrim and the close
// button close it, and focus returns to the screenshot that opened it. If the dialog's content fails to render,
// the error is logged, the toast "Failed to display image preview" appears and the viewer closes.
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useServices } from '../../app/ServicesContext';
import { SectionErrorBoundary } from '../../components/SectionErrorBoundary';
import { IMAGE_PREVIEW_RENDER_FAILED_TOAST } from '../../../application/messages/errorCatalogue';
import { CloseButton, Content, Description, Handle, Header, Overlay, Stage, Title } from './ImageViewer.styles';
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
            {image ? <ViewerBody image={image} onImageError={onImageError} /> : null}
          </SectionErrorBoundary>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};

const ViewerBody = ({ image, onImageError }: { readonly image: Screenshot; readonly onImageError: (image: Screenshot) => void }) => (
  <>
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
    <Stage tabIndex={0} role="group" aria-label="Screenshot (scrolls on small screens)">
      <img key={image.src} src={image.src} alt={image.alt} width={image.width} height={image.height} decoding="async" onError={() => onImageError(image)} />
    </Stage>
  </>
);
