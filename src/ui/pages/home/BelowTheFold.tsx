// The home page after the hero (spec 1 §2 "Home page sections", in order): the webinar banner, problem,
// solution, key benefits, the AI playground, the use cases, the ROI calculator, testimonials, partner logos,
// security and the closing call to action. A deferred part of HomePage: complete in the prerendered HTML, its code
// arrives after the hero is interactive (see `deferred` in ui/app/lazyPage.tsx).
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

const BelowTheFold = () => (
  <>
    <WebinarBanner />
    <ProblemStatement />
    <SolutionOverview />
    <KeyBenefits />
    <PlaygroundSection />
    <UseCaseSection />
    <RoiSection />
    <Testimonials />
    <PartnerLogos />
    <SecuritySection />
    <FinalCta />
  </>
);

export default BelowTheFold;
