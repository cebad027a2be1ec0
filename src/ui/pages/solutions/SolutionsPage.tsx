// /solutions (SOL-1, SOL-2, SOL-3): three cards to the sub-pages, the four-step implementation approach, two
// success stories and a link to the case studies.
import { pathOf } from '../../../domain/site/routeTable';
import { StandardPage } from '../StandardPage';
import { SOLUTIONS_OVERVIEW } from './solutions.content';
import { ImplementationApproach, SolutionCards } from './SolutionOverviewSections';
import { SolutionClosing, SuccessStories } from './SolutionSections';

const SolutionsPage = () => (
  <StandardPage id="solutions" breadcrumbs={[['Solutions', pathOf('solutions')]]}>
    <SolutionCards />
    <ImplementationApproach />
    <SuccessStories id="solutions-stories" title={SOLUTIONS_OVERVIEW.stories.title} lead={SOLUTIONS_OVERVIEW.stories.lead} slugs={SOLUTIONS_OVERVIEW.stories.slugs} />
    <SolutionClosing id="solutions-closing" title={SOLUTIONS_OVERVIEW.closing.title} text={SOLUTIONS_OVERVIEW.closing.text} />
  </StandardPage>
);

export default SolutionsPage;
