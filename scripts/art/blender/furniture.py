# Dining furniture: chairs and tables a luxury restaurant would have, in place of the library's slab chairs.
# Every piece is built around the origin, its sitter facing +y (the back toward -y), and then turned by
# `facing` degrees and moved to (x, y) like assets._place, so a chair at angle a round a table faces the
# table with facing = degrees(a) + 90.
#   dining_chair   upholstered: a crowned seat with piping, a back curved in plan with an arched top, tilted
#                  back, on a walnut seat rail and round tapered legs (the rear ones raked) with brass sabots
#   bistro_chair   bentwood: rear legs and back hoop one continuous bent tube, an inner loop, a leg ring,
#                  a round caned seat
#   leather_chair  modern: a slim cognac leather seat and a low back that wraps round into arms, on a fine brass frame
#   lounge_chair   low armchair: a deep seat cushion and a tub back whose sides run forward into arms, short legs
#   club_chair     club armchair or sofa: rolled piped arms, a tight back, crowned piped seat cushions, back cushions, legs
#   teak_lounge    outdoor armchair: a teak frame with flat arm boards and a slatted leaning back, boxed piped cushions
#   pedestal_table round top with a rounded edge on a turned column and a flared foot
#   bistro_table   square marble top with rounded corners on a cast-iron column and a cross foot
# Shapes are meshes swept or lofted here (no curve objects, so they can be turned and moved vertex by vertex);
# their edges are rounded by the loft profiles and their surfaces shaded smooth.
import math

import bmesh
import bpy
from mathutils import Vector

from lib import _mat, _coord, _mapping, _noise, _ramp, _bump, _shade, cached, col, link, lathe, brass, plain, rattan

# ---------------------------------------------------------------- materials


