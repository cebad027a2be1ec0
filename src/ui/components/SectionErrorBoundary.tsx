// An error container for one part of a page: if the part throws while rendering, the error is logged through the Logger
// port (useServices().logger) and a small inline notice (or the caller's fallback) takes its place, so the rest of the
// page keeps working. Used by the workflow-automation page's sections (SOL-6, PROD-9, PROD-10) and the image viewer.
import styled from '@emotion/styled';
import { TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SECTION_ERROR_NOTICE } from '../../application/messages/errorCatalogue';
import type { Logger } from '../../application/ports/Logger';
import { useServices } from '../app/ServicesContext';


const Notice = styled.p(({ theme }) => ({
  display: 'flex',
  gap: theme.space[3],
  alignItems: 'flex-start',
  maxWidth: theme.maxWidth,
  margin: `${theme.space[6]} auto`,
  padding: `${theme.space[3]} ${theme.space[4]}`,
  borderRadius: theme.radius.control,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.text,
  fontSize: theme.fontSize.sm,
  '& svg': { flexShrink: 0, color: theme.colors.danger, marginTop: 2 },
}));

export const SectionErrorNotice = () => (
  <Notice role="status">
    <TriangleAlert size={18} aria-hidden="true" />
    {SECTION_ERROR_NOTICE}
  </Notice>
);

export interface SectionErrorBoundaryProps {
  /** Names the section in the log. */
  readonly section: string;
  readonly children: ReactNode;
  /** Shown instead of the default notice; null shows nothing. */
  readonly fallback?: ReactNode;
  /** Called once the error is logged, e.g. to close a dialog or show a toast. */
  readonly onError?: (error: Error) => void;
}

interface BoundaryProps extends SectionErrorBoundaryProps {
  readonly logger: Logger;
}

class Boundary extends Component<BoundaryProps, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.logger.error('A page section failed to render', {
      section: this.props.section,
      message: error.message,
      componentStack: info.componentStack ?? undefined,
    });
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback === undefined ? <SectionErrorNotice /> : this.props.fallback;
  }
}

export const SectionErrorBoundary = (props: SectionErrorBoundaryProps) => {
  const { logger } = useServices();
  return <Boundary logger={logger} {...props} />;
};
