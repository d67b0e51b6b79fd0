/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';

/**
 * `npm run art` with no name renders every out-of-date picture: hours on a machine without the masters.
 * An option it does not know (a helper once typed `--help`, which then started that run) must stop it
 * before anything is rendered, and say which options there are.
 */
const run = (...args: string[]) => spawnSync(process.execPath, ['scripts/art/render.mjs', ...args], { encoding: 'utf8', env: { ...process.env, PATH: '' } });

test('an unknown option renders nothing and lists the options', () => {
  const result = run('--dry-run');
  expect(result.status).toBe(2);
  expect(result.stderr).toContain('Unknown option --dry-run: nothing rendered.');
  expect(result.stderr).toContain('--quick');
});

test('--help prints the usage and renders nothing', () => {
  const result = run('--help');
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(/^Usage: node scripts\/art\/render\.mjs/);
  expect(result.stdout).toContain('--no-generate');
});
