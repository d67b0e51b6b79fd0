# The Buffet (Vela Amalfi, 2nd floor): a bright dining room with windows onto the sea, a marble island of
# stations (chafing dishes, bread, pastries on tiered stands, fruit, juices in glass dispensers), a back
# counter on a stone wall, and tables laid for breakfast by the windows. Builder `buffet`; its shots are
# in interiors.mjs.
# Coordinates: x across the room (-W/2..W/2), y into it (0 = the back counter wall, D = the window wall), z up.
import math

import bpy
from mathutils import Matrix

import assets as A
from lib import (box, cyl, lathe, sphere, soft_box, paint, plain, wood, linen, marble, brass, glass, liquid, emission, tiles, rattan,
                 area_light, point_light, world_sky, elevation_ramp, rng, cached, grid, plane)
from interiors import _chair


def _turn(ob, x, y, a):
    """Turn an object about the vertical through (x, y): lib's meshes carry world coordinates with the origin at
    (0, 0, 0), so setting rotation_euler alone swung rolls and croissants about the room's origin, off the island."""
    ob.matrix_world = Matrix.Translation((x, y, 0)) @ Matrix.Rotation(a, 4, 'Z') @ Matrix.Translation((-x, -y, 0))


def _chafer(x, y, z, M, r=0.2):
    """A round brass chafing dish on its stand, the lid closed: a domed lid with a knob over a deep pan."""
    cyl('chf_stand', x, y, z, z + 0.012, r + 0.02, M['brass'], 48)
    for k in range(3):
        a = math.tau * k / 3 + 0.5
        cyl('chf_leg', x + math.cos(a) * r * 0.92, y + math.sin(a) * r * 0.92, z, z + 0.1, 0.008, M['brass'], 8)
    lathe('chf_pan', x, y, z + 0.08, [(r * 0.9, 0), (r, 0.06), (r + 0.012, 0.07)], M['steel'], 48)
    lathe('chf_lid', x, y, z + 0.15, [(r + 0.01, 0), (r * 0.96, 0.05), (r * 0.75, 0.11), (r * 0.4, 0.15), (0.0, 0.16)], M['brass'], 64)
    sphere('chf_knob', x, y, z + 0.33, 0.018, M['brass'], seg=16)


def _stand(x, y, z, M, seed, tiers=3):
    """A tiered porcelain cake stand on a brass stem with small pastries on every tier."""
    r = rng(seed)
    cyl('cs_stem', x, y, z, z + 0.12 * tiers + 0.05, 0.006, M['brass'], 8)
    for t in range(tiers):
        rad = 0.16 - t * 0.04
        zz = z + 0.01 + t * 0.12
        lathe('cs_plate', x, y, zz, [(rad * 0.6, 0), (rad, 0.012), (rad + 0.005, 0.018)], M['china'], 48)
        n = int(rad * 50)
        for k in range(n):
            a = math.tau * k / n + r.random() * 0.2
            px, py = x + math.cos(a) * rad * 0.68, y + math.sin(a) * rad * 0.68
            c = M['pastry'][(k + t) % len(M['pastry'])]
            if (k + t) % 2:
                sphere('pastry', px, py, zz + 0.03, 0.022, c, scale=(1, 1, 0.7), seg=16)
            else:
                lathe('tart', px, py, zz + 0.012, [(0.018, 0), (0.022, 0.014), (0.02, 0.018), (0.0, 0.02)], c, 24)


