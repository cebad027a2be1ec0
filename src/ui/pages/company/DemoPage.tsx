// /company/demo (CAL-1, FORM-13, FORM-14): the booking calendar of the scheduling service (its URL from
// the site configuration) and, beside it, the signup form "Prefer that we reach out?". After a signup the visitor
// lands on ?signup=success, which shows a thank-you note above the calendar.
import { CircleCheck, CircleCheckBig } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSiteConfig } from '../../app/SiteConfigContext';
import { ContactForm } from '../../components/forms/ContactForm';
import { Container, Section } from '../../components/Layout';
import { StandardPage } from '../StandardPage';
import { BookingCalendar } from './demo/BookingCalendar';
import { CalendarColumn, DemoLayout, Expectations, Hint, JumpLink, SignupPanel, ThankYou } from './demo/Demo.styles';
import { CALENDAR_COPY, DEMO_EXPECTATIONS, SIGNUP_COPY, SIGNUP_SUCCESS_PARAM, SIGNUP_THANKS } from './demo.content';
import { mailtoHref } from './mailto';

const SIGNUP_PANEL_ID = 'request-callback';

/**
 * True when the URL says a signup just succeeded. Read after hydration: the prerendered page has no query string,
 * so reading it during the first render would make the browser's HTML differ from the server's.
 */
const useSignupSucceeded = (): boolean => {
  const [searchParams] = useSearchParams();
  const [succeeded, setSucceeded] = useState(false);
  useEffect(() => {
    setSucceeded(searchParams.get(SIGNUP_SUCCESS_PARAM.name) === SIGNUP_SUCCESS_PARAM.value);
  }, [searchParams]);
  return succeeded;
};

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
  const signedUp = useSignupSucceeded();
  return (
    <StandardPage id="demo" eyebrow="Book a demo">
      <Section css={{ paddingTop: 0 }} aria-label="Booking calendar and callback request">
        <Container>
          <DemoLayout>
            <CalendarColumn>
              {signedUp ? <SignupThanks /> : null}
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
              <h2 id="signup-title">{SIGNUP_COPY.title}</h2>
              <p>{SIGNUP_COPY.text}</p>
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
