// Buttons of DESIGN.md: primary (brand gradient, its label in `onBrand`, which meets 4.5:1 on both stops in each
// theme: white in light, the page's near-black in dark), secondary (outlined) and ghost (text), 44 px touch targets.
// `ButtonLink` renders a router link (or an external anchor) styled the same way.
import styled from '@emotion/styled';
import { css, type Theme } from '@emotion/react';
import type { AnchorHTMLAttributes, ComponentPropsWithRef } from 'react';
import { RouterLink, type RouterLinkProps } from './RouterLink';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'md' | 'lg';

interface VariantProps {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
}

const buttonCss = (theme: Theme, variant: ButtonVariant, size: ButtonSize) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  min-height: 44px;
  padding: ${size === 'lg' ? '14px 28px' : '10px 20px'};
  border-radius: ${theme.radius.control};
  font-weight: 600;
  font-size: ${size === 'lg' ? theme.fontSize.lg : theme.fontSize.base};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  border: 1px solid transparent;
  transition: background ${theme.motion}, color ${theme.motion}, border-color ${theme.motion}, box-shadow ${theme.motion},
    transform ${theme.motion};
  white-space: nowrap;
  ${variant === 'primary' &&
  css`
    background: ${theme.gradient};
    color: ${theme.colors.onBrand};
    box-shadow: 0 6px 18px rgba(79, 70, 229, 0.28);
    &:hover {
      color: ${theme.colors.onBrand};
      box-shadow: 0 8px 24px rgba(79, 70, 229, 0.38);
      transform: translateY(-1px);
    }
  `}
  ${variant === 'secondary' &&
  css`
    background: ${theme.colors.bg};
    color: ${theme.colors.text};
    border-color: ${theme.colors.border};
    &:hover {
      color: ${theme.colors.brand};
      border-color: ${theme.colors.brand};
    }
  `}
  ${variant === 'ghost' &&
  css`
    background: transparent;
    color: ${theme.colors.brand};
    padding-inline: ${theme.space[3]};
    &:hover {
      background: ${theme.colors.tint};
    }
  `}
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
    transform: none;
    box-shadow: none;
  }
`;

const StyledButton = styled('button', { shouldForwardProp: (p) => p !== 'variant' && p !== 'size' })<VariantProps>(
  ({ theme, variant = 'primary', size = 'md' }) => buttonCss(theme, variant, size),
);

export const Button = ({ type = 'button', ...props }: ComponentPropsWithRef<'button'> & VariantProps) => (
  <StyledButton type={type} {...props} />
);

const StyledLink = styled(RouterLink, { shouldForwardProp: (p) => p !== 'variant' && p !== 'size' })<VariantProps>(
  ({ theme, variant = 'primary', size = 'md' }) => buttonCss(theme, variant, size),
);

export const ButtonLink = (props: RouterLinkProps & VariantProps) => <StyledLink {...props} />;

const StyledAnchor = styled('a', { shouldForwardProp: (p) => p !== 'variant' && p !== 'size' })<VariantProps>(
  ({ theme, variant = 'primary', size = 'md' }) => buttonCss(theme, variant, size),
);

/** An external link styled as a button; opens in a new tab safely unless `sameTab`. */
export const ExternalButtonLink = ({
  sameTab = false,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & VariantProps & { readonly sameTab?: boolean }) => (
  <StyledAnchor {...(sameTab ? {} : { target: '_blank', rel: 'noopener noreferrer' })} {...props} />
);
