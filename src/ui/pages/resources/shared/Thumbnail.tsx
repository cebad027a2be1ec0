// A content thumbnail at a fixed size (no layout shift): the item's own image, the brand placeholder when it has
// none, and "Image preview unavailable" when the image cannot render (RES-4, RES-9). Decorative: the title beside
// it names the item, so the image's alternative text is empty.
import styled from '@emotion/styled';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { MEDIA } from '../resources.content';

const Img = styled.img(({ theme }) => ({
  display: 'block',
  width: '100%',
  height: 'auto',
  objectFit: 'cover',
  background: theme.colors.tint,
}));

const Unavailable = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space[2],
  width: '100%',
  background: theme.colors.tint,
  color: theme.colors.muted,
  fontSize: theme.fontSize.sm,
}));

const FILL_STYLE = { height: '100%', objectPosition: '70% 50%' } as const;

export interface ThumbnailProps {
  readonly src: string | undefined;
  readonly width: number;
  readonly height: number;
  /** Load at once (the image is above the fold) rather than when it nears the viewport. */
  readonly eager?: boolean;
  /** Fill the height of its box (cropping the sides) instead of keeping its own height. Our thumbnails draw their
   *  subject in the right half, so the crop keeps that part in view. */
  readonly fill?: boolean;
  readonly className?: string;
}

export const Thumbnail = ({ src, width, height, eager = false, fill = false, className }: ThumbnailProps) => {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Unavailable className={className} style={{ aspectRatio: `${width} / ${height}` }} role="img" aria-label={MEDIA.unavailable}>
        <ImageOff size={24} aria-hidden="true" />
        <span aria-hidden="true">{MEDIA.unavailable}</span>
      </Unavailable>
    );
  }
  return (
    <Img
      className={className}
      style={fill ? FILL_STYLE : undefined}
      src={src && src.trim() !== '' ? src : MEDIA.placeholder}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
};
