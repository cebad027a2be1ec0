// @vitest-environment jsdom
// The consent banner (CONSENT-4, CONSENT-6, CONSENT-7): shown on a first visit only,
// Accept all / Reject all / Choose with the four categories explained, each choice stored through the ConsentStore
// and sent to the data layer as a consent update; reopened from the footer with the stored choice ticked.
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { StoredConsent } from '../../../src/domain/consent';
import { ConsentBanner } from '../../../src/ui/app/shell/ConsentBanner';
import { PRERENDERED_CONSENT_ID } from '../../../src/composition/startupContract';
import { fakeServices, renderWithProviders } from '../renderWithProviders';
import { EXPECTED_GRANTED, expectedConsent } from '../../fixtures/consentMode';


const withStored = (stored: StoredConsent | undefined) =>
  fakeServices({ consentStore: { read: vi.fn(() => stored), write: vi.fn() } });

/** The footer's Cookie settings button, as the shell wires it to the banner. */
const WithCookieSettings = () => {
  const [requests, setRequests] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRequests((n) => n + 1)}>
        Cookie settings
      </button>
      <ConsentBanner reopenRequests={requests} />
    </>
  );
};

const banner = () => screen.queryByRole('region', { name: /Your privacy choices/ });

describe('the consent banner', () => {
  it('asks on a first visit, as a labelled region with Accept all, Reject all and Choose', () => {
    renderWithProviders(<ConsentBanner reopenRequests={0} />);
    expect(banner()).not.toBeNull();
    for (const name of ['Accept all', 'Reject all', 'Choose']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/terms/privacy-policy');
  });

  it('replaces the prerendered copy of itself as it mounts, open in its first frame', () => {
    const copy = document.createElement('div');
    copy.id = PRERENDERED_CONSENT_ID;
    document.body.append(copy);
    renderWithProviders(<ConsentBanner reopenRequests={0} />);
    expect(document.getElementById(PRERENDERED_CONSENT_ID)).toBeNull();
    expect(banner()).not.toBeNull();
  });

  it('removes the prerendered copy when a choice is stored, and shows nothing', () => {
    const copy = document.createElement('div');
    copy.id = PRERENDERED_CONSENT_ID;
    document.body.append(copy);
    renderWithProviders(<ConsentBanner reopenRequests={0} />, { services: withStored({ kind: 'all' }) });
    expect(document.getElementById(PRERENDERED_CONSENT_ID)).toBeNull();
    expect(banner()).toBeNull();
  });

  it('stays hidden once a choice is stored', () => {
    renderWithProviders(<ConsentBanner reopenRequests={0} />, { services: withStored({ kind: 'none' }) });
    expect(banner()).toBeNull();
  });

  it.each([
    ['Accept all', 'stores "all" and grants every category in the data layer', { kind: 'all' }, EXPECTED_GRANTED],
    ['Reject all', 'stores a refusal and keeps every category denied', { kind: 'none' }, expectedConsent({})],
  ] as const)('%s %s', (button, _outcome, stored, consent) => {
    const services = withStored(undefined);
    renderWithProviders(<ConsentBanner reopenRequests={0} />, { services });
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(services.consentStore.write).toHaveBeenCalledWith(stored);
    expect(services.analytics.updateConsent).toHaveBeenCalledWith(consent);
    expect(banner()).toBeNull();
  });

  it('Choose explains the four categories and stores exactly the ticked ones', () => {
    const services = withStored(undefined);
    renderWithProviders(<ConsentBanner reopenRequests={0} />, { services });
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.querySelector('span')?.textContent)).toEqual(['Analytics', 'Functionality', 'Personalization', 'Advertising']);
    for (const box of boxes) expect(box.closest('label')?.querySelector('small')?.textContent?.length).toBeGreaterThan(20);
    fireEvent.click(screen.getByRole('checkbox', { name: /Analytics/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Functionality/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(services.consentStore.write).toHaveBeenCalledWith({
      kind: 'selected',
      categories: { analytics: true, functionality: true, personalization: false, ads: false },
    });
    expect(services.analytics.updateConsent).toHaveBeenCalledWith(expectedConsent({ analytics_storage: 'granted', functionality_storage: 'granted' }));
  });

  it('moves focus to the first category on Choose, and back to Choose when Escape closes the categories', () => {
    renderWithProviders(<ConsentBanner reopenRequests={0} />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /Analytics/ }));
    fireEvent.keyDown(banner() as HTMLElement, { key: 'Escape' });
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose' }));
  });

  it('reopens from the footer with the stored choice ticked, takes focus, and gives it back after the choice', () => {
    const stored: StoredConsent = { kind: 'selected', categories: { analytics: false, functionality: false, personalization: true, ads: false } };
    renderWithProviders(<WithCookieSettings />, { services: withStored(stored) });
    expect(banner()).toBeNull();
    const opener = screen.getByRole('button', { name: 'Cookie settings' });
    opener.focus();
    fireEvent.click(opener);
    expect(banner()).not.toBeNull();
    expect(document.activeElement).toBe(banner());
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, true, false]);
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
