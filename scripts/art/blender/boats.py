# The islands tour (amenities card): a white day launch running out across the bay toward green rocky islands,
# its white wake behind it. Builder `islands_tour` (registered through services.py); its shot is in places.mjs.
# The launch is lofted: cross-sections along its length (a deep-V bottom from the keel to a chine, a small chine
# flat, topsides flaring out to the sheer), the sheer rising to a raked bow, a square transom; the deck is a second
# loft from the sheer inward (a gunwale cap, the cockpit's walls down to a teak sole, the foredeck in teak), so the
# cockpit is a real well with seats in it, not a block. A wrap-around windscreen, a navy bimini on two stainless
# arches, twin outboards, a bow rail. The islands are nature.rock_island cliffs with trees (nature.py) and a beach.
import math

import bpy
from mathutils import Matrix, Vector

import assets as A
import nature as N
from lib import plain, soft_box, box, wood, glass, world_sky, rng, col, link, _coord, _noise, _ramp, _shade, cached

L_BOAT = 9.6
B_BOAT = 2.9


def _half(t, B):
    """Half beam at the sheer at t (0 transom .. 1 bow)."""
    if t <= 0.42:
        return B / 2 * (0.9 + 0.1 * math.sin(t / 0.42 * math.pi / 2))
    u = (t - 0.42) / 0.58
    return max(0.015, B / 2 * math.sqrt(max(0.0, 1 - u ** 2.1)))


def _sheer(t):
    return 1.0 + 0.42 * t ** 2.2


def _keel(t):
    return -0.42 + 0.95 * max(0.0, (t - 0.62) / 0.38) ** 2.0


def _chine(t):
    return -0.06 + 0.62 * max(0.0, (t - 0.55) / 0.45) ** 1.7


def _section(t, B):
    """One side's points (y >= 0) from the keel to the sheer."""
    w = _half(t, B)
    zk, zc, zs = _keel(t), _chine(t), _sheer(t)
    zc = min(zc, zs - 0.08)
    zk = min(zk, zc - 0.02)
    pts = [(0.0, zk)]
    # the V bottom, a little convex, to the chine
    for s in (0.25, 0.5, 0.75):
        pts.append((0.84 * w * s, zk + (zc - zk) * (s + 0.12 * s * (1 - s) * 2)))
    pts.append((0.84 * w, zc))
    pts.append((0.9 * w, zc + 0.01))  # the chine flat
    # topsides flaring out to the sheer
    for s in (0.2, 0.45, 0.7, 0.88, 1.0):
        pts.append((0.9 * w + 0.1 * w * s ** 0.6, zc + 0.01 + (zs - zc - 0.01) * s))
    return pts


def _loft(name, stations, mats, mat_of=None, smooth=40):
    """A mesh through rows of points (stations), faces between consecutive rows; mat_of(i, j) picks a material index."""
    V, F, M = [], [], []
    n = len(stations[0])
    for row in stations:
        V.extend(row)
    for i in range(len(stations) - 1):
        for j in range(n - 1):
            a = i * n + j
            F.append((a, a + 1, a + n + 1, a + n))
            M.append(mat_of(i, j) if mat_of else 0)
    me = bpy.data.meshes.new(name)
    me.from_pydata(V, [], F)
    me.validate()
    for m in mats:
        me.materials.append(m)
    me.polygons.foreach_set('material_index', M)
    me.polygons.foreach_set('use_smooth', [True] * len(F))
    me.use_auto_smooth = True
    me.auto_smooth_angle = math.radians(smooth)
    return link(bpy.data.objects.new(name, me))


def _ring(xc, yc, z, a, b, n=20, p=2.6, aft=1.0):
    """A closed superellipse loop at height z about (xc, yc): half-length a along x (its aft half, -x, times
    `aft`), half-width b along y; the first point repeated at the end so a loft closes."""
    pts = []
    for k in range(n + 1):
        t = math.tau * k / n
        c, s_ = math.cos(t), math.sin(t)
        ex = math.copysign(abs(c) ** (2 / p), c) * a * (aft if c < 0 else 1.0)
        pts.append((xc + ex, yc + math.copysign(abs(s_) ** (2 / p), s_) * b, z))
    return pts


