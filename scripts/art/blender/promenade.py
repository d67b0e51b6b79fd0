# The resort buggy (amenities card): an ivory electric buggy for six on the palm-lined seafront promenade at golden
# hour. Builder `promenade` (registered through services.py); its shot is in places.mjs.
# The buggy's body is lofted, not boxes: the front cowl is a run of rounded sections (superellipses) whose top falls
# in a curve from the dash to a round nose, the rear body the same, the fenders are swept arcs over the wheels; three
# forward-facing benches in terracotta leather with raked backs, a steering wheel, a windscreen, a canopy roof with
# rounded corners on four posts, lathed tyres and rims. Since 2026-11-30 (helper buggy) a slimmer shuttle: a flat-sided
# cowl with a lower bonnet and a bonnet shut line, a charcoal lower valance with a slot grille and a slim bumper with a
# brushed bar, small LED strip lamps with amber indicators (no round eyes), split cushions and backs with darker
# piping and stitched channels on dark seat frames, a dash shelf with a small display, chrome hubcaps, slender
# champagne posts and a thin roof with a rounded edge bead and a drip line, a tinted windscreen framed all round, a
# rear-view mirror. The palms are pinnate: each frond a bending rachis carrying two rows of leaflets in a V, drooping
# toward the tip, on a ringed trunk (no flat strips).
import math

import bpy
from mathutils import Matrix, Vector, noise

import assets as A
import nature as N
from lib import (TOD, plain, soft_box, box, cyl, sphere, lathe, glass, tiles, paint, emission, world_sky, rng, col, link, cached,
                 _coord, _noise, _ramp, _shade, _bump)

# late afternoon on the promenade: golden light, but the sun higher (22 deg) and stronger against a softer sky light
# than `golden` (with golden's sky light at 0.8 and the sun at 7-13 deg no shadow showed on the paving), so the lamps,
# the palms and the buggy lay their shadows on the paving
TOD.setdefault('golden-prom', dict(TOD['golden'], elev=22, sun=(1.0, 0.8, 0.58), sun_w=6.5, amb=0.35, dust=1.8, exp=0.3))


def _ring(w, zc, hz, n=28, e=4.0):
    """A rounded rectangle (superellipse) in y-z: half width w, centre height zc, half height hz."""
    pts = []
    for i in range(n):
        a = math.tau * i / n
        c, s = math.cos(a), math.sin(a)
        pts.append((w * math.copysign(abs(c) ** (2 / e), c), zc + hz * math.copysign(abs(s) ** (2 / e), s)))
    return pts


def _loft_closed(name, rings, mat, cap0=True, cap1=True):
    """A mesh through closed rings [(x, [(y, z)...])...], capped at both ends by a fan to the ring's centre."""
    V, F = [], []
    n = len(rings[0][1])
    for x, ring in rings:
        V.extend((x, y, z) for (y, z) in ring)
    for i in range(len(rings) - 1):
        for j in range(n):
            k = (j + 1) % n
            F.append((i * n + j, i * n + k, (i + 1) * n + k, (i + 1) * n + j))
    for ci, (x, ring) in ((0, rings[0]), (len(rings) - 1, rings[-1])):
        if (ci == 0 and not cap0) or (ci > 0 and not cap1):
            continue
        cy = sum(p[0] for p in ring) / n
        cz = sum(p[1] for p in ring) / n
        V.append((x, cy, cz))
        c = len(V) - 1
        for j in range(n):
            k = (j + 1) % n
            F.append((ci * n + k, ci * n + j, c) if ci == 0 else (ci * n + j, ci * n + k, c))
    me = bpy.data.meshes.new(name)
    me.from_pydata(V, [], F)
    me.validate()
    me.polygons.foreach_set('use_smooth', [True] * len(me.polygons))
    me.materials.append(mat)
    ob = link(bpy.data.objects.new(name, me))
    md = ob.modifiers.new('sub', 'SUBSURF')
    md.levels = 1
    md.render_levels = 1
    return ob


