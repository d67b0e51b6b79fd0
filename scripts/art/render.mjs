#!/usr/bin/env node
// Renders the Blender scenes (scripts/art/blender/) to master PNGs in art/renders/, then builds the site's
// files from them (generate.mjs). A scene is re-rendered only when its description or the builder's code
// changed since its master was made (a hash per picture, art/renders/<id>.hash), so `npm run art` after a small
// change is quick.
// Without Blender on the machine it skips rendering and rebuilds the files from the masters it has.
//
// Usage: node scripts/art/render.mjs [scene-or-id ...] [--force] [--quick] [--no-generate] [--mark] [--help]
//   scene-or-id  a scene (art/scenes/<name>.json, e.g. room-family-suite, bay) or an image id
//   --force      render even when the master is current
//   --quick      quarter-size (ART_QUICK_DIV=2: half), 4 samples, into /tmp/art-quick/ (for framing; nothing in public/ changes)
//   --no-generate  render only: leave the site's files (public/images) as they are
//   --mark       accept the masters on disk as current (write their hashes) without rendering
//   --help       this text
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { allScenes, RENDER_DIR } from './blender/scenes.mjs';
import { usageOf } from './usage.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const blenderDir = path.join(root, 'scripts/art/blender');
const sceneDir = path.join(root, 'art/scenes');
const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const names = args.filter((a) => !a.startsWith('--'));
// With no name the run renders every picture that is out of date (hours where the masters are absent), so
// a mistyped or unknown option (`--help`, `--dry-run`) must stop here rather than fall through to that.
const USAGE = usageOf(import.meta.url);
if (flags.has('--help')) {
  console.log(USAGE);
  process.exit(0);
}
const unknown = [...flags].filter((f) => !['--force', '--quick', '--no-generate', '--mark'].includes(f));
if (unknown.length) {
  console.error(`[art] Unknown option ${unknown.join(', ')}: nothing rendered.\n${USAGE}`);
  process.exit(2);
}
const quick = flags.has('--quick');
// --quick renders at 1/ART_QUICK_DIV of the shot's size (default 4)
const quickDiv = Number(process.env.ART_QUICK_DIV ?? 4);
fs.mkdirSync(RENDER_DIR, { recursive: true });
fs.mkdirSync(sceneDir, { recursive: true });

const hasBlender = spawnSync('blender', ['--version'], { stdio: 'ignore' }).status === 0;
/**
 * The builder's code a scene depends on: a room scene the modules it runs (a list, so that a new
 * module for the public spaces never marks the 48 room pictures out of date), the public spaces all.
 */
const ROOM_MODULES = new Set([
  'assets.py',
  'baths.py',
  'bedding.py',
  'build.py',
  'dressing.py',
  'drinks.py',
  'furniture.py',
  'lib.py',
  'nature.py',
  'rooms.py',
  'sky.py',
  'venues.py',
  'venues_extra.py',
]);
const code = (builder) =>
  fs
    .readdirSync(blenderDir)
    .filter((f) => f.endsWith('.py') && (builder !== 'bedroom' || ROOM_MODULES.has(f)))
    .sort()
    .map((f) => fs.readFileSync(path.join(blenderDir, f), 'utf8'))
    .join('\n');

