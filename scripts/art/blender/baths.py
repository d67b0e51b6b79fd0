# The guest bathrooms (rooms.bathroom): one builder for the twelve room types, laid out from the scene's bath
# description (scenes.mjs BATHS). Built in bathroom coordinates with the vanity on the x = 0 wall and mirrored
# as a whole when the room's vanity is on the other wall. x across (0..W), y from the door wall (0) to the window
# wall (D), z up.
#   walls     Amalfi: book-matched marble slabs (full height, visible joints, fine veins); Sorrento: glazed
#             tiles with grout to 1.2 m (2.2 m in the shower), a majolica band and a bullnose cap, plaster above
#   floor     Amalfi: large marble tiles laid one by one (each its own veins); Sorrento: cotto or stone tiles
#   vanity    a stone top with a back splash on a wooden cabinet (drawers, brass pulls) on a plinth or legs, vessel
#             basins with tall mixers, a framed (Sorrento) or backlit (Amalfi) mirror per basin, sconces beside
#   dressing  a tray of amber bottles, a soap dish, folded hand towels, an orchid; a towel over a brass rail,
#             a teak stool with folded bath towels by the tub, a bath mat, a fern on the window sill
#   tub       freestanding: a thin-walled oval with water and a floor-standing filler at its end (below the sill);
#             built-in: a deck of the wall's stone or tiles round a rounded basin, the water recessed below it
#   shower    (larger baths) a glass panel and return in thin metal frames, a slim square rain head on a ceiling
#             arm, a wall mixer, a hand shower on a slide bar, a linear drain
import math
import os

import bmesh
import bpy
from mathutils import Vector

import nature as N
from furniture import _mesh, _rrect, tube, spline
from lib import (_mix, box, cyl, lathe, soft_box, paint, plain, wood, brass, glass, emission, area_light, point_light, col,
                 cached, _mat, _coord, _noise, _ramp, _bump, _shade, _mapping, _math, rng)

# ---------------------------------------------------------------- node helpers


def _range(nt, v, a, b, smooth=True):
    n = nt.nodes.new('ShaderNodeMapRange')
    n.interpolation_type = 'SMOOTHSTEP' if smooth else 'LINEAR'
    n.clamp = True
    nt.links.new(v, n.inputs[0])
    n.inputs[1].default_value = a
    n.inputs[2].default_value = b
    n.inputs[3].default_value = 0.0
    n.inputs[4].default_value = 1.0
    return n.outputs[0]


def _uv(nt, plane):
    """(u, v) on a wall (u = x + y, so one material reads right on walls along x and along y; v = z) or a floor."""
    sep = nt.nodes.new('ShaderNodeSeparateXYZ')
    nt.links.new(_coord(nt), sep.inputs[0])
    if plane == 'floor':
        return sep.outputs[0], sep.outputs[1]
    return _math(nt, 'ADD', sep.outputs[0], sep.outputs[1]), sep.outputs[2]


def _vec(nt, u, v):
    c = nt.nodes.new('ShaderNodeCombineXYZ')
    nt.links.new(u, c.inputs[0])
    nt.links.new(v, c.inputs[1])
    return c.outputs[0]


# ---------------------------------------------------------------- materials


