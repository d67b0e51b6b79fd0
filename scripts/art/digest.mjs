#!/usr/bin/env node
// Prints a digest of each named scene as Blender builds it (digest.py: every object's transform, materials and
// geometry), without rendering. Run it before and after a refactor of a builder: the same digest means the same
// scene, so the same pictures, for every shot, where a quick render compares only what one camera sees.
// Scene JSON that stays byte-identical does not prove that; a digest does (docs/ART.md "How to…").
//
// Usage: node scripts/art/digest.mjs <scene> [<scene> ...]
//   scene  a scene name (e.g. bay-home, room-family-suite; list them with allScenes() of blender/scenes.mjs)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { allScenes } from './blender/scenes.mjs';
import { usageOf } from './usage.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const names = process.argv.slice(2);
if (!names.length || names.includes('--help')) {
  console.log(usageOf(import.meta.url));
  process.exit(names.length ? 0 : 1);
}
const scenes = await allScenes();
let failed = false;
for (const name of names) {
  const scene = scenes.find((s) => s.name === name);
  if (!scene) {
    console.error(`${name}: no such scene`);
    failed = true;
    continue;
  }
  const tmp = path.join(os.tmpdir(), `vela-digest-${name}.${process.pid}.json`);
  fs.writeFileSync(tmp, JSON.stringify(scene));
  const r = spawnSync('nice', ['-n', '10', 'xvfb-run', '-a', 'blender', '-b', '--factory-startup', '-P', path.join(here, 'digest.py'), '--', tmp], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  fs.rmSync(tmp, { force: true });
  const line = (r.stdout ?? '').split('\n').find((l) => l.startsWith('DIGEST '));
  if (r.status !== 0 || !line) {
    console.error(`${name}: the build failed\n${(r.stdout ?? '').slice(-3000)}${(r.stderr ?? '').slice(-3000)}`);
    failed = true;
    continue;
  }
  const [, digest, objects] = line.split(' ');
  console.log(`${name} ${digest.slice(0, 16)} (${objects} objects)`);
}
process.exit(failed ? 1 : 0);
