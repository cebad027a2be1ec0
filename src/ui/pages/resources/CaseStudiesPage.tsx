// /resources/case-studies (CASE-1, CASE-2, CASE-3): a search box and industry chips built from the
// data (All plus each distinct industry), cards with industry, title, challenge, solution and tags, and, when
// nothing matches, "No case studies found matching your search." with Clear Filters. The rules are the domain's.
import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import { ALL_INDUSTRIES, industryChips, searchCaseStudies } from '../../../domain/content';
import { useAdoptOnMount } from '../../app/adoptPrerendered';
import { useReplayTargets } from '../../app/replayTargets';
import { Button } from '../../components/Button';
import { Container, Grid, Section } from '../../components/Layout';
import { StandardPage } from '../StandardPage';
import { CaseStudyCard } from './caseStudies/CaseStudyCard';
import { CASE_STUDIES } from './resources.content';
import { EmptyState, LoadingSpinner } from './shared/Feedback';
import { ChipButton, ChipRow, SearchBox } from './shared/Filters';
import { useCaseStudies } from './useContent';

const ListSection = styled(Section)(({ theme }) => ({ paddingTop: 0, [theme.mq.mobile]: { paddingTop: 0 } }));
const Controls = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space[4], marginBottom: theme.space[8] }));

/** An industry chip's replay key. */
const industryKey = (chip: string): string => `case-studies-industry-${chip.toLowerCase().replace(/\W+/g, '-')}`;

const CaseStudiesPage = () => {
  const state = useCaseStudies();
  const [search, setSearch] = useState('');
  const [industry, setIndustry] = useState<string>(ALL_INDUSTRIES);
  const studies = state.status === 'ready' ? state.result.items : undefined;
  const chips = useMemo(() => industryChips(studies ?? []), [studies]);
  const shown = useMemo(() => searchCaseStudies(studies ?? [], { search, industry }), [studies, search, industry]);
  // Text typed into the prerendered box before the app ran is the search.
  const searchBox = useAdoptOnMount<HTMLInputElement>((element) => setSearch(element.value));
  const clear = () => {
    setSearch('');
    setIndustry(ALL_INDUSTRIES);
  };

  const replayTarget = useReplayTargets([...chips.map(industryKey), 'case-studies-clear']);
  return (
    <StandardPage id="caseStudies">
      <ListSection aria-labelledby="case-study-results">
        <Container>
          <h2 id="case-study-results" className="visually-hidden">
            {CASE_STUDIES.heading}
          </h2>
          <Controls>
            <SearchBox
              inputRef={searchBox}
              label={CASE_STUDIES.searchLabel}
              placeholder={CASE_STUDIES.searchPlaceholder}
              value={search}
              onChange={setSearch}
            />
            <ChipRow role="group" aria-label={CASE_STUDIES.industriesLabel}>
              {chips.map((chip) => (
                <ChipButton key={chip} {...replayTarget(industryKey(chip))} type="button" aria-pressed={chip === industry} onClick={() => setIndustry(chip)}>
                  {chip}
                </ChipButton>
              ))}
            </ChipRow>
          </Controls>
          {studies === undefined ? (
            <LoadingSpinner label={CASE_STUDIES.loading} />
          ) : (
            <>
              <p role="status" className="visually-hidden">
                {CASE_STUDIES.resultsLabel(shown.length)}
              </p>
              {shown.length === 0 ? (
                <EmptyState>
                  <p>{CASE_STUDIES.empty}</p>
                  <Button {...replayTarget('case-studies-clear')} variant="secondary" onClick={clear}>
                    {CASE_STUDIES.clearFilters}
                  </Button>
                </EmptyState>
              ) : (
                <Grid min={320}>
                  {shown.map((study) => (
                    <CaseStudyCard key={study.slug} study={study} />
                  ))}
                </Grid>
              )}
            </>
          )}
        </Container>
      </ListSection>
    </StandardPage>
  );
};

export default CaseStudiesPage;
