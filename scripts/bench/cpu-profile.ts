// Sorts the samples of a V8 CPU profile (`node --cpu-prof`) into what a page's time is spent on.

export type CpuProfile = {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string };
    children?: number[];
  }>;
  // Microseconds of the monotonic clock (process.hrtime's on Linux), and between samples.
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};

type Frame = CpuProfile['nodes'][number]['callFrame'];

// src/shared/i18n/translator.ts's functions, as named in the (unminified) server build.
const TRANSLATOR_FUNCTIONS = new Set([
  't',
  'find',
  'lookup',
  'splitKey',
  'formatNumber',
  'categoryName',
  'TaggedText',
]);

// Read from the sampled function outwards: the first rule a frame matches names the work. Our
// components (build/server/index.js) count as React's render because React called them; a loader
// counts where it spends its time (the database, our services), or as React Router's otherwise.
const RULES: Array<[bucket: string, matches: (frame: Frame) => boolean]> = [
  [
    'i18n (translator)',
    ({ functionName, url }) =>
      /\/(react-)?i18next\//.test(url) ||
      (url.endsWith('build/server/index.js') && TRANSLATOR_FUNCTIONS.has(functionName)),
  ],
  ['database (SQLite driver, Kysely)', ({ url }) => /better-sqlite3|\/kysely\/|\/pg\//.test(url)],
  [
    'hydration data (turbo-stream)',
    ({ functionName, url }) =>
      url.includes('turbo-stream') ||
      (url.includes('react-router') &&
        ['encodeViaTurboStream', 'flatten', 'stringify', 'encode'].includes(functionName)),
  ],
  ['React render', ({ url }) => url.includes('react-dom')],
  ['our server code (services, handlers)', ({ url }) => url.endsWith('build/server/main.js')],
  ['React Router (routing, loaders)', ({ url }) => /react-router/.test(url)],
  [
    'HTTP (Fastify and plugins)',
    ({ url }) => /fastify|find-my-way|avvio|light-my-request|secure-json-parse/.test(url),
  ],
  ['compression glue (zlib streams)', ({ url }) => url.includes('zlib')],
  ['logging (pino)', ({ url }) => url.includes('pino')],
];

const IDLE = new Set(['(idle)', '(program)']);

export type ProfileSummary = {
  busyMs: number;
  buckets: Array<[string, number]>;
  // The functions that spent most time themselves (not in what they called), for a closer look.
  hottest: Array<{ name: string; bucket: string; ms: number }>;
};

function frameName({ functionName, url }: Frame): string {
  const file = url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*\/build\//, 'build/');
  return `${functionName || '(anonymous)'}${file ? ` ${file}` : ''}`;
}

// `window`: only the samples taken between these two monotonic times (µs), e.g. the load, without
// the server's start-up and shut-down.
export function summarizeProfile(
  profile: CpuProfile,
  window: { fromMicros: number; toMicros: number } | null = null,
  hottestCount = 8,
): ProfileSummary {
  const parentOf = new Map<number, number>();
  const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

  const bucketOfNode = new Map<number, string | null>();
  const bucketOf = (id: number): string | null => {
    const known = bucketOfNode.get(id);
    if (known !== undefined) return known;
    const frame = nodeById.get(id)!.callFrame;
    let bucket: string | null;
    if (IDLE.has(frame.functionName)) bucket = null;
    else if (frame.functionName === '(garbage collector)') bucket = 'garbage collection';
    else {
      const rule = RULES.find(([, matches]) => matches(frame));
      const parent = parentOf.get(id);
      bucket = rule ? rule[0] : parent === undefined ? 'other (Node internals)' : bucketOf(parent);
    }
    bucketOfNode.set(id, bucket);
    return bucket;
  };

  const totals = new Map<string, number>();
  const selfMicros = new Map<string, { bucket: string; micros: number }>();
  let busyMicros = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index] ?? 0;
    at += micros;
    if (window && (at < window.fromMicros || at > window.toMicros)) return;
    const bucket = bucketOf(id);
    if (bucket === null) return;
    busyMicros += micros;
    totals.set(bucket, (totals.get(bucket) ?? 0) + micros);
    const name = frameName(nodeById.get(id)!.callFrame);
    const entry = selfMicros.get(name) ?? { bucket, micros: 0 };
    entry.micros += micros;
    selfMicros.set(name, entry);
  });
  const buckets = [...totals.entries()]
    .map(([bucket, micros]) => [bucket, micros / 1000] as [string, number])
    .sort((a, b) => b[1] - a[1]);
  const hottest = [...selfMicros.entries()]
    .sort((a, b) => b[1].micros - a[1].micros)
    .slice(0, hottestCount)
    .map(([name, { bucket, micros }]) => ({ name, bucket, ms: micros / 1000 }));
  return { busyMs: busyMicros / 1000, buckets, hottest };
}
