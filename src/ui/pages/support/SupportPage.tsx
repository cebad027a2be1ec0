// /support (SUP-1, SUP-2, SEC-1, SEO-3): the two support cards, the eight FAQ entries of the domain (plan limits,
// zero data retention, SOC 2, HIPAA, GDPR), the support email link and the FAQPage structured data.
import styled from '@emotion/styled';
import { BookOpen, Mail, SquareArrowOutUpRight } from 'lucide-react';
import { SUPPORT_CARDS, SUPPORT_FAQ } from '../../../domain/support/supportFaq';
import { absoluteUrl } from '../../../domain/site/siteConfig';
import { useSiteConfig } from '../../app/SiteConfigContext';
import { ButtonLink, ExternalButtonLink } from '../../components/Button';
import { IconCard } from '../../components/IconCardGrid';
import { cardFootLink } from '../../components/surfaces';
import { ButtonRow, Container, Eyebrow, Grid, Lead, Section, SectionHeader, SectionTitle } from '../../components/Layout';
import { mailtoHref } from '../company/mailto';
import { StandardPage } from '../StandardPage';
import { faqPageJsonLd } from '../../../domain/content/faq';
import { FaqList } from './FaqList';
import { SUPPORT_COPY } from './support.content';
import { pathOf } from '../../../domain/site/routeTable';

const CardLink = styled.a(({ theme }) => ({ ...cardFootLink(theme), overflowWrap: 'anywhere' }));

const HelpPanel = styled.div(({ theme }) => ({
  textAlign: 'center',
  maxWidth: '720px',
  marginInline: 'auto',
  '& h2': { fontSize: theme.fontSize['2xl'] },
  '& p': { color: theme.colors.muted, marginBottom: theme.space[6] },
  '& > div': { justifyContent: 'center' },
}));

const SupportPage = () => {
  const config = useSiteConfig();
  const supportMail = mailtoHref(config.emails.support);
  return (
    <StandardPage id="support" eyebrow="Help center" jsonLd={[faqPageJsonLd(absoluteUrl(config, pathOf('support')), SUPPORT_FAQ)]}>
      <Section aria-labelledby="support-cards-title" css={{ paddingTop: 0 }}>
        <Container>
          <h2 id="support-cards-title" className="visually-hidden">
            {SUPPORT_COPY.cardsTitle}
          </h2>
          <Grid min={300}>
            {SUPPORT_CARDS.map((card) => (
              <IconCard key={card.id} icon={card.id === 'email' ? Mail : BookOpen} title={card.title} text={card.description}>
                {card.id === 'email' ? (
                  <CardLink href={supportMail}>
                    <Mail size={18} aria-hidden="true" />
                    {config.emails.support}
                  </CardLink>
                ) : (
                  <CardLink href={config.documentationUrl} target="_blank" rel="noopener noreferrer">
                    {SUPPORT_COPY.documentationLink}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                    <SquareArrowOutUpRight size={16} aria-hidden="true" />
                  </CardLink>
                )}
              </IconCard>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section tone="surface" aria-labelledby="faq-title">
        <Container>
          <SectionHeader>
            <Eyebrow>{SUPPORT_COPY.faqEyebrow}</Eyebrow>
            <SectionTitle id="faq-title">{SUPPORT_COPY.faqTitle}</SectionTitle>
            <Lead>{SUPPORT_COPY.faqLead}</Lead>
          </SectionHeader>
          <FaqList entries={SUPPORT_FAQ} />
        </Container>
      </Section>
      <Section aria-labelledby="need-help-title">
        <Container>
          <HelpPanel>
            <h2 id="need-help-title">{SUPPORT_COPY.stillNeedHelp}</h2>
            <p>{SUPPORT_COPY.stillNeedHelpText}</p>
            <ButtonRow>
              <ExternalButtonLink sameTab href={supportMail}>
                <Mail size={18} aria-hidden="true" />
                {`${SUPPORT_COPY.emailLinkPrefix} ${config.emails.support}`}
              </ExternalButtonLink>
              <ButtonLink to={pathOf('contact')} variant="secondary">
                {SUPPORT_COPY.contactSales}
              </ButtonLink>
            </ButtonRow>
          </HelpPanel>
        </Container>
      </Section>
    </StandardPage>
  );
};

export default SupportPage;
