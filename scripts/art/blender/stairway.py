# The dragon stairway (explore card): a stone stairway climbing a green headland above the sea to a small pagoda, its
# two balustrades carved as dragons. Builder `dragon_stairway` (registered through services.py); its shot is in
# places.mjs.
# Coordinates: the stair climbs along +y from a paved landing at y 0 (z 0) to the pagoda's terrace at the top; the
# sea lies below to the left (-x), its surface at z SEA.
# Each dragon is a sweep: a round body of carved stone laid along the stair's cheek wall in arches that come down to
# touch the wall every few metres (nothing floats), covered in scales (a Voronoi pattern in the body's own length and
# angle coordinates, as bump and as a darker line between scales), a serrated dorsal crest of flame-like fins; at the
# foot the body rears up into a sculpted head (a lofted skull and snout, an open lower jaw with teeth, eyes under
# heavy brows, two swept-back horns, whiskers curling back, a mane of fins down the neck) holding a stone pearl; the
# tail tapers off into a curl at the top. The pagoda: three tiers on a stone podium, red lacquered columns, roofs
# with concave slopes and upturned corners in dark glazed tile, a finial.
import math

import bpy
from mathutils import Matrix, Vector, noise

import assets as A
import nature as N
from lib import (TOD, plain, box, cyl, sphere, lathe, paint, tiles, world_sky, rng, col, link, cached, _coord, _noise, _ramp, _shade,
                 _bump, _mapping)

# late afternoon on the stair: the sun low (15 deg) but strong against a softer, deeper sky, so the cheek walls, the
# dragons and the trees lay long warm shadows across the steps and the slope
TOD.setdefault('golden-stair', dict(TOD['golden'], elev=14, sun=(1.0, 0.66, 0.4), sun_w=6.5, amb=0.36, air=0.9, dust=0.5, exp=0.05))

SEA = -14.0
RISE = 0.16
TREAD = 0.36


def stair_z(y, y0=2.0, y1=44.0):
    """The stair's line: flights with two landings between y0 and y1."""
    if y <= y0:
        return 0.0
    y = min(y, y1)
    # landings at 16-19 and 31-34: level there
    z = 0.0
    for (a, b, flat) in ((y0, 16.0, False), (16.0, 19.0, True), (19.0, 31.0, False), (31.0, 34.0, True), (34.0, y1, False)):
        if y <= a:
            break
        seg = min(y, b) - a
        if not flat:
            z += seg * RISE / TREAD
    return z


TOP_Z = stair_z(44.0)


def ground(x, y):
    """The headland: the slope rising with the stair, the land falling away to the sea on the left, higher on the right."""
    s = stair_z(max(0.0, min(y, 44.0)))
    if y > 44:
        s = TOP_Z + max(0.0, (y - 62)) * 0.6
    h = s - 0.25 + 0.012 * abs(x) ** 1.5 * (1 if x > 0 else 0.0)
    if x < -5:
        d = -5 - x
        h -= d * d * 0.07 + d * 0.5
    if y < -4:
        h -= (-4 - y) * 0.25
    h += 0.6 * noise.noise(Vector((x / 9.0, y / 9.0, 0.3))) * min(1.0, max(0.0, (abs(x) - 4) / 5))
    return max(h, SEA - 6)


