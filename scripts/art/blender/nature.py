# Vegetation and rock (explore hero and the bay scenes of town2.py), all procedural, none of them balls:
# trees grown as branch skeletons (tapered tubes) carrying sprays of small two-sided leaf cards with sky
# between them (olive, umbrella pine, generic broadleaf), cypresses as rippled, tufted columns, shrubs and
# bougainvillea as loose card clusters; rocky headlands and islands as height fields with cliffs, strata
# and a wet band at the waterline. Geometry is gathered per material in a `Geo` (plain Python lists, one
# mesh per material at the end), so a hillside of thousands of trees stays a few objects.
import math

import bpy
from mathutils import Vector, noise

from lib import _mat, _coord, _noise, _ramp, _bump, _shade, col, cached, link, rng


class Geo:
    """Vertices and faces per material; `flush` makes one object per material."""

    def __init__(self, name):
        self.name = name
        self.parts = {}

    def _p(self, mat):
        if mat.name not in self.parts:
            self.parts[mat.name] = (mat, [], [])
        return self.parts[mat.name]

    def add(self, mat, verts, faces):
        _, V, F = self._p(mat)
        o = len(V)
        V.extend(verts)
        F.extend([tuple(i + o for i in f) for f in faces])

    def tube(self, mat, pts, radii, seg=7, cap=False):
        """A tapered tube through points (a branch): rings perpendicular to the path."""
        _, V, F = self._p(mat)
        o = len(V)
        n = len(pts)
        up = Vector((0, 0, 1))
        for j in range(n):
            p = Vector(pts[j])
            d = (Vector(pts[min(j + 1, n - 1)]) - Vector(pts[max(j - 1, 0)]))
            if d.length < 1e-6:
                d = up.copy()
            d.normalize()
            a = d.cross(up if abs(d.z) < 0.95 else Vector((1, 0, 0)))
            a.normalize()
            b = d.cross(a)
            r = radii[j]
            for i in range(seg):
                t = math.tau * i / seg
                V.append(tuple(p + (a * math.cos(t) + b * math.sin(t)) * r))
        for j in range(n - 1):
            for i in range(seg):
                k = (i + 1) % seg
                F.append((o + j * seg + i, o + j * seg + k, o + (j + 1) * seg + k, o + (j + 1) * seg + i))
        if cap:
            F.append(tuple(o + (n - 1) * seg + i for i in range(seg)))

    def flush(self, smooth=True, shadow=True):
        obs = []
        for key, (mat, V, F) in self.parts.items():
            me = bpy.data.meshes.new(self.name + '-' + key)
            me.from_pydata(V, [], F)
            me.validate()
            if smooth:
                me.polygons.foreach_set('use_smooth', [True] * len(me.polygons))
            me.materials.append(mat)
            ob = link(bpy.data.objects.new(self.name + '-' + key, me))
            if not shadow:
                ob.visible_shadow = False
            obs.append(ob)
        self.parts = {}
        return obs


# ---------------------------------------------------------------- materials


