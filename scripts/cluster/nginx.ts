import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// nginx from Debian's package in front of the web processes, as docs/deploy.md describes: one
// upstream holding every web process, the client's address passed on in X-Forwarded-For (the web
// processes trust loopback: TRUST_PROXY=loopback), and, unless turned off, the page cache the
// pages' Cache-Control headers ask for. It runs in the foreground as a child of the cluster
// script, with its configuration, pid file and temp files in a dir of its own.

export const NGINX_BINARY = '/usr/sbin/nginx';

export type NginxOptions = {
  dir: string;
  port: number;
  upstreams: string[];
  // nginx keeps pages for the time their Cache-Control allows (s-maxage). Off in the cluster
  // benchmark, which measures the web processes.
  pageCache: boolean;
};

export type RunningNginx = { process: ChildProcess; stop(): Promise<void> };

export function nginxConfig({ dir, port, upstreams, pageCache }: NginxOptions): string {
  const cache = pageCache
    ? `
    proxy_cache_path ${dir}/cache levels=1:2 keys_zone=pages:50m max_size=1g inactive=10m;`
    : '';
  const cacheDirectives = pageCache
    ? `
            proxy_cache pages;
            # s-maxage and Vary come from the web processes; nginx honours both.
            proxy_cache_key "$scheme$host$request_uri";
            proxy_cache_revalidate on;
            proxy_cache_background_update on;
            proxy_cache_use_stale updating error timeout http_502 http_503;
            proxy_cache_lock on;
            add_header X-Proxy-Cache $upstream_cache_status;`
    : '';
  return `# Written by the cluster script (scripts/cluster/nginx.ts); rewritten at every start.
${process.getuid?.() === 0 ? 'user www-data;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;

events {
    worker_connections 4096;
}

http {
    access_log off;
    client_body_temp_path ${dir}/client-body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;${cache}

    upstream web {
${upstreams.map((address) => `        server ${address};`).join('\n')}
        # Connections to the web processes are kept and reused.
        keepalive 64;
    }

    server {
        listen 127.0.0.1:${port};

        location / {
            proxy_pass http://web;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $http_host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
            # A web process that stopped: the request goes to another.
            proxy_next_upstream error timeout http_502;${cacheDirectives}
        }
    }
}
`;
}

// Writes the configuration, checks it with `nginx -t` and starts nginx.
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  if (!fs.existsSync(NGINX_BINARY))
    throw new Error(`nginx is not installed (no ${NGINX_BINARY}): apt-get install -y nginx`);
  fs.mkdirSync(options.dir, { recursive: true, mode: 0o755 });
  const configFile = path.join(options.dir, 'nginx.conf');
  fs.writeFileSync(configFile, nginxConfig(options));
  // -e: errors before the configuration is read go to our file, not /var/log/nginx.
  const args = ['-p', options.dir, '-c', configFile, '-e', path.join(options.dir, 'error.log')];
  const check = spawnSync(NGINX_BINARY, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its configuration ${configFile}:\n${check.stderr}`);
  const child = spawn(NGINX_BINARY, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  await waitForPort(options.port, child, () => errors);
  return {
    process: child,
    // SIGQUIT: a graceful stop (requests in flight are answered).
    stop: () => stopChild(child, 'SIGQUIT'),
  };
}

async function waitForPort(port: number, child: ChildProcess, errors: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${errors()}`);
    try {
      await fetch(`http://127.0.0.1:${port}/`, { method: 'HEAD' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not listen on 127.0.0.1:${port} within 10 s: ${errors()}`);
}

export function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
