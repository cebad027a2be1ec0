// @vitest-environment jsdom
// The AI playground as a visitor uses it: typing and Enter, Shift+Enter, the suggested questions, the thinking
// indicator, the conversation with roles and times in a polite live region, every error text of the catalogue,
// answers rendered as text (never HTML), and the simulated metrics.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PlaygroundResult } from '../../../src/application/ports/PlaygroundClient';
import { PLAYGROUND_SUGGESTED_QUESTIONS } from '../../../src/domain/site/constants';
import Playground from '../../../src/ui/pages/home/sections/Playground/Playground';
import { fakeServices, renderWithProviders } from '../renderWithProviders';

const deferred = () => {
  let resolve: (result: PlaygroundResult) => void = () => undefined;
  const promise = new Promise<PlaygroundResult>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

const setup = (answer: () => Promise<PlaygroundResult> = async () => ({ kind: 'answer', answer: 'A test answer.' })) => {
  const ask = vi.fn((_message: string) => answer());
  let now = Date.parse('2026-11-22T10:00:00Z');
  const draws = [0.6, 0.2];
  let draw = 0;
  const services = fakeServices({
    playgroundClient: { ask },
    clock: {
      now: () => {
        const value = now;
        now += 1250;
        return value;
      },
    },
    random: { next: () => draws[draw++ % draws.length] ?? 0 },
  });
  const user = userEvent.setup();
  renderWithProviders(<Playground />, { services });
  const log = screen.getByRole('log', { name: 'Conversation with Threo AI' });
  const input = screen.getByRole('textbox', { name: 'Your question' });
  return { ask, user, log, input };
};

describe('Playground', () => {
  // Covers: PLAY-2
  it('offers the four suggested questions of the specification', () => {
    setup();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([...PLAYGROUND_SUGGESTED_QUESTIONS]);
  });

  // Covers: PLAY-1, PLAY-3, PLAY-10
  it('sends the question on Enter and shows it with the answer, each with its role and time', async () => {
    const { ask, user, log, input } = setup();
    await user.type(input, 'What does ThreoBuilder cost?{Enter}');
    expect(ask).toHaveBeenCalledWith('What does ThreoBuilder cost?');
    await within(log).findByText('A test answer.');
    expect(within(log).getByText('What does ThreoBuilder cost?')).toBeTruthy();
    expect(within(log).getByText('You')).toBeTruthy();
    expect(within(log).getByText('Threo AI')).toBeTruthy();
    expect(log.querySelectorAll('time')).toHaveLength(2);
    expect(log.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-22T10:00:00.000Z');
    expect((input as HTMLTextAreaElement).value).toBe('');
  });

  // Covers: PLAY-10
  it('adds a line on Shift+Enter instead of sending', async () => {
    const { ask, user, input } = setup();
    await user.type(input, 'First line{Shift>}{Enter}{/Shift}second line');
    expect((input as HTMLTextAreaElement).value).toBe('First line\nsecond line');
    expect(ask).not.toHaveBeenCalled();
  });

  // Covers: PLAY-1
  it('sends with the Send button, and ignores blank text', async () => {
    const { ask, user, input } = setup();
    const send = screen.getByRole('button', { name: 'Send' });
    await user.type(input, '   ');
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.type(input, '{Enter}');
    expect(ask).not.toHaveBeenCalled();
    await user.type(input, 'Hello');
    await user.click(send);
    expect(ask).toHaveBeenCalledWith('Hello');
  });

  it('sends a suggested question when it is chosen', async () => {
    const { ask, user, log } = setup();
    await user.click(screen.getByRole('button', { name: "What's the ROI of implementing AI agents?" }));
    expect(ask).toHaveBeenCalledWith("What's the ROI of implementing AI agents?");
    await within(log).findByText('A test answer.');
  });

  it('shows a thinking indicator and ignores new questions until the answer arrives', async () => {
    const pending = deferred();
    const { ask, user, log, input } = setup(() => pending.promise);
    await user.type(input, 'First{Enter}');
    expect(within(log).getByText('Threo AI is thinking')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'How do you ensure data privacy?' }).hasAttribute('disabled')).toBe(true);
    await user.type(input, 'Second{Enter}');
    expect(ask).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve({ kind: 'answer', answer: 'Done.' }));
    await within(log).findByText('Done.');
    expect(within(log).queryByText('Threo AI is thinking')).toBeNull();
  });

  it('replaces the conversation with each new question', async () => {
    const { user, log, input } = setup();
    await user.type(input, 'First question{Enter}');
    await within(log).findByText('A test answer.');
    await user.type(input, 'Second question{Enter}');
    await waitFor(() => expect(within(log).queryByText('First question')).toBeNull());
    expect(within(log).getByText('Second question')).toBeTruthy();
  });

  it('announces the conversation politely to screen readers', () => {
    const { log } = setup();
    expect(log.getAttribute('aria-live')).toBe('polite');
  });

  it.each<[string, PlaygroundResult, string]>([
    ['a status 500 with a body', { kind: 'http-error', status: 500, body: 'Upstream timeout' }, 'Error: Request failed: 500 - Upstream timeout'],
    ['unparsable JSON', { kind: 'invalid-json' }, 'Error: Invalid JSON response from server'],
    ['a network failure', { kind: 'network-failure', reason: 'TypeError: Failed to fetch' }, 'Error: Something went wrong.'],
    ['an answer without text', { kind: 'answer', answer: undefined }, 'No answer returned'],
  ])('shows the catalogue text for %s', async (_name, result, text) => {
    const { user, log, input } = setup(async () => result);
    await user.type(input, 'Q{Enter}');
    expect(await within(log).findByText(text)).toBeTruthy();
  });

  it('marks a reply as an error by its kind, so an answer that reads like an error text stays an answer', async () => {
    const replies: PlaygroundResult[] = [
      { kind: 'answer', answer: 'A plain answer.' },
      { kind: 'answer', answer: 'Error: Request failed: 503 - is what the log says when the CRM is down.' },
      { kind: 'http-error', status: 503, body: 'down' },
    ];
    const { user, log, input } = setup(async () => replies.shift() ?? { kind: 'invalid-json' });
    // The bubble's look comes from its emotion class: an error bubble has the danger border, so a class of its own.
    const bubbleClass = async (text: string) => (await within(log).findByText(text)).closest('[data-role="assistant"]')?.className;
    await user.type(input, 'One{Enter}');
    const answer = await bubbleClass('A plain answer.');
    await user.type(input, 'Two{Enter}');
    expect(await bubbleClass('Error: Request failed: 503 - is what the log says when the CRM is down.')).toBe(answer);
    await user.type(input, 'Three{Enter}');
    expect(await bubbleClass('Error: Request failed: 503 - down')).not.toBe(answer);
  });

  it('shows the something-went-wrong text when the client itself rejects', async () => {
    const { user, log, input } = setup(() => Promise.reject(new Error('bug')));
    await user.type(input, 'Q{Enter}');
    expect(await within(log).findByText('Error: Something went wrong.')).toBeTruthy();
  });

  it('renders an answer as text: HTML stays visible characters, safe links become links, unsafe ones plain text', async () => {
    const answer = 'Use <img src=x onerror="alert(1)"> **carefully**.\n\nSee [Pricing](/pricing) or [bad](javascript:alert(1)).';
    const { user, log, input } = setup(async () => ({ kind: 'answer', answer }));
    await user.type(input, 'Q{Enter}');
    await within(log).findByText(/Use <img src=x onerror="alert\(1\)">/);
    expect(log.querySelector('img')).toBeNull();
    expect(within(log).getByText('carefully').tagName).toBe('STRONG');
    expect(within(log).getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/pricing');
    expect(within(log).queryByRole('link', { name: 'bad' })).toBeNull();
    expect(within(log).getByText(/bad/)).toBeTruthy();
  });

  // Covers: PLAY-14, PLAY-15
  it('shows the simulated metrics of the last answer', async () => {
    const { user, log, input } = setup();
    const metric = (name: string) => screen.getByText(name).nextElementSibling?.textContent;
    expect(metric('Tokens processed')).toBe('0');
    expect(metric('Confidence')).toBe('98.5%');
    expect(metric('Processing time')).toBe('0.00 s');
    await user.type(input, 'Q{Enter}');
    await within(log).findByText('A test answer.');
    // Draws 0.6 and 0.2: 240 + floor(0.6 × 120) = 312 tokens; 97 + floor(0.2 × 31) / 10 = 97.6 %; the clock moved 1.25
    // s.
    expect(metric('Tokens processed')).toBe('312');
    expect(metric('Confidence')).toBe('97.6%');
    expect(metric('Processing time')).toBe('1.25 s');
    const bar = screen.getByText('Tokens processed').nextElementSibling?.querySelector('span');
    expect(bar?.getAttribute('style')).toContain('width: 65%');
  });
});