def _outboard(xf, yo, c='#e9ebea'):
    """An outboard motor hung on the transom (its front at x = xf, the boat's aft is -x): a cowling lofted from
    superellipse rings, swelling aft and rounding over at the top, split by a plain navy band (no logo); a dark
    lower cowl; a streamlined leg down into the water to the anti-cavitation plate and a torpedo gearcase with
    its skeg."""
    cowl = plain(c, 0.22, name='obcowl', spec=0.6)
    band = plain('#1f3550', 0.35, name='obband', spec=0.5)
    dark = plain('#2a2e33', 0.35, name='obdark', spec=0.5)
    A0 = 0.42  # the cowling's half length
    out = []

    def cowl_ring(s):
        # s 0 (its foot, 0.86 m) .. 1 (its top, 1.52 m): full size to 60 %, then rounding over the top
        q = max(0.0, (s - 0.55) / 0.45)
        k = max(0.002, math.sqrt(max(0.0, 1 - q * q)))
        return _ring(xf - A0 - 0.02 - 0.05 * s, yo, 0.86 + 0.66 * s, (A0 - 0.03 * (1 - s)) * k, 0.26 * k * (1 - 0.08 * s), aft=1.12)
    S = (0.0, 0.1, 0.2, 0.28, 0.36, 0.46, 0.56, 0.66, 0.75, 0.83, 0.9, 0.95, 0.985, 1.0)
    rings = [cowl_ring(s) for s in S]
    ob = _loft('obcowl', rings, [cowl, band], mat_of=lambda i, j: 1 if i == 3 else 0, smooth=60)
    out.append(ob)
    # the lower cowl (apron), a little narrower, dark
    rings = [_ring(xf - 0.42, yo, z, 0.38 - 0.06 * (0.86 - z), 0.22 - 0.05 * (0.86 - z), aft=1.05) for z in (0.5, 0.62, 0.74, 0.86)]
    out.append(_loft('obapron', rings, [dark], smooth=60))
    # the leg: a foil section (round nose forward, long tail aft) down into the water
    rings = [_ring(xf - 0.48, yo, z, 0.2, 0.065, p=2.2, aft=1.3) for z in (-0.62, -0.3, 0.0, 0.3, 0.52)]
    out.append(_loft('obleg', rings, [dark], smooth=60))
    # the anti-cavitation plate and the gearcase torpedo with its skeg
    out.append(box('obplate', xf - 0.98, xf - 0.26, yo - 0.16, yo + 0.16, -0.4, -0.37, dark, bevel=0.01))
    rings = []
    for i in range(9):
        u = i / 8
        r_ = 0.085 * math.sqrt(max(0.0, math.sin(math.pi * min(1.0, 0.15 + u * 0.85)))) + 0.01
        xs = xf - 0.18 - 0.72 * u
        rings.append([(xs, yo + r_ * math.cos(math.tau * k / 12), -0.62 + r_ * math.sin(math.tau * k / 12)) for k in range(13)])
    out.append(_loft('obtorpedo', rings, [dark], smooth=60))
    me = bpy.data.meshes.new('obskeg')
    me.from_pydata([(xf - 0.5, yo, -0.65), (xf - 0.86, yo, -0.65), (xf - 0.8, yo, -0.9)], [], [(0, 1, 2)])
    me.materials.append(dark)
    out.append(link(bpy.data.objects.new('obskeg', me)))
    return out


