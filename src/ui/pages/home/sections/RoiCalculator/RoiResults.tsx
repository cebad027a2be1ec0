// Every figure of calculateRoi, live: the 3-year net savings and ROI first, then the time and value saved, the agent
// cost year by year, the employees freed per year, and the year-by-year chart.
import type { RoiResult } from '../../../../../domain/roi/calculateRoi';
import { RoiChart } from './RoiChart';
import { ROI_TEXT } from './roi.copy';
import { money, moneyWithCents, percent, quantity } from './roiFormat';
import * as S from './RoiCalculator.styles';

type Rows = readonly (readonly [label: string, value: string])[];

const FigureGroup = ({ id, title, rows }: { readonly id: string; readonly title: string; readonly rows: Rows }) => (
  <S.Group>
    <h4 id={id}>{title}</h4>
    <S.Figures aria-labelledby={id}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </S.Figures>
  </S.Group>
);

export const RoiResults = ({ result }: { readonly result: RoiResult }) => {
  const value: Rows = [
    [ROI_TEXT.annualEmployeeCost, money(result.annualEmployeeCostCents)],
    [ROI_TEXT.hourlyRate, moneyWithCents(result.hourlyRateCents)],
    [ROI_TEXT.hoursSaved, quantity(result.hoursSavedPerYear)],
    [ROI_TEXT.annualSavings, money(result.annualSavingsValueCents)],
  ];
  const cost: Rows = [
    [ROI_TEXT.agentCostYear(1), money(result.agentCost.year1)],
    [ROI_TEXT.agentCostYear(2), money(result.agentCost.year2)],
    [ROI_TEXT.agentCostYear(3), money(result.agentCost.year3)],
    [ROI_TEXT.agentCostTotal, money(result.agentCost.total)],
  ];
  // A year under one person reads as such, not as a bare 0 beside a positive return.
  const people = (count: number): string => (count === 0 ? ROI_TEXT.lessThanOneRole : quantity(count));
  const freed: Rows = [
    [ROI_TEXT.employeesFreedYear(1), people(result.employeesFreed.year1)],
    [ROI_TEXT.employeesFreedYear(2), people(result.employeesFreed.year2)],
    [ROI_TEXT.employeesFreedYear(3), people(result.employeesFreed.year3)],
  ];
  return (
    <>
      <S.Headline as="dl">
        <S.HeadlineFigure negative={result.threeYearSavingsCents < 0}>
          <dt>{ROI_TEXT.netSavings}</dt>
          <dd>{money(result.threeYearSavingsCents)}</dd>
        </S.HeadlineFigure>
        <S.HeadlineFigure negative={result.roiPercent < 0}>
          <dt>{ROI_TEXT.roi}</dt>
          <dd>{percent(result.roiPercent)}</dd>
        </S.HeadlineFigure>
      </S.Headline>
      <S.Groups>
        <FigureGroup id="roi-value" title={ROI_TEXT.valueGroup} rows={value} />
        <FigureGroup id="roi-cost" title={ROI_TEXT.costGroup} rows={cost} />
      </S.Groups>
      <S.Group>
        <h4 id="roi-freed">{ROI_TEXT.employeesFreed}</h4>
        <S.Freed aria-labelledby="roi-freed" aria-describedby="roi-freed-note">
          {freed.map(([label, count]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd data-words={count === ROI_TEXT.lessThanOneRole ? '' : undefined}>{count}</dd>
            </div>
          ))}
        </S.Freed>
        <S.FreedNote id="roi-freed-note">{ROI_TEXT.employeesFreedNote}</S.FreedNote>
      </S.Group>
      <RoiChart result={result} />
    </>
  );
};
