// The fallback error screen (ERR-1, ERR-3, ERR-4): "Something went wrong", the catalogue's message, and Refresh Page,
// Try Again, Go Home and Hard Refresh. Focus moves to the heading so keyboard and screen-reader users land on it.
import styled from '@emotion/styled';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ERROR_SCREEN_MESSAGE, ERROR_SCREEN_TITLE } from '../../../application/messages/errorCatalogue';
import { Button } from '../../components/Button';
import { ButtonRow, Container, IconBadge } from '../../components/Layout';

const Wrap = styled.div(({ theme }) => ({
  paddingTop: `calc(${theme.headerHeight} + ${theme.space[24]})`,
  paddingBottom: theme.space[24],
  textAlign: 'center',
  '& h1': { marginTop: theme.space[6] },
  '& p': { color: theme.colors.muted, maxWidth: '52ch', marginInline: 'auto' },
  '& > div > span': { marginInline: 'auto', width: 64, height: 64 },
}));

export interface ErrorScreenProps {
  readonly message: string;
  readonly onRefresh: () => void;
  readonly onTryAgain: () => void;
  readonly onGoHome: () => void;
  readonly onHardRefresh: () => void;
}

export const ErrorScreen = ({ message, onRefresh, onTryAgain, onGoHome, onHardRefresh }: ErrorScreenProps) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Wrap role="alert">
      <Container>
        <IconBadge aria-hidden="true">
          <AlertTriangle size={30} />
        </IconBadge>
        <h1 ref={heading} tabIndex={-1}>
          {ERROR_SCREEN_TITLE}
        </h1>
        <p>{message || ERROR_SCREEN_MESSAGE}</p>
        <ButtonRow style={{ justifyContent: 'center' }}>
          <Button onClick={onRefresh}>Refresh Page</Button>
          <Button variant="secondary" onClick={onTryAgain}>
            Try Again
          </Button>
          <Button variant="secondary" onClick={onGoHome}>
            Go Home
          </Button>
          <Button variant="ghost" onClick={onHardRefresh}>
            Hard Refresh
          </Button>
        </ButtonRow>
      </Container>
    </Wrap>
  );
};
