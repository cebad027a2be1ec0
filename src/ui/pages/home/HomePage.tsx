// The home page (spec 1 §1, §2 "Home page sections"): hero, webinar banner, problem, solution, key benefits, the AI
// playground, the use cases, the ROI calculator, testimonials and partner logos, security and the closing call to
// action. The playground, the carousel and the calculator load their code when the visitor nears them.
import { RouteSeo } from '../../components/RouteSeo';
import { FinalCta } from './sections/FinalCta';
import { Hero } from './sections/Hero';
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

const HomePage = () => (
  <>
    <RouteSeo id="home" />
    <Hero />
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

export default HomePage;