def velvet(c, name='fvelvet', graze=1.35, sheen=0.35):
    """Velvet: the pile darkens where it faces the eye and catches light at grazing angles (`graze` times the colour,
    with `sheen`); a fine crush. A lower graze and sheen give a matter, calmer velvet (the Luxe card's olive)."""
    c = col(c)

    def make():
        m, nt, b = _mat(name)
        v = _coord(nt)
        n = _noise(nt, v, 14, 3, 0.55)
        base = _ramp(nt, n.outputs['Fac'], [(0.3, _shade(c, 0.88)), (0.7, _shade(c, 1.06))])
        lw = nt.nodes.new('ShaderNodeLayerWeight')
        lw.inputs['Blend'].default_value = 0.3
        mix = nt.nodes.new('ShaderNodeMix')
        mix.data_type = 'RGBA'
        nt.links.new(lw.outputs['Facing'], mix.inputs['Factor'])
        nt.links.new(base, mix.inputs[6])
        mix.inputs[7].default_value = (*_shade(c, graze), 1)
        nt.links.new(mix.outputs[2], b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.85
        b.inputs['Specular'].default_value = 0.25
        b.inputs['Sheen'].default_value = sheen
        b.inputs['Sheen Tint'].default_value = 1.0
        n2 = _noise(nt, v, 240, 2, 0.6)
        _bump(nt, b, n2.outputs['Fac'], 0.06, 0.002)
        return m

    return cached(('fvelvet', c) if (graze, sheen) == (1.35, 0.35) else ('fvelvet', c, graze, sheen), make)


def fabric(c, name='ffabric', scale=420.0, bump=0.18):
    """A woven upholstery fabric (boucle/linen blend): a fine two-way weave and a soft mottle."""
    c = col(c)

    def make():
        m, nt, b = _mat(name)
        v = _coord(nt)
        n = _noise(nt, v, 9, 3, 0.5)
        cc = _ramp(nt, n.outputs['Fac'], [(0.3, _shade(c, 0.92)), (0.7, _shade(c, 1.04))])
        nt.links.new(cc, b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.95
        b.inputs['Specular'].default_value = 0.2
        b.inputs['Sheen'].default_value = 0.7
        n2 = _noise(nt, v, scale, 2, 0.7)
        _bump(nt, b, n2.outputs['Fac'], bump, 0.003)
        return m

    return cached(('ffabric', c, scale, bump), make)


def leather(c, name='fleather'):
    """Aniline leather: a soft sheen, a fine grain, a little darker where it is worn into folds."""
    c = col(c)

    def make():
        m, nt, b = _mat(name)
        v = _coord(nt)
        n = _noise(nt, v, 6, 3, 0.5)
        cc = _ramp(nt, n.outputs['Fac'], [(0.3, _shade(c, 0.85)), (0.7, _shade(c, 1.08))])
        nt.links.new(cc, b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.42
        b.inputs['Specular'].default_value = 0.5
        b.inputs['Clearcoat'].default_value = 0.15
        b.inputs['Clearcoat Roughness'].default_value = 0.3
        g = nt.nodes.new('ShaderNodeTexVoronoi')
        g.inputs['Scale'].default_value = 900
        nt.links.new(v, g.inputs['Vector'])
        _bump(nt, b, g.outputs['Distance'], 0.12, 0.001)
        return m

    return cached(('fleather', c), make)


def grain(c, rough=0.35, name='fgrain', axis='Z'):
    """Close-grained hardwood (walnut, oak) whose grain runs along `axis` (Z for legs and posts)."""
    c = col(c)

    def make():
        m, nt, b = _mat(name)
        v = _coord(nt)
        sc = {'Z': (6, 6, 0.25), 'X': (0.25, 6, 6), 'Y': (6, 0.25, 6)}[axis]
        wv = nt.nodes.new('ShaderNodeTexWave')
        wv.wave_type = 'RINGS'
        wv.inputs['Scale'].default_value = 2.0
        wv.inputs['Distortion'].default_value = 5.0
        wv.inputs['Detail'].default_value = 2
        nt.links.new(_mapping(nt, v, sc), wv.inputs['Vector'])
        n = _noise(nt, _mapping(nt, v, tuple(s * 3 for s in sc)), 5, 3, 0.6)
        mix = nt.nodes.new('ShaderNodeMath')
        mix.operation = 'MULTIPLY_ADD'
        nt.links.new(wv.outputs['Fac'], mix.inputs[0])
        mix.inputs[1].default_value = 0.65
        nt.links.new(n.outputs['Fac'], mix.inputs[2])
        cc = _ramp(nt, mix.outputs[0], [(0.2, _shade(c, 0.72)), (0.55, c), (0.95, _shade(c, 1.22))])
        nt.links.new(cc, b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = rough
        b.inputs['Specular'].default_value = 0.45
        b.inputs['Clearcoat'].default_value = 0.2
        return m

    return cached(('fgrain', c, rough, axis), make)


def stone_top(c='#ece6dc', vein='#b8aea0', name='ftop'):
    """A honed marble top: a soft cloudy vein, low gloss."""
    c, vein = col(c), col(vein)

    def make():
        m, nt, b = _mat(name)
        v = _coord(nt)
        n = _noise(nt, v, 3.5, 3, 0.55, 3.0)
        cc = _ramp(nt, n.outputs['Fac'], [(0.35, c), (0.5, tuple((a * 2 + bb) / 3 for a, bb in zip(c, vein))), (0.62, c)])
        nt.links.new(cc, b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.22
        b.inputs['Specular'].default_value = 0.5
        return m

    return cached(('ftop', c, vein), make)


# ---------------------------------------------------------------- geometry helpers


def _mesh(name, verts, faces, mat, smooth=True):
    me = bpy.data.meshes.new(name)
    me.from_pydata(verts, [], faces)
    me.validate()
    # one outward winding for the lofts, fans and caps (a flipped fan shades dark in EEVEE)
    bm = bmesh.new()
    bm.from_mesh(me)
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    bm.to_mesh(me)
    bm.free()
    if smooth:
        for p in me.polygons:
            p.use_smooth = True
    ob = link(bpy.data.objects.new(name, me))
    if mat:
        me.materials.append(mat)
    return ob


def _rrect(a, b, rc, n_corner=7, n_edge=6):
    """A rounded rectangle of half-sizes a, b and corner radius rc, counter-clockwise from the middle of its right
    side; the same number of points whatever the sizes (so the rings of a loft line up)."""
    a, b = max(a, 2e-4), max(b, 2e-4)
    rc = max(1e-4, min(rc, a - 1e-4, b - 1e-4))
    pts = []

    def side(p0, p1, n):
        for i in range(n):
            f = i / n
            pts.append((p0[0] + (p1[0] - p0[0]) * f, p0[1] + (p1[1] - p0[1]) * f))

    def corner(cx, cy, a0):
        for i in range(n_corner):
            ang = math.radians(a0 + 90.0 * i / n_corner)
            pts.append((cx + rc * math.cos(ang), cy + rc * math.sin(ang)))

    h = n_edge // 2
    side((a, 0.0), (a, b - rc), h)
    corner(a - rc, b - rc, 0.0)
    side((a - rc, b), (-(a - rc), b), n_edge)
    corner(-(a - rc), b - rc, 90.0)
    side((-a, b - rc), (-a, -(b - rc)), n_edge)
    corner(-(a - rc), -(b - rc), 180.0)
    side((-(a - rc), -b), (a - rc, -b), n_edge)
    corner(a - rc, -(b - rc), 270.0)
    side((a, -(b - rc)), (a, 0.0), h)
    return pts


def pad(name, a, b, rc, profile, mat, mapf, crown=0.0, sag=0.0, cap_rings=6, seam=None):
    """An upholstered pad lofted through rounded-rectangle rings. profile: (inset, w) pairs from the bottom (w: the
    thickness coordinate) to the top edge; the top is closed by rings running in to the middle, lifted by `crown`
    toward the middle and dipped by `sag` at it (a seat that has been sat on); the bottom by a fan. mapf(s, t, w) ->
    (x, y, z) bends the pad into place (a tapered seat, a back curved in plan and tilted). Returns the object and,
    when `seam` is a profile index, the points of that ring (for piping)."""
    rings = []
    for (ins, w) in profile:
        rings.append([(s, t, w) for (s, t) in _rrect(a - ins, b - ins, rc - ins)])
    # the top: copies of the last ring scaled in toward the middle (they keep their shape, never a sliver)
    w0 = profile[-1][1]
    last_ring = rings[-1]
    for k in range(1, cap_rings + 1):
        f = k / cap_rings
        g = 1.0 - 0.97 * f
        ring = []
        for (s, t, _) in last_ring:
            s2, t2 = s * g, t * g
            r2 = min(1.0, (s2 / a) ** 2 + (t2 / b) ** 2)
            ring.append((s2, t2, w0 + crown * math.sin(f * math.pi / 2) - sag * math.exp(-r2 / 0.25) * f))
        rings.append(ring)
    n = len(rings[0])
    verts = [mapf(*p) for ring in rings for p in ring]
    faces = []
    for j in range(len(rings) - 1):
        for i in range(n):
            k = (i + 1) % n
            faces.append((j * n + i, j * n + k, (j + 1) * n + k, (j + 1) * n + i))
    # close the top and the bottom with fans to their middles
    top_c = len(verts)
    verts.append(mapf(0.0, 0.0, rings[-1][0][2]))
    bot_c = len(verts)
    verts.append(mapf(0.0, 0.0, profile[0][1]))
    last = (len(rings) - 1) * n
    for i in range(n):
        k = (i + 1) % n
        faces.append((last + i, last + k, top_c))
        faces.append((k, i, bot_c))
    ob = _mesh(name, verts, faces, mat)
    pts = [mapf(*p) for p in rings[seam]] if seam is not None else None
    return ob, pts


def tube(name, pts, r, mat, closed=False, sides=12, r_end=None, caps=True):
    """A round tube swept along points (parallel-transported frames); r_end tapers it to the last point."""
    P = [Vector(p) for p in pts]
    n = len(P)
    tans = []
    for i in range(n):
        if closed:
            t = P[(i + 1) % n] - P[i - 1]
        else:
            t = P[min(i + 1, n - 1)] - P[max(i - 1, 0)]
        tans.append(t.normalized())
    up = Vector((0, 0, 1)) if abs(tans[0].z) < 0.9 else Vector((1, 0, 0))
    nrm = tans[0].cross(up).normalized()
    verts, faces = [], []
    for i in range(n):
        if i:
            # transport the frame: remove the normal's component along the new tangent
            nrm = (nrm - tans[i] * nrm.dot(tans[i])).normalized()
        bi = tans[i].cross(nrm)
        rr = r if r_end is None else r + (r_end - r) * i / max(1, n - 1)
        for k in range(sides):
            a = math.tau * k / sides
            verts.append(tuple(P[i] + (nrm * math.cos(a) + bi * math.sin(a)) * rr))
    rows = n if closed else n - 1
    for i in range(rows):
        j = (i + 1) % n
        for k in range(sides):
            kk = (k + 1) % sides
            faces.append((i * sides + k, i * sides + kk, j * sides + kk, j * sides + k))
    if not closed and caps:
        faces.append(tuple(reversed(range(sides))))
        faces.append(tuple((n - 1) * sides + k for k in range(sides)))
    return _mesh(name, verts, faces, mat)


def spline(ctrl, per=8, closed=False):
    """Catmull-Rom points through the control points (a smooth path for a bent tube)."""
    C = [Vector(c) for c in ctrl]
    n = len(C)
    out = []
    segs = n if closed else n - 1
    for i in range(segs):
        p0 = C[(i - 1) % n] if closed else C[max(i - 1, 0)]
        p1, p2 = C[i], C[(i + 1) % n]
        p3 = C[(i + 2) % n] if closed else C[min(i + 2, n - 1)]
        for k in range(per):
            t = k / per
            t2, t3 = t * t, t * t * t
            p = 0.5 * ((2 * p1) + (-p0 + p2) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t2 + (-p0 + 3 * p1 - 3 * p2 + p3) * t3)
            out.append(tuple(p))
    if not closed:
        out.append(tuple(C[-1]))
    return out


def leg(name, p0, p1, r0, r1, mat, sides=20):
    """A tapered round leg from p0 (r0) to p1 (r1), both ends capped."""
    return tube(name, [p0, p1], r0, mat, sides=sides, r_end=r1)


def place(parts, x, y, facing, z=0.0):
    """Turn pieces built round the origin by `facing` degrees and move them to (x, y, z)."""
    a = math.radians(facing)
    ca, sa = math.cos(a), math.sin(a)
    for p in parts:
        for v in p.data.vertices:
            vx, vy = v.co.x, v.co.y
            v.co.x = vx * ca - vy * sa + x
            v.co.y = vx * sa + vy * ca + y
            v.co.z += z
    return parts


def _curved(R, yb, z0, tilt, arch=0.0, a=1.0, h=1.0):
    """mapf for a back: s across along an arc of radius R (its centre in front, toward +y), t up (from -h/2),
    w outward (backward); tilted back by `tilt` radians about its foot at z0; the top arched down toward the sides."""
    st, ct = math.sin(tilt), math.cos(tilt)

    def f(s, t, w):
        v = t + h / 2
        v -= arch * (s / a) ** 2 * (v / h) ** 2
        ang = s / R
        x = (R + w) * math.sin(ang)
        y = yb + R - (R + w) * math.cos(ang)
        return (x, y - v * st, z0 + v * ct)

    return f


# ---------------------------------------------------------------- chairs


def dining_chair(x, y, facing, fab, frame, sabot=None, z=0.0, seat_h=0.48, name='dchair'):
    """An upholstered dining chair: a crowned, piped seat a little wider at the front on a walnut rail, a back
    curved in plan with an arched top, tilted 9 degrees, round tapered legs (the rear ones raked back) with brass sabots."""
    parts = []
    sb = seat_h - 0.08  # the seat cushion's foot, on the rail
    # seat: s across (+-0.23), t front-back (+-0.23; front +y), a little wider at the front
    seat, pip = pad(name + '_seat', 0.235, 0.225, 0.07, [(0.012, 0.0), (0.004, 0.012), (0.0, 0.035), (0.003, 0.058), (0.014, 0.072)], fab,
                    lambda s, t, w: (s * (1.0 + 0.07 * t / 0.225), t, sb + w), crown=0.012, sag=0.006, seam=3)
    parts += [seat, tube(name + '_piping', pip, 0.0045, fab, closed=True, sides=10)]
    # the rail under it (walnut), a little inside the cushion
    rail, _ = pad(name + '_rail', 0.225, 0.215, 0.06, [(0.006, -0.07), (0.0, -0.066), (0.0, -0.004), (0.004, 0.0)], frame,
                  lambda s, t, w: (s * (1.0 + 0.07 * t / 0.215), t, sb + w), cap_rings=2)
    parts.append(rail)
    # the back: 0.44 wide, 0.5 tall above the seat, curved on a 0.55 m radius, 9 degrees back
    bh = 0.52
    fb = _curved(0.55, -0.2, sb + 0.03, math.radians(9), arch=0.05, a=0.21, h=bh)
    back, bpip = pad(name + '_back', 0.21, bh / 2, 0.09, [(0.012, 0.0), (0.004, 0.01), (0.0, 0.03), (0.005, 0.05), (0.016, 0.06)], fab,
                     lambda s, t, w: fb(s, t, -w + 0.06), crown=0.008, seam=2)
    parts += [back, tube(name + '_bpiping', bpip, 0.0045, fab, closed=True, sides=10)]
    # legs: front straight and tapered, rear raked back; brass sabots
    for sx in (-1, 1):
        fx = sx * 0.2
        parts.append(leg(name + '_leg', (fx, 0.18, sb - 0.06), (fx * 1.02, 0.19, 0.035), 0.019, 0.013, frame))
        parts.append(leg(name + '_leg', (sx * 0.19, -0.17, sb - 0.06), (sx * 0.2, -0.25, 0.035), 0.019, 0.013, frame))
        if sabot:
            parts.append(leg(name + '_sabot', (fx * 1.02, 0.19, 0.036), (fx * 1.02, 0.19, 0.0), 0.0135, 0.012, sabot))
            parts.append(leg(name + '_sabot', (sx * 0.2, -0.25, 0.036), (sx * 0.2, -0.2535, 0.0), 0.0135, 0.012, sabot))
    return place(parts, x, y, facing, z)


def bistro_chair(x, y, facing, wood_m, cane, z=0.0, name='bchair'):
    """A bentwood bistro chair: the rear legs and the back hoop one bent tube, an inner loop, four splayed legs
    held by a ring, a round caned seat in a bentwood rim."""
    parts = []
    sz = 0.46
    # the seat: a thin caned disc in a rim
    seat, rim = pad(name + '_seat', 0.2, 0.2, 0.199, [(0.004, -0.014), (0.0, -0.01), (0.0, 0.0), (0.004, 0.004)], cane,
                    lambda s, t, w: (s, t + 0.01, sz + w), seam=1, cap_rings=3)
    parts += [seat, tube(name + '_rim', rim, 0.014, wood_m, closed=True, sides=14)]
    # front legs
    fl = []
    for sx in (-1, 1):
        p0, p1 = Vector((sx * 0.135, 0.14, sz - 0.02)), Vector((sx * 0.19, 0.2, 0.0))
        parts.append(leg(name + '_leg', p0, p1, 0.013, 0.011, wood_m, 14))
        fl.append(p0.lerp(p1, (sz - 0.02 - 0.2) / (sz - 0.02)))
    # the back: floor -> seat -> up -> over the top -> down -> seat -> floor, one tube
    ctrl = [(-0.17, -0.24, 0.0), (-0.15, -0.17, 0.22), (-0.145, -0.155, sz - 0.01), (-0.155, -0.2, 0.66), (-0.15, -0.235, 0.82),
            (-0.08, -0.255, 0.9), (0.0, -0.26, 0.915), (0.08, -0.255, 0.9), (0.15, -0.235, 0.82), (0.155, -0.2, 0.66),
            (0.145, -0.155, sz - 0.01), (0.15, -0.17, 0.22), (0.17, -0.24, 0.0)]
    hoop = spline(ctrl, 10)
    parts.append(tube(name + '_hoop', hoop, 0.0125, wood_m, sides=14))
    # the inner loop: a smaller hoop from the seat's back rim up into the back
    ictrl = [(-0.09, -0.16, sz), (-0.105, -0.195, 0.64), (-0.085, -0.225, 0.76), (0.0, -0.238, 0.8), (0.085, -0.225, 0.76),
             (0.105, -0.195, 0.64), (0.09, -0.16, sz)]
    parts.append(tube(name + '_loop', spline(ictrl, 10), 0.009, wood_m, sides=12))
    # the leg ring at 0.2 m through the four legs
    rl = [Vector(p) for p in ((0.15, -0.17, 0.22), (-0.15, -0.17, 0.22))]
    ring = [(fl[1].x, fl[1].y, 0.2), (0.0, fl[1].y + 0.05, 0.2), (fl[0].x, fl[0].y, 0.2), (-0.21, 0.0, 0.2), (rl[1].x, rl[1].y + 0.004, 0.2),
            (0.0, -0.21, 0.2), (rl[0].x, rl[0].y + 0.004, 0.2), (0.21, 0.0, 0.2)]
    parts.append(tube(name + '_ring', spline(ring, 8, closed=True), 0.009, wood_m, closed=True, sides=12))
    return place(parts, x, y, facing, z)


def leather_chair(x, y, facing, hide, metal, z=0.0, name='lchair'):
    """A modern dining chair: a slim leather seat and a low back wrapping round into short arms (one shell's worth
    of leather, piped), on a fine brass frame: four tapered legs and a rail under the seat."""
    parts = []
    sb = 0.42
    seat, pip = pad(name + '_seat', 0.24, 0.23, 0.1, [(0.01, 0.0), (0.003, 0.01), (0.0, 0.03), (0.003, 0.05), (0.012, 0.06)], hide,
                    lambda s, t, w: (s, t, sb + w), crown=0.01, sag=0.004, seam=2)
    parts += [seat, tube(name + '_piping', pip, 0.0035, hide, closed=True, sides=10)]
    # the back: wraps 150 degrees on a 0.26 m radius (its ends run forward as arms), 0.3 tall, dipping toward the arms
    R = 0.26
    span = R * math.radians(150) / 2
    fb = _curved(R, -0.2, sb + 0.04, math.radians(6), arch=0.13, a=span, h=0.3)
    back, bpip = pad(name + '_back', span, 0.15, 0.05, [(0.01, 0.0), (0.003, 0.01), (0.0, 0.025), (0.003, 0.04), (0.012, 0.05)], hide,
                     lambda s, t, w: fb(s, t, -w + 0.05), crown=0.006, seam=2)
    parts += [back, tube(name + '_bpiping', bpip, 0.0035, hide, closed=True, sides=10)]
    # brass: a rail under the seat and four fine tapered legs
    rail = [(0.21, 0.2, sb - 0.005), (-0.21, 0.2, sb - 0.005), (-0.21, -0.19, sb - 0.005), (0.21, -0.19, sb - 0.005)]
    parts.append(tube(name + '_rail', spline(rail, 6, closed=True), 0.008, metal, closed=True, sides=12))
    for (lx, ly, fx, fy) in ((0.2, 0.19, 0.23, 0.23), (-0.2, 0.19, -0.23, 0.23), (0.2, -0.18, 0.23, -0.24), (-0.2, -0.18, -0.23, -0.24)):
        parts.append(leg(name + '_leg', (lx, ly, sb), (fx, fy, 0.0), 0.012, 0.007, metal, 16))
    return place(parts, x, y, facing, z)


def lounge_chair(x, y, facing, fab, frame, z=0.0, name='lounge'):
    """A low lounge armchair: a deep seat cushion in a tub whose back curves round into arms, on short tapered legs."""
    parts = []
    sb = 0.2
    # the tub: a back wrapping 200 degrees on a 0.38 m radius, 0.42 tall over the base, lower toward the arm ends
    R = 0.38
    span = R * math.radians(200) / 2
    fb = _curved(R, -0.36, sb, math.radians(4), arch=0.2, a=span, h=0.52)
    tub, tp = pad(name + '_tub', span, 0.26, 0.07, [(0.02, 0.0), (0.006, 0.02), (0.0, 0.06), (0.006, 0.1), (0.02, 0.12)], fab,
                  lambda s, t, w: fb(s, t, -w + 0.12), crown=0.01, seam=2)
    parts += [tub, tube(name + '_piping', tp, 0.005, fab, closed=True, sides=10)]
    # the base under it and the seat cushion in it
    base, _ = pad(name + '_base', 0.36, 0.33, 0.2, [(0.01, 0.0), (0.0, 0.012), (0.0, 0.12), (0.01, 0.135)], fab,
                  lambda s, t, w: (s, t - 0.03, sb - 0.135 + w), cap_rings=2)
    cush, cp = pad(name + '_cush', 0.3, 0.29, 0.12, [(0.02, 0.0), (0.006, 0.02), (0.0, 0.06), (0.006, 0.1), (0.022, 0.12)], fab,
                   lambda s, t, w: (s, t + 0.02, sb + w * 0.9), crown=0.015, sag=0.008, seam=2)
    parts += [base, cush, tube(name + '_cpiping', cp, 0.005, fab, closed=True, sides=10)]
    for (lx, ly) in ((0.28, 0.22), (-0.28, 0.22), (0.28, -0.3), (-0.28, -0.3)):
        parts.append(leg(name + '_leg', (lx, ly, sb - 0.13), (lx * 1.08, ly * 1.08, 0.0), 0.02, 0.013, frame, 16))
    return place(parts, x, y, facing, z)


def club_chair(x, y, facing, fab, frame=None, seats=1, seat_w=0.58, cush=None, z=0.0, name='club'):
    """An upholstered club armchair (seats=1) or sofa (seats=2, 3; club_sofa) in place of assets.armchair / sofa
    (soft boxes): rolled arms rounded in plan with piping round their tops, a tight back, crowned seat cushions with
    piping, soft back cushions leaning back, all on short tapered legs (`frame`: walnut by default); `cush`: the
    fabric of a sofa's two scatter cushions. Its footprint is assets.armchair's (seats=1: x +-0.42, y -0.44..0.38)."""
    frame = frame or grain('#3a2518', rough=0.3, name='clublegs')
    parts = []
    L = seats * seat_w / 2  # half the width between the arms
    A = L + 0.13  # half the width over the arms
    y0, y1 = -0.44, 0.38
    yc, hb = (y0 + y1) / 2, (y1 - y0) / 2
    zl = 0.1  # the legs' height
    for sx in (-1, 1):
        for ly in (y1 - 0.07, y0 + 0.07):
            parts.append(leg(name + '_leg', (sx * (A - 0.07), ly, zl + 0.01), (sx * (A - 0.075), ly + (0.006 if ly > 0 else -0.006), 0.0), 0.021, 0.014,
                             frame, 16))
    # the seat's base between the arms, up to the cushions
    base, _ = pad(name + '_base', L + 0.01, hb - 0.01, 0.04, [(0.012, 0.0), (0.0, 0.014), (0.0, 0.27), (0.008, 0.285)], fab,
                  lambda s, t, w: (s, t + yc, zl + w), cap_rings=2)
    parts.append(base)
    # the arms: from the legs to 0.655 m, rolled over at the top (a stadium in plan), piped round the roll
    for sx in (-1, 1):
        ax = sx * (A - 0.065)
        arm, ap = pad(name + '_arm', 0.065, hb, 0.06, [(0.004, 0.0), (0.0, 0.012), (0.0, 0.47), (0.006, 0.505), (0.022, 0.525)], fab,
                      lambda s, t, w, ax=ax: (ax + s * (1.0 + 0.25 * max(0.0, w - 0.4)), t + yc, zl + w), crown=0.02, seam=3)
        parts += [arm, tube(name + '_apiping', ap, 0.0045, fab, closed=True, sides=10)]
    # the back: a tight panel behind the back cushions, its top rounded, its ends drawn a little forward in plan
    bb = 0.09
    back, bp = pad(name + '_back', A - 0.004, bb, 0.05, [(0.004, 0.0), (0.0, 0.012), (0.0, 0.68), (0.01, 0.715), (0.03, 0.735)], fab,
                   lambda s, t, w: (s, y0 + bb + t + 0.03 * (s / A) ** 2, zl + w), crown=0.012, seam=3)
    parts += [back, tube(name + '_bpiping', bp, 0.0045, fab, closed=True, sides=10)]
    sy0 = y0 + 2 * bb  # the back's front face
    for k in range(seats):
        cx = -L + seat_w * (k + 0.5)
        # the seat cushion: crowned, sat in a little, piped round its top
        b_ = (y1 + 0.01 - sy0) / 2
        cs, cp = pad(name + '_seat', seat_w / 2 - 0.006, b_, 0.07, [(0.022, 0.0), (0.006, 0.02), (0.0, 0.05), (0.006, 0.09), (0.024, 0.11)], fab,
                     lambda s, t, w, cx=cx, b_=b_: (cx + s, sy0 + b_ + t, zl + 0.28 + w), crown=0.018, sag=0.01, seam=2)
        parts += [cs, tube(name + '_spiping', cp, 0.0045, fab, closed=True, sides=10)]
        # the back cushion: plump, rounded top and bottom, leaning back against the panel
        bc, _ = pad(name + '_bcush', seat_w / 2 - 0.012, 0.075, 0.065, [(0.035, 0.0), (0.01, 0.03), (0.0, 0.08), (0.0, 0.24), (0.01, 0.28), (0.035, 0.31)],
                    fab, lambda s, t, w, cx=cx: (cx + s, sy0 + 0.07 + t - w * 0.2, zl + 0.39 + w), crown=0.012)
        parts.append(bc)
    if cush is not None and seats > 1:
        # two scatter cushions at the ends, against the back cushions, turned a little
        for sx in (-1, 1):
            ex = sx * (L - 0.25)
            sc_, _ = pad(name + '_scatter', 0.2, 0.055, 0.07, [(0.05, 0.0), (0.012, 0.04), (0.0, 0.1), (0.0, 0.3), (0.012, 0.36), (0.05, 0.4)], cush,
                         lambda s, t, w, ex=ex, sx=sx: (ex + s * 0.97 - sx * 0.04 * (w / 0.4), sy0 + 0.2 + t - w * 0.18 - sx * 0.05 * s, zl + 0.39 + w),
                         crown=0.01)
            parts.append(sc_)
    return place(parts, x, y, facing, z)


def _tilt(parts, ang, y0, z0):
    """Lean pieces back by `ang` radians about the x axis through (y0, z0): a back leaning away from the sitter."""
    ca, sa = math.cos(ang), math.sin(ang)
    for p in parts:
        for v in p.data.vertices:
            dy, dz = v.co.y - y0, v.co.z - z0
            v.co.y = y0 + dy * ca - dz * sa
            v.co.z = z0 + dy * sa + dz * ca
    return parts


def teak_lounge(x, y, facing, frame, fab, pillow=None, z=0.0, name='teak'):
    """An outdoor lounge armchair: a teak frame (square legs, flat arm boards with eased edges, seat rails, a slatted
    back leaning 16 degrees) holding a deep seat cushion and a back cushion, both boxed and piped along their edges;
    `pillow`: the fabric of a scatter cushion in the corner. About 0.7 m wide and 0.8 m deep, its seat at 0.42 m
    (lounge_chair's tub read as a lumpy white shape seen from behind through glass)."""
    from lib import box
    parts = []
    A, y0, y1 = 0.35, -0.4, 0.38  # half the width over the arms, the back and front
    lw = 0.048  # legs square
    for sx in (-1, 1):
        lx = sx * (A - lw / 2)
        for ly in (y1 - lw / 2 - 0.02, y0 + lw / 2 + 0.03):
            parts.append(box(name + '_leg', lx - lw / 2, lx + lw / 2, ly - lw / 2, ly + lw / 2, 0.0, 0.56, frame, bevel=0.004))
        # the arm board over the legs, a little proud of them all round
        parts.append(box(name + '_arm', lx - 0.045, lx + 0.045, y0 + 0.01, y1 + 0.015, 0.56, 0.59, frame, bevel=0.007))
        # a side rail under the seat and a low stretcher
        parts.append(box(name + '_srail', lx - 0.016, lx + 0.016, y0 + 0.05, y1 - 0.05, 0.2, 0.28, frame, bevel=0.003))
        parts.append(box(name + '_stretch', lx - 0.014, lx + 0.014, y0 + 0.05, y1 - 0.05, 0.07, 0.1, frame, bevel=0.003))
    # front and back seat rails between the side frames
    parts.append(box(name + '_frail', -A + lw, A - lw, y1 - 0.06, y1 - 0.03, 0.2, 0.28, frame, bevel=0.003))
    parts.append(box(name + '_brail', -A + lw, A - lw, y0 + 0.04, y0 + 0.07, 0.2, 0.28, frame, bevel=0.003))
    # the back: two stiles, a top rail and four horizontal slats, leaning back about its foot at the back rail
    back = []
    bz0, bz1, by = 0.26, 0.86, y0 + 0.055
    for sx in (-1, 1):
        bx = sx * (A - lw - 0.03)
        back.append(box(name + '_stile', bx - 0.022, bx + 0.022, by - 0.017, by + 0.017, bz0, bz1, frame, bevel=0.004))
    back.append(box(name + '_top', -A + lw + 0.008, A - lw - 0.008, by - 0.019, by + 0.019, bz1 - 0.075, bz1, frame, bevel=0.006))
    for k in range(4):
        zc = 0.37 + k * 0.105
        back.append(box(name + '_slat', -A + lw + 0.05, A - lw - 0.05, by - 0.01, by + 0.01, zc - 0.03, zc + 0.03, frame, bevel=0.003))
    ang = math.radians(16)
    parts += _tilt(back, ang, by, bz0)
    # the seat cushion: boxed, a little crowned, piped round its top and its bottom edge
    sw, sd_, st = A - lw - 0.005, (y1 - 0.03 - (y0 + 0.075)) / 2, 0.13
    syc = (y1 - 0.03 + y0 + 0.075) / 2
    prof = [(0.02, 0.0), (0.006, 0.012), (0.0, 0.035), (0.0, st - 0.035), (0.006, st - 0.012), (0.02, st)]
    cush, cp = pad(name + '_seat', sw, sd_, 0.05, prof, fab, lambda s, t, w: (s, syc + t, 0.28 + w), crown=0.012, sag=0.01, seam=4)
    bot = [(s, syc + t, 0.28 + 0.012) for (s, t) in _rrect(sw - 0.006, sd_ - 0.006, 0.05 - 0.006)]
    parts += [cush, tube(name + '_pip', cp, 0.0055, fab, closed=True, sides=10), tube(name + '_pip', bot, 0.0055, fab, closed=True, sides=10)]
    # the back cushion: leaning on the slats, its foot on the seat cushion, piped round its front face
    bt, bh = 0.11, 0.5
    ca, sa = math.cos(ang), math.sin(ang)
    f0y, f0z = by + 0.02, 0.28 + st - 0.01  # its back face's foot, against the slats

    def bmap(s, t, w):
        # s across, t up the cushion (from -bh/2), w out of the slats toward the sitter
        v = t + bh / 2
        return (s, f0y + w * ca - v * sa, f0z + w * sa + v * ca)

    bprof = [(0.02, 0.0), (0.006, 0.012), (0.0, 0.035), (0.0, bt - 0.035), (0.006, bt - 0.012), (0.024, bt)]
    bc, bp = pad(name + '_bcush', sw - 0.01, bh / 2, 0.06, bprof, fab, bmap, crown=0.014, seam=4)
    parts += [bc, tube(name + '_bpip', bp, 0.0055, fab, closed=True, sides=10)]
    if pillow is not None:
        # a scatter cushion standing in the corner against the back cushion, turned a little
        pc, _ = pad(name + '_pillow', 0.19, 0.05, 0.06, [(0.05, 0.0), (0.012, 0.035), (0.0, 0.09), (0.0, 0.29), (0.012, 0.345), (0.05, 0.38)], pillow,
                    lambda s, t, w: (0.1 + s * 0.96 - 0.04 * (w / 0.38), f0y + bt + 0.07 + t - w * 0.2 - 0.06 * s, 0.28 + st + w), crown=0.01)
        parts.append(pc)
    return place(parts, x, y, facing, z)


def club_sofa(x, y, facing, fab, length, cush=None, frame=None, name='csofa'):
    """A two-seat club_chair on assets.sofa's footprint of that length (two seats of length / 2 - 0.03 between the
    arms)."""
    return club_chair(x, y, facing, fab, frame, seats=2, seat_w=length / 2 - 0.03, cush=cush, name=name)


# ---------------------------------------------------------------- tables


def pedestal_table(x, y, r, top_m, metal, h=0.76, name='ptable'):
    """A round pedestal table: a top with a rounded edge, a turned column and a flared foot."""
    e = 0.03
    prof = [(0.0, h - e), (r - 0.01, h - e), (r - 0.001, h - e + 0.004), (r, h - e / 2), (r - 0.001, h - 0.004), (r - 0.01, h), (0.0, h)]
    lathe(name + '_top', x, y, 0.0, [(p[0], p[1]) for p in prof], top_m, 128)
    lathe(name + '_col', x, y, 0.0, [(0.0, 0.0), (0.26, 0.0), (0.265, 0.012), (0.24, 0.025), (0.1, 0.06), (0.05, 0.12), (0.04, 0.2), (0.038, h - 0.12),
                                     (0.05, h - 0.07), (0.12, h - e - 0.005), (0.12, h - e), (0.0, h - e)], metal, 64)


def bistro_table(x, y, half, top_m, iron, h=0.75, a=0.0, name='btable'):
    """A square bistro table: a marble top with rounded corners and eased edges on a cast-iron column and a cross
    foot (four arched feet)."""
    top, _ = pad(name + '_top', half, half, 0.04, [(0.004, -0.028), (0.0, -0.024), (0.0, -0.004), (0.004, 0.0)], top_m,
                 lambda s, t, w: (s, t, h + w), cap_rings=3)
    parts = [top]
    parts.append(leg(name + '_col', (0, 0, 0.05), (0, 0, h - 0.03), 0.03, 0.026, iron, 20))
    parts.append(leg(name + '_cap', (0, 0, h - 0.06), (0, 0, h - 0.027), 0.045, 0.07, iron, 24))
    for k in range(4):
        ang = math.pi / 4 + k * math.pi / 2
        c, s = math.cos(ang), math.sin(ang)
        foot = spline([(0, 0, 0.1), (c * 0.12, s * 0.12, 0.07), (c * 0.26, s * 0.26, 0.02), (c * 0.3, s * 0.3, 0.012)], 6)
        parts.append(tube(name + '_foot', foot, 0.018, iron, sides=12, r_end=0.012))
    return place(parts, x, y, math.degrees(a))


# ---------------------------------------------------------------- a study scene


def chairs_study(sc, sd):
    """The library's pieces on a plain floor, for a close-up check (scene `furniture-study`)."""
    import lib
    t = lib.world_sky(sc, sd['tod'], sd['sun_azimuth'])
    lib.box('floor', -4, 4, -4, 4, -0.1, 0.0, lib.wood('#6a4a33', planks=True, name='floor'))
    lib.box('wall', -4, 4, 1.6, 1.8, 0, 3, lib.paint('#e6ded0', name='wall'))
    walnut = grain('#4a3122')
    dining_chair(-1.2, 0.4, 180 + 20, velvet('#1f3550'), walnut, brass(c='#c9a24a', rough=0.3))
    bistro_chair(-0.4, 0.4, 180 - 15, grain('#2a1a10', axis='Z', name='bentwood'), rattan('#c8a46a'))
    leather_chair(0.4, 0.4, 180 + 10, leather('#8a4b27'), brass(c='#c9a24a', rough=0.3))
    lounge_chair(1.4, 0.5, 180 - 20, fabric('#ece4d6'), walnut)
    pedestal_table(-0.8, -0.5, 0.4, stone_top(), brass(c='#c9a24a', rough=0.3))
    bistro_table(0.9, -0.6, 0.33, stone_top('#f0ebe3'), plain('#1d1c1b', 0.5, 0.6, name='iron'))
    lib.area_light('key', (2.5, -2.5, 2.5), (math.radians(50), 0, math.radians(45)), 2.0, 2.0, 900, (1.0, 0.93, 0.85))
    lib.area_light('fill', (-2.5, -2.0, 2.0), (math.radians(55), 0, math.radians(-50)), 3.0, 3.0, 300, (0.85, 0.9, 1.0), shadow=False)
    return {}, {}


BUILDERS = {'furniture-study': chairs_study}
