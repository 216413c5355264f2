import { parseArgs } from 'node:util';
import { wholeNumberArg } from '../bench/bench-args.ts';
import { startCluster } from './cluster.ts';

const USAGE = `Usage: npm run cluster -- [--web N] [--port PORT] [--dir DIR] [--no-demo] [--no-page-cache]

Starts the several-machines topology of docs/deploy.md on this machine's loopback, from Debian's
packages (postgresql, nginx): a PostgreSQL primary and a streaming replica, N web processes
(default 2) reading the catalog from the replica, one worker, and nginx in front of them on
127.0.0.1:PORT (default 8080). An empty database gets the demo catalog (a few minutes on
PostgreSQL). Runs until Ctrl-C, then stops everything.
  --web N            web processes behind nginx (default 2)
  --port PORT        nginx's port on 127.0.0.1 (default 8080; 0 for a free one)
  --dir DIR          keep the databases, logs and nginx files in DIR between runs (default: a
                     temp dir removed at the end)
  --no-demo          an empty database stays empty (import feeds into it with
                     DATABASE_URL=<the primary's, printed at start> npm run import -- FILE)
  --no-page-cache    nginx passes every request on instead of keeping pages`;

let values: {
  web?: string;
  port?: string;
  dir?: string;
  'no-demo'?: boolean;
  'no-page-cache'?: boolean;
  help?: boolean;
};
try {
  ({ values } = parseArgs({
    options: {
      web: { type: 'string' },
      port: { type: 'string' },
      dir: { type: 'string' },
      'no-demo': { type: 'boolean' },
      'no-page-cache': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const webProcesses = wholeNumberArg(values.web, { fallback: 2, name: '--web', max: 32, usage: USAGE });
// 0 asks for a free port.
const port =
  values.port === '0'
    ? 0
    : wholeNumberArg(values.port, { fallback: 8080, name: '--port', max: 65_535, usage: USAGE });

const log = (line: string) => console.log(`cluster: ${line}`);
let cluster: Awaited<ReturnType<typeof startCluster>>;
try {
  cluster = await startCluster({
    dir: values.dir,
    webProcesses,
    port,
    seedDemo: !values['no-demo'],
    pageCache: !values['no-page-cache'],
    log,
  });
} catch (error) {
  console.error(`cluster: not started: ${(error as Error).message}`);
  process.exit(1);
}
log(`site ready at ${cluster.origin} (logs in ${cluster.dir}/logs; Ctrl-C stops everything)`);

let stopping = false;
const onSignal = async () => {
  if (stopping) return;
  stopping = true;
  log('stopping');
  await cluster.stop();
  log('stopped');
  process.exit(0);
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
