import { Worker, type WorkerOptions } from 'node:worker_threads';

// Starts a worker thread whose entry is a module in the caller's folder. In the built server the
// entry is built as a file of its own next to the caller's bundle (scripts/build.mjs lists it);
// from sources (npm run dev, the CLI, tests) it is TypeScript, loaded through tsx, which a new
// thread must register itself.
export function startModuleThread(callerUrl: string, entry: string, options: WorkerOptions = {}): Worker {
  if (!callerUrl.endsWith('.ts')) return new Worker(new URL(`./${entry}.js`, callerUrl), options);
  const source = new URL(`./${entry}.ts`, callerUrl).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  return new Worker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`,
    { ...options, eval: true },
  );
}
