// One prerender worker (see prerenderPages.ts): loads the server entry once, then renders and writes each batch of
// pages it is sent, answering `ready` after the set-up and `done` after each batch, or `failed` with the reason.
import { addCardWork, createPageWriter, NO_CARD_WORK, type FromWorker, type ToWorker } from './prerenderPages';

let write: Awaited<ReturnType<typeof createPageWriter>> | undefined;

const answer = (message: FromWorker) => process.send?.(message);

process.on('message', (message: ToWorker) => {
  void (async () => {
    try {
      if (message.kind === 'setup') {
        write = await createPageWriter(message.setup);
        answer({ kind: 'ready' });
        return;
      }
      if (!write) throw new Error('A prerender worker was sent pages before its set-up');
      let cards = NO_CARD_WORK;
      for (const page of message.pages) cards = addCardWork(cards, await write(page));
      answer({ kind: 'done', count: message.pages.length, ...cards });
    } catch (error) {
      answer({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  })();
});
