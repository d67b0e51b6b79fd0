# Run by digest.mjs inside Blender: builds a scene with build.py (ART_BUILD_ONLY: no render) and prints a digest of
# every object (name, type, transform, material; for a mesh its vertex and face counts, materials and the sum of its
# vertex coordinates), so a refactor of a builder can be checked against the scene it built before in about a minute,
# where a render check takes several and compares pixels only where the camera looks.
import hashlib
import os
import runpy
import sys

import bpy

os.environ['ART_BUILD_ONLY'] = '1'
blender_dir = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'blender')
sys.path.insert(0, blender_dir)
runpy.run_path(os.path.join(blender_dir, 'build.py'), run_name='__main__')
h = hashlib.sha256()
for o in sorted(bpy.data.objects, key=lambda o: o.name):
    rec = [o.name, o.type, [round(v, 5) for v in o.location], [round(v, 5) for v in o.rotation_euler], [round(v, 5) for v in o.scale],
           o.active_material.name if o.active_material else None]
    if o.type == 'MESH':
        me = o.data
        rec += [len(me.vertices), len(me.polygons), [m.name if m else None for m in me.materials]]
        co = [0.0, 0.0, 0.0]
        for v in me.vertices:
            co = [co[0] + v.co.x, co[1] + v.co.y, co[2] + v.co.z]
        rec.append([round(c, 2) for c in co])
    h.update(repr(rec).encode())
print('DIGEST', h.hexdigest(), len(bpy.data.objects), flush=True)
