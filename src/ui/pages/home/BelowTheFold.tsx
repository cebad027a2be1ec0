// The home page after the hero (HOME-1, in order): the webinar banner, problem,
// solution, key benefits, the AI playground, the use cases, the ROI calculator, testimonials, partner logos,
// security and the closing call to action. A deferred part of HomePage: complete in the prerendered HTML, its code
// arrives after the hero is interactive (see `deferred` in ui/app/lazyPage.tsx). Each section is laid out and painted
// only when it nears the screen (`content-visibility: auto`): the page is long, and laying all of it out at once
// would be the largest task of the first paint on a slow phone. It stays in the document, the accessibility tree and
// find-in-page; `contain-intrinsic-size` holds its place, and `auto` remembers its real size once rendered.
import styled from '@emotion/styled';
import { FinalCta } from './sections/FinalCta';
import { KeyBenefits } from './sections/KeyBenefits';
import { PartnerLogos } from './sections/PartnerLogos';
import { PlaygroundSection } from './sections/Playground/PlaygroundSection';
import { ProblemStatement } from './sections/ProblemStatement';
import { RoiSection } from './sections/RoiCalculator/RoiSection';
import { SecuritySection } from './sections/SecuritySection';
import { SolutionOverview } from './sections/SolutionOverview';
import { Testimonials } from './sections/Testimonials';
import { UseCaseSection } from './sections/UseCases/UseCaseSection';
import { WebinarBanner } from './sections/WebinarBanner';

/** A section's place before it is first rendered: about a phone screen, the typical height of these sections. */
const ESTIMATED_SECTION_HEIGHT = '700px';

const RenderNearScreen = styled.div({ contentVisibility: 'auto', containIntrinsicSize: `auto ${ESTIMATED_SECTION_HEIGHT}` });

/** In page order; each name is the section's stable React key (a minifier may rename the components). */
const SECTIONS = {
  webinarBanner: WebinarBanner,
  problemStatement: ProblemStatement,
  solutionOverview: SolutionOverview,
  keyBenefits: KeyBenefits,
  playground: PlaygroundSection,
  useCases: UseCaseSection,
  roiCalculator: RoiSection,
  testimonials: Testimonials,
  partnerLogos: PartnerLogos,
  security: SecuritySection,
  finalCta: FinalCta,
} as const;

const BelowTheFold = () => (
  <>
    {Object.entries(SECTIONS).map(([name, Section]) => (
      <RenderNearScreen key={name}>
        <Section />
      </RenderNearScreen>
    ))}
  </>
);

export default BelowTheFold;
