// /company/demo (CAL-1, FORM-13, FORM-14): the booking calendar of the scheduling service (its URL from
// the site configuration) and, beside it, the signup form "Prefer that we reach out?". After a signup the visitor
// lands on ?signup=success, which shows a thank-you note above the calendar. A button's intent (?intent=signup from
// "Sign Up Free" and "Start Building", ?intent=tour from "See How It Works", src/domain/site/demoIntents.ts) is
// honoured: the signup form headed for starting with ThreoBuilder, or the recorded demos offered above the calendar.
import { CircleCheck, CircleCheckBig, PlayCircle } from 'lucide-react';
import { DEMO_INTENT_PARAM, SIGNUP_PANEL_ID, demoIntentOf, type DemoIntent } from '../../../domain/site/demoIntents';
import { pathOf } from '../../../domain/site/routeTable';
import { RouterLink } from '../../components/RouterLink';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSiteConfig } from '../../app/SiteConfigContext';
import { ContactForm } from '../../components/forms/ContactForm';
import { Container, Section } from '../../components/Layout';
import { StandardPage } from '../StandardPage';
import { BookingCalendar } from './demo/BookingCalendar';
import { CalendarColumn, DemoLayout, Expectations, Hint, JumpLink, SignupPanel, ThankYou, TourNote } from './demo/Demo.styles';
import { CALENDAR_COPY, DEMO_EXPECTATIONS, INTENT_COPY, SIGNUP_COPY, SIGNUP_SUCCESS_PARAM, SIGNUP_THANKS } from './demo.content';
import { mailtoHref } from './mailto';

/**
 * What the query asks: whether a signup just succeeded, and the intent of the button that led here. Read after
 * hydration: the prerendered page has no query string, so reading it during the first render would make the
 * browser's HTML differ from the server's.
 */
const useDemoQuery = (): { readonly signedUp: boolean; readonly intent: DemoIntent | undefined } => {
  const [searchParams] = useSearchParams();
  const [query, setQuery] = useState<{ signedUp: boolean; intent: DemoIntent | undefined }>({
    signedUp: false,
    intent: undefined,
  });
  useEffect(() => {
    setQuery({
      signedUp: searchParams.get(SIGNUP_SUCCESS_PARAM.name) === SIGNUP_SUCCESS_PARAM.value,
      intent: demoIntentOf(searchParams.get(DEMO_INTENT_PARAM)),
    });
  }, [searchParams]);
  return query;
};

const TourOffer = () => (
  <TourNote role="note" aria-labelledby="tour-title">
    <PlayCircle size={24} aria-hidden="true" />
    <div>
      <h2 id="tour-title">{INTENT_COPY.tour.title}</h2>
      <p>{INTENT_COPY.tour.text}</p>
      <RouterLink to={pathOf('demos')}>{INTENT_COPY.tour.link}</RouterLink>
    </div>
  </TourNote>
);

const SignupThanks = () => {
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => {
    note.current?.scrollIntoView({ block: 'center' });
    note.current?.focus({ preventScroll: true });
  }, []);
  return (
    <ThankYou ref={note} tabIndex={-1} role="status" aria-labelledby="signup-thanks-title">
      <CircleCheckBig size={28} aria-hidden="true" />
      <div>
        <h2 id="signup-thanks-title">{SIGNUP_THANKS.title}</h2>
        <p>{SIGNUP_THANKS.text}</p>
      </div>
    </ThankYou>
  );
};

const DemoPage = () => {
  const { bookingCalendarUrl, emails } = useSiteConfig();
  const { signedUp, intent } = useDemoQuery();
  const signup = intent === 'signup' && !signedUp ? INTENT_COPY.signup : SIGNUP_COPY;
  // A signup intent lands on the form: scrolled to on a client navigation too (the address carries its anchor).
  useEffect(() => {
    if (intent === 'signup' && !signedUp) document.getElementById(SIGNUP_PANEL_ID)?.scrollIntoView({ block: 'start' });
  }, [intent, signedUp]);
  return (
    <StandardPage id="demo" eyebrow="Book a demo">
      <Section css={{ paddingTop: 0 }} aria-label="Booking calendar and callback request">
        <Container>
          <DemoLayout>
            <CalendarColumn>
              {signedUp ? <SignupThanks /> : null}
              {intent === 'tour' && !signedUp ? <TourOffer /> : null}
              <h2 id="calendar-title">{CALENDAR_COPY.title}</h2>
              <Hint>
                {CALENDAR_COPY.hintBefore}
                <a href={mailtoHref(emails.demo)}>{emails.demo}</a>
                {CALENDAR_COPY.hintAfter}
              </Hint>
              <JumpLink href={`#${SIGNUP_PANEL_ID}`}>{SIGNUP_COPY.jumpLink}</JumpLink>
              <BookingCalendar url={bookingCalendarUrl} />
            </CalendarColumn>
            <SignupPanel id={SIGNUP_PANEL_ID} aria-labelledby="signup-title">
              <h2 id="signup-title">{signup.title}</h2>
              <p>{signup.text}</p>
              <Expectations aria-label={DEMO_EXPECTATIONS.title}>
                {DEMO_EXPECTATIONS.items.map((item) => (
                  <li key={item}>
                    <CircleCheck size={16} aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </Expectations>
              <ContactForm form="signup" labelledBy="signup-title" />
            </SignupPanel>
          </DemoLayout>
        </Container>
      </Section>
    </StandardPage>
  );
};

export default DemoPage;
