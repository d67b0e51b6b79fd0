# A hillside town that reads as a town from 200-600 m (the explore hero and the bay views): a terraced hill
# (the ground itself stepped into terraces with stone retaining walls, lemon groves and gardens on them),
# rows of houses of varied width, depth and height stacked up the slope along the terraces, each with window
# reveals, shutters, balconies with railings, string courses, arched doors on some, and one of four roofs:
# hipped or gabled terracotta over eaves, a flat roof terrace behind a parapet (pergola, parasol, stair head),
# or a whitewashed barrel vault; churches with a majolica dome and a bell tower; a beach and a quay below.
# Vegetation and rock from nature.py. Coordinates: z = 0 is the sea; the town's hill rises toward +y.
import math

import bpy
from mathutils import Vector, noise

import assets as A
import nature as N
from lib import box, cyl, paint, plain, tiles, emission, world_sky, rng, link, col, _mat, _coord, _noise, _ramp, _bump, _multiply, _shade, _mapping, cached

PASTELS = ['#efe3c8', '#f2efe8', '#eed89a', '#e8b9a2', '#d9a55b', '#f1e6d2', '#e9cfa9', '#f4f1ea', '#e3c07e', '#dfa891', '#ecdcc0',
           '#f0ead9', '#d8b48c', '#f3e2b5']
# the `houses2` option's walls (the home hero): warmer, less candy, in the proportions of an Amalfi town: limewash and
# cream most, ochres, faded pinks and terracottas fewer
WARM = ['#efe4cc', '#f1ebdf', '#e9d6b0', '#e8cf98', '#dcae68', '#d39a5a', '#e4b9a0', '#d9a08a', '#c98662', '#efe0c2', '#e0c49a',
        '#ead9bd', '#c9a27a', '#f2e8d4']
SHUTTERS = ['#3d6b4f', '#2f6f7f', '#4f7590', '#6b4a32', '#35584a', '#2a4c63']
# houses2's `facade`: shutters lighter and a touch more saturated, so they read beside the dark openings from afar
# (green, sage, grey-blue, brown; as many as SHUTTERS, the draws stay the same)
SHUTTERS2 = ['#4e8a5c', '#6f9a7c', '#5f889e', '#80603f', '#3f7357', '#577f95']
# houses2's `far`: the town's far end (toward the headland) in deeper ochres, pinks and terracottas, so it does not
# read as a pale strip in the haze (as many as WARM)
WARM_FAR = ['#dcae68', '#c98662', '#d39a5a', '#e4b9a0', '#b9775a', '#d9a08a', '#c99a62', '#e0c49a', '#b86f4f', '#d6ad7a', '#cf9470',
            '#e9d6b0', '#c9a27a', '#bf8a66']


