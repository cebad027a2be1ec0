// @vitest-environment jsdom
// The webinar banner: its copy and date from the site configuration, Register Now opening the event page in a new
// tab, and hiding itself once the event is over (decided after render, by the clock service).
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSiteConfig } from '../../../src/domain/site/siteConfig';
import { WEBINAR } from '../../../src/ui/pages/home/hero.content';
import { WebinarBanner } from '../../../src/ui/pages/home/sections/WebinarBanner';
import { isWebinarOver, msUntilEnd, webinarWhen, webinarWhenInZone } from '../../../src/ui/pages/home/sections/webinarSchedule';
import { fakeServices, renderWithProviders } from '../renderWithProviders';

const { webinar } = defaultSiteConfig;
const at = (iso: string) => ({ now: () => Date.parse(iso) });

afterEach(() => {
  vi.useRealTimers();
});

describe('WebinarBanner', () => {
  // Covers: HOME-3
  it('announces the free webinar on retrieval-augmented generation for MSPs, Oct 30, 2027, 11:30am ET, with its year', () => {
    renderWithProviders(<WebinarBanner />, { services: fakeServices({ clock: at('2027-10-01T09:00:00Z') }) });
    expect(screen.getByRole('heading', { level: 2, name: 'Retrieval-augmented generation for MSPs' })).toBeTruthy();
    expect(screen.getByText('Free webinar')).toBeTruthy();
    const time = screen.getByText('Oct 30, 2027, 11:30am ET');
    expect(time.closest('time')?.getAttribute('datetime')).toBe(webinar.startsAt);
  });

  it('opens the event page from the configuration in a new tab, safely', () => {
    renderWithProviders(<WebinarBanner />, { services: fakeServices({ clock: at('2027-10-01T09:00:00Z') }) });
    const register = screen.getByRole('link', { name: /Register Now/ });
    expect(register.getAttribute('href')).toBe(webinar.eventUrl);
    expect(register.getAttribute('target')).toBe('_blank');
    expect(register.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('uses the event URL of an overridden configuration', () => {
    const config = { ...defaultSiteConfig, webinar: { ...webinar, eventUrl: 'https://events.example.com/rag' } };
    renderWithProviders(<WebinarBanner />, { config, services: fakeServices({ clock: at('2027-10-01T09:00:00Z') }) });
    expect(screen.getByRole('link', { name: /Register Now/ }).getAttribute('href')).toBe('https://events.example.com/rag');
  });

  // Covers: HOME-4
  it('is gone once the event is over', () => {
    renderWithProviders(<WebinarBanner />, { services: fakeServices({ clock: at('2027-10-30T16:31:00Z') }) });
    expect(screen.queryByRole('link', { name: /Register Now/ })).toBeNull();
    expect(screen.queryByText('Retrieval-augmented generation for MSPs')).toBeNull();
  });

  // Covers: HOME-4
  it('stays up during the event and removes itself when it ends while the page is open', () => {
    vi.useFakeTimers();
    // 12:20 ET on the day: ten minutes before the end (12:30 ET = 16:30 UTC).
    renderWithProviders(<WebinarBanner />, { services: fakeServices({ clock: at('2027-10-30T16:20:00Z') }) });
    expect(screen.getByRole('link', { name: /Register Now/ })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(10 * 60 * 1000);
    });
    expect(screen.queryByRole('link', { name: /Register Now/ })).toBeNull();
  });
});

describe('webinarSchedule', () => {
  it.each([
    ['2027-10-30T11:30:00-04:00', 'Oct 30, 2027, 11:30am ET'],
    ['2027-12-02T14:05:00-05:00', 'Dec 2, 2027, 2:05pm ET'],
    ['2027-10-30T15:30:00Z', 'Oct 30, 2027, 11:30am ET'],
    // New Year in UTC is still the old year in New York: the year is the event zone's.
    ['2028-01-01T03:00:00Z', 'Dec 31, 2027, 10:00pm ET'],
  ])('writes %s as "%s" in the event time zone', (startsAt, label) => {
    expect(webinarWhen(startsAt, 'America/New_York', 'ET')?.label).toBe(label);
  });

  it.each([
    ['2027-10-30T00:05:00-04:00', 'Oct 30, 2027, 12:05am ET'],
    ['2027-10-30T12:00:00-04:00', 'Oct 30, 2027, 12:00pm ET'],
    ['2027-03-14T23:59:00-04:00', 'Mar 14, 2027, 11:59pm ET'],
    ['2027-01-01T09:00:00.000-05:00', 'Jan 1, 2027, 9:00am ET'],
  ])('reads %s, written with its offset, as "%s", the same as Intl does in the event zone', (startsAt, label) => {
    expect(webinarWhen(startsAt, 'America/New_York', 'ET')?.label).toBe(label);
    expect(webinarWhenInZone(startsAt, 'America/New_York', 'ET')?.label).toBe(label);
  });

  it('has the configured start written with the offset of the event zone (Eastern Time), so it is read as written', () => {
    const { startsAt } = defaultSiteConfig.webinar;
    expect(webinarWhen(startsAt, WEBINAR.timeZone, WEBINAR.timeZoneLabel)).toEqual(
      webinarWhenInZone(startsAt, WEBINAR.timeZone, WEBINAR.timeZoneLabel),
    );
  });

  it('gives no date for a start that does not parse', () => {
    expect(webinarWhen('soon', 'America/New_York', 'ET')).toBeUndefined();
    expect(webinarWhen('2027-13-45T11:30:00-04:00', 'America/New_York', 'ET')).toBeUndefined();
  });

  it.each([
    ['2027-10-30T16:29:59Z', false],
    ['2027-10-30T16:30:00Z', true],
    ['2028-01-01T00:00:00Z', true],
  ])('at %s the event is over: %s', (now, over) => {
    expect(isWebinarOver(webinar.endsAt, Date.parse(now))).toBe(over);
  });

  it('never ends the banner for an end that does not parse', () => {
    expect(isWebinarOver('later', Date.parse('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('times the removal only when the end is within reach of a timer', () => {
    expect(msUntilEnd(webinar.endsAt, Date.parse('2027-10-30T16:20:00Z'))).toBe(600_000);
    expect(msUntilEnd(webinar.endsAt, Date.parse('2026-01-01T00:00:00Z'))).toBeUndefined();
    expect(msUntilEnd(webinar.endsAt, Date.parse('2027-10-30T16:40:00Z'))).toBeUndefined();
  });
});
