// The ROI calculator's agent choice: the four agent options (ROI-1, ROI-2) as selectable cards with their monthly
// price.
import { BrainCircuit, MessageSquare, Users, Wrench, type LucideIcon } from 'lucide-react';
import type { AgentIconName, AgentId } from '../../../../../domain/pricing/agents';
import { ROI_AGENT_OPTIONS } from '../../../../../domain/roi/agentOptions';
import { ROI_TEXT } from './roi.copy';
import { money } from './roiFormat';
import * as S from './RoiCalculator.styles';

const AGENT_ICONS: Readonly<Record<AgentIconName, LucideIcon>> = { Users, MessageSquare, BrainCircuit, Wrench };

export interface AgentPickerProps {
  readonly value: AgentId;
  readonly onChange: (agentId: AgentId) => void;
}

export const AgentPicker = ({ value, onChange }: AgentPickerProps) => (
  <S.Fieldset>
    <legend>{ROI_TEXT.agentLegend}</legend>
    <S.AgentGrid>
      {ROI_AGENT_OPTIONS.map((option) => {
        const Icon = AGENT_ICONS[option.icon];
        const checked = option.id === value;
        return (
          <S.AgentCard key={option.id} checked={checked}>
            <input
              type="radio"
              name="roi-agent"
              value={option.id}
              checked={checked}
              onChange={() => onChange(option.id)}
              className="visually-hidden"
              aria-describedby={`roi-agent-${option.id}-text`}
            />
            <Icon size={22} aria-hidden="true" />
            <strong>{option.name}</strong>
            <S.Price>
              {money(option.monthlyPriceCents)}
              <small>{ROI_TEXT.perMonth}</small>
            </S.Price>
            <S.AgentText id={`roi-agent-${option.id}-text`}>{option.description}</S.AgentText>
          </S.AgentCard>
        );
      })}
    </S.AgentGrid>
  </S.Fieldset>
);
