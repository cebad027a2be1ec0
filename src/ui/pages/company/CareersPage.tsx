// /company/careers (COMP-5, COMP-7, COMP-8, COMP-9): benefits, the five open positions and the culture text, with the
// buttons of COMP-7, COMP-8, COMP-9: Apply Now mails the careers address with the position in the subject, View Open
// Positions scrolls to the list, Submit Your Resume mails the careers address.
import { Briefcase, Clock, Mail, MapPin } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useSiteConfig } from '../../app/SiteConfigContext';
import { ExternalButtonLink } from '../../components/Button';
import { IconCardGrid } from '../../components/IconCardGrid';
import { Container, Eyebrow, Lead, Section, SectionHeader, SectionTitle } from '../../components/Layout';
import { StandardPage } from '../StandardPage';
import { CultureLayout, Facts, ListHeading, Position, PositionList, ResumeCall } from './careers/Careers.styles';
import { CultureIllustration } from './careers/CultureIllustration';
import {
  applicationSubject,
  BENEFITS,
  BENEFITS_SECTION,
  CAREERS_BUTTONS,
  CULTURE,
  OPEN_POSITIONS,
  OPEN_POSITIONS_ID,
  POSITIONS_SECTION,
  RESUME_CALL,
  RESUME_SUBJECT,
} from './careers.content';
import { mailtoHref } from './mailto';

/** Scrolls to the list and moves focus to its heading, so keyboard and screen-reader users land there too. */
const showOpenPositions = (event: MouseEvent<HTMLAnchorElement>) => {
  const heading = document.getElementById(OPEN_POSITIONS_ID);
  if (!heading) return;
  event.preventDefault();
  heading.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
};

const Benefits = () => (
  <Section tone="surface" aria-labelledby="benefits-title">
    <Container>
      <SectionHeader>
        <Eyebrow>{BENEFITS_SECTION.eyebrow}</Eyebrow>
        <SectionTitle id="benefits-title">{BENEFITS_SECTION.title}</SectionTitle>
        <Lead>{BENEFITS_SECTION.lead}</Lead>
      </SectionHeader>
      <IconCardGrid
        min={280}
        items={BENEFITS.map(({ icon, title, description }) => ({ icon, title, text: description }))}
      />
    </Container>
  </Section>
);

const OpenPositions = ({ careersEmail }: { readonly careersEmail: string }) => (
  <Section aria-labelledby={OPEN_POSITIONS_ID}>
    <Container>
      <SectionHeader>
        <Eyebrow>{POSITIONS_SECTION.eyebrow}</Eyebrow>
        <ListHeading id={OPEN_POSITIONS_ID} tabIndex={-1}>
          {POSITIONS_SECTION.title}
        </ListHeading>
        <Lead>{POSITIONS_SECTION.lead}</Lead>
      </SectionHeader>
      <PositionList>
        {OPEN_POSITIONS.map((job) => (
          <Position key={job.title}>
            <div>
              <h3>{job.title}</h3>
              <Facts>
                <div>
                  <dt className="visually-hidden">Department</dt>
                  <dd>
                    <Briefcase size={16} aria-hidden="true" />
                    {job.department}
                  </dd>
                </div>
                <div>
                  <dt className="visually-hidden">Location</dt>
                  <dd>
                    <MapPin size={16} aria-hidden="true" />
                    {job.location}
                  </dd>
                </div>
                <div>
                  <dt className="visually-hidden">Type</dt>
                  <dd>
                    <Clock size={16} aria-hidden="true" />
                    {job.type}
                  </dd>
                </div>
              </Facts>
              <p>{job.description}</p>
            </div>
            <ExternalButtonLink sameTab href={mailtoHref(careersEmail, applicationSubject(job.title))} aria-label={`${CAREERS_BUTTONS.applyNow}: ${job.title}`}>
              {CAREERS_BUTTONS.applyNow}
            </ExternalButtonLink>
          </Position>
        ))}
      </PositionList>
    </Container>
  </Section>
);

const Culture = () => (
  <Section tone="surface" aria-labelledby="culture-title">
    <Container>
      <CultureLayout>
        <div>
          <Eyebrow>{CULTURE.eyebrow}</Eyebrow>
          <SectionTitle id="culture-title">{CULTURE.title}</SectionTitle>
          {CULTURE.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <CultureIllustration />
      </CultureLayout>
    </Container>
  </Section>
);

const Resume = ({ careersEmail }: { readonly careersEmail: string }) => (
  <Section aria-labelledby="resume-title">
    <Container>
      <ResumeCall>
        <h2 id="resume-title">{RESUME_CALL.title}</h2>
        <p>{RESUME_CALL.text}</p>
        <ExternalButtonLink sameTab href={mailtoHref(careersEmail, RESUME_SUBJECT)} variant="secondary">
          <Mail size={18} aria-hidden="true" />
          {CAREERS_BUTTONS.submitResume}
        </ExternalButtonLink>
      </ResumeCall>
    </Container>
  </Section>
);

const CareersPage = () => {
  const { emails } = useSiteConfig();
  return (
    <StandardPage
      id="careers"
      eyebrow="Careers"
      actions={
        <>
          <ExternalButtonLink sameTab href={`#${OPEN_POSITIONS_ID}`} onClick={showOpenPositions} size="lg">
            {CAREERS_BUTTONS.viewOpenPositions}
          </ExternalButtonLink>
          <ExternalButtonLink sameTab href={mailtoHref(emails.careers, RESUME_SUBJECT)} variant="secondary" size="lg">
            {CAREERS_BUTTONS.submitResume}
          </ExternalButtonLink>
        </>
      }
    >
      <Benefits />
      <OpenPositions careersEmail={emails.careers} />
      <Culture />
      <Resume careersEmail={emails.careers} />
    </StandardPage>
  );
};

export default CareersPage;