def _fruit_bowl(x, y, z, M, seed, r=0.2):
    rr = rng(seed)
    lathe('fbowl', x, y, z, [(0.06, 0), (r * 0.7, 0.04), (r, 0.1), (r + 0.01, 0.105)], M['ceramic'], 48)
    kinds = [('#e8892a', 0.038), ('#c9382e', 0.036), ('#a6b84a', 0.036), ('#f0c94a', 0.035)]
    for k in range(22):
        a, d = rr.random() * math.tau, rr.random() ** 0.5 * r * 0.75
        c, fr = kinds[k % 4]
        sphere('fruit', x + math.cos(a) * d, y + math.sin(a) * d, z + 0.08 + 0.03 * (1 - d / r) + (k // 11) * 0.04, fr,
               plain(c, 0.45, name='fruit' + c[1:]), seg=16)


def _bread(x, y, z, M, seed):
    rr = rng(seed)
    lathe('basket', x, y, z, [(0.12, 0), (0.2, 0.05), (0.24, 0.11), (0.245, 0.12)], M['rattan'], 48)
    for k in range(12):
        a, d = rr.random() * math.tau, rr.random() ** 0.5 * 0.15
        px, py = x + math.cos(a) * d, y + math.sin(a) * d
        _turn(sphere('roll', px, py, z + 0.1 + (k // 7) * 0.03, 0.045, M['crust'], scale=(1.5, 1, 0.75), seg=16), px, py, a)


def _dispenser(x, y, z, juice, M):
    """A glass juice dispenser on a brass stand with a tap."""
    cyl('jd_stand', x, y, z, z + 0.09, 0.09, M['brass'], 32)
    lathe('jd_glass', x, y, z + 0.09, [(0.085, 0), (0.09, 0.3), (0.08, 0.32)], M['glass'], 48)
    lathe('jd_juice', x, y, z + 0.095, [(0.08, 0), (0.083, 0.24), (0.0, 0.24)], liquid(juice), 48)
    cyl('jd_lid', x, y, z + 0.41, z + 0.43, 0.09, M['brass'], 32)
    box('jd_tap', x - 0.012, x + 0.012, y - 0.13, y - 0.08, z + 0.11, z + 0.13, M['brass'])


def _breakfast_place(tx, ty, a, M, z=0.76, reach=0.28):
    """One breakfast place: a plate with a folded napkin, knife and fork, a cup of coffee on its saucer and a
    glass of orange juice."""
    ca, sa = math.cos(a), math.sin(a)
    px, py = tx + ca * reach, ty + sa * reach
    cyl('plate', px, py, z, z + 0.014, 0.13, M['china'], 48)
    cyl('plate_in', px, py, z + 0.014, z + 0.018, 0.085, M['china'], 48)
    nap = soft_box('napkin', -0.045, 0.045, -0.085, 0.085, z + 0.018, z + 0.04, M['napkin'], level=1)
    for v in nap.data.vertices:
        vx, vy = v.co.x, v.co.y
        v.co.x = vx * ca - vy * sa + px
        v.co.y = vx * sa + vy * ca + py
    for side, w in ((1, 0.011), (-1, 0.009)):
        cx, cy = px - sa * side * 0.17, py + ca * side * 0.17
        ob = box('cutlery', -0.095, 0.095, -w, w, z, z + 0.004, M['silver'])
        for v in ob.data.vertices:
            vx, vy = v.co.x, v.co.y
            v.co.x = vx * ca - vy * sa + cx
            v.co.y = vx * sa + vy * ca + cy
    # the cup to the right of the plate, the juice glass beyond it
    ux, uy = px - ca * 0.1 - sa * 0.2, py - sa * 0.1 + ca * 0.2
    cyl('saucer', ux, uy, z, z + 0.008, 0.065, M['china'], 32)
    lathe('cup', ux, uy, z + 0.008, [(0.0, 0), (0.028, 0), (0.04, 0.06), (0.042, 0.065), (0.038, 0.065)], M['china'], 32)
    cyl('coffee', ux, uy, z + 0.055, z + 0.058, 0.037, M['coffee'], 24)
    jx, jy = px - ca * 0.2 - sa * 0.12, py - sa * 0.2 + ca * 0.12
    lathe('tumbler', jx, jy, z, [(0.0, 0), (0.03, 0), (0.033, 0.1)], M['glass'], 32)
    lathe('juice', jx, jy, z + 0.004, [(0.0, 0), (0.028, 0), (0.03, 0.07), (0.0, 0.07)], M['oj'], 32)


def _platter(x, y, z, M, seed, kind):
    """A long porcelain platter on the island, heaped: croissants, rolls or cut fruit."""
    r = rng(seed)
    box('platter', x - 0.26, x + 0.26, y - 0.13, y + 0.13, z, z + 0.018, M['china'], bevel=0.008)
    if kind == 'croissant':
        # crescents: five overlapping swells along an arc, fattest in the middle, turned every which way
        for k in range(8):
            px, py = x - 0.18 + (k % 4) * 0.12 + r.uniform(-0.01, 0.01), y - 0.055 + (k // 4) * 0.11 + r.uniform(-0.01, 0.01)
            a0 = r.uniform(0, math.tau)
            for t, rad in ((-0.9, 0.011), (-0.45, 0.018), (0.0, 0.024), (0.45, 0.018), (0.9, 0.011)):
                ang = a0 + t
                qx, qy = px + math.cos(ang) * 0.032, py + math.sin(ang) * 0.032
                _turn(sphere('croissant', qx, qy, z + 0.018 + rad * 0.75, rad, M['crust'], scale=(1.0, 1.25, 0.75), seg=12), qx, qy, ang)
        return
    for k in range(14):
        px, py = x - 0.2 + (k % 7) * 0.066 + r.uniform(-0.01, 0.01), y - 0.06 + (k // 7) * 0.12 + r.uniform(-0.01, 0.01)
        if kind == 'melon':
            _turn(sphere('melon', px, py, z + 0.03, 0.028, M['pastry'][2], scale=(1.6, 0.8, 0.6), seg=12), px, py, r.uniform(-0.3, 0.3))
        else:
            sphere('roll', px, py, z + 0.034, 0.03, M['pastry'][0], scale=(1.2, 1.0, 0.8), seg=12)


def _bowl(x, y, z, M, fill, r=0.13):
    """A deep porcelain bowl filled to near its rim (yoghurt, berries, granola)."""
    lathe('bowl', x, y, z, [(0.05, 0), (r * 0.85, 0.05), (r, 0.09), (r + 0.006, 0.095)], M['china'], 48)
    cyl('bowl_fill', x, y, z + 0.07, z + 0.08, r * 0.92, fill, 32)


def _table_sq(tx, ty, M, seed, laid=False):
    """A square walnut table for four, laid for breakfast (no cloth), with its chairs; `laid`: dressed for a close view
    (a board of croissants in the middle, a carafe of orange juice, a jar of jam and the bud vase in the corners)."""
    if laid:
        crust = _crust()
        oak = wood('#9c7650', name='board', rough=0.45)
        lathe('tboard', tx, ty, 0.76, [(0.0, 0.0), (0.115, 0.0), (0.12, 0.01), (0.118, 0.02), (0.0, 0.02)], oak, 64)
        for k, (dx, dy, a) in enumerate(((-0.045, -0.03, 0.4), (0.05, -0.02, 2.9), (0.0, 0.05, 1.7))):
            croissant(tx + dx, ty + dy, 0.78, a, crust, s=0.85, seed=70 + k)
        _carafe(tx + 0.33, ty - 0.33, 0.76, '#f0a03a', h=0.22, r=0.05)
        from venues_extra import crystal, drink, _origin
        g = lathe('jar', tx - 0.33, ty - 0.33, 0.76, [(0.0, 0), (0.03, 0), (0.032, 0.06), (0.028, 0.07)], crystal(), 48)
        lathe('jam', tx - 0.33, ty - 0.33, 0.763, [(0.0, 0), (0.028, 0), (0.029, 0.05), (0.0, 0.05)], drink('#a3202a', glow=0.02), 48)
        _origin(g, (tx - 0.33, ty - 0.36, 0.79))
        cyl('jar_lid', tx - 0.33, ty - 0.33, 0.83, 0.845, 0.03, M['brass'], 32)
    box('tbl_top', tx - 0.45, tx + 0.45, ty - 0.45, ty + 0.45, 0.72, 0.76, M['walnut'], bevel=0.006)
    cyl('tbl_foot', tx, ty, 0.0, 0.72, 0.05, M['walnut'], 24, r2=0.04)
    cyl('tbl_base', tx, ty, 0.0, 0.03, 0.28, M['brass'], 48)
    for k in range(4):
        a = math.pi / 2 * k
        _breakfast_place(tx, ty, a, M)
        _chair(tx + math.cos(a) * 0.72, ty + math.sin(a) * 0.72, math.degrees(a) + 90, M)
    vx, vy = (tx + 0.33, ty + 0.33) if laid else (tx, ty)
    lathe('budvase', vx, vy, 0.76, [(0.025, 0), (0.03, 0.04), (0.01, 0.11), (0.012, 0.13)], M['vase'], 32)
    sphere('bud', vx, vy, 0.9, 0.02, plain('#e8a68f', 0.6, name='bud'), seg=12)


# ---- the breakfast station's card (a close view across the island): pastries that hold up at card size ----

def _crust():
    """Baked, egg-washed pastry: deep brown where it faces up, golden on the sides and in the grooves between the
    rolled bands (a float attribute 'groove' painted by `_sweep`), glossy, with fine flaky bump."""
    import bpy
    from lib import _coord, _noise, _bump, _ramp, srgb

    def make():
        m = bpy.data.materials.new('crust2')
        m.use_nodes = True
        nt = m.node_tree
        b = nt.nodes['Principled BSDF']
        geo = nt.nodes.new('ShaderNodeNewGeometry')
        sep = nt.nodes.new('ShaderNodeSeparateXYZ')
        nt.links.new(geo.outputs['Normal'], sep.inputs[0])
        at = nt.nodes.new('ShaderNodeAttribute')
        at.attribute_name = 'groove'
        n = _noise(nt, _coord(nt, 'Object'), 60.0, 3, 0.6)
        # fac = 0.5 + 0.45 nz - 0.55 groove + 0.15 (noise - 0.5)
        m1 = nt.nodes.new('ShaderNodeMath')
        m1.operation = 'MULTIPLY_ADD'
        nt.links.new(sep.outputs[2], m1.inputs[0])
        m1.inputs[1].default_value = 0.45
        m1.inputs[2].default_value = 0.5
        m2 = nt.nodes.new('ShaderNodeMath')
        m2.operation = 'MULTIPLY_ADD'
        nt.links.new(at.outputs['Fac'], m2.inputs[0])
        m2.inputs[1].default_value = -0.55
        nt.links.new(m1.outputs[0], m2.inputs[2])
        m3 = nt.nodes.new('ShaderNodeMath')
        m3.operation = 'MULTIPLY_ADD'
        nt.links.new(n.outputs['Fac'], m3.inputs[0])
        m3.inputs[1].default_value = 0.3
        m3.inputs[2].default_value = -0.15
        m4 = nt.nodes.new('ShaderNodeMath')
        m4.operation = 'ADD'
        m4.use_clamp = True
        nt.links.new(m2.outputs[0], m4.inputs[0])
        nt.links.new(m3.outputs[0], m4.inputs[1])
        c = _ramp(nt, m4.outputs[0], [(0.0, srgb('#f0d39a')), (0.35, srgb('#dba45a')), (0.7, srgb('#b06a2a')), (1.0, srgb('#7a4118'))])
        nt.links.new(c, b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.32
        b.inputs['Specular'].default_value = 0.45
        fl = _noise(nt, _coord(nt, 'Object'), 420.0, 2, 0.5)
        _bump(nt, b, fl.outputs['Fac'], strength=0.12, distance=0.002)
        return m

    return cached(('crust2',), make)


def _sweep(name, path, radius, mat, ring=20, zs=0.75, flat=0.35, groove=None):
    """A soft body swept along a path in the xy plane: path(t) -> (x, y), radius(t) -> r for t in 0..1, each
    cross-section an ellipse (height zs of its width) cut flat at the bottom (it rests on z = 0), the ends closed
    to a point. groove(t) (0..1) is stored per vertex for the crust's colour."""
    import bmesh
    import bpy
    n = 64
    bm = bmesh.new()
    rings = []
    vals = []
    for i in range(n + 1):
        t = i / n
        x, y = path(t)
        x2, y2 = path(min(1.0, t + 1e-3))
        x1, y1 = path(max(0.0, t - 1e-3))
        tx, ty = x2 - x1, y2 - y1
        L = math.hypot(tx, ty) or 1.0
        nx, ny = ty / L, -tx / L
        r = radius(t)
        g = groove(t) if groove else 0.0
        rv = []
        for j in range(ring):
            ph = math.tau * j / ring
            u, w = math.cos(ph) * r, math.sin(ph) * r * zs
            w = max(w, -r * zs * flat)
            rv.append(bm.verts.new((x + nx * u, y + ny * u, w + r * zs * flat)))
            vals.append(g)
        rings.append(rv)
    for a, b in zip(rings, rings[1:]):
        for j in range(ring):
            k = (j + 1) % ring
            bm.faces.new((a[j], a[k], b[k], b[j]))
    bm.faces.new(list(reversed(rings[0])))
    bm.faces.new(rings[-1])
    me = bpy.data.meshes.new(name)
    bm.to_mesh(me)
    bm.free()
    at = me.attributes.new('groove', 'FLOAT', 'POINT')
    for i, v in enumerate(vals):
        at.data[i].value = v
    for p in me.polygons:
        p.use_smooth = True
    ob = bpy.data.objects.new(name, me)
    bpy.context.scene.collection.objects.link(ob)
    me.materials.append(mat)
    return ob


def croissant(x, y, z, a, mat, s=1.0, seed=0):
    """A croissant: a crescent swept along an arc, fattest in the middle and tapering to curled points, its
    rolled bands as swells with grooves between them; turned by a about the vertical."""
    r = rng(seed)
    R, span = 0.05 * s, 1.25 + r.uniform(-0.1, 0.1)
    bands = 7

    def path(t):
        th = (t * 2 - 1) * span
        return R * math.sin(th), R * math.cos(th) - R * 0.9

    def band(t):
        return abs(math.sin(math.pi * bands * t)) ** 0.6

    def radius(t):
        e = abs(t * 2 - 1)
        return 0.033 * s * max(0.0, 1 - e ** 1.8) ** 0.55 * (0.86 + 0.14 * band(t)) + 0.002

    ob = _sweep('croissant', path, radius, mat, zs=0.72, groove=lambda t: 1 - band(t))
    ob.rotation_euler = (r.uniform(-0.04, 0.04), r.uniform(-0.04, 0.04), a)
    ob.location = (x, y, z)
    return ob


def pain_choc(x, y, z, a, mat, choc):
    """A pain au chocolat: a rounded, layered slab, the chocolate showing at both ends."""
    def path(t):
        return (t - 0.5) * 0.11, 0.0

    def radius(t):
        e = abs(t * 2 - 1)
        return 0.03 * max(0.0, 1 - e ** 6) ** 0.35 + 0.006

    ob = _sweep('painchoc', path, radius, mat, zs=0.7, groove=lambda t: 0.25 * abs(math.sin(math.pi * 3 * t)))
    ob.scale = (1.0, 1.25, 1.0)
    ob.rotation_euler = (0, 0, a)
    ob.location = (x, y, z)
    for side in (-1, 1):
        e = sphere('choc', 0, 0, 0.02, 0.008, choc, scale=(0.6, 2.2, 0.7), seg=12)
        e.location = (x + math.cos(a) * side * 0.058, y + math.sin(a) * side * 0.058, z)
        e.rotation_euler = (0, 0, a)
    return ob


def _fruit_mat(c, rough=0.45, bump=0.4, scale=900.0, name='fruit'):
    """Fruit skin: a fine dimpled bump (an orange's pores at bump 0.4, an apple's smooth skin near 0)."""
    import bpy
    from lib import _coord, _noise, _bump, col

    def make():
        m = bpy.data.materials.new(name)
        m.use_nodes = True
        nt = m.node_tree
        b = nt.nodes['Principled BSDF']
        b.inputs['Base Color'].default_value = (*col(c), 1)
        b.inputs['Roughness'].default_value = rough
        if bump:
            n = _noise(nt, _coord(nt, 'Object'), scale, 2, 0.5)
            _bump(nt, b, n.outputs['Fac'], strength=bump, distance=0.001)
        return m

    return cached(('fruit2', c, rough, bump, scale), make)


def _grapes(x, y, z, mat, seed, n=34):
    """A bunch of grapes lying on its side: berries packed in a tapering cone."""
    rr = rng(seed)
    for k in range(n):
        t = k / n
        along = t * 0.13
        rad = 0.035 * (1 - t * 0.7)
        a = rr.random() * math.tau
        d = rr.random() ** 0.5 * rad
        sphere('grape', x + along, y + math.cos(a) * d, z + 0.011 + abs(math.sin(a)) * d * 0.8, 0.0105, mat, seg=14)


def _carafe(x, y, z, juice, h=0.24, r=0.055):
    """A crystal carafe of juice (venues_extra's EEVEE glass), its origin toward the camera so it is drawn after
    the juice."""
    from venues_extra import crystal, _origin
    prof = [(0.0, 0), (r * 0.95, 0.0), (r, 0.01), (r * 1.02, h * 0.45), (r * 0.7, h * 0.68), (r * 0.42, h * 0.8), (r * 0.4, h * 0.97),
            (r * 0.5, h)]
    g = lathe('carafe', x, y, z, prof, crystal(), 64)
    # the juice opaque: EEVEE's see-through volume left the carafes looking empty against the bright room
    lathe('juice', x, y, z + 0.006, [(0.0, 0), (r * 0.93, 0.0), (r * 0.97, h * 0.42), (r * 0.8, h * 0.56), (0.0, h * 0.56)],
          plain(juice, 0.15, name='juice' + juice[1:], spec=0.6), 64)
    _origin(g, (x, y - r, z + h * 0.4))


def _urn(x, y, z, M):
    """A brushed steel coffee urn on short brass legs, a brass tap, a drip tray."""
    for k in range(3):
        a = math.tau * k / 3 + 0.3
        cyl('urn_leg', x + math.cos(a) * 0.1, y + math.sin(a) * 0.1, z, z + 0.06, 0.01, M['brass'], 12)
    brushed = plain('#c9c8c3', 0.38, 1.0, name='brushedsteel')
    cyl('urn', x, y, z + 0.06, z + 0.36, 0.125, brushed, 64)
    lathe('urn_lid', x, y, z + 0.36, [(0.127, 0), (0.12, 0.03), (0.08, 0.06), (0.0, 0.07)], brushed, 64)
    sphere('urn_knob', x, y, z + 0.445, 0.018, M['brass'], seg=16)
    cyl('urn_band', x, y, z + 0.22, z + 0.235, 0.128, M['brass'], 64)
    box('urn_tap', x - 0.012, x + 0.012, y - 0.16, y - 0.12, z + 0.1, z + 0.125, M['brass'], bevel=0.004)
    box('urn_tray', x - 0.06, x + 0.06, y - 0.2, y - 0.12, z, z + 0.012, M['steel'], bevel=0.003)


def breakfast_station(X, Y, z, M):
    """The breakfast station's card, dressed on the island around (X, Y) (the camera looks along +y across it): a
    walnut riser at the back with carafes of juice and the coffee urn, an oak board of croissants and pains au
    chocolat, a bowl of oranges, apples and grapes, jars of jam, cups stacked by the urn."""
    crust = _crust()
    oak = wood('#9c7650', name='board', rough=0.45)
    # a low walnut riser behind the board with the carafes of juice; the coffee urn and its cups on the right
    box('riser', X - 0.54, X + 0.02, Y + 0.3, Y + 0.5, z, z + 0.12, M['walnut'], bevel=0.006)
    for k, jc in enumerate(('#f0a03a', '#e2574a', '#f3c35a')):
        _carafe(X - 0.42 + k * 0.17, Y + 0.4, z + 0.12, jc)
    _urn(X + 0.3, Y + 0.36, z, M)
    for k in range(2):
        for j in range(2):
            cx, cy = X + 0.52 + k * 0.09, Y + 0.3 + j * 0.1
            cyl('saucer', cx, cy, z, z + 0.008, 0.05, M['china'], 32)
            lathe('cup', cx, cy, z + 0.008, [(0.0, 0), (0.025, 0), (0.036, 0.05), (0.038, 0.055), (0.034, 0.055)], M['china'], 32)
    # the board of pastries
    bx, by = X - 0.12, Y + 0.02
    box('board', bx - 0.3, bx + 0.3, by - 0.16, by + 0.16, z, z + 0.022, oak, bevel=0.008, seg=3)
    box('board_handle', bx + 0.3, bx + 0.38, by - 0.03, by + 0.03, z, z + 0.022, oak, bevel=0.008, seg=3)
    rr = rng(41)
    spots = [(-0.21, -0.08), (-0.08, -0.09), (0.05, -0.08), (0.18, -0.09), (-0.15, 0.05), (-0.02, 0.06)]
    for k, (dx, dy) in enumerate(spots):
        croissant(bx + dx + rr.uniform(-0.01, 0.01), by + dy, z + 0.022, rr.uniform(-0.5, 0.5) + (math.pi if k % 2 else 0), crust,
                  s=rr.uniform(0.92, 1.05), seed=50 + k)
    croissant(bx + 0.12, by + 0.06, z + 0.022, 2.9, crust, s=1.0, seed=57)
    # a wide ceramic bowl of fruit at the front right
    fx, fy = X + 0.5, Y - 0.04
    lathe('fbowl', fx, fy, z, [(0.05, 0), (0.12, 0.015), (0.17, 0.05), (0.175, 0.055)], M['ceramic'], 64)
    orange = _fruit_mat('#e8862a', 0.5, 0.5, name='orange')
    apple = _fruit_mat('#9cb84a', 0.35, 0.05, 300.0, name='apple')
    rr = rng(43)
    for k, (dx, dy, m, fr) in enumerate(((-0.06, -0.05, orange, 0.038), (0.05, -0.06, orange, 0.038), (0.0, 0.05, apple, 0.036),
                                        (-0.08, 0.05, orange, 0.037), (0.08, 0.04, apple, 0.035), (0.0, -0.0, orange, 0.038))):
        zz = z + 0.02 + fr + (0.03 if k == 5 else 0)
        sphere('fruit', fx + dx, fy + dy, zz, fr, m, scale=(1, 1, 0.94), seg=32)
    _grapes(fx + 0.02, fy - 0.11, z + 0.004, _fruit_mat('#4a2340', 0.3, 0.0, name='grape'), 44)
    # jars of jam with brass lids
    from venues_extra import crystal, drink, _origin
    for k, jc in enumerate(('#a3202a', '#e08a1a')):
        jx, jy = X + 0.22 + k * 0.08, Y + 0.2
        g = lathe('jar', jx, jy, z, [(0.0, 0), (0.03, 0), (0.032, 0.06), (0.028, 0.07)], crystal(), 48)
        lathe('jam', jx, jy, z + 0.003, [(0.0, 0), (0.028, 0), (0.029, 0.05), (0.0, 0.05)], drink(jc, glow=0.02), 48)
        _origin(g, (jx, jy - 0.03, z + 0.03))
        cyl('jar_lid', jx, jy, z + 0.07, z + 0.085, 0.03, M['brass'], 32)
    # a stack of plates at the front right
    for k in range(6):
        cyl('plate_st', X + 0.78, Y + 0.2, z + k * 0.012, z + k * 0.012 + 0.011, 0.12, M['china'], 48)


# ---- the Buffet hero's island and side wall (options `dress: 'hero'` and `side_wall`, default off) ----

def _herbs(x, y, z, seed, r=0.075):
    """A small terracotta pot of herbs: a tight dome of small leaves."""
    rr = rng(seed)
    lathe('herbpot', x, y, z, [(0.0, 0), (r * 0.75, 0), (r, 0.11), (r * 1.06, 0.12), (r * 0.95, 0.12)], plain('#b86a44', 0.7, name='terracotta'), 32)
    leaf = plain('#4f7038', 0.55, name='herbleaf')
    for k in range(40):
        a, d = rr.random() * math.tau, rr.random() ** 0.6 * r * 1.25
        hz = z + 0.12 + 0.11 * (1 - (d / (r * 1.3)) ** 2) * rr.uniform(0.5, 1.0)
        sphere('herb', x + math.cos(a) * d, y + math.sin(a) * d, hz, rr.uniform(0.018, 0.028), leaf, scale=(1.3, 0.8, 0.6), seg=10)


def _flowers(x, y, z, seed, M):
    """A tall glass vase of pale roses among leaves."""
    rr = rng(seed)
    lathe('fvase', x, y, z, [(0.0, 0), (0.06, 0), (0.075, 0.05), (0.05, 0.26), (0.06, 0.3)], M['vase'], 48)
    stem = plain('#4f6a34', 0.6, name='fstem')
    leaf = plain('#3f5e30', 0.5, name='fleaf')
    blooms = [plain(c, 0.6, name='rose' + c[1:]) for c in ('#f1dccd', '#e2a9a0', '#f7efe6', '#d98f8a')]
    for k in range(24):
        a, d = rr.random() * math.tau, 0.03 + rr.random() ** 0.6 * 0.15
        bx, by, bz = x + math.cos(a) * d, y + math.sin(a) * d, z + 0.42 + rr.uniform(0, 0.14) - d * 0.4
        cyl('fst', x + math.cos(a) * 0.02, y + math.sin(a) * 0.02, z + 0.2, bz, 0.004, stem, 6)
        rad = rr.uniform(0.024, 0.034)
        sphere('rose', bx, by, bz, rad, blooms[k % 4], scale=(1, 1, 0.75), seg=14)
        # a darker heart: the bloom's inner petals
        sphere('rose_in', bx, by, bz + rad * 0.55, rad * 0.5, blooms[(k + 1) % 4], scale=(1, 1, 0.6), seg=10)
        lx, ly = x + math.cos(a + 0.4) * d * 0.8, y + math.sin(a + 0.4) * d * 0.8
        lf = sphere('fleaf', 0, 0, 0, 0.045, leaf, scale=(1.5, 0.55, 0.3), seg=10)
        lf.location = (lx, ly, bz - 0.07)
        lf.rotation_euler = (rr.uniform(-0.5, 0.5), rr.uniform(-0.5, 0.5), a)


def _cake(x, y, z, M, seed):
    """A whole cake on a porcelain pedestal: pale sponge and cream, berries on top."""
    rr = rng(seed)
    lathe('cakestand', x, y, z, [(0.0, 0), (0.08, 0), (0.06, 0.015), (0.02, 0.03), (0.018, 0.1), (0.15, 0.11), (0.155, 0.125), (0.0, 0.125)],
          M['china'], 48)
    cyl('cake', x, y, z + 0.125, z + 0.225, 0.115, plain('#f1e6d2', 0.45, name='cream'), 48)
    cyl('cake_band', x, y, z + 0.16, z + 0.17, 0.1165, plain('#d79a5a', 0.6, name='sponge'), 48)
    berry = plain('#a11f32', 0.3, name='berry', spec=0.6)
    for k in range(14):
        a, d = rr.random() * math.tau, rr.random() ** 0.5 * 0.085
        sphere('berry', x + math.cos(a) * d, y + math.sin(a) * d, z + 0.235, 0.013, berry, seg=10)


def _dome_board(x, y, z, M, kind, seed):
    """An oak board under a tall glass dome: cheeses (wedges and a round) or charcuterie (fanned salami, folded ham,
    olives)."""
    rr = rng(seed)
    oak = wood('#9c7650', name='board', rough=0.45)
    cyl('domeboard', x, y, z, z + 0.025, 0.2, oak, 48)
    zt = z + 0.025
    if kind == 'cheese':
        for k, c in enumerate(('#f1d98a', '#f6eed6', '#e7c26a')):
            a = math.tau * k / 3 + 0.3
            px, py = x + math.cos(a) * 0.08, y + math.sin(a) * 0.08
            if k == 1:
                cyl('cheese', px, py, zt, zt + 0.05, 0.055, plain(c, 0.5, name='cheese' + c[1:]), 32)
            else:
                _turn(box('cheese', px - 0.06, px + 0.06, py - 0.035, py + 0.035, zt, zt + 0.06, plain(c, 0.5, name='cheese' + c[1:]), bevel=0.004), px, py, a)
        for k in range(8):
            sphere('grape', x + 0.02 + k * 0.012, y - 0.13 + (k % 2) * 0.02, zt + 0.012, 0.011, _fruit_mat('#6a2f4a', 0.3, 0.0, name='grape'), seg=10)
    else:
        salami = plain('#8a2a2a', 0.45, name='salami')
        for k in range(9):
            a = -0.9 + k * 0.22
            cyl('salami', x + math.cos(a) * 0.1, y + math.sin(a) * 0.1, zt + k * 0.002, zt + 0.006 + k * 0.002, 0.032, salami, 24)
        ham = plain('#d98f86', 0.5, name='ham')
        for k in range(4):
            a = 2.2 + k * 0.45
            px, py = x + math.cos(a) * 0.09, y + math.sin(a) * 0.09
            _turn(sphere('ham', px, py, zt + 0.02, 0.04, ham, scale=(1.4, 0.7, 0.5), seg=12), px, py, a)
        olive = plain('#6b7a2a', 0.3, name='olive')
        for k in range(7):
            sphere('olive', x + rr.uniform(-0.03, 0.03), y + rr.uniform(-0.03, 0.03), zt + 0.015, 0.012, olive, scale=(1.2, 1, 1), seg=10)
    lathe('dome', x, y, zt, [(0.185, 0), (0.18, 0.14), (0.14, 0.25), (0.06, 0.3), (0.0, 0.305)], M['glass'], 64)
    sphere('dome_knob', x, y, zt + 0.32, 0.02, M['brass'], seg=16)


def _loaves(x, y, z, M, seed):
    """An oak board with country loaves, one cut into slices."""
    oak = wood('#9c7650', name='board', rough=0.45)
    box('loafboard', x - 0.25, x + 0.25, y - 0.13, y + 0.13, z, z + 0.025, oak, bevel=0.006, seg=3)
    crust = plain('#9a5a2a', 0.65, name='loafcrust')
    sphere('loaf', x - 0.1, y, z + 0.06, 0.06, crust, scale=(2.0, 1.1, 0.8), seg=20)
    sphere('loaf', x + 0.13, y + 0.04, z + 0.055, 0.05, crust, scale=(1.2, 1.2, 0.9), seg=20)
    crumb = plain('#ead7b0', 0.8, name='crumb')
    for k in range(4):
        box('slice', x + 0.06 + k * 0.035, x + 0.072 + k * 0.035, y - 0.11, y - 0.01, z + 0.025, z + 0.09, crumb, bevel=0.006)


def _plate_stack(x, y, z, M, n=8):
    for k in range(n):
        cyl('plate_st', x, y, z + k * 0.012, z + k * 0.012 + 0.011, 0.12, M['china'], 48)


def hero_island(ix0, ix1, iy0, iy1, z, M):
    """The island dressed along its whole length for the hero (option `dress: 'hero'`): tall pieces (carafes and the
    urn on a riser, cake stands, glass domes, a vase of roses, juice dispensers) in a back row, low ones (boards,
    platters, baskets, bowls) in a front row, so the heights change from station to station."""
    front, back = iy0 + 0.3, iy1 - 0.3
    # the near end: the breakfast card's station (its board of croissants to the front, the carafes and the urn on a
    # riser behind) and a stack of plates in the back corner, the front corner left clear (a pot of herbs there hid the
    # croissants, and plates in front the whole station)
    _plate_stack(ix0 + 0.18, back + 0.05, z, M)
    breakfast_station(ix0 + 0.95, front, z, M)
    x = ix0 + 2.45
    _stand(x, back, z, M, 102)
    _bread(x, front, z, M, 103)
    x += 0.6
    _dome_board(x, back - 0.05, z, M, 'cheese', 104)
    _platter(x + 0.05, front - 0.02, z, M, 105, 'melon')
    x += 0.55
    _flowers(x, back, z, 106, M)
    _loaves(x + 0.1, front, z, M, 107)
    x += 0.55
    for k, jc in enumerate(('#f0a03a', '#e2574a', '#b6cf5a')):
        _dispenser(x + k * 0.22, back + 0.05, z, jc, M)
    _fruit_bowl(x + 0.3, front, z, M, 108, r=0.2)
    x += 0.95
    _cake(x, back, z, M, 109)
    _platter(x + 0.05, front, z, M, 110, 'croissant')
    x += 0.5
    _dome_board(x, back - 0.05, z, M, 'charcuterie', 111)
    _bowl(x - 0.05, front, z, M, M['fill_yog'], r=0.11)
    _bowl(x + 0.2, front, z, M, M['fill_berry'], r=0.11)
    x += 0.55
    _stand(x, back, z, M, 112, tiers=2)
    _platter(x + 0.05, front, z, M, 113, 'roll')
    x += 0.5
    _bread(x, back, z, M, 114)
    _fruit_bowl(x + 0.05, front, z, M, 115, r=0.16)
    _herbs(ix1 - 0.2, back + 0.05, z, 116)
    _plate_stack(ix1 - 0.2, front, z, M)


def side_wall(x1, D, H, M):
    """The right-hand wall (x = x1, facing -x) given life (option `side_wall`): oak slat panelling from the back
    counter to the windows, a long oil landscape in a gilt frame over a low walnut sideboard of glassware and
    bowls, a potted olive at each end."""
    from interiors import _painting
    oak = wood('#8c6645', name='slatoak', rough=0.45)
    y0, y1 = 0.9, D - 0.55
    box('slat_back', x1 - 0.012, x1, y0, y1, 0.0, H - 0.05, plain('#3a2a1e', 0.7, name='slatgap'))
    n = int((y1 - y0) / 0.09)
    for k in range(n):
        yy = y0 + k * 0.09
        box('slat', x1 - 0.04, x1 - 0.012, yy, yy + 0.065, 0.0, H - 0.05, oak)
    ym = D * 0.56
    _painting(x1 - 0.04, ym, 2.0, 3.4, 1.2, '-x', 7, pal=('#5f7a66', '#e6d6b8', '#c9d3d6'))
    # the sideboard: walnut, a stone top, glassware and bowls, lamps at its ends
    sx0, sx1, s0, s1 = x1 - 0.5, x1 - 0.04, ym - 1.7, ym + 1.7
    box('sideboard', sx0, sx1, s0, s1, 0.12, 0.82, M['walnut'], bevel=0.006)
    box('sb_top', sx0 - 0.02, sx1, s0 - 0.02, s1 + 0.02, 0.82, 0.86, marble('#f2ede6', '#b8ab9a', 0.15, 1.2, name='counter'), bevel=0.004)
    for yy in (s0 + 0.1, s1 - 0.1):
        for xx in (sx0 + 0.06, sx1 - 0.06):
            cyl('sb_leg', xx, yy, 0.0, 0.12, 0.02, M['brass'], 12)
    from venues_extra import crystal
    cr = crystal()
    zt = 0.86
    for g in range(3):
        gy = s0 + 0.7 + g * 1.0
        for k in range(9):
            gx, gyy = sx0 + 0.12 + (k % 3) * 0.1, gy - 0.1 + (k // 3) * 0.1
            lathe('glass', gx, gyy, zt, [(0.0, 0), (0.032, 0), (0.035, 0.11)], cr, 24)
    for k, yy in enumerate((s0 + 0.2, ym, s1 - 0.2)):
        lathe('sb_bowl', sx0 + 0.22, yy, zt, [(0.04, 0), (0.11, 0.05), (0.14, 0.09), (0.145, 0.095)], M['ceramic'], 48)
    for k, yy in enumerate((s0 - 0.45, s1 + 0.45)):
        A.plant(x1 - 0.35, yy, 0.0, dict(pot='#d8d0c4', leaf='#5f7050'), 1.5, seed=30 + k, pot=plain('#d8d0c4', 0.5, name='stonepot'))


def buffet(sc, sd):
    W, D, H = sd.get('w', 16.0), sd.get('d', 12.0), sd.get('h', 3.6)
    x0, x1 = -W / 2, W / 2
    t = world_sky(sc, sd['tod'], sd['sun_azimuth'])
    lamps = t['lamps']
    # option sun [elevation, shadow reach, fill, strength] (default off; as rooms.bedroom's `sun`): a low morning sun
    # through the windows (lib.low_sun), the window lights, the ceiling's bounce and the sky's light on surfaces scaled
    # by `fill` so its patches show on the floor, the tables and the island (the even grey-white light read as a render)
    fill = 1.0
    if sd.get('sun'):
        from lib import low_sun
        el, reach, fill, strength = sd['sun'][:4]
        low_sun(sc, el, sd['sun_azimuth'], reach, strength, cascades=(1, 4096))
        for nd in sc.world.node_tree.nodes:
            if nd.type == 'MIX_SHADER' and nd.inputs[1].links:
                nd.inputs[1].links[0].from_node.inputs[1].default_value *= fill
    M = dict(
        brass=brass(c='#c9a24a', rough=0.25), steel=plain('#cfcfcc', 0.25, 1.0, name='steel'), china=plain('#fbfaf7', 0.1, name='porcelain', spec=0.6),
        ceramic=plain('#efe8dc', 0.3, name='ceramic'), glass=glass(), rattan=rattan('#b98b58'), crust=plain('#b7773d', 0.6, name='crust'),
        pastry=[plain(c, 0.5, name='pastry' + c[1:]) for c in ('#d9a35e', '#f3e2c4', '#c8744f', '#e8a68f', '#6b3a22')],
        walnut=wood('#5a3b27', name='walnut', rough=0.35), gold=brass(c='#c9a24a', rough=0.3), silver=plain('#d8d8d4', 0.2, 1.0, name='silver'),
        napkin=linen('#f3efe6', name='napkin', bump=0.1), velvet=linen('#d8ccb8', sheen=0.5, name='chairfab', bump=0.2),
        legs=wood('#3a2a1e', name='chairwood', rough=0.35), vase=glass((0.85, 0.92, 0.9)),
        coffee=plain('#3a2414', 0.1, name='coffee'), oj=liquid('#f0a03a'),
        fill_yog=plain('#f3efe4', 0.3, name='yoghurt'), fill_berry=plain('#5a1f2e', 0.35, name='berries'),
        fill_granola=plain('#b98a52', 0.8, name='granola'),
    )
    # mid-tone surfaces: with near-white walls, floor and ceiling (albedo ~0.85) the room lit by five
    # floor-to-ceiling windows went to white under Filmic whatever the exposure (docs/ART.md)
    wall = paint('#d6ccbe', name='wall')
    box('floor', x0 - 0.2, x1 + 0.2, -0.2, D + 0.2, -0.1, 0.0, wood('#7a5a40', planks=True, scale=1.0, rough=0.38, name='floor'))
    box('ceiling', x0 - 0.2, x1 + 0.2, -0.2, D + 0.2, H, H + 0.15, paint('#e4ddd2', name='ceiling'))
    box('wall_x0', x0 - 0.2, x0, -0.2, D + 0.2, 0, H, wall)
    box('wall_x1', x1, x1 + 0.2, -0.2, D + 0.2, 0, H, wall)
    box('wall_y0', x0 - 0.2, x1 + 0.2, -0.2, 0, 0, H, wall)
    # the window wall: floor-to-ceiling glazing between slim piers, sheer curtains gathered at each pier
    n_win, pier = sd.get('windows', 5), 0.5
    ww = (W - pier * (n_win + 1)) / n_win
    frame = plain('#3a3430', 0.4, 0.6, name='bronze')
    sky_c = (0.82, 0.88, 1.0)
    for i in range(n_win + 1):
        a = x0 + i * (ww + pier)
        box('pier', a - (0.2 if i == 0 else 0), a + pier + (0.2 if i == n_win else 0), D, D + 0.3, 0, H, wall)
    for i in range(n_win):
        a = x0 + pier + i * (ww + pier)
        b = a + ww
        box('head', a, b, D, D + 0.3, H - 0.25, H, wall)
        for xx in (a, b - 0.05):
            box('wframe', xx, xx + 0.05, D + 0.12, D + 0.18, 0, H - 0.25, frame)
        box('wsill', a, b, D + 0.12, D + 0.18, 0, 0.05, frame)
        box('wmull', (a + b) / 2 - 0.02, (a + b) / 2 + 0.02, D + 0.12, D + 0.18, 0, H - 0.25, frame)
        A.curtain(a - 0.3, a + 0.1, D - 0.08, H - 0.1, '#f1ece3', folds=6)
        area_light('window', ((a + b) / 2, D - 0.05, (H - 0.25) / 2), (math.radians(-90), 0, 0), ww, H - 0.25, 110 * ww * (H - 0.25) / 4 * fill, sky_c)
    A.curtain(x1 - 0.4, x1 - 0.02, D - 0.08, H - 0.1, '#f1ece3', folds=6)
    # outside: a terrace edge with a glass balustrade, the sea and islands
    box('terrace', x0 - 12, x1 + 12, D + 0.3, D + 3.0, -0.3, -0.02, plain('#d8d2c8', 0.6, name='paving'))
    box('bal_glass', x0 - 12, x1 + 12, D + 2.8, D + 2.82, -0.02, 1.0, glass((0.8, 0.9, 0.9)))
    box('bal_rail', x0 - 12, x1 + 12, D + 2.76, D + 2.86, 1.0, 1.04, M['brass'])
    A.ocean(sc, size=2000, res=8, repeat=8, z=-12.0, y=D + 1000)
    if sd.get('rock_isles'):
        # rocky headland and island (nature.rock_island: cliffs, strata, scrub) for the terrain domes that read as smooth
        # green cones: [x, y beyond the windows, half sizes, height, seed, grid step, turn, plateau share]
        import nature as N
        for k, (ix, iy, irx, iry, ih, iseed, ires, irot, ipl) in enumerate(sd['rock_isles']):
            N.rock_island('rockisle%d' % k, ix, D + iy, irx, iry, ih, iseed, res=ires, rot=irot, plateau=ipl).location.z = -12.0
    else:
        A.terrain('headland', 620, D + 800, 600, 360, 110, 12, z0=-30, rough=0.5)
        A.terrain('island1', -700, D + 2800, 700, 260, 150, 13, z0=-30)
    if sd.get('chair') == 'dining':
        # furniture.py's upholstered chairs (a crowned, piped seat, a curved back, walnut legs) for interiors' slab chairs
        import furniture as F
        fv, fw = F.fabric('#d8ccb8', name='chairweave'), F.grain('#3a2518', rough=0.3)
        M['chair_fn'] = lambda cx, cy, f: F.dining_chair(cx, cy, f, fv, fw, M['brass'])
    # the back wall: stone tiles over a long counter (coffee, juices, the egg and pho stations), open shelves
    box('backsplash', x0 + 1.0, x1 - 1.0, 0.0, 0.02, 0.9, 2.6, tiles('#d9cfc0', '#c8bfb2', 0.3, 0.3, vary=0.05, name='stonetile', rows=0.5))
    box('backcounter', x0 + 1.0, x1 - 1.0, 0.0, 0.7, 0.0, 0.88, M['walnut'], bevel=0.006)
    box('backtop', x0 + 0.98, x1 - 0.98, 0.0, 0.74, 0.88, 0.92, marble('#f2ede6', '#b8ab9a', 0.15, 1.2, name='counter'), bevel=0.006)
    for k in range(3):
        box('shelf', x0 + 1.4 + k * 4.6, x0 + 4.6 + k * 4.6, 0.0, 0.28, 2.0, 2.04, M['walnut'])
        for j in range(10):
            cyl('plate_st', x0 + 1.6 + k * 4.6 + j * 0.3, 0.14, 2.04, 2.07 + 0.004 * (j % 3), 0.12, M['china'], 32)
        box('shelf_led', x0 + 1.4 + k * 4.6, x0 + 4.6 + k * 4.6, 0.22, 0.26, 1.98, 2.0, emission('#ffe6c4', 2.0))
    for k, jc in enumerate(('#f0a03a', '#e86f6f', '#b6cf5a', '#f3d27a')):
        _dispenser(x0 + 2.0 + k * 0.3, 0.45, 0.92, jc, M)
    for k in range(4):
        _chafer(x0 + 5.0 + k * 0.6, 0.38, 0.92, M, r=0.19)
    box('coffee', x1 - 3.2, x1 - 2.5, 0.1, 0.55, 0.92, 1.4, M['steel'], bevel=0.02)
    for k in range(8):
        cyl('cup', x1 - 2.3 + (k % 4) * 0.14, 0.3 + (k // 4) * 0.14, 0.92, 1.0, 0.04, M['china'], 24, r2=0.035)
    # the island of stations: marble on a fluted walnut base, brass foot rail light
    ix0, ix1, iy0, iy1 = sd.get('island', (-4.6, 2.6, 3.2, 4.3))
    box('isl_body', ix0, ix1, iy0, iy1, 0.1, 0.88, M['walnut'])
    for side in (iy0, iy1):
        for k in range(int((ix1 - ix0) / 0.07)):
            cyl('flute', ix0 + 0.04 + k * 0.07, side, 0.12, 0.86, 0.022, M['walnut'], 10)
    box('isl_kick', ix0 + 0.05, ix1 - 0.05, iy0 + 0.05, iy1 - 0.05, 0.0, 0.1, M['brass'])
    top = marble('#f4efe8', '#a89b8a', 0.15, 1.1, name='islandtop')
    if sd.get('station'):
        top = marble('#4a443e', '#57504a', 0.4, 0.8, name='islandtop_dark')  # honed dark stone: the cards' food reads on it
    box('isl_top', ix0 - 0.08, ix1 + 0.08, iy0 - 0.08, iy1 + 0.08, 0.88, 0.93, top, bevel=0.008)
    z = 0.93
    if sd.get('station') == 'breakfast':
        # the breakfast card's station (its camera across the island toward the windows); the island's other food is
        # left out (a close view would show its spheres)
        breakfast_station(sd.get('station_x', -1.0), iy0 + 0.3, z, M)
    if sd.get('dress') == 'hero':
        # (option dress 'hero', default off) the hero's island dressed along its length in place of the sparse strip
        hero_island(ix0, ix1, iy0, iy1, z, M)
    cx = lambda f: ix0 + (ix1 - ix0) * f  # noqa: E731
    my = (iy0 + iy1) / 2
    if not sd.get('station') and not sd.get('dress'):
        _bread(cx(0.07), my, z, M, 1)
        _stand(cx(0.2), my - 0.15, z, M, 2)
        _stand(cx(0.28), my + 0.2, z, M, 3, tiers=2)
        _fruit_bowl(cx(0.42), my, z, M, 4, r=0.26)
        # a glass cloche over a board of cheeses
        box('board', cx(0.55) - 0.22, cx(0.55) + 0.22, my - 0.15, my + 0.15, z, z + 0.025, M['walnut'], bevel=0.004)
        for k, c in enumerate(('#f1d98a', '#f6eed6', '#e7c26a')):
            box('cheese', cx(0.55) - 0.16 + k * 0.11, cx(0.55) - 0.08 + k * 0.11, my - 0.08, my + 0.06, z + 0.025, z + 0.07, plain(c, 0.5, name='cheese' + c[1:]),
                bevel=0.004)
        lathe('cloche', cx(0.55), my, z + 0.025, [(0.2, 0), (0.19, 0.1), (0.14, 0.2), (0.05, 0.25), (0.0, 0.255)], M['glass'], 64)
        _stand(cx(0.68), my + 0.1, z, M, 5)
        _bread(cx(0.8), my - 0.1, z, M, 6)
        _fruit_bowl(cx(0.93), my + 0.05, z, M, 7, r=0.2)
        # along both long edges: platters of croissants, rolls and melon, bowls of yoghurt, berries and granola
        near, far = iy0 + 0.2, iy1 - 0.2
        for k, f in enumerate((0.14, 0.35, 0.49, 0.62, 0.75, 0.87)):
            _platter(cx(f), near if k % 2 else far, z, M, 20 + k, ('croissant', 'melon', 'roll')[k % 3])
        for f, kind, yy in ((0.24, 'yog', near), (0.36, 'berry', far), (0.6, 'granola', far), (0.86, 'yog', far)):
            _bowl(cx(f), yy, z, M, M['fill_' + kind])
    # pendants over the island: opal glass globes on brass rods
    for k in range(5):
        px = ix0 + (ix1 - ix0) * (k + 0.5) / 5
        cyl('p_rose', px, my, H - 0.02, H, 0.05, M['brass'], 24)
        cyl('p_rod', px, my, 2.25, H - 0.02, 0.005, M['brass'], 8)
        sphere('p_globe', px, my, 2.12, 0.14, emission('#fff1dc', 4.0), seg=32)
        point_light('p_l', (px, my, 1.95), 30, (1.0, 0.86, 0.66), 0.12, shadow=False)
    # tables by the windows, laid for breakfast
    r = rng(9)
    for ty in sd.get('table_rows', (D - 1.6, D - 3.9)):
        for tx in sd.get('table_xs', (-5.6, -2.8, 0.0, 2.8, 5.6)):
            jx = tx + r.uniform(-0.1, 0.1)
            _table_sq(jx, ty, M, int(tx * 10 + ty), laid=bool(sd.get('laid')) and abs(tx - sd['laid'][0]) + abs(ty - sd['laid'][1]) < 0.01)
    if sd.get('side_wall'):
        # (option side_wall, default off) the blank right-hand wall panelled, with a painting over a sideboard
        side_wall(x1, D, H, M)
    for (px, py) in ((x0 + 0.6, D - 0.6), (x1 - 0.6, D - 0.6), (x1 - 0.6, 1.2), (x0 + 0.6, 1.2)):
        A.plant(px, py, 0.0, dict(pot='#d8d0c4', leaf='#4c6a3c'), 1.8, seed=int(px * 3 + py) % 17, pot=plain('#d8d0c4', 0.5, name='stonepot'))
    area_light('bounce', (0, D / 2, H - 0.3), (0, 0, 0), W * 0.8, D * 0.8, 25 * W * D / 20 * sd.get('bounce_fill', fill), (1.0, 0.94, 0.86), shadow=False)
    return {}, {}


BUILDERS = {'buffet': buffet}


# ---- the Buffet's evening stations on the terrace (the BBQ seafood and grill cards) ----

def _glowing(name, dark, hot, strength, scale=40.0):
    """Charcoal: dark, rough char with an orange glow in its cracks and hollows (emission by a noise)."""
    import bpy
    from lib import _coord, _noise, _ramp, col

    def make():
        m = bpy.data.materials.new(name)
        m.use_nodes = True
        nt = m.node_tree
        b = nt.nodes['Principled BSDF']
        b.inputs['Base Color'].default_value = (*col(dark), 1)
        b.inputs['Roughness'].default_value = 0.9
        n = _noise(nt, _coord(nt, 'Object'), scale, 3, 0.6, distortion=0.6)
        ramp = _ramp(nt, n.outputs['Fac'], [(0.0, (0, 0, 0)), (0.45, (0, 0, 0)), (0.62, col(hot)), (1.0, col('#ffd27a'))])
        nt.links.new(ramp, b.inputs['Emission'])
        b.inputs['Emission Strength'].default_value = strength
        return m

    return cached(('glowing', name, dark, hot, strength, scale), make)


def _coal_bed(x0, x1, y0, y1, z, varied=False):
    """A grill's bed of charcoal seen through the grate: grey ash on the well's floor, heaped irregular lumps (a
    low-poly sphere pushed about, so it keeps charcoal's broken facets), each with its own glow (some black with a few
    orange cracks, some burning through, some furred with pale ash), a few ash flakes.
    varied (option seafood_real): most lumps black or grey with ash, glowing only in a few cracks, a third burning
    through in orange, a few at a pale orange heat, on a dark ash bed (every lump glowing read as one orange tile)."""
    ash = _glowing('ashbed', '#6e6862', '#c8461a', 0.6, scale=25.0)
    if varied:
        ash = _ember('ashbed_v', '#3a3632', '#b0400f', 0.8, 0.6, 0.75, scale=25.0)
    box('well', x0, x1, y0, y1, z, z + 0.01, ash)
    mats = [_glowing('coal_a', '#141110', '#ff4a10', 4.0, scale=55.0), _glowing('coal_b', '#1c1713', '#ff6a1a', 9.0, scale=45.0),
            _glowing('coal_c', '#3a3531', '#ff5a14', 14.0, scale=35.0), _glowing('coal_d', '#8a847e', '#ff7a2a', 3.0, scale=60.0)]
    wts = [0.38, 0.3, 0.17, 0.15]
    if varied:
        mats = [_ember('coal_black', '#0c0b0a', '#ff4a10', 4.0, 0.64, 0.74, scale=55.0), _ember('coal_ash', '#5a5550', '#ff5a14', 1.2, 0.68, 0.78, scale=60.0),
                _ember('coal_burn', '#1e1814', '#ff5010', 9.0, 0.5, 0.64, scale=40.0), _ember('coal_hot', '#3a2a20', '#ff7020', 14.0, 0.36, 0.52, scale=35.0)]
        wts = [0.4, 0.22, 0.26, 0.12]
    r = rng(71)
    n = int((x1 - x0) * (y1 - y0) / 0.0011)
    for k in range(n):
        cx, cy = r.uniform(x0 + 0.015, x1 - 0.015), r.uniform(y0 + 0.015, y1 - 0.015)
        # heaped in the middle, lower at the walls
        edge = min(cx - x0, x1 - cx, cy - y0, y1 - cy)
        rad = r.uniform(0.014, 0.026)
        zc = z + 0.01 + rad * 0.5 + r.uniform(0.0, 0.022) * min(1.0, edge / 0.08)
        u, acc, m = r.random(), 0.0, mats[0]
        for (mm, w) in zip(mats, wts):
            acc += w
            if u <= acc:
                m = mm
                break
        ob = sphere('coal', 0, 0, 0, 1.0, m, seg=8)
        ph = [r.uniform(0, math.tau) for _ in range(4)]
        sx, sy, sz = rad * r.uniform(1.0, 1.5), rad * r.uniform(0.75, 1.1), rad * r.uniform(0.55, 0.8)
        for v in ob.data.vertices:
            cx0, cy0, cz0 = v.co.x, v.co.y, v.co.z
            d = 1.0 + 0.16 * math.sin(4 * cx0 + ph[0]) * math.sin(3 * cy0 + ph[1]) + 0.1 * math.sin(6 * cz0 + ph[2]) + 0.08 * math.sin(9 * cx0 + 7 * cz0 + ph[3])
            v.co.x, v.co.y, v.co.z = cx0 * sx * d, cy0 * sy * d, cz0 * sz * d
        for p in ob.data.polygons:
            p.use_smooth = False
        ob.rotation_euler = (r.uniform(-0.4, 0.4), r.uniform(-0.4, 0.4), r.uniform(0, math.tau))
        ob.location = (cx, cy, zc)
    return n


def _banded(name, stops, rough=0.35, spec=0.5):
    """A colour by the swept body's 'groove' attribute (a prawn's shell bands) and its normal (darker on top)."""
    import bpy
    from lib import _ramp, srgb

    def make():
        m = bpy.data.materials.new(name)
        m.use_nodes = True
        nt = m.node_tree
        b = nt.nodes['Principled BSDF']
        geo = nt.nodes.new('ShaderNodeNewGeometry')
        sep = nt.nodes.new('ShaderNodeSeparateXYZ')
        nt.links.new(geo.outputs['Normal'], sep.inputs[0])
        at = nt.nodes.new('ShaderNodeAttribute')
        at.attribute_name = 'groove'
        m1 = nt.nodes.new('ShaderNodeMath')
        m1.operation = 'MULTIPLY_ADD'
        nt.links.new(sep.outputs[2], m1.inputs[0])
        m1.inputs[1].default_value = 0.35
        m1.inputs[2].default_value = 0.45
        m2 = nt.nodes.new('ShaderNodeMath')
        m2.operation = 'MULTIPLY_ADD'
        m2.use_clamp = True
        nt.links.new(at.outputs['Fac'], m2.inputs[0])
        m2.inputs[1].default_value = -0.5
        nt.links.new(m1.outputs[0], m2.inputs[2])
        nt.links.new(_ramp(nt, m2.outputs[0], [(p, srgb(c)) for p, c in stops]), b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = rough
        b.inputs['Specular'].default_value = spec
        return m

    return cached(('banded', name), make)


def prawn(x, y, z, a, mat, s=1.0, curl=None):
    """A prawn lying on its side: a curled, banded body thinning to a fanned tail, turned by a. curl (option
    seafood_real's prawns): how far it curls, a share of the usual 1.2 half turns (tighter above 1)."""
    R = 0.028 * s if curl is None else 0.028 * s / curl ** 0.7  # (a looser curl a longer arc: the same body's length)
    arc = 1.2 if curl is None else 1.2 * curl

    def path(t):
        th = math.pi * (-0.15 + arc * t)
        return R * math.cos(th), R * math.sin(th) * 1.15

    def band(t):
        return abs(math.sin(math.pi * 6 * t)) ** 0.5

    def radius(t):
        return s * (0.004 + 0.012 * (1 - t ** 1.4) * min(1.0, t * 12 + 0.35) * (0.9 + 0.1 * band(t)))

    ob = _sweep('prawn', path, radius, mat, ring=14, zs=0.8, groove=lambda t: 1 - band(t))
    ob.rotation_euler = (0, 0, a)
    ob.location = (x, y, z)
    # the tail fan at the curl's end
    tx, ty = path(1.0)
    f = sphere('prawn_tail', tx, ty, 0.004 * s, 0.011 * s, mat, scale=(1.0, 0.55, 0.25), seg=12)
    f.parent = ob
    return ob


def fish(x, y, z, a, skin, s=1.0):
    """A whole fish lying on its side: a swept body (a blunt head, tapering to the tail), a forked tail fin, an eye."""
    L = 0.32 * s

    def path(t):
        return (t - 0.5) * L, 0.0

    def radius(t):
        return 0.003 + 0.05 * s * math.sin(math.pi * min(1.0, t ** 0.7 * 1.02)) ** 0.7 * (1 - 0.75 * t ** 3)

    ob = _sweep('fish', path, radius, skin, ring=20, zs=0.42, flat=0.5)
    ob.rotation_euler = (0, 0, a)
    ob.location = (x, y, z)
    tail = plane('fish_tail', [(L * 0.48, 0, 0.012), (L * 0.66, 0.045 * s, 0.006), (L * 0.6, 0, 0.012), (L * 0.66, -0.045 * s, 0.006)], skin)
    tail.parent = ob
    eye = sphere('fish_eye', -L * 0.38, 0.012 * s, 0.024 * s, 0.007 * s, plain('#0c0c0c', 0.1, name='fisheye', spec=0.9), seg=12)
    eye.parent = ob
    return ob


def _lemon(x, y, z, M):
    """Half a lemon, cut face up: the yellow rind and the pale flesh."""
    lathe('lemon', x, y, z, [(0.0, 0), (0.018, 0.004), (0.028, 0.016), (0.03, 0.026), (0.0, 0.026)], M['lemon'], 32)
    cyl('lemon_cut', x, y, z + 0.026, z + 0.028, 0.027, M['lemonflesh'], 32)


def _ice_bed(x0, x1, y0, y1, z, mat, seed):
    """Crushed ice heaped in a tray: a grid lifted by a noise, glossy white-blue."""
    import bpy
    ob = grid('ice', x0, x1, y0, y1, z, int((x1 - x0) / 0.012), int((y1 - y0) / 0.012), mat)
    r = rng(seed)
    ox, oy = r.uniform(0, 50), r.uniform(0, 50)
    from mathutils import noise, Vector
    for v in ob.data.vertices:
        ex = min(v.co.x - x0, x1 - v.co.x, v.co.y - y0, y1 - v.co.y)
        h = 0.035 * min(1.0, ex / 0.06) + 0.012 * noise.noise(Vector((v.co.x * 60 + ox, v.co.y * 60 + oy, 0))) + 0.008 * noise.noise(Vector((v.co.x * 160, v.co.y * 160, 3)))
        v.co.z = z + max(0.0, h)
    for p in ob.data.polygons:
        p.use_smooth = True
    return ob


def _seared(name, raw, cooked, char, rough=0.42, burn=0.0):
    """Grilled meat or vegetables: a noise between a charred dark, the seared colour and the cooked colour, glossy
    with its marinade, a fine bump."""
    def make():
        from lib import _mat, _coord, _noise, _ramp, _bump, srgb
        m, nt, b = _mat(name)
        v = _coord(nt)
        n = _noise(nt, v, 60, 3, 0.6, 1.5)
        # burn (skewer_style 'rich'): the stops moved up, more of the surface charred and seared, less raw colour
        cc = _ramp(nt, n.outputs['Fac'], [(0.28 + burn, srgb(char)), (0.45 + burn, srgb(cooked)), (0.7 + burn * 0.6, srgb(raw))])
        nt.links.new(cc, b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = rough
        b.inputs['Specular'].default_value = 0.55 if not burn else 0.7  # the rich skewers glazed with their marinade
        n2 = _noise(nt, v, 300, 2, 0.6)
        _bump(nt, b, n2.outputs['Fac'], 0.35, 0.002)
        return m

    from lib import cached
    return cached(('seared', name), make)


def _chunk(x, y, z, s, mat, r, a):
    """A chunk of grilled meat: a rounded, lumpy cube (a sphere pushed toward a cube, its surface rippled), not a die."""
    ob = sphere('chunk', 0, 0, 0, 1.0, mat, seg=20)
    ph = [r.uniform(0, math.tau) for _ in range(6)]
    sx, sy, sz = s * r.uniform(0.9, 1.15), s * r.uniform(0.95, 1.25), s * r.uniform(0.75, 0.95)
    for v in ob.data.vertices:
        cx, cy, cz = v.co.x, v.co.y, v.co.z
        # toward a rounded cube
        k = 0.55
        px, py, pz = (math.copysign(abs(c) ** k, c) for c in (cx, cy, cz))
        d = 1.0 + 0.09 * math.sin(5 * cx + ph[0]) * math.sin(4 * cy + ph[1]) + 0.06 * math.sin(7 * cz + ph[2]) + 0.04 * math.sin(11 * cx + 9 * cy + ph[3])
        v.co.x, v.co.y, v.co.z = px * sx * d, py * sy * d, pz * sz * d
    ob.rotation_euler = (r.uniform(-0.35, 0.35), r.uniform(-0.25, 0.25), a + r.uniform(-0.5, 0.5))
    ob.location = (x, y, z)
    return ob


def _shell_piece(x, y, z, mat, r, a, rad=0.02, h=0.03, ang=1.5, t=0.004):
    """A piece of pepper or onion: a curved strip of a thick shell, threaded on the skewer."""
    n = 14
    verts, faces = [], []
    for i in range(n + 1):
        th = -ang / 2 + ang * i / n
        for (rr, zz) in ((rad, -h / 2), (rad, h / 2), (rad - t, h / 2), (rad - t, -h / 2)):
            verts.append((rr * math.cos(th) - rad * 0.6, rr * math.sin(th), zz))
    for i in range(n):
        for k in range(4):
            k2 = (k + 1) % 4
            faces.append((i * 4 + k, i * 4 + k2, (i + 1) * 4 + k2, (i + 1) * 4 + k))
    faces.append((0, 1, 2, 3))
    faces.append(tuple(n * 4 + k for k in (3, 2, 1, 0)))
    me = bpy.data.meshes.new('shellpiece')
    me.from_pydata(verts, [], faces)
    for p in me.polygons:
        p.use_smooth = True
    ob = bpy.data.objects.new('shellpiece', me)
    bpy.context.scene.collection.objects.link(ob)
    me.materials.append(mat)
    md = ob.modifiers.new('sub', 'SUBSURF')
    md.levels = md.render_levels = 1
    ob.rotation_euler = (math.pi / 2 + r.uniform(-0.2, 0.2), 0, a + r.uniform(-0.3, 0.3) + math.pi / 2)
    ob.location = (x, y, z)
    return ob


def _skewer(x, y, z, a, M, seed, rich=False):
    """A skewer on the grill: a steel rod through lumpy seared chunks of beef and chicken with curved pieces of red
    and green pepper and onion between them, charred at the edges."""
    r = rng(seed)
    ca, sa = math.cos(a), math.sin(a)
    import furniture as F
    F.tube('skewer', [(x - ca * 0.15, y - sa * 0.15, z + 0.018), (x + ca * 0.17, y + sa * 0.17, z + 0.018)], 0.0018, M['steel'], sides=8)
    seq = ('beef', 'pepper', 'chicken', 'onion', 'beef', 'pepper_g', 'chicken') if seed % 2 else ('chicken', 'onion', 'beef', 'pepper', 'chicken', 'onion', 'beef')
    if M.get('sea'):
        # the seafood barbecue: curled prawns threaded through head and tail, pieces of squid, peppers, onion
        seq = ('prawn', 'pepper', 'squid', 'onion', 'prawn', 'pepper_g', 'squid') if seed % 2 else ('squid', 'pepper', 'prawn', 'onion', 'squid', 'pepper_g', 'prawn')
    u = -0.12
    if rich:
        # skewer_style 'rich': the pieces a little apart at random, about half from the charred set (M['k_*_c']), a
        # piece fewer on some rods (all seven, evenly packed, in one set of colours read as toys)
        seq = seq[:7 - seed % 2] if seed % 3 else seq
    for kind in seq:
        if rich:
            u += r.uniform(0.0, 0.006)
            k2 = 'k_' + kind + '_c'
            Mk = dict(M)
            if k2 in M and r.random() < 0.5:
                Mk['k_' + kind] = M[k2]
        else:
            Mk = M
        if kind == 'prawn':
            u += 0.022
            pr = prawn(0, 0, 0, 0.0, Mk['k_prawn'], s=0.78)
            pr.rotation_euler = (math.pi / 2, 0, a + r.uniform(-0.15, 0.15))
            pr.location = (x + ca * u, y + sa * u, z + 0.026)
            u += 0.024
        elif kind == 'squid':
            u += 0.008
            _shell_piece(x + ca * u, y + sa * u, z + 0.02, Mk['k_squid'], r, a, rad=0.017, h=0.024, ang=4.6, t=0.0035)
            u += 0.012
        elif kind in ('beef', 'chicken'):
            hs = r.uniform(0.013, 0.016)
            u += hs
            _chunk(x + ca * u, y + sa * u, z + 0.018, hs, Mk['k_' + kind], r, a)
            u += hs + 0.002
        else:
            u += 0.005
            _shell_piece(x + ca * u, y + sa * u, z + 0.018, Mk['k_' + kind], r, a, rad=0.022 if kind != 'onion' else 0.018)
            u += 0.007
    # the ring handle at the end
    ring = F.spline([(0, 0.0, 0.0), (0.012, 0.01, 0), (0.024, 0, 0), (0.012, -0.01, 0)], 6, closed=True)
    F.tube('skewer_ring', [(x + ca * (0.17 + p[0]) - sa * p[1], y + sa * (0.17 + p[0]) + ca * p[1], z + 0.018) for p in ring], 0.0016, M['steel'],
           closed=True, sides=8)


def _charred_skin(name, light, mid, char, pitch=0.035, soft=False):
    """A grilled fish's skin: golden to brown by a noise, crossed by dark char bars from the grate (stripes on the
    object's own coordinates, so they turn with the fish), glossy with oil. soft: the marks fade from seared brown into
    the skin and the oil's sheen is duller (sharp black bars on a glossy pale skin read as a striped fish)."""
    def make():
        from lib import _mat, _coord, _noise, _ramp, _bump, srgb
        m, nt, b = _mat(name)
        v = _coord(nt)
        n = _noise(nt, v, 45, 3, 0.6, 1.0)
        base = _ramp(nt, n.outputs['Fac'], [(0.3, srgb(mid)), (0.7, srgb(light))])
        sep = nt.nodes.new('ShaderNodeSeparateXYZ')
        nt.links.new(v, sep.inputs[0])
        # bars across the body at a slant: a wave on x + 0.4 y, sharpened
        mul = nt.nodes.new('ShaderNodeMath')
        mul.operation = 'MULTIPLY_ADD'
        nt.links.new(sep.outputs[1], mul.inputs[0])
        mul.inputs[1].default_value = 0.4
        nt.links.new(sep.outputs[0], mul.inputs[2])
        wave = nt.nodes.new('ShaderNodeMath')
        wave.operation = 'SINE'
        sc_ = nt.nodes.new('ShaderNodeMath')
        sc_.operation = 'MULTIPLY'
        nt.links.new(mul.outputs[0], sc_.inputs[0])
        sc_.inputs[1].default_value = math.tau / pitch
        nt.links.new(sc_.outputs[0], wave.inputs[0])
        if soft:
            bar = _ramp(nt, wave.outputs[0], [(0.5, (0, 0, 0)), (0.92, (1, 1, 1))])
        else:
            bar = _ramp(nt, wave.outputs[0], [(0.72, (0, 0, 0)), (0.88, (1, 1, 1))])  # narrow marks (wide ones read as a striped fish)
        mix = nt.nodes.new('ShaderNodeMixRGB')
        nt.links.new(bar, mix.inputs['Fac'])
        nt.links.new(base, mix.inputs[1])
        mix.inputs[2].default_value = (*srgb(char), 1)
        nt.links.new(mix.outputs[0], b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.45 if soft else 0.32
        b.inputs['Specular'].default_value = 0.4 if soft else 0.6
        n2 = _noise(nt, v, 260, 2, 0.6)
        _bump(nt, b, n2.outputs['Fac'], 0.3, 0.002)
        return m

    return cached(('charred', name, soft), make)


def _fish_fins(ob, s, fin):
    """A fish's dorsal and anal fins and a pectoral fin (flat fans on the body's edges and side), parented to it."""
    L = 0.32 * s
    zc = 0.05 * s * 0.42 * 0.5 + 0.004
    for sg in (1, -1):  # dorsal (one edge) and anal fin (the other, shorter)
        a0, a1 = (-0.2, 0.22) if sg > 0 else (0.02, 0.24)
        r_ = 0.046 * s if sg > 0 else 0.036 * s
        f = plane('fish_fin', [(L * a0, sg * r_ * 0.9, zc), (L * (a0 + 0.05), sg * (r_ + 0.026 * s), zc), (L * (a1 - 0.04), sg * (r_ + 0.01 * s), zc),
                               (L * a1, sg * r_ * 0.55, zc)], fin)
        f.parent = ob
    p = plane('fish_pect', [(-L * 0.28, 0.005, zc * 2.2), (-L * 0.16, 0.018 * s, zc * 2.25), (-L * 0.14, -0.004, zc * 2.25)], fin)
    p.parent = ob
    gill = sphere('fish_gill', -L * 0.3, 0.0, zc * 2.0, 0.03 * s, plain('#5a4a3e', 0.35, name='gill'), scale=(0.12, 1.0, 0.2), seg=12)
    gill.parent = ob


def _ice_lumps(name, mat, seed, n, size, spot, lift):
    """Broken lumps of ice (icospheres pushed about, flat-shaded so each facet takes its own glint), one mesh:
    `spot(r)` draws a lump's centre (x, y) and the height of its middle from the random generator, `lift` the
    (low, high) of a random rise on it."""
    import bmesh
    r = rng(seed)
    bm = bmesh.new()
    for k in range(n):
        x, y, z0 = spot(r)
        rad = size * r.uniform(0.6, 1.3)
        res = bmesh.ops.create_icosphere(bm, subdivisions=1, radius=rad)
        sx, sy, sz = r.uniform(0.7, 1.3), r.uniform(0.7, 1.3), r.uniform(0.5, 0.9)
        a = r.uniform(0, math.tau)
        ca, sa = math.cos(a), math.sin(a)
        zc = z0 + r.uniform(*lift)
        for v in res['verts']:
            px, py, pz = v.co.x * sx * r.uniform(0.8, 1.2), v.co.y * sy * r.uniform(0.8, 1.2), v.co.z * sz
            v.co.x, v.co.y, v.co.z = x + px * ca - py * sa, y + px * sa + py * ca, zc + pz
    me = bpy.data.meshes.new(name)
    bm.to_mesh(me)
    bm.free()
    ob = bpy.data.objects.new(name, me)
    bpy.context.scene.collection.objects.link(ob)
    me.materials.append(mat)
    return ob


def _crushed_ice(x0, x1, y0, y1, z, mat, seed, size=0.011, n=3200):
    """Crushed ice heaped over the bed: small broken lumps (_ice_lumps), higher away from the bed's edges; the bed
    under them shows between."""
    def spot(r):
        cx, cy = r.uniform(x0 + 0.01, x1 - 0.01), r.uniform(y0 + 0.01, y1 - 0.01)
        ex = min(cx - x0, x1 - cx, cy - y0, y1 - cy)
        return cx, cy, z + 0.03 * min(1.0, ex / 0.06)

    return _ice_lumps('crushedice', mat, seed, n, size, spot, (-0.004, 0.008))


def _oyster(x, y, z, a, seed, shell, nacre, meat, s=1.0):
    """An oyster on the half shell: a rough, ruffled cup (its rim waved, its outside in layers), pearly inside, the
    grey-cream meat with a darker frilled mantle in it."""
    r = rng(seed)
    L, W = 0.055 * s, 0.042 * s
    ph = [r.uniform(0, math.tau) for _ in range(3)]
    prof = [(0.0, 0.0), (0.55, 0.002), (0.85, 0.008), (1.0, 0.02), (0.97, 0.026), (0.86, 0.02), (0.6, 0.012), (0.0, 0.01)]
    nv = 36
    ob = lathe('oyster', 0, 0, 0, [(p[0], p[1] * s) for p in prof], shell, nv)
    for v in ob.data.vertices:
        ring, i = divmod(v.index, nv)
        th = math.tau * i / nv
        w = 1 + 0.09 * math.sin(7 * th + ph[0]) + 0.05 * math.sin(13 * th + ph[1])
        v.co.x *= L * w * (1 + 0.25 * math.cos(th))  # a teardrop: longer toward the hinge
        v.co.y *= W * w
        if ring in (3, 4):
            v.co.z += 0.004 * s * math.sin(9 * th + ph[2])
    # the inside: nacre, then the meat
    sphere('oyster_in', 0, 0, 0.01 * s, 1.0, nacre, scale=(L * 0.9, W * 0.85, 0.006 * s), seg=24).parent = ob
    sphere('oyster_meat', -0.004 * s, 0, 0.012 * s, 1.0, meat, scale=(L * 0.62, W * 0.6, 0.007 * s), seg=24).parent = ob
    sphere('oyster_mantle', -0.004 * s, 0, 0.0135 * s, 1.0, plain('#6a6254', 0.3, name='mantle'), scale=(L * 0.66, W * 0.64, 0.0045 * s), seg=24).parent = ob
    ob.rotation_euler = (r.uniform(-0.12, 0.12), r.uniform(-0.12, 0.12), a)
    ob.location = (x, y, z)
    return ob


def _mesh(name, verts, faces, mat, smooth=True, subsurf=0):
    """One mesh object from vertices and faces (the bream's body, a scallop's shell)."""
    me = bpy.data.meshes.new(name)
    me.from_pydata(verts, [], faces)
    for p in me.polygons:
        p.use_smooth = smooth
    ob = bpy.data.objects.new(name, me)
    bpy.context.scene.collection.objects.link(ob)
    me.materials.append(mat)
    if subsurf:
        md = ob.modifiers.new('sub', 'SUBSURF')
        md.levels = md.render_levels = subsurf
    return ob


def _bream_profile(t, L):
    """The bream's half-depths (back, belly) and half thickness at t along its body (0 the snout, 1 the tail stalk):
    rising fast from a rounded snout, deepest a third of the way back, narrowing to a slim stalk; the back arched
    higher than the belly."""
    f = (t ** 0.55) * (1 - t) ** 0.9 / 0.381
    if t > 0.5:
        f = max(f, 0.22)
    H = 0.2 * L * f
    return H * 1.1, H * 0.9, H * 0.36 + 0.002 * f


def _bream(x, y, z, a, skin, fin, eye, pupil, line, s=1.0, marks=None, glaze=None):
    """A whole sea bream lying on its side (grill_station's option fish_form 'bream'): a deep, flattened body built
    ring by ring, a forked tail fin, a spiny dorsal and an anal fin lying flat along the back and belly, a pectoral fin,
    the gill cover's edge and a domed eye. The swept body (a round tube flattened) with a flat plate for a tail read
    as a toy. Local x from the snout (-L/2) to the tail, y across the body (the back toward +y), z up.
    marks (a raw gilthead's, option bream_raw): {'blotch', 'gold', 'gill'} materials: the dark blotch at the gill
    cover's top, the gold bar over the brow, the gill cover's edge from the nape to the throat, a larger glassy eye (at card
    size a smooth silver shape with a small eye read as a toy, not a fish fresh from the boat).
    glaze (a grilled bream's, option seafood_real): {'tail', 'socket', 'lip', 'gill'} materials: the snout low and
    the forehead steep (the belly's line rising to a mouth under the eye), flatter sides, the tail fin in its own
    rayed material, a dark socket round a larger cooked eye, the mouth's line, the gill cover's raised, roasted edge
    from the nape to the throat (the round-nosed, smooth body with a small eye read as a bread loaf)."""
    import furniture as F
    L = 0.3 * s
    Lb = 0.8 * L
    nl, nr = 36, 28
    verts, faces = [], []

    def ring_pt(t, ph):
        ht, hb, w = _bream_profile(t, L)
        if glaze:
            # the snout low: the belly's line rises to it, the back's falls steeply; the flank flatter
            hb *= min(1.0, (t / 0.3) ** 0.45)
            w *= 0.72
        c, sn = math.cos(ph), math.sin(ph)
        yy = (ht if c > 0 else hb) * c
        # the lower half flatter (lying on the grill or the ice), the section a lens, thinnest at back and belly
        zz = 0.6 * w + (w if sn > 0 else 0.6 * w) * sn
        return -L / 2 + t * Lb, yy, zz

    ts = [0.004 + 0.996 * (1 - math.cos(math.pi * i / (nl - 1))) / 2 for i in range(nl)]
    for t in ts:
        for j in range(nr):
            verts.append(ring_pt(t, math.tau * j / nr))
    for i in range(nl - 1):
        for j in range(nr):
            j2 = (j + 1) % nr
            faces.append((i * nr + j, i * nr + j2, (i + 1) * nr + j2, (i + 1) * nr + j))
    # caps: the snout's point and the stalk's end (the tail fin covers it)
    _, _, w0 = _bream_profile(ts[0], L)
    verts.append((-L / 2 - 0.004 * s, 0.0, 0.6 * w0))
    faces.extend((len(verts) - 1, (j + 1) % nr, j) for j in range(nr))
    faces.append(tuple((nl - 1) * nr + j for j in range(nr)))
    ob = _mesh('bream', verts, faces, skin, subsurf=1)

    def surf(t, ph, lift=0.0008):
        px, py, pz = ring_pt(t, ph)
        return px, py, pz + lift

    # the forked tail fin, two lobes from the stalk (its rays drawn by the fin material)
    xs = -L / 2 + Lb
    _, _, ws = _bream_profile(0.99, L)
    zf = 0.6 * ws
    for sg in (1, -1):
        tl = _mesh('bream_tail', [(xs - 0.006 * s, 0.0, zf), (xs - 0.006 * s, sg * 0.012 * s, zf), (xs + 0.03 * s, sg * 0.042 * s, zf - 0.001),
                                  (L / 2 + 0.008 * s, sg * 0.058 * s, zf - 0.002), (L / 2 - 0.022 * s, sg * 0.006 * s, zf - 0.001)],
                   [(0, 1, 2, 3, 4)], glaze['tail'] if glaze else fin, smooth=False)
        tl.parent = ob
    # the dorsal fin (spiny: its edge serrated) along the back, the anal fin along the belly, lying flat
    for (t0, t1, sg, hgt, n) in ((0.3, 0.86, 1, 0.026, 12), (0.58, 0.86, -1, 0.02, 6)):
        base, edge = [], []
        for k in range(n + 1):
            t = t0 + (t1 - t0) * k / n
            ht, hb, w = _bream_profile(t, L)
            px = -L / 2 + t * Lb
            hh = (ht if sg > 0 else hb) * 0.96
            rise = hgt * s * (1 - 0.55 * k / n) * (1.0 if k % 2 == 0 else 0.7) * (1.3 if glaze else 1.0)
            base.append((px, sg * hh, 0.6 * w))
            edge.append((px + 0.006 * s, sg * (hh + rise), 0.6 * w - 0.001))
        vv = base + edge
        ff = [(k, k + 1, n + 2 + k, n + 1 + k) if sg > 0 else (k, n + 1 + k, n + 2 + k, k + 1) for k in range(n)]
        _mesh('bream_fin', vv, ff, fin, smooth=False).parent = ob
    # the pectoral fin behind the gill cover, lying on the flank
    p0 = surf(0.3, 1.2, 0.002)
    _mesh('bream_pect', [p0, (p0[0] + 0.05 * s, p0[1] + 0.004 * s, p0[2] - 0.002), (p0[0] + 0.042 * s, p0[1] - 0.016 * s, p0[2] - 0.003)],
          [(0, 1, 2)], fin, smooth=False).parent = ob
    # the gill cover's edge: a curved line across the flank behind the head
    pts = []
    # (with marks from the nape down to the throat only, short of the belly's edge: from edge to edge, dark, it read as
    # a band tied round the fish)
    ph0, ph1 = (0.3, 2.2) if marks else (0.25, math.pi - 0.25)
    if glaze:
        ph0, ph1 = 0.35, 2.5
    for k in range(11):
        ph = ph0 + (ph1 - ph0) * k / 10
        t = 0.25 + 0.035 * math.sin(ph)
        pts.append(surf(t, ph, 0.0004))
    F.tube('bream_gill', pts, (0.0013 if marks else 0.0024 if glaze else 0.0011) * s, marks['gill'] if marks else glaze['gill'] if glaze else line,
           sides=6).parent = ob
    if glaze:
        # the mouth's line from the snout back under the eye, and the dark socket the cooked eye sits in
        F.tube('bream_lip', [surf(0.004, 1.55, 0.0003), surf(0.035, 1.75, 0.0004), surf(0.07, 1.95, 0.0004)], 0.0014 * s, glaze['lip'],
               sides=6).parent = ob
        sx_, sy_, sz_ = surf(0.1, 1.05, -0.0005)
        sphere('bream_socket', sx_, sy_, sz_, 0.0135 * s, glaze['socket'], scale=(1, 1, 0.35), seg=20).parent = ob
    # the eye, high on the head: a domed iris ring round a dark pupil
    ex, ey, ez = surf(0.1, 1.05, 0.0)
    er, pr, dome, seg = (0.0112, 0.0068, 0.55, 20) if marks else (0.0095, 0.005, 0.55, 20) if glaze else (0.0085, 0.0048, 0.4, 16)
    sphere('bream_eye', ex, ey, ez, er * s, eye, scale=(1, 1, dome), seg=seg).parent = ob
    sphere('bream_pupil', ex, ey, ez + (0.0045 if glaze else 0.0022) * s, pr * s, pupil, scale=(1, 1, dome), seg=seg - 4).parent = ob
    if marks:
        # the gilthead's dark blotch where the gill cover meets the back, lying on the skin
        bx, by, bz = surf(0.27, 0.55, 0.0)
        sphere('bream_blotch', bx, by, bz, 0.0085 * s, marks['blotch'], scale=(1.0, 0.75, 0.22), seg=12).parent = ob
        # the gold bar over the brow, from above the eye to the back's edge
        F.tube('bream_gold', [surf(0.085, 1.25, 0.0006), surf(0.09, 0.8, 0.0008), surf(0.1, 0.35, 0.0008)], 0.0022 * s, marks['gold'],
               sides=6).parent = ob
    ob.rotation_euler = (0, 0, a)
    ob.location = (x, y, z)
    return ob


def _shell_row(ix0, ym, zi, M, sprigs):
    """Along the ice at ym (its top at zi): four scallops on the half shell, a lemon half after each, and sprigs of
    parsley at `sprigs` [(x, y, turn)]. The shells a warm rose-cream (cream read as more ice), sitting on the lumps, not
    sunk in them."""
    shellc, smeat, sroe = plain('#e3b89a', 0.3, name='scallopshell'), plain('#f3ede2', 0.18, name='scallopmeat', spec=0.8), \
        plain('#e5782f', 0.3, name='scalloproe', spec=0.6)
    for k in range(4):
        _scallop(ix0 + 0.08 + k * 0.26, ym - 0.03, zi - 0.004, 2.0 + 0.25 * (k % 2), shellc, smeat, sroe, s=1.3)
        _lemon(ix0 + 0.22 + k * 0.26, ym + 0.005, zi - 0.005, M)
    leaf, stem = plain('#2f5a1f', 0.5, name='parsley'), plain('#5d7f34', 0.5, name='parsleystem')
    for k, (px, py, pa) in enumerate(sprigs):
        _sprig(px, py, zi - 0.004, pa, leaf, stem, 500 + k)


def _mul_rgb(nt, a, b):
    """Colour a times colour b through a legacy MixRGB node at full factor (the skins below were built with it; lib._multiply
    is the newer Mix node, the same product)."""
    mm = nt.nodes.new('ShaderNodeMixRGB')
    mm.blend_type = 'MULTIPLY'
    mm.inputs['Fac'].default_value = 1.0
    nt.links.new(a, mm.inputs[1])
    nt.links.new(b, mm.inputs[2])
    return mm.outputs[0]


def _sine(nt, x, period):
    """sin(2 pi x / period): a wave along the coordinate x, one cycle every `period` metres."""
    ph = nt.nodes.new('ShaderNodeMath')
    ph.operation = 'MULTIPLY'
    nt.links.new(x, ph.inputs[0])
    ph.inputs[1].default_value = math.tau / period
    sn = nt.nodes.new('ShaderNodeMath')
    sn.operation = 'SINE'
    nt.links.new(ph.outputs[0], sn.inputs[0])
    return sn.outputs[0]


def _fish_axes(nt):
    """A fish skin's coordinates: the object's (v), its x/y/z (sep) and `across`, 0 at the belly to 1 at the back
    (the body's y from -5 to +5.5 cm), which its belly-to-back colour ramp runs along."""
    from lib import _coord
    v = _coord(nt)
    sep = nt.nodes.new('ShaderNodeSeparateXYZ')
    nt.links.new(v, sep.inputs[0])
    mr = nt.nodes.new('ShaderNodeMapRange')
    nt.links.new(sep.outputs[1], mr.inputs[0])
    mr.inputs[1].default_value, mr.inputs[2].default_value = -0.05, 0.055
    return v, sep, mr.outputs[0]


def _slant_phase(nt, sep, v, slope, wob_scale, wob_amp):
    """The coordinate char bars run along at a slant across a body (y * slope + x), wavering by a noise so
    the seared lines are not ruled."""
    from lib import _noise
    u = nt.nodes.new('ShaderNodeMath')
    u.operation = 'MULTIPLY_ADD'
    nt.links.new(sep.outputs[1], u.inputs[0])
    u.inputs[1].default_value = slope
    nt.links.new(sep.outputs[0], u.inputs[2])
    wob = _noise(nt, v, wob_scale, 2, 0.5)
    w2 = nt.nodes.new('ShaderNodeMath')
    w2.operation = 'MULTIPLY_ADD'
    nt.links.new(wob.outputs['Fac'], w2.inputs[0])
    w2.inputs[1].default_value = wob_amp
    nt.links.new(u.outputs[0], w2.inputs[2])
    return w2.outputs[0]


def _bream_skin(name, belly, flank, back, char=None, scales=0.0, metal=0.0, lines=0.0, sheen=None):
    """A bream's skin: pale belly to dark back across the body (the object's y), mottled by a noise. char: a grilled
    fish's marks, a few broken, wavering bars across the body at the grate's pitch (where the bars touched), in place
    of regular stripes; scales: a raw fish's scales as a Voronoi bump, with a silver sheen (metal). lines: the raw
    gilthead's thin dark lines along the upper flank (how much they darken); sheen [pink, blue]: the scales' mother
    of pearl, patches of the two tints over the flank and the roughness varied with them, so the silver catches the
    light unevenly as wet scales do (one even metal read as a cast-silver toy)."""
    def make():
        from lib import _mat, _noise, _ramp, _bump, srgb
        m, nt, b = _mat(name)
        v, sep, across = _fish_axes(nt)
        col = _ramp(nt, across, [(0.0, srgb(belly)), (0.42, srgb(flank)), (0.78, srgb(back)), (1.0, srgb(back))])
        n = _noise(nt, v, 38, 3, 0.55, 0.5)
        lo = 0.64 if char else 0.78  # a grilled skin roasted darker in patches
        mot = _ramp(nt, n.outputs['Fac'], [(0.3, (lo, lo, lo)), (0.7, (1.0, 1.0, 1.0))])
        out = _mul_rgb(nt, col, mot)
        height = None
        if lines:
            # lines along the body at 9 mm, on the flank above the middle only (the belly stays clean silver)
            lr = _ramp(nt, _sine(nt, sep.outputs[1], 0.009), [(0.55, (1, 1, 1)), (0.95, (1 - lines, 1 - lines, 1 - lines))])
            up = _ramp(nt, mr.outputs[0], [(0.45, (1, 1, 1)), (0.6, (0, 0, 0))])
            lm = nt.nodes.new('ShaderNodeMixRGB')
            nt.links.new(up, lm.inputs['Fac'])
            nt.links.new(lr, lm.inputs[1])
            lm.inputs[2].default_value = (1, 1, 1, 1)
            out = _mul_rgb(nt, out, lm.outputs[0])
        rough_in = None
        if sheen:
            pn = _noise(nt, v, 55, 3, 0.6, 0.8)
            tint = _ramp(nt, pn.outputs['Fac'], [(0.35, srgb(sheen[1])), (0.5, (1, 1, 1)), (0.65, srgb(sheen[0]))])
            out = _mul_rgb(nt, out, tint)
            rough_in = _ramp(nt, pn.outputs['Fac'], [(0.3, (0.14, 0.14, 0.14)), (0.7, (0.36, 0.36, 0.36))])
        if char:
            # the bars at a slant across the body, their line wavering (a noise added to the phase), broken into
            # pieces by a second noise so only some lengths of each bar are seared
            bar = _ramp(nt, _sine(nt, _slant_phase(nt, sep, v, 0.7, 60, 0.006), 0.028), [(0.45, (0, 0, 0)), (0.85, (1, 1, 1))])
            brk = _noise(nt, v, 22, 2, 0.5)
            keep = _ramp(nt, brk.outputs['Fac'], [(0.5, (0, 0, 0)), (0.6, (1, 1, 1))])
            seared = _mul_rgb(nt, bar, keep)
            cm = nt.nodes.new('ShaderNodeMixRGB')
            nt.links.new(seared, cm.inputs['Fac'])
            nt.links.new(out, cm.inputs[1])
            cm.inputs[2].default_value = (*srgb(char), 1)
            out = cm.outputs[0]
            n2 = _noise(nt, v, 140, 2, 0.6)
            height = n2.outputs['Fac']
        nt.links.new(out, b.inputs['Base Color'])
        if scales:
            vo = nt.nodes.new('ShaderNodeTexVoronoi')
            vo.inputs['Scale'].default_value = 260.0
            nt.links.new(v, vo.inputs['Vector'])
            height = vo.outputs['Distance']
        if height is not None:
            _bump(nt, b, height, scales or 0.3, 0.002)
        b.inputs['Metallic'].default_value = metal
        b.inputs['Roughness'].default_value = 0.26 if scales else 0.48
        if rough_in is not None:
            nt.links.new(rough_in, b.inputs['Roughness'])
        b.inputs['Specular'].default_value = 0.7 if scales else 0.38
        return m

    return cached(('breamskin', name), make)


def _scallop(x, y, z, a, shell, meat, roe, s=1.0):
    """A scallop on the half shell: a ribbed fan of a cup with its two ears at the hinge (toward -x), the round white
    muscle and the orange roe in it."""
    R = 0.046 * s
    nth, nrr = 40, 9
    th0 = 1.15
    verts, faces = [], []
    for i in range(nrr + 1):
        rr = 0.004 * s + (R - 0.004 * s) * i / nrr
        for j in range(nth + 1):
            th = -th0 + 2 * th0 * j / nth
            q = rr / R
            rib = 0.0016 * s * q * abs(math.sin(th * 8.5)) ** 0.6
            verts.append((rr * math.cos(th), rr * math.sin(th), 0.013 * s * q ** 1.6 + rib))
    for i in range(nrr):
        for j in range(nth):
            k = i * (nth + 1) + j
            faces.append((k, k + 1, k + nth + 2, k + nth + 1))
    # the ears: two small flaps either side of the hinge
    for sg in (1, -1):
        b0 = len(verts)
        verts.extend([(0.002 * s, 0.0, 0.0008 * s), (0.0, sg * 0.016 * s, 0.0006 * s), (0.009 * s, sg * 0.017 * s, 0.001 * s),
                      (0.012 * s, sg * 0.004 * s, 0.0015 * s)])
        faces.append((b0, b0 + 1, b0 + 2, b0 + 3) if sg > 0 else (b0 + 3, b0 + 2, b0 + 1, b0))
    ob = _mesh('scallop', verts, faces, shell)
    sd_ = ob.modifiers.new('thick', 'SOLIDIFY')
    sd_.thickness = 0.002 * s
    lathe('scallop_meat', 0.026 * s, 0.003 * s, 0.004 * s, [(0.0, 0.0), (0.015 * s, 0.0), (0.0155 * s, 0.009 * s), (0.012 * s, 0.012 * s),
                                                          (0.0, 0.0125 * s)], meat, 24).parent = ob
    sphere('scallop_roe', 0.03 * s, -0.016 * s, 0.009 * s, 1.0, roe, scale=(0.016 * s, 0.0065 * s, 0.005 * s), seg=16).parent = ob
    ob.rotation_euler = (0, 0, a)
    ob.location = (x, y, z)
    return ob


def _sprig(x, y, z, a, leaf, stem, seed, s=1.0):
    """A sprig of flat-leaf parsley lying on the ice: a thin stem forking into three leaflets, each a few toothed lobes."""
    import furniture as F
    r = rng(seed)
    ca, sa = math.cos(a), math.sin(a)

    def at(u, v, h=0.0):
        return x + ca * u - sa * v, y + sa * u + ca * v, z + h

    F.tube('sprig_stem', [at(0, 0, 0.002), at(0.03 * s, 0.002 * s, 0.004), at(0.055 * s, 0.0, 0.006)], 0.0012 * s, stem, sides=6)
    for (bu, bv, ba) in ((0.055, 0.0, 0.0), (0.048, 0.012, 0.9), (0.048, -0.012, -0.9)):
        for k in range(3):
            la = a + ba + (k - 1) * 0.55 + r.uniform(-0.2, 0.2)
            d = 0.011 * s
            cx, cy, cz = at(bu * s + math.cos(ba) * 0.006 * s, bv * s, 0.007)
            ob = sphere('sprig_leaf', 0, 0, 0, 1.0, leaf, scale=(0.011 * s, 0.0065 * s, 0.0012 * s), seg=10)
            ob.rotation_euler = (r.uniform(-0.3, 0.3), r.uniform(-0.3, 0.3), la)
            ob.location = (cx + math.cos(la) * d, cy + math.sin(la) * d, cz + r.uniform(0, 0.003))


def _festoon(p0, p1, n, sag, power):
    """Option festoon of grill_station: a festoon of globe bulbs on a dark cable sagging between two posts (at its
    ends, out of the frame), each bulb in a black socket on a short drop from the cable, so it hangs from it (assets'
    string_lights hung bare glowing spheres a little under the cable, read as white dots); a warm light every third
    bulb."""
    import furniture as F
    glow = emission('#ffbe74', 9.0)
    sock = plain('#141414', 0.4, name='festoon_socket')
    cable = plain('#1c1f21', 0.5, name='cable')
    pts = []
    for i in range(n + 1):
        t = i / n
        pts.append((p0[0] + (p1[0] - p0[0]) * t, p0[1] + (p1[1] - p0[1]) * t, p0[2] + (p1[2] - p0[2]) * t - sag * 4 * t * (1 - t)))
    F.tube('festoon_cable', pts, 0.006, cable, sides=6)
    for i, (x, y, z) in enumerate(pts):
        if 0 < i < n:
            F.tube('festoon_drop', [(x, y, z), (x, y, z - 0.05)], 0.0025, cable, sides=5)
            cyl('festoon_socket', x, y, z - 0.085, z - 0.05, 0.012, sock, 10)
            sphere('festoon_bulb', x, y, z - 0.115, 0.03, glow, seg=12)
            if i % 3 == 0:
                point_light('festoon_l', (x, y, z - 0.16), power, (1.0, 0.72, 0.42), 0.03, shadow=False)
    for (px, py, pz) in (p0, p1):
        cyl('lightpost', px, py, 0.0, pz + 0.1, 0.04, plain('#2b2f33', 0.4, 0.6, name='pole'), 8)


def _sky_grade(sc, blue, z_full):
    """Option sky_grade of grill_station: the dusk sky graded from the physical sky's warm glow at the sea line to a
    dusk blue by the view's elevation (full at sine z_full), at the sky's own brightness (its grey value times the blue),
    for the camera and the light alike (the frame sees only the sky's lowest ten degrees, all one warm yellow)."""
    from lib import srgb
    nt = sc.world.node_tree
    sky = next(n for n in nt.nodes if n.type == 'TEX_SKY')
    tc = nt.nodes.new('ShaderNodeTexCoord')
    sep = nt.nodes.new('ShaderNodeSeparateXYZ')
    nt.links.new(tc.outputs['Generated'], sep.inputs[0])  # the view direction: Z is the elevation's sine
    ramp = nt.nodes.new('ShaderNodeValToRGB')
    ramp.color_ramp.interpolation = 'EASE'
    els = ramp.color_ramp.elements
    els[0].position, els[0].color = 0.012, (0, 0, 0, 1)
    els[1].position, els[1].color = z_full, (1, 1, 1, 1)
    e = els.new(z_full * 0.45)
    e.color = (0.45, 0.45, 0.45, 1)
    nt.links.new(sep.outputs['Z'], ramp.inputs[0])
    bw = nt.nodes.new('ShaderNodeRGBToBW')
    nt.links.new(sky.outputs[0], bw.inputs[0])
    tint = nt.nodes.new('ShaderNodeMixRGB')
    tint.blend_type = 'MULTIPLY'
    tint.inputs['Fac'].default_value = 1.0
    nt.links.new(bw.outputs[0], tint.inputs[1])
    tint.inputs[2].default_value = (*srgb(blue), 1)
    mix = nt.nodes.new('ShaderNodeMixRGB')
    nt.links.new(ramp.outputs[0], mix.inputs['Fac'])
    nt.links.new(sky.outputs[0], mix.inputs[1])
    nt.links.new(tint.outputs[0], mix.inputs[2])
    for n in list(nt.nodes):
        if n.type == 'BACKGROUND':
            nt.links.new(mix.outputs[0], n.inputs[0])


# Option blue_hour of grill_station: the night sky at the blue hour, by the view's elevation (its sine): a last warm
# glow on the sea line through a clear blue to a deeper zenith (the night gradient, which EEVEE draws flat on the
# world's Normal, was one black navy). Stops: (elevation's sine, linear colour).
BLUE_HOUR = ((0.0, (0.30, 0.17, 0.12)), (0.03, (0.17, 0.13, 0.2)), (0.09, (0.06, 0.08, 0.22)), (0.25, (0.025, 0.045, 0.16)),
             (0.55, (0.01, 0.02, 0.085)))


def _camera_sky(sc, stops, gain, interpolation):
    """Options blue_hour and dusk_sky of grill_station: a gradient of `stops` (the view's elevation's sine, linear
    colour) for the sky the camera sees, `gain` times, in the world's background; the world's light is left as it was."""
    nt = sc.world.node_tree
    mixs = next(n for n in nt.nodes if n.type == 'MIX_SHADER')
    bg = nt.nodes.new('ShaderNodeBackground')
    nt.links.new(elevation_ramp(nt, stops, interpolation), bg.inputs[0])
    bg.inputs[1].default_value = gain
    nt.links.new(bg.outputs[0], mixs.inputs[2])


def _lemon_wedge(x, y, z, a, rind, flesh, s=1.0):
    """A lemon wedge lying on its rind, the two cut faces up in a V (option display of grill_station): an eighth of a
    lemon's ellipsoid along local x, the rind outside, the pale flesh on the cut faces and a white pith line at the rind."""
    L, R, w = 0.034 * s, 0.024 * s, 0.42
    nt, nf = 12, 5
    verts, faces, mats = [], [], []
    for i in range(nt + 1):
        th = math.pi * i / nt
        for j in range(nf + 1):
            ph = -w + 2 * w * j / nf - math.pi / 2  # about the downward direction
            verts.append((L * math.cos(th), R * math.sin(th) * math.cos(ph), R * math.sin(th) * math.sin(ph) + R))
    for i in range(nt):
        for j in range(nf):
            k = i * (nf + 1) + j
            faces.append((k, k + nf + 1, k + nf + 2, k + 1))
            mats.append(0)
    # the cut faces: from the axis (x, 0, R) to the rind's two edges
    c0 = len(verts)
    for i in range(nt + 1):
        verts.append((L * math.cos(math.pi * i / nt), 0.0, R))
    for j in (0, nf):
        for i in range(nt):
            a0, a1 = i * (nf + 1) + j, (i + 1) * (nf + 1) + j
            faces.append((c0 + i, a0, a1, c0 + i + 1) if j == 0 else (c0 + i, c0 + i + 1, a1, a0))
            mats.append(1)
    ob = _mesh('lemon_wedge', verts, faces, rind)
    ob.data.materials.append(flesh)
    for p, m in zip(ob.data.polygons, mats):
        p.material_index = m
    ob.rotation_euler = (0, 0, a)
    ob.location = (x, y, z - 0.004 * s)
    return ob


def _ice_dome(cx, cy, z, R, H, mat, seed, size=0.008, n=2600):
    """Crushed ice heaped in a dome on a round platter (option display): broken lumps (_ice_lumps) in a disc of
    radius R, higher toward the middle (H at the centre); a smooth mound under them fills the gaps."""
    def spot(r):
        rr = R * math.sqrt(r.random()) * 0.97
        th = r.uniform(0, math.tau)
        return cx + rr * math.cos(th), cy + rr * math.sin(th), z + H * (1 - (rr / R) ** 2)

    ob = _ice_lumps('icedome', mat, seed, n, size, spot, (-0.004, 0.006))
    prof = [(R * (1 - i / 8), H * (1 - (1 - i / 8) ** 2) - 0.004) for i in range(9)]
    lathe('icemound', cx, cy, z, [(R, 0.0)] + prof[1:], plain('#bccbd4', 0.15, name='icemound', spec=0.8), 48)
    return ob


def _dome_z(cx, cy, z, R, H, x, y):
    """The ice dome's top at (x, y) (lumps included)."""
    rr = min(1.0, math.hypot(x - cx, y - cy) / R)
    return z + H * (1 - rr * rr) + 0.006


# ---- option seafood_real of grill_station (the seafood card's food made believable at card size) ----

def _ember(name, dark, hot, strength, lo, hi, scale=45.0):
    """A lump of charcoal for option embers 'varied': dark char glowing only where a noise passes lo (few cracks when
    lo is high, burning through when low), hot to pale orange by hi."""
    import bpy
    from lib import _coord, _noise, _ramp, _bump, col

    def make():
        m = bpy.data.materials.new(name)
        m.use_nodes = True
        nt = m.node_tree
        b = nt.nodes['Principled BSDF']
        b.inputs['Base Color'].default_value = (*col(dark), 1)
        b.inputs['Roughness'].default_value = 0.92
        b.inputs['Specular'].default_value = 0.3
        n = _noise(nt, _coord(nt, 'Object'), scale, 3, 0.6, distortion=0.8)
        ramp = _ramp(nt, n.outputs['Fac'], [(0.0, (0, 0, 0)), (lo, (0, 0, 0)), (hi, col(hot)), (1.0, col('#ffc070'))])
        nt.links.new(ramp, b.inputs['Emission'])
        b.inputs['Emission Strength'].default_value = strength
        _bump(nt, b, n.outputs['Fac'], 0.5, 0.004)
        return m

    return cached(('ember', name), make)


def _bream_glazed(name):
    """Option seafood_real: a grilled bream's skin, silver-gold: a pale gold belly, the flank gold with patches where
    the scales kept a silver sheen, a bronze back, roasted darker toward the head; crossed by char marks at the grate's
    pitch (a black core in a browned halo, slanting, a few lengths broken); blistered and finely scaled; glossy with
    oil (a clear coat). The bronze skin with faint broken marks read as a bread loaf."""
    def make():
        from lib import _mat, _noise, _ramp, _bump, srgb
        m, nt, b = _mat(name)
        v, sep, across = _fish_axes(nt)
        col = _ramp(nt, across, [(0.0, srgb('#c4955a')), (0.3, srgb('#a8763a')), (0.55, srgb('#7e5226')), (0.8, srgb('#4a2e16')),
                                         (1.0, srgb('#34200e'))])
        # silver patches (the scales' sheen kept) mixed over the gold, metallic there
        pn = _noise(nt, v, 26, 3, 0.55, 0.6)
        sil = _ramp(nt, pn.outputs['Fac'], [(0.55, (0, 0, 0)), (0.72, (0.4, 0.4, 0.4))])
        sm = nt.nodes.new('ShaderNodeMixRGB')
        nt.links.new(sil, sm.inputs['Fac'])
        nt.links.new(col, sm.inputs[1])
        sm.inputs[2].default_value = (*srgb('#a8a296'), 1)
        out = sm.outputs[0]
        # roasted in patches and toward the head (the snout at local x -0.15)
        n = _noise(nt, v, 40, 3, 0.55, 0.5)
        out = _mul_rgb(nt, out, _ramp(nt, n.outputs['Fac'], [(0.3, (0.6, 0.55, 0.5)), (0.7, (1.0, 1.0, 1.0))]))
        # larger browned areas, and the scales' rows shaded (a smooth even skin read as a toy's finish)
        n3 = _noise(nt, v, 12, 2, 0.5)
        out = _mul_rgb(nt, out, _ramp(nt, n3.outputs['Fac'], [(0.35, (0.72, 0.6, 0.5)), (0.65, (1, 1, 1))]))
        vs = nt.nodes.new('ShaderNodeTexVoronoi')
        vs.inputs['Scale'].default_value = 240.0
        nt.links.new(v, vs.inputs['Vector'])
        out = _mul_rgb(nt, out, _ramp(nt, vs.outputs['Distance'], [(0.0, (0.8, 0.76, 0.72)), (0.55, (1, 1, 1))]))
        hr = nt.nodes.new('ShaderNodeMapRange')
        nt.links.new(sep.outputs[0], hr.inputs[0])
        hr.inputs[1].default_value, hr.inputs[2].default_value = -0.15, -0.06
        out = _mul_rgb(nt, out, _ramp(nt, hr.outputs[0], [(0.0, (0.55, 0.45, 0.38)), (1.0, (1, 1, 1))]))
        # the char marks: across the body at a slant, the grate's 28 mm pitch, the line wavering
        wave = _sine(nt, _slant_phase(nt, sep, v, 0.55, 50, 0.007), 0.028)
        brk = _noise(nt, v, 18, 2, 0.5)
        keep = _ramp(nt, brk.outputs['Fac'], [(0.4, (0, 0, 0)), (0.56, (1, 1, 1))])
        halo = _mul_rgb(nt, _ramp(nt, wave, [(0.35, (0, 0, 0)), (0.7, (1, 1, 1))]), keep)
        core = _mul_rgb(nt, _ramp(nt, wave, [(0.72, (0, 0, 0)), (0.86, (1, 1, 1))]), keep)
        hm = nt.nodes.new('ShaderNodeMixRGB')
        nt.links.new(halo, hm.inputs['Fac'])
        nt.links.new(out, hm.inputs[1])
        hm.inputs[2].default_value = (*srgb('#6a3c16'), 1)
        cm = nt.nodes.new('ShaderNodeMixRGB')
        nt.links.new(core, cm.inputs['Fac'])
        nt.links.new(hm.outputs[0], cm.inputs[1])
        cm.inputs[2].default_value = (*srgb('#1e1006'), 1)
        out = cm.outputs[0]
        # blistered spots roasted dark, and the body's edges (where it curves down to the grate) browned
        bn = _noise(nt, v, 75, 2, 0.6, 0.3)
        out = _mul_rgb(nt, out, _ramp(nt, bn.outputs['Fac'], [(0.66, (1, 1, 1)), (0.74, (0.42, 0.3, 0.2))]))
        geo = nt.nodes.new('ShaderNodeNewGeometry')
        gz = nt.nodes.new('ShaderNodeSeparateXYZ')
        nt.links.new(geo.outputs['Normal'], gz.inputs[0])
        out = _mul_rgb(nt, out, _ramp(nt, gz.outputs[2], [(0.3, (0.45, 0.32, 0.22)), (0.75, (1, 1, 1))]))
        nt.links.new(out, b.inputs['Base Color'])
        # the silver patches a little metallic, the rest oily
        mt = nt.nodes.new('ShaderNodeMath')
        mt.operation = 'MULTIPLY'
        nt.links.new(_ramp(nt, pn.outputs['Fac'], [(0.5, (0, 0, 0)), (0.68, (1, 1, 1))]), mt.inputs[0])
        mt.inputs[1].default_value = 0.25
        nt.links.new(mt.outputs[0], b.inputs['Metallic'])
        nt.links.new(_ramp(nt, n.outputs['Fac'], [(0.3, (0.18, 0.18, 0.18)), (0.7, (0.4, 0.4, 0.4))]), b.inputs['Roughness'])
        b.inputs['Specular'].default_value = 0.4
        b.inputs['Clearcoat'].default_value = 0.2
        b.inputs['Clearcoat Roughness'].default_value = 0.2
        # blisters and scales, the marks pressed in
        vo = nt.nodes.new('ShaderNodeTexVoronoi')
        vo.inputs['Scale'].default_value = 240.0
        nt.links.new(v, vo.inputs['Vector'])
        bl = _noise(nt, v, 110, 2, 0.6)
        h = nt.nodes.new('ShaderNodeMath')
        h.operation = 'MULTIPLY_ADD'
        nt.links.new(vo.outputs['Distance'], h.inputs[0])
        h.inputs[1].default_value = 0.5
        nt.links.new(bl.outputs['Fac'], h.inputs[2])
        h2 = nt.nodes.new('ShaderNodeMath')
        h2.operation = 'SUBTRACT'
        nt.links.new(h.outputs[0], h2.inputs[0])
        nt.links.new(core, h2.inputs[1])
        _bump(nt, b, h2.outputs[0], 0.35, 0.002)
        return m

    return cached(('breamglazed', name), make)


def _fin_rays(name, base, ray, edge, tail=None):
    """Option seafood_real: a grilled bream's fin, crisp and dark: rays (along the body's x for the dorsal and anal
    fins; fanned from the stalk at x = tail for the tail fin), charred toward the edge (the tail's end), a little
    gloss. The plain flat fins caught the sky as grey planes."""
    def make():
        from lib import _mat, _coord, _noise, _ramp, srgb
        m, nt, b = _mat(name)
        v = _coord(nt)
        sep = nt.nodes.new('ShaderNodeSeparateXYZ')
        nt.links.new(v, sep.inputs[0])
        if tail is None:
            wave = _sine(nt, sep.outputs[0], 0.0045)
            dist = nt.nodes.new('ShaderNodeMath')
            dist.operation = 'ABSOLUTE'
            nt.links.new(sep.outputs[1], dist.inputs[0])
            lo, hi = 0.04, 0.075
        else:
            dx = nt.nodes.new('ShaderNodeMath')
            dx.operation = 'SUBTRACT'
            nt.links.new(sep.outputs[0], dx.inputs[0])
            dx.inputs[1].default_value = tail
            at = nt.nodes.new('ShaderNodeMath')
            at.operation = 'ARCTAN2'
            nt.links.new(sep.outputs[1], at.inputs[0])
            nt.links.new(dx.outputs[0], at.inputs[1])
            wave = _sine(nt, at.outputs[0], 0.09)
            dist = dx
            lo, hi = 0.02, 0.06
        rc = _ramp(nt, wave, [(0.3, srgb(base)), (0.8, srgb(ray))])
        er = nt.nodes.new('ShaderNodeMapRange')
        nt.links.new(dist.outputs[0], er.inputs[0])
        er.inputs[1].default_value, er.inputs[2].default_value = lo, hi
        n = _noise(nt, v, 90, 2, 0.6)
        ef = nt.nodes.new('ShaderNodeMath')
        ef.operation = 'MULTIPLY_ADD'
        ef.use_clamp = True
        nt.links.new(n.outputs['Fac'], ef.inputs[0])
        ef.inputs[1].default_value = 0.5
        nt.links.new(er.outputs[0], ef.inputs[2])
        cm = nt.nodes.new('ShaderNodeMixRGB')
        nt.links.new(_ramp(nt, ef.outputs[0], [(0.45, (0, 0, 0)), (0.9, (1, 1, 1))]), cm.inputs['Fac'])
        nt.links.new(rc, cm.inputs[1])
        cm.inputs[2].default_value = (*srgb(edge), 1)
        nt.links.new(cm.outputs[0], b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.38
        b.inputs['Specular'].default_value = 0.45
        return m

    return cached(('finrays', name), make)


def _shell_rough(name):
    """Option seafood_real: an oyster's outside, rough and layered: grey-brown, slate and a purple-grey in patches with
    chalky white edges of its growth layers (rings about the hinge), a strong bump."""
    def make():
        from lib import _mat, _coord, _noise, _ramp, _bump, srgb
        m, nt, b = _mat(name)
        v = _coord(nt)
        mp = nt.nodes.new('ShaderNodeMapping')
        mp.inputs['Location'].default_value = (-0.07, 0.0, 0.0)
        nt.links.new(v, mp.inputs['Vector'])
        wv = nt.nodes.new('ShaderNodeTexWave')
        wv.wave_type = 'RINGS'
        wv.inputs['Scale'].default_value = 60.0
        wv.inputs['Distortion'].default_value = 6.0
        wv.inputs['Detail'].default_value = 2.0
        nt.links.new(mp.outputs[0], wv.inputs['Vector'])
        n = _noise(nt, v, 70, 3, 0.6, 0.8)
        c = _ramp(nt, n.outputs['Fac'], [(0.3, srgb('#3e3833')), (0.45, srgb('#6a6158')), (0.6, srgb('#57495a')), (0.72, srgb('#8f877c'))])
        ch = nt.nodes.new('ShaderNodeMixRGB')
        nt.links.new(_ramp(nt, wv.outputs['Fac'], [(0.7, (0, 0, 0)), (0.95, (0.8, 0.8, 0.8))]), ch.inputs['Fac'])
        nt.links.new(c, ch.inputs[1])
        ch.inputs[2].default_value = (*srgb('#c4bcae'), 1)
        nt.links.new(ch.outputs[0], b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.85
        b.inputs['Specular'].default_value = 0.35
        h = nt.nodes.new('ShaderNodeMath')
        h.operation = 'MULTIPLY_ADD'
        nt.links.new(wv.outputs['Fac'], h.inputs[0])
        h.inputs[1].default_value = 0.6
        nt.links.new(n.outputs['Fac'], h.inputs[2])
        _bump(nt, b, h.outputs[0], 0.8, 0.004)
        return m

    return cached(('shellrough', name), make)


def _pearly(name, a, b_, rough, coat=0.0):
    """Option seafood_real: a wet, pearly surface (the oyster's nacre, its meat): two tints by a soft noise, glossy,
    a clear coat for the wet film."""
    def make():
        from lib import _mat, _coord, _noise, _ramp, srgb
        m, nt, b = _mat(name)
        n = _noise(nt, _coord(nt), 90, 3, 0.55, 0.6)
        nt.links.new(_ramp(nt, n.outputs['Fac'], [(0.35, srgb(a)), (0.65, srgb(b_))]), b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = rough
        b.inputs['Specular'].default_value = 0.9
        if coat:
            b.inputs['Clearcoat'].default_value = coat
            b.inputs['Clearcoat Roughness'].default_value = 0.03
        return m

    return cached(('pearly', name), make)


def _oyster_rough(x, y, z, a, seed, shell, nacre, meat, frill, s=1.0):
    """Option seafood_real: an oyster on the half shell as it comes from the bed: an irregular, lumpy teardrop of a
    cup (its outline ragged, the rim waved, the outside in rough layers), the rim and the inside pearly, the plump wet
    grey meat with its dark frilled mantle edge round it. The lathe's smooth cup with a flat disc of meat read as a
    grey disc."""
    import furniture as F
    r = rng(seed)
    L, W = 0.058 * s * r.uniform(0.9, 1.12), 0.042 * s * r.uniform(0.88, 1.08)
    ph = [r.uniform(0, math.tau) for _ in range(6)]
    nv = 48
    jit = [r.uniform(-0.05, 0.05) for _ in range(nv)]
    prof = [(0.0, 0.0), (0.3, 0.0015), (0.55, 0.004), (0.75, 0.008), (0.9, 0.014), (1.0, 0.021), (0.97, 0.025), (0.88, 0.021), (0.65, 0.014),
            (0.35, 0.0115), (0.0, 0.011)]
    ob = lathe('oyster_r', 0, 0, 0, [(p[0], p[1] * s) for p in prof], shell, nv)
    ob.data.materials.append(nacre)
    for v in ob.data.vertices:
        ring, i = divmod(v.index, nv)
        th = math.tau * i / nv
        w = 1 + 0.11 * math.sin(5 * th + ph[0]) + 0.07 * math.sin(9 * th + ph[1]) + 0.04 * math.sin(17 * th + ph[2]) + jit[i]
        if ring <= 5:
            # the growth layers: the outside stepped out and in
            w *= 1 + 0.035 * math.sin(ring * 2.1 + 3 * th + ph[3])
        v.co.x *= L * w * (1 + 0.3 * math.cos(th))  # a teardrop: longer toward the hinge (+x)
        v.co.y *= W * w
        if ring in (5, 6, 7):
            v.co.z += s * (0.0045 * math.sin(7 * th + ph[4]) + 0.0025 * math.sin(13 * th + ph[5]))
    for p in ob.data.polygons:
        if p.index // nv >= 6:
            p.material_index = 1
    # the meat: a plump, uneven cushion, wet and pearly grey
    mo = sphere('oyster_meat_r', 0, 0, 0, 1.0, meat, seg=28)
    mph = [r.uniform(0, math.tau) for _ in range(3)]
    for v in mo.data.vertices:
        th = math.atan2(v.co.y, v.co.x)
        k = 1 + 0.06 * math.sin(4 * th + mph[0]) + 0.04 * math.sin(7 * th + mph[1])
        v.co.x, v.co.y = v.co.x * L * 0.66 * k, v.co.y * W * 0.64 * k
        v.co.z = v.co.z * 0.009 * s * (1 + 0.25 * math.sin(3 * th + mph[2]))
    mo.location = (-0.006 * s, 0.0, 0.0125 * s)
    mo.parent = ob
    # the mantle's dark frilled edge round the meat: a ruffled ring
    pts = []
    for k in range(64):
        th = math.tau * k / 64
        kk = 1 + 0.06 * math.sin(4 * th + mph[0]) + 0.04 * math.sin(7 * th + mph[1])
        rr = 0.93 * kk * (1 + 0.05 * math.sin(19 * th))
        pts.append((-0.006 * s + L * 0.66 * rr * math.cos(th), W * 0.64 * rr * math.sin(th), 0.0152 * s + 0.0016 * s * math.sin(23 * th)))
    F.tube('oyster_frill', pts, 0.0026 * s, frill, closed=True, sides=6).parent = ob
    ob.rotation_euler = (r.uniform(-0.15, 0.15), r.uniform(-0.15, 0.15), a)
    ob.location = (x, y, z)
    return ob


def _plateau(cx, cy, top, M, seed=90, real=False):
    """Option display 'plateau' of grill_station: a round seafood platter on a steel stand as a chef dresses it:
    a dome of crushed ice, oysters on the half shell round its edge with their hinges in, lemon wedges between them, a
    heap of pink cooked prawns in the middle, sprigs of parsley. real (option seafood_real): the oysters rough and
    irregular with wet meat and a dark frill (_oyster_rough), the prawns of several sizes and curls, a lemon wedge in
    more of the gaps."""
    import furniture as F
    R, H = 0.22, 0.05
    steel = plain('#d6d4ce', 0.3, 1.0, name='platter_steel')
    # the stand: a foot, a stem, the platter's dish with a rolled rim
    lathe('plateau_foot', cx, cy, top, [(0.0, 0.0), (0.1, 0.0), (0.1, 0.006), (0.04, 0.02), (0.02, 0.03)], steel, 48)
    cyl('plateau_stem', cx, cy, top + 0.02, top + 0.12, 0.016, steel, 24)
    zp = top + 0.12
    lathe('plateau_dish', cx, cy, zp, [(0.0, 0.0), (0.06, 0.0), (R, 0.02), (R + 0.03, 0.035), (R + 0.034, 0.038), (R + 0.03, 0.041)], steel, 64)
    # the dome inside the dish's rim, on its sloping floor (wider and lower, its edge lumps came through the dish)
    zi, Ri = zp + 0.022, R - 0.01
    _ice_dome(cx, cy, zi, Ri, H, plain('#e8f1f6', 0.05, name='icefine', spec=0.95), seed, n=2400)
    r = rng(seed + 1)
    # (the tray's oyster meat, pale cream, read at this size as a flat disc in a cup: a glossy grey-beige here)
    shell = plain('#7f796e', 0.7, name='oystershell_p')
    nacre = plain('#dcd8de', 0.1, name='nacre_p', spec=0.9)
    meat = plain('#b8a88c', 0.08, name='oystermeat_p', spec=1.0)
    rind, flesh = plain('#eec21e', 0.4, name='lemon_w'), plain('#f0d45a', 0.2, name='lemonflesh_w', spec=0.8)
    leaf, stem = plain('#2f5a1f', 0.5, name='parsley'), plain('#5d7f34', 0.5, name='parsleystem')
    if real:
        rshell = _shell_rough('oystershell_rough')
        rnacre = _pearly('oysternacre_rough', '#e8e4ea', '#b9a9c2', 0.12, coat=0.5)
        rmeat = _pearly('oystermeat_rough', '#b8ae9a', '#7a7266', 0.06, coat=1.0)
        frill = plain('#1c1a18', 0.2, name='oysterfrill', spec=0.8)
    no = 8
    for k in range(no):
        th = math.tau * (k + 0.3) / no
        rr = R - 0.045
        ox, oy = cx + rr * math.cos(th), cy + rr * math.sin(th)
        # the hinge toward the middle (the oyster's local +x is its hinge end), tilted up the dome a little
        if real:
            _oyster_rough(ox, oy, _dome_z(cx, cy, zi, Ri, H, ox, oy) - 0.008, th + math.pi + r.uniform(-0.3, 0.3), 600 + k, rshell, rnacre, rmeat,
                          frill, s=(1.0, 1.12, 0.95, 1.08, 1.15, 0.98, 1.05, 1.1)[k])
        else:
            _oyster(ox, oy, _dome_z(cx, cy, zi, Ri, H, ox, oy) - 0.008, th + math.pi + r.uniform(-0.2, 0.2), 600 + k, shell, nacre, meat, s=1.05)
        th2 = math.tau * (k + 0.8) / no
        if k % 2 == 0 or (real and k in (3, 5)):
            lx, ly = cx + (R - 0.015) * math.cos(th2), cy + (R - 0.015) * math.sin(th2)
            _lemon_wedge(lx, ly, _dome_z(cx, cy, zi, Ri, H, lx, ly) - 0.006, th2 + math.pi / 2, rind, flesh, s=1.0)
        if k % 2 == 1:
            sx_, sy_ = cx + (R - 0.09) * math.cos(th2), cy + (R - 0.09) * math.sin(th2)
            _sprig(sx_, sy_, _dome_z(cx, cy, zi, Ri, H, sx_, sy_) - 0.004, th2, leaf, stem, 620 + k, s=1.1)
    # the prawns heaped in the middle: a ring on the ice, a second ring on them, one on top, curled every way
    pm = _banded('prawn_cooked', [(0.0, '#fbe6d2'), (0.35, '#f49a72'), (0.7, '#e2623c'), (1.0, '#b2401f')], rough=0.28, spec=0.7)
    zc = _dome_z(cx, cy, zi, Ri, H, cx, cy)
    for (ring_r, n_, dz) in ((0.095, 8, -0.006), (0.05, 6, 0.018), (0.0, 2, 0.038)):
        for k in range(n_):
            th = math.tau * k / n_ + ring_r * 20
            px, py = cx + ring_r * math.cos(th), cy + ring_r * math.sin(th)
            if real:
                # several sizes (the identical rings read as a pattern; looser curls and steeper tilts read as sausages)
                ob = prawn(px, py, zc + dz - (0.014 * (ring_r / 0.095) if ring_r else 0.0), th + r.uniform(-0.6, 0.6), pm, s=r.uniform(1.2, 1.55))
                ob.rotation_euler = (r.uniform(-0.35, 0.35), r.uniform(-0.35, 0.35), ob.rotation_euler[2])
                continue
            ob = prawn(px, py, zc + dz - (0.014 * (ring_r / 0.095) if ring_r else 0.0), th + r.uniform(-0.6, 0.6), pm, s=1.4)
            ob.rotation_euler = (r.uniform(-0.35, 0.35), r.uniform(-0.35, 0.35), ob.rotation_euler[2])


def _catch_tray(x0, x1, y0, y1, top, M, seed=95):
    """Option display: a small steel tray of crushed ice with two raw gilthead laid head to tail, a sprig and a lemon
    wedge (the long tray across the counter read as a catalogue)."""
    steel = M['steel']
    box('ctray_floor', x0, x1, y0, y1, top, top + 0.012, steel)
    for (a0, a1, b0, b1) in ((x0, x1, y0, y0 + 0.015), (x0, x1, y1 - 0.015, y1), (x0, x0 + 0.015, y0, y1), (x1 - 0.015, x1, y0, y1)):
        box('ctray_rim', a0, a1, b0, b1, top, top + 0.045, steel, bevel=0.004)
    _ice_bed(x0 + 0.015, x1 - 0.015, y0 + 0.015, y1 - 0.015, top + 0.006, plain('#c8d6de', 0.12, name='ice', spec=0.8), seed)
    _crushed_ice(x0 + 0.015, x1 - 0.015, y0 + 0.015, y1 - 0.015, top + 0.004, plain('#e6f0f5', 0.05, name='icefine', spec=0.95), seed + 1,
                 size=0.007, n=int((x1 - x0) * (y1 - y0) / 0.31 * 9000))
    zi = top + 0.046
    skin = _bream_skin('breamgilt', '#f2f3f0', '#b4c0c8', '#2e3f54', scales=0.25, metal=0.35, lines=0.4, sheen=['#efd2dc', '#c8d8f0'])
    fin = plain('#9aa3aa', 0.3, name='breamfin_raw2', spec=0.7)
    eye, pupil = plain('#d8dcdc', 0.08, 0.6, name='raweye2', spec=1.0), plain('#030303', 0.02, name='rawpupil2', spec=1.0)
    marks = dict(blotch=plain('#23262b', 0.3, name='breamblotch'), gold=plain('#d9a838', 0.25, 0.8, name='breamgold'),
                 gill=plain('#5a5f66', 0.35, name='breamgill'))
    line = plain('#4e5a66', 0.3, name='breamline_raw')
    xm, ym = (x0 + x1) / 2, (y0 + y1) / 2
    _bream(xm - 0.01, ym - 0.065, zi - 0.008, 0.12, skin, fin, eye, pupil, line, s=1.0, marks=marks)
    _bream(xm + 0.01, ym + 0.075, zi - 0.008, math.pi - 0.1, skin, fin, eye, pupil, line, s=0.95, marks=marks)
    leaf, stem = plain('#2f5a1f', 0.5, name='parsley'), plain('#5d7f34', 0.5, name='parsleystem')
    _sprig(x1 - 0.09, y0 + 0.04, zi - 0.004, 2.4, leaf, stem, 640)
    _lemon_wedge(x0 + 0.07, y1 - 0.05, zi - 0.004, 0.5, plain('#f0c83a', 0.4, name='lemon'), plain('#f4e6a0', 0.25, name='lemonflesh', spec=0.7))


def _sides(x, y, top):
    """Option display: beside the platter, a small white bowl heaped with lemon wedges and a ramekin of aioli."""
    china = plain('#fbfaf7', 0.1, name='porcelain', spec=0.6)
    lathe('side_bowl', x, y, top, [(0.0, 0.0), (0.04, 0.0), (0.07, 0.03), (0.085, 0.05), (0.082, 0.052), (0.066, 0.032), (0.0, 0.01)], china, 48)
    rind, flesh = plain('#eec21e', 0.4, name='lemon_w'), plain('#f0d45a', 0.2, name='lemonflesh_w', spec=0.8)
    r = rng(97)
    for k, (dx, dy, dz) in enumerate(((-0.03, -0.02, 0.0), (0.025, -0.025, 0.0), (0.0, 0.03, 0.0), (0.03, 0.02, 0.004), (-0.03, 0.022, 0.004),
                                       (0.0, -0.002, 0.02))):
        w = _lemon_wedge(x + dx, y + dy, top + 0.022 + dz, r.uniform(0, math.tau), rind, flesh)
        w.rotation_euler = (r.uniform(-0.3, 0.3), r.uniform(-0.3, 0.3), w.rotation_euler[2])
    rx, ry = x - 0.11, y - 0.04
    lathe('ramekin', rx, ry, top, [(0.0, 0.0), (0.034, 0.0), (0.036, 0.004), (0.036, 0.036), (0.032, 0.036), (0.031, 0.006), (0.0, 0.006)], china, 40)
    lathe('aioli', rx, ry, top + 0.006, [(0.0, 0.024), (0.02, 0.022), (0.031, 0.017), (0.031, 0.0)], plain('#f1e3b6', 0.3, name='aioli', spec=0.6), 32)
    leaf, stem = plain('#2f5a1f', 0.5, name='parsley'), plain('#5d7f34', 0.5, name='parsleystem')
    _sprig(x + 0.06, y - 0.07, top, 0.6, leaf, stem, 660)


# Option dusk_sky of grill_station: the camera's sky at dusk by the view's elevation (its sine): a soft apricot glow on
# the sea line through rose and a lilac haze to a clear dusk blue (the physical sky drew a hard orange band under a pale
# grey); the world's light and the sea's reflection stay the physical sky's. Stops: (elevation's sine, linear colour).
DUSK_SKY = ((0.0, (1.1, 0.5, 0.2)), (0.025, (0.95, 0.5, 0.3)), (0.07, (0.62, 0.42, 0.5)), (0.13, (0.34, 0.36, 0.58)),
            (0.26, (0.17, 0.25, 0.52)), (0.5, (0.09, 0.15, 0.38)))


def grill_station(sc, sd):
    """The Buffet's evening grill on the terrace (Vela Amalfi, 2nd floor): a steel counter with a charcoal grill
    glowing under its grate (prawns, or skewers) and, for the seafood night, a tray of crushed ice with prawns,
    whole fish, oysters and lemons; tables in white linen, festoon lights, the glass balustrade and the sea.
    x across, y toward the sea (the balustrade at y = 8), the station's front at y = 1.6."""
    from interiors import _table
    t = world_sky(sc, sd['tod'], sd['sun_azimuth'])
    if sd.get('sky_haze'):
        # option: the seen sky's air and dust ([air, dust]; dusk's 1.6 and 3.0 drew a hard dark-orange band over the sea
        # line), thinner for a softer, brighter grade of the afterglow (the world's light shifts with it; the lamps don't)
        for n in sc.world.node_tree.nodes:
            if n.type == 'TEX_SKY':
                n.air_density, n.dust_density = sd['sky_haze']
    if sd.get('sky_grade'):
        _sky_grade(sc, *sd['sky_grade'])
    if sd.get('blue_hour'):
        _camera_sky(sc, BLUE_HOUR, sd['blue_hour'], 'EASE')
    if sd.get('dusk_sky'):
        _camera_sky(sc, DUSK_SKY, sd['dusk_sky'], 'B_SPLINE')
    seafood = sd.get('menu', 'seafood') == 'seafood'
    M = dict(
        cloth=linen('#f8f6f0', name='tablecloth', bump=0.1), napkin=linen('#f3efe6', name='napkin', bump=0.1),
        china=plain('#fbfaf7', 0.1, name='porcelain', spec=0.6), gold=brass(c='#c9a24a', rough=0.3), silver=plain('#d8d8d4', 0.2, 1.0, name='silver'),
        velvet=linen('#2f7f8a', sheen=0.6, name='velvet', bump=0.15), legs=wood('#2e2119', name='chairwood', rough=0.35),
        wax=plain('#f4efe2', 0.5, name='wax'), vase=glass((0.85, 0.92, 0.9)), brass=brass(c='#c9a24a', rough=0.25), wine_at={},
        rose=plain('#f6f0e6', 0.6, name='rose'),
        steel=plain('#b8b8b4', 0.28, 1.0, name='steel'), walnut=wood('#4a3222', name='walnut', rough=0.35),
        lemon=plain('#f2cf3a', 0.45, name='lemon'), lemonflesh=plain('#f6ecb0', 0.3, name='lemonflesh'),
        beef=plain('#4a2416', 0.5, name='beef'), chicken=plain('#a8703e', 0.45, name='chicken'),
        pepper=plain('#8a2a1a', 0.35, name='pepper', spec=0.6), onion=plain('#d2c2a0', 0.4, name='onion'),
        k_beef=_seared('k_beef', '#7a3b22', '#4a2213', '#140b07'), k_chicken=_seared('k_chicken', '#c99050', '#9a5e2a', '#2a1709'),
        k_pepper=_seared('k_pepper', '#b0190c', '#7e0f08', '#1a0a06', rough=0.25), k_pepper_g=_seared('k_pepper_g', '#3f7a1e', '#2a5212', '#121008', rough=0.25),
        k_onion=_seared('k_onion', '#e6d8bc', '#c9a77a', '#3a2614', rough=0.35),
    )
    if sd.get('cloth'):
        # option: the tables' cloths in a natural linen colour (white cloths with teal chairs read cold at dusk)
        M['cloth'] = linen(sd['cloth'], name='tablecloth_natural', bump=0.12)
    if sd.get('skewers') == 'seafood':
        M['sea'] = True
        M['k_prawn'] = _banded('prawnskewer', [(0.0, '#f6d9b8'), (0.4, '#ec8a5a'), (0.75, '#d2502e'), (1.0, '#8e2e14')])
        M['k_squid'] = _seared('k_squid', '#efe6d4', '#d8b47e', '#4a2e16', rough=0.3)
    rich = sd.get('skewer_style') == 'rich'
    if rich:
        # option skewer_style 'rich': seared, glazed pieces (the prawns seared orange to char, not banded in flat
        # colours), a charred set beside each for some pieces (M['k_*_c'])
        if M.get('sea'):
            M['k_prawn'] = _seared('k_prawn_r', '#f2a46e', '#d9602c', '#3a160a', rough=0.22, burn=0.04)
            M['k_prawn_c'] = _seared('k_prawn_rc', '#e08850', '#b0441c', '#2a1008', rough=0.22, burn=0.14)
            M['k_squid'] = _seared('k_squid_r', '#f0e2c8', '#d4a668', '#3e2410', rough=0.2, burn=0.06)
            M['k_squid_c'] = _seared('k_squid_rc', '#e6cfa6', '#b98040', '#2e1a0a', rough=0.2, burn=0.16)
        M['k_pepper'] = _seared('k_pepper_r', '#a8200e', '#6e1208', '#160806', rough=0.18, burn=0.06)
        M['k_pepper_c'] = _seared('k_pepper_rc', '#8e1a0c', '#561006', '#120605', rough=0.18, burn=0.16)
        M['k_pepper_g'] = _seared('k_pepper_gr', '#3a6a1c', '#24460f', '#0e0c06', rough=0.18, burn=0.08)
        M['k_onion'] = _seared('k_onion_r', '#dcc6a0', '#b98a54', '#2e1c0c', rough=0.25, burn=0.06)
        M['k_onion_c'] = _seared('k_onion_rc', '#cfae80', '#9a6a38', '#24160a', rough=0.25, burn=0.16)
    if sd.get('chair') == 'dining':
        # furniture.py's upholstered chairs (piped teal velvet, curved backs) for interiors' slab chairs
        import furniture as F
        fv, fw = F.velvet('#2f7f8a'), F.grain('#3a2518', rough=0.3)
        if sd.get('chair_fabric'):
            # option [fabric, frame]: a woven linen in a warm colour on a lighter wood (the teal velvet read cold)
            fv, fw = F.fabric(sd['chair_fabric'][0], name='chairlinen'), F.grain(sd['chair_fabric'][1], rough=0.4, name='chairoak')
        M['chair_fn'] = lambda cx, cy, f: F.dining_chair(cx, cy, f, fv, fw, M['brass'])
    # the terrace: travertine paving, a glass balustrade on a stone kerb, the sea
    box('paving', -14, 14, -8, 8, -0.1, 0.0, tiles('#bfb09a', '#a89a86', 0.6, 0.35, vary=0.06, name='terracepave', rows=1.0))
    box('kerb', -14, 14, 8.0, 8.3, 0.0, 0.12, plain('#cfc3ae', 0.6, name='kerb'))
    box('bal_glass', -14, 14, 8.13, 8.15, 0.12, 1.05, glass((0.8, 0.9, 0.9)))
    box('bal_rail', -14, 14, 8.09, 8.19, 1.05, 1.09, M['brass'])
    A.ocean(sc, size=2000, res=8, repeat=8, z=-9.0, y=1008)
    # a long, low headland far off (near ones read as smooth cones)
    A.terrain('headland', -1400, 2600, 1500, 380, 95, 12, z0=-40, rough=0.5)
    if sd['tod'] == 'night' and sd.get('lit_headland'):
        # a low headland across the bay on the right with a village's lights along its shore (the night card's top
        # half was plain dark sky over plain dark sea)
        hx, hy, hrx, hry = sd['lit_headland']
        hd = A.terrain('headland_r', hx, hy, hrx, hry, 110, 23, z0=-40, rough=0.45)
        rr = rng(231)
        warm = [emission('#ffc27a', 40.0), emission('#ffd9a0', 28.0), emission('#ffab5c', 34.0)]
        placed = 0
        for k in range(900):
            if placed >= 70:
                break
            a = rr.uniform(math.pi * 1.05, math.pi * 1.95)
            d = rr.uniform(0.5, 0.92)
            px, py = hx + math.cos(a) * d * hrx, hy + math.sin(a) * d * hry
            z = A.height_at(hd, px, py)
            if z is None or not (-7.0 < z < 22.0):
                continue
            sphere('village_light', px, py, z + 2.0, rr.uniform(1.6, 2.6), warm[placed % 3], seg=8)
            placed += 1
    # festoon lights over the terrace, from posts
    if sd.get('festoon'):
        # option [[xa, ya, xb, yb, height, sag, bulbs], ...]: festoons of globe bulbs in sockets, hung lower and deeper
        # over the terrace so they cross the card's sky (the three strings at 3.2 m showed only as a line of white dots
        # along the top edge); the posts at their ends
        for (xa, ya, xb, yb, zh, sag, nb) in sd['festoon']:
            _festoon((xa, ya, zh), (xb, yb, zh), nb, sag, 3.0)
    else:
        for (xa, xb, ya, yb) in ((-7, 7, 0.6, 0.6), (-7, 7, 4.2, 4.8), (-7, 7, 7.6, 7.6)):
            A.string_lights((xa, ya, 3.2), (xb, yb, 3.2), n=22, sag=0.45, power=2.0, posts=(0.0, 0.0))
    # tables laid for dinner
    for (tx, ty) in sd.get('tables', ((-3.4, 4.6), (0.4, 5.6), (3.8, 4.4), (-5.8, 6.8), (6.2, 6.6))):
        _table(tx, ty, M, t['lamps'], n=4)
    # the station: a counter faced in dark stone, a steel top with the grill well on the left, the ice tray on the right
    sx0, sx1, sy0, sy1 = -1.3, 1.3, 1.6, 2.4
    night = sd['tod'] == 'night'
    # option coal_bed: the night's well (the charcoal heaped close under a cast-iron grate, seen between the bars) at
    # any hour; the dusk grill's coals lay deep in the well and the grate read as a flat grid of steel bars
    low = night or sd.get('coal_bed')
    dstone = plain('#2c2a28', 0.55, name='darkstone')
    top = 0.9
    gx0, gx1 = sx0 + 0.1, -0.05
    if low:
        # the body stops under the grill well (its floor at 0.78) so the coals lie close under the grate, where the
        # eye sees them from the guests' side (inside the full body they were hidden, only their glow showed)
        box('st_body', sx0, sx1, sy0, sy1, 0.0, 0.78, dstone, bevel=0.01)
        for (a0, a1, b0, b1) in ((sx0, gx0, sy0, sy1), (gx1, sx1, sy0, sy1), (gx0, gx1, sy0, sy0 + 0.1), (gx0, gx1, sy1 - 0.1, sy1)):
            box('st_body', a0, a1, b0, b1, 0.7, 0.86, dstone)
    else:
        box('st_body', sx0, sx1, sy0, sy1, 0.0, 0.86, dstone, bevel=0.01)
    box('st_kick', sx0 + 0.04, sx1 - 0.04, sy0 + 0.04, sy1 - 0.04, -0.01, 0.08, plain('#1a1918', 0.6, name='kick'))
    if sd['tod'] == 'night' or sd.get('slats'):
        # walnut slats on the counter's faces and a warm line of light under the top's edge (a black box at night)
        for k in range(int((sx1 - sx0) / 0.06)):
            xx = sx0 + 0.03 + k * 0.06
            box('slat', xx - 0.022, xx + 0.022, sy0 - 0.02, sy0, 0.1, 0.82, M['walnut'], bevel=0.004)
        # a soft warm glow under the top's edge (at 6 it read as a blazing strip)
        box('ledline', sx0, sx1, sy0 - 0.035, sy0 - 0.02, 0.83, 0.845, emission('#ffb874', 0.9))
    # option top_satin: a satin, darker steel for the top (the polished one mirrored the lights round the well as a
    # blazing white rim)
    topm = plain('#8c8c88', 0.5, 1.0, name='steel_satin') if sd.get('top_satin') else M['steel']
    if sd.get('display'):
        # option display: a honed dark stone top (the polished steel, bare round the platter, mirrored the sky as a
        # large pale sheet)
        topm = plain('#35322f', 0.42, name='counterstone', spec=0.45)
    for (a0, a1, b0, b1) in ((sx0, gx0, sy0, sy1), (gx1, sx1, sy0, sy1), (gx0, gx1, sy0, sy0 + 0.1), (gx0, gx1, sy1 - 0.1, sy1)):
        box('st_top', a0, a1, b0, b1, 0.86, top, topm, bevel=0.004)
    # the grill well: steel walls, a bed of charcoal glowing, the grate of round bars over it
    real = sd.get('seafood_real')
    if low:
        _coal_bed(gx0, gx1, sy0 + 0.1, sy1 - 0.1, 0.78, varied=bool(real))
    else:
        box('well', gx0, gx1, sy0 + 0.1, sy1 - 0.1, 0.62, 0.64, plain('#1c1c1c', 0.8, name='ash'))
        coal = _glowing('coal', '#1b1613', '#ff5a14', 6.0)
        r = rng(71)
        for k in range(150):
            cx, cy = r.uniform(gx0 + 0.03, gx1 - 0.03), r.uniform(sy0 + 0.13, sy1 - 0.13)
            rad = r.uniform(0.018, 0.03)
            _turn(sphere('coal', cx, cy, 0.66 + r.uniform(0, 0.03), rad, coal, scale=(1.2, 0.9, 0.7), seg=8), cx, cy, r.uniform(0, math.tau))
    # at night a cast-iron grate (bright steel bars caught the hood's light as a pale mesh over the coals)
    grate_m = plain('#3b3734', 0.45, 0.9, name='castiron') if low else M['steel']
    if real:
        # option seafood_real: the bars dark, seasoned iron (the glossy iron caught the glow along every bar's top)
        grate_m = plain('#151311', 0.6, 0.5, name='castiron_dark')
    if sd.get('grate') == 'round':
        # option: round cast-iron bars across the well, wider apart, on two cross bearers (square strips read as a flat
        # grid); the bars' tops catch the coals' glow
        import furniture as F
        for k in range(int((gx1 - gx0 - 0.04) / 0.028)):
            gx = gx0 + 0.032 + k * 0.028
            F.tube('grate', [(gx, sy0 + 0.1, top - 0.01), (gx, sy1 - 0.1, top - 0.01)], 0.0055, grate_m, sides=10)
        for yy in (sy0 + 0.16, sy1 - 0.16):
            box('grate_bearer', gx0, gx1, yy - 0.006, yy + 0.006, top - 0.03, top - 0.016, grate_m)
    else:
        for k in range(int((gx1 - gx0 - 0.04) / 0.022)):
            gx = gx0 + 0.03 + k * 0.022
            box('grate', gx - 0.004, gx + 0.004, sy0 + 0.1, sy1 - 0.1, top - 0.012, top - 0.004, grate_m, bevel=0.003)
    # with fish_form 'bream' the embers' light under the grate (at 0.95 it sat 3 cm over the fish and washed their
    # skins out to a pale cream)
    # option ember_soft: the same, and the front embers' lights dimmer (at 0.95 and 14 W the steel top round the well
    # caught them as a blazing white rim)
    soft = sd.get('ember_soft')
    ez = 0.86 if sd.get('fish_form') == 'bream' or soft else 0.95
    point_light('embers', ((gx0 + gx1) / 2, (sy0 + sy1) / 2, ez), 40 if sd['tod'] == 'night' else 25, (1.0, 0.42, 0.12), 0.3, shadow=True)
    # (option seafood_real: weaker, 20 cm over the fish it washed their skins to a pale cream)
    point_light('embers_up', ((gx0 + gx1) / 2, (sy0 + sy1) / 2 - 0.3, 1.1), 5 if sd.get('seafood_real') else 12, (1.0, 0.5, 0.2), 0.3, shadow=False)
    if soft:
        # and a weaker glow just over the grate, so its bars and the skewers' undersides still catch the fire's orange
        point_light('embers_glow', ((gx0 + gx1) / 2, (sy0 + sy1) / 2, 0.93), 14, (1.0, 0.4, 0.1), 0.4, shadow=False)
    if low:
        # the coals' glow on the near food: a low warm light along the well's front edge (the prawns facing the
        # guests were in shadow and read as dark rings)
        for fx in (gx0 + 0.25, gx1 - 0.3):
            point_light('embers_front', (fx, sy0 + 0.14, 0.87), 4 if soft else 14, (1.0, 0.45, 0.16), 0.3, shadow=False)
    on = top - 0.004
    display = sd.get('display')
    if seafood:
        pm = _banded('prawn', [(0.0, '#f6d9b8'), (0.4, '#ec8a5a'), (0.75, '#d2502e'), (1.0, '#9e3418')])
        if display:
            # option display: the grilled prawns seared and glazed, charred in places (the banded raw-coloured ones read
            # as boiled)
            pm = _seared('k_prawn_g', '#f8a878', '#e4622c', '#4a1c0c', rough=0.22)
        r = rng(72)
        if display:
            # option display: the bream toward the grill's right end (the camera's side), the prawns in two loose heaps
            # either side of them, some crossing
            rp = [(0.55, 0.18), (0.63, 0.26), (0.57, 0.36), (0.66, 0.46), (0.6, 0.58), (1.07, 0.14), (1.06, 0.66)]
            for k, (ex_, ey_) in enumerate(rp):
                if real:
                    # option seafood_real: the prawns of several sizes, some curled tight, some nearly straight
                    ob = prawn(gx0 + ex_, sy0 + ey_, on + r.uniform(0.0, 0.008), r.uniform(0, math.tau), pm, s=(1.15, 1.45, 1.25, 1.55, 1.2, 1.4, 1.3)[k],
                               curl=(0.8, 1.05, 0.7, 0.95, 1.1, 0.75, 0.9)[k])
                    ob.rotation_euler = (r.uniform(-0.2, 0.2), r.uniform(-0.2, 0.2), ob.rotation_euler[2])
                else:
                    prawn(gx0 + ex_, sy0 + ey_, on + r.uniform(0.0, 0.008), r.uniform(0, math.tau), pm, s=1.3)
        elif sd.get('fish_detail'):
            # the two fish toward the grill's middle (in the frame), prawns either side of them
            for (ex_, ey_) in ((0.12, 0.22), (0.3, 0.26), (0.14, 0.52), (0.32, 0.58), (1.0, 0.22), (1.02, 0.56)):
                prawn(gx0 + ex_, sy0 + ey_, on, r.uniform(0, math.tau), pm, s=1.25)
        else:
            for k in range(10):
                prawn(gx0 + 0.1 + (k % 5) * 0.2 + r.uniform(-0.02, 0.02), sy0 + 0.28 + (k // 5) * 0.26, on, r.uniform(0, math.tau), pm, s=1.25)
        if sd.get('fish_detail'):
            # option: two grilled sea bream with char bars from the grate, fins and gill covers (a plain brown swept
            # body read as a toy); the prawns keep to the grill's ends
            if sd.get('fish_tone') == 'browned':
                # option: a golden-brown skin with seared brown marks (the pale skin with black bars read as striped)
                fm = _charred_skin('fishbrowned', '#7e4c22', '#4e2e14', '#2a1606', soft=True)
            else:
                fm = _charred_skin('fishcharred', '#a8783f', '#6e4a2a', '#2a1a10')
            fin = plain('#5a4028', 0.5, name='grilledfin')
            if sd.get('fish_form') == 'bream':
                # option: whole bream with a real body (deep, flattened, a forked tail, spiny fins, a gill cover, the
                # cooked eye), the skin pale gold at the belly to bronze at the back, seared only in broken lengths
                fm = _bream_skin('breamgrilled', '#a87a3e', '#6e4420', '#36200e', char='#180d06')
                fin = plain('#3c2615', 0.55, name='breamfin_grilled')
                eye, pupil = plain('#e4ddcf', 0.3, name='cookedeye'), plain('#6d665c', 0.2, name='cookedpupil')
                line = plain('#4a2c14', 0.5, name='breamline_grilled')
                at = ((gx0 + 0.95, sy0 + 0.31, 0.1), (gx0 + 0.98, sy0 + 0.55, -0.06)) if display else \
                    ((gx0 + 0.62, sy0 + 0.3, 0.06), (gx0 + 0.72, sy0 + 0.54, -0.04))
                glaze = None
                if real:
                    # option seafood_real: the skin silver-gold with black char marks in a browned halo, glossy; crisp
                    # dark fins with rays; the head shaped, the cooked eye in its socket, the mouth and the gill cover
                    fm = _bream_glazed('breamglazed')
                    xs_ = -0.15 + 0.24  # the tail's stalk in the fish's own x (L 0.3, the body 0.8 of it)
                    fin = _fin_rays('breamfin_glazed', '#6a4420', '#3a220e', '#120904')
                    glaze = dict(tail=_fin_rays('breamtail_glazed', '#6a4420', '#3a220e', '#120904', tail=xs_),
                                 socket=plain('#1e1208', 0.5, name='breamsocket'), lip=plain('#1a0e06', 0.5, name='breamlip'),
                                 gill=plain('#4a2a10', 0.35, name='breamgill_glazed', spec=0.6))
                    eye, pupil = plain('#a49882', 0.25, name='cookedeye2', spec=0.7), plain('#3a322a', 0.15, name='cookedpupil2', spec=0.9)
                for (fx_, fy_, fa) in at:
                    _bream(fx_, fy_, on, fa, fm, fin, eye, pupil, line, s=1.0, glaze=glaze)
            else:
                for (fx_, fy_, fa) in ((gx0 + 0.62, sy0 + 0.28, 0.06), (gx0 + 0.72, sy0 + 0.53, -0.04)):
                    _fish_fins(fish(fx_, fy_, on, fa, fm, s=1.0), 1.0, fin)
        else:
            fm = _banded('fishgrilled', [(0.0, '#b8a488'), (0.5, '#7a6248'), (1.0, '#3a2c20')], rough=0.4)
            fish(gx0 + 0.55, (sy0 + sy1) / 2, on, 0.05, fm, s=1.1)
    else:
        if rich:
            # five skewers, irregularly spaced and angled, one pulled a little toward the front
            for k, (ex_, ey_, ea) in enumerate(((0.17, 0.01, 0.07), (0.36, -0.035, -0.05), (0.52, 0.03, 0.12), (0.74, -0.01, -0.03), (0.9, 0.04, 0.09))):
                _skewer(gx0 + ex_, (sy0 + sy1) / 2 + ey_, on, math.pi / 2 + ea, M, 80 + k, rich=True)
        else:
            for k in range(7):
                _skewer(gx0 + 0.15 + k * 0.15, (sy0 + sy1) / 2 + (k % 2) * 0.03 - 0.015, on, math.pi / 2 + 0.04 * (k % 3 - 1), M, 80 + k)
        # a steel pan of corn cobs and a bowl of sauce beside the grill (not under the board of skewers, which buried them
        # to flat yellow discs)
        for k in range(4 if sd.get('lemons', True) else 0):
            ob = sphere('corn', 0.15 + k * 0.06, sy0 + 0.25, top + 0.025, 0.022, plain('#f0c43a', 0.4, name='corn'), scale=(1, 3.6, 1), seg=16)
        if sd.get('lemons', True):
            lathe('sauce_bowl', 0.3, sy1 - 0.22, top, [(0.0, 0), (0.04, 0), (0.06, 0.04), (0.062, 0.045)], M['china'], 32)
            cyl('sauce', 0.3, sy1 - 0.22, top + 0.03, top + 0.035, 0.055, plain('#7a2a14', 0.2, name='sauce'), 32)
    # the ice tray (seafood night) or the cooling board of skewers
    ix0, ix1 = 0.05, sx1 - 0.1
    if seafood and display == 'plateau':
        # option display 'plateau': a round platter of oysters, prawns and lemon on ice, raised on a stand, and a small
        # tray of two raw gilthead beside it, for the long tray across the counter (a catalogue's grid of pieces)
        px_, py_ = sd.get('plateau_at', (0.4, 2.0))
        _plateau(px_, py_, top, M, real=bool(real))
        # the fire's warm light across the counter onto the platter's near side (lit only by the festoons and the ice
        # lamp it read cool beside the glowing grill)
        point_light('grill_spill', (gx1 + 0.05, sy0 + 0.3, top + 0.12), 6, (1.0, 0.5, 0.2), 0.15, shadow=False)
        if sd.get('catch_at'):
            _catch_tray(*sd['catch_at'], top, M)
        if sd.get('sides_at'):
            _sides(*sd['sides_at'], top)
    elif seafood:
        box('tray_floor', ix0, ix1, sy0 + 0.08, sy1 - 0.08, top - 0.02, top, M['steel'])
        for (a0, a1, b0, b1) in ((ix0, ix1, sy0 + 0.06, sy0 + 0.08), (ix0, ix1, sy1 - 0.08, sy1 - 0.06), (ix0 - 0.02, ix0, sy0 + 0.06, sy1 - 0.06),
                                 (ix1, ix1 + 0.02, sy0 + 0.06, sy1 - 0.06)):
            box('tray_rim', a0, a1, b0, b1, top - 0.02, top + 0.05, M['steel'], bevel=0.004)
        ice = plain('#c8d6de' if sd.get('ice_fine') else '#e9f1f4', 0.12, name='ice', spec=0.8)
        _ice_bed(ix0, ix1, sy0 + 0.08, sy1 - 0.08, top, ice, 73)
        if sd.get('ice') == 'crushed':
            # option: broken lumps of ice heaped over the bed, each facet its own glint (the smooth bed read as a white slab)
            if sd.get('ice_fine'):
                # option [lump size, count]: finer lumps, many more of them, a little bluer than the bed below so the
                # gaps read as shade between pieces (3200 lumps on a white bed read as a slab with a few chips on it)
                _crushed_ice(ix0, ix1, sy0 + 0.08, sy1 - 0.08, top - 0.004, plain('#e6f0f5', 0.05, name='icefine', spec=0.95), 75,
                             size=sd['ice_fine'][0], n=sd['ice_fine'][1])
            else:
                _crushed_ice(ix0, ix1, sy0 + 0.08, sy1 - 0.08, top - 0.006, plain('#eef4f7', 0.06, name='icechunk', spec=0.9), 75)
        r = rng(74)
        zi = top + (0.042 if sd.get('ice') == 'crushed' else 0.034)  # on the lumps, not sunk in them
        pm2 = _banded('prawn2', [(0.0, '#f8e2c8'), (0.4, '#f0926a'), (0.75, '#dc5c36'), (1.0, '#a83c1e')])
        # option bream_raw 'gilthead': the raw bream at the tray's front, one behind the other, nearest the guest, the prawns at
        # the back (at the back the fish were the smallest, darkest things on the ice, the prawns' rows its subject)
        front = sd.get('bream_raw') == 'gilthead'
        py0 = sy1 - 0.2 if front else sy0 + 0.18
        for k in range(12):
            prawn(ix0 + 0.1 + (k % 6) * 0.095 + (0.03 if front and k >= 6 else 0.0), py0 + (k // 6) * 0.09, zi, -0.4 + r.uniform(-0.2, 0.2),
                  pm2, s=1.2)
        if sd.get('fish_form') == 'bream' and front:
            # silver belly, a steel-blue back with thin dark lines along it, mother-of-pearl patches; the gold brow bar,
            # the dark blotch on the gill cover, its edge a grey line (rose-red, or near-black, read as a band round the
            # fish), a large glassy eye (a gilthead fresh from the boat)
            # (less metal than the first raw bream's: at 0.55 the whole flank mirrored the bright sky, one pale silver)
            skin = _bream_skin('breamgilt', '#f2f3f0', '#b4c0c8', '#2e3f54', scales=0.25, metal=0.35, lines=0.4,
                               sheen=['#efd2dc', '#c8d8f0'])
            fin = plain('#9aa3aa', 0.3, name='breamfin_raw2', spec=0.7)
            eye, pupil = plain('#d8dcdc', 0.08, 0.6, name='raweye2', spec=1.0), plain('#030303', 0.02, name='rawpupil2', spec=1.0)
            marks = dict(blotch=plain('#23262b', 0.3, name='breamblotch'), gold=plain('#d9a838', 0.25, 0.8, name='breamgold'),
                         gill=plain('#5a5f66', 0.35, name='breamgill'))
            line = plain('#4e5a66', 0.3, name='breamline_raw')
            _bream(ix0 + 0.19, sy0 + 0.2, zi - 0.008, 0.1, skin, fin, eye, pupil, line, s=1.05, marks=marks)
            _bream(ix0 + 0.52, sy0 + 0.2, zi - 0.008, -0.07, skin, fin, eye, pupil, line, s=1.0, marks=marks)
            ym = (sy0 + sy1) / 2 + 0.02
            _shell_row(ix0, ym, zi, M, ((ix0 + 0.42, sy0 + 0.13, 0.4), (ix0 + 0.05, sy0 + 0.3, -0.3), (ix0 + 0.68, sy1 - 0.1, 2.6),
                                        (ix1 - 0.1, sy0 + 0.3, 1.2), (ix1 - 0.06, ym + 0.04, 3.4)))
        elif sd.get('fish_form') == 'bream':
            # option: the raw bream on the ice (silver belly to a blue-grey back, scales, a glassy dark eye, the gill
            # cover's edge) for smooth grey swept shapes; between them scallops on the half shell, lemon halves and
            # sprigs of parsley in place of the row of lemons alone
            skin = _bream_skin('breamraw', '#eef0ee', '#b9c4cb', '#3d4c5b', scales=0.25, metal=0.45)
            fin = plain('#8e98a0', 0.35, name='breamfin_raw', spec=0.7)
            eye, pupil = plain('#c9b68a', 0.15, name='raweye', spec=0.9), plain('#050505', 0.05, name='rawpupil', spec=1.0)
            line = plain('#4e5a66', 0.3, name='breamline_raw')
            _bream(ix0 + 0.36, sy1 - 0.22, zi - 0.008, 0.08, skin, fin, eye, pupil, line, s=1.15)
            _bream(ix0 + 0.84, sy1 - 0.19, zi - 0.008, -0.1, skin, fin, eye, pupil, line, s=1.05)
            ym = (sy0 + sy1) / 2 + 0.03
            _shell_row(ix0, ym, zi, M, ((ix0 + 0.15, sy1 - 0.12, 0.4), (ix0 + 0.58, sy1 - 0.13, -0.3), (ix0 + 0.99, sy1 - 0.1, 2.6),
                                        (ix0 + 0.7, sy0 + 0.15, 1.2), (ix1 - 0.06, ym + 0.04, 3.4)))
        else:
            skin = _banded('fishskin', [(0.0, '#eef1f2'), (0.45, '#b9c3c8'), (0.8, '#6d7e8a'), (1.0, '#3c4a56')], rough=0.25, spec=0.8)
            f1 = fish(ix0 + 0.32, sy1 - 0.24, zi, 0.08, skin, s=1.05)
            f2 = fish(ix0 + 0.78, sy1 - 0.2, zi, -0.1, skin, s=0.95)
            if sd.get('fish_detail'):
                fin = plain('#9aa4ab', 0.3, name='rawfin', spec=0.7)
                _fish_fins(f1, 1.05, fin)
                _fish_fins(f2, 0.95, fin)
            for k in range(5):
                _lemon(ix0 + 0.12 + k * 0.2, (sy0 + sy1) / 2 + 0.02 + (k % 2) * 0.03, zi - 0.005, M)
        shell = plain('#8d877c', 0.6, name='oystershell')
        meat = plain('#d8cdb4', 0.15, name='oyster', spec=0.8)
        if sd.get('oysters') == 'shells':
            # option: oysters on the half shell (ruffled rough cups, nacre, meat with its mantle) for flattened spheres
            nacre = plain('#e9e4ea', 0.12, name='nacre', spec=0.8)
            meat2 = plain('#cfc5b0', 0.12, name='oystermeat', spec=0.9)
            for k in range(6):
                # (with the raw bream at the front, 4 cm to the right: clear of the second fish's tail)
                ox, oy = ix1 - 0.2 - (k % 3) * 0.1 + (0.04 if sd.get('bream_raw') == 'gilthead' else 0.0), sy0 + 0.16 + (k // 3) * 0.11
                _oyster(ox, oy, zi - 0.006, 1.2 + k * 0.9, 400 + k, shell, nacre, meat2)
        for k in range(4 if sd.get('oysters') != 'shells' else 0):
            ox, oy = ix1 - 0.1 - (k % 2) * 0.11, sy0 + 0.15 + (k // 2) * 0.1
            sphere('oyster', ox, oy, zi, 0.04, shell, scale=(1.0, 0.75, 0.25), seg=16)
            sphere('oyster_m', ox, oy, zi + 0.008, 0.025, meat, scale=(1.0, 0.75, 0.25), seg=16)
    else:
        box('board', ix0 + 0.05, ix1 - 0.05, sy0 + 0.12, sy1 - 0.12, top, top + 0.03, M['walnut'], bevel=0.006)
        if rich:
            # three cooked skewers resting on the board at different angles
            for k, (ex_, ey_, ea) in enumerate(((0.22, 0.0, 0.25), (0.4, 0.03, 0.05), (0.62, -0.02, -0.2))):
                _skewer(ix0 + ex_, (sy0 + sy1) / 2 + ey_, top + 0.03, math.pi / 2 + ea, M, 93 + k, rich=True)
        else:
            for k in range(5):
                _skewer(ix0 + 0.2 + k * 0.2, (sy0 + sy1) / 2, top + 0.03, math.pi / 2 + 0.1, M, 90 + k)
        for k in range(3 if sd.get('lemons', True) else 0):
            _lemon(ix1 - 0.25 + k * 0.06, sy0 + 0.16, top + 0.03, M)
    if sd.get('chef_light'):
        # option: the fire's warm light on the chef's side of the station (behind the grill from the guests)
        point_light('chef_fire', ((gx0 + gx1) / 2, sy1 + 0.45, 1.5), sd['chef_light'], (1.0, 0.5, 0.2), 0.4, shadow=False)
    point_light('hood_l', ((gx0 + gx1) / 2, sy0 + 0.6, 2.05), 30, (1.0, 0.82, 0.6), 0.2, shadow=True)
    point_light('ice_l', (0.6, sy0 + 0.4, 1.9), 25, (1.0, 0.9, 0.78), 0.2, shadow=True)
    return {}, {}


BUILDERS['grill_station'] = grill_station


# ---- complimentary breakfast (the amenities card): breakfast for two on a balcony above the sea ----

def breakfast_balcony(sc, sd):
    """Breakfast for two on a Sorrento balcony on a morning: a round travertine table by the wrought-iron railing
    laid with a basket of croissants and pains au chocolat, a coffee pot and two cups, glasses of orange juice,
    a bowl of berries, jam, a bud vase; two rattan chairs; the sea, a green headland and an island beyond.
    x along the railing, y toward the sea (the railing at y = 2.2), the doors behind the camera at y = -1."""
    from venues_extra import crystal, drink, _origin
    world_sky(sc, sd['tod'], sd['sun_azimuth'])
    M = dict(
        china=plain('#fbfaf7', 0.1, name='porcelain', spec=0.6), brass=brass(c='#c9a24a', rough=0.25), silver=plain('#d8d8d4', 0.2, 1.0, name='silver'),
        napkin=linen('#f3efe6', name='napkin', bump=0.1), coffee=plain('#3a2414', 0.1, name='coffee'), rattan=rattan('#b08a5a'),
        ceramic=plain('#efe8dc', 0.3, name='ceramic'),
    )
    crust = _crust()
    s = dict(style='sorrento', out_metal=plain('#232a28', 0.45, 0.6, name='iron'))
    box('floor', -3, 3, -1.2, 2.3, -0.1, 0.0, tiles('#c98a64', '#b7a58c', 0.25, 0.45, vary=0.08, name='cotto', rows=1.0))
    box('slab_edge', -3, 3, 2.2, 2.32, -0.25, 0.0, paint('#efe4d2', name='slab'))
    if sd.get('balustrade'):
        # option: a Sorrento stone balustrade (turned vase balusters under a moulded cap) for the wrought-iron bars
        _balustrade(-3, 3, 2.16)
    else:
        A.railing(-3, 3, 2.16, s)
    # the side wall on the left with the open French door's leaf and a sheer curtain
    wall = paint('#eadcc4', name='balconywall')
    box('sidewall', -2.0, -1.8, -1.2, 2.2, 0, 3.2, wall)
    box('door_leaf', -1.8, -1.75, -1.15, -0.35, 0.0, 2.5, plain('#2f5f5a', 0.5, name='shutter'), bevel=0.01)
    A.ocean(sc, size=2000, res=8, repeat=8, z=-12.0, y=1000)
    # a long, low headland far off on the left (a near one read as a smooth cone)
    A.terrain('headland', -1500, 2400, 1400, 380, 90, 12, z0=-40, rough=0.5)
    # the table: a travertine top on a wrought-iron pedestal
    tx, ty, tz = 0.0, 1.35, 0.75
    if sd.get('cloth'):
        # option: a white linen cloth over the table, its skirt falling in soft folds to the knees (the top 2 mm above the
        # travertine, which is lowered under it by as much)
        from interiors import _cloth
        _cloth(tx, ty, 0.4, tz + 0.001, 0.42, linen(sd['cloth'], name='tablecloth', bump=0.15), folds=18, seed=33)
    lathe('table_top', tx, ty, tz - 0.03 - (0.002 if sd.get('cloth') else 0.0), [(0.0, 0), (0.4, 0), (0.405, 0.015), (0.4, 0.03), (0.0, 0.03)], marble('#e6dccb', '#d2c4ab', 0.4, 0.6, name='travtop'), 96)
    cyl('table_stem', tx, ty, 0.05, tz - 0.03, 0.03, s['out_metal'], 16)
    cyl('table_foot', tx, ty, 0.0, 0.05, 0.26, s['out_metal'], 32, r2=0.2)
    A.outdoor_chair(tx - 0.72, ty + 0.05, -90, s)
    A.outdoor_chair(tx + 0.72, ty - 0.05, 90, s)
    # two places facing each other across the table, along x
    for side in (-1, 1):
        px, py = tx + side * 0.22, ty - 0.02
        cyl('plate', px, py, tz, tz + 0.012, 0.1, M['china'], 48)
        cyl('plate_in', px, py, tz + 0.012, tz + 0.015, 0.065, M['china'], 48)
        croissant(px, py - 0.01, tz + 0.015, side * 0.4 + 1.6, crust, s=0.95, seed=60 + side)
        if sd.get('napkin_fold'):
            # option: a linen napkin folded in three (drinks.folded_napkin) for the flat white slab
            from drinks import folded_napkin
            folded_napkin(px, py - 0.172, tz + 0.001, math.pi / 2, M['napkin'], l=0.13, w=0.07, seed=80 + side)
        else:
            box('napkin', px - 0.04, px + 0.04, py - 0.2, py - 0.1, tz, tz + 0.012, M['napkin'], bevel=0.004)
        box('knife', px - 0.006, px + 0.006, py + 0.11, py + 0.28, tz, tz + 0.003, M['silver'])
        # the cup on its saucer, the juice glass
        ux, uy = tx + side * 0.13, ty + (0.2 if side < 0 else -0.22)
        cyl('saucer', ux, uy, tz, tz + 0.008, 0.06, M['china'], 32)
        lathe('cup', ux, uy, tz + 0.008, [(0.0, 0), (0.026, 0), (0.038, 0.055), (0.04, 0.06), (0.036, 0.06)], M['china'], 32)
        cyl('coffee', ux, uy, tz + 0.05, tz + 0.053, 0.035, M['coffee'], 24)
        jx, jy = tx + side * 0.3, ty + (0.2 if side > 0 else -0.2)
        g = lathe('tumbler', jx, jy, tz, [(0.0, 0), (0.032, 0), (0.036, 0.11), (0.0365, 0.112)], crystal(), 48)
        juice = plain('#f0a03a', 0.15, name='juiceglow', spec=0.6, emit='#ffa030', emit_w=sd['juice_glow']) if sd.get('juice_glow') else plain('#f0a03a', 0.15, name='juicef0a03a', spec=0.6)
        lathe('juice', jx, jy, tz + 0.004, [(0.0, 0), (0.03, 0), (0.033, 0.08), (0.0, 0.08)], juice, 48)
        _origin(g, (jx, jy - 0.035, tz + 0.05))
    # the middle: a rattan basket of pastries, the coffee pot, berries, jam, a bud vase
    bx, by = tx - 0.04, ty + 0.2
    lathe('basket', bx, by, tz, [(0.08, 0), (0.12, 0.015), (0.14, 0.04), (0.142, 0.045)], M['rattan'], 48)
    cyl('basket_cloth', bx, by, tz + 0.012, tz + 0.02, 0.11, M['napkin'], 32)
    croissant(bx - 0.04, by - 0.02, tz + 0.02, 0.3, crust, s=0.9, seed=70)
    croissant(bx + 0.045, by + 0.035, tz + 0.02, 2.6, crust, s=0.85, seed=71)
    croissant(bx + 0.01, by - 0.065, tz + 0.045, 1.2, crust, s=0.85, seed=72)
    lathe('coffeepot', tx + 0.1, ty + 0.06, tz, [(0.0, 0), (0.055, 0), (0.065, 0.04), (0.062, 0.11), (0.045, 0.16), (0.035, 0.18), (0.04, 0.19), (0.0, 0.2)],
          M['china'], 64)
    sphere('pot_knob', tx + 0.1, ty + 0.06, tz + 0.205, 0.012, M['china'], seg=12)
    # a short, tapering spout from low on the body (a thin long one read as a stick)
    spout = cyl('pot_spout', 0, 0, 0, 0.07, 0.018, M['china'], 20, r2=0.008)
    spout.rotation_euler = (0, math.radians(-50), 0)
    spout.location = (tx + 0.06, ty + 0.06, tz + 0.05)
    lathe('berrybowl', tx - 0.02, ty - 0.18, tz, [(0.02, 0), (0.045, 0.02), (0.055, 0.045), (0.057, 0.047)], M['ceramic'], 48)
    rr = rng(61)
    berry = _fruit_mat('#b3203a', 0.3, 0.2, 500.0, name='berry')
    blue = _fruit_mat('#2c2c55', 0.45, 0.0, name='blueberry')
    for k in range(22):
        a, d = rr.random() * math.tau, rr.random() ** 0.5 * 0.04
        sphere('berry', tx - 0.02 + math.cos(a) * d, ty - 0.18 + math.sin(a) * d, tz + 0.04 + rr.random() * 0.012, 0.009 if k % 3 else 0.011,
               blue if k % 3 == 1 else berry, seg=12)
    jx, jy = tx + 0.14, ty - 0.02
    g = lathe('jar', jx, jy, tz, [(0.0, 0), (0.026, 0), (0.028, 0.05), (0.024, 0.058)], crystal(), 48)
    lathe('jam', jx, jy, tz + 0.003, [(0.0, 0), (0.024, 0), (0.025, 0.04), (0.0, 0.04)], drink('#a3202a', glow=0.02), 48)
    _origin(g, (jx, jy - 0.026, tz + 0.025))
    cyl('jar_lid', jx, jy, tz + 0.058, tz + 0.068, 0.026, M['brass'], 32)
    lathe('budvase', tx - 0.12, ty + 0.02, tz, [(0.02, 0), (0.026, 0.03), (0.008, 0.1), (0.011, 0.12)], crystal(), 32)
    cyl('stem', tx - 0.12, ty + 0.02, tz + 0.1, tz + 0.2, 0.002, plain('#4c6a3c', 0.5, name='stem'), 6)
    for k in range(5):
        a = math.tau * k / 5
        sphere('petal', tx - 0.12 + math.cos(a) * 0.012, ty + 0.02 + math.sin(a) * 0.012, tz + 0.205, 0.014, plain('#d4477a', 0.5, name='bougainvillea'),
               scale=(1, 1, 0.5), seg=12)
    if sd.get('plant'):
        # option: a small olive in a terracotta pot on the balcony at [x, y], at the frame's edge for depth (its twigs
        # and leaves kept clear of the balustrade and the side wall)
        from dressing import pot_plant
        objs = pot_plant(sd['plant'][0], sd['plant'][1], s, h=1.5, seed=12, clip=(-1.78, 3.0, -1.2, 2.02))
        if sd.get('fine_leaves'):
            _fine_leaves(objs, **(sd['fine_leaves'] if isinstance(sd['fine_leaves'], dict) else {}))
    if sd.get('sun'):
        # option: a low morning sun [elevation, azimuth, strength, colour (optional, rgb)] raking across the table (the sky's sun moved with it),
        # its shadows drawn within 6 m
        from lib import low_sun
        sun_ob = low_sun(sc, sd['sun'][0], sd['sun'][1], 6.0, sd['sun'][2])
        if sun_ob and len(sd['sun']) > 3:
            sun_ob.data.color = sd['sun'][3]
    return {}, {}


def _fine_leaves(objs, narrow=0.55, n=6, fold=0.35, arch=0.08, twist=0.0, colours=None):
    """Option `fine_leaves` of breakfast_balcony: the olive's leaf cards (nature.spray: one flat diamond each, which
    read as faceted cut-outs seen from a metre) rebuilt, each in place and in its own material, as a slender lanceolate
    blade: `narrow` times the card's width, n segments along a midrib bent as the card was, the blade folded up from
    its midrib (`fold`, a share of the half width: smooth shading then runs light to dark across it), arched along
    its length (`arch`, a share of its length), its tip turned by `twist` radians. Bark and twigs are left as built.
    `colours` {'dark', 'mid', 'silver'}: the three leaf materials' colours (nature.olive_leaves' in the sun read beige)."""
    import nature as N
    for ob in objs:
        me = ob.data
        if not me.materials or not me.materials[0].name.startswith('olive_'):
            continue
        kind = me.materials[0].name[len('olive_'):].split('.')[0]
        if colours and kind in colours:
            me.materials[0] = N.leaf_mat(colours[kind], 'bfolive_' + kind, sheen=0.6 if kind == 'silver' else 0.35)
        co = [v.co.copy() for v in me.vertices]
        V, F = [], []
        for pg in me.polygons:
            if len(pg.vertices) != 4:
                continue
            b, p1, t, p3 = (co[i] for i in pg.vertices)
            mid, w = (p1 + p3) / 2, (p1 - p3) / 2
            ax = t - b
            L = ax.length
            hw0 = w.length * narrow
            if L < 1e-5 or hw0 < 1e-6:
                continue
            wd = w.normalized()
            nrm = ax.cross(wd).normalized()
            bend = mid - (b + t) / 2
            o = len(V)
            for i in range(n + 1):
                u = i / n
                c = b + ax * u + bend * (4 * u * (1 - u)) + nrm * (arch * L * 4 * u * (1 - u))
                hw = hw0 * math.sin(math.pi * min(1.0, u ** 0.85)) ** 0.8 if 0 < u < 1 else 0.0
                a = twist * u
                wv = wd * math.cos(a) + nrm * math.sin(a)
                nv = nrm * math.cos(a) - wd * math.sin(a)
                V += [tuple(c + wv * hw), tuple(c + nv * (fold * hw)), tuple(c - wv * hw)]
            for i in range(n):
                k = o + 3 * i
                F += [(k, k + 3, k + 4, k + 1), (k + 1, k + 4, k + 5, k + 2)]
        me.clear_geometry()
        me.from_pydata(V, [], F)
        me.validate()
        me.polygons.foreach_set('use_smooth', [True] * len(me.polygons))
        me.update()


def _balustrade(x0, x1, y, h=1.0):
    """A stone balustrade along x at y: a plinth, turned vase balusters 0.19 m apart, a moulded cap."""
    stone = plain('#e8dcc8', 0.7, name='balstone', spec=0.3)
    box('bal_plinth', x0, x1, y - 0.09, y + 0.09, 0.0, 0.12, stone, bevel=0.01)
    box('bal_cap', x0, x1, y - 0.12, y + 0.12, h - 0.09, h, stone, bevel=0.015)
    box('bal_capband', x0, x1, y - 0.1, y + 0.1, h - 0.12, h - 0.09, stone, bevel=0.008)
    bh = h - 0.24
    prof = [(0.0, 0), (0.05, 0), (0.05, 0.03), (0.038, 0.05), (0.055, 0.3 * bh), (0.062, 0.42 * bh), (0.045, 0.62 * bh), (0.026, 0.8 * bh),
            (0.03, 0.86 * bh), (0.045, 0.9 * bh), (0.045, bh), (0.0, bh)]
    n = int(abs(x1 - x0) / 0.19)
    for i in range(n + 1):
        lathe('baluster', x0 + (x1 - x0) * i / n, y, 0.12, prof, stone, 24)


BUILDERS['breakfast_balcony'] = breakfast_balcony

# the services' cards (services.py: the limousine at the hotel's arrival) are registered with the Buffet's builders
import services  # noqa: E402

BUILDERS.update(services.BUILDERS)
