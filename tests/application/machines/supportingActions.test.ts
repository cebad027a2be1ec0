// The helpers around the machines: placeholders that fail loudly when nobody provided the real thing, and the
// toast actions the composition root hands to every machine.
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { NotProvidedError, notProvidedAction, notProvidedPromise } from '../../../src/application/machines/notProvided';
import { toastActions } from '../../../src/application/machines/toastActions';
import { playgroundMachine } from '../../../src/application/machines/playgroundMachine';
import { mobileBannerMachine } from '../../../src/application/machines/mobileBannerMachine';

describe('placeholders', () => {
  it('rejects with NotProvidedError when a promise actor was not provided', async () => {
    const actor = createActor(notProvidedPromise<string>('ask'));
    actor.start();
    await expect(toPromise(actor)).rejects.toThrow(NotProvidedError);
  });

  it('throws NotProvidedError, naming the action, when an action was not provided', () => {
    expect(() => notProvidedAction('navigate')(undefined, undefined)).toThrow(/"navigate" is not provided/);
  });

  it('lets a machine whose action was not provided fail instead of silently doing nothing', () => {
    const actor = createActor(mobileBannerMachine, { input: { dismissedBefore: false } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'viewport.resized', width: 320 });
    actor.send({ type: 'page.scrolled', scrollY: 900 });
    actor.send({ type: 'banner.dismiss' });
    expect(errors).toEqual([expect.any(NotProvidedError)]);
  });

  it('shows the failure text when the playground runs without a client', async () => {
    const actor = createActor(playgroundMachine, { input: { clock: { now: () => 0 }, random: { next: () => 0 } } });
    actor.start();
    actor.send({ type: 'message.send', text: 'Hello?' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.messages[1]).toMatchObject({ role: 'assistant', reply: { kind: 'unexpected-failure' } });
  });
});

describe('toastActions', () => {
  it('shows each kind of toast through the notifier with the given text', () => {
    const shown: string[] = [];
    const actions = toastActions({
      success: (m) => void shown.push(`success ${m}`),
      error: (m) => void shown.push(`error ${m}`),
      info: (m) => void shown.push(`info ${m}`),
    });
    actions.notifySuccess(undefined, { message: 'a' });
    actions.notifyError(undefined, { message: 'b' });
    actions.notifyInfo(undefined, { message: 'c' });
    expect(shown).toEqual(['success a', 'error b', 'info c']);
  });
});