def leather(c):
    def make():
        m = bpy.data.materials.new('leather')
        m.use_nodes = True
        nt = m.node_tree
        b = nt.nodes['Principled BSDF']
        n = _noise(nt, _coord(nt, 'Object'), 40.0, 3, 0.6)
        cc = col(c)
        nt.links.new(_ramp(nt, n.outputs['Fac'], [(0.35, _shade(cc, 0.9)), (0.65, _shade(cc, 1.06))]), b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.42
        b.inputs['Sheen'].default_value = 0.3
        n2 = _noise(nt, _coord(nt, 'Object'), 260.0, 2, 0.5)
        _bump(nt, b, n2.outputs['Fac'], strength=0.08, distance=0.002)
        return m

    return cached(('leather', c), make)


def buggy(x, y, heading, seat_c='#b5603c', body_c='#f1ebdd'):
    """A six-seat electric buggy built about the origin (front +x, ground z = 0), turned by `heading` degrees."""
    from services import _small_wheel
    shell = plain(body_c, 0.32, name='buggyivory', spec=0.5)
    under = plain('#2a2c2e', 0.6, name='buggyunder')
    seat = leather(seat_c)
    chrome = plain('#dcdcdc', 0.12, 1.0, name='chrome')
    blk = plain('#1c1d1f', 0.45, name='buggyblack')
    tyre = plain('#161616', 0.8, name='tyre')
    alloy = plain('#cfd1d3', 0.28, 1.0, name='alloy')
    parts = []
    g = N.Geo('buggytubes')
    # the front cowl: the dash at x 0.95, the top falling in a curve to a round nose at x 1.7
    rings = []
    for i in range(17):
        u = i / 16
        xx = 0.92 + 0.78 * u
        top = 0.9 - 0.22 * u ** 1.5
        bot = 0.3
        w = 0.58 - 0.05 * u ** 2
        if u > 0.88:
            s = math.sqrt(max(0.0, 1 - ((u - 0.88) / 0.12) ** 2)) * 0.35 + 0.65
            w *= 0.9 + 0.1 * s
            mid = (top + bot) / 2
            top, bot = mid + (top - mid) * s, mid - (mid - bot) * s
        rings.append((xx, _ring(w, (top + bot) / 2, (top - bot) / 2, n=40, e=8.0)))
    parts.append(_loft_closed('cowl', rings, shell))
    # the bonnet's shut line: a fine dark seam on the cowl's flat top, and the charcoal rocker along the sides
    hood = []
    for (hx, hy) in ((1.02, 0.44), (1.55, 0.4), (1.55, -0.4), (1.02, -0.44), (1.02, 0.44)):
        u = (hx - 0.92) / 0.78
        hood.append(Vector((hx, hy, 0.9 - 0.22 * u ** 1.5 + 0.003)))
    seam = plain('#8d8a84', 0.6, name='buggyseam')
    g.tube(seam, hood, [0.004] * 5, seg=5)
    for side in (1, -1):
        parts.append(box('rocker', -1.28, 0.98, side * 0.598 - 0.006, side * 0.598 + 0.006, 0.265, 0.315, under, bevel=0.004))
    # the rear body under the back bench: rounded at its back
    rings = []
    for i in range(13):
        u = i / 12
        xx = -1.35 - 0.55 * u
        top, bot, w = 0.64, 0.3, 0.58
        if u > 0.8:
            s = math.sqrt(max(0.0, 1 - ((u - 0.8) / 0.2) ** 2)) * 0.4 + 0.6
            w *= 0.92 + 0.08 * s
            top = bot + (top - bot) * (0.8 + 0.2 * s)
        rings.append((xx, _ring(w, (top + bot) / 2, (top - bot) / 2, n=36, e=8.0)))
    parts.append(_loft_closed('rearbody', rings, shell))
    # the floor and running boards between them, dark ribbed mats on the floor
    parts.append(box('floorpan', -1.45, 1.0, -0.6, 0.6, 0.26, 0.36, shell, bevel=0.04, seg=3))
    parts.append(box('floormat', -1.4, 0.95, -0.52, 0.52, 0.36, 0.365, under))
    parts.append(box('chassis', -1.7, 1.5, -0.45, 0.45, 0.14, 0.26, under))
    # the fenders: swept arcs over each wheel, a rounded section
    r = 0.27
    for ax in (1.22, -1.55):
        for side in (1, -1):
            arc = []
            for k in range(19):
                a = math.radians(8 + 164 * k / 18)
                arc.append((ax + (r + 0.07) * math.cos(a), (r + 0.07) * math.sin(a) + r))
            # built as a loft of small rounded sections along the arc (y across, radial thickness)
            V, F = [], []
            sec = _ring(0.1, 0.0, 0.016, n=16, e=6.0)
            for (fx, fz) in arc:
                nx_, nz_ = fx - ax, fz - r
                ln = math.hypot(nx_, nz_)
                nx_, nz_ = nx_ / ln, nz_ / ln
                for (sy, sz) in sec:
                    V.append((fx + nx_ * sz, side * 0.6 + sy, fz + nz_ * sz))
            n = len(sec)
            for i in range(len(arc) - 1):
                for j in range(n):
                    k = (j + 1) % n
                    F.append((i * n + j, i * n + k, (i + 1) * n + k, (i + 1) * n + j))
            me = bpy.data.meshes.new('fender')
            me.from_pydata(V, [], F)
            me.polygons.foreach_set('use_smooth', [True] * len(F))
            me.materials.append(shell)
            parts.append(link(bpy.data.objects.new('fender', me)))
            parts += _small_wheel(ax, side * 0.6, side, r, tyre, alloy)
            # a chrome hubcap over the rim's centre: a shallow dome with a dark centre badge
            for ob in (lathe('hubcap', 0, 0, 0, [(0.0, 0.112), (0.035, 0.11), (0.062, 0.102), (0.078, 0.09), (0.08, 0.08)], chrome, 32),
                       lathe('hubbadge', 0, 0, 0, [(0.0, 0.1135), (0.022, 0.1125), (0.024, 0.11)], blk, 24)):
                ob.data.transform(Matrix.Rotation(-math.pi / 2 * side, 4, 'X'))
                ob.data.transform(Matrix.Translation((ax, side * 0.6, r)))
                parts.append(ob)
    # the nose: headlamps in chrome bezels, a dark bumper
    head = emission('#fff6e6', 3.0)
    amber = emission('#ffb347', 1.2)
    for side in (1, -1):
        parts.append(box('ledbezel', 1.6, 1.715, side * 0.24, side * 0.45, 0.54, 0.6, blk, bevel=0.012, seg=2))
        parts.append(box('led', 1.712, 1.72, side * 0.265, side * 0.425, 0.561, 0.579, head, bevel=0.003, seg=1))
        parts.append(box('indicator', 1.7, 1.717, side * 0.455, side * 0.5, 0.552, 0.588, amber, bevel=0.004, seg=1))
    # the lower front: a dark air slot and a slim bumper with a brushed bar
    parts.append(box('valance', 1.6, 1.708, -0.47, 0.47, 0.335, 0.45, under, bevel=0.02, seg=3))
    parts.append(box('grille', 1.69, 1.712, -0.28, 0.28, 0.37, 0.42, under, bevel=0.006))
    g.tube(alloy, [Vector((1.712, -0.27, 0.395)), Vector((1.712, 0.27, 0.395))], [0.005, 0.005], seg=6)
    parts.append(soft_box('bumper', 1.62, 1.8, -0.56, 0.56, 0.22, 0.305, blk, level=2))
    g.tube(alloy, [Vector((1.805, -0.5, 0.27)), Vector((1.805, 0.5, 0.27))], [0.011, 0.011], seg=8)
    # a chrome strip along the cowl's sides
    for side in (1, -1):
        g.tube(chrome, [Vector((0.95, side * 0.585, 0.5)), Vector((1.35, side * 0.575, 0.5)), Vector((1.6, side * 0.55, 0.5))], [0.007] * 3, seg=6)
    parts.append(soft_box('rearbumper', -2.0, -1.8, -0.56, 0.56, 0.25, 0.34, blk, level=2))
    # the dash: a dark panel, the steering column and wheel
    parts.append(box('dashpanel', 0.86, 0.96, -0.5, 0.5, 0.68, 0.92, blk, bevel=0.02))
    parts.append(box('dashtop', 0.84, 0.99, -0.54, 0.54, 0.9, 0.95, shell, bevel=0.02, seg=3))
    parts.append(box('display', 0.852, 0.862, 0.18, 0.34, 0.78, 0.86, emission('#9fc7d8', 0.6), bevel=0.003, seg=1))
    parts.append(box('cupholder', 0.84, 0.87, -0.35, -0.12, 0.74, 0.8, under, bevel=0.008))
    col0 = Vector((0.9, 0.3, 0.75))
    col1 = Vector((0.66, 0.3, 1.05))
    g.tube(blk, [col0, col1], [0.025, 0.022], seg=10)
    # the steering wheel: a ring (a closed tube round the column's end, tilted like the column), three spokes
    rot = Matrix.Rotation(math.radians(-55), 3, 'Y')
    ring = [col1 + rot @ Vector((0.17 * math.cos(a), 0.17 * math.sin(a), 0.0)) for a in [math.tau * i / 32 for i in range(33)]]
    g.tube(blk, ring, [0.017] * len(ring), seg=10)
    for k in range(3):
        a = math.radians(90 + k * 120)
        d = rot @ (Vector((math.cos(a), math.sin(a), 0.0)) * 0.16)
        g.tube(blk, [col1, col1 + d], [0.012, 0.012], seg=6)
    parts.append(sphere('wheelhub', col1.x, col1.y, col1.z, 0.045, blk, scale=(1, 1, 0.45), seg=16))
    # three forward-facing benches: a pedestal, a seat cushion, a raked back, grab rails
    piping = leather('#6a2f1b')
    brot = Matrix.Rotation(math.radians(-13), 3, 'Y')
    for sx in (0.38, -0.5, -1.38):
        parts.append(box('pedestal', sx - 0.22, sx + 0.12, -0.5, 0.5, 0.36, 0.6, under, bevel=0.02, seg=2))
        parts.append(box('seatpan', sx - 0.29, sx + 0.2, -0.55, 0.55, 0.58, 0.61, under, bevel=0.01))
        for h in (1, -1):
            y0, y1 = (0.008, 0.55) if h > 0 else (-0.55, -0.008)
            parts.append(soft_box('cushion', sx - 0.3, sx + 0.24, y0, y1, 0.6, 0.72, seat, level=2))
            # piping round the cushion's top edge
            e0, e1 = y0 + 0.02, y1 - 0.02
            pz = 0.707
            g.tube(piping, [Vector((sx + 0.224, e0, pz)), Vector((sx + 0.224, e1, pz)), Vector((sx - 0.284, e1, pz)), Vector((sx - 0.284, e0, pz)), Vector((sx + 0.224, e0, pz))],
                   [0.009] * 5, seg=6)
            back = soft_box('seatback', -0.05, 0.05, y0, y1, 0.0, 0.5, seat, level=2)
            back.data.transform(Matrix.Rotation(math.radians(-13), 4, 'Y'))
            back.data.transform(Matrix.Translation((sx - 0.31, 0, 0.73)))
            parts.append(back)
            # piping round the back's face, and two stitched channels down it
            org = Vector((sx - 0.31, 0, 0.73))
            lp = [Vector((0.037, e0, 0.02)), Vector((0.037, e0, 0.485)), Vector((0.037, e1, 0.485)), Vector((0.037, e1, 0.02))]
            g.tube(piping, [org + brot @ v for v in lp], [0.009] * 4, seg=6)
            for f in (1 / 3, 2 / 3):
                yy = e0 + (e1 - e0) * f
                g.tube(piping, [org + brot @ Vector((0.047, yy, 0.06)), org + brot @ Vector((0.047, yy, 0.44))], [0.003, 0.003], seg=5)
        # the back's frame and a chrome grab rail behind it (for the row behind)
        bx = sx - 0.36
        rail = [Vector((bx - 0.13, -0.5, 0.76)), Vector((bx - 0.13, -0.5, 1.18)), Vector((bx - 0.13, 0.5, 1.18)), Vector((bx - 0.13, 0.5, 0.76))]
        if sx > -1.0:
            g.tube(chrome, rail, [0.014] * 4, seg=8)
        for side in (1, -1):
            # armrests: a bent tube from the back to the front of the seat
            g.tube(blk, [Vector((sx - 0.3, side * 0.58, 0.98)), Vector((sx + 0.0, side * 0.6, 0.92)), Vector((sx + 0.2, side * 0.6, 0.72))], [0.016] * 3, seg=8)
    post = plain('#b9b6ae', 0.3, 0.9, name='buggypost')
    # the canopy: four posts (the front pair raked), a roof with rounded corners and a crowned top
    for (px0, px1, py) in ((0.92, 0.72, 0.56), (0.92, 0.72, -0.56), (-1.78, -1.74, 0.56), (-1.78, -1.74, -0.56)):
        z0 = 0.95 if px0 > 0 else 0.64
        g.tube(post, [Vector((px0, py, z0)), Vector((px1, py, 1.99))], [0.017, 0.016], seg=12)
    V, F = [], []
    ncorner = 8
    outline = []
    xa, xb, yh, rc = -1.95, 1.02, 0.7, 0.28
    for (cx_, cy_, a0) in ((xb - rc, yh - rc, 0), (xa + rc, yh - rc, 90), (xa + rc, -yh + rc, 180), (xb - rc, -yh + rc, 270)):
        for k in range(ncorner + 1):
            a = math.radians(a0 + 90 * k / ncorner)
            outline.append((cx_ + rc * math.cos(a), cy_ + rc * math.sin(a)))
    n = len(outline)
    for (px, py) in outline:
        V.append((px, py, 1.985))
    for (px, py) in outline:
        V.append((px, py, 2.015))
    cxm = (xa + xb) / 2
    # the crowned top: rings shrinking toward the middle, rising
    rings_top = []
    for k in range(1, 5):
        s = 1 - k / 5
        rings_top.append([(cxm + (px - cxm) * s, py * s, 2.015 + 0.03 * (1 - s ** 2)) for (px, py) in outline])
    for ring in rings_top:
        V.extend(ring)
    V.append((cxm, 0.0, 2.045))
    for j in range(n):
        k = (j + 1) % n
        F.append((j, k, n + k, n + j))  # the roof's edge
    for rr_ in range(4):
        o0 = n * (1 + rr_)
        o1 = n * (2 + rr_)
        for j in range(n):
            k = (j + 1) % n
            F.append((o0 + j, o0 + k, o1 + k, o1 + j))
    c = len(V) - 1
    o = n * 5
    for j in range(n):
        F.append((o + j, o + (j + 1) % n, c))
    V.append((cxm, 0.0, 1.985))
    c2 = len(V) - 1
    for j in range(n):
        F.append(((j + 1) % n, j, c2))
    me = bpy.data.meshes.new('canopy')
    me.from_pydata(V, [], F)
    me.validate()
    me.polygons.foreach_set('use_smooth', [True] * len(me.polygons))
    me.use_auto_smooth = True
    me.auto_smooth_angle = math.radians(50)
    me.materials.append(shell)
    parts.append(link(bpy.data.objects.new('canopy', me)))
    # a rear-view mirror hung from the roof's front edge on a short stalk
    g.tube(blk, [Vector((0.86, 0.0, 1.98)), Vector((0.83, 0.0, 1.9))], [0.01, 0.01], seg=6)
    parts.append(soft_box('mirror', 0.8, 0.84, -0.13, 0.13, 1.83, 1.9, blk, level=2))
    # the roof's edge profile: a rounded bead round the rim, a thin dark drip line under it
    g.tube(shell, [Vector((px, py, 2.0)) for (px, py) in outline + outline[:1]], [0.02] * (n + 1), seg=10)
    g.tube(blk, [Vector((px * 0.995 + cxm * 0.005, py * 0.985, 1.978)) for (px, py) in outline + outline[:1]], [0.006] * (n + 1), seg=5)
    # the windscreen between the front posts, raked like them, a dark edge
    ws = [(0.905, -0.54, 1.02), (0.905, 0.54, 1.02), (0.735, 0.54, 1.9), (0.735, -0.54, 1.9)]
    me = bpy.data.meshes.new('bscreen')
    me.from_pydata(ws, [], [(0, 1, 2, 3)])
    me.materials.append(glass((0.72, 0.8, 0.8), name='bscreen'))
    parts.append(link(bpy.data.objects.new('bscreen', me)))
    g.tube(blk, [Vector(p_) for p_ in ws + ws[:1]], [0.014] * 5, seg=8)
    parts += g.flush()
    M = Matrix.Translation((x, y, 0.0)) @ Matrix.Rotation(math.radians(heading), 4, 'Z')
    for ob in parts:
        ob.data.transform(M)
    return parts


# ---------------------------------------------------------------- palms, lamps


def palm_leaf():
    return [N.leaf_mat('#4f6a32', 'palmleaf', sheen=0.3, rough=0.55, trans=0.2), N.leaf_mat('#5d7838', 'palmleaf2', sheen=0.3, rough=0.55, trans=0.2),
            N.leaf_mat('#6f7f3c', 'palmleaf3', sheen=0.3, rough=0.6, trans=0.2)]


def palm(g, x, y, z, h=8.0, seed=0, fronds=26, leaflets=46):
    """A date palm: a slender ringed trunk (rings as swells of the radius, a curve with a slight lean), a crown of
    pinnate fronds: each a rachis arching out and drooping at its tip, with two rows of narrow leaflets set in a V
    up from it, the young fronds standing up in the middle, the old ones hanging."""
    r = rng(seed)
    trunk = N.bark('#857258', 'palmbark')
    leaves = palm_leaf()
    stalk = plain('#8c8a55', 0.7, name='rachis')
    la = r.random() * math.tau
    lean = 0.05 + 0.06 * r.random()
    pts, rads = [], []
    nseg = 40
    for i in range(nseg + 1):
        t = i / nseg
        off = lean * h * t * t
        pts.append(Vector((x + math.cos(la) * off, y + math.sin(la) * off, z + h * t)))
        ring = 1.0 + 0.07 * (1 if i % 2 else -1)
        rads.append((0.25 - 0.06 * t + (0.08 * (1 - t * 8) if t < 0.12 else 0)) * ring)
    g.tube(trunk, pts, rads, seg=14)
    top = pts[-1]
    # a knob of old leaf bases at the crown
    for k in range(18):
        a = r.random() * math.tau
        d = Vector((math.cos(a) * 0.6, math.sin(a) * 0.6, -0.3 + r.random() * 0.6)).normalized()
        g.tube(trunk, [top - Vector((0, 0, 0.5 * r.random())), top + d * 0.45], [0.09, 0.03], seg=5)
    for f in range(fronds):
        gold = f * 2.39996
        elev = 0.85 - 1.5 * (f / fronds) + r.gauss(0, 0.12)  # young ones up, old ones down
        az = gold + r.gauss(0, 0.1)
        Lf = h * (0.36 + 0.08 * r.random()) * (0.75 if elev > 0.6 else 1.0)
        d0 = Vector((math.cos(az) * math.cos(elev), math.sin(az) * math.cos(elev), math.sin(elev)))
        side = Vector((-math.sin(az), math.cos(az), 0))
        nrs = 12
        rach = []
        p = top.copy()
        d = d0.copy()
        for k in range(nrs + 1):
            rach.append(p.copy())
            d = (d + Vector((0, 0, -0.09 - 0.05 * k / nrs))).normalized()
            p = p + d * (Lf / nrs)
        g.tube(stalk, rach, [0.035 * (1 - 0.85 * k / nrs) + 0.004 for k in range(nrs + 1)], seg=5)
        # leaflets in two rows from a third of the way out, in a V (up and out), shorter at the tip
        for k in range(leaflets):
            t = 0.2 + 0.78 * k / leaflets
            fi = t * nrs
            i0 = min(int(fi), nrs - 1)
            q = rach[i0].lerp(rach[i0 + 1], fi - i0)
            tang = (rach[i0 + 1] - rach[i0]).normalized()
            for sv in (-1, 1):
                ll = (0.5 + 0.35 * math.sin(math.pi * min(1.0, t * 1.2))) * (h / 8.0) * (0.85 + 0.3 * r.random())
                wdir = (side * sv * 0.8 + Vector((0, 0, 0.45)) + tang * 0.45).normalized()
                tip = q + wdir * ll + Vector((0, 0, -ll * 0.25))
                nrm = tang.cross(wdir).normalized() * 0.025 * (h / 8.0)
                mid = q.lerp(tip, 0.45)
                g.add(leaves[r.randrange(3)], [tuple(q), tuple(mid + nrm), tuple(tip), tuple(mid - nrm)], [(0, 1, 2, 3)])


def lamp_post(g, x, y, z, h=3.6):
    """A cast-iron promenade lamp: a fluted post on a base, a lantern with a glass globe lit warm."""
    iron = plain('#26292b', 0.45, 0.6, name='iron')
    g.tube(iron, [Vector((x, y, z)), Vector((x, y, z + 0.5))], [0.13, 0.1], seg=16)
    g.tube(iron, [Vector((x, y, z + 0.5)), Vector((x, y, z + h))], [0.06, 0.045], seg=12)
    g.tube(iron, [Vector((x, y, z + h)), Vector((x, y, z + h + 0.08))], [0.09, 0.09], seg=12)
    sphere('globe', x, y, z + h + 0.3, 0.22, plain('#fff2d8', 0.2, name='globe', emit='#ffdca8', emit_w=3.0), seg=24)
    g.tube(iron, [Vector((x, y, z + h + 0.52)), Vector((x, y, z + h + 0.62))], [0.08, 0.02], seg=12)


def promenade(sc, sd):
    """The seafront promenade at golden hour: stone paving along the sea (+y) behind a white balustrade, date palms
    in a row in square stone pits, cast-iron lamps, a low wall and hedge with bougainvillea on the land side, the
    hotel's garden beyond; the sea below with rocky islands; the buggy waiting on the paving."""
    import town
    world_sky(sc, sd['tod'], sd['sun_azimuth'])
    x0, x1 = -40.0, 120.0
    pave = tiles('#d9c8aa', '#b9a688', 0.8, 0.5, vary=0.07, name='promstone', rows=0.5)
    box('promenade', x0, x1, -7.0, 5.6, -0.4, 0.0, pave)
    # darker stone: a border along the balustrade and the palm pits, bands across every 4.5 m
    band = tiles('#a89677', '#8c7b60', 0.4, 0.6, vary=0.06, name='promband', rows=1.0)
    box('border', x0, x1, 4.6, 5.45, 0.0, 0.004, band)
    box('border2', x0, x1, -6.2, -3.4, 0.0, 0.004, band)
    xx = x0 + 2.25
    while xx < x1:
        box('crossband', xx - 0.2, xx + 0.2, -3.4, 4.6, 0.0, 0.004, band)
        xx += 4.5
    # the sea wall under the balustrade and the sea below it
    box('seawall', x0, x1, 5.4, 5.9, -6.0, 0.0, paint('#c9b79a', 0.9, name='seawallstone'))
    stone = paint('#ece4d4', 0.7, name='balustone', bump=0.02)
    xx = x0
    while xx < x1 - 0.5:
        x2 = min(xx + 2.7, x1)
        town.baluster_row(xx, x2, 5.6, 0.0, stone)
        box('bpost', x2 - 0.02, x2 + 0.38, 5.6 - 0.23, 5.6 + 0.23, 0.0, 1.15, stone, bevel=0.01)
        xx = x2 + 0.38
    A.ocean(sc, size=2400, res=8, repeat=8, z=-3.0, x=0, y=1205.0, wave_scale=0.4)
    for k, (cx, cy, rx, ry, pk, rot) in enumerate(sd.get('isles', [])):
        isl = N.rock_island('pisle%d' % k, cx, cy, rx, ry, pk, 40 + k, res=max(2.5, rx / 70), rot=rot)
        isl.location.z = -3.0
    # the land side: a kerb, a low rendered wall with a stone cap, a clipped hedge and bougainvillea over it
    box('kerb', x0, x1, -7.25, -7.0, 0.0, 0.12, paint('#cbbca0', 0.8, name='kerbstone'))
    box('lowwall', x0, x1, -8.0, -7.25, 0.0, 0.9, paint('#efe2c8', 0.85, name='wallplaster'))
    box('wallcap', x0, x1, -8.05, -7.2, 0.9, 1.0, stone, bevel=0.01)
    gp = N.Geo('promplants')
    r = rng(11)
    for k in range(int((x1 - x0) / 1.2)):
        N.shrub(gp, x0 + k * 1.2 + r.uniform(-0.3, 0.3), -8.5, 0.9, rad=0.8, seed=300 + k, n=60, leaf=0.14, flat=0.8)
    bpts = [(x0 + t, -7.6 + 0.1 * math.sin(t), 1.05) for t in [i * 0.8 for i in range(int((x1 - x0) / 0.8))]]
    for seg in range(0, len(bpts) - 12, 24):
        N.bougainvillea(gp, bpts[seg:seg + 12], seed=seg, n=260, size=0.06)
    # the garden beyond the wall: umbrella pines and the hotel's white villas among them
    for k in range(14):
        if k % 3 == 2:
            N.cypress(gp, x0 + 10 + k * 11 + r.uniform(-3, 3), -14 - r.uniform(0, 10), 0.5, r.uniform(9, 13), seed=500 + k)
        else:
            N.olive(gp, x0 + 10 + k * 11 + r.uniform(-3, 3), -12 - r.uniform(0, 10), 0.5, r.uniform(5, 7), seed=500 + k, lod=1)
    gp.flush()
    # palms in square stone pits along the land side, lamps along the balustrade between them
    gpal = N.Geo('palms')
    gl = N.Geo('lamps')
    pit = paint('#bfae8f', 0.85, name='pitstone')
    soil = plain('#4a3a2c', 0.95, name='pitsoil')
    for k in range(int((x1 - x0) / 9)):
        px = x0 + 4 + k * 9
        if abs(px - sd.get('no_palm_x', 999)) < 3:
            continue
        box('pit', px - 0.8, px + 0.8, -5.6, -4.0, 0.0, 0.08, pit)
        box('pitsoil', px - 0.65, px + 0.65, -5.45, -4.15, 0.0, 0.085, soil)
        palm(gpal, px, -4.8, 0.05, h=r.uniform(7.5, 9.5), seed=700 + k)
        lamp_post(gl, px + 4.5, 4.95, 0.0)
    gpal.flush()
    gl.flush()
    bx, by, hd = sd.get('buggy', (0.0, -1.5, 180.0))
    buggy(bx, by, hd)
    return {}, {}


BUILDERS = {'promenade': promenade}
