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
from lib import box, paint, tiles, world_sky, rng, _mat, _coord, _noise, _ramp, _bump, _shade, col, cached

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
        m3 = nt.nodes.new('ShaderNodeMix')
        m3.data_type = 'RGBA'
        m3.blend_type = 'MULTIPLY'
        m3.inputs['Factor'].default_value = 1.0
        nt.links.new(m2.outputs[2], m3.inputs[6])
        pc = _ramp(nt, vor.outputs['Distance'], [(0.04, _shade(c, 0.6)), (0.12, (1, 1, 1))])
        nt.links.new(pc, m3.inputs[7])
        nt.links.new(m3.outputs[2], b.inputs['Base Color'])
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


def dry_meadow():
    return town.meadow(c='#968957', dry='#bba46e')


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


def tufts(g, mats, x0, x1, y0, y1, n, seed, z_at, h=(0.2, 0.5), avoid=None, blades=11, patchy=-0.05):
    """Dry grass: n tufts of bent blades (thin cards, wide at the foot, pointed) in the rectangle; z_at(x, y) the
    ground; avoid(x, y) -> True to skip."""
    r = rng(seed)
    for _ in range(n):
        x, y = r.uniform(x0, x1), r.uniform(y0, y1)
        if avoid and avoid(x, y):
            continue
        # in patches, bare ground between them
        if noise.noise(Vector((x / 5.0, y / 5.0, 0.7 + seed))) + 0.3 * noise.noise(Vector((x / 1.5, y / 1.5, 3.1))) < patchy:
            continue
        z = z_at(x, y)
        if z is None:
            continue
        m = mats[r.randrange(len(mats))]
        hh = r.uniform(*h)
        for b in range(blades):
            a = r.uniform(0, math.tau)
            lean = r.uniform(0.15, 0.6)
            L = hh * r.uniform(0.6, 1.1)
            w = r.uniform(0.008, 0.014)
            dx, dy = math.cos(a), math.sin(a)
            bx, by = x + dx * r.uniform(0, 0.06), y + dy * r.uniform(0, 0.06)
            px, py = -dy * w, dx * w
            mid = (bx + dx * L * lean * 0.35, by + dy * L * lean * 0.35, z + L * 0.55)
            tip = (bx + dx * L * lean, by + dy * L * lean, z + L * (0.95 - lean * 0.3))
            V = [(bx - px, by - py, z - 0.02), (bx + px, by + py, z - 0.02), (mid[0] + px * 0.7, mid[1] + py * 0.7, mid[2]),
                 (mid[0] - px * 0.7, mid[1] - py * 0.7, mid[2]), tip]
            g.add(m, V, [(0, 1, 2, 3), (3, 2, 4)])


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


