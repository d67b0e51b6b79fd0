# The town's own scenes (explore and gallery pages): a loggia of ivory arches on the cliff above the bay,
# looking across the water to the hillside town; its builders and assets.
# Coordinates: the loggia runs along x, its arcade at y = 0 opens toward the sea (+y); z = 0 is the sea's
# surface and the loggia's floor is at Z (on the cliff).
import math

import bmesh
import bpy

import assets as A
import venues
from lib import TOD, _bare_mat, box, cyl, lathe, sphere, paint, plain, tiles, foliage, land_mat, emission, world_sky, rng, link, point_light, area_light, brass, breezy_sea

IVORY = '#f1e9da'
# golden hour for the loggia: the sun a little higher (16 deg), so it reaches in through the arches and lays
# their shapes on the floor and the back wall, and stronger against a softer sky light
TOD.setdefault('golden-loggia', dict(TOD['golden'], elev=16, sun=(1.0, 0.63, 0.36), sun_w=6.0, amb=0.3, air=1.0, dust=1.4))


def _mesh(name, bm, mat, smooth_angle=None):
    bmesh.ops.remove_doubles(bm, verts=bm.verts, dist=0.0005)
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    me = bpy.data.meshes.new(name)
    bm.to_mesh(me)
    bm.free()
    if smooth_angle is not None:
        for p in me.polygons:
            p.use_smooth = True
        me.use_auto_smooth = True
        me.auto_smooth_angle = math.radians(smooth_angle)
    ob = link(bpy.data.objects.new(name, me))
    me.materials.append(mat)
    return ob


def _quad(bm, pts):
    vs = [bm.verts.new(p) for p in pts]
    bm.faces.new(vs)


