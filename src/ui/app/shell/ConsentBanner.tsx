// The analytics-consent banner (CONSENT-4, CONSENT-6, CONSENT-7): shown on a first
// visit, reopened from the footer's Cookie settings. Accept all, Reject all, or Choose the four categories; the
// choice is stored by the ConsentStore port and sent to the data layer as a consent update. Every prerendered page
// carries the banner as it first appears, outside the app's root (entry-server.tsx, PRERENDERED_CONSENT_ID), so it
// is painted with the page: shown only later, it would be the largest paint of many pages, a second after the rest. The
// inline head script hides that copy when a choice is stored (themeScript.js and index.html's rule), and this
// component replaces it in the frame it mounts. Until then the copy is inert and hidden from assistive technology:
// its buttons cannot answer before the app has started.
import styled from '@emotion/styled';
import { Cookie } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { RouterLink } from '../../components/RouterLink';
import { PRERENDERED_CONSENT_ID } from '../../../composition/startupContract';
import { allCategories, CONSENT_CATEGORIES, consentChoice, consentState, STRICTLY_NECESSARY_STORAGE, type CategoryFlags, type StoredConsent } from '../../../domain/consent';
import { joinWithAnd } from '../../../domain/content/joinWithAnd';
import { Button } from '../../components/Button';
import { LAYER, dockOffset, useDockSlot } from '../../theme/overlays';
import { useServices } from '../ServicesContext';
import { pathOf } from '../../../domain/site/routeTable';

// At the foot of the bottom dock (theme/overlays.ts), floating up from the edge by its margin.
const Panel = styled.section(({ theme }) => ({
  position: 'fixed',
  zIndex: LAYER.dock,
  left: theme.space[4],
  bottom: dockOffset('consent'),
  marginBottom: theme.space[4],
  width: 'min(440px, calc(100vw - 32px))',
  maxHeight: 'min(70vh, 560px)',
  overflowY: 'auto',
  padding: theme.space[6],
  background: theme.colors.bg,
  color: theme.colors.text,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.card,
  boxShadow: theme.shadow.menu,
  [theme.mq.mobile]: { left: theme.space[2], marginBottom: theme.space[2], width: 'calc(100vw - 16px)', padding: theme.space[4], maxHeight: '45vh' },
  '& h2': { display: 'flex', alignItems: 'center', gap: theme.space[2], fontSize: theme.fontSize.lg, margin: `0 0 ${theme.space[2]}` },
  '& p': { fontSize: theme.fontSize.sm, color: theme.colors.muted, margin: `0 0 ${theme.space[4]}` },
}));

const Actions = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: theme.space[2],
  '& > button:last-of-type:nth-of-type(3)': { gridColumn: '1 / -1' },
}));

const Choices = styled.fieldset(({ theme }) => ({
  border: 0,
  margin: `0 0 ${theme.space[4]}`,
  padding: 0,
  display: 'grid',
  gap: theme.space[3],
  '& legend': { fontWeight: 600, marginBottom: theme.space[2] },
  '& label': { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `2px ${theme.space[3]}`, alignItems: 'start', cursor: 'pointer' },
  '& input': { width: 20, height: 20, marginTop: 3, accentColor: theme.colors.brand },
  '& small': { gridColumn: 2, color: theme.colors.muted, fontSize: theme.fontSize.sm },
}));

// `reserve`, not `height`: emotion passes on props that are HTML attributes, and a div has no height attribute.
const Spacer = styled.div<{ readonly reserve: number }>(({ reserve }) => ({ height: reserve }));

export interface ConsentBannerProps {
  /** Increases each time the visitor asks for the cookie settings again (footer link). */
  readonly reopenRequests: number;
}

const flagsOf = (choice: StoredConsent | undefined): CategoryFlags =>
  !choice || choice.kind === 'none' ? allCategories(false) : choice.kind === 'all' ? allCategories(true) : choice.categories;

