// The ROI calculator's outer box, shared by the lazy calculator and its placeholder so that both take the same
// space (no layout shift when the code arrives). The heights are the calculator's own, measured in Chromium with
// the brand face (Geist), the employees' note included, at the widths each range is named after; text wraps a
// little differently elsewhere, which only ever moves content below the calculator, and the swap happens a viewport
// before the visitor reaches it.
import styled from '@emotion/styled';
import { Line, Panel, Stack, Tile } from '../../Skeleton';

export const ROI_HEIGHT = {
  /** ≥ 1280 px: inputs beside results. */
  wide: 1140,
  /** 1024–1279 px: inputs beside results, narrower columns. */
  laptop: 1320,
  /** 640–1023 px: stacked, two-column fields and figures. */
  medium: 2040,
  /** 480–639 px: one column. */
  mobile: 2560,
  /** Under 480 px (390 px phones): one column. */
  small: 2750,
} as const;

export const RoiFrame = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[8],
  gridTemplateColumns: 'minmax(0, 1fr)',
  minHeight: ROI_HEIGHT.small,
  alignContent: 'start',
  '@media (min-width: 480px)': { minHeight: ROI_HEIGHT.mobile },
  '@media (min-width: 640px)': { minHeight: ROI_HEIGHT.medium },
  [theme.mq.wide]: { minHeight: ROI_HEIGHT.laptop, gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
  '@media (min-width: 1280px)': { minHeight: ROI_HEIGHT.wide },
}));

const TwoByTwo = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space[3], gridTemplateColumns: 'repeat(auto-fit, minmax(min(220px, 100%), 1fr))' }));

/** Stands in for the calculator before its code loads (and in the prerendered HTML): its layout, sketched. */
export const RoiPlaceholder = () => (
  <RoiFrame aria-hidden="true" data-placeholder="roi">
    <Panel>
      <Line w="40%" h={16} />
      <TwoByTwo>
        {[0, 1, 2, 3].map((key) => (
          <Tile key={key} h={150} />
        ))}
      </TwoByTwo>
      {[0, 1, 2, 3].map((key) => (
        <Stack key={key} gap={10}>
          <Line w="45%" />
          <Line h={44} />
          <Line h={6} round />
        </Stack>
      ))}
    </Panel>
    <Panel>
      <Line w="50%" h={16} />
      <TwoByTwo>
        <Tile />
        <Tile />
      </TwoByTwo>
      {[0, 1, 2, 3, 4].map((key) => (
        <Line key={key} h={14} />
      ))}
      <Tile h={200} />
    </Panel>
  </RoiFrame>
);
