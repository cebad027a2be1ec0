// /security (SEC-2): the heading 'Enterprise-Grade Security Protocols' and one paragraph, nothing
// further. The headings table gives the heading; the head metadata is prerendered, and RouteSeo's code arrives
// after hydration.
import { routeHeading } from '../../../domain/site/routeHeadings';
import { PageHero } from '../../components/PageHero';
import { RouteSeo } from '../../components/RouteSeo';
import { SECURITY_PARAGRAPH } from './security.content';

const SecurityPage = () => (
  <>
    <RouteSeo id="security" />
    <PageHero heading={routeHeading('security').heading} intro={SECURITY_PARAGRAPH} />
  </>
);

export default SecurityPage;
