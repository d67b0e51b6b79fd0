/**
 * @jest-environment node
 */
// The e2e suite's servers (playwright.config.ts webServer) must not outlive a Playwright that was killed:
// `npm test` kills a lane when another step fails, and servers left on the ports failed the next run at
// once. Playwright starts them in process groups of their own with a pipe on stdin, which this test
// does too, then kills the parent outright and waits for the server to be gone.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import config from '../../playwright.config';

const dir = mkdtempSync(path.join(tmpdir(), 'server-lifetime-'));
writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>t</title>');
const SERVERS: Record<string, string[]> = {
  'scripts/serve.mjs': ['--port', '0', '--dir', dir],
  'scripts/inbox.mjs': ['--port', '0', '--file', path.join(dir, 'inquiries.jsonl')],
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Starts `script` the way Playwright does, from a parent process, and returns the server's pid once it
 * listens, and a function that kills the parent with SIGKILL (it gets no chance to clean up).
 */
function startUnderParent(script: string, args: string[]) {
  const parentCode = `
    const { spawn } = require('node:child_process');
    const child = spawn(process.execPath, ${JSON.stringify([script, ...args])}, { stdio: ['pipe', 'pipe', 'inherit'], detached: true });
    child.stdout.on('data', (d) => { if (String(d).includes('http://localhost:')) console.log('PID ' + child.pid); });
    setInterval(() => {}, 1000);
  `;
  const parent = spawn(process.execPath, ['-e', parentCode], { stdio: ['ignore', 'pipe', 'inherit'] });
  const pid = new Promise<number>((resolve) => {
    let out = '';
    parent.stdout.on('data', (d) => {
      out += String(d);
      const m = out.match(/PID (\d+)/);
      if (m) resolve(Number(m[1]));
    });
  });
  return { pid, kill: () => parent.kill('SIGKILL') };
}

/** Servers started here: whatever a failing test leaves running is killed after it. */
const started: number[] = [];
afterEach(() => {
  for (const pid of started.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
});

/** Resolves when the process is gone (the test's timeout fails it otherwise, and afterEach ends the wait). */
async function gone(pid: number) {
  while (alive(pid)) await new Promise((r) => setTimeout(r, 50));
}

test('the e2e suite starts both servers that way', () => {
  const servers = [config.webServer].flat();
  expect(servers.map((s) => s?.command)).toEqual([expect.stringContaining('scripts/serve.mjs'), expect.stringContaining('scripts/inbox.mjs')]);
  for (const s of servers) expect(s?.command).toContain('--exit-with-parent');
});

describe.each(Object.entries(SERVERS))('%s', (script, args) => {
  test('with --exit-with-parent it stops when the program that started it is killed', async () => {
    const { pid, kill } = startUnderParent(script, [...args, '--exit-with-parent']);
    const server = await pid;
    started.push(server);
    expect(alive(server)).toBe(true);
    kill();
    await gone(server);
    expect(alive(server)).toBe(false);
  }, 20_000);
});
