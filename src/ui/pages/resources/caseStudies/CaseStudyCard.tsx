// A case study in the list (CASE-2): industry, title, challenge, solution and tags, and
// a Read Case Study link to its page. Also used, smaller, for the related studies on a study's page.
import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import { WholeCardLink } from '../../../components/CardLink';
import { cardSurface, liftOnHover } from '../../../components/surfaces';
import type { CaseStudySummary } from '../../../../domain/content';
import { pathOf } from '../../../../domain/site/routeTable';
import { IconBadge } from '../../../components/Layout';
import { Pill, TagList, TagPill } from '../shared/Chips';
import { CASE_STUDIES } from '../resources.content';
import { caseStudyIcon } from './caseStudyIcons';

const Box = styled.article(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[4],
  padding: theme.space[8],
  ...cardSurface(theme),
  boxShadow: theme.shadow.card,
  ...liftOnHover(theme),
  '&:focus-within': { boxShadow: theme.focusRing },
  '& h3': { margin: 0, fontSize: theme.fontSize.lg },
  [theme.mq.mobile]: { padding: theme.space[6] },
}));

const Top = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space[3] }));

const Point = styled.div(({ theme }) => ({
  '& h4': { margin: `0 0 ${theme.space[1]}`, fontSize: theme.fontSize.sm, color: theme.colors.text },
  '& p': { margin: 0, color: theme.colors.muted, fontSize: theme.fontSize.sm },
}));

export interface CaseStudyCardProps {
  readonly study: CaseStudySummary;
  /** The related-studies form: no challenge and solution, only the summary. */
  readonly compact?: boolean;
}

export const CaseStudyCard = ({ study, compact = false }: CaseStudyCardProps) => {
  const Icon = caseStudyIcon(study.icon);
  return (
    <Box>
      <Top>
        <IconBadge>
          <Icon size={22} aria-hidden="true" />
        </IconBadge>
        <Pill>{study.industry}</Pill>
      </Top>
      <h3>{study.title}</h3>
      {compact ? (
        <Point>
          <p>{study.summary}</p>
        </Point>
      ) : (
        <>
          <Point>
            <h4>{CASE_STUDIES.challenge}</h4>
            <p>{study.challenge}</p>
          </Point>
          <Point>
            <h4>{CASE_STUDIES.solution}</h4>
            <p>{study.solution}</p>
          </Point>
          <TagList aria-label={CASE_STUDIES.tags}>
            {study.tags.map((tag) => (
              <li key={tag}>
                <TagPill>{tag}</TagPill>
              </li>
            ))}
          </TagList>
        </>
      )}
      <WholeCardLink to={pathOf('caseStudy', study.slug)}>
        {CASE_STUDIES.readCaseStudy}
        <span className="visually-hidden">: {study.title}</span>
        <ArrowRight size={18} aria-hidden="true" />
      </WholeCardLink>
    </Box>
  );
};