def majolica():
    """The Amalfi coast's glazed dome tiles: yellow, green and blue in a checker, glossy."""
    def make():
        m, nt, b = _mat('majolica')
        v = _coord(nt)
        ch = nt.nodes.new('ShaderNodeTexChecker')
        ch.inputs['Scale'].default_value = 3.5
        ch.inputs['Color1'].default_value = (*col('#e2b63a'), 1)
        ch.inputs['Color2'].default_value = (*col('#2f7a55'), 1)
        nt.links.new(v, ch.inputs['Vector'])
        nt.links.new(ch.outputs['Color'], b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.2
        b.inputs['Specular'].default_value = 0.6
        return m

    return cached(('majolica',), make)


def roof_tiles(c):
    """Terracotta roof: mottled, with fine ridges."""
    c = col(c)

    def make():
        m, nt, b = _mat('rooftiles')
        v = _coord(nt)
        n = _noise(nt, v, 0.4, 3, 0.6)
        cc = _ramp(nt, n.outputs['Fac'], [(0.3, _shade(c, 0.75)), (0.5, c), (0.7, _shade(c, 1.15))])
        nt.links.new(cc, b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.75
        b.inputs['Specular'].default_value = 0.3
        return m

    return cached(('rooftiles', c), make)


def mats(lit=0.0):
    return dict(
        walls=[paint(c, 0.85, name='house2', bump=0) for c in PASTELS],
        stone=plain('#b4a58d', 0.9, name='stone2'),
        trim=plain('#f3eee4', 0.7, name='trim2'),
        glass=plain('#1d2328', 0.2, name='win2', spec=0.6),
        lit=emission('#f5b56e', 1.3),
        door=plain('#3b2c22', 0.7, name='door2'),
        iron=plain('#23262a', 0.5, 0.4, name='iron2'),
        roofs=[roof_tiles(c) for c in ('#b5603c', '#a8553a', '#c0714a', '#9c4e34')],
        terrace=plain('#c99a78', 0.85, name='terracefloor'),
        shutters=[plain(c, 0.6, name='shut2' + c[1:]) for c in SHUTTERS],
        wood=plain('#6a4c35', 0.8, name='pergola'),
        canvas=[plain(c, 0.85, name='canvas' + c[1:]) for c in ('#efe7d8', '#d9774a', '#2f6f8a', '#f2d7a0')],
        dome=majolica(),
    )


class House:
    """Writes a house into a Geo in its local frame: u along the front, v into the house (v = 0 the front face),
    z up; the front faces `yaw` + pi (yaw 0: the front faces -y)."""

    def __init__(self, g, x, y, yaw):
        self.g, self.x, self.y = g, x, y
        self.c, self.s = math.cos(yaw), math.sin(yaw)

    def P(self, u, v, z):
        return (self.x + u * self.c - v * self.s, self.y + u * self.s + v * self.c, z)

    def box(self, mat, u0, u1, v0, v1, z0, z1):
        P = self.P
        vs = [P(u0, v0, z0), P(u1, v0, z0), P(u1, v1, z0), P(u0, v1, z0), P(u0, v0, z1), P(u1, v0, z1), P(u1, v1, z1), P(u0, v1, z1)]
        self.g.add(mat, vs, [(0, 3, 2, 1), (4, 5, 6, 7), (0, 1, 5, 4), (1, 2, 6, 5), (2, 3, 7, 6), (3, 0, 4, 7)])

    def poly(self, mat, pts):
        self.g.add(mat, [self.P(*p) for p in pts], [tuple(range(len(pts)))])

    def arch(self, mat, u, v, z0, w, h, n=8):
        """A dark arched opening (door) standing a little proud of the wall: rectangle + half disc."""
        r = w / 2
        zs = z0 + h - r
        pts = [(u - r, v, z0), (u + r, v, z0), (u + r, v, zs)]
        for k in range(1, n):
            a = math.pi * k / n
            pts.append((u + r * math.cos(a), v, zs + r * math.sin(a)))
        pts.append((u - r, v, zs))
        self.poly(mat, pts)


def house(g, M, r, x, y, z, yaw, w, d, floors, wall, lit=0.0, back_z=None, h2=None):
    """One hillside house (see the module's head). z: the ground at its front; back_z: the ground at its back
    (the wall runs down into the slope). h2 (hill_town's `houses2` option, default None: unchanged): `roofs`, the
    weights of hip, gable, flat and vault; `pitch`, the roof's rise over its least side (0.28); `eaves`, their
    overhang (0.55 m); `win`, the windows' size factor; `facade` (default off), facades that read from afar:
    {`reveal`: the openings' depth (m), `loggia`: the share of wide houses with an arcade on the ground floor}:
    the front is a skin of piers and bands round recessed openings, shutters closed, half or open, a string course
    and a deeper cornice on the larger houses; its draws come from a generator of the house's own (rf), so the
    town's layout and every old draw stay as they were. Keys for the promenade row (places.coast `front2`, default
    off): `awn`, the share of ground-floor bays that are shopfronts (tall dark openings) under a canvas awning;
    `sides`, windows with open shutters in rows on every floor of the side wall that faces -y (the camera's)."""
    H = House(g, x, y, yaw)
    h2 = h2 or {}  # houses2's keys, each with its default where not given
    fac = h2.get('facade')
    awn = h2.get('awn', 0)
    rd = fac.get('reveal', 0.3) if fac else 0.0
    rf = rng(int(abs(x) * 131 + abs(y) * 17)) if (fac or awn or h2.get('sides')) else None
    hw = w / 2
    fh = 3.1
    top = z + 0.4 + floors * fh
    H.box(wall, -hw, hw, rd, d, z - 4, top)  # facade: the body behind the skin (its front at the reveal's depth)
    grand = fac and (w >= 12 or floors >= 4)  # the larger houses: a string course, a deeper cornice
    loggia = fac and w >= 13 and rf.random() < fac.get('loggia', 0.5)

    def skin(u0, u1, z0_, z1_, hole=None):
        """facade: the front skin over one bay of one floor, round an opening (ua, ub, za, zb) if any."""
        if hole is None:
            H.box(wall, u0, u1, 0, rd, z0_, z1_)
            return
        ua, ub, za, zb = hole
        H.box(wall, u0, ua, 0, rd, za, zb)
        H.box(wall, ub, u1, 0, rd, za, zb)
        H.box(wall, u0, u1, 0, rd, z0_, za)
        H.box(wall, u0, u1, 0, rd, zb, z1_)
    H.box(M['stone'], -hw - 0.04, hw + 0.04, -0.04, d + 0.04, z - 4, z + 0.45)
    sh = (M.get('shutters2') if fac else M['shutters'])[r.randrange(len(M['shutters']))]
    has_sh = r.random() < 0.8
    nb = max(1, int(w / 2.6))
    step = w / nb
    courses = r.random() < 0.5
    balc_row = r.random() < 0.35  # one long balcony across the first floor
    arched = r.random() < 0.35
    for k in range(floors):
        z0 = z + 0.4 + k * fh
        zf0, zf1 = (z - 4 if k == 0 else z0), z0 + fh
        if fac and k and (courses or (grand and k == 1)):
            # a string course: a band of stone standing out 0.16 m, its shadow line under it
            H.box(M['trim'], -hw - 0.08, hw + 0.08, -0.16, 0, z0 - 0.2, z0 + 0.08)
        elif courses and k:
            H.box(M['trim'], -hw - 0.03, hw + 0.03, -0.08, 0, z0 - 0.12, z0 + 0.05)
        if balc_row and k == 1:
            H.box(M['trim'], -hw + 0.3, hw - 0.3, -1.0, 0, z0 - 0.16, z0)
            H.box(M['iron'], -hw + 0.3, hw - 0.3, -1.0, -0.96, z0 + 0.9, z0 + 0.95)
            bs = 0.3 if h2 else 0.14  # houses2: sparser balusters (unseen from afar, a third of the boxes)
            for q in range(int((w - 0.6) / bs)):
                uq = -hw + 0.35 + q * bs
                H.box(M['iron'], uq, uq + 0.025, -0.99, -0.97, z0, z0 + 0.9)
        for i in range(nb):
            cu = -hw + (i + 0.5) * step
            if fac and k == 0 and loggia:
                # an arcade (loggia) across the ground floor: dark arches in stone surrounds on the skin
                skin(-hw + i * step, -hw + (i + 1) * step, zf0, zf1)
                aw = min(2.2, step * 0.68)
                H.arch(M['stone'], cu, -0.05, z, aw + 0.4, 3.0)
                H.arch(M['door'], cu, -0.07, z, aw, 2.8)
                if i != nb // 2:  # the draws a ground-floor window takes (lit, shutters), so the rest stay as they were
                    if lit:
                        r.random()
                    if has_sh:
                        r.random()
                continue
            if fac and k == 0 and (i == nb // 2):
                skin(-hw + i * step, -hw + (i + 1) * step, zf0, zf1)
            if k == 0 and (i == nb // 2):
                if arched:
                    H.arch(M['door'], cu, -0.03, z, 1.5, 2.8)
                    H.arch(M['stone'], cu, -0.015, z, 1.85, 3.05)
                else:
                    H.box(M['door'], cu - 0.6, cu + 0.6, -0.03, 0.0, z, z + 2.3)
                    H.box(M['trim'], cu - 0.75, cu + 0.75, -0.06, 0.0, z + 2.3, z + 2.45)
                continue
            if awn and k == 0 and rf.random() < awn:
                # a shopfront: a tall dark opening in a stone frame, a canvas awning sloping out over it
                sw = min(step * 0.74, 3.2)
                if fac:
                    skin(-hw + i * step, -hw + (i + 1) * step, zf0, zf1, (cu - sw / 2, cu + sw / 2, z, z + 2.6))
                H.box(M['door'], cu - sw / 2, cu + sw / 2, rd - 0.04, rd - 0.01, z, z + 2.6)
                H.box(M['trim'], cu - sw / 2 - 0.15, cu + sw / 2 + 0.15, -0.08, 0.0, z + 2.6, z + 2.8)
                cv = M['canvas'][rf.randrange(len(M['canvas']))]
                a0, a1 = cu - sw / 2 - 0.1, cu + sw / 2 + 0.1
                H.poly(cv, [(a0, -0.02, z + 2.75), (a1, -0.02, z + 2.75), (a1, -1.3, z + 2.2), (a0, -1.3, z + 2.2)])
                H.box(cv, a0, a1, -1.32, -1.28, z + 1.95, z + 2.2)  # its valance
                continue
            tall = k >= 1 and (balc_row or r.random() < 0.45)
            ww, wh = (1.0, 2.15) if tall else (0.9, 1.35)
            ww, wh = ww * h2.get('win', 1.0), wh * h2.get('win', 1.0)
            zw = z0 + (0.05 if tall else 0.85)
            win = M['lit'] if (lit and r.random() < lit) else M['glass']
            if fac:
                # the opening recessed: the skin round it, the glass at the back of the reveal
                skin(-hw + i * step, -hw + (i + 1) * step, zf0, zf1, (cu - ww / 2, cu + ww / 2, zw, zw + wh))
                H.box(win, cu - ww / 2, cu + ww / 2, rd - 0.03, rd - 0.01, zw, zw + wh)
            else:
                # the opening (dark, slightly proud so it never fights the wall), its stone frame (the reveal's edge)
                H.box(win, cu - ww / 2, cu + ww / 2, -0.02, 0.0, zw, zw + wh)
            H.box(M['trim'], cu - ww / 2 - 0.12, cu - ww / 2, -0.06, 0.0, zw - 0.1, zw + wh + 0.1)
            H.box(M['trim'], cu + ww / 2, cu + ww / 2 + 0.12, -0.06, 0.0, zw - 0.1, zw + wh + 0.1)
            H.box(M['trim'], cu - ww / 2 - 0.15, cu + ww / 2 + 0.15, -0.1, 0.0, zw - 0.14, zw)
            H.box(M['trim'], cu - ww / 2 - 0.12, cu + ww / 2 + 0.12, -0.06, 0.0, zw + wh, zw + wh + 0.16)
            if has_sh and fac:
                # persiane: closed (in the reveal, at its outer edge), one leaf closed, or both open on the wall
                q = r.random()
                for sx in (-1, 1):
                    if q < 0.3 or (q < 0.5 and sx < 0):
                        H.box(sh, min(cu, cu + sx * ww / 2), max(cu, cu + sx * ww / 2), 0.04, 0.08, zw, zw + wh)
                    else:
                        a = cu + sx * (ww / 2 + 0.12)
                        H.box(sh, min(a, a + sx * ww / 2), max(a, a + sx * ww / 2), -0.08, -0.03, zw, zw + wh)
            elif has_sh:
                if r.random() < 0.25:
                    H.box(sh, cu - ww / 2, cu + ww / 2, -0.05, -0.02, zw, zw + wh)
                else:
                    for sx in (-1, 1):
                        a = cu + sx * (ww / 2 + 0.12)
                        H.box(sh, min(a, a + sx * 0.5), max(a, a + sx * 0.5), -0.07, -0.02, zw, zw + wh)
            if tall and not balc_row:
                bw = ww + 0.6
                H.box(M['trim'], cu - bw / 2, cu + bw / 2, -0.75, 0, zw - 0.15, zw)
                H.box(M['iron'], cu - bw / 2, cu + bw / 2, -0.75, -0.71, zw + 0.9, zw + 0.95)
                bs = 0.3 if h2 else 0.13
                for q in range(int(bw / bs) + 1):
                    uq = cu - bw / 2 + q * bw / int(bw / bs)
                    H.box(M['iron'], uq - 0.012, uq + 0.012, -0.74, -0.72, zw, zw + 0.9)
                for sd in (-1, 1):
                    H.box(M['iron'], cu + sd * bw / 2 - 0.02, cu + sd * bw / 2 + 0.02, -0.75, 0, zw + 0.9, zw + 0.95)
                if fac:  # a bottom rail and an iron console under each end: the railing reads as a frame
                    H.box(M['iron'], cu - bw / 2, cu + bw / 2, -0.75, -0.71, zw + 0.1, zw + 0.15)
                    for sd in (-1, 1):
                        H.box(M['trim'], cu + sd * (bw / 2 - 0.15) - 0.06, cu + sd * (bw / 2 - 0.15) + 0.06, -0.6, 0, zw - 0.5, zw - 0.15)
                if r.random() < 0.4:
                    N.shrub(g, *H.P(cu + r.uniform(-0.4, 0.4), -0.45, zw + 0.95)[:2], zw + 0.95, rad=0.4, seed=r.randrange(9999), n=14,
                            mats=[N.leaf_mat('#c2306f', 'bougain', sheen=0.2, trans=0.3), N.leaf_mat('#3f5e2c', 'bleaf2')], leaf=0.12)
    # side windows (the houses are seen at an angle)
    if h2.get('sides'):
        # `sides`: rows of windows, shutters open on the wall, on every floor of the side facing -y
        side = 1 if H.s < 0 else -1
        uu = side * hw
        ns = max(1, int((d - 1.0) / 3.0))
        for k in range(floors):
            zw = z + 0.4 + k * fh + (0.85 if k else 1.0)
            for j in range(ns):
                cv = 0.5 + (j + 0.5) * (d - 1.0) / ns
                win = M['lit'] if (lit and rf.random() < lit) else M['glass']
                H.box(win, min(uu, uu + side * 0.03), max(uu, uu + side * 0.03), cv - 0.45, cv + 0.45, zw, zw + 1.45)
                H.box(M['trim'], min(uu, uu + side * 0.08), max(uu, uu + side * 0.08), cv - 0.6, cv + 0.6, zw - 0.14, zw)
                H.box(M['trim'], min(uu, uu + side * 0.06), max(uu, uu + side * 0.06), cv - 0.57, cv + 0.57, zw + 1.45, zw + 1.6)
                if rf.random() < 0.8:
                    q = rf.random()
                    for sv in (-1, 1):
                        if q < 0.35:  # closed
                            H.box(sh, min(uu, uu + side * 0.07), max(uu, uu + side * 0.07), min(cv, cv + sv * 0.45), max(cv, cv + sv * 0.45), zw, zw + 1.45)
                        else:
                            a = cv + sv * 0.57
                            H.box(sh, min(uu, uu + side * 0.07), max(uu, uu + side * 0.07), min(a, a + sv * 0.45), max(a, a + sv * 0.45), zw, zw + 1.45)
    else:  # a few windows scattered on both sides
        for side in (-1, 1):
            for k in range(floors):
                if r.random() < 0.4:
                    continue
                zw = z + 1.25 + k * fh
                cv = r.uniform(1.2, max(1.3, d - 1.2))
                uu = side * hw
                H.box(M['glass'], min(uu, uu + side * 0.02), max(uu, uu + side * 0.02), cv - 0.45, cv + 0.45, zw, zw + 1.35)
                H.box(M['trim'], min(uu, uu + side * 0.06), max(uu, uu + side * 0.06), cv - 0.55, cv + 0.55, zw - 0.12, zw)
    kind = r.choices(['hip', 'gable', 'flat', 'vault'], h2.get('roofs', [0.3, 0.2, 0.4, 0.1]))[0]
    roof = M['roofs'][r.randrange(len(M['roofs']))]
    if kind in ('hip', 'gable'):
        o = h2.get('eaves', 0.55)
        if grand:  # facade: a deeper cornice in two steps under the eaves
            H.box(M['trim'], -hw - 0.28, hw + 0.28, -0.28, d + 0.28, top - 0.3, top)
            H.box(M['trim'], -hw - 0.12, hw + 0.12, -0.12, d + 0.12, top - 0.6, top - 0.3)
        else:
            H.box(M['trim'], -hw - 0.12, hw + 0.12, -0.12, d + 0.12, top - 0.25, top)  # cornice under the eaves
        rise = min(w, d) * h2.get('pitch', 0.28)
        u0, u1, v0, v1 = -hw - o, hw + o, -o, d + o
        vm = d / 2
        zt = top + 0.05
        ridge = zt + rise + 0.5 * o * 0.56
        if kind == 'gable':
            ra, rb = u0, u1
        else:
            ra, rb = u0 + (v1 - v0) / 2, u1 - (v1 - v0) / 2
            if ra > rb:
                ra = rb = (u0 + u1) / 2
        th = 0.14
        for dz in (0.0, th):
            pass
        # two main slopes (a slab each, so the eaves have a thickness) and the hip ends
        P = [(u0, v0, zt), (u1, v0, zt), (u1, v1, zt), (u0, v1, zt), (ra, vm, ridge), (rb, vm, ridge)]
        Pt = [(a, b, c + th) for (a, b, c) in P]
        V = [H.P(*p) for p in P + Pt]
        F = [(6, 7, 11, 10), (8, 9, 10, 11), (0, 1, 5, 4), (2, 3, 4, 5)]
        if kind == 'hip':
            F += [(7, 8, 11), (9, 6, 10), (1, 2, 5), (3, 0, 4)]
        F += [(0, 6, 7, 1), (1, 7, 8, 2), (2, 8, 9, 3), (3, 9, 6, 0)]
        g.add(roof, V, F)
        if kind == 'gable':
            for uu in (-hw, hw):
                H.poly(wall, [(uu, 0, top), (uu, d, top), (uu, vm, top + rise * (d / 2) / (d / 2 + o) + 0.3)])
    elif kind == 'vault':
        H.box(M['trim'], -hw - 0.06, hw + 0.06, -0.06, d + 0.06, top - 0.2, top + 0.05)
        n = 10
        rv = d / 2
        for k in range(n):
            a0, a1 = math.pi * k / n, math.pi * (k + 1) / n
            p0 = (rv - rv * math.cos(a0), top + 0.05 + rv * 0.55 * math.sin(a0))
            p1 = (rv - rv * math.cos(a1), top + 0.05 + rv * 0.55 * math.sin(a1))
            H.poly(M['trim'], [(-hw, p0[0], p0[1]), (-hw, p1[0], p1[1]), (hw, p1[0], p1[1]), (hw, p0[0], p0[1])])
        for uu in (-hw, hw):
            pts = [(uu, rv - rv * math.cos(math.pi * k / n), top + 0.05 + rv * 0.55 * math.sin(math.pi * k / n)) for k in range(n + 1)]
            H.poly(wall, pts)
    else:
        # a roof terrace behind a parapet, with a pergola, a parasol or a stair head
        H.box(M['terrace'], -hw + 0.2, hw - 0.2, 0.2, d - 0.2, top, top + 0.06)
        if grand:  # facade: a cornice band under the parapet
            H.box(M['trim'], -hw - 0.22, hw + 0.22, -0.22, d + 0.22, top - 0.35, top)
        for (a0, a1, b0, b1) in ((-hw, hw, 0, 0.22), (-hw, hw, d - 0.22, d), (-hw, -hw + 0.22, 0, d), (hw - 0.22, hw, 0, d)):
            H.box(wall, a0, a1, b0, b1, top, top + 0.95)
            H.box(M['trim'], a0 - 0.03, a1 + 0.03, b0 - 0.03, b1 + 0.03, top + 0.95, top + 1.03)
        q = r.random()
        if q < 0.3 and w > 6:
            # a pergola of timber beams over posts, vines over part of it
            pu0, pu1, pv0, pv1 = -hw + 0.6, min(hw - 0.6, -hw + 0.6 + r.uniform(3.5, 6)), 0.6, min(d - 0.6, 4.5)
            for (pu, pv) in ((pu0, pv0), (pu1, pv0), (pu0, pv1), (pu1, pv1)):
                H.box(M['wood'], pu - 0.08, pu + 0.08, pv - 0.08, pv + 0.08, top, top + 2.4)
            for kk in range(int((pu1 - pu0) / 0.5) + 1):
                pu = pu0 + kk * 0.5
                H.box(M['wood'], pu - 0.04, pu + 0.04, pv0 - 0.3, pv1 + 0.3, top + 2.4, top + 2.52)
            if r.random() < 0.7:
                vx, vy, _ = H.P((pu0 + pu1) / 2, (pv0 + pv1) / 2, 0)
                N.shrub(g, vx, vy, top + 2.5, rad=min(2.0, (pu1 - pu0) / 2), seed=r.randrange(9999), n=40, flat=0.15, leaf=0.25)
        elif q < 0.55:
            # a market parasol
            pu, pv = r.uniform(-hw + 1.5, hw - 1.5), r.uniform(1.5, max(1.6, d - 1.5))
            px, py, _ = H.P(pu, pv, 0)
            cv = M['canvas'][r.randrange(len(M['canvas']))]
            g.tube(M['wood'], [(px, py, top), (px, py, top + 2.4)], [0.03, 0.03], seg=5)
            n = 8
            rr = 1.3
            V = [(px, py, top + 2.55)] + [(px + rr * math.cos(math.tau * k / n), py + rr * math.sin(math.tau * k / n), top + 2.05) for k in range(n)]
            g.add(cv, V, [(0, 1 + k, 1 + (k + 1) % n) for k in range(n)])
        elif q < 0.8:
            # the stair head: a small whitewashed block with a door
            su = hw - 1.6 if r.random() < 0.5 else -hw + 1.6
            H.box(wall, su - 1.2, su + 1.2, d - 3.2, d - 0.25, top, top + 2.4)
            H.box(M['trim'], su - 1.3, su + 1.3, d - 3.3, d - 0.15, top + 2.4, top + 2.55)
            H.box(M['door'], su - 0.4, su + 0.4, d - 3.23, d - 3.2, top, top + 2.0)
        if r.random() < 0.5:
            # potted plants along the parapet
            for kk in range(r.randint(1, 3)):
                px, py, _ = H.P(r.uniform(-hw + 0.6, hw - 0.6), 0.55, 0)
                N.shrub(g, px, py, top + 0.5, rad=0.45, seed=r.randrange(9999), n=18, leaf=0.13)
    return top


def church(g, M, r, x, y, z, yaw, scale=1.0, dome=True):
    """A church: a nave with a gabled roof and a pedimented front (a rose window, a door), a drum and a
    majolica dome with a lantern, and a bell tower with open arched belfry and a small dome."""
    H = House(g, x, y, yaw)
    s = scale
    w, d, h = 11 * s, 24 * s, 12 * s
    wall = paint('#f1e6cf', 0.85, name='church', bump=0)
    H.box(wall, -w / 2, w / 2, 0, d, z - 4, z + h)
    H.box(M['trim'], -w / 2 - 0.2, w / 2 + 0.2, -0.2, d + 0.2, z + h - 0.4, z + h)
    for pil in (-w / 2, -w / 6, w / 6, w / 2 - 0.6):
        H.box(M['trim'], pil, pil + 0.6, -0.15, 0, z, z + h - 0.4)
    # pediment and roof
    H.poly(wall, [(-w / 2, 0, z + h), (w / 2, 0, z + h), (0, 0, z + h + w * 0.3)])
    H.poly(M['trim'], [(-w / 2 - 0.3, -0.05, z + h), (w / 2 + 0.3, -0.05, z + h), (w / 2 + 0.3, -0.05, z + h + 0.25), (0, -0.05, z + h + w * 0.3 + 0.3),
                       (-w / 2 - 0.3, -0.05, z + h + 0.25)])
    roof = M['roofs'][0]
    rz = z + h
    V = [H.P(*p) for p in ((-w / 2 - 0.4, 0, rz), (0, 0, rz + w * 0.3), (0, d + 0.4, rz + w * 0.3), (-w / 2 - 0.4, d + 0.4, rz),
                           (w / 2 + 0.4, 0, rz), (w / 2 + 0.4, d + 0.4, rz))]
    g.add(roof, V, [(0, 1, 2, 3), (1, 4, 5, 2)])
    H.arch(M['door'], 0, -0.04, z, 2.2 * s, 4.2 * s)
    # rose window
    n = 14
    zc = z + h * 0.72
    H.poly(M['glass'], [(1.3 * s * math.cos(math.tau * k / n), -0.04, zc + 1.3 * s * math.sin(math.tau * k / n)) for k in range(n)])
    # side windows along the nave
    for k in range(4):
        vv = 4 * s + k * 5 * s
        for side in (-1, 1):
            uu = side * w / 2
            H.box(M['glass'], min(uu, uu + side * 0.03), max(uu, uu + side * 0.03), vv - 0.6, vv + 0.6, z + h * 0.45, z + h * 0.8)
    if dome:
        cx, cy, _ = H.P(0, d * 0.72, 0)
        zb = rz + w * 0.3 - 0.5
        rd = w * 0.42
        g.tube(wall, [(cx, cy, zb), (cx, cy, zb + 3.2 * s)], [rd, rd], seg=24, cap=True)
        g.tube(M['trim'], [(cx, cy, zb + 3.2 * s), (cx, cy, zb + 3.5 * s)], [rd + 0.25, rd + 0.25], seg=24)
        pts, rads = [], []
        for k in range(9):
            a = math.pi / 2 * k / 8
            pts.append((cx, cy, zb + 3.5 * s + rd * 1.1 * math.sin(a)))
            rads.append(max(0.3, rd * math.cos(a)))
        g.tube(M['dome'], pts, rads, seg=24)
        g.tube(M['trim'], [(cx, cy, pts[-1][2] - 0.2), (cx, cy, pts[-1][2] + 1.6 * s)], [0.7 * s, 0.55 * s], seg=12, cap=True)
    # bell tower at the front corner
    tu = w / 2 + 2.6 * s
    tw = 4.4 * s
    th = 26 * s
    H.box(wall, tu - tw / 2, tu + tw / 2, 0.5, 0.5 + tw, z - 4, z + th)
    for zz in (z + th * 0.35, z + th * 0.66):
        H.box(M['trim'], tu - tw / 2 - 0.12, tu + tw / 2 + 0.12, 0.38, 0.62 + tw, zz, zz + 0.35)
    zb = z + th * 0.7
    for face in range(4):
        # an arched belfry opening on each face (front, back, sides)
        if face == 0:
            H.arch(M['door'], tu, 0.47, zb, 1.8 * s, 4.0 * s)
        elif face == 1:
            H.arch(M['door'], tu, 0.53 + tw, zb, 1.8 * s, 4.0 * s)
    for side in (-1, 1):
        uu = tu + side * tw / 2
        pts = [(uu + side * 0.03, 0.5 + tw / 2 - 0.9 * s, zb), (uu + side * 0.03, 0.5 + tw / 2 + 0.9 * s, zb), (uu + side * 0.03, 0.5 + tw / 2 + 0.9 * s, zb + 3.1 * s)]
        for k in range(1, 8):
            a = math.pi * k / 8
            pts.append((uu + side * 0.03, 0.5 + tw / 2 + 0.9 * s * math.cos(a), zb + 3.1 * s + 0.9 * s * math.sin(a)))
        pts.append((uu + side * 0.03, 0.5 + tw / 2 - 0.9 * s, zb + 3.1 * s))
        H.poly(M['door'], pts)
    H.box(M['trim'], tu - tw / 2 - 0.2, tu + tw / 2 + 0.2, 0.3, 0.7 + tw, z + th, z + th + 0.45)
    cx, cy, _ = H.P(tu, 0.5 + tw / 2, 0)
    pts, rads = [], []
    for k in range(7):
        a = math.pi / 2 * k / 6
        pts.append((cx, cy, z + th + 0.45 + tw * 0.55 * math.sin(a)))
        rads.append(max(0.12, tw * 0.42 * math.cos(a)))
    g.tube(M['dome'], pts, rads, seg=16)
    g.tube(M['iron'], [(cx, cy, pts[-1][2]), (cx, cy, pts[-1][2] + 1.8)], [0.05, 0.03], seg=4)


# ---------------------------------------------------------------- the terraced hill


class Hill:
    """The town's hill as a function: the shore line, a beach and quay, then a slope rising inland (terraced),
    gullies, a headland falling in cliffs at its west end, mountains behind."""

    def __init__(self, seed=1, shore_y=360.0, x_tip=160.0, S=11.0, wall=2.0, top=175.0, k=330.0):
        self.r = rng(seed)
        self.off = Vector((self.r.random() * 50, self.r.random() * 50, 0))
        self.shore_y, self.x_tip, self.S, self.wall, self.top, self.k = shore_y, x_tip, S, wall, top, k
        self.q0 = 18.0  # the quay's depth inland

    def shore(self, x):
        s = self.shore_y + 26 * math.sin(x / 110) + 12 * math.sin(x / 37 + 1)
        if x < self.x_tip + 160:
            s += (self.x_tip + 160 - x) ** 1.5 * 0.09  # the headland bends out to sea
        return s

    def shore_slope(self, x):
        return (self.shore(x + 1) - self.shore(x - 1)) / 2

    def base(self, x, t):
        """Unterraced height at x, t metres inland."""
        gul = 1 - 0.3 * math.exp(-((x - 470) / 40) ** 2) - 0.22 * math.exp(-((x - 820) / 50) ** 2)
        side = min(1.0, max(0.25, (x - self.x_tip + 40) / 260))
        return 3.0 + self.top * side * (1 - math.exp(-t / self.k)) * gul + min(45.0, 0.12 * t * max(0.0, (t - 260) / 260)) * side

    def terraced(self, x, t):
        if t < self.q0:
            return None
        tt = t - self.q0
        kk = math.floor(tt / self.S)
        t0 = self.q0 + kk * self.S
        h0, h1 = self.base(x, t0), self.base(x, t0 + self.S)
        f = (t - t0) / self.S
        fw = 1 - self.wall / self.S
        if f < fw:
            return h0 + (h1 - h0) * 0.06 * f
        e = (f - fw) / (1 - fw)
        e = e * e * (3 - 2 * e)
        return h0 + (h1 - h0) * (0.06 * fw + (1 - 0.06 * fw) * e)

    def h(self, x, y, terr=True):
        t = y - self.shore(x)
        if t < 0:
            return max(-25.0, t * 0.5 - 0.6)
        if t < 8:
            return 0.2 + t * 0.1  # the beach (or rock at the headland)
        if t < self.q0:
            return 3.0
        z = self.terraced(x, t) if terr and t < 330 else self.base(x, t)
        n = noise.noise(Vector((x / 60, y / 60, 0)) + self.off)
        return z + n * 1.5 * min(1.0, (t - self.q0) / 40)

    def mesh(self, name, x0, x1, y0, y1, step, mat, terr=True):
        nx, ny = int((x1 - x0) / step), int((y1 - y0) / step)
        V = []
        for j in range(ny + 1):
            y = y0 + (y1 - y0) * j / ny
            for i in range(nx + 1):
                x = x0 + (x1 - x0) * i / nx
                V.append((x, y, self.h(x, y, terr)))
        return N.grid_mesh(name, V, nx, ny, mat)


def _garden(gt, r, Hl, x, w, t, z, trees, step, first, pine_z, mix):
    """A garden terrace `w` m wide centred on x, on the terrace `t` m inland (z its height at the front): a tree every
    `step` m from `first` m in, each drawn from `mix` ((up to this share, kind, height from, to), ...), the rest an
    umbrella pine where z is above `pine_z` (else none). hill_town's two house plans share it; the order of the draws
    is the scenes' (each plan's gardens as they were rendered). Returns the trees drawn, pines skipped included."""
    ol, pl, bl, bk, cyp = trees
    n = 0
    for kk in range(int(w / step)):
        tx = x - w / 2 + first + kk * step + r.uniform(-0.4, 0.4)
        ty = Hl.shore(tx) + t + r.uniform(1.5, Hl.S - 3.5)
        tz = Hl.h(tx, ty)
        q = r.random()
        kind = next((m for m in mix if q < m[0]), None)
        if kind is None:
            if z > pine_z:
                N.umbrella_pine(gt, tx, ty, tz, r.uniform(10, 15), seed=r.randrange(99999), lod=2, leaves=pl, bk=bk)
        elif kind[1] == 'cypress':
            N.cypress(gt, tx, ty, tz, r.uniform(kind[2], kind[3]), seed=r.randrange(99999), seg=10, rings=14, mat=cyp)
        else:
            grow, leaves = (N.olive, ol) if kind[1] == 'olive' else (N.broadleaf, bl)
            grow(gt, tx, ty, tz, r.uniform(kind[2], kind[3]), seed=r.randrange(99999), lod=2, leaves=leaves, bk=bk)
        n += 1
    return n


def drape_mat():
    """houses2's `drape`: trailing green (caper, ivy, rosemary) over a terrace's retaining wall, seen from afar as a
    surface: leafy cells, light and dark patches, and bougainvillea's magenta in spots."""
    def make():
        m, nt, b = _mat('drape2')
        v = _coord(nt)
        n = _noise(nt, v, 0.22, 2, 0.55)
        cc = _ramp(nt, n.outputs['Fac'], [(0.3, col('#24381c')), (0.46, col('#3b5628')), (0.6, col('#58743a')), (0.63, col('#b02f66')),
                                          (1.0, col('#c8407a'))])
        vo = nt.nodes.new('ShaderNodeTexVoronoi')
        vo.feature = 'DISTANCE_TO_EDGE'
        vo.inputs['Scale'].default_value = 3.0
        nt.links.new(v, vo.inputs['Vector'])
        cells = _ramp(nt, vo.outputs['Distance'], [(0.0, (0.55, 0.55, 0.55)), (0.25, (1.0, 1.0, 1.0))])
        nt.links.new(_multiply(nt, cc, cells), b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.75
        b.inputs['Specular'].default_value = 0.3
        _bump(nt, b, vo.outputs['Distance'], 0.5, 0.15)
        m.use_backface_culling = False
        return m

    return cached(('drape2',), make)


def _drape(g, mat, rd, Hl, x, w, t, hang):
    """Trailing green over the retaining wall in front of the terrace `t` m inland (the slot x +- w/2): a sheet
    0.35 m out from the hill mesh's wall (its own heights, linear between the grid's points, so the sheet never
    sinks into it), from a low hedge on the wall's top down a share of the wall's height drawn per column from
    `hang` ([from, to]), so its lower edge is ragged. Hl.grid: the hill mesh's (x0, x1, y0, y1, nx, ny)."""
    gx0, gx1, gy0, gy1, nx, ny = Hl.grid
    dx, dy = (gx1 - gx0) / nx, (gy1 - gy0) / ny
    t1 = t - 0.8  # the terrace's front edge (the wall's top)
    n = max(2, int(w / 1.2))
    rows = 5
    V = []
    for i in range(n + 1):
        xi = x - w / 2 + w * i / n + rd.uniform(-0.3, 0.3)
        sy = Hl.shore(xi)
        # the mesh's profile across the wall at xi: its grid rows from 2 m before the wall's foot to 2 m past its top
        ci = int((xi - gx0) / dx)
        a = (xi - gx0) / dx - ci
        j0, j1 = int((sy + t1 - Hl.wall - 2.5 - gy0) / dy), int((sy + t1 + 2.5 - gy0) / dy) + 1
        prof = []
        for j in range(j0, j1 + 1):
            yj = gy0 + dy * j
            prof.append((yj, Hl.h(gx0 + dx * ci, yj) * (1 - a) + Hl.h(gx0 + dx * (ci + 1), yj) * a))
        zb, zt = prof[0][1], prof[-1][1]
        if zt - zb < 1.5:
            zt = zb + 1.5
        f = rd.uniform(*hang)
        V.append((xi, sy + t1 + 0.6, zt + rd.uniform(0.3, 0.8)))  # the hedge on the wall's top
        for jj in range(rows - 1):
            zz = zt - (zt - zb) * f * jj / (rows - 2)
            yy = prof[-1][0]
            for (ya, za), (yb, zb_) in zip(prof, prof[1:]):
                if za <= zz <= zb_ and zb_ > za:
                    yy = ya + (yb - ya) * (zz - za) / (zb_ - za)
                    break
            V.append((xi, yy - 0.35, zz + (0.1 if jj == 0 else 0.0)))
    F = [(i * rows + j, (i + 1) * rows + j, (i + 1) * rows + j + 1, i * rows + j + 1) for i in range(n) for j in range(rows - 1)]
    g.add(mat, V, F)


def _houses2(g, gt, M, r, Hl, h2, x0, x1, nrow, lanes, church_spots, lit, trees):
    """hill_town's `houses2` option (the home hero): fewer, larger and more varied houses, in clusters that follow
    the terraces (a 2D noise over the shore's x and the distance inland, thinning up the hill), with gardens
    between them (olives, lemon trees, cypresses); inside a cluster most houses share a wall, set back a little
    from each other, 2-5 storeys, some of them wide palazzi. h2: `big` (the share of wide houses), `cluster`
    ([scale along x, scale inland] of the noise, metres), `thr` ([threshold at the shore, rise per metre of
    height]), and house()'s `roofs`, `pitch`, `eaves`, `win`, `facade`. Default off (2026-11-30, "hill2"): `drape`
    ({`house`, `garden`: [share, hang from, to]}): trailing green and bougainvillea over the retaining wall in front
    of a house's or a garden's slot (_drape), and by the lanes (left bare until then) garden terraces with drapes
    either side of the path; `far` ([x, share]): below x (the far end, by the headland) that share of the walls
    takes WARM_FAR. Their draws come from a generator of their own: the houses and gardens stay where they were.
    `keep` ([x, y, degrees], town2's frame): the gardens' trees only where the bearing from (x, y), measured from +y
    toward -x, is at least that (the scene's cameras see nothing right of it), for RAM."""
    S = Hl.S
    off = Vector((r.random() * 100, r.random() * 100, 0.37))
    cx, ct = h2.get('cluster', [55.0, 30.0])
    dr = h2.get('drape')  # trailing green over the retaining walls: {under houses, under gardens: [share, hang from, to]}
    rd = rng(4242)  # the drapes' own draws: the town's layout stays as it was
    dmat = drape_mat() if dr else None
    far = h2.get('far')  # [x below which the walls take WARM_FAR, the share of them]
    keep = h2.get('keep')  # [x, y, degrees]: gardens' trees only at and left of that bearing from (x, y) (the cameras)
    scratch = N.Geo('culled')  # the trees outside the frames: drawn as before (the same draws), then dropped

    def gtk(x, t):
        """The trees' Geo for a slot at x, t m inland: gt, or the scratch one when the slot is right of `keep`'s line
        (outside every camera of the scene: saves ~2 MB a tree; no shadow falls from there into the frame)."""
        if keep and math.degrees(math.atan2(keep[0] - x, Hl.shore(x) + t - keep[1])) < keep[2]:
            scratch.parts = {}
            return scratch
        return gt
    th0, th1 = h2.get('thr', [-0.3, 0.004])
    nh = nt = 0
    for k in range(nrow):
        t = Hl.q0 + k * S + 0.8
        xc = x0 + r.uniform(0, 8)
        prev = 0
        while xc < x1:
            big = r.random() < h2.get('big', 0.25)
            w = r.uniform(14, 20) if big else r.uniform(8, 14)
            x = xc + w / 2
            y = Hl.shore(x) + t
            z = Hl.h(x, y)
            m = noise.noise(Vector((x / cx, t / ct, 0)) + off)
            p = min(1.0, max(0.0, (x - Hl.x_tip - 60) / 120)) * (1 - 0.6 * math.exp(-((x - 470) / 30) ** 2))
            if any(abs(x - L) < 3.5 + w / 2 for L in lanes) or any(row == k and a - w / 2 < x < b + w / 2 for (row, a, b) in church_spots):
                L = next((L for L in lanes if abs(x - L) < 3.5 + w / 2), None)
                if dr and k and L is not None and not any(row == k and a - w / 2 < x < b + w / 2 for (row, a, b) in church_spots):
                    # by a lane (a stepped path up the hill): garden terraces with their drapes either side of it,
                    # drawn from the drapes' generator, so the town's own draws stay as they were
                    for (pa, pb) in ((xc, L - 2.5), (L + 2.5, xc + w + 1.0)):
                        if pb - pa >= 3.0:
                            pm = (pa + pb) / 2
                            nt += _garden(gtk(pm, t), rd, Hl, pm, pb - pa, t, Hl.h(pm, Hl.shore(pm) + t), trees, step=3.0, first=1.4, pine_z=25,
                                          mix=((0.38, 'olive', 5, 7), (0.7, 'broadleaf', 4, 5.5), (0.9, 'cypress', 9, 15)))
                            if rd.random() < dr['garden'][0]:
                                _drape(g, dmat, rd, Hl, pm, pb - pa, t, dr['garden'][1:])
                xc += w + 1.0
                continue
            if m > th0 + th1 * z and r.random() < p and r.random() < 0.92:
                gap = 0.0 if r.random() < 0.5 else r.uniform(0.8, 3.0)
                sb = r.uniform(0.0, 1.6)  # set back from the terrace's edge, so the fronts are not in one line
                d = min(S - 3.2 - sb, r.uniform(7, 10))
                yaw = math.atan(Hl.shore_slope(x)) + r.gauss(0, 0.04)
                zf = Hl.h(x, y + sb)
                zb = Hl.h(x, y + sb + d)
                floors = r.choice([2, 3, 3, 4, 4, 5] if z < 50 else [2, 2, 3, 3, 4])
                if big:
                    floors = max(floors, 3)
                if floors == prev:  # neighbours of different heights: a stepped roofline
                    floors = min(5, max(2, floors + r.choice([-1, 1])))
                prev = floors
                floors = max(floors, int((zb - zf) / 3.1) + 1)
                iw = r.randrange(len(M['walls']))  # as r.choice(M['walls']): the same draw
                wall = M['walls'][iw]
                if far and x < far[0] and rd.random() < far[1]:
                    wall = M['walls_far'][iw]
                house(g, M, r, x, y + sb, zf, yaw, w, d, floors, wall, lit=lit, h2=h2)
                if dr and k and rd.random() < dr['house'][0]:
                    _drape(g, dmat, rd, Hl, x, w + gap, t, dr['house'][1:])
                nh += 1
                xc += w + gap
            else:
                # a garden terrace: olives, lemon trees in rows, a cypress, a pine up the hill
                nt += _garden(gtk(x, t), r, Hl, x, w, t, z, trees, step=3.0, first=1.4, pine_z=25,
                              mix=((0.38, 'olive', 5, 7), (0.7, 'broadleaf', 4, 5.5), (0.9, 'cypress', 9, 15)))
                if dr and k and rd.random() < dr['garden'][0]:
                    _drape(g, dmat, rd, Hl, x, w, t, dr['garden'][1:])
                xc += w
    return nh, nt


def _houses(g, gt, M, r, Hl, x0, x1, nrow, lanes, church_spots, lit, trees):
    """hill_town's houses without `houses2` (every town2 scene but the home hero's): rows of narrow houses along each
    terrace, fewer up the hill, toward the headland and by the gully, with garden terraces where a house is left out."""
    S = Hl.S
    nh = nt = 0
    for k in range(nrow):
        t = Hl.q0 + k * S + 0.8
        xc = x0 + r.uniform(0, 6)
        while xc < x1:
            w = r.uniform(6, 13)
            gap = 0.0 if r.random() < 0.45 else r.uniform(1.0, 5.0)
            x = xc + w / 2
            xc += w + gap
            y = Hl.shore(x) + t
            z = Hl.h(x, y)
            if any(abs(x - L) < 3.5 + w / 2 for L in lanes):
                continue
            if any(row == k and a - w / 2 < x < b + w / 2 for (row, a, b) in church_spots):
                continue
            # fewer houses up the hill and toward the headland and the gullies; gardens and groves instead
            p = 0.95 if z < 60 else max(0.0, 0.95 - (z - 60) / 90)
            p *= min(1.0, max(0.0, (x - Hl.x_tip - 60) / 120))
            p *= 1 - 0.6 * math.exp(-((x - 470) / 30) ** 2)
            yaw = math.atan(Hl.shore_slope(x)) + r.gauss(0, 0.03)
            d = min(S - 3.0, r.uniform(7, 10))
            if r.random() < p:
                zb = Hl.h(x, y + d)
                floors = r.choice([2, 2, 3, 3, 3, 4, 4, 5]) if k < 3 else r.choice([1, 2, 2, 3, 3])
                floors = max(floors, int((zb - z) / 3.1) + 1)
                house(g, M, r, x, y, z, yaw, w, d, floors, r.choice(M['walls']), lit=lit)
                nh += 1
            else:
                # a garden terrace: lemon trees in rows, an olive or two, a cypress, a pine up the hill
                nt += _garden(gt, r, Hl, x, w, t, z, trees, step=3.5, first=1.5, pine_z=40,
                              mix=((0.5, 'broadleaf', 3.5, 5), (0.8, 'olive', 4, 6), (0.9, 'cypress', 8, 13)))
    return nh, nt


def _slope_tree(gt, kind, x, y, z, h, seed, trees):
    """One tree of the slopes above the town (options `upper` and `ridge`), h metres tall: 'pine' (umbrella),
    'cypress', 'olive', 'oak' (a holm oak: two broadleaf crowns on one trunk, a dense dome; one crown alone reads as a
    lollipop from the jetty), anything else a broadleaf ('broad': holm oak or carob, 'bush': maquis)."""
    ol, pl, bl, bk, cyp = trees
    if kind == 'pine':
        N.umbrella_pine(gt, x, y, z, h, seed=seed, lod=2, leaves=pl, bk=bk)
    elif kind == 'cypress':
        N.cypress(gt, x, y, z, h, seed=seed, seg=10, rings=14, mat=cyp)
    elif kind == 'olive':
        N.olive(gt, x, y, z, h, seed=seed, lod=2, leaves=ol, bk=bk)
    else:
        N.broadleaf(gt, x, y, z, h, seed=seed, lod=2, leaves=bl, bk=bk)
        if kind == 'oak':
            N.broadleaf(gt, x, y, z, h * 0.8, seed=seed + 1, lod=2, leaves=bl, bk=bk)


def _upper(u, r, Hl, x0, x1, nrow, trees, gt):
    """hill_town's option `upper` (the explore hero, seen from ~500 m): the slopes above the town clothed in groves
    and maquis instead of trees scattered on a bare slope. `n` trees tried over x in `x` and `t` (metres inland),
    kept where a 2D noise over (x, t) at `scale` metres is above `thr` (groves with clearings between them) and the
    ground is above `zmin`; `mix`: ((up to this share, kind, height from, to), ...) of olive, broad (holm oak,
    carob), pine, cypress, bush (a low broadleaf: maquis); `rocks` [count, radius from, to, height per radius]: limestone outcrops
    (nature.rock_island sunk into the slope, the rock showing in the clearings)."""
    S = Hl.S
    xa, xb = u.get('x', [x0 - 100, x1])
    ta, tb = u.get('t', [Hl.q0 + nrow * S * 0.5, 560])
    sc = u.get('scale', 70.0)
    thr = u.get('thr', -0.15)
    off = Vector((r.random() * 100, r.random() * 100, 0.53))
    mix = u.get('mix', [[0.35, 'bush', 2.5, 4], [0.6, 'broad', 4, 7], [0.78, 'olive', 4, 6], [0.9, 'pine', 10, 16], [1.0, 'cypress', 8, 13]])
    zmin = u.get('zmin', 20.0)
    # `more`: [[n, x from, to, t from, to], ...] more areas (the mountains' slopes behind the town, the headland)
    pts = [(r.uniform(xa, xb), r.uniform(ta, tb)) for k in range(u.get('n', 3000))]
    for (n, a, b, c, d) in u.get('more', []):
        pts += [(r.uniform(a, b), r.uniform(c, d)) for k in range(n)]
    for (x, t) in pts:
        q = r.random()
        hh, sd_ = r.random(), r.randrange(99999)
        if noise.noise(Vector((x / sc, t / sc, 0)) + off) < thr:
            continue
        y = Hl.shore(x) + t
        z = Hl.h(x, y, terr=y < Hl.shore_y + 410)  # on the mesh there: the hill (terraced) or the mountains (not)
        if z < zmin:
            continue
        kind = next((m for m in mix if q < m[0]), mix[-1])
        h = kind[2] + (kind[3] - kind[2]) * hh
        _slope_tree(gt, kind[1], x, y, z, h, sd_, trees)
    rk = u.get('rocks')  # [count, radius from, to, height / radius]
    if rk:
        rm = N.rock_mat(c='#b7ad98', dark='#6a6458', scrub='#58663a', dry='#8d8a5c', wet=False)
        for j in range(rk[0]):
            x = r.uniform(xa, xb)
            t = r.uniform(ta, tb)
            y = Hl.shore(x) + t
            z = Hl.h(x, y, terr=y < Hl.shore_y + 410)
            rad = r.uniform(rk[1], rk[2])
            if z < zmin:
                continue
            isl = N.rock_island('outcrop%d' % j, x, y, rad, rad * r.uniform(0.5, 0.8), rad * rk[3], 300 + j, res=max(1.5, rad / 8),
                                mat=rm, rot=r.uniform(0, 3.1), plateau=0.3)
            # sunk to the lowest ground under it: its uphill side buried in the slope, its foot on the ground
            isl.location.z = min(Hl.h(x + dx * rad, y + dy * rad, terr=y < Hl.shore_y + 410)
                                 for dx, dy in ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1))) - 0.6


class Ridge:
    """hill_town's option `ridge` (the home hero; default off). From the jetty the upper slope is seen grazing: every
    tree on it stands against the sky, and the scattered lone pines and small-crowned trees read as pins along the
    skyline. For each camera (`cams`: [[x, y, z, bearing from, to], ...] in the town's frame; bearings in degrees
    from +y toward -x, as houses2's `keep`) the terrain's silhouette is found along every bearing (the point of the
    greatest elevation angle, Hl.h); the old upper trees are drawn as before (the town's draws stay) but those that
    are umbrella pines or small broadleaves (`cull`: the share q of the old loop below which a tree goes, 0.8: pines
    and broadleaves; cypresses and olives stay) standing on it (their top above the terrain beyond them) or right of
    `keep` (a bearing: outside every frame) are dropped; then plants are set along the silhouette every `step`
    degrees, `band` [from, to] metres about the silhouette point, at least `t_min` m inland (above the houses),
    from a generator of their own (`seed`): in groves (a 2D noise at `grove` [scale m, threshold]) `per` [grove, open]
    plants a step drawn from `mix` ((up to this share, kind, height from, to), ...: bush, oak, pine, cypress,
    olive) and in the open from `open` (the same form): holm oaks and maquis with umbrella pines in groups. An oak
    is two broadleaf crowns on one trunk (a dense dome: one alone reads as a lollipop at this distance)."""

    def __init__(self, o, Hl):
        self.o, self.Hl = o, Hl
        self.prof = {}
        self.cull = o.get('cull', 0.8)
        self.keep = o.get('keep')
        self.scratch = N.Geo('ridgecull')
        self.culled = 0

    def _profile(self, ci, bb):
        """Suffix maxima of the terrain's elevation angle along bearing bin bb (0.1 degree) from camera ci, every 4 m."""
        key = (ci, bb)
        if key not in self.prof:
            cx, cy, cz = self.o['cams'][ci][:3]
            a = math.radians(bb * 0.1)
            sa, ca = math.sin(a), math.cos(a)
            els = [(self.Hl.h(cx - d * sa, cy + d * ca) - cz) / max(d, 1.0) for d in range(0, 1800, 4)]
            for i in range(len(els) - 2, -1, -1):
                els[i] = max(els[i], els[i + 1])
            self.prof[key] = els
        return self.prof[key]

    def on_sky(self, x, y, top):
        """Whether a tree at x, y with its top at z `top` stands against the sky from any camera (within its bearings)."""
        for ci, (cx, cy, cz, b0, b1) in enumerate(self.o['cams']):
            b = math.degrees(math.atan2(cx - x, y - cy))
            if not b0 <= b <= b1:
                continue
            d = math.hypot(cx - x, y - cy)
            els = self._profile(ci, int(round(b * 10)))
            if (top - cz) / d > els[min(len(els) - 1, int((d + 12) / 4) + 1)]:
                return True
        return False

    def geo(self, gt, x, y, z, q):
        """The Geo an old upper tree goes into: gt, or the scratch one (dropped) when it goes."""
        k = self.keep
        if (k and math.degrees(math.atan2(k[0] - x, y - k[1])) < k[2]) or (q < self.cull and self.on_sky(x, y, z + 6.0)):
            self.scratch.parts = {}
            self.culled += 1
            return self.scratch
        return gt

    def plant(self, gt, trees):
        o, Hl = self.o, self.Hl
        rr = rng(o.get('seed', 31))
        off = Vector((rr.random() * 100, rr.random() * 100, 0.61))
        gs, gthr = o.get('grove', [45.0, 0.0])
        step = o.get('step', 0.25)
        ba, bb_ = o.get('band', [-30.0, 10.0])
        t_min = o.get('t_min', 170.0)
        mix = o.get('mix', [[0.3, 'bush', 2.5, 4.5], [0.72, 'oak', 6, 9], [0.92, 'pine', 11, 15], [1.0, 'cypress', 8, 12]])
        opn = o.get('open', [[0.75, 'bush', 2, 4], [1.0, 'oak', 5, 7]])
        per = o.get('per', [3, 1])
        n = 0
        for ci, (cx, cy, cz, b0, b1) in enumerate(o['cams']):
            b = b0
            while b < b1:
                els = self._profile(ci, int(round(b * 10)))
                # the silhouette point: where the elevation angle is greatest (the last index the suffix maximum holds)
                i = next((j for j, e in enumerate(els) if e < els[0]), len(els)) - 1
                ds = i * 4.0
                b += step
                for k in range(per[0]):
                    bx = math.radians(b - step + rr.uniform(0, step))
                    d = ds + rr.uniform(ba, bb_)
                    x, y = cx - d * math.sin(bx), cy + d * math.cos(bx)
                    q, hh, sd_ = rr.random(), rr.random(), rr.randrange(99999)
                    grove = noise.noise(Vector((x / gs, y / gs, 0)) + off) > gthr
                    if not grove and k >= per[1]:
                        continue
                    t = y - Hl.shore(x)
                    z = Hl.h(x, y)
                    if t < t_min or z < 20:
                        continue
                    kind = next(m for m in (mix if grove else opn) if q <= m[0])
                    h = kind[2] + (kind[3] - kind[2]) * hh
                    _slope_tree(gt, kind[1], x, y, z, h, sd_, trees)
                    n += 1
        self.scratch.parts = {}
        print(f'RIDGE {n} plants on the skyline, {self.culled} old upper trees dropped', flush=True)


def hill_town(sd, lit=0.0, seed=7):
    """The terraced hill with its town, trees, churches, the beach and the quay (x from the headland's tip to
    x1); returns the Hill."""
    Hl = Hill(seed=seed, shore_y=sd.get('shore_y', 360.0), x_tip=sd.get('x_tip', 160.0), top=sd.get('hill_top', 175.0), k=sd.get('hill_k', 330.0))
    x0, x1 = sd.get('town_x', (150, 1150))
    h2 = sd.get('houses2')
    if sd.get('ground'):  # option `ground` (the explore hero): rock_mat's colours for the slope, by name
        ground = N.rock_mat(**dict(dict(c='#958d74', dark='#56514a', scrub='#506229', dry='#74783f', wet=True), **sd['ground']))
    elif h2:  # greener terraces between the clusters (gardens), less bare beige
        ground = N.rock_mat(c='#958d74', dark='#56514a', scrub='#506229', dry='#74783f', wet=True)
        # the hill mesh's grid (as Hl.mesh lays it), for the drapes over the retaining walls
        hs = sd.get('hill_step', 2.0)
        Hl.grid = (x0 - 200, x1, Hl.shore_y - 120, Hl.shore_y + 420, int((x1 - x0 + 200) / hs), int(540 / hs))
    else:
        ground = N.rock_mat(c='#b9ab92', dark='#6b6356', scrub='#687240', dry='#a29a66', wet=True)
    # option `hill_x1` (the explore hero): the hill's ground on past the town's east end (x1), under the mountains' front
    # edge, which otherwise hangs in the air beyond it (a black sliver against the sky at the frame's right edge)
    Hl.mesh('hill', x0 - 200, sd.get('hill_x1', x1), Hl.shore_y - 120, Hl.shore_y + 420, sd.get('hill_step', 2.0), ground)
    maquis = N.rock_mat(c='#8a8767', dark='#4f5240', scrub='#4f5e33', dry='#7b7a4c', wet=False)
    Hl.mesh('mountains', x0 - 400, x1 + 400, Hl.shore_y + 400, Hl.shore_y + 1500, 12.0, maquis, terr=False)
    r = rng(seed)
    M = mats(lit)
    if h2:  # warmer walls; the windows dark, matt openings (no sky in the glass), so the facades read from afar
        M = dict(M, walls=[paint(c, 0.85, name='house3', bump=0) for c in WARM], glass=plain('#16110d', 0.9, name='win3', spec=0.1))
        if h2.get('facade'):  # lighter shutters that read beside the dark openings
            M['shutters2'] = [plain(c, 0.6, name='shut3' + c[1:]) for c in SHUTTERS2]
        if h2.get('far'):  # the far end's deeper walls
            M['walls_far'] = [paint(c, 0.85, name='house3', bump=0) for c in WARM_FAR]
    g = N.Geo('town2')
    gt = N.Geo('trees2')
    ol, pl, bl = N.olive_leaves(), N.pine_leaves(), N.broad_leaves()
    bk = N.bark('#6d655a', 'olivebark')
    cyp = N.cypress_mat()
    lanes = [x0 + 60 + 85 * k + r.uniform(-15, 15) for k in range(int((x1 - x0) / 85))]
    S = Hl.S
    nrow = int(300 / S)
    churches = sd.get('churches', [(520, 2), (300, 9)])
    church_spots = []
    for (cxx, row) in churches:
        t = Hl.q0 + row * S + 1.0
        yy = Hl.shore(cxx) + t
        zz = Hl.h(cxx, yy)
        yaw = math.atan(Hl.shore_slope(cxx))
        church(g, M, r, cxx, yy, zz, yaw, scale=1.0)
        church_spots.append((row, cxx - 12, cxx + 22))
    trees = (ol, pl, bl, bk, cyp)
    if h2:
        nh, nt = _houses2(g, gt, M, r, Hl, h2, x0, x1, nrow, lanes, church_spots, lit, trees)
    else:
        nh, nt = _houses(g, gt, M, r, Hl, x0, x1, nrow, lanes, church_spots, lit, trees)
    # the upper slopes: maquis and pines, scattered (option `upper`: in groves and maquis, with rock outcrops)
    if sd.get('upper'):
        _upper(sd['upper'], r, Hl, x0, x1, nrow, trees, gt)
    # option `ridge` (the home hero): the skyline's lone trees (pins against the sky) replaced by groves and maquis
    rdg = Ridge(sd['ridge'], Hl) if sd.get('ridge') else None
    for k in range(0 if sd.get('upper') else sd.get('upper_trees', 1800)):
        x = r.uniform(x0 - 100, x1)
        t = r.uniform(Hl.q0 + nrow * S * 0.5, 560)
        y = Hl.shore(x) + t
        z = Hl.h(x, y)
        if z < 20:
            continue
        q = r.random()
        gq = rdg.geo(gt, x, y, z, q) if rdg else gt  # (ridge: drawn as before, kept or dropped)
        if q < 0.55:
            N.broadleaf(gq, x, y, z, r.uniform(4, 7), seed=r.randrange(99999), lod=2, leaves=bl, bk=bk)
        elif q < 0.8:
            N.umbrella_pine(gq, x, y, z, r.uniform(10, 16), seed=r.randrange(99999), lod=2, leaves=pl, bk=bk)
        elif q < 0.9:
            N.cypress(gq, x, y, z, r.uniform(8, 13), seed=r.randrange(99999), seg=10, rings=14, mat=cyp)
        else:
            N.olive(gq, x, y, z, r.uniform(4, 6), seed=r.randrange(99999), lod=2, leaves=ol, bk=bk)
    if rdg:
        rdg.plant(gt, trees)
    # the quay: a stone wall along the shore, a promenade with palms, the beach with parasols
    quay = plain('#c8b89c', 0.85, name='quay2')
    step = 6.0
    xq = x0 + 80
    while xq < x1:
        ya, yb = Hl.shore(xq) + 8, Hl.shore(xq + step) + 8
        V = [(xq, ya, -0.5), (xq + step, yb, -0.5), (xq + step, yb + 10, -0.5), (xq, ya + 10, -0.5),
             (xq, ya, 3.0), (xq + step, yb, 3.0), (xq + step, yb + 10, 3.0), (xq, ya + 10, 3.0)]
        g.add(quay, V, [(0, 3, 2, 1), (4, 5, 6, 7), (0, 1, 5, 4), (1, 2, 6, 5), (2, 3, 7, 6), (3, 0, 4, 7)])
        xq += step
    for k in range(int((x1 - x0 - 100) / 14)):
        px = x0 + 90 + k * 14
        py = Hl.shore(px) + 15
        if r.random() < 0.7:
            N.broadleaf(gt, px, py, 3.0, 5.0, seed=r.randrange(99999), lod=2, leaves=bl, bk=bk)
    # parasols in rows on the beach
    for k in range(sd.get('parasols', 120)):
        px = r.uniform(x0 + 150, x0 + 500)
        py = Hl.shore(px) + r.uniform(1.5, 6.5)
        cv = M['canvas'][1 + (k % 3)]
        g.tube(M['wood'], [(px, py, 0.0), (px, py, 2.2)], [0.03, 0.03], seg=4)
        n = 8
        V = [(px, py, 2.45)] + [(px + 1.1 * math.cos(math.tau * j / n), py + 1.1 * math.sin(math.tau * j / n), 2.0) for j in range(n)]
        g.add(cv, V, [(0, 1 + j, 1 + (j + 1) % n) for j in range(n)])
    g.flush(smooth=False)
    gt.flush(smooth=True)
    print(f'TOWN2 {nh} houses, {nt} garden trees', flush=True)
    return Hl


# ---------------------------------------------------------------- scenes


def rail_stone(c):
    """A honed limestone for a rail seen close (the `rail_stone` option of the terrace, e.g. under the offers' cocktails): soft
    mottling, a fine grain, small sparse pores, a faint bump."""
    c = col(c)

    def make():
        m, nt, b = _mat('railstone')
        v = _coord(nt)
        mot = _noise(nt, _mapping(nt, v, (1.0, 1.0, 3.0)), 3.0, 3, 0.55, 0.4)
        grain = _noise(nt, v, 60.0, 2, 0.5)
        mix = nt.nodes.new('ShaderNodeMath')
        mix.operation = 'MULTIPLY_ADD'
        nt.links.new(grain.outputs['Fac'], mix.inputs[0])
        mix.inputs[1].default_value = 0.35
        nt.links.new(mot.outputs['Fac'], mix.inputs[2])
        sh = [tuple(min(1.0, a * f) for a in c) for f in (0.8, 0.93, 1.0, 1.07)]
        cc = _ramp(nt, mix.outputs[0], [(0.45, sh[0]), (0.6, sh[1]), (0.72, sh[2]), (0.9, sh[3])])
        vor = nt.nodes.new('ShaderNodeTexVoronoi')
        vor.inputs['Scale'].default_value = 70.0
        nt.links.new(v, vor.inputs['Vector'])
        pit = _ramp(nt, vor.outputs['Distance'], [(0.04, (0.55, 0.55, 0.55)), (0.1, (1, 1, 1))])
        m1 = nt.nodes.new('ShaderNodeMixRGB')
        m1.blend_type = 'MULTIPLY'
        m1.inputs[0].default_value = 1.0
        nt.links.new(cc, m1.inputs[1])
        nt.links.new(pit, m1.inputs[2])
        nt.links.new(m1.outputs[0], b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.55
        b.inputs['Specular'].default_value = 0.4
        _bump(nt, b, vor.outputs['Distance'], 0.12, 0.002)
        return m

    return cached(('railstone', c), make)


def _terrace_fg(sd, Z):
    """The viewpoint: a stone terrace on the near shore with a balustrade along its sea edge, an old olive tree
    leaning over it, a bougainvillea on the wall, a rocky point below."""
    import town
    before = set(bpy.data.objects)
    stone = paint(sd.get('balu_c', '#b3a895'), 0.8, name='balustone', bump=0.02)
    floor = tiles('#cdbb9c', '#a8977b', 0.6, 0.4, 0.08, name='terracestone', rows=0.5)
    # rail_stone (a colour): the balustrade in a honed limestone seen close, for the flat paint (the olive's kerb keeps it)
    rail = rail_stone(sd['rail_stone']) if sd.get('rail_stone') else stone
    xa, xb = sd.get('balu_x', (-12.0, 14.0))
    yb = sd.get('balu_y', 1.5)
    box('tfloor2', xa - 2, xb + 2, -14, yb + 0.4, Z - 0.3, Z, floor)
    box('tbase2', xa - 2, xb + 2, -14, yb + 0.4, Z - 12, Z - 0.3, paint('#bfae90', 0.9, name='tbasestone'))
    x = xa
    while x < xb - 0.5:
        x2 = min(x + 2.6, xb)
        town.baluster_row(x, x2, yb, Z, rail)
        box('tpost2', x2 - 0.02, x2 + 0.38, yb - 0.22, yb + 0.22, Z, Z + 1.12, rail)
        x = x2 + 0.38
    g = N.Geo('fg')
    ox, oy = sd.get('olive', (-1.9, 0.2))
    N.olive(g, ox, oy, Z, sd.get('olive_h', 6.0), seed=sd.get('olive_seed', 5), lod=0)
    # its bed: a low stone kerb with lavender-grey shrubs
    box('bedkerb', ox - 1.6, ox + 1.6, oy - 1.6, oy + 1.6, Z, Z + 0.35, stone)
    box('bedsoil', ox - 1.45, ox + 1.45, oy - 1.45, oy + 1.45, Z, Z + 0.33, plain('#5a4a3a', 0.95, name='soil'))
    bn, bleaf = sd.get('bed_shrub', (50, 0.1))  # option: more, smaller leaves (the explore hero: 0.1 m cards read as paper squares)
    for k in range(6):
        N.shrub(g, ox + math.cos(k * 1.05) * 0.95, oy + math.sin(k * 1.05) * 0.95, Z + 0.3, rad=0.4, seed=40 + k, n=bn, leaf=bleaf, flat=1.0,
                mats=[N.leaf_mat('#7f8f72', 'lavleaf'), N.leaf_mat('#6a7d5c', 'lavleaf2')])
    # the hotel's wing behind the camera (out of frame): its shadow lays the terrace and the balustrade in shade
    sw = sd.get('shade_wall')
    if sw:
        box('shadewall', sw[0], sw[1], sw[2], sw[3], Z, Z + sw[4], paint('#e8dcc6', 0.85, name='wingwall'))
    g.flush()
    # the terrace is laid out along its own axes (the view along +y): turned about the origin to face the bay
    piv = bpy.data.objects.new('terrace_axes', None)
    link(piv)
    piv.rotation_euler = (0, 0, -math.radians(sd.get('fg_yaw', 0.0)))
    for ob in set(bpy.data.objects) - before - {piv}:
        ob.parent = piv
    # the rocky point under the terrace, running into the sea
    N.rock_island('nearpoint', sd.get('point', (0, -30))[0], sd.get('point', (0, -30))[1], 70, 40, Z - 10.0, 21, res=2.5, plateau=0.8)


def wooded_isles(isles, density=1.0, look=None):
    """Rocky islands (nature.rock_island), each `[cx, cy, rx, ry, peak, rot]`, with nature's lod-2 broadleaves and
    umbrella pines on their upper half; `density` scales the number of trees tried.
    look (bay_backdrop's option `isle_look`; None: the old pale plateau of rock_mat): a Mediterranean islet as seen
    from a few km, a dict of `style` (rock_island's: 'coast', a sea cliff under rounded slopes and a smooth ridge),
    `cliff` (its share of the radius) and `mat` (nature.coast_mat's keywords: darker weathered limestone with rain
    streaks, a cap of maquis as a mottle of crowns, a dark wet band at the water)."""
    from assets import height_at
    ikw = N.islet_kw(look) if look else None
    for k, (cx, cy, rx, ry, pk, rot) in enumerate(isles):
        if look:
            isl = N.rock_island('isle%d' % k, cx, cy, rx, ry, pk, 60 + k, res=max(2.0, rx / 70), rot=rot, **ikw)
        else:
            isl = N.rock_island('isle%d' % k, cx, cy, rx, ry, pk, 60 + k, res=max(2.0, rx / 70), rot=rot)
        gi = N.Geo('isletrees%d' % k)
        r = rng(70 + k)
        for j in range(int(rx * ry / 900 * density)):
            x, y = cx + r.uniform(-rx, rx) * 0.8, cy + r.uniform(-ry, ry) * 0.8
            z = height_at(isl, x, y)
            if z is None or z < pk * 0.5:
                continue
            if r.random() < 0.6:
                N.broadleaf(gi, x, y, z, r.uniform(3, 6), seed=r.randrange(9999), lod=2)
            else:
                N.umbrella_pine(gi, x, y, z, r.uniform(8, 13), seed=r.randrange(9999), lod=2)
        gi.flush()


def bayview(sc, sd):
    """The explore hero: the hillside town across the bay at golden hour, from a terrace on the near shore.
    Options (the explore hero's since 2026-11-30; off, the scene as before): `amb` (the sky's share in the light),
    the sky's and the sun's own (places._sky_sun: `sun_w`, `sun_elev`, `sun_tint`, `dust`, `air`), `clouds`
    (sky.clouds_from), `sky_tint` (places._sky_grade)."""
    import places
    world_sky(sc, sd['tod'], sd['sun_azimuth'], ambient_scale=sd.get('amb', 1.0))
    places._sky_sun(sc, sd)
    if sd.get('clouds'):
        import sky
        sky.clouds_from(sc, sd['tod'], sd['sun_azimuth'], sd['clouds'])
    if sd.get('sky_tint'):
        places._sky_grade(sc, sd['sun_azimuth'], sd['sky_tint'])
    A.ocean(sc, size=2400, res=8, repeat=8, z=0.0, y=1100, wave_scale=sd.get('waves', 0.6))
    hill_town(sd, lit=sd.get('lit', 0.0))
    wooded_isles(sd.get('isles', []))
    Z = sd.get('terrace_z', 20.0)
    _terrace_fg(sd, Z)
    for i, (bx, by, hd) in enumerate(sd.get('boats', [])):
        A.boat(bx, by, hd, 9, seed=i)
    return {}, {}


def _moved(fn, loc, rot_z):
    """Build with fn(), then turn every new object by rot_z degrees about the origin and move it by loc
    (object transforms: no vertex is touched, so a hillside of a million is instant)."""
    from mathutils import Matrix
    before = set(bpy.data.objects)
    out = fn()
    T = Matrix.Translation(loc) @ Matrix.Rotation(math.radians(rot_z), 4, 'Z')
    for ob in set(bpy.data.objects) - before:
        ob.matrix_world = T @ ob.matrix_world
    return out


def bay_backdrop(sc, sd, o):
    """A bay backdrop for the older scenes whose shore runs along y with the sea at -x (places.coast's option
    `town2`, the home hero; venues.roof's option `bay2`, the SkyBar hero): this module's terraced hill town
    turned to run along y (its shore at x = shore_x, its houses facing the sea at -x, the town's west end and
    its falling headland toward y_end), nature's rocky islands, and a sky with clouds (sky.py). o: the options."""
    # town2's frame: shore along x at y = shore_y, inland +y; turned -90 degrees: inland is +x, along the shore -y
    sh = o.get('shore_x', 80.0)
    y_end = o.get('y_end', 1000.0)
    town = dict(shore_y=360.0, x_tip=o.get('x_tip', 160.0), town_x=o.get('town_x', [150, 1150]), hill_step=o.get('hill_step', 2.0),
                churches=o.get('churches', [[520, 2], [300, 9], [880, 4]]), upper_trees=o.get('upper_trees', 1800), parasols=0,
                hill_top=o.get('hill_top', 175.0), hill_k=o.get('hill_k', 330.0))
    if o.get('houses2'):
        town['houses2'] = o['houses2']
    if o.get('ridge'):  # the home hero: groves and maquis on the skyline in place of lone trees (Ridge)
        town['ridge'] = o['ridge']
    if o.get('town', True):
        _moved(lambda: hill_town(town, lit=sd.get('lit', 0.0), seed=o.get('seed', 7)), (sh - 360.0, y_end, 0.0), -90)
    # rocky islands and the headland across the bay
    wooded_isles(o.get('isles', []), o.get('isle_trees', 1.0), o.get('isle_look'))
    if o.get('clouds'):
        c = o['clouds']
        import sky
        sky.clouds_from(sc, sd['tod'], sd['sun_azimuth'], c)


BUILDERS = {'bayview': bayview}


def ruins_sunset(sc, sd):
    """The home page's sunset card: the ruins (town.ruins) on a headland over the sea at sunset, looking out past
    the columns to rocky islands; the inland hills and the ball-crowned trees of the ruins' own scene replaced by
    the cliff edge, umbrella pines and shrubs (nature.py)."""
    import bmesh
    import town
    town.ruins(sc, sd)
    for ob in list(bpy.data.objects):
        if ob.name.split('.')[0] in ('hills', 'hills2', 'ocrown', 'otrunk', 'shrub'):
            bpy.data.objects.remove(ob)
    edge = sd.get('edge_y', 48.0)
    fld = bpy.data.objects.get('field')
    bm = bmesh.new()
    bm.from_mesh(fld.data)
    bmesh.ops.delete(bm, geom=[f for f in bm.faces if max(v.co.y for v in f.verts) > edge], context='FACES')
    bm.to_mesh(fld.data)
    bm.free()
    sea = sd.get('sea_z', -30.0)
    A.ocean(sc, size=2400, res=8, repeat=8, z=sea, y=1100, wave_scale=0.5)
    hd = N.rock_island('headland', 0, 0, 160, edge + 14, -sea - 0.6, 77, res=2.5, plateau=0.92, rough=0.04)
    hd.location.z = sea
    for k, (cx, cy, rx, ry, pk, rot) in enumerate(sd.get('isles', [])):
        isl = N.rock_island('isle%d' % k, cx, cy, rx, ry, pk, 80 + k, res=max(2.5, rx / 60), rot=rot)
        isl.location.z = sea
    g = N.Geo('ruintrees')
    for k, (x, y, h) in enumerate(sd.get('pines', [(-30, 34, 13), (34, 40, 14), (-46, 14, 12)])):
        N.umbrella_pine(g, x, y, -0.2, h, seed=90 + k, lod=1)
    r = rng(5)
    for k in range(sd.get('shrubs', 40)):
        x = r.uniform(-60, 60)
        y = r.choice((r.uniform(14, 17.5), r.uniform(26.5, 28), edge - r.uniform(0.5, 4)))
        N.shrub(g, x, y, 0.05, rad=r.uniform(0.5, 1.1), seed=200 + k, n=80, leaf=0.14)
    g.flush()
    return {}, {}


BUILDERS['ruins-sunset'] = ruins_sunset
