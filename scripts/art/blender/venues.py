# The outdoor venues' own pieces: the Amalfi roof (the SkyBar under its canopy, the lounge, the infinity
# pool) and the assets only they use: market parasols with real canopies (ribs, panels that sag between
# them, a valance), a fluted bar counter, back-lit bottle shelves, bar stools, pendant lamps, lanterns,
# olive trees and clipped shrubs in planters, a DJ booth.
# Coordinates of the roof: x across, y toward the sea (+y), z up from the deck (the builder moves it all
# to the roof's height).
import math

import bmesh
import bpy

import assets as A
from lib import (box, soft_box, cyl, lathe, sphere, paint, plain, wood, linen, marble, brass, glass, emission, tiles, point_light,
                 area_light, world_sky, col, rng, link, cached, _mat, _bare_mat, _coord, _noise, _ramp, _mapping, _bump, _shade)
from rooms import style


def _smooth(ob, angle=60):
    for p in ob.data.polygons:
        p.use_smooth = True
    ob.data.use_auto_smooth = True
    ob.data.auto_smooth_angle = math.radians(angle)
    return ob


def _mesh(name, verts, faces, mat, smooth=True):
    me = bpy.data.meshes.new(name)
    me.from_pydata(verts, [], faces)
    me.validate()
    ob = link(bpy.data.objects.new(name, me))
    me.materials.append(mat)
    if smooth:
        _smooth(ob)
    return ob


def tube(name, pts, r, mat, resolution=3):
    """A round rod along a polyline (a rib, a branch, a rail, a cable): a bevelled curve."""
    cu = bpy.data.curves.new(name, 'CURVE')
    cu.dimensions = '3D'
    cu.bevel_depth = r
    cu.bevel_resolution = resolution
    sp = cu.splines.new('POLY')
    sp.points.add(len(pts) - 1)
    for p, (x, y, z) in zip(sp.points, pts):
        p.co = (x, y, z, 1)
    cu.materials.append(mat)
    return link(bpy.data.objects.new(name, cu))


def ring(name, x, y, z, R, r, mat, verts=40):
    """A torus lying flat (a stool's foot ring, a lamp's rim)."""
    prof = [(R + r * math.cos(a), r * math.sin(a)) for a in [k * math.tau / 10 for k in range(11)]]
    return lathe(name, x, y, z, prof, mat, verts)


# ---------------------------------------------------------------- materials


