// The frame the three solution sub-pages share: the route's hero, feature cards, the use-case example, success
// stories and the closing call to action. With `contained`, each section sits in its own error container that
// logs a failure and shows a small inline notice instead of breaking the page (SOL-6, workflow automation).
import { Fragment, type ReactNode } from 'react';
import { routeHeading } from '../../../domain/site/routeHeadings';
import { pathOf } from '../../../domain/site/routeTable';
import { SectionErrorBoundary } from '../../components/SectionErrorBoundary';
import { StandardPage } from '../StandardPage';
import type { SolutionDetail } from './solutionDetails.content';
import { FeatureCards, UseCaseExample } from './SolutionDetailSections';
import { SolutionClosing, SuccessStories } from './SolutionSections';

export interface SolutionDetailPageProps {
  readonly detail: SolutionDetail;
  readonly contained?: boolean;
}

export const SolutionDetailPage = ({ detail, contained = false }: SolutionDetailPageProps) => {
  const path = pathOf(detail.route);
  const sections: readonly (readonly [string, ReactNode])[] = [
    ['features', <FeatureCards detail={detail} />],
    ['use case', <UseCaseExample detail={detail} />],
    ['success stories', <SuccessStories id={`${detail.route}-stories`} title={detail.stories.title} slugs={detail.stories.slugs} />],
    ['closing', <SolutionClosing id={`${detail.route}-closing`} title={detail.closing.title} text={detail.closing.text} />],
  ];
  return (
    <StandardPage id={detail.route} eyebrow={detail.eyebrow} breadcrumbs={[['Solutions', pathOf('solutions')], [routeHeading(detail.route).heading, path]]}>
      {sections.map(([name, section]) =>
        contained ? (
          <SectionErrorBoundary key={name} section={`${path} ${name}`}>
            {section}
          </SectionErrorBoundary>
        ) : (
          <Fragment key={name}>{section}</Fragment>
        ),
      )}
    </StandardPage>
  );
};
