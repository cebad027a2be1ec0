// A product drawing with its caption (the portal, a builder workflow, the partner roadmap): a `figure` whose visible
// caption says what the drawing shows, so it reads as a picture and not as a working part of the product.
import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const Figure = styled.figure(({ theme }) => ({
  margin: 0,
  minWidth: 0,
  width: '100%',
  '& > figcaption': { marginTop: theme.space[3], color: theme.colors.muted, fontSize: theme.fontSize.sm, textAlign: 'center' },
}));

export const ProductFigure = ({
  caption,
  children,
  className,
}: {
  readonly caption: ReactNode;
  readonly children: ReactNode;
  readonly className?: string;
}) => (
  <Figure className={className}>
    {children}
    <figcaption>{caption}</figcaption>
  </Figure>
);
