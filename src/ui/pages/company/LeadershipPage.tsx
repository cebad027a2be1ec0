// /company/leadership (COMP-3): five leader cards, each with a profile link that opens in a new tab, and an
// invitation to join the team.
import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../../components/Button';
import { Container, Section } from '../../components/Layout';
import { StandardPage } from '../StandardPage';
import { Teaser } from './about/About.styles';
import { LeaderCard, LeaderGrid } from './leadership/LeaderCard';
import { JOIN_US, LEADERS } from './leadership.content';
import { pathOf } from '../../../domain/site/routeTable';

const LeadershipPage = () => (
  <StandardPage id="leadership" eyebrow="Our team">
    <Section aria-label="Leadership team" css={{ paddingTop: 0 }}>
      <Container>
        <LeaderGrid>
          {LEADERS.map((leader) => (
            <li key={leader.id}>
              <LeaderCard leader={leader} />
            </li>
          ))}
        </LeaderGrid>
      </Container>
    </Section>
    <Section tone="surface" aria-labelledby="join-us-title">
      <Container>
        <Teaser>
          <div>
            <h2 id="join-us-title">{JOIN_US.title}</h2>
            <p>{JOIN_US.text}</p>
          </div>
          <ButtonLink to={pathOf('careers')} variant="secondary">
            {JOIN_US.linkLabel}
            <ArrowRight size={18} aria-hidden="true" />
          </ButtonLink>
        </Teaser>
      </Container>
    </Section>
  </StandardPage>
);

export default LeadershipPage;