def bark(c='#6b6155', name='bark2'):
    """Bark: grey-brown, fissured (stretched noise along the trunk), rough."""
    c = col(c)

    def make():
        m, nt, b = _mat(name)
        v = _coord(nt)
        from lib import _mapping
        n = _noise(nt, _mapping(nt, v, (6, 6, 1.2)), 3.0, 3, 0.6, 0.4)
        cc = _ramp(nt, n.outputs['Fac'], [(0.3, _shade(c, 0.55)), (0.55, c), (0.75, _shade(c, 1.35))])
        nt.links.new(cc, b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.92
        b.inputs['Specular'].default_value = 0.2
        _bump(nt, b, n.outputs['Fac'], 0.6, 0.03)
        return m

    return cached(('bark2', c), make)


def leaf_mat(c, name, sheen=0.35, rough=0.5, trans=0.15):
    """A leaf: two-sided, a touch glossy, light shining through a little (subsurface), a per-leaf-ish mottle."""
    c = col(c)

    def make():
        m, nt, b = _mat(name)
        v = _coord(nt)
        n = _noise(nt, v, 1.7, 2, 0.5)
        cc = _ramp(nt, n.outputs['Fac'], [(0.3, _shade(c, 0.8)), (0.7, _shade(c, 1.15))])
        nt.links.new(cc, b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = rough
        b.inputs['Specular'].default_value = 0.35
        b.inputs['Sheen'].default_value = sheen
        b.inputs['Subsurface'].default_value = trans
        b.inputs['Subsurface Color'].default_value = (*c, 1)
        m.use_backface_culling = False
        return m

    return cached(('leaf2', c, name), make)


def olive_leaves():
    # olive leaves: dark grey-green above, silver below; seen together a silvery grey-green
    return [leaf_mat('#5b6a45', 'olive_dark'), leaf_mat('#7d8a66', 'olive_mid'), leaf_mat('#a9b096', 'olive_silver', sheen=0.6)]


def pine_leaves():
    return [leaf_mat('#33472a', 'pine_dark', rough=0.7), leaf_mat('#46603a', 'pine_mid', rough=0.7)]


def broad_leaves():
    return [leaf_mat('#3d5a2c', 'broad_dark'), leaf_mat('#567a3a', 'broad_mid'), leaf_mat('#6f8a45', 'broad_light')]


def foliage_mat(name, cells, cell_scale, patches, patch_mix, rough, spec, bump, sheen=None):
    """Dense clipped or columnar foliage seen as a surface (a cypress, a box hedge): leaf tufts as Voronoi cells
    darkened at their edges (`cells`: ramp stops over the distance to a cell's edge, at `cell_scale`), broader light
    and dark patches from noise (`patches`: (scale, detail, roughness, ramp stops)) multiplied in by `patch_mix`,
    and a deep bump from the cells (`bump`: strength, distance)."""
    m, nt, b = _mat(name)
    v = _coord(nt)
    vo = nt.nodes.new('ShaderNodeTexVoronoi')
    vo.feature = 'DISTANCE_TO_EDGE'
    vo.inputs['Scale'].default_value = cell_scale
    nt.links.new(v, vo.inputs['Vector'])
    n_scale, n_detail, n_rough, n_stops = patches
    n = _noise(nt, v, n_scale, n_detail, n_rough)
    cc = _ramp(nt, vo.outputs['Distance'], cells)
    mm = nt.nodes.new('ShaderNodeMix')
    mm.data_type = 'RGBA'
    mm.blend_type = 'MULTIPLY'
    mm.inputs['Factor'].default_value = patch_mix
    nt.links.new(cc, mm.inputs[6])
    nt.links.new(_ramp(nt, n.outputs['Fac'], n_stops), mm.inputs[7])
    nt.links.new(mm.outputs[2], b.inputs['Base Color'])
    b.inputs['Roughness'].default_value = rough
    b.inputs['Specular'].default_value = spec
    if sheen is not None:
        b.inputs['Sheen'].default_value = sheen
    _bump(nt, b, vo.outputs['Distance'], *bump)
    return m


def cypress_mat():
    """A cypress' foliage: dense dark green with tufts (Voronoi cells darkened at their edges) and a deep bump."""
    def make():
        return foliage_mat('cypress2', [(0.0, col('#141f12')), (0.12, col('#25381f')), (0.35, col('#3a5230'))], 7.0,
                           (0.7, 2, 0.5, [(0.3, (0.8, 0.8, 0.8)), (0.7, (1.2, 1.2, 1.1))]), 0.5, 0.8, 0.25, (0.6, 0.08))

    return cached(('cypress2',), make)


# ---------------------------------------------------------------- trees


def _rot(d, ax, ang):
    """d rotated about axis ax by ang (Rodrigues)."""
    ax = ax.normalized()
    return d * math.cos(ang) + ax.cross(d) * math.sin(ang) + ax * ax.dot(d) * (1 - math.cos(ang))


def _perp(d, r):
    a = d.cross(Vector((0, 0, 1)) if abs(d.z) < 0.95 else Vector((1, 0, 0))).normalized()
    return _rot(a, d, r.random() * math.tau)


def spray(g, mats, p, d, r, n=18, L=0.11, W=0.025, spread=0.55, length=0.35):
    """A twig carrying n leaf cards (a lanceolate quad each, bent a little along its midrib) around a short axis."""
    d = d.normalized()
    for k in range(n):
        t = (k + 0.5) / n
        base = p + d * (length * t)
        side = _perp(d, r)
        ld = (d * (0.4 + 0.6 * r.random()) + side * (spread + 0.5 * r.random())).normalized()
        ld.z -= 0.15 * r.random()
        ld.normalize()
        w = ld.cross(_perp(ld, r)).normalized() * W * (0.8 + 0.4 * r.random())
        ll = L * (0.75 + 0.5 * r.random())
        tip = base + ld * ll
        mid = base + ld * (ll * 0.45)
        sag = Vector((0, 0, -ll * 0.12))
        g.add(mats[r.randrange(len(mats))], [tuple(base), tuple(mid + w + sag * 0.5), tuple(tip + sag), tuple(mid - w + sag * 0.5)], [(0, 1, 2, 3)])


def _grow(g, bk, mats, r, p, d, L, rad, depth, cfg, out):
    """One branch of a tree: a bent tapered tube; children at its end (and along it), leaf sprays on the last orders."""
    nseg = cfg['seg'] if depth < 2 else 3
    pts, rads = [p.copy()], [rad]
    q = p.copy()
    dd = d.copy()
    for i in range(nseg):
        dd = (dd + Vector((r.gauss(0, cfg['gnarl']), r.gauss(0, cfg['gnarl']), r.gauss(0, cfg['gnarl']) + cfg['up']))).normalized()
        q = q + dd * (L / nseg)
        pts.append(q.copy())
        rads.append(rad * (1 - 0.35 * (i + 1) / nseg))
    if depth <= cfg.get('min_tube', 99):
        g.tube(bk, pts, rads, seg=cfg['tube_seg'] if depth < 2 else (8 if cfg.get('min_tube', 99) == 99 and cfg['tube_seg'] > 8 else 5))
    last = depth >= cfg['depth']
    if depth >= cfg['depth'] - 1:
        # leaf sprays along the last two orders
        for j in range(1, len(pts)):
            for _ in range(cfg['sprays_per_node'] if last else max(1, cfg['sprays_per_node'] // 2)):
                sd = (dd + Vector((r.gauss(0, 0.8), r.gauss(0, 0.8), r.gauss(0, 0.5) + cfg.get('spray_up', 0.1)))).normalized()
                out.append((pts[j], sd))
    if last:
        return
    kids = cfg['kids'][depth] if isinstance(cfg['kids'], (list, tuple)) else cfg['kids']
    for k in range(kids):
        a = cfg['angle'] * (0.7 + 0.6 * r.random())
        nd = _rot(dd, _perp(dd, r), a)
        nd.z += cfg.get('flat', 0.0) * (-nd.z)
        nd.normalize()
        at = len(pts) - 1 if k == 0 else r.randint(max(1, len(pts) // 2), len(pts) - 1)
        _grow(g, bk, mats, r, pts[at], nd, L * cfg['shrink'] * (0.8 + 0.4 * r.random()), rads[at] * cfg['rshrink'], depth + 1, cfg, out)


OLIVE = dict(seg=7, gnarl=0.3, up=0.15, depth=4, kids=(2, 3, 3, 3), angle=0.65, shrink=0.68, rshrink=0.6, tube_seg=14,
             sprays_per_node=5, spray_n=34, leaf=(0.075, 0.016), spray_len=0.4, spray_up=0.05)


def olive(g, x, y, z, h=5.0, seed=0, lod=0, leaves=None, bk=None):
    """An olive tree: a short gnarled trunk splitting low into two or three leaning leaders, crooked branches
    and an open, silvery canopy of many small leaf sprays with sky between them.
    lod 0: real leaves (a close tree); lod 1: fewer, larger cards (30-100 m); lod 2: clumps of big cards (far hillsides)."""
    r = rng(seed)
    leaves = leaves or olive_leaves()
    bk = bk or bark('#6d655a', 'olivebark')
    s = h / 5.0
    cfg = dict(OLIVE)
    if lod >= 1:
        cfg.update(depth=3, kids=(2, 3, 3), sprays_per_node=2, min_tube=2 if lod == 2 else 99, tube_seg=6)
    # the trunk: a thick twisted bole, then two or three leaders leaning apart
    base = Vector((x, y, z - 0.2))
    tl = 1.1 * s * (0.8 + 0.4 * r.random())
    lean = Vector((r.gauss(0, 0.15), r.gauss(0, 0.15), 1)).normalized()
    top = base + lean * tl
    bole = [base, base + lean * tl * 0.5 + Vector((r.gauss(0, 0.06), r.gauss(0, 0.06), 0)), top]
    rad0 = 0.28 * s
    if lod < 2:
        # a fluted, knotty bole: three strands twisting about each other read as the olive's split trunk
        n = 9
        for k in range(3):
            pts, rads = [], []
            for j in range(n + 1):
                t = j / n
                ang = k * math.tau / 3 + t * 1.6 + r.random() * 0.05
                c = base.lerp(top, t) + Vector((math.sin(t * 5 + k) * 0.04, math.cos(t * 4 + k) * 0.04, 0)) * s
                rr = rad0 * (0.5 - 0.12 * t) * (1 + 0.15 * math.sin(t * 9 + k * 2))
                pts.append(c + Vector((math.cos(ang), math.sin(ang), 0)) * rad0 * (0.55 - 0.15 * t))
                rads.append(rr)
            g.tube(bk, pts, rads, seg=16)
    else:
        g.tube(bk, bole, [rad0, rad0 * 0.8, rad0 * 0.7], seg=5)
    sprays = []
    nlead = 2 + (r.random() < 0.5)
    a0 = r.random() * math.tau
    for k in range(nlead):
        ang = a0 + k * math.tau / nlead + r.gauss(0, 0.3)
        d = Vector((math.cos(ang) * 0.65, math.sin(ang) * 0.65, 1)).normalized()
        _grow(g, bk, leaves, r, top, d, 1.7 * s, rad0 * 0.55, 1, cfg, sprays)
    if lod == 0:
        for p, d in sprays:
            spray(g, leaves, p, d, r, n=cfg['spray_n'], L=cfg['leaf'][0] * s ** 0.3, W=cfg['leaf'][1] * s ** 0.3, length=cfg['spray_len'])
    else:
        f = 2.6 if lod == 1 else 4.5
        n = 10 if lod == 1 else 7
        for p, d in sprays:
            spray(g, leaves, p, d, r, n=n, L=0.1 * f * s, W=0.045 * f * s, length=0.35 * s, spread=0.9)
    return sprays


PINE = dict(seg=4, gnarl=0.18, up=0.0, depth=3, kids=(3, 3, 3), angle=0.8, shrink=0.6, rshrink=0.6, tube_seg=7,
            sprays_per_node=5, flat=0.75, spray_up=0.9)


def umbrella_pine(g, x, y, z, h=12.0, seed=0, lod=0, leaves=None, bk=None):
    """An umbrella (stone) pine: a tall, slightly leaning bare trunk forking near the top into limbs that spread
    level, carrying a flat, lumpy canopy of dense needle tufts."""
    r = rng(seed)
    leaves = leaves or pine_leaves()
    bk = bk or bark('#6a4f3c', 'pinebark')
    s = h / 12.0
    lean = Vector((r.gauss(0, 0.12), r.gauss(0, 0.12), 1)).normalized()
    pts = [Vector((x, y, z - 0.3))]
    d = lean.copy()
    for i in range(5):
        d = (d + Vector((r.gauss(0, 0.06), r.gauss(0, 0.06), 0.05))).normalized()
        pts.append(pts[-1] + d * h * 0.72 / 5)
    g.tube(bk, pts, [0.32 * s * (1 - 0.5 * i / 5) for i in range(6)], seg=8 if lod < 2 else 5)
    cfg = dict(PINE)
    if lod >= 1:
        cfg.update(depth=2, kids=(4, 4), sprays_per_node=3, min_tube=1 if lod == 2 else 99)
    sprays = []
    for k in range(4):
        ang = k * math.tau / 4 + r.random()
        dd = Vector((math.cos(ang), math.sin(ang), 0.55)).normalized()
        _grow(g, bk, leaves, r, pts[-1], dd, h * 0.22, 0.16 * s, 1, cfg, sprays)
    for p, dd in sprays:
        # needle tufts point up and out: the canopy stays a flat, lumpy table
        up = Vector((dd.x * 0.5, dd.y * 0.5, 1)).normalized()
        if lod == 0:
            spray(g, leaves, p, up, r, n=14, L=0.55 * s, W=0.2 * s, spread=1.2, length=0.5 * s)
        else:
            f = 3.0 if lod == 1 else 5.0
            spray(g, leaves, p, up, r, n=8, L=0.14 * f * s, W=0.06 * f * s, spread=1.2, length=0.4 * s)
    return sprays


BROAD = dict(seg=4, gnarl=0.2, up=0.25, depth=3, kids=(3, 3, 3), angle=0.6, shrink=0.65, rshrink=0.6, tube_seg=6,
             sprays_per_node=3, spray_up=0.3)


def broadleaf(g, x, y, z, h=7.0, seed=0, lod=2, leaves=None, bk=None):
    """A generic garden tree (holm oak, carob, lemon grove) for the hillsides: a short trunk and a ragged crown
    of leaf-card clumps."""
    r = rng(seed)
    leaves = leaves or broad_leaves()
    bk = bk or bark('#5e554a', 'treebark')
    s = h / 7.0
    top = Vector((x + r.gauss(0, 0.2), y + r.gauss(0, 0.2), z + h * 0.3))
    g.tube(bk, [Vector((x, y, z - 0.3)), top], [0.2 * s, 0.15 * s], seg=5)
    cfg = dict(BROAD)
    cfg.update(min_tube=1 if lod >= 2 else 99)
    if lod >= 2:
        cfg.update(depth=2, kids=(3, 3))
    sprays = []
    for k in range(3):
        ang = k * math.tau / 3 + r.random()
        dd = Vector((math.cos(ang) * 0.7, math.sin(ang) * 0.7, 1)).normalized()
        _grow(g, bk, leaves, r, top, dd, h * 0.35, 0.1 * s, 1, cfg, sprays)
    f = 4.5 if lod >= 2 else 2.5
    for p, dd in sprays:
        spray(g, leaves, p, dd, r, n=7 if lod >= 2 else 10, L=0.1 * f * s, W=0.06 * f * s, spread=1.0, length=0.4 * s)


def cypress(g, x, y, z, h=10.0, seed=0, seg=14, rings=22, mat=None, bk=None):
    """An Italian cypress: a narrow column with a soft point, its surface tufted (rippled rings broken by noise)."""
    r = rng(seed)
    mat = mat or cypress_mat()
    rad = h * (0.075 + 0.02 * r.random())
    V, F = [], []
    ph = Vector((r.random() * 50, r.random() * 50, r.random() * 50))
    for j in range(rings + 1):
        t = j / rings
        prof = math.sin(math.pi * (0.08 + t * 0.92)) ** 0.6 * (1 - 0.45 * t) + 0.05
        for i in range(seg):
            a = math.tau * i / seg
            pp = Vector((math.cos(a), math.sin(a), t * h / (rad * 2.5))) * 1.0
            nz = noise.noise(pp * 1.6 + ph) * 0.22 + noise.noise(pp * 4.0 + ph) * 0.12
            rr = max(0.05, rad * prof * (1 + nz))
            V.append((x + rr * math.cos(a), y + rr * math.sin(a), z + h * t))
    for j in range(rings):
        for i in range(seg):
            k = (i + 1) % seg
            F.append((j * seg + i, j * seg + k, (j + 1) * seg + k, (j + 1) * seg + i))
    V.append((x, y, z + h * 1.01))
    top = len(V) - 1
    for i in range(seg):
        F.append(((rings) * seg + i, rings * seg + (i + 1) % seg, top))
    g.add(mat, V, F)


def shrub(g, x, y, z, rad=0.8, seed=0, mats=None, n=160, leaf=0.12, flat=0.7):
    """A low shrub (lentisk, myrtle, rosemary): a dome-ish cloud of leaf cards, ragged at its edge."""
    r = rng(seed)
    mats = mats or broad_leaves()
    for k in range(n):
        u = Vector((r.gauss(0, 1), r.gauss(0, 1), abs(r.gauss(0, 1)) * flat)).normalized() * rad * (0.55 + 0.45 * r.random() ** 0.5)
        p = Vector((x, y, z)) + u
        d = (u.normalized() + Vector((r.gauss(0, 0.4), r.gauss(0, 0.4), 0.3))).normalized()
        spray(g, mats, p, d, r, n=5, L=leaf, W=leaf * 0.4, spread=0.9, length=leaf * 1.5)


def bougainvillea(g, pts, seed=0, n=400, size=0.05):
    """Bougainvillea tumbling over a wall: along a list of points (its top edge), hanging magenta bracts and green
    leaves in clusters, thicker at the top."""
    r = rng(seed)
    mag = [leaf_mat('#c2306f', 'bougain', sheen=0.2, trans=0.3), leaf_mat('#d8468a', 'bougain2', sheen=0.2, trans=0.3)]
    grn = [leaf_mat('#3f5e2c', 'bleaf2')]
    segs = list(zip(pts, pts[1:]))
    for k in range(n):
        a, b = segs[r.randrange(len(segs))]
        t = r.random()
        p = Vector(a).lerp(Vector(b), t)
        hang = r.random() ** 1.6 * 1.6
        p = p + Vector((r.gauss(0, 0.15), r.gauss(0, 0.15), -hang + 0.1))
        d = Vector((r.gauss(0, 1), r.gauss(0, 1), r.gauss(0, 1) - 0.5)).normalized()
        spray(g, mag if r.random() < 0.7 else grn, p, d, r, n=6, L=size * 1.2, W=size * 0.7, spread=1.2, length=size * 2)



def frangipani(g, x, y, z, h=4.0, seed=0):
    """A frangipani (plumeria) in flower: a short grey trunk forking into thick, blunt candelabra branches that curve
    up into a rounded crown, a cupped rosette of long leaves at each tip only (the branches bare below) and a cluster
    of white flowers with yellow hearts above it (added 2026-11-29; no older picture uses it)."""
    r = rng(seed)
    bk = bark('#8b8376', 'frangibark')
    leaves = [leaf_mat('#3e5c2a', 'frangileaf', sheen=0.4, rough=0.4), leaf_mat('#4f6e33', 'frangileaf2', sheen=0.4, rough=0.4)]
    petal = leaf_mat('#f7f1e3', 'frangiflower', sheen=0.2, rough=0.55, trans=0.4)
    eye = leaf_mat('#f0bf4a', 'frangieye', sheen=0.2, rough=0.55, trans=0.4)
    s = h / 4.0
    up = Vector((0, 0, 1))
    top = Vector((x + r.gauss(0, 0.1), y + r.gauss(0, 0.1), z + h * 0.35))
    g.tube(bk, [Vector((x, y, z - 0.2)), top], [0.16 * s, 0.12 * s], seg=8)
    tips = []

    def branch(p, d, L, rad, depth):
        mid = p + d * (L * 0.5) + up * (L * 0.12)
        end = p + d * L + up * (L * 0.3)
        g.tube(bk, [p, mid, end], [rad, rad * 0.9, rad * 0.8], seg=7)
        if depth == 0:
            tips.append(end)
            return
        for k in range(2):
            side = _perp(d, r)
            nd = (d + side * (0.7 + 0.3 * r.random()) * (1 if k else -1) + up * 0.2).normalized()
            branch(end, nd, L * 0.72, rad * 0.72, depth - 1)

    for k in range(3):
        ang = k * math.tau / 3 + r.random() * 0.5
        d0 = Vector((math.cos(ang), math.sin(ang), 0.9)).normalized()
        branch(top, d0, h * 0.2, 0.09 * s, 2)
    for p in tips:
        # the leaf rosette: long blunt leaves cupped up and out round the tip
        for k in range(14):
            a = k * math.tau / 14 + r.random() * 0.3
            ld = Vector((math.cos(a), math.sin(a), 0.5 + 0.6 * r.random())).normalized()
            ll = 0.55 * s * (0.8 + 0.4 * r.random())
            w = ld.cross(up).normalized() * 0.1 * s
            tip = p + ld * ll - up * (ll * 0.12)
            mid = p + ld * (ll * 0.55)
            g.add(leaves[k % 2], [tuple(p), tuple(mid + w), tuple(tip), tuple(mid - w)], [(0, 1, 2, 3)])
        # the flowers: a loose cluster over the rosette, each five petals round a yellow heart
        for k in range(10):
            c = p + Vector((r.gauss(0, 0.09), r.gauss(0, 0.09), 0.16 + r.random() * 0.08)) * s
            nrm = Vector((r.gauss(0, 0.5), r.gauss(0, 0.5), 1)).normalized()
            a0 = _perp(nrm, r)
            b0 = nrm.cross(a0)
            pl = 0.085 * s
            for j in range(5):
                t = j * math.tau / 5
                u = a0 * math.cos(t) + b0 * math.sin(t)
                v = a0 * math.cos(t + 1.2) + b0 * math.sin(t + 1.2)
                g.add(petal, [tuple(c), tuple(c + u * pl * 0.6 + v * pl * 0.35), tuple(c + u * pl * 1.1), tuple(c + u * pl * 0.5 - v * pl * 0.2)], [(0, 1, 2, 3)])
            g.add(eye, [tuple(c + a0 * 0.015 * s), tuple(c + b0 * 0.015 * s), tuple(c - a0 * 0.015 * s), tuple(c - b0 * 0.015 * s)], [(0, 1, 2, 3)])

# ---------------------------------------------------------------- rock


def rock_mat(c='#a89a84', dark='#5f574b', scrub='#5e6a3e', dry='#9c9462', wet=True, sea_z=0.0):
    """Limestone with strata (wavy bands in z), colour blotches, scrub on the gentle slopes (by the surface's
    slope) and dark wet rock with a pale line of surf at the waterline."""
    c, dark, scrub, dry = col(c), col(dark), col(scrub), col(dry)

    def make():
        m, nt, b = _mat('rock2')
        v = _coord(nt)
        sep = nt.nodes.new('ShaderNodeSeparateXYZ')
        nt.links.new(v, sep.inputs[0])
        n1 = _noise(nt, v, 0.03, 3, 0.6)
        n2 = _noise(nt, v, 0.35, 3, 0.65)
        # strata: bands of z, warped by noise
        wv = nt.nodes.new('ShaderNodeTexWave')
        wv.wave_type = 'BANDS'
        wv.bands_direction = 'Z'
        wv.inputs['Scale'].default_value = 3.0
        wv.inputs['Distortion'].default_value = 2.5
        wv.inputs['Detail'].default_value = 2.0
        from lib import _mapping
        nt.links.new(_mapping(nt, v, (0.05, 0.05, 0.05)), wv.inputs['Vector'])
        rockc = _ramp(nt, n2.outputs['Fac'], [(0.3, _shade(c, 0.7)), (0.5, c), (0.7, _shade(c, 1.18))])
        mst = nt.nodes.new('ShaderNodeMix')
        mst.data_type = 'RGBA'
        mst.blend_type = 'MULTIPLY'
        nt.links.new(_ramp(nt, wv.outputs['Fac'], [(0.0, (0.78, 0.76, 0.73)), (0.5, (1, 1, 1)), (1.0, (0.93, 0.91, 0.88))]), mst.inputs[7])
        mst.inputs['Factor'].default_value = 1.0
        nt.links.new(rockc, mst.inputs[6])
        # dark streaks (water stains) and blotches
        mdk = nt.nodes.new('ShaderNodeMix')
        mdk.data_type = 'RGBA'
        nt.links.new(_ramp(nt, n1.outputs['Fac'], [(0.55, (0, 0, 0)), (0.75, (0.7, 0.7, 0.7))]), mdk.inputs['Factor'])
        nt.links.new(mst.outputs[2], mdk.inputs[6])
        mdk.inputs[7].default_value = (*dark, 1)
        # vegetation on the gentle slopes: the geometry normal's z
        geo = nt.nodes.new('ShaderNodeNewGeometry')
        sn = nt.nodes.new('ShaderNodeSeparateXYZ')
        nt.links.new(geo.outputs['Normal'], sn.inputs[0])
        nsum = nt.nodes.new('ShaderNodeMath')
        nsum.operation = 'ADD'
        nt.links.new(sn.outputs['Z'], nsum.inputs[0])
        n3 = _noise(nt, v, 0.12, 3, 0.6)
        sub = nt.nodes.new('ShaderNodeMath')
        sub.operation = 'MULTIPLY_ADD'
        sub.inputs[1].default_value = 0.35
        sub.inputs[2].default_value = -0.17
        nt.links.new(n3.outputs['Fac'], sub.inputs[0])
        nt.links.new(sub.outputs[0], nsum.inputs[1])
        vegf = _ramp(nt, nsum.outputs[0], [(0.72, (0, 0, 0)), (0.84, (1, 1, 1))])
        vegc = _ramp(nt, n2.outputs['Fac'], [(0.35, _shade(scrub, 0.6)), (0.55, scrub), (0.7, dry)])
        mv = nt.nodes.new('ShaderNodeMix')
        mv.data_type = 'RGBA'
        nt.links.new(vegf, mv.inputs['Factor'])
        nt.links.new(mdk.outputs[2], mv.inputs[6])
        nt.links.new(vegc, mv.inputs[7])
        last = mv.outputs[2]
        if wet:
            # wet rock above the water, a pale broken line of surf right at it
            zz = nt.nodes.new('ShaderNodeMath')
            zz.operation = 'MULTIPLY_ADD'  # (z - sea_z) / 10 + 0.1: 0 at a metre under the surface
            nt.links.new(sep.outputs['Z'], zz.inputs[0])
            zz.inputs[1].default_value = 0.1
            zz.inputs[2].default_value = 0.1 - sea_z * 0.1
            wetf = _ramp(nt, zz.outputs[0], [(0.0, (1, 1, 1)), (0.18, (1, 1, 1)), (0.27, (0, 0, 0))])
            mw = nt.nodes.new('ShaderNodeMix')
            mw.data_type = 'RGBA'
            nt.links.new(wetf, mw.inputs['Factor'])
            nt.links.new(last, mw.inputs[6])
            mw.inputs[7].default_value = (*_shade(dark, 0.45), 1)
            foam = _ramp(nt, zz.outputs[0], [(0.05, (0, 0, 0)), (0.105, (1, 1, 1)), (0.13, (1, 1, 1)), (0.17, (0, 0, 0))])
            nf = _noise(nt, v, 1.2, 2, 0.6)
            fm = nt.nodes.new('ShaderNodeMath')
            fm.operation = 'MULTIPLY'
            nt.links.new(foam, fm.inputs[0])
            nt.links.new(_ramp(nt, nf.outputs['Fac'], [(0.4, (0, 0, 0)), (0.6, (1, 1, 1))]), fm.inputs[1])
            mf = nt.nodes.new('ShaderNodeMix')
            mf.data_type = 'RGBA'
            nt.links.new(fm.outputs[0], mf.inputs['Factor'])
            nt.links.new(mw.outputs[2], mf.inputs[6])
            mf.inputs[7].default_value = (0.85, 0.88, 0.88, 1)
            last = mf.outputs[2]
        nt.links.new(last, b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.9
        b.inputs['Specular'].default_value = 0.25
        n4 = _noise(nt, v, 1.5, 3, 0.7)
        _bump(nt, b, n4.outputs['Fac'], 0.5, 0.4)
        return m

    m = cached(('rock2', c, dark, scrub, dry, wet, sea_z), make)
    m.shadow_method = 'NONE'
    return m


def _smooth(e0, e1, x):
    t = max(0.0, min(1.0, (x - e0) / (e1 - e0)))
    return t * t * (3 - 2 * t)


def _island_grid(name, cx, cy, rx, ry, seed, res, rot, mat, power, edge, profile):
    """The grid both island styles share: a superellipse of radii rx, ry (the given power) whose shore wanders by
    two octaves of noise round it (edge: ((amount, frequency), (amount, frequency))), turned by rot about (cx, cy).
    profile(lx, ly, q, ed, off) gives the height at a point: lx, ly in the island's own frame, q its distance out
    (1 at the shore), ed the direction from the centre, off the island's noise offset."""
    r = rng(seed)
    off = Vector((r.random() * 100, r.random() * 100, r.random() * 100))
    nx, ny = int(2.3 * rx / res), int(2.3 * ry / res)
    V = []
    ca, sa = math.cos(rot), math.sin(rot)
    (a1, f1), (a2, f2) = edge
    for j in range(ny + 1):
        for i in range(nx + 1):
            lx = -1.15 * rx + 2.3 * rx * i / nx
            ly = -1.15 * ry + 2.3 * ry * j / ny
            u, w = lx / rx, ly / ry
            d = (abs(u) ** power + abs(w) ** power) ** (1 / power)
            ang = math.atan2(w, u)
            ed = Vector((math.cos(ang), math.sin(ang), 0))
            q = d / (1.0 + a1 * _fbm(ed * f1 + off, 2) + a2 * _fbm(ed * f2 + off, 2))
            h = profile(lx, ly, q, ed, off)
            x = cx + lx * ca - ly * sa
            y = cy + lx * sa + ly * ca
            V.append((x, y, h))
    return grid_mesh(name, V, nx, ny, mat or coast_mat())


def _coast_island(name, cx, cy, rx, ry, height, seed, res, mat, cliff, rot):
    big = 0.45 * max(rx, ry)

    def profile(lx, ly, q, ed, off):
        s = 1 - q
        # the sea cliff: its height varies along the shore (noise of the angle), 4-45 % of the peak (in the coves
        # the scrub comes down almost to the water)
        ch = max(0.04, 0.22 + 0.22 * _fbm(ed * 2.2 + off + Vector((5.0, 0, 0)), 2))
        sea = ch * _smooth(0.0, cliff * 0.35, s)
        # above it the slopes round over to the top (convex: steep above the cliff, a rounded shoulder)
        t = max(0.0, min(1.0, (s - cliff * 0.25) / (0.7 - cliff * 0.25)))
        up = (1 - ch) * (1 - (1 - t) ** 2.2)
        # humps and saddles along the ridge (a shoulder, a summit, a col): large, smooth noise on the upper
        # slopes only (the skyline), a little finer relief on the slopes, faded out toward the top so the
        # silhouette stays a clean line
        p = Vector((lx, ly, 0)) / big + off
        h = height * (sea + up * (1 + 0.4 * _fbm(p, 2)))
        h += height * 0.035 * noise.noise(Vector((lx, ly, 0)) / 35.0 + off) * (1 - 0.6 * _smooth(0.3, 0.9, s))
        if q >= 1:
            h = -3 - 6 * (q - 1)
        elif q > 0.985:
            h = min(h, -0.5 + (1 - q) * 60)
        # rubble and ledges at the foot of the cliff only
        if 0 < h < 6:
            h += 0.8 * noise.noise(Vector((lx, ly, h)) / 3.0 + off)
        return h

    # a superellipse (power 3): a long massif with a broad back, not a cone over an ellipse
    return _island_grid(name, cx, cy, rx, ry, seed, res, rot, mat, 3, ((0.16, 1.3), (0.05, 5.0)), profile)


def _karst_island(name, cx, cy, rx, ry, height, seed, res, mat, cliff, rot):
    """A limestone tower of Ha Long Bay: walls sheer from a dark notch at the water to 55-80 % of the height
    (the wall's height varies round the shore), a broken ledge or two on them, then a steep rounded crown of
    two or three knolls. coast_mat colours it by slope, so the walls read pale rock and the crown green."""

    def profile(lx, ly, q, ed, off):
        s = 1 - q
        wall = 0.55 + 0.25 * max(-1.0, min(1.0, 1.6 * _fbm(ed * 2.0 + off + Vector((9.0, 0, 0)), 2)))
        # the wall: sheer over the outer `cliff` share of the radius, with a ledge part way up where the
        # noise says so (a shelf of scrub, not a layer cake)
        f = _smooth(0.0, cliff, s)
        ledge = 0.5 + 0.5 * noise.noise(ed * 3.0 + off + Vector((0, 4.0, 0)))
        lw = _smooth(0.55, 0.7, ledge)
        f = f * (1 - lw) + min(f, 0.45 + 0.55 * _smooth(cliff * 1.6, cliff * 2.6, s)) * lw
        # the crown: rounded knolls above the wall (large noise, so the skyline is two or three humps)
        t = max(0.0, min(1.0, (s - cliff) / 0.55))
        p = Vector((lx, ly, 0)) / (0.6 * max(rx, ry)) + off
        crown = (1 - wall) * (1 - (1 - t) ** 1.8) * (0.75 + 0.45 * _fbm(p, 2))
        h = height * (wall * f + crown)
        # fine relief on the crown and the walls (not on the skyline's scale)
        h += height * 0.03 * noise.noise(Vector((lx, ly, 0)) / 9.0 + off) * _smooth(0.0, cliff * 2, s)
        if q >= 1:
            h = -3 - 6 * (q - 1)
        elif q > 0.99:
            h = min(h, -0.5 + (1 - q) * 80)
        return h

    # a more ragged outline than the coast massif (power 2.5): buttresses and clefts round the foot
    return _island_grid(name, cx, cy, rx, ry, seed, res, rot, mat, 2.5, ((0.14, 1.5), (0.06, 7.0)), profile)


def coast_mat(rock='#ab9e84', dark='#756b5b', scrub='#2e3626', dry='#5f5d43', wet='#39342c', streaks=0.0, haze=None, veg=0.0, wet_h=None,
              crown=None, notch=None):
    """A limestone massif seen from afar: dark maquis on the gentle and middling slopes in noise-broken
    patches, pale grey-ochre rock on the steep faces and in a few wide bands where the strata break through,
    and a dark wet line at the water. Object coordinates (3D, metres): no texture stretched down the cliffs.
    streaks: how dark the rain streaks down the rock faces are (0: none, the old look; karst walls have them).
    haze: (colour, metres, glow): aerial perspective, the colour mixed in by the distance from the camera
    (1 - e^(-d / metres)) and glowing by glow x that share, so the far islands stand paler behind the near
    ones (the scenes have no mist of their own). None: the old look.
    veg: added to the slope test for the scrub (0.1-0.2: it grows on steeper slopes, the karst crowns' shoulders).
    wet_h: the height (m) of the dark wet band at the water (None: ~4 m, the old look; karst towers have a dark
    tide-worn foot several metres high).
    crown: (nz0, nz1, cell m, drape[, ragged]) for karst towers seen at 300-500 m: the green where the surface is flat enough
    (geometry normal's z from nz0 to nz1: the crowns and ledges) and hanging down the walls above `drape` of the
    object's height in ragged clumps (the walls below stay bare rock however `veg` is set: a slope test plus veg
    let the green run down them in streaks, read as moss), as a mottle of tree crowns (a Voronoi cell per crown,
    dark in the gaps between them); ragged (0.6 unless given): how far the green's lower edge wanders, in shares
    of the height per unit of noise. None: the old look.
    notch: the height (m) of a near-black band at the water (the wave-cut notch in shadow under the overhang);
    None: none, the old look."""
    haze_key = None if haze is None else tuple(haze)
    rock, dark, scrub, dry, wet = col(rock), col(dark), col(scrub), col(dry), col(wet)

    def make():
        from lib import _mapping, _multiply
        m, nt, b = _mat('coastrock')
        v = _coord(nt)
        sep = nt.nodes.new('ShaderNodeSeparateXYZ')
        nt.links.new(v, sep.inputs[0])

        def mix(fac, a, c):
            mx = nt.nodes.new('ShaderNodeMix')
            mx.data_type = 'RGBA'
            nt.links.new(fac, mx.inputs['Factor'])
            for k, x in ((6, a), (7, c)):
                if isinstance(x, tuple):
                    mx.inputs[k].default_value = (*x, 1)
                else:
                    nt.links.new(x, mx.inputs[k])
            return mx.outputs[2]

        def math_(op, a, c):
            mm = nt.nodes.new('ShaderNodeMath')
            mm.operation = op
            for k, x in ((0, a), (1, c)):
                if isinstance(x, float):
                    mm.inputs[k].default_value = x
                else:
                    nt.links.new(x, mm.inputs[k])
            return mm.outputs[0]

        n1 = _noise(nt, v, 0.02, 3, 0.6)   # ~50 m patches
        n2 = _noise(nt, v, 0.09, 3, 0.6)   # ~10 m breakup
        # rock: pale grey-ochre, darker blotches and a few soft wide bands in z
        rockc = _ramp(nt, n2.outputs['Fac'], [(0.3, _shade(rock, 0.7)), (0.5, rock), (0.7, _shade(rock, 1.08))])
        rockc = mix(_ramp(nt, n1.outputs['Fac'], [(0.4, (0, 0, 0)), (0.7, (0.75, 0.75, 0.75))]), rockc, dark)
        if streaks:
            # rain streaks: noise stretched ~40x in z (thin dark runs down the walls, a few metres wide)
            ns = _noise(nt, _mapping(nt, v, (0.35, 0.35, 0.009)), 1.0, 3, 0.55)
            rockc = mix(_ramp(nt, ns.outputs['Fac'], [(0.5, (0, 0, 0)), (0.68, (streaks,) * 3)]), rockc, _shade(dark, 0.7))
        wv = nt.nodes.new('ShaderNodeTexWave')
        wv.wave_type = 'BANDS'
        wv.bands_direction = 'Z'
        wv.inputs['Scale'].default_value = 1.0
        wv.inputs['Distortion'].default_value = 3.0
        wv.inputs['Detail'].default_value = 1.0
        nt.links.new(_mapping(nt, v, (0.003, 0.003, 0.009)), wv.inputs['Vector'])  # a band every ~35 m
        # scrub: dark green maquis, lighter and drier in patches
        scrubc = _ramp(nt, n1.outputs['Fac'], [(0.35, _shade(scrub, 0.75)), (0.55, scrub), (0.72, dry)])
        scrubc = mix(_ramp(nt, n2.outputs['Fac'], [(0.35, (0, 0, 0)), (0.65, (0.35, 0.35, 0.35))]), scrubc, _shade(scrub, 0.6))
        # where the scrub grows: the geometry normal's z (flatter = more), broken by noise, none in the
        # spray zone near the water, and cut by the strata bands (rock ledges across the slopes)
        geo = nt.nodes.new('ShaderNodeNewGeometry')
        sn = nt.nodes.new('ShaderNodeSeparateXYZ')
        nt.links.new(geo.outputs['Normal'], sn.inputs[0])
        nb = math_('MULTIPLY_ADD', n2.outputs['Fac'], 0.5)
        nb.node.inputs[2].default_value = -0.25
        sl = math_('ADD', sn.outputs['Z'], nb)
        sl = math_('ADD', sl, math_('MULTIPLY', math_('SUBTRACT', n1.outputs['Fac'], 0.5), 0.5))
        if crown:
            # flat enough for trees: the normal's z, a little broken by the fine noise (the ledges' edges ragged)
            sl = math_('ADD', sn.outputs['Z'], math_('MULTIPLY', math_('SUBTRACT', n2.outputs['Fac'], 0.5), 0.3))
            vegf = _ramp(nt, sl, [(crown[0], (0, 0, 0)), (crown[1], (1, 1, 1))])
            # seen from the water the crowns' tops hide behind their rims: the green also hangs down the walls'
            # upper part (above crown[3] of the object's height, Generated z), its lower edge ragged in ~12 m
            # tongues and pockets (noise even in all three axes: clumps, not streaks), and in a few pockets lower
            tc = nt.nodes.new('ShaderNodeTexCoord')
            gz = nt.nodes.new('ShaderNodeSeparateXYZ')
            nt.links.new(tc.outputs['Generated'], gz.inputs[0])
            nd = _noise(nt, v, 0.08, 3, 0.6)
            drape = _ramp(nt, math_('ADD', gz.outputs['Z'], math_('MULTIPLY', math_('SUBTRACT', nd.outputs['Fac'], 0.5), float(crown[4]) if len(crown) > 4 else 0.6)),
                          [(crown[3], (0, 0, 0)), (crown[3] + 0.06, (1, 1, 1))])
            pocket = math_('MULTIPLY', _ramp(nt, _noise(nt, v, 0.2, 2, 0.5).outputs['Fac'], [(0.66, (0, 0, 0)), (0.72, (1, 1, 1))]),
                           _ramp(nt, gz.outputs['Z'], [(crown[3] - 0.3, (0, 0, 0)), (crown[3] - 0.15, (1, 1, 1))]))
            vegf = math_('MAXIMUM', vegf, math_('MAXIMUM', drape, pocket))
            # the crowns of the trees: a Voronoi cell each, lighter in the middle and dark in the gaps, over a
            # tropical green varied by the large noise (darker stands, a few yellower patches)
            vo = nt.nodes.new('ShaderNodeTexVoronoi')
            vo.feature = 'F1'
            vo.inputs['Scale'].default_value = 1.0 / float(crown[2])
            nt.links.new(_mapping(nt, v, (1, 1, 0.6)), vo.inputs['Vector'])
            gap = _ramp(nt, vo.outputs['Distance'], [(0.15, (1.1, 1.1, 1.1)), (0.5, (0.85, 0.85, 0.85)), (0.75, (0.4, 0.4, 0.4))])
            tint = _ramp(nt, vo.outputs['Color'], [(0.0, (0.75, 0.75, 0.75)), (1.0, (1.15, 1.15, 1.15))])
            scrubc = _multiply(nt, _multiply(nt, scrubc, gap), tint)
        else:
            if veg:
                sl = math_('ADD', sl, float(veg))
            vegf = _ramp(nt, sl, [(0.5, (0, 0, 0)), (0.66, (1, 1, 1))])
        # the bands only in fragments (where the large noise is high), thin: ledges, not a layer cake
        band = math_('MULTIPLY', _ramp(nt, math_('ADD', wv.outputs['Fac'], math_('MULTIPLY', n2.outputs['Fac'], 0.15)), [(0.95, (0, 0, 0)), (1.02, (1, 1, 1))]),
                     _ramp(nt, n1.outputs['Fac'], [(0.58, (0, 0, 0)), (0.66, (1, 1, 1))]))
        vegf = math_('MULTIPLY', vegf, math_('SUBTRACT', 1.0, band))
        zf = math_('MULTIPLY_ADD', sep.outputs['Z'], 1 / 12.0)
        zf.node.inputs[2].default_value = 0.0
        vegf = math_('MULTIPLY', vegf, _ramp(nt, math_('ADD', zf, math_('MULTIPLY', n2.outputs['Fac'], 0.6)), [(0.55, (0, 0, 0)), (0.9, (1, 1, 1))]))
        last = mix(vegf, rockc, scrubc)
        # the wet dark line right at the water (z 0 to ~4 m, broken)
        wf = _ramp(nt, math_('ADD', math_('MULTIPLY', sep.outputs['Z'], 1 / float(wet_h * 1.5 if wet_h else 6.0)), math_('MULTIPLY', n2.outputs['Fac'], 0.4)),
                   [(0.55, (1, 1, 1)), (0.85, (0, 0, 0))])
        last = mix(wf, last, wet)
        if notch:
            nf = _ramp(nt, math_('ADD', math_('MULTIPLY', sep.outputs['Z'], 1 / float(notch)), math_('MULTIPLY', n2.outputs['Fac'], 0.3)),
                       [(0.85, (1, 1, 1)), (1.05, (0, 0, 0))])
            last = mix(nf, last, _shade(wet, 0.4))
        if haze is not None:
            hc, hd, glow = col(haze[0]), haze[1], haze[2]
            cam = nt.nodes.new('ShaderNodeCameraData')
            hf = math_('SUBTRACT', 1.0, math_('EXPONENT', math_('DIVIDE', cam.outputs['View Distance'], -float(hd)), 0.0))
            last = mix(hf, last, hc)
            b.inputs['Emission'].default_value = (*hc, 1)
            nt.links.new(math_('MULTIPLY', hf, float(glow)), b.inputs['Emission Strength'])
        nt.links.new(last, b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.95
        b.inputs['Specular'].default_value = 0.2
        n4 = _noise(nt, v, 0.25, 3, 0.65)
        _bump(nt, b, n4.outputs['Fac'], 0.35, 2.0)
        return m

    m = cached(('coastrock', rock, dark, scrub, dry, wet) + (((streaks, haze_key, veg),) if streaks or haze or veg else ()) + ((wet_h,) if wet_h else ())
               + ((tuple(crown) if crown else None, notch) if crown or notch else ()), make)
    m.shadow_method = 'NONE'
    return m


def _fbm(p, oct=4):
    s, a, f = 0.0, 1.0, 1.0
    for _ in range(oct):
        s += a * noise.noise(p * f)
        a *= 0.5
        f *= 2.1
    return s


def grid_mesh(name, V, nx, ny, mat):
    """A smooth-shaded object from a grid of (nx + 1) x (ny + 1) vertices laid out row by row (the islands, town2's hill)."""
    F = []
    for j in range(ny):
        for i in range(nx):
            a = j * (nx + 1) + i
            F.append((a, a + 1, a + nx + 2, a + nx + 1))
    me = bpy.data.meshes.new(name)
    me.from_pydata(V, [], F)
    me.polygons.foreach_set('use_smooth', [True] * len(me.polygons))
    me.materials.append(mat)
    return link(bpy.data.objects.new(name, me))


def islet_kw(look):
    """rock_island's keywords for a Mediterranean islet seen from a few km (town2.wooded_isles' `isle_look`,
    places.terrace's `rock_isles_look`): look is a dict of `style` (rock_island's, 'coast' unless given: a sea cliff
    under rounded slopes and a smooth ridge), `cliff` (its share of the radius, 0.12) and `mat` (coast_mat's
    keywords: e.g. darker weathered limestone with rain streaks, a cap of maquis as a mottle of crowns, a dark wet
    band at the water)."""
    return {'mat': coast_mat(**look.get('mat', {})), 'cliff': look.get('cliff', 0.12), 'style': look.get('style', 'coast')}


def rock_island(name, cx, cy, rx, ry, height, seed, res=2.0, mat=None, cliff=0.12, strata=2.6, plateau=0.65, rot=0.0, rough=0.35,
                style='rock'):
    """A rocky island or headland: a plateau (scrub on top) falling in cliffs to the sea, its outline ragged
    (coves, points), its faces displaced by noise and stepped in strata, a rubble shelf at the waterline.
    rx, ry: half sizes (m); res: grid step (m); cliff: share of the radius taken by the cliffs.
    style='coast': a limestone massif as seen from 1-5 km (Amalfi, Capri): a sea cliff at the rim, then soft
    rounded slopes to one or two humps (a smooth ridge line against the sky, not a plateau of spikes), no
    sideways push on the faces (it combed them into vertical ribs) and coast_mat (scrub and rock by slope).
    style='karst': a Ha Long limestone tower (`_karst_island`): sheer walls, a ledge, a rounded green crown."""
    if style == 'coast':
        return _coast_island(name, cx, cy, rx, ry, height, seed, res, mat, cliff, rot)
    if style == 'karst':
        return _karst_island(name, cx, cy, rx, ry, height, seed, res, mat, cliff, rot)
    r = rng(seed)
    off = Vector((r.random() * 100, r.random() * 100, r.random() * 100))
    nx, ny = int(2.3 * rx / res), int(2.3 * ry / res)
    V = []
    ca, sa = math.cos(rot), math.sin(rot)
    for j in range(ny + 1):
        for i in range(nx + 1):
            lx = -1.15 * rx + 2.3 * rx * i / nx
            ly = -1.15 * ry + 2.3 * ry * j / ny
            u, w = lx / rx, ly / ry
            d = math.sqrt(u * u + w * w)
            ang = math.atan2(w, u)
            # a ragged outline: the radius varies with the angle (coves and points)
            ed = Vector((math.cos(ang), math.sin(ang), 0))
            edge = 1.0 + 0.2 * _fbm(ed * 1.3 + off, 2) + 0.07 * _fbm(ed * 6.0 + off, 2)
            q = d / edge
            # cliffs: a steep face from the water to the plateau's rim, then a rolling top
            top = max(0.0, min(1.0, (1 - q) / cliff)) if q < 1 else 0.0
            cl = top ** 0.45
            hill = max(0.0, 1 - q) ** 0.9
            p = Vector((lx, ly, 0)) / 45.0 + off
            h = height * (plateau * cl + (1 - plateau) * hill) * (1 + rough * _fbm(p, 3) * cl)
            # strata: ledges in height on the faces
            if h > 2 and strata:
                st = h / strata
                h = (math.floor(st) + (st - math.floor(st)) ** 4) * strata * 0.55 + h * 0.45
            if q >= 1:
                h = -3 - 6 * (q - 1)
            elif q > 0.985:
                h = min(h, -0.5 + (1 - q) * 60)
            # blocks and buttresses: the faces pushed in and out sideways, rubble at the waterline
            pp = Vector((lx / 14.0, ly / 14.0, h / 9.0)) + off
            k = 1.0 if 0.0 < top < 1.0 else 0.35
            lx += 4.5 * noise.noise(pp) * k
            ly += 4.5 * noise.noise(pp + Vector((31.0, 7.0, 3.0))) * k
            h += (1.2 * noise.noise(Vector((lx, ly, h)) / 4.0 + off) + 0.6 * noise.noise(Vector((lx, ly, h)) / 1.5 + off)) * (1.0 if h < 5 else 0.5)
            x = cx + lx * ca - ly * sa
            y = cy + lx * sa + ly * ca
            V.append((x, y, h))
    return grid_mesh(name, V, nx, ny, mat or rock_mat())
