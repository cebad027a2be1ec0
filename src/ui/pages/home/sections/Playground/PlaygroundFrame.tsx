// The playground's outer box, shared by the lazy playground and its placeholder so that both take exactly the same
// space (no layout shift when the code arrives). The heights are the playground's own at each breakpoint; its
// conversation scrolls inside a fixed height, so answers never change the page's layout either.
import styled from '@emotion/styled';
import { Line, Row, Stack } from '../../Skeleton';
import { cardSurface } from '../../../../components/surfaces';

export const PLAYGROUND_HEIGHT = {
  /** ≥ 1024 px: the chat beside the suggestions and metrics. */
  wide: 680,
  /** 640–1023 px: the chat, then suggestions and metrics side by side. */
  medium: 1000,
  /** 480–639 px: one column. */
  mobile: 1200,
  /** Under 480 px: one column, with the suggestions wrapping onto more lines. */
  small: 1300,
} as const;

export const CHAT_LOG_HEIGHT = { wide: 420, narrow: 360 } as const;

export const PlaygroundFrame = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[6],
  height: PLAYGROUND_HEIGHT.small,
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'auto auto 1fr',
  gridTemplateAreas: '"chat" "suggest" "metrics"',
  '@media (min-width: 480px)': { height: PLAYGROUND_HEIGHT.mobile },
  '@media (min-width: 640px)': {
    height: PLAYGROUND_HEIGHT.medium,
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gridTemplateRows: 'auto 1fr',
    gridTemplateAreas: '"chat chat" "suggest metrics"',
  },
  [theme.mq.wide]: {
    height: PLAYGROUND_HEIGHT.wide,
    gridTemplateColumns: 'minmax(0, 1fr) 340px',
    gridTemplateRows: 'auto 1fr',
    gridTemplateAreas: '"chat suggest" "chat metrics"',
  },
}));

const panel = (area: string) =>
  styled.div(({ theme }) => ({
    gridArea: area,
    minWidth: 0,
    minHeight: 0,
    ...cardSurface(theme, theme.colors.surface),
    boxShadow: theme.shadow.card,
  }));

export const ChatArea = panel('chat');
export const SuggestArea = panel('suggest');
export const MetricsArea = panel('metrics');

const SkeletonChat = styled(Stack)(({ theme }) => ({ height: '100%', padding: theme.space[6], gap: theme.space[6] }));

/** Stands in for the playground before its code loads (and in the prerendered HTML): its layout, sketched. */
export const PlaygroundPlaceholder = () => (
  <PlaygroundFrame aria-hidden="true" data-placeholder="playground">
    <ChatArea>
      <SkeletonChat>
        <Row>
          <Line w="36px" h={36} round />
          <Stack gap={8}>
            <Line w="96px" />
            <Line w="180px" h={10} />
          </Stack>
        </Row>
        <Row end>
          <Line w="45%" h={40} />
        </Row>
        <Stack gap={8}>
          <Line w="70%" />
          <Line w="62%" />
          <Line w="48%" />
        </Stack>
        <Line h={48} style={{ marginTop: 'auto' }} />
      </SkeletonChat>
    </ChatArea>
    <SuggestArea>
      <SkeletonChat>
        <Line w="50%" h={14} />
        {[0, 1, 2, 3].map((key) => (
          <Line key={key} h={44} />
        ))}
      </SkeletonChat>
    </SuggestArea>
    <MetricsArea>
      <SkeletonChat>
        <Line w="40%" h={14} />
        <Line w="30%" h={24} />
        <Line h={8} round />
        <Row gap={24}>
          <Line w="30%" h={24} />
          <Line w="30%" h={24} />
        </Row>
      </SkeletonChat>
    </MetricsArea>
  </PlaygroundFrame>
);
