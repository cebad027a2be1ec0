// /company/contact (COMP-10, FORM-8): the contact details and the contact form, which the form machine drives and
// which lands the visitor on /company/contact-success when the form service accepts it.
import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import { RouterLink } from '../../components/RouterLink';
import { useSiteConfig } from '../../app/SiteConfigContext';
import { ContactForm } from '../../components/forms/ContactForm';
import { Container, IconBadge, Section } from '../../components/Layout';
import { StandardPage } from '../StandardPage';
import { CONTACT_CHANNELS, CONTACT_COPY } from './contact.content';
import { mailtoHref } from './mailto';
import { pathOf } from '../../../domain/site/routeTable';
import { cardSurface } from '../../components/surfaces';

const Columns = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[12],
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  alignItems: 'start',
  [theme.mq.mobile]: { gridTemplateColumns: '1fr', gap: theme.space[8] },
  '@media (min-width: 768px) and (max-width: 1023.98px)': { gridTemplateColumns: '1fr' },
}));

const Details = styled.div(({ theme }) => ({
  '& h2': { fontSize: theme.fontSize.xl },
  '& > p': { color: theme.colors.muted },
  '& ul': { listStyle: 'none', margin: `${theme.space[6]} 0`, padding: 0, display: 'grid', gap: theme.space[6] },
  '& li': { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: theme.space[4], alignItems: 'start' },
  '& h3': { fontSize: theme.fontSize.base, margin: 0 },
  '& li p': { margin: 0, color: theme.colors.muted, fontSize: theme.fontSize.sm },
  '& li a': { display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 600, overflowWrap: 'anywhere' },
}));

const DemoPrompt = styled.p(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space[2],
  paddingTop: theme.space[6],
  borderTop: `1px solid ${theme.colors.border}`,
  color: theme.colors.muted,
  '& a': { display: 'inline-flex', alignItems: 'center', gap: theme.space[1], minHeight: 44, fontWeight: 600 },
}));

const FormPanel = styled.div(({ theme }) => ({
  ...cardSurface(theme, theme.colors.surface),
  boxShadow: theme.shadow.card,
  padding: theme.space[8],
  [theme.mq.mobile]: { padding: theme.space[6] },
  '& h2': { fontSize: theme.fontSize.xl },
}));

const ContactPage = () => {
  const { emails } = useSiteConfig();
  return (
    <StandardPage id="contact" eyebrow="Contact">
      <Section css={{ paddingTop: 0 }} aria-label="Contact details and form">
        <Container>
          <Columns>
            <Details>
              <h2>{CONTACT_COPY.detailsTitle}</h2>
              <p>{CONTACT_COPY.detailsLead}</p>
              <ul>
                {CONTACT_CHANNELS.map(({ icon: Icon, title, description, email }) => (
                  <li key={title}>
                    <IconBadge aria-hidden="true">
                      <Icon size={22} />
                    </IconBadge>
                    <div>
                      <h3>{title}</h3>
                      <p>{description}</p>
                      <a href={mailtoHref(emails[email])}>{emails[email]}</a>
                    </div>
                  </li>
                ))}
              </ul>
              <DemoPrompt>
                {CONTACT_COPY.demoPrompt}
                <RouterLink to={pathOf('demo')}>
                  {CONTACT_COPY.demoLink}
                  <ArrowRight size={16} aria-hidden="true" />
                </RouterLink>
              </DemoPrompt>
            </Details>
            <FormPanel>
              <h2 id="contact-form-title">{CONTACT_COPY.formTitle}</h2>
              <ContactForm form="contact" labelledBy="contact-form-title" />
            </FormPanel>
          </Columns>
        </Container>
      </Section>
    </StandardPage>
  );
};

export default ContactPage;