def groin_vault(name, cx, cy, r, zs, mat, n=48):
    """A groin vault over a square bay (half-side r): two barrel vaults crossing, z = zs + sqrt(r^2 - min(u^2, v^2)),
    so each side is a semicircular arch and the groins run along the diagonals."""
    bm = bmesh.new()
    grid = []
    for j in range(n + 1):
        row = []
        for i in range(n + 1):
            u = -r + 2 * r * i / n
            v = -r + 2 * r * j / n
            z = zs + math.sqrt(max(0.0, r * r - min(u * u, v * v)))
            row.append(bm.verts.new((cx + u, cy + v, z)))
        grid.append(row)
    for j in range(n):
        for i in range(n):
            # split each quad along the diagonal the groin follows, so the crease is an edge
            a, b, c, d = grid[j][i], grid[j][i + 1], grid[j + 1][i + 1], grid[j + 1][i]
            if (i < n // 2) == (j < n // 2):
                bm.faces.new((a, b, c))
                bm.faces.new((a, c, d))
            else:
                bm.faces.new((a, b, d))
                bm.faces.new((b, c, d))
    return _mesh(name, bm, mat, smooth_angle=30)


def arcade_wall(name, xs, y0, y1, za, zt, ra, mat, n=40):
    """A wall from y0 to y1 pierced by round arches: xs are the piers' centres; between two piers an arch of
    radius ra springs at za (centred between them); the wall is solid from za up to zt over the piers."""
    bm = bmesh.new()
    for xa, xb in zip(xs, xs[1:]):
        xc = (xa + xb) / 2
        prof = [(xa, za)] + [(xc - ra * math.cos(math.pi * k / n), za + ra * math.sin(math.pi * k / n)) for k in range(n + 1)] + [(xb, za)]
        for (p0x, p0z), (p1x, p1z) in zip(prof, prof[1:]):
            for yy in (y0, y1):
                _quad(bm, [(p0x, yy, p0z), (p1x, yy, p1z), (p1x, yy, zt), (p0x, yy, zt)])
            # the arch's soffit (and the pier tops' flat part, hidden by the abacus)
            _quad(bm, [(p0x, y0, p0z), (p1x, y0, p1z), (p1x, y1, p1z), (p0x, y1, p0z)])
        _quad(bm, [(xa, y0, zt), (xb, y0, zt), (xb, y1, zt), (xa, y1, zt)])
    return _mesh(name, bm, mat, smooth_angle=40)


def rib(name, x, y0, y1, zs, r, w, depth, mat, n=40):
    """A transverse arch under the vault's edge (in the y-z plane at x): a band w wide, depth thick."""
    bm = bmesh.new()
    cy = (y0 + y1) / 2
    outer = [(cy - r * math.cos(math.pi * k / n), zs + r * math.sin(math.pi * k / n)) for k in range(n + 1)]
    inner = [(cy - (r - depth) * math.cos(math.pi * k / n), zs + (r - depth) * math.sin(math.pi * k / n)) for k in range(n + 1)]
    for k in range(n):
        (a, az), (b, bz) = inner[k], inner[k + 1]
        _quad(bm, [(x - w / 2, a, az), (x + w / 2, a, az), (x + w / 2, b, bz), (x - w / 2, b, bz)])
        for xx in (x - w / 2, x + w / 2):
            (c, cz), (d, dz) = outer[k], outer[k + 1]
            _quad(bm, [(xx, a, az), (xx, b, bz), (xx, d, dz), (xx, c, cz)])
    return _mesh(name, bm, mat, smooth_angle=40)


def column(x, y, z, h, mat, r=0.27):
    """A Tuscan column: a square plinth, a moulded base, a shaft with entasis, an echinus and an abacus; h to the abacus' top."""
    box('cplinth', x - 0.4, x + 0.4, y - 0.4, y + 0.4, z, z + 0.16, mat, bevel=0.01)
    shaft_top = h - 0.42
    prof = [(0.37, 0.16), (0.37, 0.22), (0.34, 0.26), (0.31, 0.3), (0.33, 0.34), (r, 0.4)]
    for k in range(1, 11):
        t = k / 10
        prof.append((r * (1 - 0.12 * t * t), 0.4 + (shaft_top - 0.4) * t))
    prof += [(r * 0.88 + 0.03, shaft_top + 0.02), (r * 0.88 + 0.03, shaft_top + 0.07), (r * 0.88, shaft_top + 0.09),
             (r * 0.92, shaft_top + 0.14), (r * 1.15, shaft_top + 0.22), (r * 1.32, shaft_top + 0.26)]
    lathe('column', x, y, z, prof, mat, 48)
    box('abacus', x - 0.4, x + 0.4, y - 0.4, y + 0.4, z + shaft_top + 0.26, z + h, mat, bevel=0.015)


def baluster_row(x0, x1, y, z, mat, step=0.3, h=0.95):
    n = max(1, int((x1 - x0 - 0.1) / step))
    sp = (x1 - x0) / n
    box('bplinth', x0, x1, y - 0.17, y + 0.17, z, z + 0.14, mat, bevel=0.01)
    bh = h - 0.26
    for k in range(n):
        xx = x0 + sp * (k + 0.5)
        lathe('baluster', xx, y, z + 0.14, [(0.065, 0), (0.065, 0.04), (0.05, 0.08), (0.1 * bh / 0.7, bh * 0.35), (0.05, bh * 0.72), (0.04, bh * 0.8),
                                           (0.06, bh * 0.9), (0.065, bh)], mat, 20)
    box('brail', x0, x1, y - 0.19, y + 0.19, z + 0.14 + bh, z + h + 0.1, mat, bevel=0.02)


def lemon_tree(x, y, z, seed=0, h=2.2):
    """A lemon tree in a terracotta pot: a rolled-rim pot, a slim trunk, a round crown of leaf clusters with lemons."""
    r = rng(seed)
    pot = plain('#b8683f', 0.8, name='terracotta')
    lathe('pot', x, y, z, [(0.26, 0), (0.3, 0.05), (0.4, 0.5), (0.44, 0.58), (0.47, 0.62), (0.47, 0.68), (0.43, 0.7), (0.4, 0.68)], pot, 40)
    cyl('soil', x, y, z + 0.6, z + 0.64, 0.4, plain('#3a2e25', 0.95, name='soil'), 32)
    cyl('ltrunk', x, y, z + 0.62, z + h - 0.6, 0.04, plain('#6a5a48', 0.9, name='bark'), 10)
    leaf = foliage('#3f5a2e', name='lemonleaf')
    leaf2 = foliage('#55703a', name='lemonleaf2')
    lemon = plain('#e8c23a', 0.45, name='lemon')
    cz = z + h - 0.45
    for k in range(90):
        a = r.random() * math.tau
        e = r.uniform(-0.9, 1.1)
        d = r.uniform(0.25, 0.55)
        sphere('lcl', x + math.cos(a) * d * math.cos(e), y + math.sin(a) * d * math.cos(e), cz + math.sin(e) * d * 0.8, r.uniform(0.09, 0.15),
               leaf if k % 3 else leaf2, scale=(1, 1, 0.8), seg=12)
    sphere('lcore', x, y, cz, 0.5, leaf, scale=(1, 1, 0.85), seg=20)
    for k in range(12):
        a = r.random() * math.tau
        e = r.uniform(-0.6, 0.6)
        sphere('lemon', x + math.cos(a) * 0.62 * math.cos(e), y + math.sin(a) * 0.62 * math.cos(e), cz + math.sin(e) * 0.45, 0.045, lemon, scale=(1, 1, 1.3), seg=12)


def lantern(x, y, ztop, zlow, on):
    """A brass lantern hanging on a rod from the vault's crown."""
    b = brass(False, '#b08a3e', 0.35)
    cyl('lrod', x, y, zlow + 0.55, ztop + 0.02, 0.012, b, 8)
    cyl('lcap', x, y, zlow + 0.45, zlow + 0.55, 0.05, b, 16, r2=0.02)
    cyl('lroof', x, y, zlow + 0.38, zlow + 0.46, 0.17, b, 16, r2=0.05)
    cyl('lglass', x, y, zlow + 0.06, zlow + 0.38, 0.13, emission('#ffd59a', 3.0 if on else 0.2), 16)
    for k in range(4):
        a = k * math.pi / 2 + math.pi / 4
        cyl('lpost', x + math.cos(a) * 0.135, y + math.sin(a) * 0.135, zlow + 0.04, zlow + 0.39, 0.012, b, 6)
    cyl('lbase', x, y, zlow, zlow + 0.06, 0.16, b, 16, r2=0.14)
    if on:
        point_light('llamp', (x, y, zlow + 0.22), 40, (1.0, 0.75, 0.45), radius=0.1, shadow=False)


def _terrace(xe, Z, stone, floor, lamps):
    """An open terrace beside the loggia's west end (x < xe): a balustrade on its sea and west sides, lemon trees
    and a bougainvillea in pots, a low table with two glasses between two chairs (the explore hero's viewpoint)."""
    x0 = xe - 16.0
    box('tfloor', x0, xe, -8.0, 4.0, Z - 0.35, Z, floor)
    box('tbase', x0, xe, -8.0, 4.0, Z - 14, Z - 0.35, paint('#cdbd9f', 0.85, name='quaystone'))
    box('tkerb', x0 - 0.2, xe, 3.85, 4.2, Z - 0.6, Z + 0.02, stone)
    k = 0
    xa = x0 + 0.2
    while xa < xe - 0.5:
        xb = min(xa + 3.2, xe - 0.2)
        baluster_row(xa, xb, 3.8, Z, stone)
        box('tpost', xb - 0.02, xb + 0.38, 3.6, 4.0, Z, Z + 1.2, stone, bevel=0.01)
        xa = xb + 0.38
        k += 1
    for ya, yb in ((-7.8, -4.6), (-4.2, -1.0), (-0.6, 3.4)):
        ob_before = set(bpy.data.objects)
        baluster_row(ya, yb, x0 + 0.2, Z, stone)
        for ob in set(bpy.data.objects) - ob_before:  # turn the row to run along y on the west edge
            lx, ly = ob.location.x, ob.location.y
            for v in ob.data.vertices:
                v.co.x, v.co.y = v.co.y, v.co.x
            ob.location = (ly, lx, ob.location.z)
    for yy in (-8.0, -4.4, -0.8, 3.6):
        box('tpostW', x0, x0 + 0.4, yy, yy + 0.4, Z, Z + 1.2, stone, bevel=0.01)
    lemon_tree(xe - 1.0, 2.9, Z, seed=31, h=2.3)
    lemon_tree(x0 + 1.0, 2.6, Z, seed=32, h=2.2)
    # a bougainvillea climbing the loggia's end wall
    bg = foliage('#c23d6b', name='bougainvillea')
    lf = foliage('#4d6b34', name='bleaf')
    rr = rng(12)
    for k in range(160):
        yy = rr.uniform(-4.6, 0.3)
        zz = Z + rr.uniform(0.4, 4.8) * (1 - 0.35 * abs(yy + 2.2) / 2.6)
        sphere('bloom' if k % 3 else 'bleaf', xe - 0.1 - rr.random() * 0.35, yy, zz, rr.uniform(0.12, 0.24), bg if k % 3 else lf, seg=10)
    lathe('bpot', xe - 0.6, -2.2, Z, [(0.3, 0), (0.42, 0.55), (0.45, 0.62), (0.41, 0.64)], plain('#b8683f', 0.8, name='terracotta'), 32)
    # a low table with two glasses of white wine between two armchairs
    import places
    s = places._styles()[0]
    tx, ty = xe - 4.3, 2.3
    cyl('ttable', tx, ty, Z + 0.0, Z + 0.05, 0.3, stone, 24)
    cyl('tstem', tx, ty, Z + 0.05, Z + 0.5, 0.05, stone, 12)
    cyl('ttop', tx, ty, Z + 0.5, Z + 0.55, 0.42, plain('#e9e2d4', 0.3, name='tabletop'), 40)
    A.wine_glass(tx - 0.12, ty + 0.05, Z + 0.55, '#efe0a8')
    A.wine_glass(tx + 0.14, ty - 0.06, Z + 0.55, '#efe0a8')
    for cx, facing in ((tx - 1.0, -90), (tx + 1.0, 90)):
        places._group(lambda: A.armchair(0, 0, facing, s, fabric='#efe8dc', seed=3), loc=(cx, ty, Z))


def loggia(sc, sd):
    """A loggia of ivory arches on Tuscan columns under groin vaults, a stone floor, a balustrade in each arch,
    lemon trees in pots, lanterns; below it the cliff, across the water the hillside town, islands, the sea."""
    t = world_sky(sc, sd['tod'], sd['sun_azimuth'])
    Z = sd.get('floor_z', 26.0)
    B = 4.4  # bay (column spacing and depth)
    nb = sd.get('bays', 7)
    x0 = -nb * B / 2
    xs = [x0 + k * B for k in range(nb + 1)]
    D = B
    ivory = paint(IVORY, 0.75, name='ivory', bump=0.03)
    stone = paint('#e6dccb', 0.7, name='limestone', bump=0.02)
    floor = tiles('#ddd0b8', '#b7a78c', 0.8, 0.45, 0.07, name='travertine', rows=0.5)
    za = Z + 3.95  # the arches' spring (on the abaci)
    zs = Z + 4.6  # the vaults' spring
    zt = Z + 7.5
    ra = (B - 0.8) / 2
    # floor (a slab on the cliff) and the cliff below
    box('lfloor', xs[0] - 0.7, xs[-1] + 0.7, -D - 0.5, 0.45, Z - 0.35, Z, floor)
    box('lkerb', xs[0] - 0.7, xs[-1] + 0.7, 0.3, 0.5, Z - 0.6, Z + 0.02, stone)
    box('cliffwall', xs[0] - 0.7, xs[-1] + 0.7, -D - 0.5, 0.5, Z - 8, Z - 0.35, paint('#cdbd9f', 0.85, name='quaystone'))
    cliff = A.terrain('cliff', 0, -20, 160, 80, Z - 8, 31, mat=land_mat('#4a5a33', '#9a8a70'), res=60, z0=-10, rough=0.25)
    # the arcade: columns between the arches, piers at the ends, a balustrade in every arch
    arcade_wall('arcade', xs, -0.3, 0.3, za, zt, ra, ivory)
    for k, x in enumerate(xs):
        if k in (0, nb):
            box('pier', x - 0.7 if k == 0 else x - 0.4, x + 0.4 if k == 0 else x + 0.7, -0.4, 0.4, Z, za, ivory, bevel=0.01)
        else:
            column(x, 0.0, Z, za - Z, stone)
    for xa, xb in zip(xs, xs[1:]):
        baluster_row(xa + 0.4, xb - 0.4, 0.0, Z, stone)
    # the vaults, the transverse arches between them, pilasters on the back wall, the back and end walls
    for xa, xb in zip(xs, xs[1:]):
        groin_vault('vault', (xa + xb) / 2, -D / 2, B / 2, zs, ivory)
    for k, x in enumerate(xs[1:-1]):
        rib('rib', x, -D, 0.0, zs, D / 2, 0.5, 0.16, stone)
        box('pilaster', x - 0.25, x + 0.25, -D, -D + 0.17, Z, zs + 0.05, stone)
    box('backwall', xs[0] - 0.7, xs[-1] + 0.7, -D - 0.5, -D, Z, zt, ivory)
    box('endwallW', xs[0] - 0.7, xs[0], -D - 0.5, 0.4, Z, zt, ivory)
    box('endwallE', xs[-1], xs[-1] + 0.7, -D - 0.5, 0.4, Z, zt, ivory)
    # a panelled walnut door under a stone frame in each end wall
    door = plain('#4a3426', 0.55, name='doorwood')
    for xw, sgn in ((xs[0], 1), (xs[-1], -1)):
        box('doorframe', xw - 0.05 if sgn > 0 else xw - 0.12, xw + 0.12 if sgn > 0 else xw + 0.05, -3.0, -1.4, Z, Z + 3.05, stone, bevel=0.01)
        box('door', xw - 0.05 if sgn > 0 else xw - 0.16, xw + 0.16 if sgn > 0 else xw + 0.05, -2.8, -1.6, Z, Z + 2.8, door, bevel=0.005)
        for zz in (Z + 0.3, Z + 1.55):
            for yy in (-2.7, -2.15):
                xf = xw + 0.16 if sgn > 0 else xw - 0.16
                box('doorpanel', xf - 0.02, xf + 0.02, yy, yy + 0.45, zz, zz + 1.0, door, bevel=0.01)
    box('lroof', xs[0] - 0.9, xs[-1] + 0.9, -D - 0.7, 0.55, zt, zt + 0.35, stone)
    # lemon trees by the columns (inside), lanterns under the crowns
    r = rng(4)
    for k, x in enumerate(xs[1:-1]):
        if k % 2 == 0:
            lemon_tree(x, -0.95, Z, seed=10 + k, h=2.1 + r.random() * 0.3)
    for xa, xb in zip(xs[:-1], xs[1:-1]):  # none in the east bay, over the camera
        lantern((xa + xb) / 2, -D / 2, zs + B / 2, zs + B / 2 - 1.9, t['lamps'])
    if sd.get('terrace', True):
        _terrace(xs[0] - 0.7, Z, stone, floor, t['lamps'])
    # light the loggia as the sunlit floor and the sky through the arches would (EEVEE has no bounce)
    L = xs[-1] - xs[0]
    area_light('skyfill', (0, 0.2, Z + 3.2), (math.radians(-90), 0, 0), L, 3.0, sd.get('fill', 900), sd.get('fill_c', (0.85, 0.9, 1.0)), shadow=False)
    area_light('bounce', (0, -D / 2, Z + 0.3), (math.pi, 0, 0), L, D, sd.get('bounce', 500), (1.0, 0.8, 0.6), shadow=False)
    # the sea, the town on the hill across the bay, islands, cypresses rising from the garden below
    A.ocean(sc, size=2400, res=8, repeat=8, z=0.0, y=1100)
    m = sd.get('town_side', -1)  # the town across the bay on the -x (or +x) side
    # a long ridge along the far shore: the town on its lower slopes and the shore, woods above
    hill = A.terrain('townhill', m * 560, 720, 820, 380, 150, 32, z0=-20, rough=0.4)
    A.terrain('headland2', m * 1300, 1500, 700, 500, 320, 33, z0=-30)
    A.terrain('island1', -m * 700, 2600, 500, 200, 110, 13, z0=-30)
    A.terrain('island2', m * 300, 3600, 700, 260, 160, 14, z0=-30)
    tx0, tx1 = (-1150, -40) if m < 0 else (40, 1150)
    A.town(hill, tx0, tx1, 340, 1000, sd.get('town', 650), 34, zmin=2.5, zmax=75, lit=sd.get('lit', 0.2), face='-y',
           trees=sd.get('trees', 2600))
    for (cx, cy, h) in sd.get('cypresses', [(-m * 13.5, 16, 22), (-m * 16.5, 21, 19), (m * 22, 30, 18)]):
        A.cypress(cx, cy, (A.height_at(cliff, cx, cy) or 0.0) - 0.5, h)
    # boats at anchor in the bay
    for i, (bx, by, hd) in enumerate(((60, 320, 30), (-140, 520, -20), (210, 260, 80))):
        A.boat(-m * bx, by, hd, 9, seed=i)
    return {}, {}


BUILDERS = {'loggia': loggia}


# ---------------------------------------------------------------- the attractions' cards


def fluted_shaft(name, x, y, z0, z1, r0, r1, mat, flutes=20, broken=0.0, seed=0):
    """A fluted column shaft (concave flutes between fine fillets) tapering from r0 to r1; `broken` jags its top
    (a snapped column)."""
    rr = rng(seed)
    seg = flutes * 8
    rings = 12
    bm = bmesh.new()
    grid = []
    for j in range(rings + 1):
        t = j / rings
        r = r0 + (r1 - r0) * t
        row = []
        for i in range(seg):
            a = math.tau * i / seg
            f = 0.5 + 0.5 * math.cos(flutes * a)
            rad = r * (1 - 0.045 * (1 - f ** 0.35))
            zz = z0 + (z1 - z0) * t
            if j == rings and broken:
                zz -= broken * (0.5 + 0.5 * math.sin(a * 2 + seed)) + rr.random() * broken * 0.35
            row.append(bm.verts.new((x + rad * math.cos(a), y + rad * math.sin(a), zz)))
        grid.append(row)
    for j in range(rings):
        for i in range(seg):
            k = (i + 1) % seg
            bm.faces.new((grid[j][i], grid[j][k], grid[j + 1][k], grid[j + 1][i]))
    top = bm.faces.new(grid[-1])
    bmesh.ops.triangulate(bm, faces=[top])
    return _mesh(name, bm, mat, smooth_angle=50)


def arch_ring(name, cx, y0, y1, zc, r_in, r_out, a0, a1, mat, n=36, seed=0, jag=0.0):
    """Part of an arch's ring of voussoirs, from angle a0 to a1 (radians, 0 = +x), extruded from y0 to y1; jag
    roughens the broken end at a1."""
    bm = bmesh.new()
    rr = rng(seed)
    pts = []
    for k in range(n + 1):
        a = a0 + (a1 - a0) * k / n
        pts.append((a, r_in, r_out))
    for k in range(n):
        (a, ri, ro), (b, _, _) = pts[k], pts[k + 1]
        for (p, q) in ((ri, ri), (ro, ro)):
            _quad(bm, [(cx + p * math.cos(a), y0, zc + p * math.sin(a)), (cx + q * math.cos(b), y0, zc + q * math.sin(b)),
                       (cx + q * math.cos(b), y1, zc + q * math.sin(b)), (cx + p * math.cos(a), y1, zc + p * math.sin(a))])
        for yy in (y0, y1):
            _quad(bm, [(cx + ri * math.cos(a), yy, zc + ri * math.sin(a)), (cx + ri * math.cos(b), yy, zc + ri * math.sin(b)),
                       (cx + ro * math.cos(b), yy, zc + ro * math.sin(b)), (cx + ro * math.cos(a), yy, zc + ro * math.sin(a))])
    for a, sgn in ((a0, 0), (a1, 1)):
        d = jag * (rr.random() - 0.5) * sgn
        d2 = jag * (rr.random() - 0.5) * sgn
        _quad(bm, [(cx + r_in * math.cos(a + d), y0, zc + r_in * math.sin(a + d)), (cx + r_out * math.cos(a + d2), y0, zc + r_out * math.sin(a + d2)),
                   (cx + r_out * math.cos(a + d2), y1, zc + r_out * math.sin(a + d2)), (cx + r_in * math.cos(a + d), y1, zc + r_in * math.sin(a + d))])
    return _mesh(name, bm, mat, smooth_angle=20)


def spindle_tree(x, y, z, h, r, mat, seed=0):
    """A cypress: a tall spindle with a soft point, its outline rippled (not an ellipsoid)."""
    rr = rng(seed)
    seg, rings = 28, 24
    bm = bmesh.new()
    grid = []
    ph = [rr.random() * 6 for _ in range(3)]
    for j in range(rings + 1):
        t = j / rings
        base = math.sin(math.pi * (0.12 + t * 0.88)) ** 0.7 * (1 - 0.35 * t)
        row = []
        for i in range(seg):
            a = math.tau * i / seg
            rip = 1 + 0.12 * math.sin(a * 5 + ph[0] + t * 9) + 0.08 * math.sin(t * 23 + ph[1] + a * 3)
            rad = max(0.02, r * base * rip)
            row.append(bm.verts.new((x + rad * math.cos(a), y + rad * math.sin(a), z + h * t)))
        grid.append(row)
    for j in range(rings):
        for i in range(seg):
            k = (i + 1) % seg
            bm.faces.new((grid[j][i], grid[j][k], grid[j + 1][k], grid[j + 1][i]))
    tip = bm.verts.new((x, y, z + h * 1.005))
    for i in range(seg):
        bm.faces.new((grid[-1][i], grid[-1][(i + 1) % seg], tip))
    _mesh('cypress', bm, mat, smooth_angle=80)
    cyl('ctrunk', x, y, z - 0.3, z + 0.6, r * 0.12, plain('#5a4636', 0.9, name='bark'), 8)


def meadow(c='#66743d', dry='#a39a64'):
    """Grass at a ruin's foot: greens mottled at two scales with patches of dry grass, a fine tufted bump."""
    from lib import _mat, _coord, _noise, _ramp, _bump, _shade, col, cached
    c, dry = col(c), col(dry)

    def make():
        m, nt, b = _mat('meadow')
        v = _coord(nt)
        n = _noise(nt, v, 0.35, 3, 0.6)
        n2 = _noise(nt, v, 4.0, 3, 0.7)
        g = _ramp(nt, n2.outputs['Fac'], [(0.35, _shade(c, 0.7)), (0.65, _shade(c, 1.15))])
        mm = nt.nodes.new('ShaderNodeMix')
        mm.data_type = 'RGBA'
        fac = _ramp(nt, n.outputs['Fac'], [(0.5, (0, 0, 0)), (0.68, (1, 1, 1))])
        nt.links.new(fac, mm.inputs['Factor'])
        nt.links.new(g, mm.inputs[6])
        mm.inputs[7].default_value = (*dry, 1)
        nt.links.new(mm.outputs[2], b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.95
        b.inputs['Specular'].default_value = 0.15
        n3 = _noise(nt, v, 40.0, 2, 0.8)
        _bump(nt, b, n3.outputs['Fac'], 0.6, 0.03)
        return m

    return cached(('meadow', c, dry), make)


def ruins(sc, sd):
    """Roman ruins at golden hour: a stepped podium with a row of fluted columns (three whole under a piece of
    architrave, the others snapped), a broken arch on its piers, fallen drums in the grass, cypresses and
    umbrella pines, hills beyond."""
    world_sky(sc, sd['tod'], sd['sun_azimuth'])
    stone = paint('#dccbab', 0.9, name='ruinstone', bump=0.25)
    stone2 = paint('#cdb997', 0.9, name='ruinstone2', bump=0.3)
    ground = meadow()
    A.terrain('field', 0, 200, 600, 600, 0.25, 41, mat=ground, res=90, z0=0.0, rough=0.6)
    A.terrain('hills', -150, 700, 700, 300, 140, 42, z0=-10, rough=0.5)
    A.terrain('hills2', 600, 900, 600, 350, 190, 43, z0=-10, rough=0.5)
    # the podium: three steps, 22 x 8 m, its top at 1.2 m
    for k, (dx, dz) in enumerate(((0.0, 0.4), (0.5, 0.8), (1.0, 1.2))):
        box('step', -11 + dx, 11 - dx, 18 + dx, 26 - dx, -1.0, dz, stone2, bevel=0.03)
    zt = 1.2
    xs = [-8.4, -5.0, -1.6, 1.8, 5.2, 8.6]
    tops = [9.5, 9.5, 9.5, 6.2, 3.4, 1.6]
    for k, (x, h) in enumerate(zip(xs, tops)):
        y = 20.0
        box('cbase', x - 0.75, x + 0.75, y - 0.75, y + 0.75, zt, zt + 0.25, stone, bevel=0.02)
        lathe('ctorus', x, y, zt + 0.25, [(0.68, 0), (0.7, 0.08), (0.66, 0.16), (0.6, 0.2), (0.6, 0.26)], stone, 48)
        whole = h > 9
        fluted_shaft('shaft', x, y, zt + 0.45, zt + h if whole else zt + h, 0.58, 0.58 - 0.07 * (h / 9.5), stone, broken=0.0 if whole else 0.35, seed=k)
        if whole:
            lathe('echinus', x, y, zt + h, [(0.5, 0), (0.56, 0.08), (0.74, 0.3), (0.8, 0.36)], stone, 48)
            box('cabacus', x - 0.85, x + 0.85, y - 0.85, y + 0.85, zt + h + 0.36, zt + h + 0.58, stone, bevel=0.02)
    # the architrave on the three whole columns, its far end broken off over the fourth
    za = zt + 9.5 + 0.58
    box('architrave', -9.3, 0.2, 19.2, 20.8, za, za + 1.1, stone, bevel=0.02)
    box('frieze', -9.1, -1.0, 19.3, 20.7, za + 1.1, za + 1.9, stone2, bevel=0.02)
    box('cornice', -9.6, -1.6, 19.0, 21.0, za + 1.9, za + 2.3, stone, bevel=0.03)
    # the broken arch on the right: two piers, the ring standing on the left pier and broken past its crown
    ax, ay = 16.0, 24.0
    box('pierL', ax - 4.2, ax - 2.6, ay - 1.0, ay + 1.0, -0.5, 6.0, stone2, bevel=0.03)
    box('pierR', ax + 2.6, ax + 4.2, ay - 1.0, ay + 1.0, -0.5, 4.1, stone2, bevel=0.03)
    box('imposts', ax - 4.35, ax - 2.45, ay - 1.1, ay + 1.1, 6.0, 6.35, stone, bevel=0.02)
    arch_ring('archring', ax, ay - 1.0, ay + 1.0, 6.35, 2.6, 3.5, math.pi, math.radians(62), stone2, seed=3, jag=0.12)
    box('archwall', ax - 4.2, ax - 3.5, ay - 1.0, ay + 1.0, 6.35, 8.4, stone2, bevel=0.02)
    # fallen drums and blocks in the grass
    r = rng(7)
    for (x, y, rot) in ((3.5, 14.0, 20), (7.5, 15.2, -35), (-4.0, 13.5, 80), (11.5, 18.5, 10)):
        o = fluted_shaft('drum', 0, 0, -0.7, 0.7, 0.56, 0.55, stone, seed=int(x * 10))
        o.rotation_euler = (math.radians(90), 0, math.radians(rot))
        o.location = (x, y, 0.5)
    for k in range(6):
        x, y = r.uniform(-12, 14), r.uniform(12, 17)
        box('block', x - 0.5, x + 0.5, y - 0.35, y + 0.35, -0.3, 0.35 + r.random() * 0.3, stone2, bevel=0.04)
    # cypresses and pines behind, shrubs at the podium's foot
    cyp = foliage('#34492c', name='cypress')
    for k, (x, y, h) in enumerate(((-15, 34, 17), (-11.5, 38, 20), (-3, 40, 16), (22.5, 33, 19), (26, 38, 15), (9, 44, 18))):
        spindle_tree(x, y, -0.2, h, 1.45, cyp, seed=k)
    crown = foliage('#4a5f33', name='crown')
    for k, (x, y, rr_) in enumerate(((-30, 62, 4.5), (40, 72, 5.0), (4, 84, 4.0), (-48, 90, 5.5))):
        cyl('otrunk', x, y, 0, 3.0, 0.3, plain('#5a4636', 0.9, name='bark'), 10)
        for j in range(7):
            a = j / 7 * math.tau
            sphere('ocrown', x + math.cos(a) * rr_ * 0.45, y + math.sin(a) * rr_ * 0.45, 3.0 + rr_ * 0.55 + (j % 3) * 0.4, rr_ * 0.6, crown,
                   scale=(1, 1, 0.8), seg=18)
    shrub = foliage('#56683a', name='shrub')
    for k in range(14):
        x, y = r.uniform(-14, 20), r.choice((16.6, 27.2)) + r.uniform(-0.5, 0.5)
        sphere('shrub', x, y, 0.1, r.uniform(0.4, 0.8), shrub, scale=(1.3, 1, 0.6), seg=18)
    return {}, {}


BUILDERS['ruins'] = ruins


def _aim(ob, target):
    from mathutils import Vector
    d = Vector(target) - ob.location
    ob.rotation_euler = d.to_track_quat('-Z', 'Y').to_euler()


def clock_tower(x, y, g, lamps):
    """A slender 75 m clock tower: an ochre shaft with stone quoins and string courses, a clock stage with four
    lit faces, an open belfry with a bell under arches, a cornice and a pyramid roof with a finial."""
    from lib import spot_light
    shaft = paint('#d8ae84', 0.85, name='towerplaster', bump=0.08)
    quoin = paint('#eadfca', 0.8, name='quoinstone', bump=0.1)
    dark = plain('#2a2622', 0.6, name='slit')
    W = 3.5  # half-width of the shaft
    box('tshaft', x - W, x + W, y - W, y + W, g - 2, g + 52, shaft)
    for k in range(56):
        z0 = g + k * 0.93
        a, b = (1.0, 0.55) if k % 2 == 0 else (0.55, 1.0)
        for sx in (-1, 1):
            for sy in (-1, 1):
                xa, xb = sorted((x + sx * (W - a), x + sx * (W + 0.06)))
                ya, yb = sorted((y + sy * (W - b), y + sy * (W + 0.06)))
                box('quoin', xa, xb, ya, yb, z0, z0 + 0.86, quoin, bevel=0.02)
    for zc in (14, 28, 42, 52):
        box('course', x - W - 0.25, x + W + 0.25, y - W - 0.25, y + W + 0.25, g + zc, g + zc + 0.4, quoin, bevel=0.03)
    # slit windows up the front and the side
    for zc in (8, 21, 35, 46):
        box('slit', x - 0.3, x + 0.3, y - W - 0.08, y - W + 0.02, g + zc, g + zc + 1.8, dark)
        box('slitS', x + W - 0.02, x + W + 0.08, y - 0.3, y + 0.3, g + zc, g + zc + 1.8, dark)
    # the clock stage
    C = 3.8
    box('clockstage', x - C, x + C, y - C, y + C, g + 52.4, g + 60, shaft)
    face = emission('#fff1d6', 1.6 if lamps else 0.2) if lamps else plain('#f3ede0', 0.4, name='clockface')
    br = brass(False, '#b8923e', 0.3)
    blk = plain('#1c1c1c', 0.4, name='hands')
    for k in range(4):
        a = k * math.pi / 2
        nx, ny = -math.sin(a), -math.cos(a)  # face normals: -y, -x, +y, +x
        cx, cy = x + nx * (C + 0.02), y + ny * (C + 0.02)
        ring = cyl('clockring', 0, 0, -0.12, 0.12, 2.35, br, 64)
        disc = cyl('clockface', 0, 0, -0.1, 0.16, 2.1, face, 64)
        for o in (ring, disc):
            o.rotation_euler = (math.radians(90), 0, -a)
            o.location = (cx, cy, g + 56.2)
        for hh in range(12):
            t = hh / 12 * math.tau
            px, pz = math.sin(t) * 1.8, math.cos(t) * 1.8
            ob = box('mark', -0.07, 0.07, -0.05, 0.05, -0.22, 0.22, blk)
            ob.rotation_euler = (0, t, 0)
            ob.location = (px, 0, pz)
            _place_on_face(ob, cx, cy, g + 56.2, a, 0.2)
        for (L, wdt, t) in ((1.2, 0.12, math.radians(-65)), (1.7, 0.08, math.radians(60))):
            ob = box('hand', -wdt / 2, wdt / 2, -0.03, 0.03, -0.15, L, blk)
            ob.rotation_euler = (0, t, 0)
            _place_on_face(ob, cx, cy, g + 56.2, a, 0.24)
    box('cornice1', x - C - 0.35, x + C + 0.35, y - C - 0.35, y + C + 0.35, g + 60, g + 60.6, quoin, bevel=0.04)
    # the belfry: an arch on each side between corner piers, a bell inside
    zb = g + 60.6
    for k in range(4):
        ob = arcade_wall('belfry', [-C, C], -0.45, 0.45, zb + 4.4, zb + 7.4, C - 1.2, quoin)
        ob.rotation_euler.z = k * math.pi / 2
        ob.location = (x + math.sin(k * math.pi / 2) * (C - 0.45), y - math.cos(k * math.pi / 2) * (C - 0.45), 0)
    for sx in (-1, 1):
        for sy in (-1, 1):
            xa, xb = (x - C, x - C + 1.2) if sx < 0 else (x + C - 1.2, x + C)
            ya, yb = (y - C, y - C + 1.2) if sy < 0 else (y + C - 1.2, y + C)
            box('bpier', xa, xb, ya, yb, zb, zb + 4.4, quoin)
    box('bfloor', x - C, x + C, y - C, y + C, zb - 0.1, zb + 0.3, quoin)
    lathe('bell', x, y, zb + 1.6, [(1.05, 0), (1.0, 0.15), (0.8, 0.6), (0.68, 1.3), (0.62, 1.8), (0.4, 2.05), (0.01, 2.1)], brass(False, '#8a6a34', 0.4), 40)
    cyl('bellbeam', x, y, zb + 3.7, zb + 3.9, 0.12, plain('#4a3426', 0.6, name='doorwood'), 8)
    box('bellbeam2', x - C + 0.5, x + C - 0.5, y - 0.12, y + 0.12, zb + 3.7, zb + 3.95, plain('#4a3426', 0.6, name='doorwood'))
    if lamps:
        point_light('belfrylight', (x, y, zb + 3.0), 600, (1.0, 0.72, 0.42), radius=0.5, shadow=False)
    zr = zb + 7.4
    box('cornice2', x - C - 0.45, x + C + 0.45, y - C - 0.45, y + C + 0.45, zr, zr + 0.7, quoin, bevel=0.05)
    roof = plain('#a85a3a', 0.75, name='roofcotto')
    pyr = lathe('roofpyr', 0, 0, 0, [(C * 1.38, 0), (0.05, 75 - (zr + 0.7 - g) - 1.6)], roof, 4)
    pyr.rotation_euler.z = math.pi / 4
    for p in pyr.data.polygons:
        p.use_smooth = False
    pyr.location = (x, y, zr + 0.7)
    cyl('finial', x, y, g + 73.4, g + 75.2, 0.06, br, 8)
    sphere('finialball', x, y, g + 74.0, 0.22, br, seg=16)
    if lamps:
        # warm floodlights from the square at its foot
        for sx in (-1, 1):
            sp = spot_light('flood', (x + sx * 14, y - 45, g + 2.0), 260000, (1.0, 0.78, 0.5), angle=36, blend=1.0, radius=1.5)
            sp.data.use_shadow = False  # lamps in the square, past the houses in between
            _aim(sp, (x, y, g + 40))


def _place_on_face(ob, cx, cy, cz, a, out):
    """Move a part built in the x-z plane (its front toward -y, around the origin) onto the clock face turned by a."""
    lx, lz = ob.location.x, ob.location.z
    nx, ny = -math.sin(a), -math.cos(a)
    ob.location = (cx + lx * math.cos(a) + nx * out, cy - lx * math.sin(a) + ny * out, cz + lz)
    ob.rotation_euler.z = -a


def clocktower(sc, sd):
    """The town's clock tower at dusk, rising above the rooftops of the old town, seen from a roof terrace."""
    t = world_sky(sc, sd['tod'], sd['sun_azimuth'])
    lit = sd.get('lit', 0.4)
    land = A.terrain('townland', 0, 160, 600, 480, 45, 51, z0=-6, rough=0.35)
    A.ocean(sc, size=2400, res=7, repeat=6, z=0.0, y=-900, far=True)
    tx, ty = sd.get('tower', (0.0, 60.0))
    g = A.height_at(land, tx, ty)
    cams = sd.get('cam_xy', [(-30.0, -75.0)])
    cams = [cams] if isinstance(cams[0], (int, float)) else cams
    A.town(land, -260, 240, -120, 360, sd.get('town', 900), 52, zmin=1.5, lit=lit, face='-y', trees=sd.get('trees', 900),
           keep_out=lambda x, y: (abs(x - tx) < 14 and abs(y - ty) < 14) or any(abs(x - c[0]) < 16 and abs(y - c[1]) < 16 for c in cams))
    # the small square at the tower's foot
    box('square', tx - 14, tx + 14, ty - 14, ty + 14, g - 3, g + 0.05, tiles('#cbbba0', '#a89980', 0.7, 0.6, name='piazza'))
    clock_tower(tx, ty, g, t['lamps'])
    A.terrain('headland', -1400, 900, 600, 500, 260, 53, z0=-30)
    return {}, {}


BUILDERS['clocktower'] = clocktower


def _strut(name, p, q, r, mat, verts=8):
    """A round bar from point p to point q."""
    from mathutils import Vector
    p, q = Vector(p), Vector(q)
    v = q - p
    o = cyl(name, 0, 0, 0, 1, r, mat, verts, smooth=True)
    o.scale = (1, 1, v.length)
    o.location = p
    o.rotation_euler = v.to_track_quat('Z', 'Y').to_euler()
    return o


def lattice_tower(x, y, zb, h, heading, mat, wb=7.0, wt=2.4, arm=8.4):
    """A steel lattice tower of a ropeway: four legs tapering from wb to wt, braced by rings and crossed
    diagonals on each face, a crossarm at the top across the line (its cables rest in saddles at its ends)."""
    ca, sa = math.cos(heading), math.sin(heading)

    def P(u, v, z):  # u along the line, v across it
        return (x + u * ca - v * sa, y + u * sa + v * ca, z)
    n = max(4, int(h / 5.5))
    lv = [zb + h * k / n for k in range(n + 1)]
    half = [wb / 2 + (wt / 2 - wb / 2) * k / n for k in range(n + 1)]
    corners = ((1, 1), (1, -1), (-1, -1), (-1, 1))
    for (su, sv) in corners:
        _strut('leg', P(su * half[0], sv * half[0], zb - 1.0), P(su * half[-1], sv * half[-1], zb + h), 0.16, mat)
    for k in range(1, n + 1):
        for i in range(4):
            (a1, b1), (a2, b2) = corners[i], corners[(i + 1) % 4]
            _strut('ring', P(a1 * half[k], b1 * half[k], lv[k]), P(a2 * half[k], b2 * half[k], lv[k]), 0.06, mat, 6)
            _strut('diag', P(a1 * half[k - 1], b1 * half[k - 1], lv[k - 1]), P(a2 * half[k], b2 * half[k], lv[k]), 0.05, mat, 6)
            _strut('diag', P(a2 * half[k - 1], b2 * half[k - 1], lv[k - 1]), P(a1 * half[k], b1 * half[k], lv[k]), 0.05, mat, 6)
    # footings
    for (su, sv) in corners:
        cx, cy, _ = P(su * half[0], sv * half[0], 0)
        cyl('footing', cx, cy, zb - 2.5, zb + 0.4, 0.7, paint('#bdb6aa', 0.9, name='concrete'), 16)
    # the crossarm and the saddles
    zt = zb + h
    _strut('arm', P(0, -arm / 2 - 0.4, zt + 0.5), P(0, arm / 2 + 0.4, zt + 0.5), 0.3, mat, 12)
    for sv in (-1, 1):
        _strut('armbrace', P(0, sv * half[-1], zt - 2.5), P(0, sv * arm / 2, zt + 0.35), 0.08, mat, 6)
        sx, sy, _ = P(0, sv * arm / 2, 0)
        box('saddle', sx - 1.6, sx + 1.6, sy - 0.25, sy + 0.25, zt + 0.7, zt + 1.1, mat)
    return [P(0, sv * arm / 2, zt + 1.15) for sv in (-1, 1)]


def _span(a, b, sag, n=40):
    return [(a[0] + (b[0] - a[0]) * s, a[1] + (b[1] - a[1]) * s, a[2] + (b[2] - a[2]) * s - sag * 4 * s * (1 - s)) for s in (k / n for k in range(n + 1))]


def gondola(c, heading, colour, scale=1.5):
    """A gondola hanging from the cable at c: a grip on the cable, a hanger arm, a rounded cabin with a band of windows."""
    import places
    steel = plain('#3a3f44', 0.4, 0.7, name='steel')
    body = plain(colour, 0.35, name='cabin' + colour[1:])
    glassm = plain('#1f2a33', 0.08, name='cabinglass', spec=0.8)

    def build():
        box('grip', -0.45, 0.45, -0.14, 0.14, -0.25, 0.12, steel)
        _strut('hanger', (0, 0, -0.2), (0, 0, -2.3), 0.06, steel)
        _strut('hangerbow', (0, 0, -2.3), (0, 0.55, -2.45), 0.05, steel)
        from lib import soft_box
        soft_box('roofcap', -0.9, 0.9, -0.9, 0.9, -2.55, -2.35, steel)
        soft_box('cabin', -1.05, 1.05, -1.0, 1.0, -4.75, -2.5, body, level=2)
        soft_box('cabinglass', -1.07, 1.07, -1.02, 1.02, -3.75, -2.85, glassm, level=2)
    before = set(bpy.data.objects)
    places._group(build, loc=(0, 0, 0), rot_z=math.degrees(heading))
    for ob in set(bpy.data.objects) - before:  # scaled about the grip, which stays on the cable
        ob.scale = tuple(v * scale for v in ob.scale)
        ob.location = (c[0] + ob.location.x * scale, c[1] + ob.location.y * scale, c[2] + ob.location.z * scale)


def _hotel(g, M, r, x, y, z, yaw, w, d, floors, wall):
    """A resort hotel block by the shore (the cable car's island): floors of dark glazing between piers, a white
    balcony slab with a parapet along every upper floor, a flat roof with a parapet (or a hipped terracotta roof)."""
    import town2
    H = town2.House(g, x, y, yaw)
    hw = w / 2
    fh = 3.2
    top = z + 0.8 + floors * fh
    H.box(wall, -hw, hw, 0, d, z - 3, top)
    H.box(M['stone'], -hw - 0.05, hw + 0.05, -0.05, d + 0.05, z - 3, z + 0.8)
    bays = max(3, int(w / 3.6))
    step = w / bays
    for k in range(floors):
        z0 = z + 0.8 + k * fh
        H.box(M['glass'], -hw + 0.4, hw - 0.4, -0.02, 0.0, z0 + 0.25, z0 + 2.75)
        for i in range(bays + 1):
            u = -hw + i * step
            H.box(wall, max(-hw, u - 0.3), min(hw, u + 0.3), -0.12, 0.0, z0, z0 + fh)
        if k:
            H.box(M['trim'], -hw + 0.2, hw - 0.2, -1.7, 0.0, z0 - 0.22, z0)
            H.box(M['trim'], -hw + 0.2, hw - 0.2, -1.72, -1.6, z0, z0 + 0.55)
            H.box(M['iron'], -hw + 0.2, hw - 0.2, -1.7, -1.64, z0 + 0.98, z0 + 1.03)
            for i in range(bays + 1):  # the balconies' dividing walls
                u = -hw + i * step
                H.box(M['trim'], max(-hw + 0.2, u - 0.08), min(hw - 0.2, u + 0.08), -1.7, 0.0, z0, z0 + 1.03)
        else:  # a shaded arcade of the ground floor's bar and lobby
            H.box(M['canvas'][k % len(M['canvas'])], -hw + 0.3, hw - 0.3, -2.4, 0.0, z0 + 2.6, z0 + 2.75)
    for side in (-1, 1):  # side windows
        for k in range(floors):
            for cv in (d * 0.3, d * 0.7):
                zw = z + 1.6 + k * fh
                uu = side * hw
                H.box(M['glass'], min(uu, uu + side * 0.02), max(uu, uu + side * 0.02), cv - 0.6, cv + 0.6, zw, zw + 1.5)
    if r.random() < 0.35:
        roof = M['roofs'][r.randrange(len(M['roofs']))]
        o, rise, zt = 0.6, min(w, d) * 0.22, top
        u0, u1, v0, v1 = -hw - o, hw + o, -o, d + o
        vm = d / 2
        ra, rb = u0 + (v1 - v0) / 2, u1 - (v1 - v0) / 2
        V = [H.P(*q) for q in ((u0, v0, zt), (u1, v0, zt), (u1, v1, zt), (u0, v1, zt), (ra, vm, zt + rise), (rb, vm, zt + rise))]
        g.add(roof, V, [(0, 1, 5, 4), (2, 3, 4, 5), (1, 2, 5), (3, 0, 4), (3, 2, 1, 0)])
    else:
        H.box(M['terrace'], -hw + 0.25, hw - 0.25, 0.25, d - 0.25, top, top + 0.06)
        for (a0, a1, b0, b1) in ((-hw, hw, 0, 0.25), (-hw, hw, d - 0.25, d), (-hw, -hw + 0.25, 0, d), (hw - 0.25, hw, 0, d)):
            H.box(wall, a0, a1, b0, b1, top, top + 1.0)
            H.box(M['trim'], a0 - 0.04, a1 + 0.04, b0 - 0.04, b1 + 0.04, top + 1.0, top + 1.1)
        for kk in range(r.randint(2, 4)):  # parasols on the roof terrace
            pu, pv = r.uniform(-hw + 2, hw - 2), r.uniform(2, max(2.1, d - 2))
            px, py, _ = H.P(pu, pv, 0)
            cv = M['canvas'][r.randrange(len(M['canvas']))]
            n = 8
            V = [(px, py, top + 2.7)] + [(px + 1.5 * math.cos(math.tau * q / n), py + 1.5 * math.sin(math.tau * q / n), top + 2.2) for q in range(n)]
            g.add(cv, V, [(0, 1 + q, 1 + (q + 1) % n) for q in range(n)])
            g.tube(M['wood'], [(px, py, top), (px, py, top + 2.6)], [0.04, 0.04], seg=4)


def _shore_y(land, x, y0, y1, z=0.3):
    """The first y from y0 toward y1 where the land `land` rises above z (its shore along that x), or None."""
    y = y0
    while y < y1:
        h = A.height_at(land, x, y)
        if h is not None and h > z:
            return y
        y += 2.0
    return None


def _woodland_mat(cell=None, rock=False):
    """A wooded hillside seen from 300-1000 m (the resort island under its trees): a close mottle of dark and
    mid-green crowns (a Voronoi cell per crown, shaded by a bump over each), lighter olive groves and dark pine
    stands in patches, bare ochre earth and rock in a few spots and along the water.
    cell: the crowns' size in m (None: ~6 m, the old look; ~12: clumps of crowns that still read at 1 km, their
    gaps darker); rock: grey-ochre rock where the ground is steep (the ridge island's cliffs and its rocky point)."""
    from lib import _mat, _coord, _noise, _ramp, _bump, _mapping, _multiply, col, cached

    def make():
        m, nt, b = _mat('woodland')
        v = _coord(nt)
        vo = nt.nodes.new('ShaderNodeTexVoronoi')
        vo.feature = 'F1'
        vo.inputs['Scale'].default_value = 1.0 / cell if cell else 0.16  # crowns ~6 m
        nt.links.new(_mapping(nt, v, (1, 1, 0.6)), vo.inputs['Vector'])
        n1 = _noise(nt, v, 0.012, 3, 0.6)   # groves and stands, ~80 m
        n2 = _noise(nt, v, 0.05, 3, 0.6)
        base = _ramp(nt, n1.outputs['Fac'], [(0.3, col('#1f3219')), (0.48, col('#2f4622')), (0.62, col('#475a33')), (0.72, col('#5d6442'))])
        mx = nt.nodes.new('ShaderNodeMix')
        mx.data_type = 'RGBA'
        mx.blend_type = 'MULTIPLY'
        mx.inputs['Factor'].default_value = 1.0
        nt.links.new(base, mx.inputs[6])
        shade = _ramp(nt, vo.outputs['Color'], [(0.0, (0.62, 0.62, 0.62)), (1.0, (1.12, 1.12, 1.12))])
        if cell:
            # the gaps between the clumps in shadow (dark rims round each cell), so the slope reads as canopy
            gap = _ramp(nt, vo.outputs['Distance'], [(0.2, (1.0, 1.0, 1.0)), (0.55, (0.8, 0.8, 0.8)), (0.8, (0.35, 0.35, 0.35))])
            shade = _multiply(nt, shade, gap)
        nt.links.new(shade, mx.inputs[7])
        # bare earth: where the finer noise is high (a few clearings), and rock along the water
        sep = nt.nodes.new('ShaderNodeSeparateXYZ')
        nt.links.new(v, sep.inputs[0])
        ad = nt.nodes.new('ShaderNodeMath')
        ad.operation = 'MULTIPLY_ADD'
        ad.inputs[1].default_value = -0.2
        nt.links.new(sep.outputs['Z'], ad.inputs[0])
        nt.links.new(n2.outputs['Fac'], ad.inputs[2])
        fac = _ramp(nt, ad.outputs[0], [(0.0, (0, 0, 0)), (0.72, (0, 0, 0)), (0.8, (1, 1, 1))])
        m2 = nt.nodes.new('ShaderNodeMix')
        m2.data_type = 'RGBA'
        nt.links.new(fac, m2.inputs['Factor'])
        nt.links.new(mx.outputs[2], m2.inputs[6])
        m2.inputs[7].default_value = (*col('#9a8a6c'), 1)
        last = m2.outputs[2]
        if rock:
            # the steep ground bare: the geometry normal's z under ~0.55, a little broken by the noise
            geo = nt.nodes.new('ShaderNodeNewGeometry')
            sn = nt.nodes.new('ShaderNodeSeparateXYZ')
            nt.links.new(geo.outputs['Normal'], sn.inputs[0])
            ad2 = nt.nodes.new('ShaderNodeMath')
            ad2.operation = 'MULTIPLY_ADD'
            ad2.inputs[1].default_value = 0.3
            nt.links.new(n2.outputs['Fac'], ad2.inputs[0])
            nt.links.new(sn.outputs['Z'], ad2.inputs[2])
            rf = _ramp(nt, ad2.outputs[0], [(0.62, (1, 1, 1)), (0.74, (0, 0, 0))])
            rc = _ramp(nt, n2.outputs['Fac'], [(0.35, col('#6f675a')), (0.65, col('#a39680'))])
            m3 = nt.nodes.new('ShaderNodeMix')
            m3.data_type = 'RGBA'
            nt.links.new(rf, m3.inputs['Factor'])
            nt.links.new(last, m3.inputs[6])
            nt.links.new(rc, m3.inputs[7])
            last = m3.outputs[2]
        nt.links.new(last, b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.9
        b.inputs['Specular'].default_value = 0.15
        _bump(nt, b, vo.outputs['Distance'], 0.45, 3.0)
        return m

    m = cached(('woodland',) + ((cell, rock) if cell or rock else ()), make)
    m.shadow_method = 'NONE'
    return m


def resort_island(land, sd, seed=90):
    """The cable car's island as a resort island (sd['island_town'] = 'resort'; A.town's box houses and ball trees
    otherwise): a town of town2 houses (pastel walls, terracotta hipped or gabled roofs, roof terraces, balconies,
    shutters) up the slope, hotel blocks along the shore with a promenade and palms, sand beaches and a small
    harbour with a breakwater and moored boats, and trees with ragged crowns (nature.py) between and above."""
    import boats
    import nature as N
    import town2
    o = sd.get('resort', {})
    r = rng(seed)
    land.data.materials[0] = _woodland_mat(*o.get('woodland', (None, False)))
    M = town2.mats(0.0)
    M['walls'] = M['walls'] + [paint(c, 0.85, name='house2', bump=0) for c in ('#e6b3a0', '#f0d08a', '#cfe0dc', '#f4d8c4')]
    g = N.Geo('resort')
    fx, fy = o.get('face', (100.0, -200.0))  # the houses' fronts turn toward this point (the bay and the cameras)
    x0, x1 = o.get('x', (-150.0, 1150.0))

    def yaw_to(x, y):
        return math.atan2(fx - x, -(fy - y)) + r.gauss(0, 0.12)
    # the shore: hotels on a promenade, beaches and the harbour between them
    spots = []
    shore = {}
    x = x0
    while x <= x1:
        sy = _shore_y(land, x, 500.0, 1300.0)
        if sy is not None:
            shore[int(x)] = sy
        x += 10.0
    prom = paint('#d9cbb0', 0.85, name='promenade', bump=0.1)
    quay = paint('#b8aa92', 0.9, name='quaystone2', bump=0.3)
    for (bx, hw) in o.get('beaches', [(500.0, 38.0), (790.0, 50.0)]):
        sy = shore.get(int(round(bx / 10.0) * 10))
        if sy is not None:
            boats.beach('resortbeach%d' % int(bx), bx, sy + 4.0, -90.0 + r.gauss(0, 4), hw, 14.0, seed=int(bx))
            spots.append((bx, sy + 10, hw * 1.6))
    hx = o.get('harbour', 120.0)
    sy = shore.get(int(round(hx / 10.0) * 10))
    if sy is not None:
        # a breakwater out from the shore and along it, a quay at its root, boats moored in its lee
        box('mole', hx - 60, hx - 52, sy - 70, sy + 6, -4, 2.2, quay)
        box('mole2', hx - 60, hx + 50, sy - 78, sy - 68, -4, 2.4, quay)
        box('quay2', hx - 52, hx + 50, sy - 6, sy + 8, -4, 1.6, prom)
        cyl('lighthouse', hx + 47, sy - 73, 2.4, 9.5, 1.4, paint('#f1ece2', 0.7, name='lighthouse'), 16)
        cyl('lighttop', hx + 47, sy - 73, 9.5, 10.6, 1.6, paint('#b8402f', 0.7, name='lighthead'), 16)
        for k in range(o.get('boats', 9)):
            A.boat(hx - 44 + k * 10.5 + r.uniform(-1, 1), sy - 20 - r.uniform(0, 30), heading=r.uniform(80, 100), L=r.uniform(7, 11), sail=r.random() < 0.5, seed=k)
        spots.append((hx, sy - 30, 120))
    for (hx_, w, floors) in o.get('hotels', [(232.0, 40.0, 5), (412.0, 44.0, 6), (590.0, 40.0, 5), (680.0, 34.0, 4), (900.0, 44.0, 5)]):
        sy = shore.get(int(round(hx_ / 10.0) * 10))
        if sy is None:
            continue
        # its front on the promenade at 2.5 m a few metres from the water, its back in the hill
        hy = sy + 8.0
        z = 2.5
        # the promenade: a terrace from the shore to the hotel, palms along it
        box('prom', hx_ - w / 2 - 6, hx_ + w / 2 + 6, sy - 3, hy + 2, -3, z, prom)
        for k in range(int(w / 9) + 1):
            A.palm(hx_ - w / 2 + k * 9 + r.uniform(-1, 1), sy + 2 + r.uniform(0, 3), z, h=r.uniform(8, 11), seed=int(hx_) + k)
        _hotel(g, M, r, hx_, hy, z, r.gauss(0, 0.04), w, 16.0, floors, r.choice(M['walls'][:6]))
        spots.append((hx_, hy + 8, w + 6))
    # the island station of the line (town.cablecar's p1) and the last span down to it stay clear
    spots.append((330.0, 905.0, 44.0))

    def under_line(x, y):
        ax, ay, bx, by = 243.0, 685.0, 330.0, 900.0
        t = max(0.0, min(1.0, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)))
        return math.hypot(x - ax - t * (bx - ax), y - ay - t * (by - ay)) < 16.0
    # the town: houses up the slope (a steep one: each front stands at its lowest corner, its back in the hill),
    # taller low down
    zmin, zmax = o.get('z', (5.0, 80.0))
    placed, tries, n = 0, 0, o.get('houses', 420)
    while placed < n and tries < n * 30:
        tries += 1
        x, y = r.uniform(x0, x1), r.uniform(780.0, 1130.0)
        w, d = r.uniform(8, 14), r.uniform(8, 12)
        if under_line(x, y) or any(abs(x - sx) < (w + sw) / 2 + 1.2 and abs(y - sy_) < (w + sw) / 2 + 1.2 for sx, sy_, sw in spots):
            continue
        zs = [A.height_at(land, x + a, y + b) for a in (-w / 2, w / 2) for b in (-w / 2, w / 2)]
        if any(v is None for v in zs):
            continue
        z = min(zs)
        if z < zmin or z > zmax or max(zs) - z > 14:
            continue
        if r.random() > math.exp(-(z - zmin) / o.get('z_fall', 40.0)):  # the town thins out up the hill
            continue
        floors = r.choice((2, 2, 3, 3, 4) if z < 25 else (1, 2, 2, 3))
        town2.house(g, M, r, x, y, z, yaw_to(x, y), w, d, floors, r.choice(M['walls']))
        spots.append((x, y, w))
        placed += 1
    g.flush(smooth=False)
    # trees: ragged broadleaf crowns, umbrella pines and cypresses between the houses and over the top
    gt = N.Geo('resorttrees')
    # tree_y: the band of y they are scattered over (the ridge island's back slope and skyline need trees too);
    # tree_h: the broadleaves' heights
    ty0, ty1 = o.get('tree_y', (760.0, 1150.0))
    th0, th1 = o.get('tree_h', (7, 11))
    for k in range(o.get('trees', 2200)):
        x, y = r.uniform(x0 - 100, x1 + 100), r.uniform(ty0, ty1)
        if under_line(x, y) or any(abs(x - sx) < sw / 2 + 1.5 and abs(y - sy_) < sw / 2 + 1.5 for sx, sy_, sw in spots):
            continue
        z = A.height_at(land, x, y)
        if z is None or z < 3.0:
            continue
        q = r.random()
        if q < 0.62:
            N.broadleaf(gt, x, y, z, r.uniform(th0, th1), seed=r.randrange(9999), lod=2)
        elif q < 0.82:
            N.umbrella_pine(gt, x, y, z, r.uniform(9, 14), seed=r.randrange(9999), lod=2)
        else:
            N.cypress(gt, x, y, z, r.uniform(8, 13), seed=r.randrange(9999), seg=8, rings=10)
    gt.flush()


def ridge_island(name, o, seed=62):
    """The cable car's island as a long ridge (sd['island_shape'] = 'ridge'; A.terrain's symmetrical cone
    otherwise): a crest a little behind the middle with summits and a saddle along it (o['summits']: [u, height,
    width], u along the island from -1 at its west end to 1 at its east), the bay side longer and gentler than the
    back, its steepness varying along the island, spurs and gullies down the slopes, and a rocky point running
    out to the sea at the west end with cliffs. The shore on the bay side stays about where the cone's was (the
    resort town, the island station and the last tower keep their places)."""
    import nature as N
    from mathutils import Vector, noise
    r = rng(seed)
    off = Vector((r.random() * 100, r.random() * 100, r.random() * 100))
    cx, cy, rx = o.get('centre', (520.0, 1090.0, 520.0))
    front, back = o.get('half', (205.0, 160.0))
    summits = o.get('summits', [[-0.4, 80.0, 0.3], [0.2, 65.0, 0.22], [0.6, 35.0, 0.16]])
    base = o.get('base', 45.0)
    px, py, prx, pry, ph, pa = o.get('point', (-60.0, 1010.0, 95.0, 32.0, 34.0, -0.25))
    x0, x1, y0, y1, step = cx - rx * 1.25, cx + rx * 1.2, cy - front * 1.5, cy + back * 1.5, o.get('step', 6.0)
    nx, ny = int((x1 - x0) / step), int((y1 - y0) / step)
    ca, sa = math.cos(pa), math.sin(pa)
    V = []
    for j in range(ny + 1):
        for i in range(nx + 1):
            x, y = x0 + (x1 - x0) * i / nx, y0 + (y1 - y0) * j / ny
            u = (x - cx) / rx
            end = max(0.0, 1 - u * u)
            # the crest's height along the island: a base level, the summits, tapering to the ends
            H = (base + sum(h * math.exp(-((u - c) / w) ** 2) for c, h, w in summits)) * end ** 0.35
            yc = cy + 30 * math.sin(u * 2.1 + 0.5)
            # the half-widths wander (coves and points on the shore)
            wob = 1 + 0.12 * N._fbm(Vector((u * 3.0, 0, 0)) + off, 2)
            hw = (front if y < yc else back) * math.sqrt(end) * wob
            s = abs(y - yc) / max(hw, 1.0)
            # the profile's steepness varies along the island (a steep flank here, a long slope there)
            p = 1.1 + 0.4 * N._fbm(Vector((u * 2.2, 5.0, 0)) + off, 2)
            if s < 1:
                z = H * (1 - s) ** p
                # spurs and gullies down the slopes, fading to the shore
                z += 14 * N._fbm(Vector((x / 110.0, y / 70.0, 0)) + off, 3) * (1 - s) ** 0.5
            else:
                z = -min(25.0, (s - 1) * 80)
            # the rocky point: a low headland with cliffs all round, its top rolling and falling toward its tip
            lx, ly = (x - px) * ca + (y - py) * sa, -(x - px) * sa + (y - py) * ca
            dp = math.hypot(lx / prx, ly / pry) / (1 + 0.15 * N._fbm(Vector((lx / 30.0, ly / 30.0, 1.0)) + off, 2))
            if dp < 1.15:
                zp = ph * min(1.0, max(0.0, (1 - dp) / 0.22)) ** 0.5 * (0.8 + 0.3 * N._fbm(Vector((lx / 40.0, ly / 40.0, 2.0)) + off, 2))
                zp *= 0.5 + 0.25 * (1 + max(-1.0, min(1.0, lx / prx)))
                zp = zp if dp < 1 else -min(25.0, (dp - 1) * 100)
                z = max(z, zp)
            V.append((x, y, z))
    ob = N.grid_mesh(name, V, nx, ny, land_mat())
    # the crest line (for crest_trees): x, its y
    ridge_island.crest = [(x, cy + 30 * math.sin((x - cx) / rx * 2.1 + 0.5)) for x in range(int(cx - rx * 0.95), int(cx + rx * 0.95), 4)]
    return ob


def crest_trees(land, n, band, h=(10, 15), seed=93):
    """A dense band of trees along ridge_island's crest (within `band` m of it either side), so the skyline is a
    ragged canopy: the resort's trees spread over the whole island stood on it as a sparse row of small puffs."""
    import nature as N
    r = rng(seed)
    gt = N.Geo('cresttrees')
    crest = ridge_island.crest
    for k in range(n):
        x, yc = r.choice(crest)
        x += r.uniform(-2, 2)
        y = yc + r.uniform(-band, band)
        z = A.height_at(land, x, y)
        if z is None or z < 40.0:
            continue
        if r.random() < 0.75:
            N.broadleaf(gt, x, y, z, r.uniform(*h), seed=r.randrange(9999), lod=2)
        else:
            N.umbrella_pine(gt, x, y, z, r.uniform(h[0] + 1, h[1] + 2), seed=r.randrange(9999), lod=2)
    gt.flush()


def cablecar(sc, sd):
    """The sea-crossing cable car: a station on the town's shore, three lattice towers (one on a rock in the
    bay), a station on the island; two cables running tower to tower with gondolas hanging from them."""
    import places
    world_sky(sc, sd['tod'], sd['sun_azimuth'])
    ox, oy = sd.get('ocean_xy', (0, 600))  # the wave grid's centre (its edge must stay out of the view)
    A.ocean(sc, size=2400, res=8, repeat=8, z=0.0, x=ox, y=oy)
    if sd.get('sea_chop'):  # a breezy sea (lib.breezy_sea: [chop, caps, wind]); unset: the old calm sea
        breezy_sea(*sd['sea_chop'])
    sx_, sy_, srx, sry, speak = sd.get('shore', (-180, -160, 260, 200, 40))
    near = A.terrain('shore', sx_, sy_, srx, sry, speak, 61, z0=-12, rough=0.4)
    if sd.get('island_shape') == 'ridge':  # a long ridge with summits, a saddle and a rocky point; unset: the old cone
        island = ridge_island('island', sd.get('ridge', {}))
    else:
        island = A.terrain('island', 520, 1080, 760, 300, 120, 62, z0=-25, rough=0.5)
    A.terrain('far', -1500, 2600, 900, 400, 260, 64, z0=-30)
    A.town(near, -420, 60, -340, 20, sd.get('town', 140), 65, zmin=2, lit=0.1, face='+y', trees=400)
    if sd.get('island_town') == 'resort':
        resort_island(island, sd)
    if sd.get('island_shape') == 'ridge' and sd.get('ridge', {}).get('crest_trees'):
        crest_trees(island, *sd['ridge']['crest_trees'])
    else:
        A.town(island, 0, 1000, 780, 1300, 140, 66, zmin=3, zmax=45, lit=0.1, face='-y', trees=1400)
    steel = plain('#8c9296', 0.45, 0.6, name='latticesteel')
    cablem = plain('#2a2d30', 0.35, 0.8, name='cable')
    concrete = paint('#e8e2d6', 0.8, name='station')
    # the line: from the shore station to the island station
    p0 = (-40.0, -20.0)
    p1 = (330.0, 900.0)
    hd = math.atan2(p1[1] - p0[1], p1[0] - p0[0])
    L = math.hypot(p1[0] - p0[0], p1[1] - p0[1])
    ux, uy = math.cos(hd), math.sin(hd)
    vx, vy = -uy, ux

    def at(d):
        return (p0[0] + ux * d, p0[1] + uy * d)
    # stations: a white pavilion with a flat roof; the cables run into their open ends at 9 m
    ends = []
    for d, land in ((0.0, near), (L, island)):
        cx, cy = at(d)
        gz = A.height_at(land, cx, cy) or 2.0
        gz = max(gz, 2.0)

        def st():
            box('stbase', -12, 12, -8, 8, gz - 8, gz, paint('#cdbd9f', 0.85, name='quaystone'))
            box('stfloor', -12, 12, -7, 7, gz, gz + 0.5, concrete)
            for u in (-11, -4, 4, 11):
                for v in (-6.5, 6.5):
                    box('stcol', u - 0.3, u + 0.3, v - 0.3, v + 0.3, gz + 0.5, gz + 10.5, concrete)
            box('stroof', -13, 13, -8, 8, gz + 10.5, gz + 11.6, concrete)
            cyl('bullwheel', 0, 0, gz + 8.6, gz + 9.0, 3.0, plain('#3a3f44', 0.4, 0.7, name='steel'), 48)
        places._group(st, loc=(cx, cy, 0), rot_z=math.degrees(hd))
        ends.append((cx, cy, gz + 9.0))
    # towers: on the shore, on the rock, on the island's slope
    tw = []
    for d, land, h in ((190.0, near, 46.0), (390.0, None, 60.0), (760.0, island, 44.0)):
        cx, cy = at(d)
        gz = 0.0 if land is None else max(0.5, A.height_at(land, cx, cy) or 0.5)
        if land is None:
            cyl('pierrock', cx, cy, -6, 2.0, 7.5, paint('#b9ab94', 0.9, name='pierstone', bump=0.3), 48)
            cyl('piercap', cx, cy, 2.0, 2.3, 7.7, paint('#d8cdb9', 0.8, name='piercap'), 48)
            gz = 2.3
        tw.append(lattice_tower(cx, cy, gz, h, hd, steel))
    # the two cables, each through the stations' wheels (at +/- 3 m) and the towers' saddles
    for side in (0, 1):
        sv = -1 if side == 0 else 1
        a = (ends[0][0] + vx * sv * 3.0, ends[0][1] + vy * sv * 3.0, ends[0][2])
        b = (ends[1][0] + vx * sv * 3.0, ends[1][1] + vy * sv * 3.0, ends[1][2])
        supports = [a] + [t[side] for t in tw] + [b]
        # saddle points sit at +/- arm/2 = 4.2 m; the stations' wheels at 3 m: a short straight lead in
        pts = []
        spans = []
        for s0, s1 in zip(supports, supports[1:]):
            ln = math.dist(s0[:2], s1[:2])
            sag = ln * 0.035
            sp = _span(s0, s1, sag)
            spans.append((s0, s1, sag))
            pts += sp if not pts else sp[1:]
        venues.tube('cable', pts, 0.09, cablem, resolution=2)
        # gondolas on this cable (the two directions pass each other)
        for k, (si, s, gs) in enumerate(sd.get('gondolas', [[0, 0.55, 0], [1, 0.45, 1], [1, 0.9, 0], [2, 0.12, 1], [2, 0.33, 0], [2, 0.55, 1], [2, 0.78, 0], [3, 0.5, 1]])):
            if gs != side:
                continue
            s0, s1, sag = spans[si]
            c = (s0[0] + (s1[0] - s0[0]) * s, s0[1] + (s1[1] - s0[1]) * s, s0[2] + (s1[2] - s0[2]) * s - sag * 4 * s * (1 - s))
            gondola(c, hd, ('#c8443a', '#e8b83a', '#2f7f8a', '#f3ede2', '#1f3550', '#c8744f')[k % 6])
    return {}, {}


BUILDERS['cablecar'] = cablecar


def _glow(name, c, w, fade=1.0, height=None):
    """A glowing, see-through stuff (lit water, a beam of light in haze): emission added to transparency,
    fading along the object's height (Generated z: 0 at its foot, 1 at its top) by `fade`."""
    from lib import col

    m, nt = _bare_mat(name)
    m.blend_method = 'BLEND'
    m.shadow_method = 'NONE'
    m.use_backface_culling = False
    tc = nt.nodes.new('ShaderNodeTexCoord')
    sep = nt.nodes.new('ShaderNodeSeparateXYZ')
    ramp = nt.nodes.new('ShaderNodeValToRGB')
    if height:  # the object's own z in metres over `height`
        sc_ = nt.nodes.new('ShaderNodeVectorMath')
        sc_.operation = 'SCALE'
        sc_.inputs['Scale'].default_value = 1.0 / height
        nt.links.new(tc.outputs['Object'], sc_.inputs[0])
        nt.links.new(sc_.outputs[0], sep.inputs[0])
    else:
        nt.links.new(tc.outputs['Generated'], sep.inputs[0])
    ramp.color_ramp.elements[0].position = 0.0
    ramp.color_ramp.elements[0].color = (1, 1, 1, 1)
    ramp.color_ramp.elements[1].position = 1.0
    ramp.color_ramp.elements[1].color = (1 - fade, 1 - fade, 1 - fade, 1)
    nt.links.new(sep.outputs['Z'], ramp.inputs[0])
    e = nt.nodes.new('ShaderNodeEmission')
    e.inputs[0].default_value = (*col(c), 1)
    mul = nt.nodes.new('ShaderNodeMath')
    mul.operation = 'MULTIPLY'
    mul.inputs[1].default_value = w
    nt.links.new(ramp.outputs[0], mul.inputs[0])
    nt.links.new(mul.outputs[0], e.inputs[1])
    tr = nt.nodes.new('ShaderNodeBsdfTransparent')
    add = nt.nodes.new('ShaderNodeAddShader')
    nt.links.new(e.outputs[0], add.inputs[0])
    nt.links.new(tr.outputs[0], add.inputs[1])
    o = nt.nodes.new('ShaderNodeOutputMaterial')
    nt.links.new(add.outputs[0], o.inputs[0])
    return m


def _jet(name, p, v, h, r0, r1, mat, n=36):
    """A fountain's jet: a tapering tube along a parabola from nozzle p, thrown with horizontal reach v (dx, dy)
    over its rise h (it falls back as far again when v is not zero, and only rises when it is)."""
    cu = bpy.data.curves.new(name, 'CURVE')
    cu.dimensions = '3D'
    cu.bevel_depth = 1.0
    cu.bevel_resolution = 3
    sp = cu.splines.new('POLY')
    arc = abs(v[0]) + abs(v[1]) > 0.01
    m = n if arc else n // 3
    sp.points.add(m)
    for k, pt in enumerate(sp.points):
        s = k / m
        if arc:
            t = s * 1.9  # rise (0..1) and most of the fall (1..1.9)
            z = h * (1 - (1 - t) ** 2)
            pt.co = (v[0] * t, v[1] * t, z, 1)
            pt.radius = r0 + (r1 - r0) * min(1.0, t)
        else:
            pt.co = (0, 0, h * s, 1)
            pt.radius = r0 + (r1 - r0) * s
    ob = link(bpy.data.objects.new(name, cu))
    ob.location = p
    cu.materials.append(mat)
    return ob


def _beam(name, p, d, length, r0, r1, mat):
    """A beam of light in the haze: an open cone from p along the direction d."""
    from mathutils import Vector

    o = cyl(name, 0, 0, 0, 1, r0, mat, 24, r2=r1, smooth=True)
    o.scale = (1, 1, length)
    o.location = p
    o.rotation_euler = Vector(d).to_track_quat('Z', 'Y').to_euler()
    return o


def lightshow(sc, sd):
    """The town's light-and-water show at blue hour: a floating stage in the bay with fans and columns of lit
    water jets, coloured beams rising into the haze, the lit town on the hill behind across the water."""
    if sd.get('style') == 'mist':
        return lightshow_mist(sc, sd)
    world_sky(sc, sd['tod'], sd['sun_azimuth'])
    ee = sc.eevee
    ee.use_bloom = True
    ee.bloom_intensity = sd.get('bloom', 0.08)
    ee.bloom_threshold = 1.0
    ee.bloom_radius = 5.0
    A.ocean(sc, size=2400, res=8, repeat=8, z=0.0, x=0, y=500, wave_scale=0.6)
    land = A.terrain('townhill', 0, 760, 900, 430, 120, 71, z0=-14, rough=0.4)
    A.terrain('farhill', -1300, 1500, 800, 500, 240, 72, z0=-30)
    A.terrain('farhill2', 1400, 1400, 700, 450, 200, 73, z0=-30)
    A.town(land, -700, 700, sd.get('town_y0', 330), 900, sd.get('town', 1100), 74, zmin=2, zmax=110, lit=sd.get('lit', 0.75), face='-y', trees=sd.get('trees', 1400))
    if sd.get('quay'):
        # the promenade along the shore: a stone quay wall, its paving, a row of lamp posts lit warm
        qy, qx0, qx1 = sd['quay']
        box('quay', qx0, qx1, qy, qy + 70, -3, 1.7, paint('#b9a98c', 0.9, name='quaywall', bump=0.3))
        box('quaytop', qx0, qx1, qy - 0.3, qy + 70, 1.7, 1.9, paint('#d3c6ad', 0.85, name='quaypaving'))
        lampm = emission('#ffc98a', 40.0)
        post = plain('#2b2b2b', 0.5, 0.6, name='lamppost')
        x = qx0 + 6
        while x < qx1 - 4:
            cyl('lamppost', x, qy + 1.5, 1.9, 5.6, 0.08, post, 8)
            sphere('lampglobe', x, qy + 1.5, 5.8, 0.28, lampm)
            x += 14
    # boats at anchor in the bay (the dusk view without the show)
    for k, (bx, by, hd, L) in enumerate(sd.get('boats', [])):
        A.boat(bx, by, heading=hd, L=L, sail=k % 2 == 0, seed=80 + k)
    if not sd.get('show', True):
        return {}, {}
    # the stage: a dark pontoon, a lit strip along its edges, the nozzles' rail
    sx, sy = sd.get('stage', (0.0, 120.0))
    W, D = sd.get('stage_w', 56.0), 10.0
    hull = plain('#1c1f24', 0.5, 0.0, name='pontoon')
    box('pontoon', sx - W / 2, sx + W / 2, sy - D / 2, sy + D / 2, -0.8, 0.9, hull, bevel=0.1)
    box('deck', sx - W / 2 + 0.4, sx + W / 2 - 0.4, sy - D / 2 + 0.4, sy + D / 2 - 0.4, 0.9, 1.0, plain('#2a2e33', 0.6, name='deck'))
    led = emission('#ffd9a8', 6.0)
    box('ledstrip', sx - W / 2, sx + W / 2, sy - D / 2 - 0.02, sy - D / 2, 0.55, 0.7, led)
    r = rng(75)
    cols = sd.get('colours', ['#3fa8ff', '#ff3fb0', '#7a5cff', '#36e0d0', '#ffb347'])
    bm = {c: _glow('beam', c, sd.get('beam_w', 0.16), fade=1.0) for c in cols}
    jw = sd.get('jet_w', 1.6)
    # a fan of arcs across the stage, in pairs crossing at the middle
    nfan = 13
    for k in range(nfan):
        u = (k / (nfan - 1)) * 2 - 1
        x = sx + u * (W / 2 - 3)
        h = 14 + 8 * (1 - abs(u))
        _jet('arc', (x, sy, 1.0), (-u * 9.0, 0.0), h, 0.12, 0.7, _glow('jet', cols[k % len(cols)], jw, fade=0.75, height=h))
    # columns of water: a tall white one in the middle, coloured ones stepping down to the sides; each thins out
    # into spray at its top (the glow fades to nothing there)
    for k, (u, h) in enumerate(((0, 34), (-0.18, 26), (0.18, 26), (-0.42, 19), (0.42, 19), (-0.7, 13), (0.7, 13), (-0.92, 9), (0.92, 9))):
        x = sx + u * (W / 2 - 2)
        c = '#e6f4ff' if k == 0 else cols[(k + 2) % len(cols)]
        _jet('column', (x, sy + 1.5, 1.0), (0, 0), h, 0.25, 1.1 if k == 0 else 0.8, _glow('column', c, jw * 1.2, fade=1.0, height=h))
    # a low row of small jets along the front edge
    white = _glow('jetwhite', '#dff2ff', jw, fade=0.9, height=4.0)
    for k in range(24):
        x = sx - W / 2 + 2 + k * (W - 4) / 23
        _jet('low', (x, sy - 3.5, 1.0), (0, -1.6), 3.0 + (k % 2) * 1.2, 0.06, 0.3, white)
    # mist at the feet of the jets: a few faintly lit, see-through puffs
    mist = _glow('mist', '#cfe6ff', 0.2, fade=0.9)
    for k in range(9):
        x = sx - W / 2 + 4 + k * (W - 8) / 8
        sphere('mist', x, sy + r.uniform(-1, 1), 2.5, 3.2, mist, scale=(1.6, 0.8, 0.9))
    # beams: from lamps on the deck up into the haze, fanned out
    for k, (u, tilt, az) in enumerate(sd.get('beams', [(-0.9, 28, -20), (-0.62, 18, 15), (-0.3, 10, -12), (0.0, 4, 0), (0.3, 10, 12), (0.62, 18, -15), (0.9, 28, 20)])):
        x = sx + u * (W / 2 - 1)
        th = math.radians(tilt) * (1 if u >= 0 else -1) if u != 0 else 0.0
        d = (math.sin(th), math.sin(math.radians(az)) * 0.3 + 0.15, math.cos(th))
        cyl('beamlamp', x, sy + 3.5, 1.0, 1.5, 0.35, plain('#111111', 0.4, 0.8, name='lampbody'), 16)
        _beam('beam', (x, sy + 3.5, 1.4), d, 130, 0.12, 1.6, bm[cols[k % len(cols)]])
    # light on the water from the stage: coloured lamps low over the pontoon's front
    for k, c in enumerate(cols):
        u = (k / (len(cols) - 1)) * 2 - 1
        from lib import col as _c
        pl = point_light('stagewash', (sx + u * W * 0.4, sy - 6, 3.0), sd.get('wash', 3000), _c(c), radius=2.0, shadow=False)
        pl.data.specular_factor = 0.0  # colour on the water, no round highlights
    return {}, {}


# ---------------------------------------------------------------- the show as photographed (style 'mist')


def _facing_glow(name, edge):
    """The start of a lit, see-through material (spray, a beam in haze): blended, casting no shadow, culled at the
    back, and how squarely the surface faces the camera: returns (material, nodes, links, the 1 - facing node, and
    its power `edge`, clamped), so the glow built on it fades to nothing at the object's silhouette."""
    m, nt = _bare_mat(name)
    m.blend_method = 'BLEND'
    m.shadow_method = 'NONE'
    m.use_backface_culling = True
    N_, L = nt.nodes, nt.links
    lw = N_.new('ShaderNodeLayerWeight')
    lw.inputs['Blend'].default_value = 0.5
    inv = N_.new('ShaderNodeMath')
    inv.operation = 'SUBTRACT'
    inv.inputs[0].default_value = 1.0
    L.new(lw.outputs['Facing'], inv.inputs[1])
    pw = N_.new('ShaderNodeMath')
    pw.operation = 'POWER'
    pw.use_clamp = True
    pw.inputs[1].default_value = edge
    L.new(inv.outputs[0], pw.inputs[0])
    return m, N_, L, inv, pw


def _emit_through(N_, L, amount, w, colour):
    """The end of a `_facing_glow` material: emission `w` times the node `amount`'s value, in `colour` (an RGBA
    tuple, or a colour socket to link), added to full transparency (the glow lights nothing behind it away)."""
    s = N_.new('ShaderNodeMath')
    s.operation = 'MULTIPLY'
    s.inputs[1].default_value = w
    L.new(amount.outputs[0], s.inputs[0])
    e = N_.new('ShaderNodeEmission')
    if isinstance(colour, tuple):
        e.inputs[0].default_value = colour
    else:
        L.new(colour, e.inputs[0])
    L.new(s.outputs[0], e.inputs[1])
    tr = N_.new('ShaderNodeBsdfTransparent')
    add = N_.new('ShaderNodeAddShader')
    L.new(e.outputs[0], add.inputs[0])
    L.new(tr.outputs[0], add.inputs[1])
    o = N_.new('ShaderNodeOutputMaterial')
    L.new(add.outputs[0], o.inputs[0])


def _times_range(N_, L, node, value, frm, to):
    """A Math node: `node`'s value times the socket `value` mapped from the range `frm` onto `to` (a Map Range)."""
    mr = N_.new('ShaderNodeMapRange')
    mr.inputs['From Min'].default_value, mr.inputs['From Max'].default_value = frm
    mr.inputs['To Min'].default_value, mr.inputs['To Max'].default_value = to
    L.new(value, mr.inputs['Value'])
    f = N_.new('ShaderNodeMath')
    f.operation = 'MULTIPLY'
    L.new(node.outputs[0], f.inputs[0])
    L.new(mr.outputs[0], f.inputs[1])
    return f


def _mist(name, c, w, height=None, fade=0.6, edge=1.6, grain=(2.0, 2.0, 0.35), streak=0.8, core=0.0):
    """Lit spray: emission added to transparency, strongest where the surface faces the camera and fading to
    nothing at its silhouette (a tube or a puff reads as a soft glow, not a solid), broken by a noise stretched
    along z (streaks of falling water, `grain` the noise's scale per axis in object space, `streak` how much it
    breaks the glow), fading along the object's own height over `height` m by `fade`; `core` whitens the middle."""
    from lib import col

    m, N_, L, inv, pw = _facing_glow(name, edge)
    tc = N_.new('ShaderNodeTexCoord')
    mp = N_.new('ShaderNodeMapping')
    mp.inputs['Scale'].default_value = grain
    L.new(tc.outputs['Object'], mp.inputs['Vector'])
    nz = N_.new('ShaderNodeTexNoise')
    nz.inputs['Scale'].default_value = 1.0
    nz.inputs['Detail'].default_value = 3.0
    nz.inputs['Roughness'].default_value = 0.6
    L.new(mp.outputs[0], nz.inputs['Vector'])
    out = _times_range(N_, L, pw, nz.outputs['Fac'], (0.3, 0.7), (1.0 - streak, 1.0 + streak * 0.6))
    if height:
        sep = N_.new('ShaderNodeSeparateXYZ')
        L.new(tc.outputs['Object'], sep.inputs[0])
        out = _times_range(N_, L, out, sep.outputs['Z'], (0.0, height), (1.0, 1.0 - fade))
    colour = (*col(c), 1)
    if core:
        mx = N_.new('ShaderNodeMix')
        mx.data_type = 'RGBA'
        cp = N_.new('ShaderNodeMath')
        cp.operation = 'POWER'
        L.new(inv.outputs[0], cp.inputs[0])
        cp.inputs[1].default_value = 6.0
        k = N_.new('ShaderNodeMath')
        k.operation = 'MULTIPLY'
        k.inputs[1].default_value = core
        L.new(cp.outputs[0], k.inputs[0])
        L.new(k.outputs[0], mx.inputs['Factor'])
        mx.inputs[6].default_value = colour
        mx.inputs[7].default_value = (1, 1, 1, 1)
        colour = mx.outputs[2]
    _emit_through(N_, L, out, w, colour)
    return m


def _puffs(name, pts, mat, seg=12):
    """Soft puffs of spray (one mesh): pts of (x, y, z, rx, ry, rz)."""
    bm = bmesh.new()
    for (x, y, z, rx, ry, rz) in pts:
        geom = bmesh.ops.create_uvsphere(bm, u_segments=seg, v_segments=seg // 2 + 2, radius=1.0)
        for v in geom['verts']:
            v.co.x = x + v.co.x * rx
            v.co.y = y + v.co.y * ry
            v.co.z = z + v.co.z * rz
    me = bpy.data.meshes.new(name)
    bm.to_mesh(me)
    bm.free()
    for p in me.polygons:
        p.use_smooth = True
    me.materials.append(mat)
    return link(bpy.data.objects.new(name, me))


def _spray_jet(name, p, v, h, r0, r1, c, w, r, core=0.5, halo=2.6, puff=True, fades=(0.55, 0.3)):
    """A jet as photographed at night: a thin streaked core, a wide faint halo of spray about it, soft puffs where
    it breaks up (the top of a column, the fall of an arc). `fades`: how far the core and the halo fade by the top."""
    _jet(name, p, v, h, r0, r1, _mist(name + 'core', c, w, height=h, fade=fades[0], edge=1.2, core=core))
    _jet(name + 'halo', p, v, h, r0 * halo, r1 * halo * 1.3, _mist(name + 'halo', c, w * 0.16, height=h, fade=fades[1], edge=2.2, streak=0.5, grain=(0.8, 0.8, 0.2)))
    pts = []
    if puff:
        arc = abs(v[0]) + abs(v[1]) > 0.01
        top = (p[0] + (v[0] if arc else 0), p[1] + (v[1] if arc else 0), p[2] + h)
        for k in range(5 if arc else 8):
            s = r1 * 3.5 + r.uniform(0, 1.5)
            if arc:  # along the fall
                t = r.uniform(1.2, 1.9)
                pt = (p[0] + v[0] * t, p[1] + v[1] * t, p[2] + h * max(0.05, 1 - (1 - t) ** 2))
            else:  # the plume over a column, spilling down round it
                pt = (top[0] + r.uniform(-1, 1) * s, top[1] + r.uniform(-1, 1) * s * 0.6, top[2] - r.uniform(0, h * 0.35))
            pts.append((pt[0], pt[1], pt[2], s, s * 0.8, s * 1.1))
    return pts


def _soft_beam(name, c, w):
    """A beam in thin haze: soft at its edges (facing) and fading along its length (the cone's Generated z)."""
    from lib import col

    m, N_, L, _, pw = _facing_glow(name, 2.5)
    tc = N_.new('ShaderNodeTexCoord')
    sep = N_.new('ShaderNodeSeparateXYZ')
    L.new(tc.outputs['Generated'], sep.inputs[0])
    ramp = N_.new('ShaderNodeValToRGB')
    ramp.color_ramp.interpolation = 'EASE'
    ramp.color_ramp.elements[0].position = 0.0
    ramp.color_ramp.elements[0].color = (1, 1, 1, 1)
    ramp.color_ramp.elements[1].position = 1.0
    ramp.color_ramp.elements[1].color = (0, 0, 0, 1)
    L.new(sep.outputs['Z'], ramp.inputs[0])
    f = N_.new('ShaderNodeMath')
    f.operation = 'MULTIPLY'
    L.new(pw.outputs[0], f.inputs[0])
    L.new(ramp.outputs[0], f.inputs[1])
    _emit_through(N_, L, f, w, (*col(c), 1))
    return m


def _figure(x, y, z, r, mat):
    """A spectator far off: a dark silhouette (legs, a body, a head), 1.6-1.85 m."""
    h = r.uniform(1.6, 1.85)
    cyl('figure', x, y, z, z + h * 0.5, 0.13, mat, 8, r2=0.17)
    cyl('figure', x, y, z + h * 0.5, z + h * 0.84, 0.2, mat, 8, r2=0.16)
    sphere('figure', x, y, z + h * 0.92, 0.11, mat, seg=8)


def _promenade(o):
    """The mole (option `prom`): a stone pier running out into the bay along y (from y0 to y1) with the water at
    x > o['x'], its paving, an iron rail along the edge, lamp posts lit warm, a few spectators far off along the
    rail as small silhouettes (`people`: [y, how many])."""
    X, y0, y1, z = o['x'], o['y0'], o['y1'], o.get('z', 2.0)
    box('promwall', X - 30, X, y0, y1, -4, z, paint('#8f8270', 0.9, name='promwall', bump=0.4))
    box('promend', X - 30, X, y1, y1 + 0.5, -4, z, paint('#8f8270', 0.9, name='promwall', bump=0.4))
    box('prompave', X - 30, X - 0.05, y0, y1, z, z + 0.12, tiles('#a99b86', grout='#6f665a', size=0.6, rough=0.7, vary=0.1, name='prompave'))
    box('kerb', X - 0.45, X + 0.05, y0, y1, z + 0.12, z + 0.3, paint('#b3a58e', 0.85, name='kerb', bump=0.2))
    iron = plain('#17191b', 0.45, 0.6, name='railiron')
    zr = z + 0.3
    xr = X - 0.2
    box('railtop', xr - 0.03, xr + 0.03, y0, y1, zr + 0.95, zr + 1.0, iron, bevel=0.01)
    box('railmid', xr - 0.012, xr + 0.012, y0, y1, zr + 0.45, zr + 0.48, iron)
    y = y0 + 0.5
    while y < y1:
        box('railpost', xr - 0.025, xr + 0.025, y - 0.025, y + 0.025, zr, zr + 0.97, iron)
        y += 1.8
    glow = emission('#ffcf92', o.get('globe_w', 4.0))
    post = plain('#1b1c1e', 0.5, 0.5, name='lamppost2')
    y = o.get('lamp0', y0 + 5)
    while y < y1:
        cyl('lamppost', X - 1.2, y, z + 0.12, z + 4.2, 0.07, post, 10)
        sphere('lampglobe', X - 1.2, y, z + 4.35, 0.22, glow, seg=12)
        pl = point_light('promlamp', (X - 1.2, y, z + 4.0), o.get('lamp_w', 120), (1.0, 0.72, 0.45), radius=0.2, shadow=False)
        pl.data.specular_factor = 0.3
        y += o.get('lamp_step', 18)
    dark = plain('#0c0d10', 0.8, name='figure')
    r = rng(o.get('seed', 3))
    for (fy, n) in o.get('people', []):
        for k in range(n):
            _figure(X - r.uniform(0.6, 1.4), fy + k * r.uniform(0.5, 0.9), z + 0.12, r, dark)


def lightshow_mist(sc, sd):
    """The show as photographed at the blue hour (option style 'mist'): jets and fans of misty water catching
    coloured light from below (streaked cores in soft halos of spray, puffs where they break up), a few soft beams
    in thin haze, one or two colours per show, over a rippled sea that breaks the reflections; town2's terraced
    hill town behind with its windows lit; a promenade with a rail and far-off spectators, or a moored launch."""
    import town2
    from lib import col as _c

    world_sky(sc, sd['tod'], sd['sun_azimuth'])
    if sd.get('clouds'):
        import sky
        sky.clouds_from(sc, sd['tod'], sd['sun_azimuth'], sd['clouds'])
    ee = sc.eevee
    ee.use_bloom = True
    ee.bloom_intensity = sd.get('bloom', 0.05)
    ee.bloom_threshold = 0.9
    ee.bloom_radius = 6.0
    A.ocean(sc, size=2400, res=8, repeat=8, z=0.0, y=1100, wave_scale=sd.get('waves', 0.5))
    if sd.get('chop'):
        breezy_sea(*sd['chop'])
    t = sd.get('town2', {})
    town2.hill_town(dict(shore_y=t.get('shore_y', 360.0), x_tip=t.get('x_tip', 160.0), town_x=t.get('town_x', [150, 1150]),
                         hill_step=t.get('hill_step', 3.0), churches=t.get('churches', [[520, 2], [300, 9], [880, 4]]),
                         upper_trees=t.get('upper_trees', 900), parasols=0), lit=sd.get('lit', 0.6), seed=t.get('seed', 7))
    if sd.get('prom'):
        _promenade(sd['prom'])
    for (bx, by, hd) in sd.get('launches', []):
        import boats
        boats.launch(bx, by, hd, trim=0.5)
    for k, (bx, by, hd, L) in enumerate(sd.get('boats', [])):
        A.boat(bx, by, heading=hd, L=L, sail=True, seed=80 + k)
    sx, sy = sd['stage']
    W, D = sd.get('stage_w', 48.0), 8.0
    # `fine` (default None: as before): spray as fine glowing water, not puffs: no plumes at the columns' tops, the
    # puffs where the arcs fall low, wide, flat and faint, a luminous haze band along the water over the stage
    # (hiding the pontoon's edge), the pontoon's deck lower; `jet_colours` cycles colours over the fans' jets
    fine = sd.get('fine')
    cf = dict(puff=False, fades=(fine.get('col_fade', 0.7), 0.97)) if fine else {}  # the columns: no plume, their tops fading out
    z0 = fine.get('deck', 0.5) if fine else 0.5  # the nozzles (fans' show)
    hull = plain('#15171a', 0.5, 0.0, name='pontoon')
    box('pontoon', sx - W / 2, sx + W / 2, sy - D / 2, sy + D / 2, -0.6, fine.get('deck', 0.5) if fine else 0.5, hull, bevel=0.1)
    r = rng(sd.get('seed', 75))
    c1, c2 = sd.get('colours', ['#3f7dff', '#9fd8ff'])
    jc = sd.get('jet_colours')
    jw = sd.get('jet_w', 2.0)
    puffs = []
    show = sd.get('show_kind', 'fans')
    lights = []
    if show == 'fans':
        # a tall column in the middle, peacock fans on either side, a row of low arches along the front
        puffs += _spray_jet('column', (sx, sy, z0), (0, 0), 30, 0.3, 0.8, c2, jw * 1.1, r, core=0.4, **cf)
        for k, (u, h) in enumerate(((-0.12, 20), (0.12, 20))):
            puffs += _spray_jet('col2', (sx + u * W, sy + 0.5, z0), (0, 0), h, 0.2, 0.6, c2, jw, r, core=0.3, **cf)
        # option `fan` [jets, height, spread in degrees] (default [9, 16, 50]): fuller, taller peacock fans
        fan_n, fan_h, fan_a = sd.get('fan', (9, 16.0, 50))
        for side in (-1, 1):
            fx = sx + side * W * 0.3
            for k in range(fan_n):
                a = math.radians(-fan_a + 2 * fan_a * k / (fan_n - 1))
                puffs += _spray_jet('fan', (fx, sy, z0), (math.sin(a) * fan_h * 0.55, 0), fan_h * math.cos(a) ** 1.5 + 1.5, 0.08, 0.32,
                                    jc[(k + (side > 0) * 2) % len(jc)] if jc else c1, jw, r, core=0.3, puff=k in (0, fan_n - 1))
            lights.append((fx, sy - 1.0, 6.0, c1))
        for k in range(14):
            u = (k / 13) * 2 - 1
            puffs += _spray_jet('low', (sx + u * (W / 2 - 1.5), sy - 2.5, z0), (0, -1.4), 3.2, 0.05, 0.2, c1, jw * 0.8, r, core=0.2, puff=False)
        lights += [(sx, sy - 1.0, 12.0, c2)]
    else:
        # the vortex: a ring of jets leaning along the ring and a little outward, a twisted funnel of spray about a
        # column of mist; smaller jets round its foot
        R = sd.get('ring_r', 6.0)
        n = 18
        for k in range(n):
            a = math.tau * k / n
            px, py = sx + R * math.cos(a), sy + R * math.sin(a) * 0.6
            tang = (-math.sin(a), math.cos(a) * 0.6)
            rad = (math.cos(a), math.sin(a) * 0.6)
            h = 17.0 + 2.0 * math.sin(3 * a)
            v = (tang[0] * 6.5 + rad[0] * 2.0, tang[1] * 6.5 + rad[1] * 2.0)
            c = c1 if k % 3 else c2
            puffs += _spray_jet('vortex', (px, py, 0.5), v, h, 0.09, 0.4, c, jw, r, core=0.35, puff=k % 2 == 0)
        puffs += _spray_jet('eye', (sx, sy, 0.5), (0, 0), 26, 0.3, 0.9, c2, jw * 0.9, r, core=0.6)
        for k in range(12):
            a = math.tau * (k + 0.5) / 12
            R2 = R * 2.0
            px, py = sx + R2 * math.cos(a), sy + R2 * math.sin(a) * 0.5
            puffs += _spray_jet('skirt', (px, py, 0.5), (math.cos(a) * 1.5, math.sin(a) * 0.8), 4.5, 0.06, 0.22, c1, jw * 0.8, r, core=0.2, puff=False)
        lights += [(sx, sy, 6.0, c1), (sx, sy, 16.0, c2)]
        # side pieces: two fans left and right of the vortex, lower
        for side in (-1, 1):
            fx = sx + side * W * 0.36
            for k in range(7):
                a = math.radians(-40 + 80 * k / 6)
                puffs += _spray_jet('fan', (fx, sy, 0.5), (math.sin(a) * 5.0, 0), 9.0 * math.cos(a) + 1.0, 0.06, 0.25, c1, jw * 0.9, r, core=0.3, puff=False)
    # spray over the whole stage: a low glowing mist, soft puffs where the jets come down
    base = [(sx + r.uniform(-W / 2 + 3, W / 2 - 3), sy + r.uniform(-2, 2), r.uniform(1.0, 3.0), r.uniform(2.5, 4.5), r.uniform(1.5, 2.5), r.uniform(1.2, 2.2)) for _ in range(16)]
    if fine:
        # where the arcs fall: low, wide, flat, faint; the stage's mist flattened to the water
        puffs = [(x, y, min(z, fine.get('puff_z', 1.6)), rx * 1.6, ry * 1.2, rz * 0.45) for (x, y, z, rx, ry, rz) in puffs]
        base = [(x, y, rz * 0.5 + 0.2, rx * 1.5, ry, rz * 0.5) for (x, y, z, rx, ry, rz) in base]
        grain = (0.25, 0.6, 1.2)  # the noise stretched along the water: drifting spray, not lumps
        _puffs('spray', puffs, _mist('spray', c1, sd.get('puff_w', 0.15), edge=4.0, streak=0.6, grain=grain))
        _puffs('basemist', base, _mist('basemist', c1, sd.get('mist_w', 0.3), edge=3.5, streak=0.6, grain=grain))
        # the haze band along the water where the jets fall, in front of and over the pontoon's edge
        band = []
        nb = fine.get('band_n', 9)
        for k in range(nb):
            u = (k + 0.5) / nb * 2 - 1
            band.append((sx + u * W * 0.5 + r.uniform(-1.5, 1.5), sy + r.uniform(-4.5, -2.5), fine.get('band_z', 0.5) + r.uniform(0.0, 0.4),
                         W / nb * 1.3 + r.uniform(0, 2), r.uniform(2.5, 3.5), fine.get('band_h', 1.6) * r.uniform(0.8, 1.2)))
        _puffs('band', band, _mist('band', fine.get('band_c', c2), fine.get('band_w', 0.5), edge=2.8, streak=0.5, grain=grain), seg=24)
    else:
        _puffs('spray', puffs, _mist('spray', c2, sd.get('puff_w', 0.15), edge=3.0, streak=0.5, grain=(0.5, 0.5, 0.5)))
        _puffs('basemist', base, _mist('basemist', c1, sd.get('mist_w', 0.3), edge=2.5, streak=0.5, grain=(0.4, 0.4, 0.4)))
    # thin haze lit round the show
    _puffs('haze', [(sx, sy, 6.0, W * 0.75, 14.0, 14.0)], _mist('haze', c1, sd.get('haze_w', 0.08), edge=3.0, streak=0.2, grain=(0.05, 0.05, 0.05)), seg=32)
    # option `screen` [width, height, metres behind the stage, colour, strength] (default none): a water screen, a tall
    # sheet of fine spray across the back of the stage glowing in the show's light (a flattened puff of `_mist`)
    if sd.get('screen'):
        sw, sh, sdy, scol, sstr = sd['screen']
        _puffs('screen', [(sx, sy + sdy, sh * 0.45, sw / 2, 0.6, sh * 0.55)],
               _mist('screen', scol, sstr, height=sh, fade=0.7, edge=1.4, streak=0.7, grain=(0.6, 0.6, 0.12)), seg=32)
    # a few soft beams in thin haze; option `beam_r` [radius at the foot, spread per metre] (default [0.15, 0.03]): fuller
    br0, brk = sd.get('beam_r', (0.15, 0.03))
    for k, (u, tilt, lean, ln) in enumerate(sd.get('beams', [])):
        x = sx + u * (W / 2 - 1)
        th = math.radians(tilt)
        d = (math.sin(th), math.sin(math.radians(lean)), math.cos(th))
        _beam('beam', (x, sy + 1.5, 0.6), d, ln, br0, ln * brk, _soft_beam('beam', c2 if k % 2 else c1, sd.get('beam_w', 0.6)))
    # the light of the show on the water, the pontoon and anything near: coloured lamps among the jets; their
    # highlights on the rippled sea are the show's broken reflection
    for (lx, ly, lz, c) in lights:
        pl = point_light('showlight', (lx, ly, lz), sd.get('wash', 20000), _c(c), radius=0.6, shadow=False)
        pl.data.specular_factor = sd.get('wash_spec', 0.6)
    return {}, {}


BUILDERS['lightshow'] = lightshow


def _wake_strip(name, pts, mat):
    """A flat strip of foam on the water through (x, y, half-width) points."""
    bm = bmesh.new()
    rows = []
    for i, (x, y, w) in enumerate(pts):
        j = min(i + 1, len(pts) - 1)
        k = max(i - 1, 0)
        dx, dy = pts[j][0] - pts[k][0], pts[j][1] - pts[k][1]
        ln = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / ln, dx / ln
        rows.append((bm.verts.new((x + nx * w, y + ny * w, 0.12)), bm.verts.new((x - nx * w, y - ny * w, 0.12))))
    uv = bm.loops.layers.uv.new('UVMap')
    n = len(rows) - 1
    for i, ((a, b), (c, d)) in enumerate(zip(rows, rows[1:])):
        f = bm.faces.new((a, b, d, c))
        for lp, (u, v) in zip(f.loops, ((0, i / n), (1, i / n), (1, (i + 1) / n), (0, (i + 1) / n))):
            lp[uv].uv = (u, v)
    return _mesh(name, bm, mat)


def _foam(name, density, scale):
    """Foam on the water: white, broken up by noise into streaks and patches (alpha), see-through between."""
    m = bpy.data.materials.new(name)
    m.use_nodes = True
    m.blend_method = 'BLEND'
    m.shadow_method = 'NONE'
    nt = m.node_tree
    b = nt.nodes['Principled BSDF']
    b.inputs['Base Color'].default_value = (0.93, 0.95, 0.96, 1)
    b.inputs['Roughness'].default_value = 0.9
    tc = nt.nodes.new('ShaderNodeTexCoord')
    mp = nt.nodes.new('ShaderNodeMapping')
    mp.inputs['Scale'].default_value = (scale, scale * 3.0, scale)
    nt.links.new(tc.outputs['Object'], mp.inputs[0])
    nz = nt.nodes.new('ShaderNodeTexNoise')
    nz.inputs['Scale'].default_value = 1.0
    nz.inputs['Detail'].default_value = 8.0
    nz.inputs['Roughness'].default_value = 0.65
    nt.links.new(mp.outputs[0], nz.inputs[0])
    ramp = nt.nodes.new('ShaderNodeValToRGB')
    ramp.color_ramp.elements[0].position = 0.62 - density * 0.3
    ramp.color_ramp.elements[0].color = (0, 0, 0, 1)
    ramp.color_ramp.elements[1].position = 0.7 - density * 0.2
    ramp.color_ramp.elements[1].color = (1, 1, 1, 1)
    nt.links.new(nz.outputs['Fac'], ramp.inputs[0])
    # soft edges across the strip (u) and a fade toward its far end (v)
    uvn = nt.nodes.new('ShaderNodeUVMap')
    sep = nt.nodes.new('ShaderNodeSeparateXYZ')
    nt.links.new(uvn.outputs[0], sep.inputs[0])
    across = nt.nodes.new('ShaderNodeMapRange')
    across.data_type = 'FLOAT'
    nt.links.new(sep.outputs['X'], across.inputs['Value'])
    # 1 - (2u - 1)^2
    m1 = nt.nodes.new('ShaderNodeMath'); m1.operation = 'MULTIPLY_ADD'; m1.inputs[1].default_value = 2.0; m1.inputs[2].default_value = -1.0
    nt.links.new(sep.outputs['X'], m1.inputs[0])
    m2 = nt.nodes.new('ShaderNodeMath'); m2.operation = 'POWER'; m2.inputs[1].default_value = 2.0
    nt.links.new(m1.outputs[0], m2.inputs[0])
    m3 = nt.nodes.new('ShaderNodeMath'); m3.operation = 'SUBTRACT'; m3.inputs[0].default_value = 1.0
    nt.links.new(m2.outputs[0], m3.inputs[1])
    m4 = nt.nodes.new('ShaderNodeMath'); m4.operation = 'SUBTRACT'; m4.inputs[0].default_value = 1.0
    nt.links.new(sep.outputs['Y'], m4.inputs[1])
    m5 = nt.nodes.new('ShaderNodeMath'); m5.operation = 'MULTIPLY'
    nt.links.new(m3.outputs[0], m5.inputs[0])
    nt.links.new(m4.outputs[0], m5.inputs[1])
    m6 = nt.nodes.new('ShaderNodeMath'); m6.operation = 'MULTIPLY'
    nt.links.new(m5.outputs[0], m6.inputs[0])
    nt.links.new(ramp.outputs[0], m6.inputs[1])
    nt.links.new(m6.outputs[0], b.inputs['Alpha'])
    return m


def speedboat(x, y, heading, L=11.0):
    """A white motor launch: a deep-V hull lofted through stations (a fine, raked bow, a square transom), a navy
    sheer stripe, a teak deck, a raked windscreen over the cockpit."""
    from lib import glass, wood
    B = L * 0.3
    bm = bmesh.new()
    rows = []
    n = 24
    for i in range(n + 1):
        t = i / n  # 0 at the transom, 1 at the bow
        xs = -L / 2 + L * t
        w = B / 2 * (1 - max(0.0, (t - 0.55) / 0.45) ** 1.8) + 0.02
        keel = -0.55 * (1 - t ** 3) + 0.5 * t ** 4
        sheer = 0.75 + 0.35 * t ** 2
        rows.append([bm.verts.new(p) for p in ((xs, -w, sheer), (xs, -w * 0.92, 0.05), (xs, 0, keel), (xs, w * 0.92, 0.05), (xs, w, sheer))])
    for r0, r1 in zip(rows, rows[1:]):
        for j in range(4):
            bm.faces.new((r0[j], r0[j + 1], r1[j + 1], r1[j]))
    bm.faces.new(list(reversed(rows[0])))  # the transom
    hull = _mesh('hull', bm, plain('#f6f4ef', 0.25, name='speedhull'), smooth_angle=50)
    parts = [hull]
    # the deck: a flat top over the hull a little below the sheer
    bm = bmesh.new()
    pts = []
    for i in range(n + 1):
        t = i / n
        xs = -L / 2 + L * t
        w = B / 2 * (1 - max(0.0, (t - 0.55) / 0.45) ** 1.8) + 0.02
        pts.append((xs, w * 0.97, 0.74 + 0.35 * t ** 2))
    vs = [bm.verts.new(p) for p in pts] + [bm.verts.new((p[0], -p[1], p[2])) for p in reversed(pts)]
    bm.faces.new(vs)
    parts.append(_mesh('deck', bm, wood('#a0703f')))
    parts.append(box('stripe', -L / 2, L * 0.1, -B / 2 - 0.03, B / 2 + 0.03, 0.5, 0.62, plain('#1f3550', 0.3, name='navystripe')))
    parts.append(box('cockpit', -L * 0.4, -L * 0.12, -B * 0.34, B * 0.34, 0.78, 1.0, plain('#cfc6b6', 0.7, name='seats'), bevel=0.06))
    bm = bmesh.new()
    xw = L * 0.02
    ws = [bm.verts.new(p) for p in ((xw, -B * 0.42, 0.9), (xw, B * 0.42, 0.9), (xw - 0.55, B * 0.38, 1.55), (xw - 0.55, -B * 0.38, 1.55))]
    bm.faces.new(ws)
    parts.append(_mesh('windscreen', bm, glass()))
    for o in parts:
        o.rotation_euler.z = math.radians(heading)
        o.location = (x, y, 0)


def islands(sc, sd):
    """A speedboat running out toward green islands in the morning, its white wake behind it."""
    world_sky(sc, sd['tod'], sd['sun_azimuth'])
    A.ocean(sc, size=2400, res=8, repeat=8, z=0.0, x=0, y=700, wave_scale=0.5)
    for k, (cx, cy, rx, ry, pk) in enumerate(sd.get('isles', [(-120, 900, 260, 160, 70), (260, 1200, 320, 200, 95), (-600, 1500, 400, 220, 120)])):
        isl = A.terrain('isle', cx, cy, rx, ry, pk, 90 + k, z0=-10, rough=0.5)
        A.town(isl, cx - rx, cx + rx, cy - ry, cy + ry, 0, 95 + k, zmin=2, trees=sd.get('trees', 2500))
    # the boat: a white motor launch heading away from the camera
    bx, by, hd = sd.get('boat', (6.0, 70.0, 80.0))
    speedboat(bx, by, hd, L=sd.get('boat_l', 11.0))
    foam = _foam('foam', 0.55, 0.5)
    a = math.radians(hd)
    ux, uy = math.cos(a), math.sin(a)
    vx, vy = -uy, ux
    sx, sy = bx - ux * sd.get('boat_l', 11.0) * 0.5, by - uy * sd.get('boat_l', 11.0) * 0.5
    # the churned water straight behind, widening and thinning
    pts = [(sx - ux * d, sy - uy * d, 1.0 + d * 0.045) for d in range(0, 120, 3)]
    _wake_strip('wake', pts, foam)
    # the two arms of the V, spreading at about 19 degrees
    for sv in (-1, 1):
        pts = [(sx - ux * d + vx * sv * (1.2 + d * 0.34), sy - uy * d + vy * sv * (1.2 + d * 0.34), 0.5 + d * 0.015) for d in range(0, 110, 4)]
        _wake_strip('wakearm', pts, _foam('foamarm', 0.35, 0.6))
    return {}, {}


BUILDERS['islands'] = islands

# the hillside town that reads as a town from across the bay, with real trees and rocky islands (town2.py, nature.py)
import town2  # noqa: E402

BUILDERS.update(town2.BUILDERS)
