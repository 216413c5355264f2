import { parentPort, workerData } from 'node:worker_threads';
import { FeedScheduler, type FeedSchedulerConfig, type SchedulerLogger } from './feed-scheduler.ts';

// The web server's feed scheduler, in a thread of its own (started by server-scheduler.ts). Its
// log lines go to the server's logger as messages, and so does each refresh that applied a feed;
// a 'stop' message abandons the current feed and answers 'stopped' once the scheduler has let go
// of the database.

export type SchedulerThreadData = { config: FeedSchedulerConfig; firstRunDelayMs?: number };

export type SchedulerThreadMessage =
  | { type: 'log'; level: keyof SchedulerLogger; details: object; message: string }
  | { type: 'catalog-changed' }
  | { type: 'stopped' };

if (!parentPort) throw new Error('scheduler-thread.ts runs as a worker thread (see server-scheduler.ts)');
const port = parentPort;
const send = (message: SchedulerThreadMessage) => port.postMessage(message);

// Errors do not survive postMessage whole; their message and stack are what a log needs.
function cloneable(details: object): object {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => [
      key,
      value instanceof Error ? { message: value.message, stack: value.stack } : value,
    ]),
  );
}

const log: SchedulerLogger = {
  info: (details, message) => send({ type: 'log', level: 'info', details: cloneable(details), message }),
  warn: (details, message) => send({ type: 'log', level: 'warn', details: cloneable(details), message }),
  error: (details, message) => send({ type: 'log', level: 'error', details: cloneable(details), message }),
};

const { config, firstRunDelayMs } = workerData as SchedulerThreadData;
const scheduler = new FeedScheduler({
  config,
  log,
  firstRunDelayMs,
  onCatalogChanged: () => send({ type: 'catalog-changed' }),
});
scheduler.start();

port.on('message', async (message: { type: 'stop' }) => {
  if (message.type !== 'stop') return;
  await scheduler.stop();
  send({ type: 'stopped' });
  port.close();
});
