// /security (SEC-2): the heading 'Enterprise-Grade Security Protocols' and one paragraph, nothing
// further. The route table gives the heading and the head metadata.
import { routeById } from '../../../domain/site/routes';
import { PageHero } from '../../components/PageHero';
import { RouteSeo } from '../../components/RouteSeo';
import { SECURITY_PARAGRAPH } from './security.content';

const SecurityPage = () => (
  <>
    <RouteSeo id="security" />
    <PageHero heading={routeById('security').heading} intro={SECURITY_PARAGRAPH} />
  </>
);

export default SecurityPage;
