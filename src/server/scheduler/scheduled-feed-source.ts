import { describeSource, type FeedSource, openFeedSource } from '../ingest/feed-source.ts';

export class RunAbandoned extends Error {
  override name = 'RunAbandoned';
}

// A feed as the scheduler hands it to importFeed: opened only when the import reads it, so a failed
// download is recorded in import_run like any broken feed, and abandoned when `signal` fires (the
// process is stopping) by failing the read, which rolls the import back. The name never carries the
// API key of a feed URL.
export function openScheduledFeed(source: string, signal: AbortSignal): FeedSource {
  return {
    name: describeSource(source),
    bytes: (async function* () {
      const abandoned = () => new RunAbandoned('abandoned because the feed scheduler is stopping');
      if (signal.aborted) throw abandoned();
      let onAbort: () => void = () => {};
      const aborted = new Promise<never>((_, reject) => {
        onAbort = () => reject(abandoned());
        signal.addEventListener('abort', onAbort, { once: true });
      });
      // A download that stalls must not hold a stopping process: race every read with the signal.
      aborted.catch(() => {});
      let iterator: AsyncIterator<Uint8Array> | null = null;
      const opening = openFeedSource(source);
      try {
        const feed = await Promise.race([opening, aborted]);
        iterator = feed.bytes[Symbol.asyncIterator]();
        for (;;) {
          const next = await Promise.race([iterator.next(), aborted]);
          if (next.done) return;
          yield next.value;
        }
      } finally {
        signal.removeEventListener('abort', onAbort);
        // Not awaited: a read still pending on a stalled download would keep this waiting.
        if (iterator) void iterator.return?.()?.catch(() => {});
        else {
          // Abandoned while connecting: start reading the download anyway, so that its end (the
          // connection closing) is noticed by the reader rather than thrown as an uncaught error.
          opening.then((feed) => feed.bytes[Symbol.asyncIterator]().next()).catch(() => {});
        }
      }
    })(),
  };
}
