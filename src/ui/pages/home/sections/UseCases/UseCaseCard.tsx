// One use-case card (HOME-8: icon, title, description, result).
import { CheckCircle2 } from 'lucide-react';
import type { UseCase } from '../../../../../domain/home/useCases';
import { IconBadge } from '../../../../components/Layout';
import { USE_CASE_ICONS } from '../../homeIcons';
import * as S from './UseCases.styles';

export const RESULT_LABEL = 'Result:';

export const UseCaseCard = ({ useCase }: { readonly useCase: UseCase }) => {
  const Icon = USE_CASE_ICONS[useCase.icon];
  return (
    <S.Card>
      <S.CardTop>
        <IconBadge>
          <Icon size={22} aria-hidden="true" />
        </IconBadge>
        <S.Industry>{useCase.industry}</S.Industry>
      </S.CardTop>
      <h3>{useCase.title}</h3>
      <p>{useCase.description}</p>
      <S.Result>
        <CheckCircle2 size={18} aria-hidden="true" />
        <p>
          <span className="visually-hidden">{RESULT_LABEL} </span>
          {useCase.result}
        </p>
      </S.Result>
    </S.Card>
  );
};
