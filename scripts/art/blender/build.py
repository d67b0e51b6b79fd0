# The one generic builder: blender -b --factory-startup -P build.py -- scene.json
# A scene file names a builder ("bedroom", "bathroom", "coast", ...), its parameters and one or more
# shots (camera + output file + size). The scene is built once and rendered from every shot.
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import bpy  # noqa: E402

import lib  # noqa: E402
import rooms  # noqa: E402
import places  # noqa: E402
import interiors  # noqa: E402
import town  # noqa: E402
import ruins2  # noqa: E402

BUILDERS = {
    'bedroom': rooms.room_scene,
}
BUILDERS.update(places.BUILDERS)
BUILDERS.update(interiors.BUILDERS)
BUILDERS.update(town.BUILDERS)
BUILDERS.update(ruins2.BUILDERS)


def main():
    argv = sys.argv[sys.argv.index('--') + 1:] if '--' in sys.argv else []
    only = set(argv[1:])
    with open(argv[0]) as f:
        sd = json.load(f)
    t0 = time.time()
    sc = lib.reset()
    cams, tods = BUILDERS[sd['builder']](sc, sd)
    built = time.time() - t0
    if os.environ.get('ART_BUILD_ONLY'):
        print(f"BUILT {sd.get('name', '?')} {len(bpy.data.objects)} objects in {built:.1f}s", flush=True)
        return
    cur = sd['tod']
    for shot in sd['shots']:
        if only and shot['id'] not in only:
            continue
        t1 = time.time()
        tod = shot.get('tod') or tods.get(shot['kind']) or sd['tod']
        # a shot's own sun azimuth takes effect only with an hour of its own (a new world and sun): at the hour already
        # built it is not applied, since a new world would drop what the builder added to this one (clouds, the sky's
        # grade, a low sun through windows). A shot that needs its own light at the same hour needs a scene of its own
        # (as bay-sorrento and bay-amalfi have)
        if tod != cur:
            lib.world_sky(sc, tod, shot.get('sun_azimuth', sd['sun_azimuth']))
            cur = tod
        t = lib.TOD[tod]
        lib.setup_render(sc, shot['width'], shot['height'], shot.get('engine', sd.get('engine', 'EEVEE')), shot.get('samples', sd.get('samples', 48)),
                         t['exp'] + shot.get('exposure', 0.0) + sd.get('exposure', 0.0))
        c = dict(cams.get(shot['kind'], {}), **shot.get('camera', {}))
        cam = lib.camera(sc, c['pos'], c['target'], c.get('lens', 28), c.get('shift_y', 0.0), c.get('shift_x', 0.0), name='cam_' + shot['id'])
        sc.camera = cam
        sc.render.filepath = os.path.abspath(shot['out'])
        bpy.ops.render.render(write_still=True)
        print(f"RENDERED {shot['id']} {shot['width']}x{shot['height']} {time.time() - t1:.1f}s (scene built in {built:.1f}s)", flush=True)


main()
