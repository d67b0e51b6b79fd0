# Run by digest.mjs inside Blender: builds a scene with build.py (ART_BUILD_ONLY: no render) and prints a digest of
# every object (name, type, transform, material; for a mesh its vertex and face counts, materials and the sum of its
# vertex coordinates; for a lamp its kind, energy and colour) and of the world's nodes (the sky's sun, dust and air,
# every input's value), so a refactor of a builder can be checked against the scene it built before in about a
# minute, where a render check takes several and compares pixels only where the camera looks.
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
    elif o.type == 'LIGHT':  # a lamp's kind, energy and colour (the sun's come from scene options, not from geometry)
        rec += [o.data.type, round(o.data.energy, 5), [round(c, 5) for c in o.data.color]]
    h.update(repr(rec).encode())
# the world's nodes (the sky's sun, dust and air, the grades and tints laid over it), each input's value
w = bpy.context.scene.world
for n in sorted(w.node_tree.nodes, key=lambda n: n.name) if w and w.node_tree else ():
    rec = [n.name, n.bl_idname]
    if n.type == 'TEX_SKY':
        rec += [round(n.sun_elevation, 5), round(n.sun_rotation, 5), n.sun_disc, round(n.dust_density, 5), round(n.air_density, 5)]
    for i in n.inputs:
        if hasattr(i, 'default_value'):
            try:
                rec.append([round(x, 5) for x in i.default_value])
            except TypeError:
                rec.append(round(i.default_value, 5) if isinstance(i.default_value, float) else i.default_value)
    h.update(repr(rec).encode())
print('DIGEST', h.hexdigest(), len(bpy.data.objects), flush=True)
