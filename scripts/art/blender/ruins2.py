# The attractions' cards redone with the newer assets (helper "ruins", 2026-11-27): the clock tower above a town
# of town2.py's houses (stone-framed windows, shutters, balconies, tiled roofs, churches with majolica domes),
# nature.py's trees in the courtyards and a dusk sky with clouds (sky.py); and a Roman temple ruin of weathered
# travertine (fluted drums set with small offsets, chipped capitals, an entablature of architrave, frieze and
# cornice, fallen drums and blocks in dry grass, a podium with steps) among olives and cypresses, rocky hills
# behind. town.py's older builders (`clocktower`, `ruins`) are left as they were.
import math

import bmesh
import bpy
from mathutils import Vector, noise

import assets as A
import nature as N
import town
import town2 as T2
from lib import box, paint, tiles, world_sky, rng, _mat, _coord, _noise, _ramp, _bump, _shade, _mix, _multiply, _math, _mapping, col, cached, link

BUILDERS = {}


# ---------------------------------------------------------------- the clock tower over the town


def clocktower2(sc, sd):
    """The town's clock tower at dusk above a town of town2 houses in streets (fronts toward the camera),
    courtyards with olives, lemon trees and cypresses, two churches with majolica domes; a sky with clouds."""
    t = world_sky(sc, sd['tod'], sd['sun_azimuth'])
    lit = sd.get('lit', 0.4)
    ground = paint('#b3a288', 0.95, name='lanes', bump=0.1)
    land = A.terrain('townland', 0, 160, 600, 480, 45, 51, z0=-6, rough=0.35, mat=ground)
    A.ocean(sc, size=2400, res=7, repeat=6, z=0.0, y=-900, far=True)
    tx, ty = sd.get('tower', (0.0, 60.0))
    g0 = A.height_at(land, tx, ty)
    cx, cy = sd.get('cam_xy', (-25.0, -40.0))
    r = rng(sd.get('seed', 11))
    M = T2.mats(lit)
    g = N.Geo('ctown')
    gt = N.Geo('ctrees')
    gn = N.Geo('cneartrees')
    ol, bl, pl = N.olive_leaves(), N.broad_leaves(), N.pine_leaves()
    bk = N.bark('#6d655a', 'olivebark')
    cyp = N.cypress_mat()

    def H(x, y):
        z = A.height_at(land, x, y)
        return z if z is not None else 0.0

    churches = [tuple(c) for c in sd.get('churches', [(-95, 120), (95, 230), (-170, 290)])]
    # the square at the tower's foot, the churches' plots and the camera's own roof are kept clear
    def clear(x, y, hw):
        if abs(x - tx) < 16 + hw and abs(y - ty) < 16:
            return False
        if abs(x - cx) < 12 + hw and abs(y - cy) < 14:
            return False
        return not any(-12 - hw < x - a < 22 + hw and -4 < y - b < 30 for (a, b) in churches)

    for (a, b) in churches:
        T2.church(g, M, r, a, b, H(a, b + 10), 0.0, scale=1.0)
    y = sd.get('y0', -30.0)
    nh = ntr = 0
    while y < sd.get('y1', 420.0):
        d = r.uniform(8, 10.5)
        dist = math.hypot(0, y - cy)
        lanes = [-400 + 70 * k + r.uniform(-20, 20) for k in range(13)]
        x = sd.get('x0', -300.0) + r.uniform(0, 8)
        while x < sd.get('x1', 300.0):
            w = r.uniform(6, 12.5)
            gap = 0.0 if r.random() < 0.6 else r.uniform(1.0, 4.0)
            xc = x + w / 2
            x += w + gap
            # the frustum: skip what the camera cannot see (lens 30, 4:3, looking +y)
            if abs(xc - cx) > 60 + (y - cy) * 0.72:
                continue
            if any(abs(xc - L) < 2.5 + w / 2 for L in lanes):
                continue
            if not clear(xc, y, w / 2):
                continue
            z = H(xc, y)
            zb = H(xc, y + d)
            if r.random() < sd.get('house_p', 0.86):
                fl = r.choice([2, 3, 3, 3, 4, 4])
                fl = max(fl, int((zb - z) / 3.1) + 1)
                T2.house(g, M, r, xc, y, z, r.gauss(0, 0.02), w, d, fl, r.choice(M['walls']), lit=lit)
                nh += 1
            else:
                # a courtyard garden behind a low wall: an olive or a lemon tree, a cypress, bougainvillea on the wall
                near = math.hypot(xc - cx, y - cy) < 90
                gg = gn if near else gt
                box('yardwall', xc - w / 2, xc + w / 2, y - 0.2, y + 0.2, z - 1, z + 2.2, r.choice(M['walls']))
                if near or r.random() < 0.5:
                    N.bougainvillea(gn if near else gt, [(xc - w / 2 + 0.3, y - 0.25, z + 2.2), (xc + w / 2 - 0.3, y - 0.25, z + 2.2)], seed=r.randrange(9999),
                                    n=int(w * (30 if near else 10)), size=0.07 if near else 0.12)
                q = r.random()
                ttx, tty = xc + r.uniform(-w / 4, w / 4), y + d / 2
                tz = H(ttx, tty)
                lod = 1 if near else 2
                # the mix: olives and lemon trees low in the yards, cypresses and umbrella pines (which rise over the roofs)
                qo, qb, qc = sd.get('yard_mix', (0.4, 0.7, 0.85))
                if q < qo:
                    N.olive(gg, ttx, tty, tz, r.uniform(5, 7), seed=r.randrange(99999), lod=lod, leaves=ol, bk=bk)
                elif q < qb:
                    N.broadleaf(gg, ttx, tty, tz, r.uniform(5, 8), seed=r.randrange(99999), lod=lod, leaves=bl, bk=bk)
                elif q < qc:
                    N.cypress(gg, ttx, tty, tz, r.uniform(11, 16), seed=r.randrange(99999), seg=12, rings=18, mat=cyp)
                else:
                    N.umbrella_pine(gg, ttx, tty, tz, r.uniform(12, 16), seed=r.randrange(99999), lod=lod, leaves=pl, bk=bk)
                ntr += 1
        y += d + r.uniform(4.0, 6.0)  # the street between two rows
    # the small square at the tower's foot, a tree at each corner
    box('square', tx - 16, tx + 16, ty - 16, ty + 16, g0 - 3, g0 + 0.05, tiles('#cbbba0', '#a89980', 0.7, 0.6, name='piazza'))
    for (sx, sy) in ((-12, -12), (12, -12), (-12, 12), (12, 12)):
        N.broadleaf(gt, tx + sx, ty + sy, g0, 6.5, seed=300 + sx + sy * 3, lod=1, leaves=bl, bk=bk)
    g.flush(smooth=False)
    gt.flush(smooth=True)
    gn.flush(smooth=True)
    print(f'CLOCKTOWN {nh} houses, {ntr} courtyards', flush=True)
    town.clock_tower(tx, ty, g0, t['lamps'])
    if sd.get('tower_stone'):
        # the quoins, string courses, cornices and belfry in weathered travertine instead of plain cream paint
        ts = travertine(sd['tower_stone'], 'towerstone')
        for ob in bpy.data.objects:
            if ob.type == 'MESH' and ob.data.materials and ob.data.materials[0] and ob.data.materials[0].name.startswith('quoinstone'):
                ob.data.materials[0] = ts
    # its floodlights stand on roofs over the houses between the square and the camera (from the street they lit
    # the nearest walls white)
    for ob in bpy.data.objects:
        if ob.name.startswith('flood'):
            ob.location.z = g0 + sd.get('flood_z', 20.0)
            town._aim(ob, (tx, ty, g0 + 42))
    A.terrain('headland', -1400, 900, 600, 500, 260, 53, z0=-30,
              mat=N.rock_mat(c='#8a8767', dark='#4f5240', scrub='#4f5e33', dry='#7b7a4c', wet=False))
    c = sd.get('clouds')
    if c:
        import sky
        sky.clouds_from(sc, sd['tod'], sd['sun_azimuth'], c)
    return {}, {}


BUILDERS['clocktower2'] = clocktower2


# ---------------------------------------------------------------- the Roman temple ruin


