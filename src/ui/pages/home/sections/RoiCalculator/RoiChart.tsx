// The year-by-year chart of agent cost against savings: an SVG with a title and a description that state every
// number, followed by the same numbers as a table, so nothing is only visual.
import styled from '@emotion/styled';
import type { RoiResult } from '../../../../../domain/roi/calculateRoi';
import { ROI_TEXT } from './roi.copy';
import { axisMoney, money } from './roiFormat';
import * as S from './RoiCalculator.styles';

const WIDTH = 480;
const HEIGHT = 220;
const PLOT = { left: 56, right: 8, top: 8, bottom: 28 } as const;
/** About this many gridlines above zero. */
const TARGET_TICKS = 4;

const Svg = styled.svg(({ theme }) => ({
  width: '100%',
  height: 'auto',
  fontFamily: theme.font,
  '& .grid': { stroke: theme.colors.border },
  '& .axis': { fill: theme.colors.muted, fontSize: 11 },
  '& .cost': { fill: theme.colors.muted },
  '& .savings': { fill: theme.colors.brand },
}));

/** A round gridline step (1, 2 or 5 × a power of ten) and the axis top it gives for the largest value. */
export const niceScale = (
  largest: number,
  targetTicks = TARGET_TICKS,
): { readonly step: number; readonly max: number } => {
  if (!(largest > 0)) return { step: 1, max: targetTicks };
  const rough = largest / targetTicks;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  return { step, max: Math.ceil(largest / step) * step };
};

export interface YearBars {
  readonly year: number;
  readonly cost: number;
  readonly savings: number;
}

export const yearBars = (result: RoiResult): readonly YearBars[] => [
  { year: 1, cost: result.agentCost.year1, savings: result.annualSavingsValueCents },
  { year: 2, cost: result.agentCost.year2, savings: result.annualSavingsValueCents },
  { year: 3, cost: result.agentCost.year3, savings: result.annualSavingsValueCents },
];

export const RoiChart = ({ result }: { readonly result: RoiResult }) => {
  const bars = yearBars(result);
  const { step, max } = niceScale(Math.max(...bars.flatMap((bar) => [bar.cost, bar.savings])));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const groupWidth = plotWidth / bars.length;
  const barWidth = Math.min(44, groupWidth / 3);
  const y = (value: number) => PLOT.top + plotHeight - (Math.max(0, value) / max) * plotHeight;
  const description = bars
    .map((bar) => `Year ${bar.year}: ${ROI_TEXT.chartCost.toLowerCase()} ${money(bar.cost)}, ${ROI_TEXT.chartSavings.toLowerCase()} ${money(bar.savings)}.`)
    .join(' ');

  return (
    <S.ChartBlock>
      <figcaption id="roi-chart-title">{ROI_TEXT.chartTitle}</figcaption>
      <S.Legend aria-hidden="true">
        <li>
          <S.Swatch tone="cost" />
          {ROI_TEXT.chartCost}
        </li>
        <li>
          <S.Swatch tone="savings" />
          {ROI_TEXT.chartSavings}
        </li>
      </S.Legend>
      <Svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} role="img" aria-labelledby="roi-chart-title roi-chart-desc">
        <desc id="roi-chart-desc">{description}</desc>
        {Array.from({ length: Math.round(max / step) + 1 }, (_, index) => {
          const value = step * index;
          return (
            <g key={index}>
              <line className="grid" x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(value)} y2={y(value)} />
              <text className="axis" x={PLOT.left - 8} y={y(value) + 4} textAnchor="end">
                {axisMoney(value)}
              </text>
            </g>
          );
        })}
        {bars.map((bar, index) => {
          const centre = PLOT.left + groupWidth * index + groupWidth / 2;
          return (
            <g key={bar.year}>
              <rect className="cost" x={centre - barWidth - 2} y={y(bar.cost)} width={barWidth} height={y(0) - y(bar.cost)} rx="4" />
              <rect className="savings" x={centre + 2} y={y(bar.savings)} width={barWidth} height={y(0) - y(bar.savings)} rx="4" />
              <text className="axis" x={centre} y={HEIGHT - 8} textAnchor="middle">
                {`Year ${bar.year}`}
              </text>
            </g>
          );
        })}
      </Svg>
      <S.Table>
        <caption className="visually-hidden">{ROI_TEXT.chartTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{ROI_TEXT.tableYear}</th>
            <th scope="col">{ROI_TEXT.chartCost}</th>
            <th scope="col">{ROI_TEXT.chartSavings}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.year}>
              <th scope="row">{bar.year}</th>
              <td>{money(bar.cost)}</td>
              <td>{money(bar.savings)}</td>
            </tr>
          ))}
        </tbody>
      </S.Table>
    </S.ChartBlock>
  );
};
