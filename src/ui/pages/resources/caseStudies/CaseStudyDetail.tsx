// The body of a case study's page (CASE-8): the Challenge, Solution, Implementation and
// Results sections, the customer's words, and the full story in markdown, beside an at-a-glance panel with the
// customer, industry, tags and illustration.
import styled from '@emotion/styled';
import { CircleCheck, Quote } from 'lucide-react';
import type { CaseStudy } from '../../../../domain/content';
import { Container } from '../../../components/Layout';
import { Markdown } from '../../../components/Markdown';
import { TagList, TagPill } from '../shared/Chips';
import { Thumbnail } from '../shared/Thumbnail';
import { CASE_STUDY } from '../resources.content';
import { cardSurface } from '../../../components/surfaces';

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 320px',
  gap: theme.space[12],
  alignItems: 'start',
  paddingBottom: theme.space[16],
  [theme.mq.mobile]: { gridTemplateColumns: '1fr', gap: theme.space[8] },
  '@media (max-width: 1023.98px)': { gridTemplateColumns: '1fr' },
}));

const Main = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[12],
  maxWidth: theme.proseWidth,
  '& section > h2': { fontSize: theme.fontSize.xl, marginBottom: theme.space[3] },
  '& section > p': { color: theme.colors.text, fontSize: '1.0625rem', lineHeight: 1.7, margin: 0 },
}));

const Results = styled.ul(({ theme }) => ({
  display: 'grid',
  gap: theme.space[3],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& li': { display: 'flex', gap: theme.space[3], alignItems: 'flex-start', lineHeight: 1.6 },
  '& svg': { flexShrink: 0, marginTop: 3, color: theme.colors.success },
}));

const Testimonial = styled.figure(({ theme }) => ({
  margin: 0,
  padding: theme.space[8],
  ...cardSurface(theme, theme.colors.tint),
  '& > svg': { color: theme.colors.brand },
  '& blockquote': { margin: `${theme.space[3]} 0 ${theme.space[4]}`, fontSize: theme.fontSize.lg, lineHeight: 1.5, fontWeight: 600 },
  '& figcaption': { color: theme.colors.muted, fontSize: theme.fontSize.sm },
  '& figcaption strong': { color: theme.colors.text, display: 'block', fontSize: theme.fontSize.base },
}));

const Aside = styled.aside(({ theme }) => ({
  position: 'sticky',
  top: `calc(${theme.headerHeight} + ${theme.space[6]})`,
  display: 'grid',
  gap: theme.space[6],
  padding: theme.space[6],
  ...cardSurface(theme, theme.colors.surface),
  '& img, & [role="img"]': { borderRadius: theme.radius.control },
  '& h2': { fontSize: theme.fontSize.base, margin: 0 },
  '& dl': { display: 'grid', gap: theme.space[4], margin: 0 },
  '& dt': { color: theme.colors.muted, fontSize: theme.fontSize.sm },
  '& dd': { margin: 0, fontWeight: 600 },
  '@media (max-width: 1023.98px)': { position: 'static', order: -1 },
}));

export const CaseStudyDetail = ({ study }: { readonly study: CaseStudy }) => (
  <Container>
    <Layout>
      <Main>
        <section aria-labelledby="study-challenge">
          <h2 id="study-challenge">{CASE_STUDY.sections.challenge}</h2>
          <p>{study.challenge}</p>
        </section>
        <section aria-labelledby="study-solution">
          <h2 id="study-solution">{CASE_STUDY.sections.solution}</h2>
          <p>{study.solution}</p>
        </section>
        <section aria-labelledby="study-implementation">
          <h2 id="study-implementation">{CASE_STUDY.sections.implementation}</h2>
          <p>{study.implementation}</p>
        </section>
        <section aria-labelledby="study-results">
          <h2 id="study-results">{CASE_STUDY.sections.results}</h2>
          <Results>
            {study.results.map((result) => (
              <li key={result}>
                <CircleCheck size={20} aria-hidden="true" />
                <span>{result}</span>
              </li>
            ))}
          </Results>
        </section>
        {study.testimonial ? (
          <Testimonial>
            <Quote size={28} aria-hidden="true" />
            <blockquote>{study.testimonial}</blockquote>
            {study.testimonialAuthor ? (
              <figcaption>
                <strong>{study.testimonialAuthor}</strong>
                {study.testimonialRole}
              </figcaption>
            ) : null}
          </Testimonial>
        ) : null}
        <section aria-labelledby="study-story">
          <h2 id="study-story">{CASE_STUDY.fullStory}</h2>
          <Markdown headingLevel={3}>{study.content}</Markdown>
        </section>
      </Main>
      <Aside aria-label={CASE_STUDY.atAGlance}>
        <Thumbnail src={study.thumbnail} width={800} height={384} eager />
        <dl>
          <div>
            <dt>{CASE_STUDY.customer}</dt>
            <dd>{study.company}</dd>
          </div>
          <div>
            <dt>{CASE_STUDY.industry}</dt>
            <dd>{study.industry}</dd>
          </div>
          <div>
            <dt>{CASE_STUDY.tags}</dt>
            <dd>
              <TagList>
                {study.tags.map((tag) => (
                  <li key={tag}>
                    <TagPill>{tag}</TagPill>
                  </li>
                ))}
              </TagList>
            </dd>
          </div>
        </dl>
      </Aside>
    </Layout>
  </Container>
);
