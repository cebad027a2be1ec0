// The loading placeholder shown while the next page's code arrives: a thin progress bar under the header,
// announced politely to screen readers.
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { LAYER } from '../../theme/overlays';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Track = styled.div(({ theme }) => ({
  position: 'fixed',
  top: theme.headerHeight,
  insetInline: 0,
  height: 3,
  zIndex: LAYER.progress,
  overflow: 'hidden',
  background: theme.colors.tint,
  '&::after': {
    content: '""',
    position: 'absolute',
    insetBlock: 0,
    width: '40%',
    background: theme.gradient,
    animation: `${slide} 1s ease-in-out infinite`,
  },
}));

export const PageLoading = () => (
  <Track role="progressbar" aria-label="Loading page" aria-busy="true">
    <span className="visually-hidden" role="status">
      Loading page…
    </span>
  </Track>
);