def travertine(c='#dccdb0', name='travertine'):
    """Weathered travertine: cream stone in fine horizontal bands, its pores (small dark pits, drawn out along the
    beds) and a pitted bump, grey-brown weathering and lichen in patches, darker low down where rain splashes."""
    c = col(c)

    def make():
        m, nt, b = _mat(name)
        v = _coord(nt)
        from lib import _mapping
        # bands along the bed (z stretched), warped
        bands = _noise(nt, _mapping(nt, v, (1.2, 1.2, 9.0)), 1.0, 3, 0.55, distortion=0.6)
        base = _ramp(nt, bands.outputs['Fac'], [(0.3, _shade(c, 0.82)), (0.5, c), (0.7, _shade(c, 1.08))])
        # pores: Voronoi pits drawn out horizontally
        vor = nt.nodes.new('ShaderNodeTexVoronoi')
        vor.feature = 'F1'
        vor.inputs['Scale'].default_value = 9.0
        nt.links.new(_mapping(nt, v, (1.0, 1.0, 3.2)), vor.inputs['Vector'])
        pit = _ramp(nt, vor.outputs['Distance'], [(0.06, (0, 0, 0)), (0.16, (1, 1, 1))])
        # weathering: grey-brown patches and dark lichen spots at a larger scale
        wn = _noise(nt, v, 0.45, 3, 0.6)
        wf = _ramp(nt, wn.outputs['Fac'], [(0.5, (0, 0, 0)), (0.7, (1, 1, 1))])
        m1 = nt.nodes.new('ShaderNodeMix')
        m1.data_type = 'RGBA'
        nt.links.new(wf, m1.inputs['Factor'])
        nt.links.new(base, m1.inputs[6])
        m1.inputs[7].default_value = (*_shade(col('#a49a86'), 1.0), 1)
        ln = _noise(nt, v, 2.0, 2, 0.5)
        lf = _ramp(nt, ln.outputs['Fac'], [(0.64, (0, 0, 0)), (0.74, (0.55, 0.55, 0.55))])
        m2 = nt.nodes.new('ShaderNodeMix')
        m2.data_type = 'RGBA'
        nt.links.new(lf, m2.inputs['Factor'])
        nt.links.new(m1.outputs[2], m2.inputs[6])
        m2.inputs[7].default_value = (*col('#8a8571'), 1)
        # the pits darken the colour
        pc = _ramp(nt, vor.outputs['Distance'], [(0.04, _shade(c, 0.6)), (0.12, (1, 1, 1))])
        nt.links.new(_multiply(nt, m2.outputs[2], pc), b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.88
        b.inputs['Specular'].default_value = 0.25
        # bump: pits plus a coarse erosion
        add = nt.nodes.new('ShaderNodeMath')
        add.operation = 'ADD'
        er = _noise(nt, v, 6.0, 3, 0.6)
        nt.links.new(pit, add.inputs[0])
        nt.links.new(er.outputs['Fac'], add.inputs[1])
        _bump(nt, b, add.outputs[0], 0.45, 0.02)
        return m

    return cached(('travertine', c, name), make)


def _chip(p, off, depth, r):
    """How far a point on a block's surface is pushed in: noise, strongest at edges and corners."""
    n = noise.noise(Vector(p) * (1.0 / r) + off)
    n2 = noise.noise(Vector(p) * (2.7 / r) + off * 1.7)
    return depth * max(0.0, 0.55 * n + 0.3 * n2 + 0.15)


def chipped_box(g, mat, x0, x1, y0, y1, z0, z1, seed=0, depth=0.08, r=0.22, step=0.12, rot=None):
    """A stone block with its edges and corners chipped and worn (the surface pushed in by noise near the edges),
    written into a Geo. rot: (angle about z, centre) or None; returns nothing."""
    off = Vector((seed * 7.3, seed * 3.1, seed * 5.7))
    lo, hi = (x0, y0, z0), (x1, y1, z1)
    n = [max(2, int(round((hi[i] - lo[i]) / step))) for i in range(3)]
    bm = bmesh.new()

    def P(i, j, k):
        p = [lo[0] + (hi[0] - lo[0]) * i / n[0], lo[1] + (hi[1] - lo[1]) * j / n[1], lo[2] + (hi[2] - lo[2]) * k / n[2]]
        w = []
        for a in range(3):
            t = min(p[a] - lo[a], hi[a] - p[a])
            w.append(max(0.0, 1 - t / r))
        ws = sorted(w)
        edge = ws[1]  # near two faces: an edge
        d = _chip(p, off, depth, r) * (0.25 + 0.75 * edge) + 0.004 * edge
        q = list(p)
        for a in range(3):
            if w[a] > 0:
                s = 1 if (p[a] - lo[a]) < (hi[a] - p[a]) else -1
                q[a] += s * d * w[a]
        return tuple(q)

    verts = {}

    def V(i, j, k):
        key = (i, j, k)
        if key not in verts:
            verts[key] = P(i, j, k)
        return key

    faces = []
    nx, ny, nz = n
    for j in range(ny):
        for k in range(nz):
            faces.append((V(0, j, k), V(0, j, k + 1), V(0, j + 1, k + 1), V(0, j + 1, k)))
            faces.append((V(nx, j, k), V(nx, j + 1, k), V(nx, j + 1, k + 1), V(nx, j, k + 1)))
    for i in range(nx):
        for k in range(nz):
            faces.append((V(i, 0, k), V(i + 1, 0, k), V(i + 1, 0, k + 1), V(i, 0, k + 1)))
            faces.append((V(i, ny, k), V(i, ny, k + 1), V(i + 1, ny, k + 1), V(i + 1, ny, k)))
    for i in range(nx):
        for j in range(ny):
            faces.append((V(i, j, 0), V(i, j + 1, 0), V(i + 1, j + 1, 0), V(i + 1, j, 0)))
            faces.append((V(i, j, nz), V(i + 1, j, nz), V(i + 1, j + 1, nz), V(i, j + 1, nz)))
    keys = list(verts)
    idx = {k: t for t, k in enumerate(keys)}
    pts = [verts[k] for k in keys]
    if rot:
        a, (cx, cy, cz), tilt = rot if len(rot) == 3 else (rot[0], rot[1], 0.0)
        ca, sa = math.cos(a), math.sin(a)
        ct, st = math.cos(tilt), math.sin(tilt)
        out = []
        for (x, y, z) in pts:
            x, y, z = x - cx, y - cy, z - cz
            y, z = y * ct - z * st, y * st + z * ct  # tilt about x
            out.append((cx + x * ca - y * sa, cy + x * sa + y * ca, cz + z))
        pts = out
    g.add(mat, pts, [tuple(idx[k] for k in f) for f in faces])
    bm.free()


def drum(g, mat, x, y, z0, z1, r0, r1, seed=0, flutes=20, broken=0.0, lying=None, chip=1.0):
    """One fluted column drum of weathered stone (concave flutes between fillets), its edges worn and chipped, a
    jagged top when `broken`; lying: (heading, z of its axis) lays it on its side. Written into a Geo."""
    rr = rng(seed)
    off = Vector((rr.random() * 90, rr.random() * 90, rr.random() * 90))
    seg = flutes * 6
    h = z1 - z0
    rings = max(4, int(h / 0.12))
    V, F = [], []
    for j in range(rings + 1):
        t = j / rings
        e = min(t * h, (1 - t) * h)  # distance to the nearer end
        wear = 0.035 * max(0.0, 1 - e / 0.08) ** 1.5
        for i in range(seg):
            a = math.tau * i / seg
            f = 0.5 + 0.5 * math.cos(flutes * a)
            r = r0 + (r1 - r0) * t
            rad = r * (1 - 0.05 * (1 - f ** 0.35))
            p = Vector((math.cos(a) * r, math.sin(a) * r, t * h))
            ch = max(0.0, noise.noise(p * 2.2 + off) * 0.6 + noise.noise(p * 6.0 + off) * 0.4 - 0.15) * chip
            rad -= rad * wear + ch * 0.06 * (0.3 + 2.5 * max(0.0, 1 - e / 0.25)) + 0.006 * noise.noise(p * 14 + off)
            zz = t * h
            if j == rings and broken:
                zz -= broken * (0.5 + 0.5 * math.sin(a * 2 + seed)) + rr.random() * broken * 0.3
            V.append((rad * math.cos(a), rad * math.sin(a), zz))
    for j in range(rings):
        for i in range(seg):
            k = (i + 1) % seg
            F.append((j * seg + i, j * seg + k, (j + 1) * seg + k, (j + 1) * seg + i))
    # end caps (a fan to the centre, the broken one a little sunk), on rings of their own so the smooth shading of
    # the shaft does not bleed into them (shared rim vertices shaded the caps like scallop shells)
    for (jr, zc, flip) in ((0, 0.0, True), (rings, h - broken * 0.6, False)):
        o = len(V)
        V.extend(V[jr * seg:(jr + 1) * seg])
        V.append((0.0, 0.0, zc))
        c = len(V) - 1
        for i in range(seg):
            k = (i + 1) % seg
            f = (o + i, o + k, c)
            F.append(f[::-1] if flip else f)
    if lying:
        hd, za = lying
        ch_, sh_ = math.cos(hd), math.sin(hd)
        out = []
        for (px, py, pz) in V:
            # the axis along the heading: local z -> horizontal
            ax = pz - h / 2
            out.append((x + ax * ch_ - px * sh_, y + ax * sh_ + px * ch_, za + py))
        V = out
    else:
        V = [(x + px, y + py, z0 + pz) for (px, py, pz) in V]
    g.add(mat, V, F)


def capital(g, mat, x, y, z, r, seed=0):
    """A Doric capital: necking, a worn echinus and a square abacus with chipped corners."""
    rr = rng(seed)
    off = Vector((rr.random() * 50, rr.random() * 50, 0))
    prof = [(r * 0.97, 0.0), (r * 0.97, 0.12), (r * 1.02, 0.16), (r * 0.98, 0.2), (r * 1.02, 0.26), (r * 1.25, 0.46), (r * 1.42, 0.56)]
    seg = 48
    V, F = [], []
    for j, (pr, pz) in enumerate(prof):
        for i in range(seg):
            a = math.tau * i / seg
            p = Vector((math.cos(a), math.sin(a), pz * 2))
            rad = pr * (1 - max(0.0, noise.noise(p * 2.5 + off) - 0.1) * 0.12 * (j / len(prof)))
            V.append((x + rad * math.cos(a), y + rad * math.sin(a), z + pz))
    for j in range(len(prof) - 1):
        for i in range(seg):
            k = (i + 1) % seg
            F.append((j * seg + i, j * seg + k, (j + 1) * seg + k, (j + 1) * seg + i))
    g.add(mat, V, F)
    a = r * 1.5
    chipped_box(g, mat, x - a, x + a, y - a, y + a, z + 0.56, z + 0.84, seed=seed + 5, depth=0.14, r=0.3, step=0.1)


def column(g, mat, x, y, zb, H, R, seed=0, cap=True, broken_at=None):
    """A fluted Doric column on the stylobate at zb: a stack of drums (each a little off the one below, their joints
    worn), tapering from R; a chipped capital on top, or snapped at broken_at (m above zb)."""
    r = rng(seed)
    top = H if broken_at is None else broken_at
    z = zb
    dz = [r.uniform(1.05, 1.45) for _ in range(12)]
    k = 0
    ox = oy = 0.0
    while z < zb + top - 0.05:
        z1 = min(zb + top, z + dz[k])
        last = z1 >= zb + top - 1e-6
        t0, t1 = (z - zb) / H, (z1 - zb) / H
        ox += r.gauss(0, 0.012)
        oy += r.gauss(0, 0.012)
        drum(g, mat, x + ox, y + oy, z, z1 - 0.008, R * (1 - 0.16 * t0), R * (1 - 0.16 * t1), seed=seed * 31 + k,
             broken=(0.3 if (last and broken_at is not None) else 0.0))
        z = z1
        k += 1
    if cap and broken_at is None:
        capital(g, mat, x + ox, y + oy, zb + H, R * 0.84, seed=seed)
    return x + ox, y + oy


def boulder(g, mat, x, y, z, rx, ry, rz, seed=0):
    """A weathered limestone boulder or outcrop, half in the ground: a noise-displaced sphere, flattened."""
    r = rng(seed)
    off = Vector((r.random() * 40, r.random() * 40, r.random() * 40))
    bm = bmesh.new()
    bmesh.ops.create_icosphere(bm, subdivisions=3, radius=1.0)
    V = []
    for v in bm.verts:
        p = v.co.copy()
        d = 1 + 0.35 * noise.noise(p * 1.3 + off) + 0.15 * noise.noise(p * 3.5 + off)
        q = p * d
        # flat-ish facets: the top squashed, strata ledges
        zq = q.z
        zq = math.floor(zq * 3) / 3 * 0.5 + zq * 0.5
        V.append((x + q.x * rx, y + q.y * ry, z + zq * rz))
    F = [tuple(v.index for v in f.verts) for f in bm.faces]
    bm.free()
    g.add(mat, V, F)


def limestone_mat():
    """Weathered limestone for the boulders (boulder2): pale grey with a warm cast, mottled at three scales, crusts of
    white-grey and a little orange lichen on the faces that look up, dark lichen specks, dissolution pits, hairline
    cracks; darker in the crevices and stained with earth where it meets the ground (the mesh's 'wx' colour: R soil,
    G crevice)."""

    def make():
        m, nt, b = _mat('limestone')
        v = _coord(nt)
        at = nt.nodes.new('ShaderNodeAttribute')
        at.attribute_name = 'wx'
        sx = nt.nodes.new('ShaderNodeSeparateColor')
        nt.links.new(at.outputs['Color'], sx.inputs[0])
        n1 = _noise(nt, v, 0.9, 3, 0.6)
        n2 = _noise(nt, v, 6.0, 3, 0.65)
        base = _ramp(nt, n1.outputs['Fac'], [(0.3, col('#948b78')), (0.5, col('#b0a690')), (0.7, col('#c6bca4'))])
        c = _multiply(nt, base, _ramp(nt, n2.outputs['Fac'], [(0.3, (0.82, 0.82, 0.82)), (0.7, (1.08, 1.08, 1.06))]))
        # up-facing: lichen grows on the tops
        geo = nt.nodes.new('ShaderNodeNewGeometry')
        sn = nt.nodes.new('ShaderNodeSeparateXYZ')
        nt.links.new(geo.outputs['Normal'], sn.inputs[0])
        up = _ramp(nt, sn.outputs['Z'], [(0.05, (0, 0, 0)), (0.5, (1, 1, 1))])
        # pale crustose lichen: large soft patches
        n3 = _noise(nt, v, 3.4, 3, 0.65, 0.4)
        pale = _ramp(nt, n3.outputs['Fac'], [(0.52, (0, 0, 0)), (0.57, (1, 1, 1))])
        c = _mix(nt, _math(nt, 'MULTIPLY', pale, 0.9), c, col('#dcd9cd'))
        # orange lichen (Xanthoria): small patches, only on the tops
        n4 = _noise(nt, _mapping(nt, v, (1.7, 1.7, 1.7)), 3.0, 3, 0.7)
        og = _math(nt, 'MULTIPLY', _ramp(nt, n4.outputs['Fac'], [(0.62, (0, 0, 0)), (0.66, (0.85, 0.85, 0.85))]), up)
        c = _mix(nt, og, c, col('#c08c38'))
        # dark lichen specks and weathering
        vor = nt.nodes.new('ShaderNodeTexVoronoi')
        vor.inputs['Scale'].default_value = 16.0
        nt.links.new(v, vor.inputs['Vector'])
        n5 = _noise(nt, v, 1.6, 2, 0.6)
        spk = _math(nt, 'MULTIPLY', _ramp(nt, vor.outputs['Distance'], [(0.0, (0.9, 0.9, 0.9)), (0.22, (0, 0, 0))]),
                    _ramp(nt, n5.outputs['Fac'], [(0.45, (0, 0, 0)), (0.6, (1, 1, 1))]))
        c = _mix(nt, spk, c, col('#3e3c35'))
        # hairline cracks: the edges of large cells, some of them
        ck = nt.nodes.new('ShaderNodeTexVoronoi')
        ck.feature = 'DISTANCE_TO_EDGE'
        ck.inputs['Scale'].default_value = 2.2
        nt.links.new(_mapping(nt, v, (1.0, 1.0, 1.6)), ck.inputs['Vector'])
        n6 = _noise(nt, v, 1.1, 2, 0.5)
        crack = _math(nt, 'MULTIPLY', _ramp(nt, ck.outputs['Distance'], [(0.0, (1, 1, 1)), (0.035, (0, 0, 0))]),
                      _ramp(nt, n6.outputs['Fac'], [(0.45, (0, 0, 0)), (0.55, (1, 1, 1))]))
        # pits: small cells
        pit = nt.nodes.new('ShaderNodeTexVoronoi')
        pit.inputs['Scale'].default_value = 11.0
        nt.links.new(v, pit.inputs['Vector'])
        pits = _ramp(nt, pit.outputs['Distance'], [(0.0, (1, 1, 1)), (0.22, (0, 0, 0))])
        n7 = _noise(nt, v, 3.5, 2, 0.6)
        pits = _math(nt, 'MULTIPLY', pits, _ramp(nt, n7.outputs['Fac'], [(0.45, (0, 0, 0)), (0.6, (1, 1, 1))]))
        # darker in the crevices, the cracks and the pits; earth-stained at the foot
        dk = _math(nt, 'MAXIMUM', _math(nt, 'MULTIPLY', sx.outputs['Green'], 1.0), _math(nt, 'MAXIMUM', crack, _math(nt, 'MULTIPLY', pits, 0.5)))
        cr = _ramp(nt, dk, [(0.0, (1, 1, 1)), (1.0, (0.32, 0.3, 0.27))])
        c = _multiply(nt, c, cr)
        soil = _ramp(nt, sx.outputs['Red'], [(0.0, (0, 0, 0)), (1.0, (0.85, 0.85, 0.85))])
        nt.links.new(_mix(nt, soil, c, col('#6a5c40')), b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.92
        b.inputs['Specular'].default_value = 0.2
        n8 = _noise(nt, v, 24.0, 2, 0.7)
        h = _math(nt, 'SUBTRACT', _math(nt, 'MULTIPLY_ADD', n8.outputs['Fac'], 0.5, n2.outputs['Fac']), _math(nt, 'ADD', crack, pits))
        _bump(nt, b, h, 0.8, 0.04)
        return m

    return cached(('limestone',), make)


def boulder2(acc, x, y, z, rx, ry, rz, seed=0, Zf=None, sub=4):
    """A weathered limestone boulder (the meadow's `weathered`): a block of worn facets (the soft minimum of a dozen
    random planes, so its edges are rounded, not an egg), dissolution pits and a crack or two, sunk in the ground.
    acc: (V, F, W), W per vertex (soil: near the ground, crevice: how far pushed in), for limestone_mat."""
    r = rng(seed)
    off = Vector((r.random() * 40, r.random() * 40, r.random() * 40))
    planes = [(Vector((r.gauss(0, 1), r.gauss(0, 1), r.gauss(0, 0.8))).normalized(), r.uniform(0.62, 0.95)) for _ in range(r.randint(10, 15))]
    planes.append((Vector((r.gauss(0, 0.15), r.gauss(0, 0.15), 1.0)).normalized(), r.uniform(0.75, 0.92)))  # a flattish top
    cracks = []
    for _ in range(r.choice((0, 1, 1, 2))):
        a = r.uniform(0, math.pi)
        cracks.append((Vector((math.cos(a), math.sin(a), r.gauss(0, 0.25))).normalized(), r.uniform(-0.35, 0.35), r.uniform(0.05, 0.1)))
    bm = bmesh.new()
    bmesh.ops.create_icosphere(bm, subdivisions=sub, radius=1.0)
    V, F, W = acc
    o = len(V)
    k = 0.03
    for v in bm.verts:
        u = v.co.normalized()
        s = math.exp(-1.25 / k)
        for n, d in planes:
            cth = u.dot(n)
            if cth > 0.05:
                s += math.exp(-(d / cth) / k)
        rho = -k * math.log(s)
        rho *= 1 + 0.06 * noise.noise(u * 2.2 + off) + 0.025 * noise.noise(u * 6.5 + off)
        cv = 0.0
        pit = max(0.0, noise.noise(u * 8.0 + off * 1.3) - 0.3)
        rho -= 0.07 * pit
        cv = max(cv, min(1.0, pit * 2.5))
        p = u * rho
        for (cn, co, cw) in cracks:
            dd = abs(p.dot(cn) - co)
            if dd < cw:
                f = (1 - dd / cw) ** 2
                rho -= 0.09 * f
                cv = max(cv, f)
        p = u * rho
        wx, wy, wz = x + p.x * rx, y + p.y * ry, z + p.z * rz
        g = Zf(wx, wy) if Zf else z
        soil = max(0.0, min(1.0, 1 - (wz - g) / 0.25))
        V.append((wx, wy, wz))
        W.append((soil, cv, 0.0, 1.0))
    F.extend(tuple(o + v.index for v in f.verts) for f in bm.faces)
    bm.free()


def boulders_flush(acc, mat, name='boulders2'):
    V, F, W = acc
    me = bpy.data.meshes.new(name)
    me.from_pydata(V, [], F)
    me.polygons.foreach_set('use_smooth', [True] * len(me.polygons))
    me.use_auto_smooth = True
    me.auto_smooth_angle = math.radians(48)
    at = me.color_attributes.new('wx', 'FLOAT_COLOR', 'POINT')
    at.data.foreach_set('color', [c for w in W for c in w])
    me.materials.append(mat)
    return link(bpy.data.objects.new(name, me))


# ---------------------------------------------------------------- the temple's ground: a Mediterranean meadow
# helper "ruins3", 2026-11-30: dense dry grass in clumps and drifts of mixed heights with seed heads, a low
# thatch of short tufts under it, maquis mounds (lentisk, myrtle, rosemary), a few yellow broom bushes, sparse
# poppies and daisies, a worn earth path to the temple's stair, grass around the fallen stones' bases; its settings
# are the scene's `meadow`. (It replaced separate dry tufts on bare earth, which read as a stubble field.)
# helper "ruins4", 2026-11-30, three more `meadow` keys (off by default): `twigs` (bush: maquis grown from twigs
# into leaf clusters with air between them, not dark mounds), `stems` (flowers on round stems with leaves, poppy
# buds), `weathered` (boulder2 and limestone_mat: faceted, pitted, cracked, lichened boulders sunk in the grass).


def thatch_mat():
    """The ground under a dry meadow: grass litter and earth, olive-brown and straw mottled at three scales."""

    def make():
        m, nt, b = _mat('thatch')
        v = _coord(nt)
        n1 = _noise(nt, v, 0.25, 3, 0.6)
        n2 = _noise(nt, v, 2.2, 3, 0.6)
        n3 = _noise(nt, v, 18.0, 2, 0.7)
        c1 = _ramp(nt, n1.outputs['Fac'], [(0.35, col('#8a7c4a')), (0.55, col('#a48f58')), (0.7, col('#b39d66'))])
        c2 = _ramp(nt, n2.outputs['Fac'], [(0.3, (0.72, 0.72, 0.72)), (0.7, (1.1, 1.1, 1.1))])
        m1 = _multiply(nt, c1, c2)
        c3 = _ramp(nt, n3.outputs['Fac'], [(0.35, (0.8, 0.8, 0.8)), (0.65, (1.08, 1.08, 1.08))])
        nt.links.new(_multiply(nt, m1, c3), b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.97
        b.inputs['Specular'].default_value = 0.12
        _bump(nt, b, n3.outputs['Fac'], 0.7, 0.03)
        return m

    return cached(('thatch',), make)


def earth_mat():
    """A worn footpath: pale compacted earth with small pebbles and darker scuffs."""

    def make():
        m, nt, b = _mat('pathearth')
        v = _coord(nt)
        n1 = _noise(nt, v, 1.2, 3, 0.6)
        base = _ramp(nt, n1.outputs['Fac'], [(0.3, col('#877254')), (0.5, col('#9d8665')), (0.7, col('#b09977'))])
        vor = nt.nodes.new('ShaderNodeTexVoronoi')
        vor.inputs['Scale'].default_value = 28.0
        nt.links.new(v, vor.inputs['Vector'])
        peb = _ramp(nt, vor.outputs['Distance'], [(0.0, col('#d2c6ad')), (0.18, col('#d2c6ad')), (0.26, (1, 1, 1))])
        nt.links.new(_multiply(nt, base, peb, 0.5), b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.95
        b.inputs['Specular'].default_value = 0.15
        n3 = _noise(nt, v, 30.0, 2, 0.7)
        add = nt.nodes.new('ShaderNodeMath')
        add.operation = 'ADD'
        nt.links.new(n3.outputs['Fac'], add.inputs[0])
        pk = _ramp(nt, vor.outputs['Distance'], [(0.0, (0.6, 0.6, 0.6)), (0.2, (0, 0, 0))])
        nt.links.new(pk, add.inputs[1])
        _bump(nt, b, add.outputs[0], 0.5, 0.02)
        return m

    return cached(('pathearth',), make)


def _views(sd, margin=1.12):
    """From the scene's shots: seen(x, y, h) -> the point (with something h m tall on it) is in some shot's view;
    dist(x, y) -> metres to the nearest camera along its view."""
    cams = []
    for s in sd.get('shots') or []:
        c = s.get('camera')
        if not c:
            continue
        px, py, pz = c['pos']
        fx, fy = c['target'][0] - px, c['target'][1] - py
        L = math.hypot(fx, fy)
        fx, fy = fx / L, fy / L
        w, h = s.get('width', 4), s.get('height', 3)
        sw = 36.0 if w >= h else 36.0 * w / h
        sh = sw * h / w
        t = sw / 2 / c.get('lens', 28) * margin
        tb = (sh / 2 - c.get('shift_y', 0.0) * max(sw, 36.0 if w < h else sw)) / c.get('lens', 28)
        cams.append((px, py, pz, fx, fy, t, tb))

    def depth(x, y):
        best = 1e9
        for (px, py, pz, fx, fy, t, tb) in cams:
            dx, dy = x - px, y - py
            d = dx * fx + dy * fy
            if d > 0.3 and abs(dx * fy - dy * fx) < d * t + 0.6:
                best = min(best, d)
        return best

    def seen(x, y, h=0.5):
        for (px, py, pz, fx, fy, t, tb) in cams:
            dx, dy = x - px, y - py
            d = dx * fx + dy * fy
            if d < 0.3 or abs(dx * fy - dy * fx) > d * t + 0.6:
                continue
            # below the frame's bottom edge even with its top at h?
            if tb > 0 and (pz - h) / d > tb * 1.05:
                continue
            return True
        return not cams

    return seen, depth


def _blades(P, x, y, z, hh, nb, r, w=(0.004, 0.007), lean=(0.15, 0.65), wind=None, spread=0.05, Pb=None):
    """nb bent grass blades (a tapering card: a quad to mid height, a triangle to the tip) from a tuft at (x, y, z),
    written straight into a Geo part P (mat, V, F); Pb: a part for the quads (a darker, shaded foot) or None."""
    V, F = P[1], P[2]
    Vb, Fb = (Pb[1], Pb[2]) if Pb else (V, F)
    for _ in range(nb):
        a = r.uniform(0, math.tau) if wind is None or r.random() < 0.45 else wind + r.gauss(0, 0.6)
        ln = r.uniform(*lean)
        L = hh * r.uniform(0.55, 1.1)
        ww = r.uniform(*w)
        dx, dy = math.cos(a), math.sin(a)
        s = r.uniform(0, spread)
        bx, by = x + dx * s, y + dy * s
        px, py = -dy * ww, dx * ww
        mx, my, mz = bx + dx * L * ln * 0.3, by + dy * L * ln * 0.3, z + L * 0.55
        tip = (bx + dx * L * ln, by + dy * L * ln, z + L * (0.97 - ln * 0.35))
        if Pb:
            o = len(Vb)
            Vb.extend(((bx - px, by - py, z - 0.03), (bx + px, by + py, z - 0.03), (mx + px * 0.7, my + py * 0.7, mz), (mx - px * 0.7, my - py * 0.7, mz)))
            Fb.append((o, o + 1, o + 2, o + 3))
            o = len(V)
            V.extend(((mx + px * 0.7, my + py * 0.7, mz), (mx - px * 0.7, my - py * 0.7, mz), tip))
            F.append((o + 1, o, o + 2))
            continue
        o = len(V)
        V.extend(((bx - px, by - py, z - 0.03), (bx + px, by + py, z - 0.03), (mx + px * 0.7, my + py * 0.7, mz),
                  (mx - px * 0.7, my - py * 0.7, mz), tip))
        F.append((o, o + 1, o + 2, o + 3))
        F.append((o + 3, o + 2, o + 4))


def _stalks(P, H, x, y, z, hh, n, r, wind):
    """Seed stalks (wild oats, barley): a thin straight stem and a slender head (a narrow diamond) near its top."""
    V, F = P[1], P[2]
    Vh, Fh = H[1], H[2]
    for _ in range(n):
        a = wind + r.gauss(0, 0.8) if wind is not None else r.uniform(0, math.tau)
        ln = r.uniform(0.05, 0.3)
        L = hh * r.uniform(1.05, 1.45)
        dx, dy = math.cos(a), math.sin(a)
        tx, ty, tz = x + dx * L * ln, y + dy * L * ln, z + L * (1 - ln * 0.2)
        w = 0.0022
        px, py = -dy * w, dx * w
        o = len(V)
        V.extend(((x - px, y - py, z - 0.02), (x + px, y + py, z - 0.02), (tx + px, ty + py, tz), (tx - px, ty - py, tz)))
        F.append((o, o + 1, o + 2, o + 3))
        # the head: along the stem's top, a little nodding, wide across the view
        hl = r.uniform(0.05, 0.09)
        hw = r.uniform(0.007, 0.012)
        b = r.uniform(0, math.tau)
        qx, qy = math.cos(b) * hw, math.sin(b) * hw
        hx, hy, hz = tx + dx * hl * 0.35, ty + dy * hl * 0.35, tz + hl * 0.85
        cx, cy, cz = (tx + hx) / 2, (ty + hy) / 2, (tz + hz) / 2
        o = len(Vh)
        Vh.extend(((tx, ty, tz - 0.01), (cx + qx, cy + qy, cz), (hx, hy, hz), (cx - qx, cy - qy, cz)))
        Fh.append((o, o + 1, o + 2, o + 3))


def flower(g, petals, centre, stem, x, y, z, h, r, kind='poppy', stems=None):
    """A wildflower: a thin stem and a head of petal cards (a poppy's four broad petals in a cup, a daisy's ring of
    narrow rays) round a small centre, the head tipped toward a random side. stems (the meadow's `stems`): (stem
    radius, leaf material, bud material): the stem a round tube bending over to the head (seen from any side), two or
    three small leaves on it, and on a poppy now and then a nodding bud on a hooked stalk."""
    a = r.uniform(0, math.tau)
    ln = r.uniform(0.0, 0.12)
    if stems:
        sr, lmat, bmat = stems
        ln = 0.04 + ln * 1.5
        r0, r = r, rng(int(x * 1000) * 7919 + int(y * 1000))  # its own draws: the meadow's stay as they were
        ca, sa = math.cos(a), math.sin(a)
        pts = []
        for k in range(5):
            t = k / 4
            bend = ln * t ** 1.6  # straight low down, curving over toward the head
            pts.append((x + ca * h * bend, y + sa * h * bend, z - 0.02 + (h + 0.02) * (t - 0.25 * bend * t)))
        g.tube(stem, pts, [sr * 1.15, sr, sr * 0.95, sr * 0.85, sr * 0.8], seg=3)
        tx, ty, tz = pts[-1]
        # leaves: small lanceolate cards low on the stem, arching out
        for k in range(r.randint(2, 3)):
            t = r.uniform(0.12, 0.45)
            b0 = Vector(pts[int(t * 4)]).lerp(Vector(pts[int(t * 4) + 1]), (t * 4) % 1)
            la = r.uniform(0, math.tau)
            ll = h * r.uniform(0.12, 0.2) + 0.02
            dv = Vector((math.cos(la), math.sin(la), r.uniform(0.3, 0.9))).normalized()
            sd_ = Vector((-dv.y, dv.x, 0)).normalized() * ll * (0.22 if kind == 'poppy' else 0.15)
            tip = b0 + dv * ll + Vector((0, 0, -ll * 0.25))
            mid = b0 + dv * (ll * 0.5)
            g.add(lmat, [tuple(b0), tuple(mid + sd_), tuple(tip), tuple(mid - sd_)], [(0, 1, 2, 3)])
        if kind == 'poppy' and r.random() < 0.35:
            # a bud: a hooked stalk from low on the stem, the bud hanging from its crook
            b0 = Vector(pts[1])
            ba = a + r.uniform(1.5, 4.5)
            bh = h * r.uniform(0.55, 0.85)
            bx, by = math.cos(ba) * 0.05, math.sin(ba) * 0.05
            top = b0 + Vector((bx, by, bh))
            crook = top + Vector((bx * 0.6, by * 0.6, -0.035))
            g.tube(stem, [tuple(b0), tuple(b0 + Vector((bx * 0.5, by * 0.5, bh * 0.6))), tuple(top), tuple(crook)], [sr, sr * 0.9, sr * 0.8, sr * 0.7], seg=3)
            bc = crook + Vector((0, 0, -0.012))
            bs = 0.011
            g.tube(bmat, [tuple(bc + Vector((0, 0, bs))), tuple(bc), tuple(bc - Vector((0, 0, bs * 1.3)))], [bs * 0.5, bs, bs * 0.25], seg=5)
        r = r0
    else:
        w = 0.003
        tx, ty, tz = x + math.cos(a) * h * ln, y + math.sin(a) * h * ln, z + h
        px, py = -math.sin(a) * w, math.cos(a) * w
        g.add(stem, [(x - px, y - py, z - 0.02), (x + px, y + py, z - 0.02), (tx + px, ty + py, tz), (tx - px, ty - py, tz)], [(0, 1, 2, 3)])
    c = Vector((tx, ty, tz))
    up = Vector((math.cos(a) * 0.35, math.sin(a) * 0.35, 1.0)).normalized()
    if stems:  # the head faces the way its stem bends: nodding a little, each differently
        up = Vector((math.cos(a) * ln * 3.0, math.sin(a) * ln * 3.0, 1.0)).normalized()
    e1 = up.cross(Vector((0.31, 0.95, 0.0))).normalized()
    e2 = up.cross(e1).normalized()
    if kind == 'poppy':
        n, L, W, cup, cr = 4, r.uniform(0.034, 0.046), 0.9, 0.7, 0.008
    elif kind == 'daisy':
        n, L, W, cup, cr = 13, r.uniform(0.014, 0.019), 0.22, 0.12, 0.006
    else:  # a yellow crown daisy
        n, L, W, cup, cr = 11, r.uniform(0.018, 0.024), 0.3, 0.2, 0.008
    t0 = r.uniform(0, math.tau)
    for k in range(n):
        t = t0 + math.tau * k / n + r.gauss(0, 0.08)
        d = (e1 * math.cos(t) + e2 * math.sin(t))
        side = (e1 * -math.sin(t) + e2 * math.cos(t)) * (L * W * 0.5)
        out = (d * math.cos(cup) + up * math.sin(cup)).normalized()
        b0 = c + d * cr * 0.5
        tip = b0 + out * L
        mid = b0 + out * (L * 0.55)
        g.add(petals, [tuple(b0 - side * 0.3), tuple(mid - side), tuple(tip + up * 0.002), tuple(mid + side), tuple(b0 + side * 0.3)],
              [(0, 1, 2, 3), (0, 3, 4)])
    # the centre: a small raised disc
    V = [tuple(c + up * 0.004)]
    for k in range(6):
        t = math.tau * k / 6
        V.append(tuple(c + (e1 * math.cos(t) + e2 * math.sin(t)) * cr))
    g.add(centre, V, [(0, 1 + k, 1 + (k + 1) % 6) for k in range(6)])


def maquis(g, mats, core, x, y, z, rad, h, seed, leaf=0.05, narrow=0.4, dens=1.0, flowers=None, fl_frac=0.0, core_k=0.9):
    """A maquis mound (lentisk, myrtle, rosemary): a dense low dome of small leaf sprays round a dark, lumpy core
    (so it reads as a solid bush, not a cloud of cards), sunk a little into the ground."""
    r = rng(seed)
    off = Vector((r.random() * 40, r.random() * 40, r.random() * 40))
    ry = rad * r.uniform(0.75, 1.1)
    # the core: a noise-displaced, flattened sphere
    bm = bmesh.new()
    bmesh.ops.create_icosphere(bm, subdivisions=2, radius=1.0)
    V = []
    for v in bm.verts:
        p = v.co.copy()
        d = 0.82 + 0.18 * noise.noise(p * 1.8 + off)
        V.append((x + p.x * rad * d * core_k, y + p.y * ry * d * core_k, z - 0.12 * h + max(p.z, -0.3) * h * d * core_k))
    F = [tuple(v.index for v in f.verts) for f in bm.faces]
    bm.free()
    g.add(core, V, F)
    n = int(dens * 900 * rad * ry * (leaf / 0.05) ** -2 * (0.4 / max(narrow, 0.2)) ** 0.5)
    for _ in range(n):
        u = Vector((r.gauss(0, 1), r.gauss(0, 1), abs(r.gauss(0, 1)) + 0.05)).normalized()
        bump = 1 + 0.22 * noise.noise(u * 2.2 + off)
        p = Vector((x + u.x * rad * bump, y + u.y * ry * bump, z - 0.12 * h + u.z * h * bump))
        d = (u + Vector((r.gauss(0, 0.35), r.gauss(0, 0.35), 0.5))).normalized()
        ms = flowers if (flowers and u.z > 0.25 and r.random() < fl_frac) else mats
        N.spray(g, ms, p, d, r, n=4, L=leaf, W=leaf * narrow, spread=0.8, length=leaf * 1.3)


def bush(g, mats, tops, shade, twig, x, y, z, rad, h, seed, leaf=0.045, narrow=0.4, dens=1.0, flowers=None, fl_frac=0.0,
         upright=0.0, red=None):
    """A maquis bush grown from its twigs (the meadow's `twigs`): five to nine woody stems splaying from its foot and
    forking, each carrying clusters of small leaf sprays with air between them, so its outline is broken and open
    and twigs show in the gaps; each cluster in one of the bush's greens, the high ones in a sunlit tint (tops), a
    few low inner ones in shade; upright (0..1): rosemary and broom grow up, not out; red: a few reddish new shoots
    (lentisk)."""
    r = rng(seed)
    ry = rad * r.uniform(0.75, 1.1)
    ns = r.randint(6, 10)
    h *= 1.3  # its foot is lost in the grass: it stands up out of it as the solid mounds did
    base = Vector((x, y, z - 0.06))
    tw = 0.011 + 0.008 * rad
    cl = []  # (centre, radius, material list, outward direction)
    for i in range(ns):
        az = math.tau * (i + r.uniform(-0.35, 0.35)) / ns
        el = r.uniform(0.5, 1.2) * (1 - upright) + r.uniform(1.15, 1.45) * upright
        reach = r.uniform(0.7, 1.1)
        dv = Vector((math.cos(az) * math.cos(el), math.sin(az) * math.cos(el), math.sin(el)))
        p0 = base + Vector((r.gauss(0, 0.06 * rad), r.gauss(0, 0.06 * ry), 0))
        E = Vector((x + dv.x * rad * reach, y + dv.y * ry * reach, z + dv.z * h * reach * 1.05))
        M = p0.lerp(E, 0.45) + Vector((r.gauss(0, 0.06 * rad), r.gauss(0, 0.06 * rad), 0.08 * h))
        g.tube(twig, [tuple(p0), tuple(M), tuple(E)], [tw, tw * 0.7, tw * 0.35], seg=4)
        ends = [(E, 1.0)]
        for _ in range(r.randint(1, 3)):
            a2 = az + r.gauss(0, 0.6)
            e2 = el + r.gauss(0, 0.25)
            rc = reach * r.uniform(0.65, 1.05)
            d2 = Vector((math.cos(a2) * math.cos(e2), math.sin(a2) * math.cos(e2), math.sin(e2)))
            F2 = Vector((x + d2.x * rad * rc, y + d2.y * ry * rc, z + max(0.15, d2.z) * h * rc * 1.05))
            g.tube(twig, [tuple(M), tuple(M.lerp(F2, 0.5) + Vector((0, 0, 0.03 * h))), tuple(F2)], [tw * 0.6, tw * 0.42, tw * 0.22], seg=4)
            ends.append((F2, rc))
        for (P_, rc) in ends:
            out = (P_ - base)
            out.z *= 0.6
            out = out.normalized() if out.length > 1e-6 else Vector((0, 0, 1))
            cr = (0.09 + 0.12 * rad) * r.uniform(0.7, 1.2)
            cl.append((P_, cr, out))
            if r.random() < 0.4:  # one more along the twig, inside
                cl.append((M.lerp(P_, r.uniform(0.45, 0.75)), cr * r.uniform(0.7, 0.95), out))
    # a few low clusters in the crown's heart (it is not hollow), in shade
    for _ in range(r.randint(2, 4)):
        a = r.uniform(0, math.tau)
        P_ = Vector((x + math.cos(a) * rad * 0.3, y + math.sin(a) * ry * 0.3, z + h * r.uniform(0.15, 0.35)))
        cl.append((P_, (0.1 + 0.14 * rad), Vector((math.cos(a), math.sin(a), 0.4)).normalized()))
    for (c, cr, out) in cl:
        f = (c.z - z) / max(h, 1e-3)
        if f > 0.5 and r.random() < 0.8:
            ms = tops
        elif f < 0.3 and r.random() < 0.6:
            ms = shade
        elif red and r.random() < 0.08:
            ms = red
        else:
            ms = [mats[r.randrange(len(mats))]]
        if flowers and f > 0.4 and r.random() < fl_frac:
            ms = flowers
        n = int(dens * 1.05 * (cr / leaf) ** 2 * (0.4 / max(narrow, 0.1)) ** 0.8)  # narrow leaves: more of them
        for _ in range(max(3, n)):
            q = Vector((r.gauss(0, 1), r.gauss(0, 1), r.gauss(0, 1)))
            q = q.normalized() * (r.random() ** 0.5) if q.length > 1e-6 else q
            p = c + Vector((q.x * cr, q.y * cr, q.z * cr * (0.7 + 0.6 * upright)))
            d = (out * 0.6 + q * 0.5 + Vector((r.gauss(0, 0.3), r.gauss(0, 0.3), 0.45 + upright))).normalized()
            N.spray(g, ms, p, d, r, n=4, L=leaf, W=leaf * narrow, spread=0.8, length=leaf * 1.3)


def _path_strip(g, mat, pts, w, Z, r):
    """A worn earth path along a polyline: a strip on the ground, its width wandering, its edges ragged."""
    P = [Vector((p[0], p[1], 0)) for p in pts]
    # resample every 0.3 m
    S = []
    for a, b in zip(P, P[1:]):
        n = max(1, int((b - a).length / 0.3))
        for k in range(n):
            S.append(a.lerp(b, k / n))
    S.append(P[-1])
    m = 7
    V, F = [], []
    for i, p in enumerate(S):
        d = (S[min(i + 1, len(S) - 1)] - S[max(i - 1, 0)])
        d.z = 0
        d.normalize()
        side = Vector((-d.y, d.x, 0))
        ww = w * (0.85 + 0.45 * noise.noise(Vector((p.x / 3.0, p.y / 3.0, 5.5))))
        for j in range(m):
            t = j / (m - 1) * 2 - 1
            rag = 0.0
            if j in (0, m - 1):
                rag = 0.3 * noise.noise(Vector((p.x * 1.5, p.y * 1.5, j))) + r.uniform(-0.15, 0.1)
                rag = max(rag, -0.25 * ww / 2)  # never in past the next vertex (a fold shades as a dark crack)
            q = p + side * (t * ww / 2 + (rag if t > 0 else -rag))
            V.append((q.x, q.y, Z(q.x, q.y) + 0.012))
    for i in range(len(S) - 1):
        for j in range(m - 1):
            F.append((i * m + j, i * m + j + 1, (i + 1) * m + j + 1, (i + 1) * m + j))
    g.add(mat, V, F)
    return S


def meadow_ground(sd, Z, avoid, beds):
    """The meadow (sd['meadow'], a dict): see the section's comment. avoid(x, y): the podium and beyond the cliff;
    beds: the fallen stones' and boulders' footprints (x, y, half length, half width, heading)."""
    M = sd.get('meadow') or {}
    r = rng(M.get('seed', 31))
    seen, depth = _views(sd)
    gg = N.Geo('meadow')
    gs = N.Geo('maquis')
    gf = N.Geo('flowers')
    straw = [N.leaf_mat(c, 'mstraw%d' % k, sheen=0.2, rough=0.75, trans=0.4)
             for k, c in enumerate(('#c4a25a', '#a8863f', '#d2b878', '#93803f', '#b89650', '#c9b27a'))]
    greenish = [N.leaf_mat(c, 'mgreen%d' % k, sheen=0.15, rough=0.7, trans=0.3) for k, c in enumerate(('#8c8a4c', '#76783f', '#9a8f55'))]
    thatch_c = [N.leaf_mat(c, 'mthatch%d' % k, sheen=0.1, rough=0.85, trans=0.25) for k, c in enumerate(('#8f7d4c', '#7d7446', '#a38e5a'))]
    heads = N.leaf_mat('#e0cc95', 'mheads', sheen=0.4, rough=0.6, trans=0.55)
    # the blades' lower halves a shade darker and duller than their tips (a meadow is darker at its foot)
    feet = [N.leaf_mat(c, 'mfoot%d' % k, sheen=0.1, rough=0.8, trans=0.3) for k, c in enumerate(('#a48c4c', '#8a8648', '#887545'))]
    P = {m.name: gg._p(m) for m in straw + greenish + thatch_c + [heads] + feet}
    foot = M.get('feet', True)
    FT = {m.name: P[feet[0 if m in straw else 1 if m in greenish else 2].name] if foot else None for m in straw + greenish + thatch_c}
    path = M.get('path')
    pw = M.get('path_w', 0.9)
    segs = []
    if path:
        _path_strip(gg, earth_mat(), path, pw, Z, r)
        segs = list(zip(path, path[1:]))

    def path_d(x, y):
        best = 1e9
        for (a, b) in segs:
            ax, ay = b[0] - a[0], b[1] - a[1]
            t = max(0.0, min(1.0, ((x - a[0]) * ax + (y - a[1]) * ay) / (ax * ax + ay * ay)))
            best = min(best, math.hypot(x - a[0] - ax * t, y - a[1] - ay * t))
        return best

    grid = {}  # the footprints in 2 m cells (each in every cell within 1 m of it): a point looks only at its own cell

    def bed_add(b):
        beds.append(b)
        bx, by, hl, hw, hd = b
        e = max(hl, hw) + 1.0
        for i in range(int(math.floor((bx - e) / 2)), int(math.floor((bx + e) / 2)) + 1):
            for j in range(int(math.floor((by - e) / 2)), int(math.floor((by + e) / 2)) + 1):
                grid.setdefault((i, j), []).append(b)

    stones = list(beds)
    beds = []
    for b in stones:
        bed_add(b)

    def bed_d(x, y):
        """How far (m) outside the nearest footprint (negative inside); 1e9 when none is within ~1 m."""
        best = 1e9
        for (bx, by, hl, hw, hd) in grid.get((int(math.floor(x / 2)), int(math.floor(y / 2))), ()):
            dx, dy = x - bx, y - by
            c, s = math.cos(hd), math.sin(hd)
            u, v = abs(dx * c + dy * s) - hl, abs(-dx * s + dy * c) - hw
            best = min(best, math.hypot(max(u, 0.0), max(v, 0.0)) + min(max(u, v), 0.0))
        return best

    x0, x1, y0, y1 = M.get('area', (-30, 34, 2, 80))
    far = M.get('far', 75.0)
    wind = M.get('wind', 0.6)

    def drift(x, y):
        return noise.noise(Vector((x / 6.0, y / 6.0, 1.3))) + 0.45 * noise.noise(Vector((x / 2.2, y / 2.2, 4.7)))

    # 1. maquis (first: the grass keeps out of them): lentisk and myrtle (dark), rosemary (grey-green), in loose groups; a few yellow broom bushes
    lent = [N.leaf_mat(c, 'lentisk%d' % k, sheen=0.1, rough=0.65, trans=0.15) for k, c in enumerate(('#3f5129', '#4d5f31', '#5a6536'))]
    myrt = [N.leaf_mat(c, 'myrtle%d' % k, sheen=0.1, rough=0.6, trans=0.12) for k, c in enumerate(('#34482a', '#435a32'))]
    rosm = [N.leaf_mat(c, 'rosemary%d' % k, sheen=0.2, rough=0.7, trans=0.1) for k, c in enumerate(('#66735a', '#7b8668'))]
    rosfl = [N.leaf_mat('#9aa6c8', 'rosemaryfl', sheen=0.2, rough=0.7, trans=0.2)]
    broomg = [N.leaf_mat('#5c6b34', 'broomgreen', sheen=0.2, rough=0.6, trans=0.15)]
    broomy = [N.leaf_mat(c, 'broomyellow%d' % k, sheen=0.2, rough=0.55, trans=0.35) for k, c in enumerate(('#e8c224', '#f0d040'))]
    core = N.leaf_mat('#27321c', 'maquiscore', sheen=0.05, rough=0.9, trans=0.0)
    twigs = M.get('twigs', False)
    if twigs:  # bush(): each cluster in one of these; lentisk glossy olive-green, myrtle deeper, rosemary silvery
        twig = N.bark('#5a4d3e', 'maquistwig')

        def L_(cs, nm, sheen=0.15, rough=0.6, trans=0.15):
            return [N.leaf_mat(c, '%s%d' % (nm, k), sheen=sheen, rough=rough, trans=trans) for k, c in enumerate(cs)]
        T = dict(lent=L_(('#53672f', '#63763f', '#717c47', '#5d6e38', '#6f7650'), 'tlent', rough=0.5),
                 lenttop=L_(('#8f9c52', '#a0a35e', '#89955a'), 'tlenttop', sheen=0.25, rough=0.5, trans=0.35),
                 lentsh=L_(('#33422a',), 'tlentsh', sheen=0.05, rough=0.8, trans=0.05),
                 lentred=L_(('#7a4e32',), 'tlentred', sheen=0.2, rough=0.55, trans=0.3),
                 myrt=L_(('#476039', '#546d40', '#627848'), 'tmyrt', rough=0.45),
                 myrttop=L_(('#809a5c', '#8e9d63'), 'tmyrttop', sheen=0.25, rough=0.5, trans=0.35),
                 rosm=L_(('#6c7a5a', '#7b8866', '#889274'), 'trosm', sheen=0.3, rough=0.7, trans=0.1),
                 rosmtop=L_(('#9ea88a',), 'trosmtop', sheen=0.4, rough=0.7, trans=0.15),
                 rosmsh=L_(('#4c5745',), 'trosmsh', sheen=0.1, rough=0.8, trans=0.05),
                 broom=L_(('#75853f',), 'tbroomtop', sheen=0.2, rough=0.6, trans=0.2),
                 broomsh=L_(('#46532a',), 'tbroomsh', sheen=0.1, rough=0.7, trans=0.1))
    ns = 0
    for _ in range(M.get('shrubs', 600)):
        gx, gy = r.uniform(x0, x1), r.uniform(y0, y1)
        d = depth(gx, gy)
        if d > far * 1.1 or d < M.get('shrub_near', 10.0) or not seen(gx, gy, 1.0):
            continue
        if r.random() > (14.0 / d) ** 1.2:
            continue  # as many per metre of depth near as far: the near ones are the ones seen
        for _k in range(r.randrange(1, 4)):
            x, y = gx + r.gauss(0, 1.2), gy + r.gauss(0, 1.2)
            rad = r.uniform(0.45, 1.2 if d > 16 else 0.8)
            if avoid(x, y) or path_d(x, y) < pw * 0.5 + rad or bed_d(x, y) < rad * 0.7:
                continue
            q = r.random()
            z = Z(x, y)
            dn = 2.6 if d < 22 else 1.3  # leaves enough to hide the core where a leaf is bigger than a pixel
            if twigs:  # grown from twigs: open, broken outlines in varied greens, sunlit tops
                # far off (a leaf under a pixel) bigger leaves, denser: the same leaves' count, no see-through wisps
                fk, dn = (1.0, 2.6) if d < 22 else (1.4, 3.2)
                if q < M.get('broom', 0.1) and d > 18:
                    bush(gs, broomg, T['broom'], T['broomsh'], twig, x, y, z, rad * 0.8, rad * 1.5, r.randrange(9999), leaf=0.07 * fk, narrow=0.15,
                         dens=dn, flowers=broomy, fl_frac=0.5, upright=0.8)
                elif q < 0.5:
                    bush(gs, T['lent'], T['lenttop'], T['lentsh'], twig, x, y, z, rad, rad * 0.8, r.randrange(9999), leaf=0.045 * fk, dens=dn,
                         red=T['lentred'])
                elif q < 0.75:
                    bush(gs, T['myrt'], T['myrttop'], T['lentsh'], twig, x, y, z, rad * 0.85, rad * 0.9, r.randrange(9999), leaf=0.04 * fk, dens=dn)
                else:
                    bush(gs, T['rosm'], T['rosmtop'], T['rosmsh'], twig, x, y, z, rad * 0.8, rad * 0.8, r.randrange(9999), leaf=0.05 * fk, narrow=0.14,
                         flowers=rosfl, fl_frac=0.03, dens=dn, upright=0.6)
            elif q < M.get('broom', 0.1) and d > 18:
                maquis(gs, broomg, core, x, y, z, rad * 0.8, rad * 1.5, r.randrange(9999), leaf=0.07, narrow=0.15, dens=dn,
                       flowers=broomy, fl_frac=0.5, core_k=0.6)
            elif q < 0.5:
                maquis(gs, lent, core, x, y, z, rad, rad * 0.8, r.randrange(9999), leaf=0.045, dens=dn)
            elif q < 0.75:
                maquis(gs, myrt, core, x, y, z, rad * 0.85, rad * 0.9, r.randrange(9999), leaf=0.04, dens=dn)
            else:
                maquis(gs, rosm, core, x, y, z, rad * 0.8, rad * 0.75, r.randrange(9999), leaf=0.05, narrow=0.14,
                       flowers=rosfl, fl_frac=0.08, dens=dn)
            ns += 1
            bed_add((x, y, rad * 0.75, rad * 0.7, 0.0))  # the grass grows round it, not through it
    ok = 0
    # 2. clumps of dry grass in drifts: tall where the drift field is high, short between, a few bare patches
    nc = int((x1 - x0) * (y1 - y0) * M.get('clumps', 2.4))
    for _ in range(nc):
        x, y = r.uniform(x0, x1), r.uniform(y0, y1)
        d = depth(x, y)
        if d > far or not seen(x, y, 1.0):
            continue
        # thinner far away (bigger clumps there): keep all within 20 m
        if d > 20 and r.random() > (20 / d) ** 0.8:
            continue
        q = drift(x, y)
        if q < M.get('bare', -0.75):
            continue
        tall = max(0.0, min(1.0, (q + 0.25) / 0.7))
        hs = (0.18 + 0.55 * tall + r.uniform(-0.06, 0.1)) * M.get('tall', 1.0) * min(1.0, 0.55 + d / 18.0)
        pal = straw if noise.noise(Vector((x / 9.0, y / 9.0, 8.1))) > -0.25 else greenish
        spread = r.uniform(0.15, 0.45) * (1 if d < 25 else 1.6)
        nt = r.randrange(3, 9)
        mat = pal[r.randrange(len(pal))]
        for _t in range(nt):
            tx, ty = x + r.gauss(0, spread), y + r.gauss(0, spread)
            if avoid(tx, ty):
                continue
            pd = path_d(tx, ty)
            if pd < pw * 0.45:
                continue
            bd = bed_d(tx, ty)
            h = hs * r.uniform(0.7, 1.15)
            if bd < 0.05:
                continue
            if pd < pw * 0.9:
                h *= 0.45  # trodden at the path's edge
            z = Z(tx, ty)
            m = mat if r.random() < 0.8 else pal[r.randrange(len(pal))]
            nb = r.randrange(11, 18) if d < 30 else r.randrange(7, 11)
            ww = (0.006, 0.011) if d < 25 else (0.008, 0.013)
            _blades(P[m.name], tx, ty, z, h, nb, r, w=ww, wind=wind, Pb=FT[m.name])
            if tall > 0.35 and r.random() < M.get('heads', 0.35):
                _stalks(P[m.name], P[heads.name], tx, ty, z, h, r.randrange(1, 4), r, wind)
            ok += 1
    # 3. a low thatch of short tufts under it all, near the camera (the ground never reads as bare and flat)
    nt_ = int((x1 - x0) * (y1 - y0) * M.get('thatch', 55.0))
    for _ in range(nt_):
        x, y = r.uniform(x0, x1), r.uniform(y0, y1)
        d = depth(x, y)
        if d > M.get('thatch_far', 32.0) or not seen(x, y, 0.2) or avoid(x, y):
            continue
        if d > 13 and r.random() < 0.35:
            continue  # denser at the frame's foot, where the gaps show most
        pd = path_d(x, y)
        if (pd < pw * 0.3 and r.random() < 0.93) or (pd < pw * 0.6 and r.random() < 0.6):
            continue  # a few tufts in the path's middle, thin at its edges
        if bed_d(x, y) < 0.03:
            continue
        z = Z(x, y)
        m = thatch_c[r.randrange(3)] if r.random() < 0.7 else greenish[r.randrange(3)]
        _blades(P[m.name], x, y, z, r.uniform(0.08, 0.24), r.randrange(7, 11), r, w=(0.005, 0.009), lean=(0.3, 0.8), wind=wind, Pb=FT[m.name])
        ok += 1
    # 4. the stones bedded: short grass hugging each footprint, some leaning onto the stone
    for kb, (bx, by, hl, hw, hd) in enumerate(beds):
        if depth(bx, by) > far:
            continue
        c, s = math.cos(hd), math.sin(hd)
        per = 4 * (hl + hw)
        for _ in range(int(per * M.get('hug', 14) * (1.0 if kb < len(stones) else 0.4))):
            t = r.random() * per
            # a point on the rectangle's outline, pushed out a little
            if t < 2 * hl:
                u, v = -hl + t, -hw
            elif t < 2 * hl + 2 * hw:
                u, v = hl, -hw + (t - 2 * hl)
            elif t < 4 * hl + 2 * hw:
                u, v = hl - (t - 2 * hl - 2 * hw), hw
            else:
                u, v = -hl, hw - (t - 4 * hl - 2 * hw)
            o = r.uniform(0.03, 0.3)
            u += math.copysign(o, u) if abs(u) >= hl - 1e-6 else 0
            v += math.copysign(o, v) if abs(v) >= hw - 1e-6 else 0
            x, y = bx + u * c - v * s, by + u * s + v * c
            if avoid(x, y) or path_d(x, y) < pw * 0.5:
                continue
            a_in = math.atan2(by - y, bx - x)
            m = straw[r.randrange(len(straw))] if r.random() < 0.6 else thatch_c[r.randrange(3)]
            _blades(P[m.name], x, y, Z(x, y), r.uniform(0.15, 0.42), r.randrange(9, 14), r, w=(0.006, 0.01), wind=a_in, Pb=FT[m.name])
    # 5. wildflowers: poppies, daisies and yellow crown daisies in a few loose drifts, sparse
    red = N.leaf_mat('#c4281c', 'poppy', sheen=0.25, rough=0.5, trans=0.45)
    white = N.leaf_mat('#eee9dc', 'daisy', sheen=0.2, rough=0.55, trans=0.3)
    yellow = N.leaf_mat('#e9bd24', 'crowndaisy', sheen=0.2, rough=0.55, trans=0.35)
    dark = N.leaf_mat('#221c18', 'poppyeye', sheen=0.0, rough=0.8, trans=0.0)
    gold = N.leaf_mat('#d9a21b', 'daisyeye', sheen=0.1, rough=0.7, trans=0.1)
    stem = N.leaf_mat('#6a7a3c', 'flowerstem', sheen=0.1, rough=0.7, trans=0.2)
    stems = M.get('stems', False)
    if stems:  # round stems a shade darker than the straw, with leaves and (poppies) buds
        stem = N.leaf_mat('#56692e', 'flowerstem2', sheen=0.15, rough=0.7, trans=0.25)
        fleaf = N.leaf_mat('#5e7233', 'flowerleaf', sheen=0.15, rough=0.65, trans=0.3)
        fbud = N.leaf_mat('#62763a', 'poppybud', sheen=0.25, rough=0.6, trans=0.2)
    nf = 0
    for kind, petal, eye, groups, per in (('poppy', red, dark, M.get('poppies', (9, 22)), 1.6), ('daisy', white, gold, M.get('daisies', (5, 18)), 1.2),
                                          ('crown', yellow, gold, M.get('crowns', (4, 14)), 1.4)):
        ng, nper = groups
        made = 0
        tries = 0
        while made < ng and tries < ng * 40:
            tries += 1
            gx, gy = r.uniform(x0, x1), r.uniform(y0, y1)
            if path and r.random() < 0.5:  # half the drifts along the path, where the grass is short
                k_ = r.randrange(len(path) - 1)
                t_ = r.random()
                gx = path[k_][0] + (path[k_ + 1][0] - path[k_][0]) * t_ + r.choice((-1, 1)) * r.uniform(1.0, 2.5)
                gy = path[k_][1] + (path[k_ + 1][1] - path[k_][1]) * t_ + r.uniform(-1, 1)
            d = depth(gx, gy)
            if d > M.get('flower_far', 35.0) or d < 6 or not seen(gx, gy, 0.3):
                continue
            made += 1
            for _k in range(int(nper * r.uniform(0.5, 1.5))):
                x, y = gx + r.gauss(0, per), gy + r.gauss(0, per)
                if avoid(x, y) or path_d(x, y) < pw * 0.5 or bed_d(x, y) < 0.05:
                    continue
                h = {'poppy': r.uniform(0.38, 0.7), 'daisy': r.uniform(0.18, 0.35), 'crown': r.uniform(0.3, 0.6)}[kind]
                if stems:  # heads at more varied heights; stems most of a pixel wide at their distance
                    h *= 0.7 + 0.45 * (0.5 + 0.5 * noise.noise(Vector((x * 3.1, y * 3.1, 2.2))))
                    flower(gf, petal, eye, stem, x, y, Z(x, y), h, r, kind=kind, stems=(max(0.003, 0.0006 * min(depth(x, y), 40.0)), fleaf, fbud))
                else:
                    flower(gf, petal, eye, stem, x, y, Z(x, y), h, r, kind=kind)
                nf += 1
    gg.flush(smooth=True, shadow=M.get('shadow', True))
    gs.flush(smooth=True)
    gf.flush(smooth=True, shadow=False)
    print(f'MEADOW {ok} tufts, {ns} shrubs, {nf} flowers', flush=True)


def temple_ruins(sc, sd):
    """A Roman temple ruin at golden hour: a podium of travertine blocks with a broad stair, a front row of fluted
    Doric columns (three still under their entablature: architrave, triglyph frieze, cornice with mutules), a
    fourth standing alone, the others and the side colonnade snapped at different heights, the cella's walls
    reduced to a few courses; fallen drums, a capital and cornice blocks in dry grass, limestone outcrops; olives,
    cypresses and umbrella pines (nature.py); rocky, scrubby hills behind; a sky with clouds."""
    world_sky(sc, sd['tod'], sd['sun_azimuth'])
    trav = travertine()
    trav2 = travertine('#cdbb98', 'travertine2')
    # the ground: a Mediterranean meadow (meadow_ground; its settings sd['meadow']) on a thatch of grass litter
    field = A.terrain('field', 0, 200, 700, 700, 0.5, 41, mat=thatch_mat(), res=140, z0=0.0, rough=0.8)

    def Z(x, y):
        z = A.height_at(field, x, y)
        return 0.0 if z is None else z

    gs = N.Geo('temple')
    beds = []  # the fallen stones' and boulders' footprints (x, y, half length, half width, heading), for the meadow
    X0, X1, Y0, Y1 = sd.get('podium', (-6.4, 10.6, 20.0, 46.0))
    PZ = 2.0
    r = rng(sd.get('seed', 3))
    # the podium: courses of blocks (a moulded foot, a plain die, a crowning course that projects)
    courses = [(-0.6, 0.0, 0.25), (0.0, 0.5, 0.12), (0.5, 1.05, 0.0), (1.05, 1.6, 0.0), (1.6, PZ, 0.14)]
    sx0 = sd.get('stair', (-3.6, 7.8))
    for ci, (za, zb, pr) in enumerate(courses):
        for (ax, a0, a1, fixed, side) in (('x', X0, X1, Y0, -1), ('x', X0, X1, Y1, 1), ('y', Y0, Y1, X0, -1), ('y', Y0, Y1, X1, 1)):
            s = a0
            while s < a1 - 0.05:
                L = min(a1 - s, r.uniform(1.1, 1.9))
                t0, t1 = s, s + L
                s += L
                if ax == 'x' and side < 0 and sx0[0] < (t0 + t1) / 2 < sx0[1]:
                    continue  # the stair stands here
                if zb > 1.0 and r.random() < 0.12 and ci < len(courses) - 1:
                    continue  # a missing block (the core shows behind)
                dd = 0.6
                drop = r.uniform(0, 0.04)
                if ax == 'x':
                    y0_, y1_ = (fixed - pr, fixed - pr + dd) if side < 0 else (fixed - dd + pr, fixed + pr)
                    chipped_box(gs, trav2 if r.random() < 0.5 else trav, t0 + 0.006, t1 - 0.006, y0_, y1_, za, zb - 0.008 - drop, seed=r.randrange(999),
                                depth=0.07, r=0.18, step=0.15)
                else:
                    x0_, x1_ = (fixed - pr, fixed - pr + dd) if side < 0 else (fixed - dd + pr, fixed + pr)
                    chipped_box(gs, trav2 if r.random() < 0.5 else trav, x0_, x1_, t0 + 0.006, t1 - 0.006, za, zb - 0.008 - drop, seed=r.randrange(999),
                                depth=0.07, r=0.18, step=0.15)
    # the podium's core and its paving (big worn slabs)
    core = paint('#9d917c', 0.95, name='rubblecore', bump=0.3)
    box('podcore', X0 + 0.5, X1 - 0.5, Y0 + 0.5, Y1 - 0.5, -0.5, PZ - 0.25, core)
    yy = Y0 + 0.6
    while yy < Y1 - 0.6:
        L = r.uniform(1.2, 2.0)
        xx = X0 + 0.6
        while xx < X1 - 0.6:
            W = r.uniform(1.4, 2.4)
            if r.random() < 0.85:
                chipped_box(gs, trav2, xx + 0.01, min(X1 - 0.6, xx + W) - 0.01, yy + 0.01, min(Y1 - 0.6, yy + L) - 0.01, PZ - 0.25, PZ - r.uniform(0.0, 0.05),
                            seed=r.randrange(999), depth=0.05, r=0.2, step=0.3)
            xx += W
        yy += L
    # the stair: ten steps up the front between two cheek walls, worn and broken at the edges
    ns = 10
    rise = PZ / ns
    tread = 0.42
    for k in range(ns):
        z1 = (k + 1) * rise
        ya = Y0 - (ns - k) * tread
        xx = sx0[0]
        while xx < sx0[1] - 0.05:
            W = min(sx0[1] - xx, r.uniform(0.9, 1.6))
            if not (k > 5 and r.random() < 0.1):
                chipped_box(gs, trav, xx + 0.008, xx + W - 0.008, ya, Y0 + 0.3, z1 - 0.3 - rise, z1 - r.uniform(0, 0.03), seed=r.randrange(999),
                            depth=0.06, r=0.14, step=0.14)
            xx += W
    for cx_ in (sx0[0] - 0.8, sx0[1]):
        chipped_box(gs, trav2, cx_, cx_ + 0.8, Y0 - ns * tread - 0.2, Y0 + 0.3, -0.5, PZ * 0.75, seed=r.randrange(999), depth=0.1, r=0.25, step=0.15)
    # the columns: a front row of six, a side colonnade of seven on the right
    R = 0.56
    H = 8.6
    fy = Y0 + 1.3
    fx = [X0 + 1.2 + k * (X1 - X0 - 2.4) / 5 for k in range(6)]
    front = sd.get('front', [None, None, None, None, 4.1, 1.6])
    tops = []
    for k, (x, b) in enumerate(zip(fx, front)):
        tops.append(column(gs, trav, x, fy, PZ, H, R, seed=10 + k, broken_at=b))
    side = sd.get('side', [None, 5.7, 2.6, 0.9, 3.4, 1.2, 0.6])
    sy = [fy + 3.4 * (k + 1) for k in range(len(side))]
    for k, (y, b) in enumerate(zip(sy, side)):
        column(gs, trav, X1 - 1.2, y, PZ, H, R, seed=40 + k, broken_at=b)
    # the entablature on the three left columns, its right end broken off over the gap
    ze = PZ + H + 0.84
    ex0, ex1 = fx[0] - 0.85, fx[2] + 1.1
    ey0, ey1 = fy - 0.72, fy + 0.72
    # architrave in three blocks (joints over the columns), two fasciae
    joints = [ex0, (fx[0] + fx[1]) / 2 + 0.3, (fx[1] + fx[2]) / 2 + 0.2, ex1]
    for a, b in zip(joints, joints[1:]):
        chipped_box(gs, trav, a + 0.006, b - 0.006, ey0 + 0.06, ey1 - 0.06, ze, ze + 0.55, seed=r.randrange(999), depth=0.07, r=0.2, step=0.14)
        chipped_box(gs, trav, a + 0.006, b - 0.006, ey0, ey1, ze + 0.55, ze + 1.12, seed=r.randrange(999), depth=0.07, r=0.2, step=0.14)
    chipped_box(gs, trav2, ex0 - 0.05, ex1 - 0.2, ey0 - 0.08, ey1 + 0.08, ze + 1.12, ze + 1.26, seed=5, depth=0.05, r=0.15, step=0.15)  # taenia
    # the frieze: triglyphs (three vertical bars) and plain metopes, the frieze broken shorter
    fz0, fz1 = ze + 1.26, ze + 2.2
    fe1 = ex1 - 0.9
    chipped_box(gs, trav2, ex0, fe1, ey0 + 0.1, ey1 - 0.1, fz0, fz1, seed=6, depth=0.08, r=0.2, step=0.15)
    tw = 0.62
    nt_ = int((fe1 - ex0) / 1.25)
    for k in range(nt_ + 1):
        tx_ = ex0 + 0.05 + k * 1.25
        if tx_ + tw > fe1:
            break
        for b in range(3):
            bx0 = tx_ + b * tw / 3 + 0.03
            chipped_box(gs, trav, bx0, bx0 + tw / 3 - 0.06, ey0 + 0.02, ey0 + 0.12, fz0 + 0.04, fz1 - 0.08, seed=60 + k * 3 + b, depth=0.02, r=0.05, step=0.1)
        chipped_box(gs, trav, tx_, tx_ + tw, ey0 + 0.0, ey0 + 0.12, fz1 - 0.1, fz1, seed=80 + k, depth=0.02, r=0.05, step=0.1)
    # the cornice: a bed moulding, mutules under a projecting corona, a cymatium; only its left part survives
    ce1 = fe1 - 1.6
    chipped_box(gs, trav, ex0 - 0.1, ce1 + 0.3, ey0 - 0.05, ey1 + 0.05, fz1, fz1 + 0.14, seed=7, depth=0.04, r=0.12, step=0.15)
    for k in range(int((ce1 - ex0) / 0.62)):
        mx = ex0 + 0.05 + k * 0.625
        chipped_box(gs, trav2, mx, mx + 0.5, ey0 - 0.48, ey0, fz1 + 0.14, fz1 + 0.24, seed=90 + k, depth=0.02, r=0.06, step=0.12)
    chipped_box(gs, trav, ex0 - 0.3, ce1, ey0 - 0.62, ey1 + 0.4, fz1 + 0.24, fz1 + 0.62, seed=8, depth=0.12, r=0.3, step=0.15)
    chipped_box(gs, trav2, ex0 - 0.2, ce1 - 0.8, ey0 - 0.5, ey1 + 0.2, fz1 + 0.62, fz1 + 0.86, seed=9, depth=0.1, r=0.2, step=0.15)
    # the cella: its walls (ashlar courses) standing a few courses high, their tops stepped and broken
    cx0, cx1, cy0, cy1 = fx[1] - 0.3, fx[4] + 0.3, fy + 3.6, Y1 - 2.0
    for (ax, a0, a1, fixed) in (('x', cx0, cx1, cy0), ('y', cy0, cy1, cx0), ('y', cy0, cy1, cx1 - 0.9), ('x', cx0, cx1, cy1 - 0.9)):
        s = a0
        while s < a1 - 0.05:
            L = min(a1 - s, r.uniform(1.0, 1.6))
            hh = max(0, int(3.4 * (0.5 + 0.5 * noise.noise(Vector((s / 5, fixed / 5, 0.3)))) + r.random() * 1.2))
            if ax == 'x' and fixed == cy0 and abs((s + L / 2) - (cx0 + cx1) / 2) < 1.4:
                hh = 0  # the door
            for c in range(hh):
                za = PZ - 0.2 + c * 0.5
                off_ = (c % 2) * 0.4
                if ax == 'x':
                    chipped_box(gs, trav2, s + 0.005, s + L - 0.005, fixed, fixed + 0.9, za, za + 0.49, seed=r.randrange(999), depth=0.06, r=0.16, step=0.16)
                else:
                    chipped_box(gs, trav2, fixed, fixed + 0.9, s + 0.005, s + L - 0.005, za, za + 0.49, seed=r.randrange(999), depth=0.06, r=0.16, step=0.16)
            s += L
    # fallen pieces: drums on their sides half sunk in the grass, a capital, cornice and architrave blocks
    for k, (x, y, hd, rad) in enumerate(sd.get('fallen', [(-1.0, 13.0, 0.4, 0.52), (1.3, 12.0, -0.3, 0.5), (12.5, 15.5, 1.2, 0.55), (14.0, 22.0, 0.1, 0.5),
                                                          (-9.5, 18.5, 1.4, 0.5), (-8.0, 9.0, 2.2, 0.48)])):
        ln = r.uniform(0.9, 1.3)
        drum(gs, trav, x, y, 0, ln, rad, rad * 0.98, seed=200 + k, lying=(hd, rad * 0.72 + Z(x, y)))
        beds.append((x, y, ln / 2, rad * 0.95, hd))
    cap_at = sd.get('fallen_cap', (3.6, 11.5))
    capital(gs, trav, cap_at[0], cap_at[1], Z(*cap_at) - 0.35, 0.5, seed=77)
    beds.append((cap_at[0], cap_at[1], 0.75, 0.75, 0.0))
    for k, (x, y, a, tilt, w, d, h) in enumerate(sd.get('blocks', [(-4.5, 11.0, 0.3, 0.12, 1.9, 1.2, 0.55), (8.5, 12.5, -0.5, -0.1, 2.2, 1.4, 0.6),
                                                                  (11.0, 18.5, 0.9, 0.2, 1.6, 1.0, 0.5), (-10.5, 14.0, -0.2, 0.05, 1.4, 1.0, 0.6),
                                                                  (5.5, 9.0, 0.2, 0.0, 1.0, 0.7, 0.45)])):
        z = Z(x, y) - h * 0.3
        chipped_box(gs, trav2, x - w / 2, x + w / 2, y - d / 2, y + d / 2, z, z + h, seed=300 + k, depth=0.12, r=0.25, step=0.14, rot=(a, (x, y, z), tilt))
        beds.append((x, y, w / 2, d / 2 * 1.05 + abs(tilt) * h, a))
    gs.flush(smooth=True)
    # limestone outcrops and boulders (the meadow round them below)
    y_max = sd.get('y_max', 1e9)  # the cliff's edge (temple_sunset): nothing beyond it

    def on_podium(x, y):
        return (X0 - 0.3 < x < X1 + 0.3 and Y0 - 4.6 < y < Y1 + 0.3) or y > y_max - 1.0
    rock = N.rock_mat(c='#a89d88', dark='#5a5448', scrub='#7b7858', dry='#948b6e', wet=False)  # greyer, lichened, not glaring
    gb = N.Geo('boulders')
    # the meadow's `weathered`: faceted, pitted, cracked and lichened limestone sunk deeper (boulder2), not noise eggs
    wth = (sd.get('meadow') or {}).get('weathered', False)
    acc = ([], [], [])
    for k, (x, y, rx, ry, rz) in enumerate(sd.get('boulders', [(-12, 24, 2.4, 1.6, 0.9), (18, 30, 3.0, 2.0, 1.1), (-7, 6.5, 1.0, 0.8, 0.6),
                                                               (15, 9, 1.3, 1.0, 0.5), (-20, 40, 4.0, 3.0, 1.4), (24, 48, 3.5, 2.5, 1.2)])):
        if wth:
            boulder2(acc, x, y, Z(x, y) - rz * 0.45, rx, ry, rz * 1.35, seed=400 + k, Zf=Z)
        else:
            boulder(gb, rock, x, y, Z(x, y) - rz * 0.35, rx, ry, rz, seed=400 + k)
        beds.append((x, y, rx * 0.85, ry * 0.85, 0.0))
    for k in range(sd.get('stones', 60)):
        x, y = r.uniform(-25, 30), r.uniform(5, 70)
        if on_podium(x, y):
            continue
        s_ = r.uniform(0.12, 0.4)
        sx_ = s_ * r.uniform(0.8, 1.5)
        if wth:
            boulder2(acc, x, y, Z(x, y) - s_ * 0.35, sx_, s_, s_ * 0.7, seed=500 + k, Zf=Z, sub=3)
        else:
            boulder(gb, rock, x, y, Z(x, y) - s_ * 0.3, sx_, s_, s_ * 0.6, seed=500 + k)
        beds.append((x, y, sx_ * 0.8, s_ * 0.8, 0.0))
    gb.flush(smooth=True)
    if acc[0]:
        boulders_flush(acc, limestone_mat())
    gt = N.Geo('ruintrees')
    ol, pl, bl = N.olive_leaves(), N.pine_leaves(), N.broad_leaves()
    bk = N.bark('#6d655a', 'olivebark')
    cyp = N.cypress_mat()
    for k, (x, y, h, lod) in enumerate(sd.get('olives', [(-11.5, 12.0, 5.5, 0), (21.0, 34.0, 6.0, 1), (-16.0, 45.0, 5.5, 1), (30, 60, 6, 1), (-30, 70, 6, 1)])):
        N.olive(gt, x, y, Z(x, y), h, seed=600 + k, lod=lod, leaves=ol, bk=bk)
    for k, (x, y, h) in enumerate(sd.get('cypresses', [(-9.5, 52, 15), (-6.5, 55, 17), (14.5, 54, 16), (17.5, 50, 13), (20.5, 56, 18), (-14, 60, 14)])):
        N.cypress(gt, x, y, Z(x, y) - 0.2, h, seed=700 + k, seg=18, rings=30, mat=cyp)
    for k, (x, y, h) in enumerate(sd.get('pines', [(-40, 90, 15), (45, 110, 16), (5, 130, 14)])):
        N.umbrella_pine(gt, x, y, Z(x, y), h, seed=800 + k, lod=1, leaves=pl, bk=bk)
    gt.flush(smooth=True)
    meadow_ground(sd, Z, on_podium, beds)
    # the hills behind: limestone and scrub (maquis) with trees, not smooth domes
    hill_mat = N.rock_mat(c='#a39b82', dark='#585746', scrub='#5a6438', dry='#8f8a58', wet=False)
    gh = N.Geo('hilltrees')
    from assets import height_at
    for k, (cx, cy, rx, ry, pk, rot) in enumerate(sd.get('hills', [(-300, 750, 450, 230, 120, 0.2), (420, 950, 520, 280, 190, 0.5), (60, 1500, 800, 320, 300, 0.1), (900, 700, 420, 200, 110, -0.3)])):
        hl = N.rock_island('hill%d' % k, cx, cy, rx, ry, pk, 120 + k, res=max(3.0, rx / 90), mat=hill_mat, plateau=0.15, cliff=0.5, rough=0.12, strata=0)
        hl.location.z = -4
        rh = rng(130 + k)
        for j in range(int(rx * ry / sd.get('hill_tree_area', 160))):
            x, y = cx + rh.uniform(-rx, rx) * 0.85, cy + rh.uniform(-ry, ry) * 0.85
            z = height_at(hl, x, y)
            if z is None or z < 6:
                continue
            q = rh.random()
            if q < 0.55:
                N.broadleaf(gh, x, y, z - 4, rh.uniform(4, 7), seed=rh.randrange(9999), lod=2, leaves=bl, bk=bk)
            elif q < 0.8:
                N.umbrella_pine(gh, x, y, z - 4, rh.uniform(9, 14), seed=rh.randrange(9999), lod=2, leaves=pl, bk=bk)
            else:
                N.cypress(gh, x, y, z - 4, rh.uniform(8, 12), seed=rh.randrange(9999), seg=8, rings=10, mat=cyp)
    gh.flush(smooth=True)
    c = sd.get('clouds')
    if c:
        import sky
        sky.clouds_from(sc, sd['tod'], sd['sun_azimuth'], c)
    return {}, {}


BUILDERS['temple-ruins'] = temple_ruins


def temple_sunset(sc, sd):
    """The home page's sunset card ("Sunsets from the ruins"): the same temple ruin (temple_ruins) on a clifftop
    headland, the sea below its front (-y), seen from behind the cella toward the sun low over the sea, rocky
    islands out at sea."""
    temple_ruins(sc, dict(sd, hills=sd.get('hills', []), y_max=sd.get('edge_y', 4.0) if sd.get('sea_side', -1) > 0 else 1e9))
    edge = sd.get('edge_y', 4.0)
    side = sd.get('sea_side', -1)  # the sea beyond y < edge (-1) or y > edge (+1)
    fld = bpy.data.objects.get('field')
    bm = bmesh.new()
    bm.from_mesh(fld.data)
    bmesh.ops.delete(bm, geom=[f for f in bm.faces if (min(v.co.y + fld.location.y for v in f.verts) < edge if side < 0 else
                                                       max(v.co.y + fld.location.y for v in f.verts) > edge)], context='FACES')
    bm.to_mesh(fld.data)
    bm.free()
    sea = sd.get('sea_z', -30.0)
    A.ocean(sc, size=2400, res=8, repeat=8, z=sea, y=1100 * side, wave_scale=0.5)
    hd = N.rock_island('headland', 0, edge - side * 62, 170, 76, -sea - 0.7, 77, res=2.5, plateau=0.92, rough=0.04)
    hd.location.z = sea
    for k, (cx, cy, rx, ry, pk, rot) in enumerate(sd.get('isles', [])):
        isl = N.rock_island('isle%d' % k, cx, cy, rx, ry, pk, 80 + k, res=max(2.5, rx / 60), rot=rot)
        isl.location.z = sea
    return {}, {}


BUILDERS['temple-sunset'] = temple_sunset