def canopy_mat(c):
    """Parasol cloth: a woven canvas that lets some light through (lit from the sun above)."""
    c = col(c)

    def make():
        m, nt, b = _mat('canopy')
        v = _coord(nt)
        n = _noise(nt, v, 6, 3, 0.5)
        cc = _ramp(nt, n.outputs['Fac'], [(0.3, _shade(c, 0.96)), (0.7, _shade(c, 1.02))])
        nt.links.new(cc, b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.9
        b.inputs['Specular'].default_value = 0.15
        b.inputs['Sheen'].default_value = 0.4
        b.inputs['Subsurface'].default_value = 0.25
        b.inputs['Subsurface Color'].default_value = (*c, 1)
        wv = nt.nodes.new('ShaderNodeTexWave')
        wv.inputs['Scale'].default_value = 160
        nt.links.new(v, wv.inputs['Vector'])
        _bump(nt, b, wv.outputs['Fac'], 0.06, 0.002)
        m.use_backface_culling = False
        return m

    return cached(('canopy', c), make)


def onyx_glow(c='#ffb766', w=3.0):
    """A back-lit onyx panel: warm light with soft veins (the wall behind the bottles)."""
    c = col(c)

    def make():
        m, nt = _bare_mat('onyx')
        v = nt.nodes.new('ShaderNodeTexCoord').outputs['Object']
        n = nt.nodes.new('ShaderNodeTexNoise')
        n.inputs['Scale'].default_value = 1.2
        n.inputs['Detail'].default_value = 3
        n.inputs['Distortion'].default_value = 2.5
        nt.links.new(v, n.inputs['Vector'])
        wv = nt.nodes.new('ShaderNodeTexWave')
        wv.inputs['Scale'].default_value = 1.6
        wv.inputs['Distortion'].default_value = 7
        wv.inputs['Detail'].default_value = 2
        nt.links.new(n.outputs['Color'], wv.inputs['Vector'])
        r = nt.nodes.new('ShaderNodeValToRGB')
        els = r.color_ramp.elements
        els[0].position, els[0].color = 0.0, (*_shade(c, 0.45), 1)
        els[1].position, els[1].color = 1.0, (*_shade(c, 1.0), 1)
        e2 = els.new(0.55)
        e2.color = (*_shade(c, 0.85), 1)
        nt.links.new(wv.outputs['Fac'], r.inputs[0])
        e = nt.nodes.new('ShaderNodeEmission')
        nt.links.new(r.outputs[0], e.inputs[0])
        e.inputs[1].default_value = w
        o = nt.nodes.new('ShaderNodeOutputMaterial')
        nt.links.new(e.outputs[0], o.inputs[0])
        return m

    return cached(('onyx', c, w), make)


def tinted_glass(c, glow=0.0):
    """Coloured bottle glass: see-through enough that a light behind it shows through, tinted."""
    c = col(c)

    def make():
        m, nt, b = _mat('bottleglass')
        b.inputs['Base Color'].default_value = (*c, 1)
        b.inputs['Roughness'].default_value = 0.06
        b.inputs['Specular'].default_value = 0.8
        b.inputs['Alpha'].default_value = 0.82
        b.inputs['Emission'].default_value = (*c, 1)
        b.inputs['Emission Strength'].default_value = glow
        m.blend_method = 'BLEND'
        m.shadow_method = 'NONE'
        m.show_transparent_back = False
        return m

    return cached(('tglass', c, glow), make)


def fluted_mat(c, pitch=0.05, rough=0.4, name='fluted', along='x'):
    """Vertical flutes by bump (for surfaces seen from afar; the counter's front is real geometry)."""
    c = col(c)

    def make():
        m, nt, b = _mat(name)
        b.inputs['Base Color'].default_value = (*c, 1)
        b.inputs['Roughness'].default_value = rough
        return m

    return cached(('fluted', c, pitch, rough, along), make)


# ---------------------------------------------------------------- assets


def market_parasol(x, y, r=1.5, h=2.6, c='#f3efe6', ribs=8, pole='#6b4a32', base=True, rise=0.5):
    """A market parasol: a wooden pole with a hub and ribs, a canvas canopy whose panels sag between the
    ribs, a short valance along the edge, a finial, a heavy square base."""
    pole_m = wood(pole, scale=3, name='parasolpole') if pole.startswith('#6') or pole.startswith('#8') else plain(pole, 0.35, 0.6, name='parasolpole')
    cm = canopy_mat(c)
    top = h
    NR, per = 12, 10
    NS = ribs * per
    seg = math.tau / ribs
    verts, faces = [], []
    for i in range(NR + 1):
        t = 0.02 + 0.98 * i / NR
        for j in range(NS):
            th = j * math.tau / NS
            frac = (th % seg) / seg
            r_edge = r * math.cos(seg / 2) / math.cos((frac - 0.5) * seg)
            rr = t * r_edge
            z = top - rise * t ** 1.25 - 0.05 * t * math.sin(math.pi * frac)
            verts.append((x + rr * math.cos(th), y + rr * math.sin(th), z))
    for i in range(NR):
        for j in range(NS):
            a, b2 = i * NS + j, i * NS + (j + 1) % NS
            faces.append((a, b2, b2 + NS, a + NS))
    base_i = len(verts)
    # the valance: a strip hanging 12 cm from the edge
    for j in range(NS):
        vx, vy, vz = verts[NR * NS + j]
        verts.append((vx, vy, vz - 0.12))
    for j in range(NS):
        a, b2 = NR * NS + j, NR * NS + (j + 1) % NS
        faces.append((a, b2, base_i + (j + 1) % NS, base_i + j))
    ob = _mesh('canopy', verts, faces, cm)
    sol = ob.modifiers.new('thick', 'SOLIDIFY')
    sol.thickness = 0.006
    # pole, hub, ribs under the canopy and stretchers to the runner
    cyl('ppole', x, y, 0.0, top + 0.05, 0.028, pole_m, 16)
    sphere('finial', x, y, top + 0.08, 0.045, pole_m, seg=16)
    cyl('phub', x, y, top - 0.06, top + 0.01, 0.05, pole_m, 16)
    cyl('prunner', x, y, top - 0.85, top - 0.72, 0.045, pole_m, 16)
    rib_m = plain('#e8e2d6', 0.5, name='rib')
    for k in range(ribs):
        th = k * seg
        pts = []
        for q in range(7):
            t = 0.05 + 0.95 * q / 6
            pts.append((x + t * r * math.cos(th), y + t * r * math.sin(th), top - rise * t ** 1.25 - 0.012))
        tube('rib', pts, 0.008, rib_m)
        mid = 0.5
        tube('stretcher', [(x + 0.05 * math.cos(th), y + 0.05 * math.sin(th), top - 0.78),
                           (x + mid * r * math.cos(th), y + mid * r * math.sin(th), top - rise * mid ** 1.25 - 0.02)], 0.006, rib_m)
    if base:
        stone = plain('#3a3a38', 0.5, name='pbase')
        box('pbase', x - 0.26, x + 0.26, y - 0.26, y + 0.26, 0.0, 0.07, stone, bevel=0.01)


def fluted_front(x0, x1, y, z0, z1, depth, pitch, mat, facing='-y'):
    """A fluted panel (round-backed vertical flutes) along x at y, bulging toward `facing`."""
    n = max(1, int(round((x1 - x0) / pitch)))
    per = 6
    verts, faces = [], []
    sgn = -1 if facing == '-y' else 1
    N = n * per
    for i in range(N + 1):
        u = i / N
        xx = x0 + (x1 - x0) * u
        ph = (i % per) / per
        off = depth * math.sin(math.pi * ph)
        for zz in (z0, z1):
            verts.append((xx, y + sgn * off, zz))
    for i in range(N):
        a = 2 * i
        faces.append((a, a + 2, a + 3, a + 1) if sgn < 0 else (a, a + 1, a + 3, a + 2))
    ob = _mesh('flutes', verts, faces, mat, smooth=True)
    ob.data.auto_smooth_angle = math.radians(80)
    return ob


def _turn(objs, cx, cy, deg):
    """Turn the given objects' meshes about (cx, cy) by deg degrees (only plain meshes)."""
    a = math.radians(deg)
    ca, sa = math.cos(a), math.sin(a)
    for ob in objs:
        if ob.type == 'MESH':
            for v in ob.data.vertices:
                dx, dy = v.co.x - cx, v.co.y - cy
                v.co.x, v.co.y = cx + dx * ca - dy * sa, cy + dx * sa + dy * ca
        else:
            dx, dy = ob.location.x - cx, ob.location.y - cy
            ob.location.x, ob.location.y = cx + dx * ca - dy * sa, cy + dx * sa + dy * ca
            ob.rotation_euler.z += a


def _new(fn):
    before = set(bpy.data.objects)
    fn()
    return [o for o in bpy.data.objects if o not in before]


def bar_stool(x, y, facing, seat='#e9e1d2'):
    """A counter stool: a brushed brass pedestal with a foot ring, a round upholstered seat and a low back."""
    b = brass(c='#b8954a', rough=0.3)
    pad = linen(seat, name='stoolpad', bump=0.4)

    def make():
        lathe('stoolbase', 0, 0, 0, [(0.0, 0.0), (0.2, 0.0), (0.2, 0.012), (0.06, 0.03), (0.0, 0.03)], b, 40)
        cyl('stoolpost', 0, 0, 0.02, 0.66, 0.022, b, 16)
        ring('stoolring', 0, 0, 0.3, 0.17, 0.011, b)
        for k in range(3):
            a = k * math.tau / 3
            tube('spoke', [(0, 0, 0.3), (0.17 * math.cos(a), 0.17 * math.sin(a), 0.3)], 0.008, b)
        lathe('stoolseat', 0, 0, 0.66, [(0.0, 0.0), (0.19, 0.0), (0.205, 0.02), (0.205, 0.07), (0.19, 0.09), (0.0, 0.095)], pad, 40)
        back = soft_box('stoolback', -0.17, 0.17, -0.2, -0.14, 0.76, 0.98, pad)
        cyl('backpost', 0, -0.19, 0.72, 0.8, 0.012, b, 8)

    objs = _new(make)
    _turn(objs, 0, 0, facing)
    for o in objs:
        o.location.x += x
        o.location.y += y


def pendant(x, y, z_top, drop, on, c='#ffd7a0', r=0.13):
    """A glass globe pendant on a thin cord from the ceiling at z_top."""
    cord = plain('#1c1f21', 0.5, name='cable')
    tube('cord', [(x, y, z_top), (x, y, z_top - drop + r)], 0.004, cord)
    cyl('pcap', x, y, z_top - drop + r - 0.02, z_top - drop + r + 0.03, 0.03, brass(c='#b8954a'), 16)
    g = emission(c, 6.0) if on else plain('#f3efe6', 0.1, name='opal', spec=0.6)
    sphere('globe', x, y, z_top - drop, r, g, seg=32)
    if on:
        point_light('pend', (x, y, z_top - drop - r - 0.02), 35, col(c), 0.1, shadow=False)


def lantern(x, y, z, on, h=0.34, power=3):
    """A table lantern: a brass frame around a glass chimney with a candle (`power` W of light when lit)."""
    b = brass(c='#b8954a', rough=0.35)
    cyl('lbase', x, y, z, z + 0.025, 0.075, b, 24)
    cyl('lcap', x, y, z + h - 0.03, z + h, 0.075, b, 24)
    lathe('lhandle', x, y, z + h, [(0.05, 0.0), (0.04, 0.05), (0.0, 0.06)], b, 16)
    for k in range(4):
        a = k * math.pi / 2 + math.pi / 4
        cyl('lpost', x + 0.07 * math.cos(a), y + 0.07 * math.sin(a), z + 0.02, z + h - 0.02, 0.005, b, 6)
    lathe('lglass', x, y, z + 0.025, [(0.065, 0.0), (0.065, h - 0.06)], glass(), 24)
    cyl('lcandle', x, y, z + 0.025, z + 0.11, 0.025, plain('#f4eee2', 0.6, name='wax'), 16)
    if on:
        sphere('flame', x, y, z + 0.125, 0.01, emission('#ffc46b', 12), scale=(1, 1, 1.8), seg=10)
        point_light('lant', (x, y, z + 0.3), power, (1.0, 0.7, 0.38), 0.08, shadow=False)


def olive_tree(x, y, z, h=2.6, seed=0, crown=1.0, seg=10):
    """A clipped olive: a twisted trunk splitting into branches, silver-green crowns in clusters."""
    r = rng(seed)
    bark = plain('#5f5446', 0.9, name='bark')
    leaf = A.foliage('#7d8a5e', name='olive')
    leaf2 = A.foliage('#66744c', name='olive2')
    tube('trunk', [(x, y, z - 0.05), (x + 0.06, y - 0.03, z + h * 0.2), (x - 0.03, y + 0.02, z + h * 0.34)], 0.07, bark)
    tips = []
    for k in range(5):
        a = k * math.tau / 5 + r.random() * 0.6
        d = 0.45 + r.random() * 0.3
        tip = (x + math.cos(a) * d * crown, y + math.sin(a) * d * crown, z + h * (0.6 + r.random() * 0.15))
        tube('branch', [(x - 0.03, y + 0.02, z + h * 0.3), ((x + tip[0]) / 2, (y + tip[1]) / 2, z + h * 0.45), tip], 0.03, bark)
        tips.append(tip)
    for (tx, ty, tz) in tips:
        for q in range(20):
            sphere('olivecl', tx + r.uniform(-0.5, 0.5) * crown, ty + r.uniform(-0.5, 0.5) * crown, tz + r.uniform(-0.1, 0.55),
                   r.uniform(0.14, 0.27) * crown, leaf if q % 3 else leaf2, scale=(1, 1, 0.8), seg=seg)


def shrub_row(x0, x1, y0, y1, z, h, seed=0, c='#4f6b3a'):
    """A clipped hedge: overlapping rounded clumps filling the trough."""
    r = rng(seed)
    m = A.foliage(c, name='hedge')
    m2 = A.foliage(_hex_shade(c, 0.8), name='hedge2')
    L = max(x1 - x0, y1 - y0)
    n = max(2, int(L / 0.28))
    along_x = (x1 - x0) >= (y1 - y0)
    for k in range(n):
        t = (k + 0.5) / n
        cx = x0 + (x1 - x0) * t if along_x else (x0 + x1) / 2
        cy = (y0 + y1) / 2 if along_x else y0 + (y1 - y0) * t
        w = (y1 - y0) if along_x else (x1 - x0)
        sphere('hedge', cx + r.uniform(-0.05, 0.05), cy + r.uniform(-0.05, 0.05), z + h * r.uniform(0.55, 0.7), w * r.uniform(0.5, 0.62),
               m if k % 3 else m2, scale=(1, 1, h / w * 0.95), seg=40)  # fine enough not to show facets at hero size


def _hex_shade(c, f):
    c = c.lstrip('#')
    v = [min(255, int(int(c[i:i + 2], 16) * f)) for i in (0, 2, 4)]
    return '#%02x%02x%02x' % tuple(v)


def grasses(x, y, z, r=0.35, h=0.7, seed=0, c='#9a9a62'):
    """Ornamental grass: a fountain of thin blades."""
    rr = rng(seed)
    m = A.foliage(c, name='grass')
    for k in range(40):
        a = rr.random() * math.tau
        d = rr.random() * r * 0.4
        bx, by = x + math.cos(a) * d, y + math.sin(a) * d
        lean = 0.15 + rr.random() * 0.35
        hh = h * (0.6 + 0.4 * rr.random())
        tube('blade', [(bx, by, z), (bx + math.cos(a) * lean * 0.3, by + math.sin(a) * lean * 0.3, z + hh * 0.6),
                       (bx + math.cos(a) * lean, by + math.sin(a) * lean, z + hh)], 0.006, m)


def planter(x0, x1, y0, y1, h, mat):
    box('planter', x0, x1, y0, y1, 0, h, mat, bevel=0.015)
    box('psoil', x0 + 0.04, x1 - 0.04, y0 + 0.04, y1 - 0.04, h - 0.06, h - 0.03, plain('#3a2e25', 0.95, name='soil'))


def rug(x0, x1, y0, y1, c, border):
    box('rug', x0, x1, y0, y1, 0.0, 0.012, linen(c, name='outrug', bump=0.8), bevel=0.004)
    for (a0, a1, b0, b1) in ((x0 + 0.12, x1 - 0.12, y0 + 0.12, y0 + 0.18), (x0 + 0.12, x1 - 0.12, y1 - 0.18, y1 - 0.12),
                             (x0 + 0.12, x0 + 0.18, y0 + 0.12, y1 - 0.12), (x1 - 0.18, x1 - 0.12, y0 + 0.12, y1 - 0.12)):
        box('rugband', a0, a1, b0, b1, 0.012, 0.0135, linen(border, name='rugband'))


def cushion_mat(c, name='cushion', weave=0.5, wrinkle=0.15):
    """Outdoor cushion canvas (the `cushion` option of the loungers): a solution-dyed acrylic in a soft stone colour,
    a faint mottle, a plain canvas weave (crossed bands ~2 mm apart: read as a fine tooth in the light, not as a
    pattern) and broad soft wrinkles where the cloth is pulled over the foam."""
    c = col(c)

    def make():
        m, nt, b = _mat(name)
        v = _coord(nt)
        n = _noise(nt, v, 3.0, 3, 0.5)
        cc = _ramp(nt, n.outputs['Fac'], [(0.3, _shade(c, 0.95)), (0.7, _shade(c, 1.03))])
        nt.links.new(cc, b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.88
        b.inputs['Specular'].default_value = 0.25
        b.inputs['Sheen'].default_value = 0.35
        b.inputs['Sheen Tint'].default_value = 0.5
        # the weave: warp and weft as bands along x and y (object coordinates), multiplied; soft wrinkles over them
        ws = []
        for d in ('X', 'Y'):
            wv = nt.nodes.new('ShaderNodeTexWave')
            wv.wave_type = 'BANDS'
            wv.bands_direction = d
            wv.inputs['Scale'].default_value = 170
            wv.inputs['Distortion'].default_value = 0.4
            nt.links.new(v, wv.inputs['Vector'])
            ws.append(wv.outputs['Fac'])
        from lib import _math
        weave_h = _math(nt, 'MULTIPLY', ws[0], ws[1])
        wr = _noise(nt, v, 5.0, 2, 0.5)
        hgt = _math(nt, 'MULTIPLY_ADD', wr.outputs['Fac'], wrinkle * 10.0, _math(nt, 'MULTIPLY', weave_h, weave))
        _bump(nt, b, hgt, 0.25, 0.002)
        return m

    return cached(('cushion', name, c, weave, wrinkle), make)


def _pipe_loop(name, x0, x1, y0, y1, z, r, rc, mat, seg=4, sides=6):
    """Piping along a cushion's seam: a thin round cord round a rectangle (x0..x1, y0..y1) at height z, its corners
    rounded with radius rc, as a plain mesh (so it turns and tilts with the cushion's vertices)."""
    pts = []
    for (cx, cy, a0) in ((x1 - rc, y0 + rc, -90), (x1 - rc, y1 - rc, 0), (x0 + rc, y1 - rc, 90), (x0 + rc, y0 + rc, 180)):
        for k in range(seg + 1):
            a = math.radians(a0 + 90 * k / seg)
            pts.append((cx + rc * math.cos(a), cy + rc * math.sin(a)))
    n = len(pts)
    verts, faces = [], []
    for i, (px, py) in enumerate(pts):
        qx, qy = pts[(i + 1) % n]
        ox, oy = pts[i - 1]
        tx, ty = qx - ox, qy - oy
        tl = math.hypot(tx, ty) or 1.0
        nx, ny = ty / tl, -tx / tl  # outward (the loop runs counter-clockwise)
        for k in range(sides):
            a = math.tau * k / sides
            verts.append((px + nx * r * math.cos(a), py + ny * r * math.cos(a), z + r * math.sin(a)))
    for i in range(n):
        for k in range(sides):
            a, b2 = i * sides + k, i * sides + (k + 1) % sides
            faces.append((a, b2, ((i + 1) % n) * sides + (k + 1) % sides, ((i + 1) % n) * sides + k))
    return _mesh(name, verts, faces, mat)


def _cushion(name, x0, x1, y0, y1, z0, z1, mat, pipe_mat, o):
    """A boxed cushion (the loungers' `cushion` option): foam under canvas, its top crowned a little (`crown` m) and its
    edges rounded (`round` m), a piped seam round the top and the bottom edge (`pipe`: the cord's radius, 0: none;
    `seam`: how far in from the faces it runs, a share of the rounding).
    Returns its objects (the cushion, its piping)."""
    me = bpy.data.meshes.new(name)
    bm = bmesh.new()
    bmesh.ops.create_cube(bm, size=1.0)
    bmesh.ops.subdivide_edges(bm, edges=bm.edges[:], cuts=5, use_grid_fill=True)
    cr = o.get('crown', 0.012)
    for v in bm.verts:
        u, w, t = v.co.x * 2, v.co.y * 2, v.co.z + 0.5
        v.co.x = x0 + (u + 1) / 2 * (x1 - x0)
        v.co.y = y0 + (w + 1) / 2 * (y1 - y0)
        v.co.z = z0 + t * (z1 - z0) + cr * t * (1 - abs(u) ** 3) * (1 - abs(w) ** 3)
    bm.to_mesh(me)
    bm.free()
    ob = link(bpy.data.objects.new(name, me))
    me.materials.append(mat)
    rd = o.get('round', 0.03)
    md = ob.modifiers.new('bev', 'BEVEL')
    md.width = rd
    md.segments = 3
    md.limit_method = 'ANGLE'
    md.angle_limit = math.radians(50)
    sub = ob.modifiers.new('sub', 'SUBSURF')
    sub.levels = sub.render_levels = 1
    for p in me.polygons:
        p.use_smooth = True
    out = [ob]
    pr = o.get('pipe', 0.0055)
    if pr:
        k = o.get('seam', 0.15) * rd  # the seam sits on the rounded edge, a share of the rounding in from each face
        for zz, nm in ((z1 - k, 'pipetop'), (z0 + k, 'pipebot')):
            out.append(_pipe_loop(nm, x0 + k, x1 - k, y0 + k, y1 - k, zz, pr, rd * 0.8, pipe_mat))
    return out


def modern_lounger(x, y, facing, frame='#8a6a48', pad='#f1ece2', towel=None, cushion=None):
    """A low teak sun lounger with a thick cushion, its back raised, a folded towel at its foot.
    cushion (the rooftop's option `cushion`; None: the old soft white blocks): boxed cushions in canvas (cushion_mat)
    with rounded edges and a piped seam, a dict of `c` (the canvas), `pipe_c` (the piping's colour), `crown`, `round`,
    `pipe`, `seam` (_cushion), `weave` and `wrinkle` (cushion_mat's bump)."""
    fr = wood(frame, scale=2.5, name='loungerwood')
    m = linen(pad, name='loungerpad', bump=0.3)
    if cushion:
        cm = cushion_mat(cushion.get('c', '#e0d6c4'), weave=cushion.get('weave', 0.5), wrinkle=cushion.get('wrinkle', 0.15))
        pm = cushion_mat(cushion.get('pipe_c', '#bcae98'), name='piping', weave=0.0, wrinkle=0.0)

    def make():
        box('lside', -0.36, -0.32, -1.0, 1.0, 0.18, 0.3, fr, bevel=0.008)
        box('lside', 0.32, 0.36, -1.0, 1.0, 0.18, 0.3, fr, bevel=0.008)
        box('lend', -0.36, 0.36, -1.0, -0.96, 0.18, 0.3, fr, bevel=0.008)
        for (a, b) in ((-0.34, -0.97), (0.34, -0.97), (-0.34, 0.94), (0.34, 0.94)):
            box('lleg', a - 0.025, a + 0.025, b - 0.03, b + 0.03, 0.0, 0.18, fr, bevel=0.005)
        if cushion:
            _cushion('lpad', -0.31, 0.31, -0.96, 0.3, 0.26, 0.36, cm, pm, cushion)
            backs = _cushion('lback', -0.31, 0.31, 0.31, 1.0, 0.26, 0.36, cm, pm, cushion)
        else:
            soft_box('lpad', -0.31, 0.31, -0.96, 0.3, 0.26, 0.36, m)
            backs = [soft_box('lback', -0.31, 0.31, 0.3, 1.0, 0.26, 0.36, m)]
        a = math.radians(38)
        for back in backs:
            for v in back.data.vertices:
                dy, dz = v.co.y - 0.3, v.co.z - 0.3
                v.co.y = 0.3 + dy * math.cos(a) - dz * math.sin(a)
                v.co.z = 0.3 + dy * math.sin(a) + dz * math.cos(a)
        if towel:
            soft_box('towel', -0.24, 0.24, -0.9, -0.62, 0.36, 0.42, linen(towel, name='towel', bump=0.8))

    objs = _new(make)
    _turn(objs, 0, 0, facing)
    for o in objs:
        o.location.x += x
        o.location.y += y


def side_table(x, y, top='#e6e0d4', h=0.45, r=0.22):
    cyl('stop', x, y, h - 0.03, h, r, plain(top, 0.3, name='sidetop'), 32)
    cyl('sstem', x, y, 0.0, h - 0.03, r * 0.55, plain(top, 0.4, name='sidetop2'), 32, r2=r * 0.35)


def spirits_bottle(x, y, z, kind, c, glow):
    """Bar bottles of several shapes: a tall spirit bottle, a square-shouldered gin, a squat liqueur, a wine bottle."""
    g = tinted_glass(c, glow)
    if kind == 0:
        prof = [(0.0, 0), (0.036, 0), (0.038, 0.01), (0.038, 0.2), (0.03, 0.24), (0.013, 0.27), (0.012, 0.32), (0.0, 0.322)]
    elif kind == 1:
        prof = [(0.0, 0), (0.042, 0), (0.044, 0.01), (0.044, 0.17), (0.04, 0.19), (0.014, 0.21), (0.013, 0.25), (0.0, 0.252)]
    elif kind == 2:
        prof = [(0.0, 0), (0.048, 0), (0.05, 0.01), (0.05, 0.12), (0.035, 0.15), (0.012, 0.17), (0.012, 0.21), (0.0, 0.212)]
    else:
        prof = [(0.0, 0), (0.036, 0), (0.037, 0.01), (0.037, 0.19), (0.02, 0.25), (0.013, 0.27), (0.013, 0.31), (0.0, 0.312)]
    lathe('sbottle', x, y, z, prof, g, 24)
    top = prof[-1][1]
    cyl('scap', x, y, z + top - 0.03, z + top + 0.005, prof[-2][0] + 0.002, plain('#2a2420', 0.4, name='cap') if kind != 1 else brass(), 12)
    if kind in (0, 3):
        lathe('slabel', x, y, z + 0.06, [(prof[3][0] + 0.001, 0), (prof[3][0] + 0.001, 0.08)], plain('#efe6d2', 0.7, name='label'), 24)


def cocktail(kind, x, y, z):
    """Drinks: 0 a coupe (rose), 1 a highball (amber, orange wheel), 2 a martini with an olive, 3 a spritz in a wine glass."""
    g = glass()
    if kind == 0:
        lathe('coupe', x, y, z, [(0.042, 0), (0.044, 0.004), (0.006, 0.012), (0.004, 0.1), (0.02, 0.108), (0.045, 0.125), (0.058, 0.15)], g, 48)
        lathe('cdrink', x, y, z + 0.106, [(0.0, 0), (0.02, 0.003), (0.042, 0.017), (0.05, 0.032), (0.0, 0.032)], A.liquid('#e58f9a'), 48)
    elif kind == 1:
        lathe('highball', x, y, z, [(0.0, 0), (0.034, 0), (0.036, 0.008), (0.036, 0.15)], g, 48)
        lathe('hdrink', x, y, z + 0.01, [(0.0, 0), (0.033, 0), (0.033, 0.105), (0.0, 0.105)], A.liquid('#e0892e'), 48)
        for k in range(3):
            box('ice', x - 0.015 + k * 0.01, x + 0.01 + k * 0.01, y - 0.012, y + 0.013, z + 0.085 + k * 0.008, z + 0.11 + k * 0.008, glass((0.95, 0.97, 1.0)))
        wheel = cyl('orange', 0, 0, -0.003, 0.003, 0.03, plain('#f0a030', 0.45, name='garnish'), 32)
        wheel.rotation_euler.x = math.radians(90)
        wheel.location = (x + 0.036, y, z + 0.135)
    elif kind == 2:
        lathe('martini', x, y, z, [(0.04, 0), (0.042, 0.004), (0.005, 0.012), (0.004, 0.1), (0.07, 0.168), (0.072, 0.17)], g, 48)
        lathe('mdrink', x, y, z + 0.1, [(0.0, 0), (0.058, 0.055), (0.0, 0.055)], A.liquid('#ebe3c0'), 48)
        tube('pick', [(x - 0.03, y, z + 0.19), (x + 0.02, y, z + 0.12)], 0.0015, plain('#2a2420', 0.4, name='cap'))
        sphere('mol', x + 0.008, y, z + 0.15, 0.011, plain('#6b7b2b', 0.4, name='olivefruit'), seg=12)
    else:
        lathe('spritz', x, y, z, [(0.0, 0), (0.036, 0), (0.038, 0.004), (0.005, 0.012), (0.0045, 0.09), (0.035, 0.11), (0.046, 0.15), (0.043, 0.2)], g, 48)
        lathe('sdrink', x, y, z + 0.094, [(0.0, 0), (0.03, 0.012), (0.043, 0.05), (0.044, 0.07), (0.0, 0.07)], A.liquid('#ef6a2a'), 48)


# ---------------------------------------------------------------- the roof


def _amalfi():
    acc = dict(throw='#2f7f8a', cushion='#c8744f', head='#d9c6a8', chair='#2f7f8a', sofa='#2f7f8a', lampbase='#e8dcc6', book='#8a3b2a',
               art=['#2f7f8a', '#e9dcc6', '#c8744f'], rug=['#d8c7a8', '#b79a78'], slats='#233548')
    return style('amalfi', acc)


def roof(sc, sd):
    """Amalfi's roof, 38 m above the promenade: the SkyBar under a slim canopy on the +x side (a fluted
    counter with a marble top, stools, back-lit bottle shelves, pendants), the lounge in the middle (sofas
    around low tables on rugs, lanterns, olive trees in planters, festoon lights from the canopy to posts)
    and the infinity pool on the -x side (loungers under market parasols), the bay and the lit headland
    beyond."""
    s = _amalfi()
    tod = sd['tod']
    t = world_sky(sc, tod, sd['sun_azimuth'], night=sd.get('night_sky'))  # night_sky 'deep': the DJ card's deep-blue night
    lamps = t['lamps']
    Z = 38.0
    lit = sd.get('lit', 0.0)
    A.ocean(sc, size=2400, res=8, repeat=8, z=0.0, y=1300)
    bay2 = sd.get('bay2')
    if bay2:
        # the headland's town, the islands and the sky of town2.bay_backdrop (terraced hill town, rocky islands,
        # clouds) instead of the terrain domes with box houses and ball trees below
        import town2
        town2.bay_backdrop(sc, sd, bay2)
    else:
        head = A.terrain('headland', 900, 1200, 600, 420, 200, 12, z0=-30)
        A.terrain('island1', -900, 3200, 700, 260, 150, 13, z0=-30)
        A.terrain('island2', 1500, 4800, 900, 300, 220, 14, z0=-30)
    dn = sd.get('dinner')
    if isinstance(dn, dict) and dn.get('sky'):
        _graded_sky(sc, dn['sky'])
    if sd.get('land2'):
        # the land behind the hotel as town2's terraced hill town facing the roof (stone-framed windows, shutters,
        # tiled roofs, churches, nature's olives, pines and cypresses) instead of the box town on a smooth dome
        _land2(sc, sd, sd['land2'])
    else:
        land = A.terrain('town', 0, -400, 900, 700, 80, 22, z0=-6, rough=0.5)
        A.town(land, -800, 800, -900, -70, sd.get('town', 220), 23, zmin=1, lit=lit, trees=sd.get('trees', 600), face=sd.get('town_face', '-y'))
    if not bay2:
        # the town along the headland's shore, facing the bay (its windows lit at dusk)
        A.town(head, 320, 900, 850, 1500, 160, 24, zmin=2, zmax=90, lit=lit, face='-x', trees=400)
    box('quayfar', -900, 900, -70, 30, -3, 1.6, paint('#cdbd9f', 0.8, name='quaystone'))
    box('building', -16, 16, -14, 14, 0, Z - 1.45, paint('#efece4', name='facade'))
    objs = _new(lambda: _roof_items(sd, s, t, lamps))
    for o in objs:
        o.location.z += Z
    return {}, {}


def _graded_sky(sc, o):
    """Option dinner.sky (the rooftop-dining card; [gain, stops or null for buffet.DUSK_SKY]): the sky the camera sees
    graded from apricot on the sea line through rose to a dusk blue (the physical dusk read grey-cream over an orange
    band), with the clouds (sky.clouds, from bay2) kept as light and shade on the gradient (o[2]: how much, default 1).
    The world that lights and is mirrored is left as it was."""
    import buffet
    from lib import elevation_ramp
    gain, stops = o[0], o[1]
    stops = tuple((p, tuple(c)) for p, c in stops) if stops else buffet.DUSK_SKY
    nt = sc.world.node_tree
    mixs = next(n for n in nt.nodes if n.type == 'MIX_SHADER')
    bg_cam = mixs.inputs[2].links[0].from_node
    sky_rgb = next(n for n in nt.nodes if n.type == 'TEX_SKY').outputs[0]
    seen = bg_cam.inputs[0].links[0].from_socket if bg_cam.inputs[0].links else sky_rgb
    # the clouds: the gradient darkened or lightened as the clouds change the physical sky's brightness (its ratio,
    # `k` of it, held within 0.55..1.7), so they keep the gradient's hue (their colour difference read violet on blue)
    k = o[2] if len(o) > 2 else 1.0

    def lum(sock):
        bw = nt.nodes.new('ShaderNodeRGBToBW')
        nt.links.new(sock, bw.inputs[0])
        return bw.outputs[0]

    def op(kind, a, b):
        m = nt.nodes.new('ShaderNodeMath')
        m.operation = kind
        for i, v in enumerate((a, b)):
            if isinstance(v, (int, float)):
                m.inputs[i].default_value = v
            else:
                nt.links.new(v, m.inputs[i])
        return m.outputs[0]

    ratio = op('DIVIDE', lum(seen), op('MAXIMUM', lum(sky_rgb), 0.002))
    ratio = op('ADD', op('MULTIPLY', op('SUBTRACT', ratio, 1.0), k), 1.0)
    ratio = op('MINIMUM', op('MAXIMUM', ratio, 0.55), 1.7)
    add = nt.nodes.new('ShaderNodeMix')
    add.data_type, add.blend_type = 'RGBA', 'MULTIPLY'
    add.inputs['Factor'].default_value = 1.0
    nt.links.new(elevation_ramp(nt, stops, 'B_SPLINE'), add.inputs[6])
    cc = nt.nodes.new('ShaderNodeCombineColor')
    for ch in ('Red', 'Green', 'Blue'):
        nt.links.new(ratio, cc.inputs[ch])
    nt.links.new(cc.outputs[0], add.inputs[7])
    bg = nt.nodes.new('ShaderNodeBackground')
    nt.links.new(add.outputs[2], bg.inputs[0])
    bg.inputs[1].default_value = gain
    nt.links.new(bg.outputs[0], mixs.inputs[2])


def _land2(sc, sd, o):
    """Option `land2` of the roof: the land side (-y) as town2's terraced hill town, built in its own frame (shore
    along x, inland +y) and turned 180 degrees (town2._moved), so its houses face the roof and the sea: its mean
    shore line at y = shore_y of the roof, town2's x = x_center behind the roof (the headland end toward +x, behind
    the bar). Optional clouds (sky.py) as in town2.bay_backdrop. o: the options."""
    import town2
    sh = o.get('shore_y', -60.0)
    xc = o.get('x_center', 700.0)
    town = dict(shore_y=360.0, x_tip=o.get('x_tip', 160.0), town_x=o.get('town_x', [150, 1250]), hill_step=o.get('hill_step', 2.0),
                churches=o.get('churches', [[800, 4], [560, 7], [1000, 2]]), upper_trees=o.get('upper_trees', 1800), parasols=0,
                hill_top=o.get('hill_top', 175.0), hill_k=o.get('hill_k', 330.0))
    # default off (roof-golden): the slope above the town in groves and maquis with outcrops (town2's `upper`, in
    # place of the scattered `upper_trees`), groves along the skyline as the cameras see it (`ridge`, its cams in
    # town2's frame: x = x_center - x, y = shore_y + 360 - y), the slope's colours (`ground`)
    for k in ('upper', 'ridge', 'ground'):
        if o.get(k):
            town[k] = o[k]
    town2._moved(lambda: town2.hill_town(town, lit=sd.get('lit', 0.0), seed=o.get('seed', 7)), (xc, sh + 360.0, 0.0), 180)
    if o.get('clouds'):
        c = o['clouds']
        import sky
        sky.clouds_from(sc, sd['tod'], sd['sun_azimuth'], c)


def hedge_mat(c='#3e5c2c'):
    """A clipped box hedge's face: small leaf cells (Voronoi, darker at their edges), broader light and dark
    patches, a deep bump; the leaf cards of `box_hedge` break its outline."""
    cc0 = col(c)

    def make():
        import nature as N
        return N.foliage_mat('boxhedge', [(0.0, _shade(cc0, 0.35)), (0.1, _shade(cc0, 0.75)), (0.3, _shade(cc0, 1.1))], 45.0,
                             (2.5, 3, 0.55, [(0.3, (0.75, 0.78, 0.72)), (0.7, (1.2, 1.2, 1.05))]), 0.6, 0.65, 0.3, (0.7, 0.03),
                             sheen=0.3)

    return cached(('boxhedge', c), make)


def box_hedge(g, x0, x1, y0, y1, z0, z1, seed=0, rb=0.1, density=1400):
    """A clipped box hedge: a rounded block with a leafy face (hedge_mat), and small leaf cards in tufts over its
    top and sides (on the same rounded box: the inner box grown by rb), so its outline is soft, not a slab."""
    import nature as N
    from mathutils import Vector
    r = rng(seed)
    soft_box('boxhedge', x0 + 0.025, x1 - 0.025, y0 + 0.025, y1 - 0.025, z0, z1 - 0.025, hedge_mat(), level=2)
    leaves = [N.leaf_mat('#38552a', 'boxleaf'), N.leaf_mat('#4b6c34', 'boxleaf2'), N.leaf_mat('#2e4823', 'boxleaf3'),
              N.leaf_mat('#5d7d3c', 'boxleaf4')]
    lo = Vector((x0 + rb, y0 + rb, z0 + rb))
    hi = Vector((x1 - rb, y1 - rb, z1 - rb))
    W, D, H = x1 - x0, y1 - y0, z1 - z0
    faces = [('z', W * D), ('x0', D * H), ('x1', D * H), ('y0', W * H), ('y1', W * H)]
    tot = sum(a for _, a in faces)
    for _ in range(int(tot * density)):
        u = r.random() * tot
        for f, a in faces:
            if u < a:
                break
            u -= a
        q = Vector((r.uniform(x0, x1), r.uniform(y0, y1), r.uniform(z0 + 0.05, z1)))
        if f == 'z':
            q.z = z1
        elif f == 'x0':
            q.x = x0
        elif f == 'x1':
            q.x = x1
        elif f == 'y0':
            q.y = y0
        else:
            q.y = y1
        c = Vector((min(max(q.x, lo.x), hi.x), min(max(q.y, lo.y), hi.y), min(max(q.z, lo.z), hi.z)))
        n = q - c
        if n.length < 1e-6:
            continue
        n.normalize()
        p = c + n * (rb - 0.015)
        d = (n + Vector((r.gauss(0, 0.5), r.gauss(0, 0.5), r.gauss(0, 0.5) + 0.2))).normalized()
        N.spray(g, leaves, p, d, r, n=4, L=0.04, W=0.02, spread=1.1, length=0.04)


def _roof_items(sd, s, t, lamps):
    day = not lamps
    # floor: large pale stone pavers; teak around the pool
    pavers = tiles('#cdc4b6', '#a9a093', 0.6, 0.4, 0.05, name='pavers', rows=0.5)
    # the deck around the pool's basin (x -15.4..-4, y -1..14)
    for (a0, a1, b0, b1) in ((-16, 16, -14, -1.0), (-4.0, 16, -1.0, 14), (-16, -15.4, -1.0, 14)):
        box('deck', a0, a1, b0, b1, -1.45, 0.0, pavers)
    teak = wood('#9a7656', planks=True, scale=1.2, name='teak', dir_x=False)
    box('pooldeck', -16, -1.2, -6.5, -1.5, 0.0, 0.03, teak)
    box('pooldeckE', -3.6, -1.2, -1.5, 14, 0.0, 0.03, teak)
    # edges: glass balustrades with a slim rail (the pool's far side is an infinity edge instead)
    rail_s = dict(s)
    _group_z(lambda: A.railing(-3.6, 16, 13.9, rail_s, h=1.1))
    _group_z(lambda: A.railing(-14, 13.9, -15.9, rail_s, h=1.1, along='y'))
    _group_z(lambda: A.railing(-14, 13.9, 15.9, rail_s, h=1.1, along='y'))
    _group_z(lambda: A.railing(-16, 16, -13.9, rail_s, h=1.1))
    # the infinity pool: x -15.4..-4, y -1..14; its water runs to the roof's edge and over it into a
    # gutter below the deck (the glass guard stands in the gutter, its top at the water's level)
    mosaic = tiles('#5fb8c0', '#e6efee', 0.05, 0.2, 0.08, name='mosaic')
    box('poolfloor', -15.4, -4.0, -1.0, 13.98, -1.4, -1.3, mosaic)
    box('poolwallS', -15.6, -4.0, -1.2, -1.0, -1.4, 0.03, mosaic)
    box('poolwallW', -15.6, -15.4, -1.2, 14.0, -1.4, 0.03, mosaic)
    box('poolwallE', -4.0, -3.8, -1.2, 14.0, -1.4, 0.03, mosaic)
    p2 = sd.get('pool2')
    if p2:
        # option pool2 (the amenities hero): water that reads as water (pool_water2), its level lowered below a band
        # of glass mosaic at the waterline, the coping a quieter stone lipping 2 cm over the water
        _pool2(p2)
    else:
        coping = marble('#efece6', '#c4beb4', 0.3, name='coping')
        box('copingS', -15.8, -3.6, -1.5, -1.0, 0.0, 0.05, coping, bevel=0.01)
        box('copingW', -16, -15.4, -1.5, 13.98, 0.0, 0.05, coping, bevel=0.01)
        box('copingE', -4.0, -3.6, -1.5, 13.98, 0.0, 0.05, coping, bevel=0.01)
        water = pool_water()
        box('water', -15.4, -4.0, -1.0, 14.02, -0.3, -0.02, water)
        box('weir', -15.4, -4.0, 13.98, 14.06, -0.9, -0.03, plain('#2c4d55', 0.2, name='weir'))
    box('gutter', -16, -3.6, 14.06, 14.8, -1.0, -0.9, plain('#3b4448', 0.5, name='gutter'))
    box('gutterwall', -16, -3.6, 14.75, 14.8, -1.0, -0.35, paint('#efece4', name='facade'))
    # the bar under its canopy on the +x side
    _bar(s, lamps)
    # the lounge: three groups of sofas around low tables on rugs, lanterns
    if sd.get('dinner'):
        import venues_extra  # dinner tables in place of the lounge (the rooftop-dining card); imports this module
        venues_extra.rooftop_dinner(lamps, sd['dinner'] if isinstance(sd['dinner'], dict) else None)
    else:
        _lounge(s, lamps)
    # loungers along the pool's east side, their backs raised away from the water, parasols between pairs;
    # two more at the south end facing the sea
    # pool2's `towels`: a folded towel on every lounger along the deck, teal and ivory by turns (else every other one teal)
    tw = p2.get('towels') if isinstance(p2, dict) else None
    for i, ly in enumerate((0.2, 1.4, 4.4, 5.6, 8.6, 9.8)):
        modern_lounger(-2.45, ly, -90, towel=(tw[i % len(tw)] if tw else '#2f6f7a' if i % 2 else None), cushion=sd.get('cushion'))
    for i, py in enumerate((2.9, 7.1, 11.8)):
        market_parasol(-2.3, py, r=1.5, h=2.55, c='#f1ece2', pole='#8a6a48')
        side_table(-2.0, py + (0.55 if i < 2 else -0.6), h=0.42, r=0.17)
        if day and i == 0:
            cocktail(3, -2.0, py + 0.55, 0.42)
    for i, lx in enumerate((-13.2, -11.9, -8.2, -6.9)):
        modern_lounger(lx, -4.0, 180, towel='#f4efe6' if i % 2 else None, cushion=sd.get('cushion'))
    for px in (-12.55, -7.55):
        market_parasol(px, -5.6, r=1.5, h=2.55, c='#f1ece2', pole='#8a6a48')
    # planters: olive trees at the corners, hedges in long troughs between the pool and the lounge
    trav = plain('#d8cfbf', 0.6, name='travertine')
    # option hedges2: nature's olives (branch skeletons and leaf sprays) over lavender in the corner planters and
    # clipped box hedges with a leafy face (box_hedge) in the troughs, instead of the clusters of green balls
    h2 = sd.get('hedges2')
    if h2:
        import nature as N
        gh = N.Geo('roofplants')
        lav = [N.leaf_mat('#7f8f72', 'lavleaf'), N.leaf_mat('#6a7d5c', 'lavleaf2')]
    skip = h2.get('skip_olives', []) if isinstance(h2, dict) else []  # corners whose olive would stand before a camera
    for i, (px, py, sd_) in enumerate(((0.3, 12.9, 1), (-1.0, -8.0, 2), (7.8, 12.6, 3), (-15.0, -12.5, 4), (7.6, -12.6, 5))):
        planter(px - 0.55, px + 0.55, py - 0.55, py + 0.55, 0.75, trav)
        if h2 and i in skip:
            for k in range(5):
                a = k * math.tau / 5
                N.shrub(gh, px + math.cos(a) * 0.3, py + math.sin(a) * 0.3, 0.7, rad=0.24, seed=60 + sd_ * 5 + k, n=50, leaf=0.06,
                        flat=1.0, mats=lav)
        elif h2:
            N.olive(gh, px, py, 0.72, h=2.9, seed=sd_ + 10, lod=0)
            for k in range(4):
                a = k * math.tau / 4 + math.pi / 4
                N.shrub(gh, px + math.cos(a) * 0.36, py + math.sin(a) * 0.36, 0.7, rad=0.2, seed=40 + sd_ * 4 + k, n=40, leaf=0.06,
                        flat=1.0, mats=lav)
        else:
            olive_tree(px, py, 0.72, h=2.5, seed=sd_, seg=sd.get('olive_seg', 10))  # 10: faceted when seen close (happy hour: 28)
    for (y0, y1) in ((-0.5, 4.5), (6.0, 11.0)):
        planter(-0.9, -0.1, y0, y1, 0.6, trav)
        if h2:
            box_hedge(gh, -0.88, -0.12, y0 + 0.03, y1 - 0.03, 0.52, 1.12, seed=int(y0 * 10) + 50)
        else:
            shrub_row(-0.86, -0.14, y0 + 0.05, y1 - 0.05, 0.55, 0.55, seed=int(y0 * 10) + 50)
    if h2:
        gh.flush()
    # festoon lights from the canopy's edge across the lounge to slim posts by the pool hedge
    # (option dinner.festoon [power, ys]: the rooftop-dining card's brighter, warmer strings at its own ys)
    fest = sd['dinner'].get('festoon') if isinstance(sd.get('dinner'), dict) else None
    for k, yy in enumerate(fest[1] if fest else (-4.0, 1.5, 7.0)):
        A.string_lights((8.9, yy, 3.05), (-0.5, yy + 1.2, 3.3), 16, 0.45, power=(fest[0] if fest else 2.2) if lamps else 0.0, posts=(None, 0.0))
    if sd.get('dj'):
        _dj_booth(lamps)
    if sd.get('happy'):
        import venues_extra  # drinks at golden hour on the counter (the happy-hour card); imports this module
        h = sd['happy']
        venues_extra.happy_hour(h[0], h[1], (h[2], h[3]), h[4])


def pool_water():
    """The pool's water: opaque turquoise that glows a little from the tiles below, a glossy surface with a
    slight ripple that reflects the sky (EEVEE's transmission would leave the basin looking empty)."""
    def make():
        m, nt, b = _mat('poolwater')
        c = col('#1f8391')
        b.inputs['Base Color'].default_value = (*c, 1)
        b.inputs['Roughness'].default_value = 0.02
        b.inputs['Specular'].default_value = 0.8
        b.inputs['Emission'].default_value = (*_shade(c, 0.6), 1)
        b.inputs['Emission Strength'].default_value = 0.05
        v = _coord(nt)
        n = _noise(nt, _mapping(nt, v, (1, 1.6, 1)), 3.2, 3, 0.55)
        _bump(nt, b, n.outputs['Fac'], 0.14, 0.02)
        m.shadow_method = 'NONE'
        return m

    return cached(('poolwater',), make)


def _pool2(o):
    """The infinity pool's coping, water and waterline of option pool2 (o: its options): the water's surface at
    `level` (m below the deck), a band of small glass mosaic tiles (`band` colour) on the three walls above and just
    below it, the coping (`coping` [base, vein]) lipping `lip` m over the water, the weir under the water's edge."""
    lvl = o.get('level', -0.1)
    lip = o.get('lip', 0.02)
    cb, cv = o.get('coping', ['#ece7de', '#d6cfc3'])
    coping = marble(cb, cv, 0.35, scale=0.6, name='coping2')
    box('copingS', -15.8, -3.6, -1.5, -1.0 + lip, 0.0, 0.05, coping, bevel=0.006)
    box('copingW', -16, -15.4 + lip, -1.5, 13.98, 0.0, 0.05, coping, bevel=0.006)
    box('copingE', -4.0 - lip, -3.6, -1.5, 13.98, 0.0, 0.05, coping, bevel=0.006)
    band = band_mosaic(o.get('band', '#2a6f80'))
    z0 = lvl - 0.06
    box('bandS', -15.4, -4.0, -1.0, -0.988, z0, 0.0, band)
    box('bandW', -15.4, -15.388, -1.0, 13.98, z0, 0.0, band)
    box('bandE', -4.012, -4.0, -1.0, 13.98, z0, 0.0, band)
    box('water', -15.388, -4.012, -0.988, 14.02, -0.3, lvl, pool_water2(o))
    box('weir', -15.4, -4.0, 13.98, 14.06, -0.9, lvl - 0.01, plain('#2c4d55', 0.2, name='weir'))


def band_mosaic(c, size=0.025):
    """Small square glass mosaic tiles on a pool's wall (any wall: the tiles run along x + y and up z), each tile
    its own shade of `c`, glossy, pale grout."""
    c = col(c)

    def make():
        m, nt, b = _mat('bandmosaic')
        v = _coord(nt)
        sep = nt.nodes.new('ShaderNodeSeparateXYZ')
        nt.links.new(v, sep.inputs[0])
        add = nt.nodes.new('ShaderNodeMath')
        add.operation = 'ADD'
        nt.links.new(sep.outputs[0], add.inputs[0])
        nt.links.new(sep.outputs[1], add.inputs[1])
        com = nt.nodes.new('ShaderNodeCombineXYZ')
        nt.links.new(add.outputs[0], com.inputs[0])
        nt.links.new(sep.outputs[2], com.inputs[1])
        br = nt.nodes.new('ShaderNodeTexBrick')
        br.inputs['Scale'].default_value = 1.0 / size
        br.inputs['Mortar Size'].default_value = 0.05
        br.inputs['Brick Width'].default_value = 1.0
        br.inputs['Row Height'].default_value = 1.0
        br.inputs['Bias'].default_value = 0.0
        br.offset = 0.0
        br.inputs['Color1'].default_value = (*_shade(c, 0.75), 1)
        br.inputs['Color2'].default_value = (*_shade(c, 1.3), 1)
        br.inputs['Mortar'].default_value = (*col('#c9d3d0'), 1)
        nt.links.new(com.outputs[0], br.inputs['Vector'])
        nt.links.new(br.outputs['Color'], b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.12
        b.inputs['Specular'].default_value = 0.7
        _bump(nt, b, br.outputs['Fac'], 0.5, 0.002)
        return m

    return cached(('bandmosaic', c, size), make)


def pool_water2(o):
    """Option pool2's water: deeper toward the infinity edge (`deep` at the far end, y 14) and lighter toward the
    near end (`shallow`, y -1), a sheen of fine ripples (two scales of stretched noise as a bump: `ripple` [scale,
    strength]) that breaks the sky's reflection up softly, glossy; opaque (EEVEE's transmission would leave the basin
    looking empty), lit a little from within by its own colour."""
    deep, shallow = col(o.get('deep', '#0f5566')), col(o.get('shallow', '#3aa3ad'))
    rs, rw = o.get('ripple', [9.0, 0.22])

    def make():
        m, nt, b = _mat('poolwater2')
        v = _coord(nt)
        sep = nt.nodes.new('ShaderNodeSeparateXYZ')
        nt.links.new(v, sep.inputs[0])
        mr = nt.nodes.new('ShaderNodeMapRange')
        mr.inputs['From Min'].default_value = -1.0
        mr.inputs['From Max'].default_value = 14.0
        nt.links.new(sep.outputs[1], mr.inputs['Value'])
        # a broad, faint mottle over the gradient (the tiles' shade through water of uneven light), no caustic net
        n0 = _noise(nt, _mapping(nt, v, (0.35, 0.25, 1)), 1.0, 2, 0.5)
        mx = nt.nodes.new('ShaderNodeMath')
        mx.operation = 'MULTIPLY_ADD'
        mx.inputs[1].default_value = 0.16
        nt.links.new(n0.outputs['Fac'], mx.inputs[0])
        nt.links.new(mr.outputs[0], mx.inputs[2])
        cc = _ramp(nt, mx.outputs[0], [(0.0, shallow), (0.45, tuple((a + d) / 2 for a, d in zip(shallow, deep))), (1.0, deep)])
        nt.links.new(cc, b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = o.get('rough', 0.03)
        b.inputs['Specular'].default_value = 0.7
        b.inputs['Emission Strength'].default_value = o.get('glow', 0.05)
        nt.links.new(cc, b.inputs['Emission'])
        # ripples: a fine set stretched across the wind and a broader, slower swell, summed
        n1 = _noise(nt, _mapping(nt, v, (1, 2.2, 1), (0, 0, 0.5)), rs, 3, 0.5, 0.6)
        n2 = _noise(nt, _mapping(nt, v, (1, 1.5, 1), (0, 0, -0.3)), rs * 0.28, 2, 0.5)
        add = nt.nodes.new('ShaderNodeMath')
        add.operation = 'MULTIPLY_ADD'
        add.inputs[1].default_value = 0.6
        nt.links.new(n1.outputs['Fac'], add.inputs[0])
        nt.links.new(n2.outputs['Fac'], add.inputs[2])
        _bump(nt, b, add.outputs[0], rw, 0.02)
        m.shadow_method = 'NONE'
        return m

    return cached(('poolwater2', deep, shallow, rs, rw, o.get('rough', 0.03), o.get('glow', 0.05)), make)


def _group_z(fn):
    return _new(fn)


def _bar(s, lamps):
    """The SkyBar: a canopy on slim columns over a fluted counter, stools, the back bar of lit shelves."""
    # canopy: a slim white slab with a timber soffit, on four columns, from the back wall to past the counter
    cx0, cx1, cy0, cy1, ch = 8.9, 16.0, -9.0, 9.5, 3.1
    box('canopy', cx0, cx1, cy0, cy1, ch, ch + 0.22, plain('#f2f0eb', 0.5, name='canopyslab'), bevel=0.02)
    box('soffit', cx0 + 0.05, cx1, cy0 + 0.05, cy1 - 0.05, ch - 0.03, ch, wood('#8a6b52', scale=1.5, name='soffit', dir_x=False))
    col_m = plain('#2f3336', 0.35, 0.6, name='column')
    for yy in (cy0 + 0.25, -2.5, 3.5, cy1 - 0.25):
        cyl('column', cx0 + 0.25, yy, 0.0, ch, 0.07, col_m, 20)
    # back wall with the lit shelves, x = 15.2..16
    box('backwall', 15.3, 16.0, cy0, cy1, 0.0, ch, wood('#3b2d24', name='dark', rough=0.35))
    glow = onyx_glow('#ffb870', 2.6 if lamps else 1.2)
    by0, by1 = -6.0, 6.5
    box('onyx', 15.28, 15.3, by0, by1, 1.05, 2.85, glow)
    box('backcounter', 14.5, 15.3, by0 - 0.4, by1 + 0.4, 0.0, 0.95, wood('#3b2d24', name='dark', rough=0.35), bevel=0.01)
    box('backtop', 14.45, 15.3, by0 - 0.45, by1 + 0.45, 0.95, 1.0, marble('#f2f0ec', '#8c8f93', 0.12, name='bartop'))
    shelf = glass((0.9, 0.95, 0.95))
    rb = rng(7)
    cols = ['#3b5a2c', '#7a3b1e', '#d9d2c2', '#8a5a20', '#4a6b7a', '#b48a3a', '#6a2a3a', '#c9c2a0']
    for k, zz in enumerate((1.45, 1.95, 2.45)):
        box('shelf', 14.95, 15.28, by0, by1, zz - 0.02, zz, shelf)
        box('shelfedge', 14.95, 14.97, by0, by1, zz - 0.025, zz + 0.002, brass(c='#b8954a'))
        yy = by0 + 0.12
        while yy < by1 - 0.1:
            kind = rb.randrange(4)
            spirits_bottle(15.12 + rb.uniform(-0.04, 0.04), yy, zz, kind, rb.choice(cols), 0.35 if lamps else 0.1)
            yy += rb.uniform(0.11, 0.16)
    for yy in (by0 - 0.02, (by0 + by1) / 2, by1 + 0.02):
        box('upright', 14.95, 15.28, yy - 0.02, yy + 0.02, 1.0, 2.9, brass(c='#b8954a'))
    # glasses and bottles on the back counter
    for k in range(10):
        yy = by0 + 0.3 + k * 0.35
        if k % 3 == 0:
            spirits_bottle(14.8, yy, 1.0, 3, '#2d4a2a', 0.2 if lamps else 0.0)
        else:
            lathe('glassrow', 14.75, yy, 1.0, [(0.0, 0), (0.034, 0), (0.036, 0.1)], glass(), 32)
    # the counter: along y at x 10.6..11.5, customers on the -x side
    x0, x1, y0, y1 = 10.6, 11.5, -5.5, 6.0
    box('counterbody', x0 + 0.06, x1, y0, y1, 0.1, 1.02, wood('#3b2d24', name='dark', rough=0.35))
    box('plinthrecess', x0 + 0.1, x1, y0 + 0.04, y1 - 0.04, 0.0, 0.1, plain('#1c1f21', 0.5, name='plinth'))
    flutes = plain('#c9b89c', 0.45, name='flutes')
    ob = fluted_front(y0, y1, 0, 0.1, 1.0, 0.022, 0.06, flutes, facing='-y')
    # turn the panel (built along x) to run along y, facing -x, at x0 + 0.06
    for v in ob.data.vertices:
        vx, vy = v.co.x, v.co.y
        v.co.x, v.co.y = x0 + 0.06 + vy, vx
    for yy, side in ((y0, -1), (y1, 1)):
        box('counterend', x0, x1, yy - 0.05 if side < 0 else yy, yy if side < 0 else yy + 0.05, 0.1, 1.02, flutes)
    top_m = marble('#f2f0ec', '#8c8f93', 0.12, name='bartop')
    box('countertop', x0 - 0.18, x1 + 0.05, y0 - 0.12, y1 + 0.12, 1.02, 1.08, top_m, bevel=0.012, seg=3)
    # a warm line of light under the top's overhang washing the flutes
    box('underglow', x0 - 0.14, x0 - 0.1, y0, y1, 1.0, 1.015, emission('#ffc98a', 5.0 if lamps else 0.0) if lamps else plain('#2a2420', 0.5, name='cap'))
    if lamps:
        for k in range(5):
            area_light('flutewash', (x0 - 0.15, y0 + 1 + k * 2.3, 0.98), (math.radians(170), 0, 0), 0.1, 2.2, 30, (1.0, 0.78, 0.5), shadow=False)
    b = brass(c='#b8954a', rough=0.3)
    for yy in (y0 + 0.3, y1 - 0.3):
        cyl('railpost', x0 - 0.12, yy, 0.0, 0.24, 0.012, b, 10)
    tube('footrail', [(x0 - 0.12, y0 + 0.3, 0.22), (x0 - 0.12, y1 - 0.3, 0.22)], 0.02, b)
    for k in range(8):
        bar_stool(x0 - 0.55, y0 + 0.55 + k * 1.35, -90)
    # pendants in a row over the counter
    for k in range(7):
        pendant(x0 + 0.35, y0 + 0.6 + k * 1.7, 3.07, 1.15, lamps)
    # on the counter: a row of drinks being served, a bowl of citrus, a lamp
    cocktail(0, x0 + 0.1, 0.2, 1.08)
    cocktail(1, x0 + 0.15, 0.55, 1.08)
    cocktail(2, x0 + 0.08, 0.9, 1.08)
    cocktail(3, x0 + 0.12, -2.6, 1.08)
    lathe('bowl', x0 + 0.35, 2.4, 1.08, [(0.0, 0), (0.07, 0.0), (0.12, 0.06), (0.13, 0.08)], plain('#e8e4dc', 0.3, name='ceramic'), 40)
    rc = rng(3)
    for k in range(6):
        sphere('lemon', x0 + 0.35 + rc.uniform(-0.06, 0.06), 2.4 + rc.uniform(-0.06, 0.06), 1.14 + rc.uniform(0, 0.02), 0.034,
               plain('#f2c84a' if k % 2 else '#8db34a', 0.5, name='citrus%d' % (k % 2)), scale=(1, 1, 0.88), seg=16)
    lantern(x0 + 0.2, -1.3, 1.08, lamps, h=0.28)
    lantern(x0 + 0.2, 4.2, 1.08, lamps, h=0.28)


def _lounge(s, lamps):
    ls = dict(s, sofa='#e9e3d8', cushion='#1f3550', wood_dark=plain('#2f3336', 0.4, 0.6, name='column'),
              table_top=plain('#8a6b52', 0.4, name='teaktop'), metal=plain('#2f3336', 0.4, 0.6, name='column'), vase='#c9a24a')
    c2 = dict(ls, cushion='#c8744f')
    groups = ((3.0, 9.6, ls), (3.0, 2.2, c2), (3.0, -5.2, ls))
    for (gx, gy, st) in groups:
        rug(gx - 2.4, gx + 2.4, gy - 1.8, gy + 1.8, '#d9d1c2', '#8c7b66')
        A.sofa(gx, gy - 1.15, 0, st, 2.4)          # back to -y, facing the sea
        A.armchair(gx - 1.55, gy + 0.55, -120, st, fabric='#e9e3d8', seed=1)
        A.armchair(gx + 1.55, gy + 0.55, 120, st, fabric='#e9e3d8', seed=2)
        cyl('ltable', gx, gy + 0.1, 0.34, 0.38, 0.55, st['table_top'], 48)
        cyl('ltablebase', gx, gy + 0.1, 0.0, 0.34, 0.38, plain('#d8cfbf', 0.6, name='travertine'), 48)
        lantern(gx + 0.25, gy + 0.15, 0.38, lamps)
    # drinks on the front group's table
    cocktail(0, 2.8, 9.75, 0.38)
    cocktail(3, 3.05, 9.55, 0.38)
    cocktail(1, 2.75, 2.3, 0.38)
    cocktail(2, 3.0, 2.0, 0.38)
    side_table(0.9, -6.0)
    # high tables with stools between the lounge and the bar
    for k, ty in enumerate((-2.6, 1.6, 5.8)):
        cyl('htop', 7.3, ty, 1.02, 1.05, 0.34, marble('#f2f0ec', '#8c8f93', 0.12, name='bartop'), 48)
        cyl('hstem', 7.3, ty, 0.03, 1.02, 0.03, plain('#2f3336', 0.35, 0.6, name='column'), 16)
        lathe('hbase', 7.3, ty, 0.0, [(0.0, 0), (0.26, 0), (0.26, 0.015), (0.04, 0.04), (0.0, 0.04)], plain('#2f3336', 0.35, 0.6, name='column'), 40)
        bar_stool(7.3, ty - 0.62, 0)
        bar_stool(7.3, ty + 0.62, 180)
        lantern(7.4, ty + 0.05, 1.05, lamps, h=0.26)
        if k == 1:
            cocktail(3, 7.15, ty - 0.12, 1.05)
            cocktail(0, 7.22, ty + 0.18, 1.05)


def _dj_booth(lamps):
    """A DJ booth at the pool's far end of the lounge: a walnut console, two decks and a mixer, a lit front."""
    x, y = 3.0, 12.4
    box('djbody', x - 1.2, x + 1.2, y - 0.4, y + 0.4, 0.0, 1.0, wood('#3b2d24', name='dark', rough=0.35), bevel=0.01)
    box('djfront', x - 1.2, x + 1.2, y - 0.42, y - 0.4, 0.1, 0.9, onyx_glow('#ffb870', 2.0 if lamps else 0.5))
    box('djtop', x - 1.25, x + 1.25, y - 0.45, y + 0.45, 1.0, 1.04, marble('#2d3336', '#8a8f92', 0.15, name='darktop'))
    for dx in (-0.6, 0.6):
        box('deck', x + dx - 0.25, x + dx + 0.25, y - 0.2, y + 0.25, 1.04, 1.1, plain('#1c1f21', 0.3, 0.4, name='deckbody'))
        cyl('platter', x + dx, y + 0.03, 1.1, 1.115, 0.16, plain('#2a2d30', 0.25, 0.8, name='platter'), 48)
        cyl('label', x + dx, y + 0.03, 1.115, 1.118, 0.05, emission('#5cc8ff', 2.0) if lamps else plain('#c8744f', 0.5, name='reclabel'), 32)
    box('mixer', x - 0.18, x + 0.18, y - 0.2, y + 0.22, 1.04, 1.11, plain('#1c1f21', 0.3, 0.4, name='deckbody'))
    for k in range(8):
        sphere('knob', x - 0.1 + (k % 4) * 0.065, y - 0.05 + (k // 4) * 0.12, 1.12, 0.012, emission('#ff9d5c', 3.0) if lamps else plain('#888', 0.4, name='knob'), seg=8)


# ---------------------------------------------------------------- the terrace's close-up (offers)


def _smooth_profile(pts, n=6):
    """Catmull-Rom through (radius, height) points: n steps per span, so a lathe has no visible facets."""
    out = []
    P = [pts[0]] + list(pts) + [pts[-1]]
    for i in range(1, len(P) - 2):
        p0, p1, p2, p3 = P[i - 1], P[i], P[i + 1], P[i + 2]
        for k in range(n):
            t = k / n
            t2, t3 = t * t, t * t * t
            out.append(tuple(0.5 * ((2 * p1[j]) + (-p0[j] + p2[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2 +
                                    (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3) for j in (0, 1)))
    out.append(pts[-1])
    return [(max(0.0, r), h) for r, h in out]


def _fine_lathe(name, x, y, z, pts, mat, verts=96, n=6):
    ob = lathe(name, x, y, z, _smooth_profile(pts, n), mat, verts)
    return _smooth(ob, 80)
