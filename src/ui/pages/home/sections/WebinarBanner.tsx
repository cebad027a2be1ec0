// The webinar banner (HOME-3, HOME-4): a free webinar on retrieval-augmented generation for MSPs, its date and a
// Register Now button that opens the event page in a new tab. The event URL and dates are site configuration.
//
// Hiding after the event (HOME-4): the prerendered HTML is made at build time, so the
// render itself never reads the clock (server and hydration must produce the same markup). The banner is
// rendered, then an effect compares clock.now() with webinar.endsAt and removes it once the event is over; while
// the page stays open it also removes itself at the end time. It sits below the hero, so its removal never moves
// the LCP text.
import styled from '@emotion/styled';
import { CalendarDays } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useServices } from '../../../app/ServicesContext';
import { useSiteConfig } from '../../../app/SiteConfigContext';
import { ExternalButtonLink } from '../../../components/Button';
import { Container } from '../../../components/Layout';
import { WEBINAR } from '../hero.content';
import { isWebinarOver, msUntilEnd, webinarWhen } from './webinarSchedule';
import { cardSurface } from '../../../components/surfaces';

const Root = styled.section(({ theme }) => ({ position: 'relative', paddingBottom: theme.space[12] }));

const Card = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: theme.space[6],
  padding: `${theme.space[6]} ${theme.space[8]}`,
  ...cardSurface(theme, theme.colors.surface),
  boxShadow: theme.shadow.card,
  [theme.mq.mobile]: { gridTemplateColumns: '1fr', gap: theme.space[4], padding: theme.space[6] },
  '& h2': { fontSize: theme.fontSize.lg, margin: `0 0 ${theme.space[1]}` },
  '& p': { margin: 0, color: theme.colors.muted, fontSize: theme.fontSize.sm, maxWidth: '68ch' },
}));

const When = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[1],
  paddingRight: theme.space[6],
  borderRight: `1px solid ${theme.colors.border}`,
  [theme.mq.mobile]: { borderRight: 0, paddingRight: 0, flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', gap: theme.space[3] },
}));

const Badge = styled.span(({ theme }) => ({
  alignSelf: 'flex-start',
  padding: `2px ${theme.space[3]}`,
  borderRadius: theme.radius.pill,
  background: theme.colors.tint,
  color: theme.colors.brand,
  fontSize: theme.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
}));

const Time = styled.time(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[2],
  fontWeight: 700,
  whiteSpace: 'nowrap',
  '& svg': { color: theme.colors.brand },
}));

export const WebinarBanner = () => {
  const { webinar } = useSiteConfig();
  const { clock } = useServices();
  const [over, setOver] = useState(false);
  const when = webinarWhen(webinar.startsAt, WEBINAR.timeZone, WEBINAR.timeZoneLabel);

  useEffect(() => {
    const now = clock.now();
    if (isWebinarOver(webinar.endsAt, now)) {
      setOver(true);
      return undefined;
    }
    const remaining = msUntilEnd(webinar.endsAt, now);
    if (remaining === undefined) return undefined;
    const timer = setTimeout(() => setOver(true), remaining);
    return () => clearTimeout(timer);
  }, [clock, webinar.endsAt]);

  if (over || when === undefined) return null;
  return (
    <Root aria-labelledby="home-webinar-title">
      <Container>
        <Card>
          <When>
            <Badge>{WEBINAR.badge}</Badge>
            <Time dateTime={when.dateTime}>
              <CalendarDays size={18} aria-hidden="true" />
              {when.label}
            </Time>
          </When>
          <div>
            <h2 id="home-webinar-title">{WEBINAR.title}</h2>
            <p>{WEBINAR.text}</p>
          </div>
          <ExternalButtonLink href={webinar.eventUrl} variant="primary">
            {WEBINAR.cta}
            <span className="visually-hidden"> {WEBINAR.newTabHint}</span>
          </ExternalButtonLink>
        </Card>
      </Container>
    </Root>
  );
};
