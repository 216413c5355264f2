import { spawn } from 'node:child_process';

// Runs one of the command-line tools (src/server/cli/...) from the sources as an operator would,
// against `databaseUrl` (and `env` on top of the test's environment), and gives back its exit code
// and everything it printed.
export function runCli(
  script: string,
  args: readonly string[],
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        SEED_DEMO: 'false',
        FEEDS_FILE: '',
        // No model unless the test names one (empty is unset).
        AI_BASE_URL: '',
        AI_MODEL: '',
        AI_API_KEY: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}
