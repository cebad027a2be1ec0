// The hub's newsletter block (RES-8, FORM-16): a heading, a line of text and the shared
// newsletter form, which runs the form machine (email rule of the contact form, form `newsletter`, same toasts).
import styled from '@emotion/styled';
import { Mail } from 'lucide-react';
import { NewsletterForm } from '../../../components/forms/NewsletterForm';
import { Container, IconBadge, Section } from '../../../components/Layout';
import { HUB } from '../resources.content';
import { cardSurface } from '../../../components/surfaces';

const Panel = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: theme.space[6],
  alignItems: 'start',
  padding: theme.space[12],
  ...cardSurface(theme, theme.colors.surface),
  boxShadow: theme.shadow.card,
  '& h2': { fontSize: theme.fontSize.xl, marginBottom: theme.space[2] },
  '& p': { color: theme.colors.muted, maxWidth: '60ch' },
  [theme.mq.mobile]: { gridTemplateColumns: '1fr', padding: theme.space[6] },
}));

export const NewsletterBlock = () => (
  <Section aria-labelledby="newsletter-title">
    <Container>
      <Panel>
        <IconBadge>
          <Mail size={24} aria-hidden="true" />
        </IconBadge>
        <div>
          <h2 id="newsletter-title">{HUB.newsletterTitle}</h2>
          <p>{HUB.newsletterText}</p>
          <NewsletterForm />
        </div>
      </Panel>
    </Container>
  </Section>
);
