// /resources/case-studies/{slug} (CASE-7, CASE-8, CASE-9, CASE-10): a study's industry, tags and summary, the
// Challenge, Solution, Implementation and Results sections, up to 3 related studies (the domain's rule), a call to
// action and the back link; for an unknown slug, "Case Study Not Found" with its message and the back link.
import styled from '@emotion/styled';
import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { relatedCaseStudies, type CaseStudy, type CaseStudySummary } from '../../../domain/content';
import { pathOf } from '../../../domain/site/routeTable';
import { caseStudyShareImage } from '../../../domain/site/shareCard';
import { useSiteConfig } from '../../app/SiteConfigContext';
import { ButtonLink } from '../../components/Button';
import { Container, Grid, Lead, Section, SectionHeader, SectionTitle } from '../../components/Layout';
import { PageHero } from '../../components/PageHero';
import { Seo } from '../../components/Seo';
import { articleJsonLd } from './blog/articleJsonLd';
import { CaseStudyCard } from './caseStudies/CaseStudyCard';
import { CaseStudyDetail } from './caseStudies/CaseStudyDetail';
import { CASE_STUDY } from './resources.content';
import { LoadingSpinner } from './shared/Feedback';
import { PageStatus } from './shared/PageStatus';
import { useCaseStudies, useCaseStudy } from './useContent';

const Company = styled.p(({ theme }) => ({ marginTop: theme.space[4], color: theme.colors.muted, fontWeight: 600 }));
const BackRow = styled.div(({ theme }) => ({ display: 'flex', justifyContent: 'center', marginTop: theme.space[12] }));

const BackLink = () => (
  <ButtonLink variant="secondary" to={pathOf('caseStudies')}>
    <ArrowLeft size={18} aria-hidden="true" />
    {CASE_STUDY.back}
  </ButtonLink>
);

const Related = ({ studies }: { readonly studies: readonly CaseStudySummary[] }) =>
  studies.length === 0 ? null : (
    <Section tone="surface" aria-labelledby="related-studies">
      <Container>
        <SectionHeader>
          <SectionTitle id="related-studies">{CASE_STUDY.related}</SectionTitle>
        </SectionHeader>
        <Grid min={280}>
          {studies.map((study) => (
            <CaseStudyCard key={study.slug} study={study} compact />
          ))}
        </Grid>
      </Container>
    </Section>
  );

const Study = ({ study, all }: { readonly study: CaseStudy; readonly all: readonly CaseStudySummary[] }) => {
  const config = useSiteConfig();
  const path = pathOf('caseStudy', study.slug);
  const related = useMemo(() => relatedCaseStudies(study, all), [study, all]);
  return (
    <article>
      <Seo
        path={path}
        title={`${study.title} | ${config.companyName}`}
        description={study.description}
        keywords={study.tags}
        schemaType="Article"
        ogType="article"
        image={caseStudyShareImage(study)}
        breadcrumbs={[
          [CASE_STUDY.breadcrumbResources, pathOf('resources')],
          [CASE_STUDY.breadcrumbCaseStudies, pathOf('caseStudies')],
          [study.title, path],
        ]}
        jsonLd={[
          articleJsonLd(config, {
            path,
            title: study.title,
            description: study.description,
            date: study.date,
            image: study.thumbnail,
            keywords: study.tags,
            section: study.industry,
          }),
        ]}
      />
      <PageHero eyebrow={study.industry} heading={study.title} intro={study.summary}>
        <Company>{study.company}</Company>
      </PageHero>
      <CaseStudyDetail study={study} />
      <Related studies={related} />
      <Section aria-labelledby="study-cta">
        <Container>
          <SectionHeader>
            <SectionTitle id="study-cta">{CASE_STUDY.ctaTitle}</SectionTitle>
            <Lead>{CASE_STUDY.ctaText}</Lead>
            <ButtonLink to={pathOf('demo')} size="lg">
              {CASE_STUDY.ctaButton}
            </ButtonLink>
          </SectionHeader>
          <BackRow>
            <BackLink />
          </BackRow>
        </Container>
      </Section>
    </article>
  );
};

const NoStudySeo = ({ slug, description }: { readonly slug: string; readonly description: string }) => {
  const config = useSiteConfig();
  return <Seo path={pathOf('caseStudy', slug)} title={`${CASE_STUDY.notFoundTitle} | ${config.companyName}`} description={description} schemaType="WebPage" indexable={false} />;
};

const CaseStudyPage = () => {
  const { slug = '' } = useParams();
  const state = useCaseStudy(slug);
  const list = useCaseStudies();
  if (state.status === 'loading') {
    return (
      <>
        <NoStudySeo slug={slug} description={CASE_STUDY.loading} />
        <PageStatus>
          <LoadingSpinner label={CASE_STUDY.loading} visibleLabel />
        </PageStatus>
      </>
    );
  }
  if (state.result.item === undefined) {
    return (
      <>
        <NoStudySeo slug={slug} description={CASE_STUDY.notFoundText} />
        <PageStatus action={<BackLink />}>
          <h1>{CASE_STUDY.notFoundTitle}</h1>
          <p>{CASE_STUDY.notFoundText}</p>
        </PageStatus>
      </>
    );
  }
  return <Study study={state.result.item} all={list.status === 'ready' ? list.result.items : []} />;
};

export default CaseStudyPage;