def temple_ruins(sc, sd):
    """A Roman temple ruin at golden hour: a podium of travertine blocks with a broad stair, a front row of fluted
    Doric columns (three still under their entablature: architrave, triglyph frieze, cornice with mutules), a
    fourth standing alone, the others and the side colonnade snapped at different heights, the cella's walls
    reduced to a few courses; fallen drums, a capital and cornice blocks in dry grass, limestone outcrops; olives,
    cypresses and umbrella pines (nature.py); rocky, scrubby hills behind; a sky with clouds."""
    world_sky(sc, sd['tod'], sd['sun_azimuth'])
    trav = travertine()
    trav2 = travertine('#cdbb98', 'travertine2')
    ground = dry_meadow()
    field = A.terrain('field', 0, 200, 700, 700, 0.5, 41, mat=ground, res=140, z0=0.0, rough=0.8)

    def Z(x, y):
        z = A.height_at(field, x, y)
        return 0.0 if z is None else z

    gs = N.Geo('temple')
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
        drum(gs, trav, x, y, 0, r.uniform(0.9, 1.3), rad, rad * 0.98, seed=200 + k, lying=(hd, rad * 0.72 + Z(x, y)))
    cap_at = sd.get('fallen_cap', (3.6, 11.5))
    capital(gs, trav, cap_at[0], cap_at[1], Z(*cap_at) - 0.35, 0.5, seed=77)
    for k, (x, y, a, tilt, w, d, h) in enumerate(sd.get('blocks', [(-4.5, 11.0, 0.3, 0.12, 1.9, 1.2, 0.55), (8.5, 12.5, -0.5, -0.1, 2.2, 1.4, 0.6),
                                                                  (11.0, 18.5, 0.9, 0.2, 1.6, 1.0, 0.5), (-10.5, 14.0, -0.2, 0.05, 1.4, 1.0, 0.6),
                                                                  (5.5, 9.0, 0.2, 0.0, 1.0, 0.7, 0.45)])):
        z = Z(x, y) - h * 0.3
        chipped_box(gs, trav2, x - w / 2, x + w / 2, y - d / 2, y + d / 2, z, z + h, seed=300 + k, depth=0.12, r=0.25, step=0.14, rot=(a, (x, y, z), tilt))
    gs.flush(smooth=True)
    # the ground: dry grass tufts, limestone outcrops and boulders, shrubs
    gg = N.Geo('grass')
    straw = [N.leaf_mat(c, 'straw%d' % k, sheen=0.15, rough=0.8, trans=0.35) for k, c in enumerate(('#b9a66c', '#a39057', '#c7b784', '#8c8a4f'))]

    y_max = sd.get('y_max', 1e9)  # the cliff's edge (temple_sunset): nothing beyond it

    def on_podium(x, y):
        return (X0 - 0.3 < x < X1 + 0.3 and Y0 - 4.6 < y < Y1 + 0.3) or y > y_max - 1.0
    ty0, ty1 = sd.get('tuft_y', (2, 60))
    pa, pb = sd.get('tuft_patchy', (-0.3, -0.2))
    tufts(gg, straw, -25, 30, ty0, ty1, sd.get('tufts', 14000), 5, Z, avoid=on_podium, patchy=pa)
    tufts(gg, straw, -14, 18, max(ty0, 2), max(ty0, 2) + 22, sd.get('tufts_near', 5000), 6, Z, h=(0.12, 0.35), avoid=on_podium, patchy=pb)
    rock = N.rock_mat(c='#b8ab94', dark='#6a6254', scrub='#9a8f76', dry='#a49a80', wet=False)
    gb = N.Geo('boulders')
    for k, (x, y, rx, ry, rz) in enumerate(sd.get('boulders', [(-12, 24, 2.4, 1.6, 0.9), (18, 30, 3.0, 2.0, 1.1), (-7, 6.5, 1.0, 0.8, 0.6),
                                                               (15, 9, 1.3, 1.0, 0.5), (-20, 40, 4.0, 3.0, 1.4), (24, 48, 3.5, 2.5, 1.2)])):
        boulder(gb, rock, x, y, Z(x, y) - rz * 0.35, rx, ry, rz, seed=400 + k)
    for k in range(sd.get('stones', 60)):
        x, y = r.uniform(-25, 30), r.uniform(5, 70)
        if on_podium(x, y):
            continue
        s_ = r.uniform(0.12, 0.4)
        boulder(gb, rock, x, y, Z(x, y) - s_ * 0.3, s_ * r.uniform(0.8, 1.5), s_, s_ * 0.6, seed=500 + k)
    gb.flush(smooth=True)
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
    for k in range(sd.get('shrubs', 50)):
        x, y = r.uniform(-28, 32), r.uniform(8, 80)
        if on_podium(x, y):
            continue
        N.shrub(gt, x, y, Z(x, y), rad=r.uniform(0.5, 1.2), seed=900 + k, n=70, leaf=0.13)
    gt.flush(smooth=True)
    gg.flush(smooth=True, shadow=False)
    # the hills behind: limestone and scrub (maquis) with trees, not smooth domes
    maquis = N.rock_mat(c='#a39b82', dark='#585746', scrub='#5a6438', dry='#8f8a58', wet=False)
    gh = N.Geo('hilltrees')
    from assets import height_at
    for k, (cx, cy, rx, ry, pk, rot) in enumerate(sd.get('hills', [(-300, 750, 450, 230, 120, 0.2), (420, 950, 520, 280, 190, 0.5), (60, 1500, 800, 320, 300, 0.1), (900, 700, 420, 200, 110, -0.3)])):
        hl = N.rock_island('hill%d' % k, cx, cy, rx, ry, pk, 120 + k, res=max(3.0, rx / 90), mat=maquis, plateau=0.15, cliff=0.5, rough=0.12, strata=0)
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