// A draft shot (a camera nobody has looked at yet) is rendered only when its id is named.
const named = (shot) => names.includes(shot.id) || names.includes(shot.id.replace(/-portrait$/, ''));
const wanted = (scene, shot) => (shot.draft ? named(shot) : !names.length || names.includes(scene.name) || named(shot));
const hashFile = (shot) => path.join(RENDER_DIR, `${shot.id}.hash`);
const rendered = [];
for (const scene of allScenes()) {
  const shots = scene.shots.filter((s) => wanted(scene, s));
  if (!shots.length) continue;
  const base = { ...scene, shots: undefined };
  const src = code(scene.builder);
  const hashOf = (shot) => crypto.createHash('sha256').update(JSON.stringify(base)).update(JSON.stringify(shot)).update(src).digest('hex').slice(0, 16);
  // formatted like every JSON file of the repository (npm run format:check reads them too)
  if (!quick) fs.writeFileSync(path.join(sceneDir, `${scene.name}.json`), await prettier.format(JSON.stringify(scene), { parser: 'json' }));
  if (flags.has('--mark')) {
    // accept the masters on disk as current (e.g. after a change that does not alter the pictures)
    for (const s of shots) if (fs.existsSync(path.resolve(root, s.out))) fs.writeFileSync(hashFile(s), hashOf(s));
    continue;
  }
  let todo = shots.filter(
    (s) =>
      quick ||
      flags.has('--force') ||
      !fs.existsSync(path.resolve(root, s.out)) ||
      !fs.existsSync(hashFile(s)) ||
      fs.readFileSync(hashFile(s), 'utf8') !== hashOf(s),
  );
  if (!todo.length) continue;
  if (!hasBlender) {
    console.log(`${scene.name}: ${todo.length} picture(s) out of date, but Blender is not installed (keeping the files in public/images)`);
    continue;
  }
  if (quick) {
    const q = '/tmp/art-quick';
    fs.mkdirSync(q, { recursive: true });
    todo = todo.map((s) => ({
      ...s,
      width: Math.round(s.width / quickDiv),
      height: Math.round(s.height / quickDiv),
      samples: 4,
      out: path.join(q, path.basename(s.out)),
    }));
  }
  // the shots to render now, in a temporary scene file outside the repository; named by this process too, since
  // two people may render pictures of one scene at once (a room's bedroom and its bathroom)
  const tmp = path.join(quick ? '/tmp/art-quick' : os.tmpdir(), `${quick ? '' : 'vela-art-'}${scene.name}.${process.pid}.json`);
  fs.mkdirSync(path.dirname(tmp), { recursive: true });
  fs.writeFileSync(tmp, JSON.stringify({ ...base, shots: todo }));
  const t0 = Date.now();
  // one render at a time, at low priority: the machine stays usable. Without anisotropic filtering: llvmpipe (Mesa's
  // software GL, the only GL here) filters an image texture seen at a grazing angle by an elliptical (EWA) loop over
  // every texel under the pixel's footprint, unbounded, on one thread; Blender asks for it on every image texture node
  // (the painted prints, the cable knit), so Superior Sea View 4 sat 13 min in that loop (a 0.75 render without it: 55 s).
  // Hiding the extension from Blender leaves those textures trilinear; pictures without image textures are unchanged.
  const r = spawnSync('nice', ['-n', '10', 'xvfb-run', '-a', 'blender', '-b', '--factory-startup', '-P', path.join(blenderDir, 'build.py'), '--', tmp], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    env: { ...process.env, MESA_EXTENSION_OVERRIDE: '-GL_EXT_texture_filter_anisotropic -GL_ARB_texture_filter_anisotropic' },
  });
  if (!quick) fs.rmSync(tmp, { force: true });
  const out = `${r.stdout}\n${r.stderr}`;
  for (const line of out.split('\n')) if (line.startsWith('RENDERED')) console.log(`  ${line}`);
  if (r.status !== 0 || /Traceback|Error:/.test(out)) {
    console.error(
      out
        .split('\n')
        .filter((l) => /Error|Traceback|File "|line \d/.test(l))
        .join('\n'),
    );
    process.exit(1);
  }
  console.log(`${scene.name}: ${todo.length} picture(s), ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  if (!quick) for (const s of todo) fs.writeFileSync(hashFile(s), hashOf(s));
  rendered.push(...todo.map((s) => s.id.replace(/-portrait$/, '')));
}

if (!quick && !flags.has('--no-generate')) {
  // every id (renders, photos, or the drawn fallback for ids with neither), or only what changed
  const ids = names.length ? [...new Set(rendered)] : [];
  if (names.length && !ids.length) process.exit(0);
  const r = spawnSync('node', [path.join(root, 'scripts/art/generate.mjs'), ...ids], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
