// /company/contact-success (COMP-11, COMP-12): "Message Received!" with a Return to Home link,
// scrolled to the top and kept out of search (the route table marks it noindex).
import { House } from 'lucide-react';
import { useEffect } from 'react';
import { RouterLink } from '../../components/RouterLink';
import { ButtonLink } from '../../components/Button';
import { IconCard } from '../../components/IconCardGrid';
import { Container, Grid, Section, SectionHeader, SectionTitle } from '../../components/Layout';
import { StandardPage } from '../StandardPage';
import { RETURN_HOME_LABEL, WHILE_YOU_WAIT } from './contactSuccess.content';

const ContactSuccessPage = () => {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <StandardPage
      id="contactSuccess"
      eyebrow="Thank you"
      actions={
        <ButtonLink to="/" size="lg">
          <House size={18} aria-hidden="true" />
          {RETURN_HOME_LABEL}
        </ButtonLink>
      }
    >
      <Section tone="surface" aria-labelledby="while-you-wait-title">
        <Container>
          <SectionHeader>
            <SectionTitle id="while-you-wait-title">{WHILE_YOU_WAIT.title}</SectionTitle>
          </SectionHeader>
          <Grid min={240}>
            {WHILE_YOU_WAIT.items.map(({ icon, title, description, to }) => (
              <IconCard key={title} icon={icon} title={<RouterLink to={to}>{title}</RouterLink>} text={description} />
            ))}
          </Grid>
        </Container>
      </Section>
    </StandardPage>
  );
};

export default ContactSuccessPage;
