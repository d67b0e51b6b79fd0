/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The room pictures' alt text is written from today's scenes, so it must be written only for the pictures
 * just rendered: a picture whose new render was not kept still shows the old room. A run with no picture
 * named, an option it does not know (`--help` once ran it over all 48) or a name that is no room picture
 * writes nothing.
 */
const run = (...args: string[]) => spawnSync(process.execPath, ['scripts/art/alt-text.mjs', ...args], { encoding: 'utf8' });
const manifest = () => readFileSync('content/images.json', 'utf8');

test.each([
  [[], 'No picture named: nothing written.'],
  [['--all'], 'Unknown option --all: nothing written.'],
  [['room-no-such-room-1'], 'Not a room picture or room scene: room-no-such-room-1. Nothing written.'],
])('%j writes nothing and says why', (args, message) => {
  const before = manifest();
  const result = run(...args);
  expect(result.status).toBe(2);
  expect(result.stderr).toContain(message);
  expect(manifest()).toBe(before);
});

test('--help prints the usage and writes nothing', () => {
  const before = manifest();
  const result = run('--help');
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(/^Usage: node scripts\/art\/alt-text\.mjs <id \| room scene>/);
  expect(manifest()).toBe(before);
});
