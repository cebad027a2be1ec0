// The embedded booking calendar (CAL-1, CAL-4, CAL-5, CAL-6), driven by the booking
// calendar machine: a sandboxed frame 2500 px high under a "Loading calendar..." overlay until the booking page
// says it is ready, retried up to 3 times 1 s apart, then the fallback with an Open Calendar link. The frame is
// created only in the browser, after hydration, so its load event is never missed; until then the overlay holds
// its place. The provider's messages and the reachability probe come from the services (BookingEmbed,
// ReachabilityProbe).
import { CalendarX2, LoaderCircle, SquareArrowOutUpRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { bookingCalendarMachine } from '../../../../application/machines/bookingCalendarMachine';
import {
  CALENDAR_FAILURE_TEXT,
  CALENDAR_FAILURE_TITLE,
  CALENDAR_LOADING_TEXT,
  CALENDAR_OPEN_LINK_TEXT,
} from '../../../../application/messages/errorCatalogue';
import { CALENDAR_FRAME_HEIGHT_PX } from '../../../../domain/site/constants';
import { useAppMachine } from '../../../app/machineActors';
import { useMachineWiring } from '../../../app/ServicesContext';
import { ExternalButtonLink } from '../../../components/Button';
import { CALENDAR_COPY } from '../demo.content';
import { Fallback, FallbackBox, Frame, FrameBox, LoadingNote, Overlay } from './BookingCalendar.styles';

/** What the frame may do: run the booking page's scripts on its own origin, submit its form, open its pop-ups. */
export const CALENDAR_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

/** The calendar's machine for the view: what the frame shows, whether it failed or is loading, and its one event. */
const useBookingCalendar = (url: string) => {
  const [snapshot, send] = useAppMachine(useMachineWiring().bookingCalendar(bookingCalendarMachine), {
    input: { url },
  });
  return {
    src: snapshot.context.src,
    retries: snapshot.context.retries,
    failed: snapshot.hasTag('error'),
    busy: snapshot.hasTag('busy'),
    frameLoaded: () => send({ type: 'frame.loaded' }),
  };
};

const CalendarFrame = ({ url }: { readonly url: string }) => {
  const { src, retries, failed, busy, frameLoaded } = useBookingCalendar(url);

  if (failed) {
    return (
      <FallbackBox>
        <Fallback role="alert">
          <CalendarX2 size={40} aria-hidden="true" />
          <h3>{CALENDAR_FAILURE_TITLE}</h3>
          <p>{CALENDAR_FAILURE_TEXT}</p>
          <ExternalButtonLink href={url}>
            {CALENDAR_OPEN_LINK_TEXT}
            <span className="visually-hidden"> (opens in a new tab)</span>
            <SquareArrowOutUpRight size={16} aria-hidden="true" />
          </ExternalButtonLink>
        </Fallback>
      </FallbackBox>
    );
  }

  return (
    <FrameBox aria-busy={busy}>
      {src === '' ? null : (
        <Frame
          // A new element for each attempt: the source is really cleared and set again, not just re-assigned.
          key={retries}
          src={src}
          title={CALENDAR_COPY.frameTitle}
          height={CALENDAR_FRAME_HEIGHT_PX}
          sandbox={CALENDAR_SANDBOX}
          referrerPolicy="strict-origin-when-cross-origin"
          // Also fired for the browser's own error page: the machine waits for the booking page to speak.
          onLoad={frameLoaded}
        />
      )}
      {busy ? <LoadingOverlay /> : null}
    </FrameBox>
  );
};

const LoadingOverlay = () => (
  <Overlay>
    <LoadingNote role="status">
      <LoaderCircle size={22} aria-hidden="true" />
      {CALENDAR_LOADING_TEXT}
    </LoadingNote>
  </Overlay>
);

export const BookingCalendar = ({ url }: { readonly url: string }) => {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <CalendarFrame url={url} />
  ) : (
    <FrameBox aria-busy="true">
      <LoadingOverlay />
    </FrameBox>
  );
};
