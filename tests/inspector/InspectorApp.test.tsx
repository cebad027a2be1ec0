// @vitest-environment jsdom
import { ThemeProvider } from '@emotion/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { INSPECTABLE_MACHINES } from '../../src/application/inspection/inspectableMachines';
import type { InspectionMessage } from '../../src/domain/inspection/protocol';
import { INSPECTOR_CHARTS } from '../../src/inspector/generated/charts';
import { InspectorApp, type InspectorChannel } from '../../src/inspector/InspectorApp';
import { theme } from '../../src/ui/theme/tokens';

const fakeChannel = () => {
  const posted: InspectionMessage[] = [];
  let listener: (data: unknown) => void = () => undefined;
  const channel: InspectorChannel = {
    post: (message) => posted.push(message),
    listen: (next) => {
      listener = next;
      return () => undefined;
    },
  };
  return { channel, posted, receive: (data: unknown) => act(() => listener(data)) };
};

const renderInspector = () => {
  const fake = fakeChannel();
  const saved: { name: string; text: string }[] = [];
  render(
    <ThemeProvider theme={theme}>
      <InspectorApp
        charts={INSPECTOR_CHARTS}
        machines={INSPECTABLE_MACHINES}
        channel={fake.channel}
        save={(name, text) => saved.push({ name, text })}
        now={() => new Date(0)}
      />
    </ThemeProvider>,
  );
  return { ...fake, saved };
};

const page = { id: 'p1', url: 'http://localhost/?inspect', openedAt: 1 };
const headerStep = (from: unknown, to: unknown, type = 'mobile.toggle') => ({ page: 'p1', actor: 'x:1', machine: 'headerMenus', at: 1, event: { type }, from, to, context: { openDropdown: null } });
const upload = async (name: string, text: string) => {
  await userEvent.upload(screen.getByLabelText('Trace file'), new File([text], name, { type: 'application/json' }));
};

describe('the machine inspector page', () => {
  it('draws the twelve machines and says hello to the tabs already open', () => {
    const { posted } = renderInspector();
    expect(screen.getAllByRole('heading', { level: 2 }).filter((h) => h.id.startsWith('chart-'))).toHaveLength(12);
    expect(posted).toEqual([{ type: 'hello' }]);
  });

  it('highlights the states a tab reports and logs the step; ignores anything else on the channel', async () => {
    const { receive } = renderInspector();
    receive({ type: 'page', page });
    receive({ type: 'step', step: headerStep({ dropdowns: 'closed', mobileMenu: 'closed' }, { dropdowns: 'closed', mobileMenu: 'open' }) });
    receive({ type: 'step', step: { machine: 'headerMenus' } });
    const chart = document.getElementById('machine-headerMenus');
    expect(chart?.querySelector('g[data-state="mobileMenu.open"]')?.classList.contains('is-active')).toBe(true);
    expect(chart?.querySelector('g[data-state="mobileMenu.closed"]')?.classList.contains('is-active')).toBe(false);
    expect(screen.getByRole('list', { name: 'Event log (newest first)' }).children).toHaveLength(1);
    expect(screen.getByText('Live: 1 page load seen')).toBeTruthy();
  });

  it('saves the live log as a trace, loads it back and steps through it on the charts', async () => {
    const { receive, saved } = renderInspector();
    receive({ type: 'page', page });
    receive({ type: 'step', step: headerStep(null, { dropdowns: 'closed', mobileMenu: 'closed' }, 'xstate.init') });
    receive({ type: 'step', step: headerStep({ dropdowns: 'closed', mobileMenu: 'closed' }, { dropdowns: 'closed', mobileMenu: 'open' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Save trace' }));
    expect(saved[0]?.name).toBe('machine-trace-1970-01-01T00-00-00-000Z.json');
    await upload('visit.json', saved[0]?.text ?? '');
    expect(screen.getByTestId('trace-verdict').textContent).toContain('Every step fits this build’s machines.');
    expect(screen.getByTestId('replay-position').textContent).toBe('Step 0 of 2');
    await userEvent.click(screen.getByRole('button', { name: 'Step forward →' }));
    await userEvent.click(screen.getByRole('button', { name: 'Step forward →' }));
    const chart = document.getElementById('machine-headerMenus');
    expect(chart?.querySelector('g[data-state="mobileMenu.open"]')?.classList.contains('is-active')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '← Step back' }));
    expect(chart?.querySelector('g[data-state="mobileMenu.closed"]')?.classList.contains('is-active')).toBe(true);
  });

  it('flags a trace that no longer fits at its first illegal step, with what the machine does instead', async () => {
    renderInspector();
    const trace = { format: 'threo-machine-trace', version: 1, recordedAt: '2026-01-01T00:00:00.000Z', pages: [page], steps: [headerStep(null, { dropdowns: 'closed', mobileMenu: 'closed' }, 'xstate.init'), headerStep({ dropdowns: 'closed', mobileMenu: 'closed' }, { dropdowns: 'closed', mobileMenu: 'closed' }, 'mobile.toggle')] };
    await upload('old.json', JSON.stringify(trace));
    expect(screen.getByTestId('trace-verdict').textContent).toContain('Step 2 is not a legal transition of this build.');
    expect(screen.getByTestId('trace-verdict').textContent).toContain('goes to dropdowns.closed + mobileMenu.open');
  });

  it('refuses a hostile file with the first bad field, rendering its markup as text and running nothing', async () => {
    renderInspector();
    const hostile = { format: 'threo-machine-trace', version: 1, recordedAt: '<img src=x onerror="window.hacked=1">', pages: [page], steps: [{ ...headerStep(null, 'x'), machine: '<script>window.hacked=1</script>', event: { type: 7 } }] };
    await upload('hostile.json', JSON.stringify(hostile));
    expect(screen.getByRole('alert').textContent).toBe('This trace cannot be loaded. hostile.json: field "steps.0.event.type": expected string, got 7');
    await upload('v2.json', JSON.stringify({ ...hostile, version: 2 }));
    expect(screen.getByRole('alert').textContent).toContain('field "version": this inspector reads version 1, the file says 2.');
    // A well-formed trace with markup in its texts loads, and shows the markup as text.
    await upload('markup.json', JSON.stringify({ ...hostile, recordedAt: '2026-01-01', steps: [{ ...headerStep(null, 'x'), event: { type: '<img src=x onerror="window.hacked=1">' } }] }));
    expect(screen.getByText('<img src=x onerror="window.hacked=1">')).toBeTruthy();
    expect(document.querySelector('img, script')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });
});