def stone_mat(c='#a9a396', name='dragonstone', scales=False, scale_uv=(10.0, 34.0), joint=0.45):
    """Weathered carved stone: grey with warm and dark blotches, lichen in patches; with `scales`, a pattern of
    scales laid by the sweep's own UVs (u round the body, v along it): `scale_uv` scales round and per metre along,
    `joint` the darkness of the lines between them (0 black, 1 none)."""
    def make():
        m = bpy.data.materials.new(name)
        m.use_nodes = True
        nt = m.node_tree
        b = nt.nodes['Principled BSDF']
        v = _coord(nt, 'Object')
        cc = col(c)
        n1 = _noise(nt, v, 0.6, 3, 0.6)
        base = _ramp(nt, n1.outputs['Fac'], [(0.35, _shade(cc, 0.78)), (0.5, cc), (0.66, _shade(cc, 1.12))])
        n2 = _noise(nt, v, 2.2, 3, 0.65)
        lich = nt.nodes.new('ShaderNodeMix')
        lich.data_type = 'RGBA'
        nt.links.new(_ramp(nt, n2.outputs['Fac'], [(0.6, (0, 0, 0)), (0.72, (0.55, 0.55, 0.55))]), lich.inputs['Factor'])
        nt.links.new(base, lich.inputs[6])
        lich.inputs[7].default_value = (*col('#7d7a55'), 1)
        colr = lich.outputs[2]
        if scales:
            uvn = nt.nodes.new('ShaderNodeUVMap')
            mp = nt.nodes.new('ShaderNodeMapping')
            mp.inputs['Scale'].default_value = (scale_uv[0], scale_uv[1], 1.0)
            nt.links.new(uvn.outputs[0], mp.inputs[0])
            vor = nt.nodes.new('ShaderNodeTexVoronoi')
            vor.feature = 'DISTANCE_TO_EDGE'
            vor.inputs['Scale'].default_value = 1.0
            vor.inputs['Randomness'].default_value = 0.25
            nt.links.new(mp.outputs[0], vor.inputs['Vector'])
            edge = _ramp(nt, vor.outputs['Distance'], [(0.0, (0, 0, 0)), (0.12, (1, 1, 1))])
            dark = nt.nodes.new('ShaderNodeMix')
            dark.data_type = 'RGBA'
            nt.links.new(edge, dark.inputs['Factor'])
            dark.inputs[6].default_value = (*_shade(cc, joint), 1)
            nt.links.new(colr, dark.inputs[7])
            colr = dark.outputs[2]
            hgt = nt.nodes.new('ShaderNodeMath')
            hgt.operation = 'POWER'
            hgt.inputs[1].default_value = 0.5
            nt.links.new(vor.outputs['Distance'], hgt.inputs[0])
            bm = nt.nodes.new('ShaderNodeBump')
            bm.inputs['Strength'].default_value = 0.7
            bm.inputs['Distance'].default_value = 0.02
            nt.links.new(hgt.outputs[0], bm.inputs['Height'])
            nt.links.new(bm.outputs['Normal'], b.inputs['Normal'])
        else:
            n3 = _noise(nt, v, 30.0, 3, 0.6)
            _bump(nt, b, n3.outputs['Fac'], strength=0.25, distance=0.01)
        nt.links.new(colr, b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.82
        return m

    return cached(('dstone', c, name, scales, tuple(scale_uv), joint), make)


def worn_stone(c='#b8ac95', name='wornstone'):
    """Old limestone steps and walls: warm grey blocks mottled light and dark, darker weathering in blotches and
    streaks, lichen and moss in patches (greener low down), a pitted bump."""
    def make():
        m = bpy.data.materials.new(name)
        m.use_nodes = True
        nt = m.node_tree
        b = nt.nodes['Principled BSDF']
        v = _coord(nt, 'Object')
        cc = col(c)
        n1 = _noise(nt, v, 0.45, 3, 0.6)
        base = _ramp(nt, n1.outputs['Fac'], [(0.3, _shade(cc, 0.72)), (0.5, cc), (0.7, _shade(cc, 1.1))])
        # weathering: darker streaks running down (noise stretched in z)
        n2 = _noise(nt, _mapping(nt, v, (3.0, 3.0, 0.4)), 1.2, 3, 0.6)
        st = nt.nodes.new('ShaderNodeMix')
        st.data_type = 'RGBA'
        nt.links.new(_ramp(nt, n2.outputs['Fac'], [(0.55, (0, 0, 0)), (0.7, (0.6, 0.6, 0.6))]), st.inputs['Factor'])
        nt.links.new(base, st.inputs[6])
        st.inputs[7].default_value = (*_shade(cc, 0.5), 1)
        n3 = _noise(nt, v, 1.6, 3, 0.7)
        li = nt.nodes.new('ShaderNodeMix')
        li.data_type = 'RGBA'
        nt.links.new(_ramp(nt, n3.outputs['Fac'], [(0.62, (0, 0, 0)), (0.74, (0.7, 0.7, 0.7))]), li.inputs['Factor'])
        nt.links.new(st.outputs[2], li.inputs[6])
        li.inputs[7].default_value = (*col('#6f7048'), 1)
        nt.links.new(li.outputs[2], b.inputs['Base Color'])
        n4 = _noise(nt, v, 14.0, 3, 0.7)
        hm = nt.nodes.new('ShaderNodeMath')
        hm.operation = 'MULTIPLY_ADD'
        hm.inputs[1].default_value = 0.3
        nt.links.new(n1.outputs['Fac'], hm.inputs[0])
        nt.links.new(n4.outputs['Fac'], hm.inputs[2])
        _bump(nt, b, hm.outputs[0], strength=0.45, distance=0.02)
        b.inputs['Roughness'].default_value = 0.88
        return m

    return cached(('wornstone', c, name), make)


def _frame(d):
    up = Vector((0, 0, 1)) if abs(d.z) < 0.95 else Vector((1, 0, 0))
    a = d.cross(up).normalized()
    return a, d.cross(a).normalized()


def sweep(name, pts, radii, mat, seg=24, uv_len=True, flat=1.0):
    """A tube through points with radii (a dragon's body), UVs: u round, v along (in metres / 1.0), parallel-transported
    frames so it does not twist; flat < 1 squashes the section vertically."""
    V, F, UV = [], [], []
    n = len(pts)
    d0 = (pts[1] - pts[0]).normalized()
    a, b = _frame(d0)
    acc = 0.0
    frames = []
    for j in range(n):
        d = (pts[min(j + 1, n - 1)] - pts[max(j - 1, 0)]).normalized()
        # parallel transport: remove the new tangent's component from a
        a = (a - d * a.dot(d)).normalized()
        b = d.cross(a).normalized()
        if b.z < 0 and j == 0:
            a, b = -a, -b
        frames.append((a, b))
        if j:
            acc += (pts[j] - pts[j - 1]).length
        for i in range(seg + 1):
            t = math.tau * i / seg
            # a from the side, b up (b is kept upward-ish): the section squashed in b by flat
            p = pts[j] + (a * math.cos(t) + b * math.sin(t) * flat) * radii[j]
            V.append(tuple(p))
    acc_list = [0.0]
    for j in range(1, n):
        acc_list.append(acc_list[-1] + (pts[j] - pts[j - 1]).length)
    for j in range(n - 1):
        for i in range(seg):
            k0 = j * (seg + 1) + i
            F.append((k0, k0 + 1, k0 + seg + 2, k0 + seg + 1))
            UV += [(i / seg, acc_list[j]), ((i + 1) / seg, acc_list[j]), ((i + 1) / seg, acc_list[j + 1]), (i / seg, acc_list[j + 1])]
    me = bpy.data.meshes.new(name)
    me.from_pydata(V, [], F)
    uvl = me.uv_layers.new(name='UVMap')
    for li, uv in enumerate(UV):
        uvl.data[li].uv = uv
    me.polygons.foreach_set('use_smooth', [True] * len(F))
    me.materials.append(mat)
    return link(bpy.data.objects.new(name, me)), frames


def _fin(g, mat, base, d, up, h, w, bend=0.5):
    """A flame-like fin (dorsal crest, mane): a curved pointed blade from base, leaning back along -d, rising along up."""
    V = []
    nrow = 5
    for k in range(nrow + 1):
        t = k / nrow
        c = base + up * (h * t) - d * (h * bend * t * t)
        ww = w * (1 - t) ** 0.8
        V.append(tuple(c - d * ww * 0.5))
        V.append(tuple(c + d * ww * 0.5))
    th = (up.cross(d)).normalized() * (w * 0.12)
    V2 = [tuple(Vector(p) + th) for p in V] + [tuple(Vector(p) - th) for p in V]
    F = []
    m = len(V)
    for k in range(nrow):
        a = 2 * k
        F.append((a, a + 1, a + 3, a + 2))
        F.append((m + a + 2, m + a + 3, m + a + 1, m + a))
        F.append((a, a + 2, m + a + 2, m + a))
        F.append((a + 1, m + a + 1, m + a + 3, a + 3))
    g.add(mat, V2, F)


def dragon(side, mat, fin_mat, g, wall_top, R=0.24, amp=0.5, pearl='#e8e2d2', teeth='#e4ddcc'):
    """One balustrade dragon on the cheek wall at x = side * XW: the body in arches along the stair, rearing into
    the head at the foot (y < 2), the tail curling at the top."""
    XW = 2.05
    pts, rads = [], []
    # the tail at the top (y 44 -> 47), the body down the stair, then the neck rising at the foot
    y = 46.5
    while y > 2.6:
        zt = wall_top(y)
        period = 5.2 if y < 44 else 3.0
        ph = (46.5 - y) / period
        arch = amp * (1 - math.cos(math.tau * ph)) / 2
        taper = min(1.0, (46.5 - y) / 4.0)
        r = R * (0.35 + 0.65 * taper)
        pts.append(Vector((side * XW, y, zt + r + arch)))
        rads.append(r)
        y -= 0.2
    # the neck: out of the last arch it runs down onto the pedestal at the stair's foot, lies along it, then rears up
    # and reaches forward, the head held out over the landing
    yb = pts[-1].y
    zr = wall_top(0.0) + R
    zb = pts[-1].z
    for k in range(1, 6):
        t = k / 5
        pts.append(Vector((side * XW, yb - 0.28 * k, zb + (zr - zb) * (0.5 - 0.5 * math.cos(math.pi * t)))))
        rads.append(R)
    y1 = pts[-1].y
    for (dy, dz) in ((0.25, 0.0), (0.45, 0.06), (0.62, 0.22), (0.74, 0.48), (0.8, 0.8), (0.84, 1.08), (0.92, 1.32), (1.05, 1.48), (1.2, 1.55)):
        pts.append(Vector((side * XW, y1 - dy, zr + dz)))
        rads.append(R * (1.0 + 0.2 * dz / 1.55))
    pts.reverse()
    rads.reverse()
    body, frames = sweep('dragonbody', pts, rads, mat, seg=22)
    # the dorsal crest: fins along the top of the body, leaning toward the tail
    for j in range(2, len(pts) - 8, 2):
        d = (pts[j + 1] - pts[j - 1]).normalized()
        up = Vector((0, 0, 1))
        up = (up - d * up.dot(d)).normalized()
        _fin(g, fin_mat, pts[j] + up * rads[j] * 0.85, d, up, rads[j] * 0.75, rads[j] * 0.7, bend=0.6)
    # supports: a carved stone cloud under each trough is the wall itself; the body's belly plates show as a band
    head_base = pts[0]
    hd = Vector((0.0, -1.0, -0.12)).normalized()  # the head faces down the stair's axis, a little down
    head(head_base, hd, side, mat, fin_mat, g, R * 1.25, pearl=pearl, teeth=teeth)
    # the mane: fins down the back of the neck
    for j in range(1, 12):
        p = pts[j]
        d = (pts[j + 1] - pts[j - 1]).normalized()
        for s_ in (-1, 1):
            a, _ = _frame(d)
            up = (Vector((0, 0, 1)) * 0.8 + a * s_ * 0.6).normalized()
            up = (up - d * up.dot(d)).normalized()
            _fin(g, fin_mat, p + up * rads[j] * 0.8, -d, up, rads[j] * 1.1, rads[j] * 0.9, bend=0.9)
    return body


def head(base, d, side, mat, fin_mat, g, s, pearl='#e8e2d2', teeth='#e4ddcc'):
    """The head: a lofted skull and upper snout along d from the neck's end, an open lower jaw, teeth, eyes under brows,
    two horns swept back, whiskers curling back, a stone pearl in the mouth. s: the neck's radius."""
    up = Vector((0, 0, 1))
    up = (up - d * up.dot(d)).normalized()
    lat = d.cross(up).normalized()

    def ring(c, w, hgt, n=20, e=2.6, drop=0.0):
        out = []
        for i in range(n + 1):
            a = math.tau * i / n
            cc, ss = math.cos(a), math.sin(a)
            yy = w * math.copysign(abs(cc) ** (2 / e), cc)
            zz = hgt * math.copysign(abs(ss) ** (2 / e), ss)
            if zz < 0:
                zz *= (1 - drop)
            out.append(c + lat * yy + up * zz)
        return out

    rows = []
    # (along, width, height, lift): the skull swelling behind the eyes, a brow ridge, the snout tapering to a blunt
    # nose with flared nostrils
    prof = [(0.0, 1.0, 1.0, 0.0), (0.12, 1.2, 1.15, 0.02), (0.24, 1.35, 1.25, 0.06), (0.36, 1.3, 1.15, 0.06), (0.46, 1.12, 0.95, 0.04),
            (0.58, 0.95, 0.72, 0.0), (0.7, 0.85, 0.6, -0.02), (0.8, 0.85, 0.6, -0.01), (0.88, 0.95, 0.6, 0.0), (0.94, 0.8, 0.5, 0.0),
            (0.98, 0.5, 0.35, 0.0), (1.0, 0.12, 0.12, 0.0)]
    Lh = s * 5.0
    for (t, w, h, lift) in prof:
        c = base + d * (Lh * t) + up * (lift * s * 2)
        rows.append(ring(c, s * w, s * h, drop=0.35 if t > 0.45 else 0.0))
    V, F, UV = [], [], []
    n = len(rows[0])
    for row in rows:
        V.extend(tuple(p) for p in row)
    for j in range(len(rows) - 1):
        for i in range(n - 1):
            k = j * n + i
            F.append((k, k + 1, k + n + 1, k + n))
            UV += [(i / (n - 1), j * 0.1), ((i + 1) / (n - 1), j * 0.1), ((i + 1) / (n - 1), (j + 1) * 0.1), (i / (n - 1), (j + 1) * 0.1)]
    me = bpy.data.meshes.new('dragonhead')
    me.from_pydata(V, [], F)
    uvl = me.uv_layers.new(name='UVMap')
    for li, uv in enumerate(UV):
        uvl.data[li].uv = uv
    me.polygons.foreach_set('use_smooth', [True] * len(F))
    me.materials.append(mat)
    ob = link(bpy.data.objects.new('dragonhead', me))
    md = ob.modifiers.new('sub', 'SUBSURF')
    md.levels = 1
    md.render_levels = 1
    # the lower jaw: hinged under the skull, dropped open by ~28 degrees
    jd = (d * math.cos(math.radians(28)) - up * math.sin(math.radians(28))).normalized()
    jup = (up - jd * up.dot(jd)).normalized()
    jb = base + d * (Lh * 0.3) - up * s * 0.7
    jpts = [jb + jd * (Lh * 0.62 * t) for t in [k / 8 for k in range(9)]]
    jr = [s * (0.55 - 0.3 * (k / 8) ** 1.5) for k in range(9)]
    jaw, _ = sweep('dragonjaw', jpts, jr, mat, seg=16, flat=0.45)
    # teeth: small cones along the upper snout's edge and the jaw, fangs at the front
    tooth = plain(teeth, 0.6, name='teeth')
    for k in range(5):
        t = 0.55 + 0.09 * k
        for sv in (-1, 1):
            p = base + d * (Lh * t) + lat * sv * s * (0.7 - 0.25 * (t - 0.55) / 0.4) - up * s * 0.42
            L = s * (0.35 if k == 4 else 0.2)
            g.tube(tooth, [p, p - up * L], [s * 0.07, s * 0.01], seg=6)
            q = jb + jd * (Lh * 0.62 * (0.3 + 0.16 * k)) + lat * sv * s * 0.4 + jup * s * 0.2
            g.tube(tooth, [q, q + jup * L * 0.8], [s * 0.06, s * 0.01], seg=6)
    # the pearl held in the open mouth
    pc = base + d * (Lh * 0.8) - up * s * 0.75
    sphere('pearl', pc.x, pc.y, pc.z, s * 0.42, plain(pearl, 0.35 if pearl == '#e8e2d2' else 0.7, name='pearlstone'), seg=24)
    # eyes under heavy brows
    eye = plain('#2b2622', 0.25, name='dragoneye')
    for sv in (-1, 1):
        ec = base + d * (Lh * 0.4) + lat * sv * s * 1.02 + up * s * 0.5
        sphere('eye', ec.x, ec.y, ec.z, s * 0.24, eye, seg=16)
        bpts = [base + d * (Lh * t) + lat * sv * s * (1.0 + 0.1 * math.sin(math.pi * (t - 0.28) / 0.22)) + up * s * (0.82 + 0.15 * math.sin(math.pi * (t - 0.28) / 0.22))
                for t in (0.28, 0.34, 0.4, 0.46, 0.5)]
        g.tube(mat, bpts, [s * 0.1, s * 0.16, s * 0.17, s * 0.14, s * 0.06], seg=8)
        # horns: from the top of the skull, swept back and up, curving, tapering
        hb = base + d * (Lh * 0.2) + lat * sv * s * 0.55 + up * s * 1.0
        hp = [hb]
        hdir = (-d * 0.55 + up * 0.8 + lat * sv * 0.2).normalized()
        for k in range(8):
            hdir = (hdir - d * 0.12 - up * 0.04).normalized()
            hp.append(hp[-1] + hdir * s * 0.45)
        g.tube(fin_mat, hp, [s * 0.17 * (1 - k / 9) + s * 0.01 for k in range(9)], seg=10)
        # whiskers: from the snout's sides, out and back in a curl
        wb = base + d * (Lh * 0.9) + lat * sv * s * 0.55 + up * s * 0.05
        wp = [wb]
        wdir = (lat * sv * 0.8 - d * 0.2 + up * 0.1).normalized()
        for k in range(16):
            wdir = (wdir - d * 0.16 + up * (0.05 if k < 8 else -0.1)).normalized()
            wp.append(wp[-1] + wdir * s * 0.28)
        g.tube(fin_mat, wp, [s * 0.07 * (1 - k / 17) + s * 0.012 for k in range(17)], seg=6)
        # fins at the jaw's corner (cheek frills)
        cb = base + d * (Lh * 0.2) + lat * sv * s * 1.0 - up * s * 0.2
        _fin(g, fin_mat, cb, -d, (lat * sv + up * 0.3).normalized(), s * 0.9, s * 0.7, bend=0.8)
    return ob


def roof(g, mat, ridge_mat, cx, cy, z_eave, z_top, half_out, half_in, lift, n=10, m=14):
    """A pagoda roof: concave slopes from a small square at the top to the eaves, the corners swept up; a band of
    ridge tiles down each hip and a fascia along the eave."""
    V, F = [], []
    per = []
    for side in range(4):
        for k in range(m):
            t = -1 + 2 * k / m
            ang = side * math.pi / 2
            px, py = 1.0, t
            ca, sa = math.cos(ang), math.sin(ang)
            per.append((px * ca - py * sa, px * sa + py * ca))
    P = len(per)
    for i in range(n + 1):
        s = i / n
        hw = half_in + (half_out - half_in) * s
        z = z_top - (z_top - z_eave) * (1 - (1 - s) ** 1.6)
        for (ux, uy) in per:
            cf = (min(abs(ux), abs(uy))) ** 6
            V.append((cx + ux * hw, cy + uy * hw, z + lift * cf * s ** 2.5))
    for i in range(n):
        for k in range(P):
            k2 = (k + 1) % P
            F.append((i * P + k, i * P + k2, (i + 1) * P + k2, (i + 1) * P + k))
    # the underside (eave soffit) flat from the eave in to the wall line, and a top cap
    o = len(V)
    for (ux, uy) in per:
        V.append((cx + ux * half_in * 0.9, cy + uy * half_in * 0.9, z_top))
    o2 = len(V)
    V.append((cx, cy, z_top + 0.05))
    for k in range(P):
        F.append((o + (k + 1) % P, o + k, o2))
    g.add(mat, V, F)
    # hip ridges
    for (ux, uy) in ((1, 1), (-1, 1), (-1, -1), (1, -1)):
        pts = []
        for i in range(n + 1):
            s = i / n
            hw = half_in + (half_out - half_in) * s
            z = z_top - (z_top - z_eave) * (1 - (1 - s) ** 1.6) + lift * s ** 2.5
            pts.append(Vector((cx + ux * hw, cy + uy * hw, z + 0.06)))
        # the upturned tip curls a little further
        tip = pts[-1] + Vector((ux * 0.25, uy * 0.25, 0.35))
        pts.append(tip)
        g.tube(ridge_mat, pts, [0.09] * (n + 1) + [0.03], seg=8)


def pagoda(g, cx, cy, z, scale=1.0):
    """A small three-tier pagoda on a stone podium: red lacquered columns, plastered walls with dark doors, roofs of
    dark glazed tile with upturned corners, a finial."""
    s = scale
    stone = paint('#bdb29c', 0.85, name='podium')
    red = plain('#8c2a1d', 0.35, name='lacquer')
    wall = paint('#e9dcc0', 0.8, name='pagodawall')
    tile = plain('#3d4a44', 0.35, name='glazedtile')
    ridge = plain('#2f3833', 0.4, name='ridgetile')
    gold = plain('#b08a3a', 0.3, 1.0, name='finial')
    box('podium', cx - 4.2 * s, cx + 4.2 * s, cy - 4.2 * s, cy + 4.2 * s, z - 1.5, z + 0.7 * s, stone, bevel=0.03)
    box('podium2', cx - 3.6 * s, cx + 3.6 * s, cy - 3.6 * s, cy + 3.6 * s, z + 0.7 * s, z + 0.9 * s, stone, bevel=0.02)
    zb = z + 0.9 * s
    tiers = [(3.0, 3.0, 4.4, 1.1), (2.3, 2.3, 3.5, 0.9), (1.7, 1.9, 2.6, 0.75)]
    for k, (hw, h, eave, lift) in enumerate(tiers):
        hw *= s
        h *= s
        eave *= s
        # the walls, doors on each face, the columns round the outside
        box('pwall', cx - hw * 0.82, cx + hw * 0.82, cy - hw * 0.82, cy + hw * 0.82, zb, zb + h, wall)
        for (ux, uy) in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            dx, dy = cx + ux * hw * 0.83, cy + uy * hw * 0.83
            wdx, wdy = (0.45 * s if uy else 0.03), (0.45 * s if ux else 0.03)
            box('pdoor', dx - wdx, dx + wdx, dy - wdy, dy + wdy, zb, zb + h * 0.72, plain('#3a2418', 0.5, name='pagodadoor'))
        for i in range(4):
            for (ux, uy) in ((1, 1), (-1, 1), (-1, -1), (1, -1)):
                pass
        ncol = 4 if k == 0 else 3
        for i in range(ncol):
            t = -1 + 2 * i / (ncol - 1)
            for (px, py) in ((t * hw, hw), (t * hw, -hw), (hw, t * hw), (-hw, t * hw)):
                cyl('pcol', cx + px, cy + py, zb, zb + h, 0.13 * s, red, 16)
        box('beam', cx - hw - 0.1, cx + hw + 0.1, cy - hw - 0.1, cy + hw + 0.1, zb + h - 0.1, zb + h + 0.15 * s, red)
        roof(g, tile, ridge, cx, cy, zb + h + 0.1 * s, zb + h + 1.3 * s, eave, hw * 0.6, lift * s)
        zb = zb + h + 1.3 * s
    g.tube(gold, [Vector((cx, cy, zb)), Vector((cx, cy, zb + 1.6 * s))], [0.12 * s, 0.03 * s], seg=12)
    for k in range(3):
        zz = zb + 0.35 * s + k * 0.35 * s
        sphere('finring', cx, cy, zz, 0.16 * s * (1 - k * 0.2), gold, scale=(1, 1, 0.5), seg=16)


def dragon_stairway(sc, sd):
    """The dragon stairway at golden hour (or morning): the stair up the headland, the dragons, the pagoda at the top,
    trees and shrubs on the slopes, the sea and islands below on the left."""
    world_sky(sc, sd['tod'], sd['sun_azimuth'])
    A.ocean(sc, size=2400, res=8, repeat=8, z=SEA, x=-400, y=600, wave_scale=0.5)
    for k, (cx, cy, rx, ry, pk, rot) in enumerate(sd.get('isles', [])):
        isl = N.rock_island('sisle%d' % k, cx, cy, rx, ry, pk, 30 + k, res=max(2.5, rx / 70), rot=rot)
        isl.location.z = SEA
    # the ground: a height field round the stair
    x0, x1, y0, y1, st = -70.0, 60.0, -30.0, 110.0, 1.0
    nx, ny = int((x1 - x0) / st), int((y1 - y0) / st)
    V, F = [], []
    for j in range(ny + 1):
        for i in range(nx + 1):
            x, y = x0 + i * st, y0 + j * st
            V.append((x, y, ground(x, y)))
    for j in range(ny):
        for i in range(nx):
            a = j * (nx + 1) + i
            F.append((a, a + 1, a + nx + 2, a + nx + 1))
    me = bpy.data.meshes.new('hillside')
    me.from_pydata(V, [], F)
    me.polygons.foreach_set('use_smooth', [True] * len(F))
    me.materials.append(N.rock_mat(sea_z=SEA))
    link(bpy.data.objects.new('hillside', me))
    grass = plain('#5e6b3a', 0.9, name='grassbank')
    # the paved landing at the foot and the stair: steps (tread, riser, nosing) between two cheek walls
    pave = tiles('#b3a68e', '#8f826b', 0.6, 0.6, vary=0.08, name='landingstone', rows=1.0)
    step_m = paint('#a99d88', 0.85, name='stepstone', bump=0.03)
    if sd.get('stone'):
        pave = tiles('#b9ab92', '#7d7160', 0.7, 0.75, vary=0.14, name='landingstone2', rows=1.0)
        step_m = worn_stone('#b5a890', 'stepstone2')
    box('landing', -7, 7, sd.get('landing_y0', -8), 2.0, -6.0 if 'landing_y0' in sd else -1.0, 0.0, pave)
    y = 2.0
    while y < 44.0 - 1e-6:
        z0 = stair_z(y)
        z1 = stair_z(y + TREAD + 1e-4)
        if z1 - z0 < 0.01:
            # a landing: one slab
            ye = y
            while ye < 44 and stair_z(ye + TREAD) - stair_z(ye) < 0.01:
                ye += TREAD
            box('stairlanding', -1.8, 1.8, y, ye, z0 - 1.2, z0, pave)
            y = ye
            continue
        box('step', -1.8, 1.8, y, y + TREAD + 0.03, z1 - 1.6, z1, step_m, bevel=0.015)
        y += TREAD
    box('topterrace', -9, 9, 44.0, 62.0, TOP_Z - 2.0, TOP_Z, pave)
    # cheek walls each side: their top follows the stair line 0.35 above the nosings
    def wall_top(yy):
        return stair_z(yy) + 0.35 if yy >= 2.0 else 0.35

    wall = worn_stone('#aea189', 'cheekwall2') if sd.get('stone') else paint('#b7ab95', 0.85, name='cheekwall', bump=0.04)
    for side in (-1, 1):
        yy = 0.6
        while yy < 46.5:
            ya = yy
            yb = yy + 0.5
            zt = max(wall_top(ya), wall_top(yb))
            box('cheek', side * 2.05 - 0.25, side * 2.05 + 0.25, ya, yb + 0.01, stair_z(ya) - 1.5, zt, wall)
            yy = yb
        # the plinth the head rises from at the foot
        box('headplinth', side * 2.05 - 0.4, side * 2.05 + 0.4, -0.5, 0.7, -0.5, 0.35, wall, bevel=0.03)
    dstone = stone_mat(sd.get('dragon_c', '#a9a396'), scales=True, scale_uv=sd.get('scale_uv', (10.0, 34.0)), joint=sd.get('scale_joint', 0.45))
    fstone = stone_mat(sd.get('fin_c', '#9c9686'), name='finstone')
    gd = N.Geo('dragonfins')
    for side in (-1, 1):
        dragon(side, dstone, fstone, gd, wall_top, R=sd.get('dragon_r', 0.24), amp=sd.get('dragon_arch', 0.5),
               pearl=sd.get('pearl_c', '#e8e2d2'), teeth=sd.get('teeth_c', '#e4ddcc'))
    gd.flush()
    # the pagoda on its terrace at the top
    gp = N.Geo('pagodaroofs')
    pagoda(gp, 0.0, 52.0, TOP_Z, scale=sd.get('pagoda_scale', 1.0))
    gp.flush()
    # trees and shrubs on the slopes either side; shrubs in rows along the cheek walls
    gt = N.Geo('hilltrees')
    r = rng(17)
    ol = N.olive_leaves()
    for k in range(sd.get('trees', 260)):
        x = r.uniform(-40, 50)
        yy = r.uniform(-6, 95)
        if abs(x) < 4.5 and yy < 48:
            continue
        if abs(x) < 10 and 42 < yy < 63:
            continue
        cx_, cy_ = sd.get('cam', (6, -12))
        if math.hypot(x - cx_, yy - cy_) < 32:
            continue  # none close to the camera: seen near, the trees' leaf clumps read as cut-out cards
        z = ground(x, yy)
        if z < SEA + 3:
            continue
        q = r.random()
        near = math.hypot(x - sd.get('cam', (6, -12))[0], yy - sd.get('cam', (6, -12))[1]) < 45
        if q < 0.4:
            N.broadleaf(gt, x, yy, z, r.uniform(4, 7), seed=r.randrange(9999), lod=1 if near else 2)
        elif q < 0.7:
            N.olive(gt, x, yy, z, r.uniform(4, 6), seed=r.randrange(9999), lod=1 if near else 2, leaves=ol)
        elif q < 0.78:
            N.umbrella_pine(gt, x, yy, z, r.uniform(10, 14), seed=r.randrange(9999), lod=2)
        else:
            N.cypress(gt, x, yy, z, r.uniform(7, 12), seed=r.randrange(9999), seg=12, rings=18)
    for side in (-1, 1):
        yy = 1.5
        while yy < 45:
            x = side * (3.0 + r.uniform(0, 0.6))
            N.shrub(gt, x, yy, ground(x, yy) + 0.1, rad=r.uniform(0.6, 1.0), seed=r.randrange(9999), n=110, leaf=0.09)
            yy += r.uniform(1.6, 2.6)
    for k in range(sd.get('shrubs', 160)):
        x = r.uniform(-30, 40)
        yy = r.uniform(-6, 90)
        if abs(x) < 3.5 and yy < 48:
            continue
        if abs(x) < 10 and 42 < yy < 63:
            continue
        z = ground(x, yy)
        if z < SEA + 2:
            continue
        near = math.hypot(x - sd.get('cam', (6, -12))[0], yy - sd.get('cam', (6, -12))[1]) < 25
        N.shrub(gt, x, yy, z, rad=r.uniform(0.7, 1.6), seed=r.randrange(9999), n=140 if near else 60, leaf=0.09 if near else 0.2)
    gt.flush()
    _planting(sd)
    if sd.get('clouds'):
        import sky
        sky.clouds_from(sc, sd['tod'], sd['sun_azimuth'], sd['clouds'])
    return {}, {}


def _planting(sd):
    """Garden planting along the stair (options, each off by default): date palms (`palms`: [x, y, h]), frangipani
    trees in flower (`frangipani`: [x, y, h]), bougainvillea bushes in flower (`boug`: [x, y, radius])."""
    if not (sd.get('palms') or sd.get('frangipani') or sd.get('boug')):
        return
    import promenade
    g = N.Geo('garden')
    for k, (x, y, h) in enumerate(sd.get('palms', [])):
        promenade.palm(g, x, y, ground(x, y) - 0.1, h, seed=300 + k)
    for k, (x, y, h) in enumerate(sd.get('frangipani', [])):
        N.frangipani(g, x, y, ground(x, y) - 0.05, h, seed=400 + k)
    mats = [N.leaf_mat('#b8266a', 'bougain3', sheen=0.2, trans=0.3), N.leaf_mat('#d23f86', 'bougain4', sheen=0.2, trans=0.3),
            N.leaf_mat('#3f5e2c', 'bleaf3')]
    for k, (x, y, rad) in enumerate(sd.get('boug', [])):
        N.shrub(g, x, y, ground(x, y) + rad * 0.2, rad=rad, seed=500 + k, mats=mats, n=int(120 * rad), leaf=0.1)
    g.flush()


BUILDERS = {'dragon_stairway': dragon_stairway}
