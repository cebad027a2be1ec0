// The ROI calculator (ROI-2, ROI-3, ROI-4, ROI-5, ROI-6, ROI-7): the four agent options, the four inputs within their
// bounds, and every figure of calculateRoi updated as the visitor types or slides. A short summary is announced
// politely once the visitor pauses. Loaded only when the visitor nears it (RoiSection).
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { roiAgentOption } from '../../../../../domain/roi/agentOptions';
import { hasRoiQuery, roiInputFromQuery } from '../../../../../domain/roi/calculatorLink';
import { calculateRoi } from '../../../../../domain/roi/calculateRoi';
import { NUMERIC_FIELDS, ROI_TEXT } from './roi.copy';
import { money, percent } from './roiFormat';
import { AgentPicker } from './AgentPicker';
import * as S from './RoiCalculator.styles';
import { RoiField } from './RoiField';
import { RoiFrame } from './RoiFrame';
import { RoiResults } from './RoiResults';
import { useRoiInputs } from './useRoiInputs';

/** The summary is announced after the figures have been still this long, not on every slider step. */
export const ROI_ANNOUNCE_DELAY_MS = 800;

const useSettledText = (text: string, delayMs: number): string => {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
};

const RoiCalculator = () => {
  const { input, drafts, chooseAgent, type, slide, settle } = useRoiInputs();
  // ROI-17: a shared scenario (/?agent=…&employees=…#roi-calculator, as the playground links it) opens here. Applied
  // after hydration, so the prerendered defaults and the first client render agree.
  const { search } = useLocation();
  useEffect(() => {
    if (!hasRoiQuery(search)) return;
    const shared = roiInputFromQuery(search);
    chooseAgent(shared.agentId);
    for (const field of NUMERIC_FIELDS) slide(field, shared[field]);
  }, [search, chooseAgent, slide]);
  const result = useMemo(() => calculateRoi(input), [input]);
  const summary = ROI_TEXT.summary(
    money(result.threeYearSavingsCents),
    percent(result.roiPercent),
    roiAgentOption(input.agentId).name,
  );
  const announced = useSettledText(summary, ROI_ANNOUNCE_DELAY_MS);

  return (
    <RoiFrame>
      <S.Panel>
        <form onSubmit={(event) => event.preventDefault()} aria-label={ROI_TEXT.formLabel}>
          <AgentPicker value={input.agentId} onChange={chooseAgent} />
          <S.Fields>
            {NUMERIC_FIELDS.map((field) => (
              <RoiField
                key={field}
                field={field}
                value={input[field]}
                draft={drafts[field]}
                onType={type}
                onSlide={slide}
                onSettle={settle}
              />
            ))}
          </S.Fields>
        </form>
      </S.Panel>
      <S.Panel as="section" aria-labelledby="roi-results-title">
        <h3 id="roi-results-title">{ROI_TEXT.resultsTitle}</h3>
        <RoiResults result={result} />
        <S.Disclaimer>{ROI_TEXT.disclaimer}</S.Disclaimer>
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {announced}
        </p>
      </S.Panel>
    </RoiFrame>
  );
};

export default RoiCalculator;