def vmarble(base, vein, rough=0.1, name='vmarble', scale=1.0, strength=1.0):
    """Polished marble with fine veins: a few long meandering main veins (the jump of a distorted saw wave,
    a millimetre or two wide at the slab scale), fainter hairlines, a soft grey halo along the veins and a
    cloudy ground. Object coordinates: each slab or floor tile object carries its own pattern."""
    base, vein = col(base), col(vein)
    # on a dark stone (nero, navy) light veins stand out far more: fewer, thinner, without the broad halo
    dark = (0.2126 * base[0] + 0.7152 * base[1] + 0.0722 * base[2]) < 0.15
    halo_k, net_k, v2_k = (0.03, 0.1, 0.3) if dark else (0.16, 0.3, 0.4)

    def make():
        m, nt, b = _mat(name)
        v = _mapping(nt, _coord(nt), (scale, scale, scale))
        warp = _noise(nt, v, 0.45, 3, 0.55)
        sub = nt.nodes.new('ShaderNodeVectorMath')
        sub.operation = 'SUBTRACT'
        nt.links.new(warp.outputs['Color'], sub.inputs[0])
        sub.inputs[1].default_value = (0.5, 0.5, 0.5)
        sc = nt.nodes.new('ShaderNodeVectorMath')
        sc.operation = 'SCALE'
        nt.links.new(sub.outputs[0], sc.inputs[0])
        sc.inputs[3].default_value = 0.9
        add = nt.nodes.new('ShaderNodeVectorMath')
        add.operation = 'ADD'
        nt.links.new(v, add.inputs[0])
        nt.links.new(sc.outputs[0], add.inputs[1])
        wv = add.outputs[0]

        def veins(scl, dist, lo, hi, rot):
            w = nt.nodes.new('ShaderNodeTexWave')
            w.wave_type = 'BANDS'
            w.bands_direction = 'DIAGONAL'
            w.wave_profile = 'SAW'
            w.inputs['Scale'].default_value = scl
            w.inputs['Distortion'].default_value = dist
            w.inputs['Detail'].default_value = 2
            w.inputs['Detail Scale'].default_value = 1.2
            nt.links.new(_mapping(nt, wv, (1, 1, 1), rot), w.inputs['Vector'])
            d = _math(nt, 'ABSOLUTE', _math(nt, 'SUBTRACT', w.outputs['Fac'], 0.5))
            # the vein's width wanders along it (thin, then swelling)
            d = _math(nt, 'ADD', d, _math(nt, 'MULTIPLY', _math(nt, 'SUBTRACT', wd.outputs['Fac'], 0.5), 0.03))
            return _range(nt, d, lo, hi), _range(nt, d, lo - 0.2, hi)

        wd = _noise(nt, v, 3.5, 2, 0.5)
        v1, halo1 = veins(0.75, 2.2, 0.491 if not dark else 0.49, 0.4985, (0.3, 0.5, 0.2))
        v2, _h = veins(2.1, 3.0, 0.494, 0.4993, (1.1, -0.4, 0.7))
        # a network of fainter branching veins: the ridges of a distorted noise
        rn = _noise(nt, wv, 1.6, 3, 0.55, 0.6)
        ridge = _math(nt, 'SUBTRACT', 1.0, _math(nt, 'ABSOLUTE', _math(nt, 'SUBTRACT', _math(nt, 'MULTIPLY', rn.outputs['Fac'], 2.0), 1.0)))
        # (a narrow band: where the noise is flat near a ridge a wide threshold gives blots, not veins)
        v3 = _math(nt, 'MULTIPLY', _range(nt, ridge, 0.978, 0.996), net_k * strength)
        # the main veins at most ~70 % of the vein colour on a light stone: soft, low contrast
        mask = _math(nt, 'MAXIMUM', _math(nt, 'MAXIMUM', _math(nt, 'MULTIPLY', v1, 1.0 if dark else 0.7), _math(nt, 'MULTIPLY', v2, v2_k * strength)), v3)
        halo = _math(nt, 'MAXIMUM', _math(nt, 'MULTIPLY', halo1, halo_k * strength), _math(nt, 'MULTIPLY', _range(nt, ridge, 0.9, 0.99), halo_k * 0.15 * strength))
        cloud = _noise(nt, v, 1.6, 3, 0.5)
        ground = _ramp(nt, cloud.outputs['Fac'], [(0.3, _shade(base, 0.965)), (0.7, _shade(base, 1.025))])
        g2 = _mix(nt, halo, ground, tuple(a * 0.55 + c * 0.45 for a, c in zip(base, vein)))
        cc = _mix(nt, _math(nt, 'MULTIPLY', mask, strength, clamp=True), g2, vein)
        nt.links.new(cc, b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = rough
        b.inputs['Specular'].default_value = 0.55
        return m

    return cached(('vmarble', base, vein, rough, name, scale, strength), make)


def wtiles(c, grout, w=0.15, h=0.15, plane='wall', vary=0.12, rough=0.18, offset=0.0, name='wtiles'):
    """Glazed tiles with recessed grout, each tile its own tint and a slightly wavy handmade glaze; on walls along
    x or along y alike (u = x + y)."""
    c, g = col(c), col(grout)

    def make():
        m, nt, b = _mat(name)
        u, v = _uv(nt, plane)
        br = nt.nodes.new('ShaderNodeTexBrick')
        br.offset = offset
        br.offset_frequency = 2
        br.inputs['Scale'].default_value = 1.0
        br.inputs['Mortar Size'].default_value = 0.0022
        br.inputs['Mortar Smooth'].default_value = 0.2
        br.inputs['Brick Width'].default_value = w
        br.inputs['Row Height'].default_value = h
        br.inputs['Bias'].default_value = 0.0
        br.inputs['Color1'].default_value = (*_shade(c, 1 - vary), 1)
        br.inputs['Color2'].default_value = (*_shade(c, 1 + vary * 0.5), 1)
        br.inputs['Mortar'].default_value = (*g, 1)
        nt.links.new(_vec(nt, u, v), br.inputs['Vector'])
        n = _noise(nt, _coord(nt), 3.0, 3, 0.5)
        cc = _mix(nt, _math(nt, 'MULTIPLY', n.outputs['Fac'], 0.25), br.outputs['Color'], _shade(c, 0.9))
        nt.links.new(cc, b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = rough
        b.inputs['Specular'].default_value = 0.6
        n2 = _noise(nt, _coord(nt), 9.0, 2, 0.5)
        hgt = _math(nt, 'ADD', _math(nt, 'MULTIPLY', br.outputs['Fac'], -1.0), _math(nt, 'MULTIPLY', n2.outputs['Fac'], 0.15))
        _bump(nt, b, hgt, 0.35, 0.003)
        return m

    return cached(('wtiles', c, g, w, h, plane, vary, rough, offset, name), make)


def majolica(ground='#f3ead6', blue='#284e8c', yellow='#d6a23a', green='#4d7a4a', grout='#e2d8c6', S=0.15):
    """Hand-painted majolica tiles (Vietri): a cobalt quarter-circle in each corner (a ring of four around every
    grout cross), a cobalt lozenge, a yellow rosette with a green ring in the middle, on a warm white glaze."""
    ground, blue, yellow, green, grout_c = (col(x) for x in (ground, blue, yellow, green, grout))

    def make():
        m, nt, b = _mat('majolica')
        u, v = _uv(nt, 'wall')
        fu = _math(nt, 'SUBTRACT', _math(nt, 'FRACT', _math(nt, 'DIVIDE', u, S)), 0.5)
        fv = _math(nt, 'SUBTRACT', _math(nt, 'FRACT', _math(nt, 'DIVIDE', v, S)), 0.5)
        au, av = _math(nt, 'ABSOLUTE', fu), _math(nt, 'ABSOLUTE', fv)
        rad = _math(nt, 'SQRT', _math(nt, 'ADD', _math(nt, 'MULTIPLY', fu, fu), _math(nt, 'MULTIPLY', fv, fv)))
        cu, cv = _math(nt, 'SUBTRACT', 0.5, au), _math(nt, 'SUBTRACT', 0.5, av)
        corner = _math(nt, 'SQRT', _math(nt, 'ADD', _math(nt, 'MULTIPLY', cu, cu), _math(nt, 'MULTIPLY', cv, cv)))
        dia = _math(nt, 'ADD', au, av)
        b_corner = _range(nt, corner, 0.215, 0.2)
        b_ring = _math(nt, 'MULTIPLY', _range(nt, corner, 0.255, 0.245), _range(nt, corner, 0.27, 0.28))
        b_dia = _math(nt, 'MULTIPLY', _range(nt, dia, 0.31, 0.325), _range(nt, dia, 0.37, 0.355))
        # a four-petal rosette: petals where |u|*|v| is small inside the radius (a cross-like star), yellow
        star = _math(nt, 'MULTIPLY', _range(nt, rad, 0.22, 0.2), _range(nt, _math(nt, 'MULTIPLY', au, av), 0.012, 0.006))
        y_mid = _math(nt, 'MAXIMUM', star, _range(nt, rad, 0.075, 0.065))
        g_ring = _math(nt, 'MULTIPLY', _range(nt, rad, 0.095, 0.105), _range(nt, rad, 0.125, 0.115))
        blue_m = _math(nt, 'MAXIMUM', _math(nt, 'MAXIMUM', b_corner, b_ring), b_dia)
        c1 = _mix(nt, blue_m, ground, blue)
        c2 = _mix(nt, y_mid, c1, yellow)
        c3 = _mix(nt, g_ring, c2, green)
        br = nt.nodes.new('ShaderNodeTexBrick')
        br.offset = 0.0
        br.inputs['Scale'].default_value = 1.0
        br.inputs['Mortar Size'].default_value = 0.0022
        br.inputs['Brick Width'].default_value = S
        br.inputs['Row Height'].default_value = S
        nt.links.new(_vec(nt, u, v), br.inputs['Vector'])
        c4 = _mix(nt, br.outputs['Fac'], c3, grout_c)
        nt.links.new(c4, b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.15
        b.inputs['Specular'].default_value = 0.6
        n2 = _noise(nt, _coord(nt), 9.0, 2, 0.5)
        _bump(nt, b, _math(nt, 'ADD', _math(nt, 'MULTIPLY', br.outputs['Fac'], -1.0), _math(nt, 'MULTIPLY', n2.outputs['Fac'], 0.15)), 0.35, 0.003)
        return m

    return cached(('majolica', ground, blue, S), make)


def terry(c, name='terry'):
    """Cotton terry towelling: matte, a velvety sheen and a dense loop bump."""
    c = col(c)

    def make():
        m, nt, b = _mat(name)
        v = _coord(nt)
        n = _noise(nt, v, 3.0, 2, 0.5)
        cc = _ramp(nt, n.outputs['Fac'], [(0.3, _shade(c, 0.95)), (0.7, _shade(c, 1.02))])
        nt.links.new(cc, b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.95
        b.inputs['Specular'].default_value = 0.2
        b.inputs['Sheen'].default_value = 1.0
        b.inputs['Sheen Tint'].default_value = 0.5
        n2 = _noise(nt, v, 420.0, 2, 0.7)
        _bump(nt, b, n2.outputs['Fac'], 0.45, 0.003)
        return m

    return cached(('terry', c, name), make)


def mirror_mat():
    def make():
        m, nt, b = _mat('bathmirror')
        b.inputs['Base Color'].default_value = (0.86, 0.88, 0.87, 1)
        b.inputs['Metallic'].default_value = 1.0
        b.inputs['Roughness'].default_value = 0.0
        return m

    return cached(('bathmirror',), make)


def water():
    def make():
        m, nt, b = _mat('bathwater')
        b.inputs['Base Color'].default_value = (*col('#cfe3df'), 1)
        b.inputs['Roughness'].default_value = 0.02
        b.inputs['Specular'].default_value = 0.6
        b.inputs['Transmission'].default_value = 0.9
        b.inputs['Alpha'].default_value = 0.55
        m.blend_method = 'BLEND'
        m.shadow_method = 'NONE'
        m.show_transparent_back = False
        n = _noise(nt, _coord(nt), 14.0, 2, 0.5)
        _bump(nt, b, n.outputs['Fac'], 0.05, 0.01)
        return m

    return cached(('bathwater',), make)


def amber_glass():
    def make():
        m, nt, b = _mat('amber')
        b.inputs['Base Color'].default_value = (*col('#7a3d12'), 1)
        b.inputs['Roughness'].default_value = 0.08
        b.inputs['Specular'].default_value = 0.8
        b.inputs['Subsurface'].default_value = 0.3
        b.inputs['Subsurface Color'].default_value = (*col('#b8651e'), 1)
        return m

    return cached(('amber',), make)


# ---------------------------------------------------------------- geometry helpers


def lbox(name, x0, x1, y0, y1, z0, z1, mat, origin, flip=None, bevel=0.0):
    """A box whose object origin is `origin` (its texture coordinates are local), mirrored about the origin along
    `flip` ('x' or 'y'): book-matched slabs, floor tiles each with its own veins."""
    ox, oy, oz = origin
    me = bpy.data.meshes.new(name)
    bm = bmesh.new()
    bmesh.ops.create_cube(bm, size=1.0)
    for vv in bm.verts:
        vv.co.x = x0 + (vv.co.x + 0.5) * (x1 - x0) - ox
        vv.co.y = y0 + (vv.co.y + 0.5) * (y1 - y0) - oy
        vv.co.z = z0 + (vv.co.z + 0.5) * (z1 - z0) - oz
        if flip == 'x':
            vv.co.x = -vv.co.x
        elif flip == 'y':
            vv.co.y = -vv.co.y
    if flip:
        bmesh.ops.reverse_faces(bm, faces=bm.faces)
    bm.to_mesh(me)
    bm.free()
    ob = bpy.data.objects.new(name, me)
    bpy.context.scene.collection.objects.link(ob)
    ob.location = origin
    if flip == 'x':
        ob.scale.x = -1
    elif flip == 'y':
        ob.scale.y = -1
    me.materials.append(mat)
    if bevel:
        md = ob.modifiers.new('bev', 'BEVEL')
        md.width = bevel
        md.segments = 2
    return ob


def rot_x(ob, deg):
    ob.rotation_euler = (0, math.radians(deg), 0)


def fm_of(s):
    return brass() if s['fittings'] == 'brass' else plain('#c8c8c8', 0.2, 1.0, name='chrome')


# ---------------------------------------------------------------- walls and floor


def _cut(pieces, holes):
    """Rectangles (a0, a1, z0, z1) with the holes cut out of them (each split into up to four)."""
    for (b0, b1, h0, h1) in holes:
        out = []
        for (p0, p1, q0, q1) in pieces:
            if b1 <= p0 or b0 >= p1 or h1 <= q0 or h0 >= q1:
                out.append((p0, p1, q0, q1))
                continue
            if p0 < b0:
                out.append((p0, b0, q0, q1))
            if b1 < p1:
                out.append((b1, p1, q0, q1))
            if q0 < h0:
                out.append((max(p0, b0), min(p1, b1), q0, h0))
            if h1 < q1:
                out.append((max(p0, b0), min(p1, b1), h1, q1))
        pieces = out
    return pieces


def marble_wall(axis, c, a0, a1, z0, z1, mat, holes=(), slab=1.35, inward=1):
    """Book-matched marble slabs 2 cm thick on a wall: `axis` 'x' (the wall at y = c, slabs along x) or 'y' (at
    x = c). Slabs of about `slab` m between a0 and a1, 3 mm joints (the grout shows between them), each pair
    mirrored about its joint; holes (b0, b1, h0, h1) in the wall's own (along, z) coordinates are left open."""
    n = max(1, round((a1 - a0) / slab))
    sw = (a1 - a0) / n
    gj = 0.0015
    t0, t1 = (c, c + 0.02 * inward) if inward > 0 else (c + 0.02 * inward, c)
    grout = plain('#cfc9bf', 0.6, name='slabjoint')
    # the joint colour behind the slabs (wall side), with the same openings
    g0, g1 = (c - 0.002, c + 0.016) if inward > 0 else (c - 0.016, c + 0.002)
    for (p0, p1, q0, q1) in _cut([(a0, a1, z0, z1)], holes):
        if axis == 'x':
            box('slabback', p0, p1, g0, g1, q0, q1, grout)
        else:
            box('slabback', g0, g1, p0, p1, q0, q1, grout)
    for i in range(n):
        s0, s1 = a0 + i * sw + gj, a0 + (i + 1) * sw - gj
        # the joint between slabs 2k and 2k+1 is their mirror line
        mid = a0 + (i + (1 if i % 2 == 0 else 0)) * sw
        pieces = _cut([(s0, s1, z0, z1)], holes)
        for (p0, p1, q0, q1) in pieces:
            if axis == 'x':
                lbox('slab', p0, p1, min(t0, t1), max(t0, t1), q0, q1, mat, (mid, c, 1.3), 'x' if i % 2 else None)
            else:
                lbox('slab', min(t0, t1), max(t0, t1), p0, p1, q0, q1, mat, (c, mid, 1.3), 'y' if i % 2 else None)


def tile_wall(axis, c, a0, a1, z0, z1, field, band, cap_m, upper, H, holes=(), top=1.2, inward=1):
    """Sorrento: tiles to `top` with a majolica band in their top row and a bullnose cap, painted plaster above."""
    T = 0.01 * inward

    def wall_box(name, p0, p1, q0, q1, mat, d0, d1):
        for (b0, b1, h0, h1) in holes:
            if not (b1 <= p0 or b0 >= p1 or h1 <= q0 or h0 >= q1):
                parts = []
                if p0 < b0:
                    parts.append((p0, b0, q0, q1))
                if b1 < p1:
                    parts.append((b1, p1, q0, q1))
                if q0 < h0:
                    parts.append((max(p0, b0), min(p1, b1), q0, h0))
                if h1 < q1:
                    parts.append((max(p0, b0), min(p1, b1), h1, q1))
                for pp in parts:
                    wall_box(name, *pp, mat, d0, d1)
                return
        if q1 <= q0 or p1 <= p0:
            return
        if axis == 'x':
            box(name, p0, p1, min(c + d0, c + d1), max(c + d0, c + d1), q0, q1, mat)
        else:
            box(name, min(c + d0, c + d1), max(c + d0, c + d1), p0, p1, q0, q1, mat)

    wall_box('tile', a0, a1, z0, top - 0.15, field, 0, T)
    wall_box('majolica', a0, a1, top - 0.15, top, band, 0, T)
    wall_box('tilecap', a0, a1, top, top + 0.03, cap_m, 0, T * 1.8)
    wall_box('plaster', a0, a1, top + 0.03, H, upper, 0, T * 0.2)


# ---------------------------------------------------------------- fittings and dressing


def sconce(x, y, z, s, power, facing=1):
    """A wall light on the x = x wall: a round brass back plate, a short arm and an opal glass cylinder."""
    fm = fm_of(s)
    d = facing
    p = cyl('sconceplate', 0, 0, -0.006, 0.006, 0.045, fm, 32)
    rot_x(p, 90)
    p.location = (x + d * 0.006, y, z - 0.05)
    a = cyl('sconcearm', 0, 0, 0, 0.09, 0.008, fm, 12)
    rot_x(a, 90 * d)
    a.location = (x, y, z - 0.05)
    cyl('sconcecup', x + d * 0.1, y, z - 0.085, z - 0.06, 0.03, fm, 24, r2=0.042)
    glow = plain('#fbf3e6', 0.35, name='opal', emit='#ffe3bd', emit_w=4.0 + power * 0.25)
    cyl('sconceglass', x + d * 0.1, y, z - 0.06, z + 0.13, 0.042, glow, 32)
    cyl('sconcetop', x + d * 0.1, y, z + 0.13, z + 0.136, 0.043, fm, 32)
    if power > 0:
        point_light('sconcelight', (x + d * 0.1, y, z + 0.04), power, radius=0.05, shadow=False)


def mixer_tall(x, y, z, fm, toward=1, reach=0.16):
    """A tall single-lever basin mixer on the counter: a slim column curving over the basin (+x by `toward`)."""
    cyl('mixerbase', x, y, z, z + 0.012, 0.026, fm, 24)
    pts = spline([(x, y, z), (x, y, z + 0.22), (x + toward * 0.03, y, z + 0.29), (x + toward * reach * 0.7, y, z + 0.3), (x + toward * reach, y, z + 0.27)], per=6)
    tube('mixerspout', pts, 0.011, fm, sides=14)
    lv = cyl('mixerlever', 0, 0, 0, 0.07, 0.005, fm, 10)
    lv.rotation_euler = (math.radians(-70), 0, 0)
    lv.location = (x, y + 0.012, z + 0.16)


def bottle(x, y, z, h, r, mat, cap, label=None):
    prof = [(0.0, 0), (r * 0.96, 0), (r, 0.01), (r, h * 0.78), (r * 0.92, h * 0.84), (r * 0.42, h * 0.9), (r * 0.4, h), (0.0, h)]
    lathe('bottle', x, y, z, prof, mat, 28)
    cyl('cap', x, y, z + h - 0.004, z + h + 0.018, r * 0.45, cap, 20)
    cyl('pump', x, y, z + h + 0.018, z + h + 0.045, r * 0.16, cap, 12)
    nz = box('nozzle', x, x + r * 0.9, y - 0.004, y + 0.004, z + h + 0.036, z + h + 0.045, cap)
    if label:
        cyl('label', x, y, z + h * 0.3, z + h * 0.62, r * 1.01, label, 28)
    return nz


def folded_towel(x, y, z, a, b, t, mat, yaw=0.0):
    """A folded towel: a soft block with rounded edges and the fold's lip along one side."""
    ob = soft_box('towel', -a / 2, a / 2, -b / 2 + t * 0.4, b / 2, 0, t, mat, level=2)
    md = ob.modifiers['bev']
    md.width = t * 0.45
    # the fold: a soft roll the towel's full thickness along the front edge
    lip = tube('towelfold', [(-a / 2 + t * 0.35, -b / 2 + t * 0.5, t * 0.5), (a / 2 - t * 0.35, -b / 2 + t * 0.5, t * 0.5)], t * 0.5, mat, sides=16)
    for o in (ob, lip):
        o.location = (x, y, z)
        o.rotation_euler = (0, 0, yaw)
    return ob


def towel_stack(x, y, z, a, b, mat, n=3, seed=0, yaw=0.0):
    r = rng(seed)
    zz = z
    for k in range(n):
        t = 0.045 + 0.01 * r.random()
        folded_towel(x + r.uniform(-0.01, 0.01), y + r.uniform(-0.01, 0.01), zz, a - k * 0.01, b - k * 0.012, t, mat, yaw + r.uniform(-0.04, 0.04))
        zz += t * 0.97
    return zz


def hanging_towel(x, y0, y1, z, mat, fm, wall_x=0.0):
    """A brass rail on the x = wall_x wall with a towel folded over it (two layers, rounded over the bar)."""
    d = 0.07
    for yy in (y0, y1):
        p = cyl('railpost', 0, 0, 0, d, 0.007, fm, 12)
        rot_x(p, 90)
        p.location = (wall_x, yy, z)
        q = cyl('railrose', 0, 0, 0, 0.008, 0.02, fm, 20)
        rot_x(q, 90)
        q.location = (wall_x, yy, z)
    tube('railbar', [(wall_x + d, y0 - 0.01, z), (wall_x + d, y1 + 0.01, z)], 0.009, fm, sides=16)
    ya, yb = y0 + 0.06, y1 - 0.06
    soft_box('towelhang', wall_x + d - 0.03, wall_x + d - 0.01, ya, yb, z - 0.62, z + 0.0, mat, level=2)
    soft_box('towelhang', wall_x + d + 0.01, wall_x + d + 0.03, ya + 0.01, yb - 0.01, z - 0.5, z + 0.0, mat, level=2)
    tube('towelroll', [(wall_x + d, ya, z + 0.002), (wall_x + d, yb, z + 0.002)], 0.03, mat, sides=14)


def orchid(x, y, z, seed=0, h=0.42, toward=None):
    """A white phalaenopsis in a glazed pot: broad glossy leaves arching from the base, a bamboo cane and an arching
    spike of flowers (five petals and a lip each)."""
    r = rng(seed)
    lathe('orchidpot', x, y, z, [(0.0, 0), (0.045, 0), (0.055, 0.01), (0.062, 0.1), (0.065, 0.11), (0.058, 0.11), (0.0, 0.1)], plain('#f1eee8', 0.2, name='orchidpot'), 32)
    cyl('moss', x, y, z + 0.098, z + 0.104, 0.057, plain('#6b5a3c', 0.95, name='bark_mix'), 20)
    g = N.Geo('orchid')
    leaf = N.leaf_mat('#2f5a2a', 'orchidleaf', sheen=0.1, rough=0.25, trans=0.1)
    petal = N.leaf_mat('#f6e9ee', 'petal', sheen=0.3, rough=0.45, trans=0.35)
    lip = N.leaf_mat('#c94f7c', 'orchidlip', sheen=0.2, trans=0.3)
    base = Vector((x, y, z + 0.105))
    for k in range(5):
        a = k * 2.4 + r.uniform(-0.2, 0.2)
        d = Vector((math.cos(a), math.sin(a), 0))
        side = Vector((-d.y, d.x, 0))
        L, Wd = 0.13 + 0.04 * r.random(), 0.035
        pts = [base + d * (L * t) + Vector((0, 0, 0.05 * math.sin(t * 2.2) - 0.03 * t * t)) for t in (0, 0.25, 0.5, 0.75, 1.0)]
        ws = [0.4, 0.9, 1.0, 0.8, 0.25]
        V, F = [], []
        for i, p in enumerate(pts):
            V += [tuple(p + side * Wd * ws[i]), tuple(p - side * Wd * ws[i] + Vector((0, 0, 0.004)))]
        for i in range(len(pts) - 1):
            F.append((2 * i, 2 * i + 1, 2 * i + 3, 2 * i + 2))
        g.add(leaf, V, F)
    g.flush()
    a = r.uniform(0, math.tau) if toward is None else toward + r.uniform(-0.3, 0.3)
    d = Vector((math.cos(a), math.sin(a), 0))
    stem = [base + Vector((0, 0, 0)), base + Vector((0, 0, h * 0.6)), base + d * 0.05 + Vector((0, 0, h * 0.9)), base + d * 0.14 + Vector((0, 0, h)), base + d * 0.22 + Vector((0, 0, h * 0.9))]
    pts = spline([tuple(p) for p in stem], per=5)
    tube('orchidstem', pts, 0.0025, plain('#4f5a34', 0.6, name='orchidstem'), sides=6)
    tube('cane', [tuple(base), tuple(base + Vector((0, 0, h * 0.7)))], 0.003, plain('#b89c6a', 0.7, name='cane'), sides=6)
    g = N.Geo('orchidfl')
    P = [Vector(p) for p in pts]
    for k in range(5):
        t = 0.5 + 0.5 * k / 4
        p = P[min(len(P) - 1, int(t * (len(P) - 1)))] + Vector((0, 0, -0.015))
        face = (d + Vector((r.gauss(0, 0.3), r.gauss(0, 0.3), 0.1))).normalized()
        u = face.cross(Vector((0, 0, 1))).normalized()
        w = u.cross(face).normalized()
        s = 0.042 * (0.85 + 0.25 * k / 4)
        for j in range(5):
            ang = j * math.tau / 5 + 0.3
            dirv = u * math.cos(ang) + w * math.sin(ang)
            tip = p + dirv * s + face * 0.004
            wv = (u * -math.sin(ang) + w * math.cos(ang)) * s * (0.45 if j in (0, 2) else 0.32)
            g.add(petal, [tuple(p + face * 0.002), tuple(p + dirv * s * 0.55 + wv), tuple(tip), tuple(p + dirv * s * 0.55 - wv)], [(0, 1, 2, 3)])
        dl = -w
        g.add(lip, [tuple(p + face * 0.006), tuple(p + face * 0.008 + dl * 0.012 + u * 0.008), tuple(p + face * 0.01 + dl * 0.02), tuple(p + face * 0.008 + dl * 0.012 - u * 0.008)], [(0, 1, 2, 3)])
    g.flush()


def fern(x, y, z, seed=0, rad=0.22, pot_r=0.06, pot_c='#c8744f'):
    """A small fern in a terracotta pot: arching fronds, each a rachis with pairs of leaflets shrinking to the tip."""
    r = rng(seed)
    lathe('fernpot', x, y, z, [(0.0, 0), (pot_r * 0.75, 0), (pot_r * 0.85, 0.01), (pot_r, pot_r * 1.3), (pot_r * 1.08, pot_r * 1.32), (pot_r * 1.08, pot_r * 1.5), (pot_r * 0.96, pot_r * 1.5), (0.0, pot_r * 1.4)],
          plain(pot_c, 0.75, name='terracotta'), 28)
    g = N.Geo('fern')
    mats = [N.leaf_mat('#4c7a33', 'fern1', trans=0.25), N.leaf_mat('#5e8c3c', 'fern2', trans=0.25)]
    top = z + pot_r * 1.42
    for k in range(16):
        # toward the room (-y) and sideways only: the window frame is just behind the pot
        a = r.uniform(math.pi * 0.95, math.pi * 2.05)
        d = Vector((math.cos(a), math.sin(a), 0))
        up = 0.5 + 0.9 * r.random()
        L = rad * (0.7 + 0.5 * r.random())
        pts = []
        for i in range(9):
            t = i / 8
            pts.append(Vector((x, y, top)) + d * (L * t) + Vector((0, 0, L * (up * t - 1.25 * t * t))))
        side = Vector((-d.y, d.x, 0))
        m = mats[k % 2]
        for i in range(1, 9):
            p = pts[i]
            t = i / 8
            ll = 0.035 * (1.1 - t * 0.85)
            for sgn in (1, -1):
                tip = p + side * sgn * ll + d * ll * 0.35 + Vector((0, 0, -0.006))
                wv = d * 0.006
                g.add(m, [tuple(p - wv), tuple(p + side * sgn * ll * 0.5 + wv * 1.2), tuple(tip), tuple(p + side * sgn * ll * 0.5 - wv * 0.8)], [(0, 1, 2, 3)])
        g.tube(mats[0], [tuple(p) for p in pts], [0.0018] * 9, seg=4)
    g.flush()


def stool(x, y, s, mat):
    """A teak bath stool: a slatted top on four square legs with stretchers."""
    a, b, h = 0.19, 0.16, 0.46
    for sx in (-1, 1):
        for sy in (-1, 1):
            box('stoolleg', x + sx * a - 0.02, x + sx * a + 0.02, y + sy * b - 0.02, y + sy * b + 0.02, 0, h - 0.03, mat, bevel=0.004)
    for sx in (-1, 1):
        box('stoolrail', x + sx * a - 0.015, x + sx * a + 0.015, y - b, y + b, 0.12, 0.15, mat, bevel=0.003)
    for k in range(5):
        yy = y - b - 0.02 + k * (2 * b + 0.04) / 5
        box('stoolslat', x - a - 0.03, x + a + 0.03, yy + 0.006, yy + (2 * b + 0.04) / 5 - 0.006, h - 0.03, h, mat, bevel=0.004)
    return h


def free_tub(cx, cy, L, Wd, s, fm, filler_side=1):
    """A freestanding oval tub with thin walls and a rolled rim, water in it, a floor-standing filler at one end."""
    enamel = plain('#f7f5f1', 0.08, name='enamel', spec=0.7)
    prof = [(0.78, 0.0), (0.84, 0.01), (0.9, 0.12), (0.955, 0.34), (0.985, 0.52), (0.995, 0.565), (0.985, 0.585), (0.965, 0.588),
            (0.948, 0.575), (0.935, 0.52), (0.905, 0.36), (0.86, 0.2), (0.78, 0.1), (0.55, 0.075), (0.0, 0.072)]
    rx, ry = L / 2, Wd / 2
    ob = lathe('tub', 0, 0, 0, prof, enamel, 72)
    for v in ob.data.vertices:
        v.co.x = cx + v.co.x * rx
        v.co.y = cy + v.co.y * ry
    md = ob.modifiers.new('sub', 'SUBSURF')
    md.levels = md.render_levels = 1
    wl = 0.43
    w = lathe('water', 0, 0, 0, [(0.0, wl), (0.912, wl)], water(), 72)
    for v in w.data.vertices:
        v.co.x = cx + v.co.x * rx
        v.co.y = cy + v.co.y * ry
    # the filler: a column on a round foot, its spout arching over the rim; it stands below the window sill
    if filler_side == 0:
        # behind the tub, by the window wall, its spout reaching toward the room (-y)
        fx, fy = cx + rx * 0.25, cy + ry + 0.11
        cyl('fillerfoot', fx, fy, 0, 0.012, 0.055, fm, 32)
        pts = spline([(fx, fy, 0.01), (fx, fy, 0.78), (fx, fy, 0.86), (fx, fy - 0.06, 0.9), (fx, fy - 0.2, 0.86)], per=6)
        tube('fillerspout', pts, 0.016, fm, sides=16)
        for k in (-1, 1):
            h = cyl('fillerhandle', 0, 0, 0, 0.05, 0.012, fm, 12)
            h.rotation_euler = (0, math.radians(90 * k), 0)
            h.location = (fx, fy, 0.72)
        return
    fx = cx + filler_side * (rx + 0.13)
    cyl('fillerfoot', fx, cy, 0, 0.012, 0.055, fm, 32)
    pts = spline([(fx, cy, 0.01), (fx, cy, 0.78), (fx, cy, 0.86), (fx - filler_side * 0.06, cy, 0.9), (fx - filler_side * 0.19, cy, 0.86)], per=6)
    tube('fillerspout', pts, 0.016, fm, sides=16)
    for k in (-1, 1):
        h = cyl('fillerhandle', 0, 0, 0, 0.05, 0.012, fm, 12)
        h.rotation_euler = (math.radians(90 * k), 0, 0)
        h.location = (fx, cy, 0.72)
    cyl('handshower', fx + filler_side * 0.03, cy, 0.62, 0.8, 0.018, fm, 16)


def built_tub(x0, x1, y0, y1, deck, s, fm, inner_c='#f7f5f1'):
    """A tub built into a deck (the wall's stone or tiles, a stone top): a rounded basin inset 12 cm, its water
    8 cm under the deck, a deck-mounted filler on the window side."""
    enamel = plain(inner_c, 0.08, name='enamel', spec=0.7)
    top = 0.56
    zt = top - 0.04
    m = 0.12
    # the deck is wider at the right end (towels and a candle stand there)
    cx, cy = (x0 + m + x1 - 0.32) / 2, (y0 + y1) / 2
    a, b = (x1 - 0.32 - x0 - m) / 2, (y1 - y0) / 2 - m
    # apron and deck top around a rectangular opening
    box('tubapron', x0, x1, y0, y0 + 0.03, 0, zt, deck['apron'])
    box('tubapron', x1 - 0.03, x1, y0, y1, 0, zt, deck['apron'])
    box('tubapron', x0, x0 + 0.03, y0, y1, 0, zt, deck['apron'])
    box('tubkick', x0 + 0.02, x1 - 0.02, y0 + 0.02, y0 + 0.06, 0, 0.06, plain('#2a2623', 0.8, name='kick'))
    for (p0, p1, q0, q1) in ((x0 - 0.015, x1 + 0.015, y0 - 0.015, cy - b), (x0 - 0.015, x1 + 0.015, cy + b, y1), (x0 - 0.015, cx - a, cy - b, cy + b), (cx + a, x1 + 0.015, cy - b, cy + b)):
        box('tubdeck', p0, p1, q0, q1, zt, top, deck['top'], bevel=0.004)
    # the basin: a rounded rectangle lofted down from the opening, a flat bottom; a rim fills the square corners
    rr = _rrect(a, b, 0.16, 8, 6)
    rings = [(1.0, top - 0.001), (0.99, top - 0.05), (0.96, 0.3), (0.9, 0.16), (0.8, 0.12)]
    V, F = [], []
    n = len(rr)
    for k, (sc, z) in enumerate(rings):
        V += [(cx + px * sc, cy + py * sc, z) for (px, py) in rr]
    for k in range(len(rings) - 1):
        for i in range(n):
            j = (i + 1) % n
            F.append((k * n + i, k * n + j, (k + 1) * n + j, (k + 1) * n + i))
    V.append((cx, cy, 0.12))
    c0 = len(V) - 1
    last = (len(rings) - 1) * n
    for i in range(n):
        F.append((last + i, last + (i + 1) % n, c0))
    _mesh('tubbasin', V, F, enamel)
    V, F = [], []
    for (px, py) in rr:
        k = max(abs(px) / a, abs(py) / b)
        V += [(cx + px, cy + py, top - 0.0005), (cx + px / k, cy + py / k, top - 0.0005)]
    for i in range(n):
        j = (i + 1) % n
        F.append((2 * i, 2 * j, 2 * j + 1, 2 * i + 1))
    _mesh('tubrim', V, F, deck['top'], smooth=False)
    wl = top - 0.085
    wv = [(cx + px * 0.985, cy + py * 0.985, wl) for (px, py) in rr]
    _mesh('water', wv, [tuple(range(n))], water(), smooth=False)
    # deck-mounted filler at the middle of the back (window) side
    fy = cy + b + 0.06
    cyl('deckrose', cx, fy, top, top + 0.01, 0.03, fm, 24)
    pts = spline([(cx, fy, top), (cx, fy, top + 0.16), (cx, fy - 0.05, top + 0.2), (cx, fy - 0.14, top + 0.17)], per=6)
    tube('deckspout', pts, 0.013, fm, sides=14)
    for k in (-1, 1):
        cyl('deckvalve', cx + k * 0.16, fy, top, top + 0.06, 0.018, fm, 16)
    return top


def shower(x0, x1, y0, y1, s, fm, H, walls_m):
    """A walk-in shower in the window-side corner of the x1 wall: a glass panel along x = x0 from the window wall,
    open toward the room, in a thin frame with a level stabiliser; a square rain head on a ceiling arm; a wall
    mixer and a hand shower on a slide bar; a linear drain."""
    g = glass((0.93, 0.97, 0.96), 0.01)
    frame = plain('#2b2d2e', 0.35, 0.8, name='showerframe') if s['style'] == 'amalfi' else fm
    zg = 2.0
    gy0 = y0 + 0.5
    box('glasspanel', x0 - 0.005, x0 + 0.005, gy0, y1, 0.02, zg, g)
    for (a0, a1, b0, b1, z0, z1) in ((x0 - 0.012, x0 + 0.012, gy0 - 0.012, gy0 + 0.006, 0.0, zg + 0.02),
                                     (x0 - 0.012, x0 + 0.012, gy0, y1, zg, zg + 0.02),
                                     (x0 - 0.012, x0 + 0.012, gy0, y1, 0.0, 0.03)):
        box('showerframe', a0, a1, b0, b1, z0, z1, frame)
    # a stabiliser from the panel's free edge to the side wall, level, above head height
    box('stabiliser', x0, x1, gy0 - 0.008, gy0 + 0.008, zg + 0.004, zg + 0.016, frame)
    # the linear drain along the wall
    box('drain', x1 - 0.08, x1 - 0.03, y0 + 0.1, y1 - 0.1, 0.0, 0.002, fm)
    # the rain head on a ceiling arm
    cx, cy = (x0 + x1) / 2 + 0.05, (y0 + y1) / 2 + 0.05
    cyl('rainrose', cx, cy, H - 0.008, H, 0.035, fm, 24)
    cyl('rainarm', cx, cy, 2.24, H, 0.01, fm, 12)
    box('rainhead', cx - 0.15, cx + 0.15, cy - 0.15, cy + 0.15, 2.225, 2.24, fm, bevel=0.004)
    box('rainface', cx - 0.14, cx + 0.14, cy - 0.14, cy + 0.14, 2.223, 2.226, plain('#1e1f20', 0.4, 0.5, name='nozzles'))
    # mixer and hand shower on the side wall x = x1
    p = cyl('mixerplate', 0, 0, -0.005, 0.005, 0.07, fm, 32)
    rot_x(p, 90)
    p.location = (x1 - 0.005, cy - 0.1, 1.05)
    lv = cyl('mixerlever', 0, 0, 0, 0.08, 0.008, fm, 12)
    lv.rotation_euler = (0, math.radians(-90), 0)
    lv.location = (x1 - 0.01, cy - 0.1, 1.05)
    cyl('slidebar', x1 - 0.035, cy + 0.2, 0.9, 1.75, 0.011, fm, 12)
    for z in (0.9, 1.75):
        b = cyl('slidefoot', 0, 0, 0, 0.035, 0.012, fm, 12)
        rot_x(b, -90)
        b.location = (x1, cy + 0.2, z)
    hs = tube('handset', [(x1 - 0.05, cy + 0.2, 1.42), (x1 - 0.09, cy + 0.2, 1.62)], 0.017, fm, sides=16)
    hose = spline([(x1 - 0.05, cy + 0.2, 1.42), (x1 - 0.08, cy + 0.12, 1.05), (x1 - 0.06, cy + 0.0, 0.82), (x1 - 0.02, cy - 0.1, 0.98)], per=8)
    tube('hose', hose, 0.007, fm, sides=8)
    return hs


# ---------------------------------------------------------------- the room


def bathroom(sc, sd, t, style):
    """The bathroom (rooms.bathroom calls this). Returns nothing; cameras are in rooms.room_scene."""
    before = set(bpy.data.objects)
    W, D, H = sd['w'], sd['d'], sd['h']
    s = style
    am = s['style'] == 'amalfi'
    r = rng(sd['seed'] * 13 + 5)
    tod = sd['tod']
    lamps = t['lamps']
    fm = fm_of(s)
    tub = sd['tub']
    T = 0.2
    # ---- window (centred over a freestanding tub; over the built-in tub's middle)
    sh = sd.get('shower')
    if sh:
        # a shower in the window-side corner of the x1 wall: the window and the tub share the rest of the wall
        ox0, ox1 = 0.3, W - 1.3
    elif tub == 'free':
        ox0, ox1 = 0.5, W - 0.5
    else:
        tl = min(1.75, W - 0.5)
        ox0, ox1 = 0.25, tl - 0.15
    oz0, oz1 = 1.0, 2.3
    hole = (ox0, ox1, oz0, oz1)
    # ---- materials
    if am:
        slab = vmarble(sd['tile'], sd['vein'], 0.09, name='wallmarble')
        floor_m = vmarble(sd['floor_tile'], sd['vein'], 0.16, name='floormarble', scale=1.4)
        deck = dict(top=vmarble(sd['tile'], sd['vein'], 0.08, name='deckmarble', scale=1.2), apron=slab)
        vtop = vmarble(sd['tile'], sd['vein'], 0.08, name='vtopmarble', scale=1.2)
    else:
        field = wtiles(sd['tile'], '#e9e1d3', 0.1 if sd['seed'] % 2 else 0.15, 0.1 if sd['seed'] % 2 else 0.075, offset=0.0 if sd['seed'] % 2 else 0.5, name='walltile')
        band = majolica()
        cap = plain(sd['tile'], 0.15, name='tilecap')
        upper = paint('#f2e9dc', name='upperwall')
        floor_m = wtiles(sd['floor_tile'], '#cdbfac', 0.3, 0.3, plane='floor', vary=0.1, rough=0.45, name='floortile')
        vtop = vmarble('#efe8dc', '#a59480', 0.1, name='vtopmarble', scale=1.2)
        deck = dict(top=vtop, apron=field)
    # ---- floor and ceiling
    box('subfloor', -T, W + T, -T, D + T, -0.12, -0.011, plain('#8d857a', 0.9, name='subfloor'))
    if am:
        tw, tl_ = 0.6, 1.2
        nx, ny = int(math.ceil(W / tw)), int(math.ceil(D / tl_))
        for i in range(nx):
            for j in range(ny):
                x0, x1 = i * tw + 0.0015, min(W, (i + 1) * tw) - 0.0015
                y0, y1 = j * tl_ + 0.0015, min(D, (j + 1) * tl_) - 0.0015
                lbox('floortile', x0, x1, y0, y1, -0.012, 0.0, floor_m, ((x0 + x1) / 2 + r.uniform(-3, 3), (y0 + y1) / 2 + r.uniform(-3, 3), 0.0), 'x' if r.random() < 0.5 else None)
        box('floorgrout', 0, W, 0, D, -0.013, -0.003, plain('#bdb6aa', 0.7, name='floorgrout'))
    else:
        box('floor', -T, W + T, -T, D + T, -0.012, 0.0, floor_m)
    box('ceiling', -T, W + T, -T, D + T, H, H + 0.1, paint('#f6f2eb', 0.9, name='ceiling', bump=0.02))
    # ---- walls: structure behind, then marble slabs or tiles on the room side
    back = paint('#efe8de', name='wallcore', bump=0)
    box('wallx0', -T, 0, -T, D + T, 0, H, back)
    box('wallx1', W, W + T, -T, D + T, 0, H, back)
    box('wally0', -T, W + T, -T, 0, 0, H, back)
    for (a0, a1, b0, b1) in ((-T, ox0, 0, H), (ox1, W + T, 0, H), (ox0, ox1, oz1, H), (ox0, ox1, 0, oz0)):
        box('wallD', a0, a1, D, D + T, b0, b1, back)
    vl_max = 1.5 if sd['basins'] == 2 else 1.0
    ye = D - (1.05 if tub == 'free' else 0.92)
    ys = max(0.3, ye - vl_max)
    # the shower (larger baths) on the x1 wall, level with the vanity
    sx0, sy0, sy1 = W - 1.0, D - 1.3, D
    if am:
        marble_wall('y', 0.0, 0.0, D, 0.0, H, slab, inward=1)
        marble_wall('y', W, 0.0, D, 0.0, H, slab, inward=-1)
        marble_wall('x', 0.0, 0.0, W, 0.0, H, slab, inward=1)
        marble_wall('x', D, 0.0, W, 0.0, H, slab, holes=[hole], inward=-1)
    else:
        tile_wall('y', 0.0, 0.0, D, 0.0, H, field, band, cap, upper, H, inward=1)
        if sh:
            tile_wall('y', W, 0.0, sy0, 0.0, H, field, band, cap, upper, H, inward=-1)
            tile_wall('y', W, sy0, D, 0.0, H, field, band, cap, upper, H, top=2.2, inward=-1)
        else:
            tile_wall('y', W, 0.0, D, 0.0, H, field, band, cap, upper, H, inward=-1)
        tile_wall('x', 0.0, 0.0, W, 0.0, H, field, band, cap, upper, H, inward=1)
        if sh:
            tile_wall('x', D, 0.0, sx0, 0.0, H, field, band, cap, upper, H, holes=[hole], inward=-1)
            tile_wall('x', D, sx0, W, 0.0, H, field, band, cap, upper, H, top=2.2, inward=-1)
        else:
            tile_wall('x', D, 0.0, W, 0.0, H, field, band, cap, upper, H, holes=[hole], inward=-1)
    # ---- window: reveal lining, sill, frame with a mullion, a linen roman blind half raised
    wf = plain('#f3f0ea', 0.4, name='wf') if not am else plain('#3b3f42', 0.35, 0.6, name='wframe')
    sill = vtop
    box('sill', ox0 - 0.05, ox1 + 0.05, D - 0.04, D + 0.12, oz0 - 0.03, oz0, sill, bevel=0.004)
    for (a0, a1, b0, b1) in ((ox0, ox0 + 0.05, oz0, oz1), (ox1 - 0.05, ox1, oz0, oz1), (ox0, ox1, oz1 - 0.06, oz1), (ox0, ox1, oz0, oz0 + 0.05)):
        box('winframe', a0, a1, D + 0.1, D + 0.16, b0, b1, wf)
    mx = (ox0 + ox1) / 2
    box('winmull', mx - 0.03, mx + 0.03, D + 0.1, D + 0.16, oz0, oz1, wf)
    for k in (-1, 1):
        box('winhandle', mx + k * 0.05 - 0.006, mx + k * 0.05 + 0.006, D + 0.08, D + 0.1, 1.55, 1.7, fm)
    # ---- light from the window and a soft bounce
    area_light('window', ((ox0 + ox1) / 2, D - 0.05, (oz0 + oz1) / 2), (math.radians(-90), 0, 0), ox1 - ox0, oz1 - oz0,
               {'morning': 170, 'noon': 170, 'golden': 115, 'dusk': 70, 'night': 14}[tod], (0.85, 0.9, 1.0) if tod in ('morning', 'noon') else ((1, 0.8, 0.62) if tod != 'night' else (0.6, 0.65, 0.9)))
    area_light('bounce', (W / 2, D / 2, H - 0.1), (0, 0, 0), W * 0.7, D * 0.7, 26 * W * D / 8, (1.0, 0.93, 0.85), shadow=False)
    # ---- the tub
    if tub == 'free':
        L = min(1.7, W - 1.0) if not sh else min(1.6, sx0 - 0.2)
        tcx, tcy = (W / 2, D - 0.6) if not sh else (sx0 / 2, D - 0.6)
        # the filler at the tub's end toward the vanity (in view, below the sill), the stool in the corner behind it
        free_tub(tcx, tcy, L, 0.78, s, fm, filler_side=-1 if not sh else 0)
        if not sh:
            hs = stool(0.25, D - 0.27, s, wood('#8a5a36', name='teak', rough=0.5))
            towel_stack(0.25, D - 0.27, hs, 0.34, 0.25, terry('#f6f2ea'), 2, seed=sd['seed'])
    else:
        tl = min(1.75, W - 0.5)
        top = built_tub(0.0, tl, D - 0.8, D, deck, s, fm)
        towel_stack(tl - 0.165, D - 0.48, top, 0.24, 0.3, terry('#f6f2ea'), 2, seed=sd['seed'], yaw=0.03)
        # a candle in a glass on the deck
        cx_, cy_ = tl - 0.16, D - 0.17
        lathe('candleglass', cx_, cy_, top, [(0.0, 0), (0.04, 0), (0.042, 0.09), (0.038, 0.09), (0.036, 0.01), (0.0, 0.01)], glass(), 24)
        cyl('candle', cx_, cy_, top + 0.01, top + 0.06, 0.034, plain('#f4efe4', 0.6, name='wax'), 24)
        if lamps:
            cyl('flame', cx_, cy_, top + 0.062, top + 0.08, 0.004, emission('#ffcf8a', 40), 8)
            point_light('candlelight', (cx_, cy_, top + 0.09), 1.5, radius=0.01, shadow=False)
    # a bath mat in front of the tub
    mat_c = terry('#f3efe6', name='bathmat')
    if tub == 'free':
        mx_ = W / 2 if not sh else sx0 / 2
        soft_box('bathmat', mx_ - 0.35, mx_ + 0.35, D - 1.45, D - 1.05, 0.0, 0.014, mat_c, level=2)
    else:
        soft_box('bathmat', 0.45, 1.15, D - 1.25, D - 0.88, 0.0, 0.014, mat_c, level=2)
    # ---- the vanity on the x0 wall
    vl = ye - ys
    basins = sd['basins'] if vl >= 1.3 else 1
    vdep = 0.54
    vw = s['vanity_wood']
    h = 0.86
    if am:
        box('vplinth', 0.0, vdep - 0.06, ys + 0.03, ye - 0.03, 0.0, 0.1, plain('#1f1b18', 0.7, name='plinth'))
        box('vbody', 0.0, vdep - 0.01, ys, ye, 0.1, h - 0.03, vw, bevel=0.004)
        for k in range(2 if vl > 1.2 else 1):
            n = 2 if vl > 1.2 else 1
            y0, y1 = ys + k * vl / n + 0.006, ys + (k + 1) * vl / n - 0.006
            box('vdrawer', vdep - 0.01, vdep, y0, y1, 0.14, h - 0.26, vw, bevel=0.003)
            box('vdrawer', vdep - 0.01, vdep, y0, y1, h - 0.25, h - 0.05, vw, bevel=0.003)
            box('vpull', vdep, vdep + 0.015, (y0 + y1) / 2 - 0.12, (y0 + y1) / 2 + 0.12, h - 0.09, h - 0.08, fm)
    else:
        # a washstand on turned legs with a shelf of rolled towels below
        for yy in (ys + 0.04, ye - 0.04):
            for xx in (0.06, vdep - 0.05):
                cyl('vleg', xx, yy, 0.0, h - 0.2, 0.025, vw, 16, r2=0.02)
        box('vshelf', 0.03, vdep - 0.02, ys + 0.02, ye - 0.02, 0.18, 0.21, vw, bevel=0.004)
        box('vapron', 0.0, vdep, ys, ye, h - 0.2, h - 0.03, vw, bevel=0.004)
        box('vdrawer', vdep, vdep + 0.008, ys + 0.06, ye - 0.06, h - 0.18, h - 0.06, vw, bevel=0.003)
        for k in (-1, 1):
            kn = cyl('vknob', 0, 0, 0, 0.025, 0.012, fm, 16)
            rot_x(kn, 90)
            kn.location = (vdep + 0.008, (ys + ye) / 2 + k * vl * 0.25, h - 0.12)
        ts = terry('#efe9df', name='terry2')
        nst = max(1, int((vl - 0.1) / 0.42))
        for k in range(nst):
            yy = ys + (k + 0.5) * vl / nst
            towel_stack(0.28, yy, 0.21, 0.36, 0.3, ts, 3, seed=sd['seed'] + 7 + k)
    box('vtop', -0.005, vdep + 0.01, ys - 0.01, ye + 0.01, h - 0.03, h, vtop, bevel=0.003)
    box('vsplash', 0.0, 0.02, ys - 0.01, ye + 0.01, h, h + 0.1, vtop, bevel=0.002)
    # basins, mixers, mirrors, sconces
    slot = vl / basins
    cer = plain('#f8f7f3', 0.08, name='ceramic', spec=0.6)
    mir = mirror_mat()
    sconce_y = []
    for i in range(basins):
        by = ys + slot * (i + 0.5)
        bx = 0.3
        lathe('basin', bx, by, h, [(0.08, 0), (0.16, 0.008), (0.19, 0.05), (0.2, 0.12), (0.195, 0.125), (0.185, 0.12), (0.175, 0.05), (0.13, 0.025), (0.0, 0.02)], cer, 48)
        cyl('drain', bx, by, h + 0.021, h + 0.023, 0.018, fm, 16)
        mixer_tall(0.08, by, h, fm, toward=1, reach=0.19)
        mw = min(0.75, slot - 0.3)
        z0m, z1m = 1.08, 1.98
        if am:
            # frameless, backlit: a glow strip behind the edge lights the marble round it
            box('mirror', 0.03, 0.045, by - mw / 2, by + mw / 2, z0m, z1m, mir, bevel=0.004)
            box('mirrorback', 0.02, 0.03, by - mw / 2 + 0.03, by + mw / 2 - 0.03, z0m + 0.03, z1m - 0.03, plain('#222222', 0.5, name='mback'))
            box('mirrorglow', 0.021, 0.029, by - mw / 2 + 0.005, by + mw / 2 - 0.005, z0m + 0.005, z1m - 0.005, emission('#ffe2b8', 6.0))
            halo = area_light('mirrorhalo', (0.028, by, (z0m + z1m) / 2), (0, math.radians(90), 0), z1m - z0m - 0.05, mw - 0.05, 25 if lamps else 12, (1.0, 0.86, 0.68), shadow=False)
            # no highlight of its own: on the glossy marble across the room it showed as a bright square
            halo.data.specular_factor = 0.0
        else:
            box('mirror', 0.02, 0.03, by - mw / 2, by + mw / 2, z0m, z1m, mir)
            fr = s['frame']
            for (a0, a1, b0, b1) in ((by - mw / 2 - 0.045, by - mw / 2 + 0.005, z0m - 0.045, z1m + 0.045), (by + mw / 2 - 0.005, by + mw / 2 + 0.045, z0m - 0.045, z1m + 0.045),
                                     (by - mw / 2, by + mw / 2, z0m - 0.045, z0m + 0.005), (by - mw / 2, by + mw / 2, z1m - 0.005, z1m + 0.045)):
                box('mframe', 0.0, 0.045, a0, a1, b0, b1, fr, bevel=0.008)
            for (a0, a1, b0, b1) in ((by - mw / 2 - 0.01, by - mw / 2 + 0.005, z0m - 0.01, z1m + 0.01), (by + mw / 2 - 0.005, by + mw / 2 + 0.01, z0m - 0.01, z1m + 0.01),
                                     (by - mw / 2, by + mw / 2, z0m - 0.01, z0m + 0.005), (by - mw / 2, by + mw / 2, z1m - 0.005, z1m + 0.01)):
                box('mfillet', 0.0, 0.05, a0, a1, b0, b1, fm)
        sconce_y += [by - mw / 2 - 0.14, by + mw / 2 + 0.14]
    sconce_y.sort()
    merged = []
    for yy in sconce_y:
        if merged and yy - merged[-1] < 0.3:
            merged[-1] = (merged[-1] + yy) / 2
        else:
            merged.append(yy)
    for yy in merged:
        if 0.15 < yy < D - 0.3:
            sconce(0.0, yy, 1.62, s, 9.0 if lamps else 3.0, facing=1)
    # on the counter: folded hand towels at the near end, a tray of bottles and a soap dish, an orchid
    tm = terry('#f6f2ea')
    free0 = (ys, ys + slot * 0.5 - 0.2)
    towel_stack(0.3, ys + 0.16, h, 0.3, 0.2, tm, 2, seed=sd['seed'] + 1, yaw=0.05) if free0[1] - free0[0] > 0.25 else None
    tray_y = ys + slot * 0.5 + 0.2 + 0.14 if basins == 1 else ys + slot
    trm = plain('#2a2623', 0.3, name='traywood') if am else brass(rough=0.35)
    ty0, ty1 = tray_y - 0.14, tray_y + 0.1
    box('tray', 0.06, 0.22, ty0, ty1, h, h + 0.008, trm, bevel=0.003)
    box('traylip', 0.06, 0.22, ty0, ty0 + 0.006, h, h + 0.02, trm)
    box('traylip', 0.06, 0.22, ty1 - 0.006, ty1, h, h + 0.02, trm)
    am_g = amber_glass()
    capm = plain('#1d1c1b', 0.35, name='pumpcap')
    lab = plain('#efe7d6', 0.6, name='label')
    for k, (bx, by, bh) in enumerate(((0.11, ty0 + 0.05, 0.17), (0.17, ty0 + 0.11, 0.15), (0.11, ty0 + 0.17, 0.13))):
        bottle(bx, by, h + 0.008, bh, 0.027, am_g, capm, lab)
    # a soap dish with a bar of soap beside the near basin
    sdx, sdy = 0.085, ys + slot * 0.5 - 0.16
    lathe('soapdish', sdx, sdy, h, [(0.0, 0), (0.045, 0), (0.06, 0.012), (0.057, 0.014), (0.0, 0.006)], plain('#e9e4da', 0.2, name='soapdish'), 28)
    soft_box('soap', sdx - 0.035, sdx + 0.035, sdy - 0.024, sdy + 0.024, h + 0.007, h + 0.03, plain('#ece4d2', 0.4, name='soap'), level=2)
    # the orchid at the counter's window end, past the mirror's edge, its spike arching into the room (seen against
    # the wall, not in front of the mirror)
    orchid(0.38, ye - 0.1, h, seed=sd['seed'] + 2, h=0.36, toward=0.35)
    # a towel over a brass rail between the vanity and the tub
    if (tub == 'free' and D - 0.25 - ye > 0.55) or tub == 'built':
        y0r = ye + 0.15
        y1r = min(D - 0.25, y0r + 0.55)
        if y1r - y0r > 0.35:
            hanging_towel(0.0, y0r, y1r, 1.55 if tub == 'free' else 1.5, terry('#f6f2ea'), fm, wall_x=0.0)
    # a framed print on the wall opposite the mirror, where the mirror's reflection falls (seen only in it)
    if not sh:
        my = ys + slot * 0.5
        py = min(D - 0.5, my + (my - 0.28) * W / (W - 0.36))
        import assets as A
        # (scene option `bath_art`: the bath's own print, a list of three colours or {paint, frame, colours}, in place of
        # the room's accent art, so a bedroom may get a painting of its own and its bathroom keep the print it had)
        sa = dict(s, art=sd['bath_art']) if sd.get('bath_art') else s
        A.art_frame(py, 0, 1.62, 0.46, 0.58, sa, sd['seed'] + 11, facing='-x', x=W - (0.02 if am else 0.003))
    # ---- the shower
    if sh:
        shower(sx0, W, sy0, sy1, s, fm, H, None)
    # ---- a fern on the sill's right end
    fern(ox1 - 0.2, D + 0.02, oz0, seed=sd['seed'] + 5, rad=0.16, pot_r=0.05)
    # ---- downlights
    for yy in (D * 0.3, D * 0.68):
        cyl('downlight', W / 2, yy, H - 0.004, H, 0.045, emission('#ffe6c4', 18 if lamps else 5), 24)
        cyl('downtrim', W / 2, yy, H - 0.003, H, 0.055, plain('#e8e4dc', 0.4, name='downtrim'), 24)
    if lamps:
        for yy in (D * 0.3, D * 0.68):
            from lib import spot_light
            spot_light('down', (W / 2, yy, H - 0.02), 40, angle=70, blend=0.8)
    # ---- mirror the whole room when the vanity is on the other wall
    if sd['vanity_wall'] == 'x1':
        for ob in set(bpy.data.objects) - before:
            _mirror(ob, W)


def _mirror(ob, W):
    ob.location.x = W - ob.location.x
    rx, ry, rz = ob.rotation_euler
    ob.rotation_euler = (rx, -ry, -rz)
    if ob.type == 'MESH':
        me = ob.data
        if me.users > 1:
            me = me.copy()
            ob.data = me
        bm = bmesh.new()
        bm.from_mesh(me)
        for v in bm.verts:
            v.co.x = -v.co.x
        bmesh.ops.reverse_faces(bm, faces=bm.faces)
        bm.to_mesh(me)
        bm.free()
        me.update()


def reflections(sc, scene, b, origin, size):
    """A box reflection cubemap filling the bathroom, baked before a bath shot, so the mirrors (and the tub, the
    glass) reflect the room rather than the sky: EEVEE's screen-space reflections see only what is in frame.
    Baked only when every shot of the run is a bath shot (the bedroom's pictures are left as they were)."""
    shots = scene.get('shots') or []
    if not shots or any(s.get('kind') != 'bath' for s in shots) or os.environ.get('ART_BUILD_ONLY'):
        return
    from lib import world_sky, link
    pd = bpy.data.lightprobes.new('bathprobe', 'CUBE')
    pd.influence_type = 'BOX'
    # a box probe's influence is its object's scale times this size: the room's own box, parallax-corrected
    pd.influence_distance = 1.0
    pd.falloff = 0.1
    pd.clip_start = 0.05
    ob = link(bpy.data.objects.new('bathprobe', pd))
    ob.location = origin
    ob.scale = (size[0] / 2, size[1] / 2, size[2] / 2)
    # the bath's own hour: the probe sees the room lit as the picture will be (a sea bath's window keeps the
    # bedroom's clouds, lib.on_world)
    world_sky(sc, b['tod'], shots[0].get('sun_azimuth', scene['sun_azimuth']))
    sc.render.engine = 'BLENDER_EEVEE'
    sc.eevee.gi_cubemap_resolution = '256'
    sc.eevee.gi_diffuse_bounces = 0
    sc.eevee.use_ssr = True
    bpy.ops.scene.light_cache_bake()