export const ConsentBanner = ({ reopenRequests }: ConsentBannerProps) => {
  const { consentStore, analytics } = useServices();
  // First visit: no stored choice yet, so ask (read at once, so the first frame already shows it).
  const [open, setOpen] = useState(() => consentStore.read() === undefined);
  const [choosing, setChoosing] = useState(false);
  const [flags, setFlags] = useState<CategoryFlags>(allCategories(false));
  const [height, setHeight] = useState(0);
  const panel = useRef<HTMLElement>(null);
  const returnFocus = useRef<Element | null>(null);
  // Where focus goes after Choose or Escape swaps the buttons, so a keyboard user never lands on the page's start.
  const focusNext = useRef<'first-choice' | 'choose' | null>(null);
  const titleId = useId();

  // Before the first paint with this component: the prerendered copy goes, whether or not this one is open.
  useLayoutEffect(() => {
    document.getElementById(PRERENDERED_CONSENT_ID)?.remove();
  }, []);

  useEffect(() => {
    if (reopenRequests === 0) return;
    returnFocus.current = document.activeElement;
    setFlags(flagsOf(consentStore.read()));
    setChoosing(true);
    setOpen(true);
  }, [reopenRequests, consentStore]);

  useEffect(() => {
    if (open && reopenRequests > 0) panel.current?.focus();
  }, [open, reopenRequests]);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'first-choice') panel.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
    if (target === 'choose') panel.current?.querySelector<HTMLButtonElement>('[data-consent-choose]')?.focus();
  }, [choosing]);

  useDockSlot('consent', panel, open);

  // Reserve room under the page on phones so the banner never hides the end of the page.
  useEffect(() => {
    const element = panel.current;
    if (!open || !element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight + 16));
    observer.observe(element);
    return () => observer.disconnect();
  }, [open]);

  const decide = (choice: StoredConsent) => {
    consentStore.write(choice);
    analytics.updateConsent(consentState(choice));
    setOpen(false);
    setChoosing(false);
    if (returnFocus.current instanceof HTMLElement) returnFocus.current.focus();
  };

  if (!open) return null;
  return (
    <>
      <Spacer reserve={height} aria-hidden="true" />
      <Panel
        ref={panel}
        role="region"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !choosing) return;
          focusNext.current = 'choose';
          setChoosing(false);
        }}
      >
        <h2 id={titleId}>
          <Cookie size={20} aria-hidden="true" /> Your privacy choices
        </h2>
        <p>
          We use cookies only with your consent: to measure which pages help, to remember tool settings, and to improve
          what we show. Without it we keep only what you ask for:{' '}
          {joinWithAnd(STRICTLY_NECESSARY_STORAGE.map((item) => item.what))}. See our{' '}
          <RouterLink to={pathOf('privacy')}>Privacy Policy</RouterLink>.
        </p>
        {choosing ? (
          <Choices>
            <legend>Choose categories</legend>
            {CONSENT_CATEGORIES.map((category) => (
              <label key={category.id}>
                <input
                  type="checkbox"
                  checked={flags[category.id]}
                  onChange={(event) => setFlags({ ...flags, [category.id]: event.target.checked })}
                />
                <span>{category.label}</span>
                <small>{category.description}</small>
              </label>
            ))}
          </Choices>
        ) : null}
        <Actions>
          <Button onClick={() => decide({ kind: 'all' })}>Accept all</Button>
          <Button variant="secondary" onClick={() => decide({ kind: 'none' })}>
            Reject all
          </Button>
          {choosing ? (
            <Button variant="secondary" onClick={() => decide(consentChoice(flags))}>
              Save choices
            </Button>
          ) : (
            <Button
              variant="ghost"
              data-consent-choose=""
              onClick={() => {
                focusNext.current = 'first-choice';
                setChoosing(true);
              }}
            >
              Choose
            </Button>
          )}
        </Actions>
      </Panel>
    </>
  );
};
