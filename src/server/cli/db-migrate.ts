import { runCli } from './cli-support.ts';

// runCli already migrates; this command exists so operators can do it on purpose before a deploy.
await runCli(async ({ config }) => {
  console.log(
    `Database ${config.database.dialect === 'sqlite' ? config.database.path : 'PostgreSQL'} is up to date.`,
  );
  return 0;
});