def launch(x, y, heading, L=L_BOAT, B=B_BOAT, trim=2.5, canvas_c='#1f3550', outboard=None, ob_colour='#e9ebea'):
    """A white day launch built about the origin (bow +x, waterline z = 0), then trimmed bow-up, turned and placed."""
    white = plain('#f5f3ee', 0.18, name='gelcoat', spec=0.6)
    bottom = plain('#24384a', 0.35, name='antifoul')
    teak = wood('#9a6a3e', planks=True, scale=3.0, rough=0.55, name='teakdeck')
    steel = plain('#d9dcdf', 0.15, 1.0, name='steel')
    cush = plain('#eee6d6', 0.6, name='cushion')
    pipe = plain('#1f3550', 0.5, name='piping')
    canvas = plain(canvas_c, 0.75, name='bimini')
    canvas.use_backface_culling = False
    dark = plain('#1a1d20', 0.4, name='boatdark')
    engine = plain('#2e3338', 0.25, name='enginecowl', spec=0.6)
    ts = [i / 60 for i in range(61)]
    parts = []
    # the hull: both sides from the sheer round the keel to the sheer
    rows = []
    for t in ts:
        xs = -L / 2 + L * t
        sec = _section(t, B)
        side = [(xs, -yy, zz) for (yy, zz) in reversed(sec)] + [(xs, yy, zz) for (yy, zz) in sec[1:]]
        rows.append(side)
    nsec = len(rows[0])
    mid = nsec // 2
    # the boot line: below z 0.05 the hull is navy antifouling (per face by height)
    hull = _loft('hull', rows, [white, bottom])
    for p in hull.data.polygons:
        zc = sum(hull.data.vertices[v].co.z for v in p.vertices) / 4
        p.material_index = 1 if zc < 0.02 else 0
    parts.append(hull)
    # the transom
    me = bpy.data.meshes.new('transom')
    me.from_pydata(rows[0], [], [list(reversed(range(nsec)))])
    me.materials.append(white)
    parts.append(link(bpy.data.objects.new('transom', me)))
    # the deck: from the sheer inward, a gunwale cap, the cockpit's walls down to the sole, the sole (teak)
    c0, c1 = 0.06, 0.6  # the cockpit from just forward of the transom to the windscreen
    zf = 0.42
    dts = sorted(set([i / 60 for i in range(61)] + [c0 - 0.004, c0 + 0.004, c1 - 0.004, c1 + 0.004]))
    drows = []
    inside = []
    for t in dts:
        xs = -L / 2 + L * t
        w, zs = _half(t, B), _sheer(t)
        cap = min(0.14, w * 0.45)
        inw = max(0.0, w - cap)
        cock = c0 <= t <= c1
        crown = 0.04 * (1 - (t - c1) / (1 - c1)) if t > c1 else 0.0
        zin = zf if cock else zs + crown
        wall = max(0.0, inw - 0.03) if cock else inw
        row = [(xs, -w, zs), (xs, -inw, zs + 0.005), (xs, -wall, zin), (xs, wall, zin), (xs, inw, zs + 0.005), (xs, w, zs)]
        drows.append(row)
        inside.append(cock)
    deck = _loft('deck', drows, [white, teak], mat_of=lambda i, j: 1 if j == 2 else 0, smooth=30)
    parts.append(deck)
    # the aft deck over the transom (between the transom and the cockpit) in teak too; rub rails along the sheer
    g = N.Geo('launchrails')
    for sgn in (-1, 1):
        pts = [Vector((-L / 2 + L * t, sgn * (_half(t, B) + 0.015), _sheer(t) - 0.03)) for t in ts if t < 0.985]
        g.tube(steel, pts, [0.028] * len(pts), seg=8)
    # the bow rail: stanchions and a rail following the sheer on the foredeck
    for sgn in (-1, 1):
        rail = []
        for t in [0.66 + 0.3 * k / 14 for k in range(15)]:
            w = _half(t, B) - 0.09
            rail.append(Vector((-L / 2 + L * t, sgn * max(0.03, w), _sheer(t) + 0.55)))
        g.tube(steel, rail, [0.014] * len(rail), seg=8)
        for k in (0, 5, 10):
            p = rail[k]
            g.tube(steel, [Vector((p.x, p.y, p.z - 0.55)), p], [0.012, 0.012], seg=6)
    # the bow rail's nose, joining the two sides
    tn = 0.96
    g.tube(steel, [Vector((-L / 2 + L * tn, -0.03, _sheer(tn) + 0.55)), Vector((-L / 2 + L * tn, 0.03, _sheer(tn) + 0.55))], [0.014, 0.014], seg=8)
    # the windscreen: a wrap-around glass curved in plan, raked back, with a steel top rail
    xw = -L / 2 + L * c1
    wv = []
    nW = 24
    bot, top = [], []
    for k in range(nW + 1):
        s = -1 + 2 * k / nW
        w = _half(c1, B) - 0.1
        yy = s * w
        xb = xw - 0.55 * s * s
        tb = (xb + L / 2) / L
        zb = _sheer(tb) + 0.02
        bot.append((xb, yy, zb))
        top.append((xb - 0.32, yy * 0.94, zb + 0.48))
    me = bpy.data.meshes.new('windscreen')
    V = bot + top
    F = [(k, k + 1, nW + 2 + k, nW + 1 + k) for k in range(nW)]
    me.from_pydata(V, [], F)
    me.polygons.foreach_set('use_smooth', [True] * len(F))
    me.materials.append(glass((0.55, 0.62, 0.62), name='screen'))
    parts.append(link(bpy.data.objects.new('windscreen', me)))
    g.tube(steel, [Vector(p) for p in top], [0.018] * len(top), seg=8)
    for p in (bot[0], bot[nW], bot[nW // 2]):
        q = top[bot.index(p)]
        g.tube(steel, [Vector(p), Vector(q)], [0.014, 0.014], seg=6)
    # the dash under the windscreen, across the cockpit, with a dark instrument panel
    wc = _half(c1, B) - 0.17
    parts.append(box('dash', xw - 0.75, xw - 0.02, -wc, wc, zf, _sheer(c1) - 0.05, white, bevel=0.04))
    parts.append(box('panel', xw - 0.8, xw - 0.55, -0.75, 0.2, _sheer(c1) - 0.3, _sheer(c1) - 0.04, dark, bevel=0.02))
    # the helm bench and the aft U-sofa: cream cushions, navy piping, backrests
    xh = xw - 1.5
    wh = _half((xh + L / 2) / L, B) - 0.2
    parts.append(box('helmbase', xh - 0.3, xh + 0.3, -wh, wh, zf, zf + 0.38, white, bevel=0.03))
    parts.append(soft_box('helmseat', xh - 0.3, xh + 0.32, -wh, wh, zf + 0.38, zf + 0.54, cush, level=2))
    parts.append(soft_box('helmback', xh - 0.36, xh - 0.22, -wh, wh, zf + 0.5, zf + 1.0, cush, level=2))
    parts.append(box('helmpipe', xh - 0.305, xh + 0.325, -wh - 0.005, wh + 0.005, zf + 0.455, zf + 0.47, pipe))
    xa = -L / 2 + L * c0 + 0.05
    wa = _half(c0 + 0.05, B) - 0.18
    parts.append(box('aftbase', xa, xa + 0.55, -wa, wa, zf, zf + 0.36, white, bevel=0.03))
    parts.append(soft_box('aftseat', xa, xa + 0.6, -wa, wa, zf + 0.36, zf + 0.52, cush, level=2))
    parts.append(soft_box('aftback', xa - 0.02, xa + 0.14, -wa, wa, zf + 0.5, _sheer(c0) + 0.32, cush, level=2))
    for sgn in (-1, 1):
        y0, y1 = sorted((sgn * wa, sgn * (wa - 0.55)))
        parts.append(box('sidebase', xa + 0.55, xa + 1.9, y0, y1, zf, zf + 0.36, white, bevel=0.03))
        parts.append(soft_box('sideseat', xa + 0.55, xa + 1.9, y0, y1, zf + 0.36, zf + 0.52, cush, level=2))
        y0, y1 = sorted((sgn * wa, sgn * (wa - 0.13)))
        parts.append(soft_box('sideback', xa + 0.5, xa + 1.9, y0, y1, zf + 0.5, _sheer(c0 + 0.12) + 0.28, cush, level=2))
    # a sunpad on the foredeck
    xp = xw + 0.35
    parts.append(soft_box('sunpad', xp, xp + 1.7, -0.75, 0.75, _sheer(c1 + 0.06) + 0.03, _sheer(c1 + 0.06) + 0.17, cush, level=2))
    # the bimini: two stainless arches from the gunwales, a navy canvas top stretched over them, sagging between
    arches = (xh - 0.2, xa + 0.5)
    H = zf + 1.95
    prof = []
    for k in range(17):
        s = -1 + 2 * k / 16
        prof.append((s, 1 - abs(s) ** 6))
    for xb_ in arches:
        tb = (xb_ + L / 2) / L
        wb = _half(tb, B) - 0.08
        zs = _sheer(tb)
        pts = [Vector((xb_, s * wb, zs + (H - zs) * h)) for s, h in prof]
        g.tube(steel, pts, [0.02] * len(pts), seg=8)
    crows = []
    nx = 10
    for i in range(nx + 1):
        u = i / nx
        xx = arches[0] + 0.25 + (arches[1] - 0.25 - arches[0] - 0.25) * u
        tb = (xx + L / 2) / L
        wb = _half(tb, B) - 0.05
        sag = 0.05 * math.sin(math.pi * u)
        crows.append([(xx, s * wb, H + 0.02 - sag - 0.35 * max(0.0, abs(s) - 0.82) / 0.18) for s, _ in prof if abs(s) <= 0.95])
    parts.append(_loft('biminitop', crows, [canvas]))
    # twin outboards on the transom (outboard 'shaped': boats._outboard, lofted; unset: the old boxes)
    for sgn in (-1, 1):
        yo = sgn * 0.55
        xt = -L / 2
        if outboard == 'shaped':
            parts.append(box('obbracket', xt - 0.25, xt, yo - 0.12, yo + 0.12, 0.1, 0.75, dark, bevel=0.02))
            parts += _outboard(xt - 0.2, yo, ob_colour)
            continue
        parts.append(box('obbracket', xt - 0.25, xt, yo - 0.12, yo + 0.12, 0.1, 0.75, dark, bevel=0.02))
        from lib import sphere
        parts.append(soft_box('cowl', xt - 0.98, xt - 0.16, yo - 0.25, yo + 0.25, 0.78, 1.42, engine, level=2))
        parts.append(box('cowlstripe', xt - 0.9, xt - 0.3, yo - 0.255, yo + 0.255, 1.1, 1.14, steel))
        parts.append(box('cowlband', xt - 0.93, xt - 0.2, yo - 0.2, yo + 0.2, 0.7, 0.86, plain('#2b2f33', 0.3, name='obleg'), bevel=0.06, seg=3))
        parts.append(box('obmid', xt - 0.7, xt - 0.3, yo - 0.14, yo + 0.14, -0.25, 0.8, plain('#2b2f33', 0.3, name='obleg'), bevel=0.03))
        parts.append(box('obleg', xt - 0.62, xt - 0.38, yo - 0.05, yo + 0.05, -0.75, -0.2, plain('#2b2f33', 0.3, name='obleg'), bevel=0.02))
    parts += g.flush()
    # trim bow-up, turn and place (the meshes' vertices, so each object's origin stays at the world's origin)
    mat = Matrix.Translation((x, y, 0.0)) @ Matrix.Rotation(math.radians(heading), 4, 'Z') @ Matrix.Rotation(math.radians(-trim), 4, 'Y')
    for ob in parts:
        ob.data.transform(mat)
    return parts


def _strip(name, pts, mat, z=0.1):
    """A flat strip on the water through (x, y, half-width) points, its UVs across (u) and along (v)."""
    V, F, UV = [], [], []
    n = len(pts)
    for i, (x, y, w) in enumerate(pts):
        j, k = min(i + 1, n - 1), max(i - 1, 0)
        dx, dy = pts[j][0] - pts[k][0], pts[j][1] - pts[k][1]
        ln = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / ln, dx / ln
        V += [(x + nx * w, y + ny * w, z), (x - nx * w, y - ny * w, z)]
    for i in range(n - 1):
        a = 2 * i
        F.append((a, a + 1, a + 3, a + 2))
        UV += [(0, i / (n - 1)), (1, i / (n - 1)), (1, (i + 1) / (n - 1)), (0, (i + 1) / (n - 1))]
    me = bpy.data.meshes.new(name)
    me.from_pydata(V, [], F)
    uvl = me.uv_layers.new(name='UVMap')
    for li, uv in enumerate(UV):
        uvl.data[li].uv = uv
    me.materials.append(mat)
    ob = link(bpy.data.objects.new(name, me))
    ob.visible_shadow = False
    return ob


def foam(name, density, along, across=1.0, fade=1.0, bright=0.95):
    """Foam on the water laid out by the strip's UVs (u across, v along): white, broken by noise stretched along
    the strip into streaks and patches, soft at the strip's edges, thinning toward its far end (fade)."""
    m = bpy.data.materials.new(name)
    m.use_nodes = True
    m.blend_method = 'BLEND'
    m.shadow_method = 'NONE'
    m.use_backface_culling = False
    nt = m.node_tree
    b = nt.nodes['Principled BSDF']
    b.inputs['Base Color'].default_value = (bright, bright * 1.01, bright * 1.02, 1)
    b.inputs['Roughness'].default_value = 0.8
    uvn = nt.nodes.new('ShaderNodeUVMap')
    sep = nt.nodes.new('ShaderNodeSeparateXYZ')
    nt.links.new(uvn.outputs[0], sep.inputs[0])
    comb = nt.nodes.new('ShaderNodeCombineXYZ')
    mu = nt.nodes.new('ShaderNodeMath'); mu.operation = 'MULTIPLY'; mu.inputs[1].default_value = across
    nt.links.new(sep.outputs['X'], mu.inputs[0])
    mv = nt.nodes.new('ShaderNodeMath'); mv.operation = 'MULTIPLY'; mv.inputs[1].default_value = along
    nt.links.new(sep.outputs['Y'], mv.inputs[0])
    nt.links.new(mu.outputs[0], comb.inputs[0])
    nt.links.new(mv.outputs[0], comb.inputs[1])
    nz = nt.nodes.new('ShaderNodeTexNoise')
    nz.inputs['Scale'].default_value = 1.0
    nz.inputs['Detail'].default_value = 3.0
    nz.inputs['Roughness'].default_value = 0.7
    nz.inputs['Distortion'].default_value = 0.6
    nt.links.new(comb.outputs[0], nz.inputs[0])
    # the threshold rises along the strip (thinning foam), so the far end breaks into patches
    thr = nt.nodes.new('ShaderNodeMath'); thr.operation = 'MULTIPLY_ADD'
    thr.inputs[1].default_value = 0.22 * fade
    thr.inputs[2].default_value = 0.56 - density * 0.2
    nt.links.new(sep.outputs['Y'], thr.inputs[0])
    dif = nt.nodes.new('ShaderNodeMath'); dif.operation = 'SUBTRACT'
    nt.links.new(nz.outputs['Fac'], dif.inputs[0])
    nt.links.new(thr.outputs[0], dif.inputs[1])
    sm = nt.nodes.new('ShaderNodeMapRange')
    sm.inputs['From Min'].default_value = -0.02
    sm.inputs['From Max'].default_value = 0.1
    nt.links.new(dif.outputs[0], sm.inputs['Value'])
    # soft edges across: 1 - (2u - 1)^2
    m1 = nt.nodes.new('ShaderNodeMath'); m1.operation = 'MULTIPLY_ADD'; m1.inputs[1].default_value = 2.0; m1.inputs[2].default_value = -1.0
    nt.links.new(sep.outputs['X'], m1.inputs[0])
    m2 = nt.nodes.new('ShaderNodeMath'); m2.operation = 'POWER'; m2.inputs[1].default_value = 2.0
    nt.links.new(m1.outputs[0], m2.inputs[0])
    m3 = nt.nodes.new('ShaderNodeMath'); m3.operation = 'SUBTRACT'; m3.inputs[0].default_value = 1.0
    nt.links.new(m2.outputs[0], m3.inputs[1])
    m4 = nt.nodes.new('ShaderNodeMath'); m4.operation = 'MULTIPLY'
    nt.links.new(m3.outputs[0], m4.inputs[0])
    nt.links.new(sm.outputs[0], m4.inputs[1])
    # and fading along
    m5 = nt.nodes.new('ShaderNodeMath'); m5.operation = 'MULTIPLY_ADD'; m5.inputs[1].default_value = -0.8 * fade; m5.inputs[2].default_value = 1.0
    nt.links.new(sep.outputs['Y'], m5.inputs[0])
    m6 = nt.nodes.new('ShaderNodeMath'); m6.operation = 'MULTIPLY'; m6.use_clamp = True
    nt.links.new(m4.outputs[0], m6.inputs[0])
    nt.links.new(m5.outputs[0], m6.inputs[1])
    nt.links.new(m6.outputs[0], b.inputs['Alpha'])
    return m


def wake(bx, by, heading, L=L_BOAT, B=B_BOAT, length=160.0, joined=False):
    """The launch's wake: white water churned up behind the transom, widening and thinning; the two arms of the V
    spreading at ~19 degrees; and the bow wave peeling off each side of the hull.
    joined: white water also fills the space between the hull and each arm (from the bow's shoulder to the
    transom) and, fainter, the V behind the transom, so the arms grow out of the hull; without it (the old look)
    a band of calm water showed between the hull and the arm on the side turned to the camera."""
    a = math.radians(heading)
    ux, uy = math.cos(a), math.sin(a)
    vx, vy = -uy, ux
    sx, sy = bx - ux * L * 0.5, by - uy * L * 0.5
    ds = [0.0] + [0.6 * 1.08 ** k for k in range(80) if 0.6 * 1.08 ** k < length]
    # the churned white water straight behind the transom, dense near it, breaking up farther back
    pts = [(sx - ux * d, sy - uy * d, 1.5 + d * 0.09) for d in ds]
    _strip('churn', pts, foam('churn', 1.3, 50.0, 3.0, fade=1.1), z=0.17)
    pts = [(sx - ux * d, sy - uy * d, 1.1 + d * 0.05) for d in ds if d < 40]
    _strip('churn2', pts, foam('churn2', 1.2, 110.0, 6.0, fade=0.9), z=0.18)
    # a wider, fainter trail of old foam round it
    pts = [(sx - ux * d, sy - uy * d, 2.6 + d * 0.11) for d in ds if d > 1.0]
    _strip('trail', pts, foam('trail', 0.5, 40.0, 4.0, fade=1.2, bright=0.85), z=0.13)
    for sv in (-1, 1):
        # white water pressed out along the hull at the waterline, from the bow's shoulder aft
        pts = []
        for k in range(0, 40):
            d = -L * 0.3 + k * (L * 0.75 / 39)
            t = 0.5 - d / L
            off = _half(t, B) * 0.88 + 0.12
            pts.append((bx - ux * d + vx * sv * off, by - uy * d + vy * sv * off, 0.3 + 0.2 * (k / 39)))
        _strip('hullfoam', pts, foam('hullfoam', 1.1, 30.0, 2.0, fade=0.6), z=0.2)
        # the bow wave: from the shoulder of the bow along the hull, then out into the V's arm
        pts = []
        for k in range(0, 90):
            d = -L * 0.22 + k * 1.3  # from forward of amidships, aftward
            off = B * 0.5 + 0.05 + max(0.0, d + L * 0.22) * 0.33
            w = 0.22 + max(0.0, d) * 0.006
            pts.append((bx - ux * d + vx * sv * off, by - uy * d + vy * sv * off, w))
        _strip('bowwave', pts, foam('bowfoam', 0.55, 90.0, 1.5, fade=2.2, bright=0.9), z=0.14)
        if joined:
            # the white water thrown out between the hull and the arm: from the hull's side at the waterline to
            # just past the arm's line, from the bow's shoulder to a few metres behind the transom
            pts = []
            for k in range(0, 30):
                d = -L * 0.2 + k * ((L * 0.5 + 6.0 + L * 0.2) / 29)
                t = 0.5 - d / L
                inner = _half(t, B) * 0.8 if t >= 0 else max(0.0, B * 0.4 - (d - L * 0.5) * 0.1)
                outer = B * 0.5 + 0.25 + max(0.0, d + L * 0.22) * 0.33
                pts.append((bx - ux * d + vx * sv * (inner + outer) / 2, by - uy * d + vy * sv * (inner + outer) / 2, (outer - inner) / 2))
            _strip('sidewash', pts, foam('sidewash', 0.9, 25.0, 2.0, fade=1.0, bright=0.93), z=0.16)
    if joined:
        # the V behind the transom: broken, fading foam between the arms (wider than the churn, narrower than the V)
        pts = [(sx - ux * d, sy - uy * d, B * 0.5 + d * 0.3) for d in ds if d < 70]
        _strip('vwash', pts, foam('vwash', 0.6, 35.0, 5.0, fade=1.4, bright=0.88), z=0.12)


def beach_mat():
    def make():
        m = bpy.data.materials.new('beachsand')
        m.use_nodes = True
        nt = m.node_tree
        b = nt.nodes['Principled BSDF']
        v = _coord(nt)
        sep = nt.nodes.new('ShaderNodeSeparateXYZ')
        nt.links.new(v, sep.inputs[0])
        n = _noise(nt, v, 0.4, 3, 0.6)
        c = col('#e2d2b0')
        sand = _ramp(nt, n.outputs['Fac'], [(0.35, _shade(c, 0.92)), (0.65, _shade(c, 1.05))])
        # wet sand and a line of surf at the water's edge (by height)
        mix = nt.nodes.new('ShaderNodeMix')
        mix.data_type = 'RGBA'
        fac = _ramp(nt, sep.outputs['Z'], [(0.05, (1, 1, 1)), (0.35, (0, 0, 0))])
        nt.links.new(fac, mix.inputs['Factor'])
        nt.links.new(sand, mix.inputs[6])
        mix.inputs[7].default_value = (*_shade(c, 0.62), 1)
        nt.links.new(mix.outputs[2], b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.85
        return m

    return cached(('beachsand',), make)


def beach(name, cx, cy, ang, half_w, depth, seed=0):
    """A small crescent beach at an island's edge: a sand slope from inside the cliff foot (2.5 m up) down under the
    water, its outline a half ellipse along the shore (ang: the seaward direction, degrees)."""
    from mathutils import noise
    r = rng(seed)
    off = Vector((r.random() * 50, r.random() * 50, 0))
    a = math.radians(ang)
    ux, uy = math.cos(a), math.sin(a)
    vx, vy = -uy, ux
    V = []
    nu, nv = 40, 12
    for j in range(nv + 1):
        for i in range(nu + 1):
            s = -1 + 2 * i / nu
            t = j / nv  # 0 inside the cliff, 1 at the sea edge
            reach = depth * (1 - s * s) ** 0.5 * (1 + 0.15 * noise.noise(Vector((s * 3, 0, 0)) + off))
            d = -6 + (reach + 6) * t
            z = 2.2 - 2.9 * t ** 1.3 + 0.15 * noise.noise(Vector((s * 8, t * 4, 0)) + off)
            V.append((cx + ux * d + vx * s * half_w, cy + uy * d + vy * s * half_w, z))
    return N.grid_mesh(name, V, nu, nv, beach_mat())


def clouds(z):
    """High thin cloud: a wide plane far over the sea, its alpha streaks of stretched noise (cirrus and small
    fair-weather puffs), white lit by the sun, soft."""
    m = bpy.data.materials.new('cloud')
    m.use_nodes = True
    m.blend_method = 'BLEND'
    m.shadow_method = 'NONE'
    m.use_backface_culling = False
    nt = m.node_tree
    b = nt.nodes['Principled BSDF']
    b.inputs['Base Color'].default_value = (1, 1, 1, 1)
    b.inputs['Roughness'].default_value = 1.0
    b.inputs['Specular'].default_value = 0.0
    b.inputs['Emission'].default_value = (1.0, 0.97, 0.93, 1)
    b.inputs['Emission Strength'].default_value = 1.1
    v = _coord(nt, 'Object')
    from lib import _mapping
    n = _noise(nt, _mapping(nt, v, (0.0011, 0.0032, 1.0)), 1.0, 3, 0.62, distortion=0.4)
    n2 = _noise(nt, _mapping(nt, v, (0.0004, 0.0009, 1.0)), 1.0, 2, 0.5)
    mul = nt.nodes.new('ShaderNodeMath')
    mul.operation = 'MULTIPLY'
    nt.links.new(_ramp(nt, n.outputs['Fac'], [(0.5, (0, 0, 0)), (0.74, (0.8, 0.8, 0.8))]), mul.inputs[0])
    nt.links.new(_ramp(nt, n2.outputs['Fac'], [(0.45, (0, 0, 0)), (0.6, (1, 1, 1))]), mul.inputs[1])
    nt.links.new(mul.outputs[0], b.inputs['Alpha'])
    ob = box('cloudlayer', -12000, 12000, 2500, 30000, z, z + 1, m)
    ob.visible_shadow = False
    return ob


def islands_tour(sc, sd):
    """The islands tour: the launch running out across the bay in the morning toward rocky green islands (or, with
    isle_style 'karst', limestone towers), beaches in coves where `beaches` puts them; its wake behind it."""
    world_sky(sc, sd['tod'], sd['sun_azimuth'])
    A.ocean(sc, size=2400, res=8, repeat=8, z=0.0, x=0, y=700, wave_scale=sd.get('waves', 0.35))
    if sd.get('sea_chop'):  # a breezy sea (lib.breezy_sea: [chop, caps, wind]); unset: the old calm sea
        from lib import breezy_sea
        breezy_sea(*sd['sea_chop'])
    from assets import height_at
    # isle_style 'karst': Ha Long limestone towers (nature._karst_island) in coast_mat with `isle_mat`'s colours,
    # streaks and aerial haze, trees only above `tree_min` of the peak (the crowns, not the sheer walls); unset:
    # the old rock_island plateaus
    style = sd.get('isle_style')
    imat = N.coast_mat(**sd.get('isle_mat', {})) if style else None
    for k, isl_d in enumerate(sd.get('isles', [])):
        cx, cy, rx, ry, pk, rot = isl_d[:6]
        if style:
            isl = N.rock_island('isle%d' % k, cx, cy, rx, ry, pk, 60 + k, res=max(0.8, rx / 110), rot=rot, mat=imat,
                                cliff=sd.get('isle_cliff', 0.1), style=style)
        else:
            isl = N.rock_island('isle%d' % k, cx, cy, rx, ry, pk, 60 + k, res=max(1.6, rx / 80), rot=rot, plateau=0.55)
        gi = N.Geo('isletrees%d' % k)
        r = rng(70 + k)
        lod = 1 if k == 0 else 2
        # tree_div: the ground area (m2) per tree tried, per island (unset: 22 for the first, 60 for the rest);
        # tree_flat: trees wherever the ground is flat enough (its normal's z at least this, 12 m up or more: the
        # crowns and the ledges, not the walls) instead of above tree_min of the peak; tree_h: their heights
        tdiv = sd.get('tree_div')
        tdiv = tdiv[k] if tdiv and k < len(tdiv) else (22 if k == 0 else 60)
        flat = sd.get('tree_flat')
        th0, th1 = sd.get('tree_h', (4, 7))
        # tree_leaves: the broadleaf trees' leaf colours [dark, mid, light] (unset: nature.broad_leaves, whose
        # yellow-green cards stood lighter than the crowns' canopy shader under them)
        tl = sd.get('tree_leaves')
        leaves = [N.leaf_mat(c, 'isleleaf%d' % i) for i, c in enumerate(tl)] if tl else None
        for j in range(int(rx * ry / tdiv)):
            x, y = cx + r.uniform(-rx, rx) * 0.85, cy + r.uniform(-ry, ry) * 0.85
            z = height_at(isl, x, y)
            if z is None:
                continue
            if flat:
                zs = [height_at(isl, x + dx, y + dy) for dx, dy in ((2, 0), (-2, 0), (0, 2), (0, -2))]
                if z < 12 or None in zs:
                    continue
                gx, gy = (zs[0] - zs[1]) / 4, (zs[2] - zs[3]) / 4
                if 1 / math.sqrt(1 + gx * gx + gy * gy) < flat:
                    continue
            elif z < pk * sd.get('tree_min', 0.35):
                continue
            q = r.random()
            if q < 0.8:
                N.broadleaf(gi, x, y, z, r.uniform(th0, th1), seed=r.randrange(9999), lod=2, leaves=leaves)
            elif q < (0.86 if k == 0 else 0.0):
                N.umbrella_pine(gi, x, y, z, r.uniform(8, 13), seed=r.randrange(9999), lod=lod)
            elif q < 0.93 and not flat:  # no cypresses on the tropical crowns: broadleaf and shrub clumps only
                N.cypress(gi, x, y, z, r.uniform(7, 11), seed=r.randrange(9999), seg=10, rings=14)
            else:
                N.shrub(gi, x, y, z, rad=r.uniform(1.5, 2.5), seed=r.randrange(9999), n=40, leaf=0.5)
        gi.flush()
    for k, (bx_, by_, ang, hw, dp) in enumerate(sd.get('beaches', [])):
        beach('beach%d' % k, bx_, by_, ang, hw, dp, seed=k)
    if sd.get('clouds'):
        clouds(sd.get('cloud_z', 800.0))
    bx, by, hd = sd.get('boat', (4.0, 38.0, 72.0))
    launch(bx, by, hd, outboard=sd.get('outboard'), ob_colour=sd.get('ob_colour', '#e9ebea'))
    wake(bx, by, hd, length=sd.get('wake', 160.0), joined=sd.get('wake_join', False))
    return {}, {}


BUILDERS = {'islands_tour': islands_tour}
