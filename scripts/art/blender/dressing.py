# Dressing for the guest rooms (rooms.bedroom): a potted olive tree from nature.py's branch skeleton and leaf
# cards in a ceramic or terracotta pot with soil; curtains with real folds (a heavy linen drape and a sheer behind
# it each side of the window); Sorrento's panel mouldings (wainscot and tall panels) and Amalfi's slatted panel
# where a wall is bare in the frame; the writing desk's wall (a print, books, a vase, a tray) and a floor lamp;
# the balcony (chairs with cushions, a table with a tray and two glasses of wine, planters with a shrub and
# bougainvillea); the horizon (rocky islands and a headland from nature.rock_island, clouds from sky.py).
import math

import bpy

import assets as A
import lib
import nature as N
from lib import box, soft_box, cyl, lathe, sphere, glass, plain, linen, wood, brass, rattan, point_light, col, rng


# ---------------------------------------------------------------- the potted olive


def pot_plant(x, y, s, h=1.45, seed=0, clip=None, z=0.0, pot_r=0.24, pot_h=0.46):
    """A small olive tree in a pot with soil: Sorrento a terracotta pot with a rolled rim, Amalfi a tall matte
    stone-grey ceramic one. `clip` (x0, x1, y0, y1): leaves and twigs outside it are dropped (walls, curtains);
    the canopy is drawn in toward the trunk a little so that it fits a room's corner."""
    r = rng(seed + 5)
    if s['style'] == 'sorrento':
        pm = plain('#b3643f', 0.75, name='terracotta', spec=0.3)
        prof = [(0.0, 0), (pot_r * 0.72, 0), (pot_r * 0.78, 0.02), (pot_r * 0.95, pot_h * 0.75), (pot_r, pot_h - 0.06), (pot_r + 0.025, pot_h - 0.05),
                (pot_r + 0.03, pot_h - 0.01), (pot_r + 0.012, pot_h), (pot_r - 0.02, pot_h), (pot_r - 0.025, pot_h - 0.08)]
    else:
        pm = plain('#cfc9bf', 0.6, name='stonepot', spec=0.35)
        pot_h += 0.12
        prof = [(0.0, 0), (pot_r * 0.8, 0), (pot_r * 0.86, 0.015), (pot_r * 0.98, pot_h * 0.5), (pot_r, pot_h - 0.01), (pot_r - 0.012, pot_h),
                (pot_r - 0.022, pot_h - 0.06)]
    lathe('pot', x, y, z, prof, pm, 48)
    zs = z + pot_h - 0.05
    cyl('soil', x, y, zs - 0.02, zs, pot_r - 0.022, plain('#3a2b1f', 1.0, name='soil', spec=0.1), 32)
    # a few pale pebbles on the soil
    peb = plain('#d8d0c2', 0.6, name='pebble')
    for k in range(9):
        a, rr = r.random() * math.tau, (pot_r - 0.06) * math.sqrt(r.random())
        ob = cyl('pebble', x + math.cos(a) * rr, y + math.sin(a) * rr, zs - 0.005, zs + 0.012, 0.012 + 0.01 * r.random(), peb, 10)
        ob.scale.z = 1.0
    g = N.Geo('plant')
    N.olive(g, x, y, zs, h=h, seed=seed, lod=0)
    k = 0.78
    for mat, V, F in g.parts.values():
        for i, v in enumerate(V):
            f = min(1.0, max(0.0, (v[2] - zs - 0.25) / 0.4))
            kk = 1.0 - (1.0 - k) * f
            V[i] = (x + (v[0] - x) * kk, y + (v[1] - y) * kk, v[2])
        if clip:
            x0, x1, y0, y1 = clip
            keep = [fc for fc in F if all(x0 < V[j][0] < x1 and y0 < V[j][1] < y1 for j in fc)]
            F[:] = keep
    return g.flush(smooth=True)


# ---------------------------------------------------------------- curtains


def drape(x0, x1, y, z0, z1, mat, seed=0, amp=0.05, fold=0.16, along='x', name='drape', thick=0.004):
    """A curtain hanging from z1 to z0 across x0..x1 (or along y) at depth y: a mesh of folds of uneven depth
    and width (a soft wave, each fold its own), deeper toward the hem where the cloth spreads, a slight sway."""
    r = rng(seed)
    L = abs(x1 - x0)
    n = max(3, int(L / fold))
    amps = [amp * (0.6 + 0.8 * r.random()) for _ in range(n + 2)]
    ph = r.random() * math.tau
    cols = n * 10
    rows = 24
    V = []
    for j in range(rows + 1):
        t = j / rows  # 0 at the hem, 1 at the top
        zz = z0 + (z1 - z0) * t
        spread = 1.0 + 0.35 * (1 - t) ** 1.5
        for i in range(cols + 1):
            u = i / cols
            fi = u * n
            k = int(fi)
            frac = fi - k
            a = amps[k] * (1 - frac) + amps[k + 1] * frac
            off = a * spread * math.sin(fi * math.tau + ph) + 0.012 * math.sin(u * 3.1 + t * 2.0 + ph)
            # the hem swings out a little and sits just clear of the floor
            off += 0.02 * (1 - t) ** 3
            a_ = x0 + (x1 - x0) * u
            V.append((a_, y + off, zz) if along == 'x' else (y + off, a_, zz))
    ob = N.grid_mesh(name, V, cols, rows, mat)
    if thick:
        so = ob.modifiers.new('thick', 'SOLIDIFY')
        so.thickness = thick
        so.offset = 0
    return ob


def sheer_mat(c='#f6f3ec'):
    m = plain(c, 0.9, name='sheer', alpha=0.42)
    m.use_backface_culling = False
    m.show_transparent_back = False
    return m


def curtains(ox0, ox1, D, H, s, seed=0, W=99.0):
    """Each side of the window a heavy linen drape (deep folds) and, nearer the glass, a sheer reaching a hand
    further into the opening; a rod across."""
    heavy = linen(s['curtain_heavy'], sheen=0.5, name='drape', bump=0.5)
    heavy.use_backface_culling = False
    sh = sheer_mat()
    z1 = H - 0.1
    drape(max(0.08, ox0 - 0.6), ox0 - 0.02, D - 0.17, 0.01, z1, heavy, seed + 1, amp=0.05, fold=0.15, name='drape')
    drape(ox1 + 0.02, min(W - 0.08, ox1 + 0.6), D - 0.17, 0.01, z1, heavy, seed + 2, amp=0.05, fold=0.15, name='drape')
    drape(ox0 - 0.3, ox0 + 0.28, D - 0.08, 0.015, z1, sh, seed + 3, amp=0.03, fold=0.11, name='sheer', thick=0)
    drape(ox1 - 0.28, ox1 + 0.3, D - 0.08, 0.015, z1, sh, seed + 4, amp=0.03, fold=0.11, name='sheer', thick=0)
    rod = s['metal'] if s['style'] == 'amalfi' else s['wood_dark']
    box('rod', max(0.0, ox0 - 0.7), min(W, ox1 + 0.7), D - 0.19, D - 0.15, H - 0.12, H - 0.09, rod)
    box('rod2', ox0 - 0.35, ox1 + 0.35, D - 0.1, D - 0.07, H - 0.12, H - 0.1, rod)
    for xx in (max(0.05, ox0 - 0.72), min(W - 0.05, ox1 + 0.72)):
        cyl('finial', xx, D - 0.17, H - 0.13, H - 0.08, 0.028, rod, 16)


# ---------------------------------------------------------------- walls


def _frame_rect(name, wall, pos, a0, a1, z0, z1, m, w=0.03, d=0.014):
    """A rectangle of moulding on a wall: wall 'y0' (at y = pos, facing +y), 'x0' (x = pos, facing +x), 'x1' (facing -x)."""
    def strip(b0, b1, c0, c1):
        if wall == 'y0':
            box(name, b0, b1, pos, pos + d, c0, c1, m, bevel=0.004)
        elif wall == 'yD':
            box(name, b0, b1, pos - d, pos, c0, c1, m, bevel=0.004)
        elif wall == 'x0':
            box(name, pos, pos + d, b0, b1, c0, c1, m, bevel=0.004)
        else:
            box(name, pos - d, pos, b0, b1, c0, c1, m, bevel=0.004)
    strip(a0, a1, z0, z0 + w)
    strip(a0, a1, z1 - w, z1)
    strip(a0, a0 + w, z0 + w, z1 - w)
    strip(a1 - w, a1, z0 + w, z1 - w)


def free(segs, cuts):
    """The stretches of `segs` [(a0, a1), ...] left after taking out the ranges `cuts`."""
    for c0, c1 in cuts:
        out = []
        for a0, a1 in segs:
            if c1 <= a0 or c0 >= a1:
                out.append((a0, a1))
                continue
            if c0 > a0:
                out.append((a0, c0))
            if c1 < a1:
                out.append((c1, a1))
        segs = out
    return segs


def panels(wall, pos, segs, m, low=(0.2, 0.74), high=None, width=0.85):
    """Panel mouldings along a wall's free stretches `segs` [(a0, a1), ...]: a row of low panels under the chair
    rail and, if `high` (z0, z1) is given, tall panels above it."""
    for a0, a1 in segs:
        L = a1 - a0 - 0.16
        if L < 0.35:
            continue
        n = max(1, round(L / width))
        pw = (L - (n - 1) * 0.1) / n
        for k in range(n):
            b0 = a0 + 0.08 + k * (pw + 0.1)
            _frame_rect('wainscot', wall, pos, b0, b0 + pw, low[0], low[1], m)
            if high:
                _frame_rect('panel', wall, pos, b0, b0 + pw, high[0], high[1], m)


def slat_panel(wall, pos, a0, a1, H, s):
    """Amalfi's slatted walnut panel on a wall from a0 to a1 (a dark backing behind it)."""
    wm = wood(s['slats'], scale=2, rough=0.5, name='slats')
    back = plain('#1d1b19', 0.85, name='slatback')
    n = int((a1 - a0) / 0.09)
    for k in range(n):
        a = a0 + k * 0.09
        if wall == 'x0':
            box('slat', pos, pos + 0.04, a, a + 0.06, 0.0, H - 0.18, wm)
        elif wall == 'x1':
            box('slat', pos - 0.04, pos, a, a + 0.06, 0.0, H - 0.18, wm)
    if wall == 'x0':
        box('slatback', pos, pos + 0.004, a0, a0 + n * 0.09, 0.0, H - 0.18, back)
    else:
        box('slatback', pos - 0.004, pos, a0, a0 + n * 0.09, 0.0, H - 0.18, back)


def desk_wall(dx_wall, face, dy0, dy1, s, seed, lamps, on_slats=False):
    """Above and on the writing desk (on the wall x = dx_wall, the desk from dy0 to dy1): a framed print, a stack of
    books with a small vase on it, a tray with a carafe and a glass."""
    x = dx_wall + (0.04 if on_slats and face == '+x' else (-0.04 if on_slats else 0.0))
    yc = (dy0 + dy1) / 2
    A.art_frame(yc, 0, 1.58, min(0.95, dy1 - dy0 - 0.2), 0.68, s, seed + 17, facing=face, x=x)
    h = 0.76
    sx = 1 if face == '+x' else -1
    bx = dx_wall + sx * 0.17
    by = dy0 + 0.2
    cols = [s['book'], '#e6e1d8', '#3b4a45' if s['style'] == 'sorrento' else '#1f3550']
    zz = h
    for k, c in enumerate(cols):
        t = 0.03 + 0.008 * k
        box('book', bx - 0.11 + 0.01 * k, bx + 0.11 - 0.01 * k, by - 0.08 + 0.008 * k, by + 0.08, zz, zz + t, plain(c, 0.6, name='book'), bevel=0.003)
        zz += t
    lathe('budvase', bx, by + 0.01, zz, [(0.0, 0), (0.03, 0), (0.04, 0.04), (0.02, 0.1), (0.012, 0.14), (0.016, 0.15)],
          plain('#2f7f8a' if s['style'] == 'sorrento' else '#c9c2b6', 0.25, name='budvase'), 32)
    stem = plain('#4c6a34', 0.6, name='budstem')
    bloom = plain('#f3ece0', 0.7, name='bloom')
    for k, (dx, dy, hh) in enumerate(((0.0, 0.0, 0.3), (0.03, -0.02, 0.24), (-0.025, 0.02, 0.2))):
        cyl('budstem', bx + dx * 0.3, by + 0.01 + dy * 0.3, zz + 0.1, zz + hh, 0.003, stem, 6)
        sphere('bloom', bx + dx * 0.3, by + 0.01 + dy * 0.3, zz + hh + 0.012, 0.022, bloom, scale=(1, 1, 0.8), seg=12)


def floor_lamp(x, y, s, on, h=1.55, metal=None):
    """A reading floor lamp: a round weighted foot, a slim stem (both brass, or `metal`), a linen drum shade, lit at
    lamp hours."""
    metal = metal or brass()
    cyl('flfoot', x, y, 0.0, 0.025, 0.16, metal, 32)
    cyl('flstem', x, y, 0.025, h - 0.05, 0.011, metal, 12)
    shade_c = col('#f1e6d2')
    shade = plain(shade_c, 0.9, name='flshade', emit=shade_c, emit_w=(2.2 if on else 0.0))
    shade.use_backface_culling = False
    lathe('flshade', x, y, h - 0.2, [(0.2, 0.0), (0.17, 0.3)], shade, 48)
    if on:
        point_light('floorlamp', (x, y, h - 0.08), 22, radius=0.05, shadow=True)


# ---------------------------------------------------------------- balcony


def bistro_set(x, y, r, spread, s):
    """Sorrento's table for two: a marble bistro table of radius r, two bentwood chairs facing it from
    spread either side, with seat pads in the room's throw colour (balcony and terrace)."""
    import furniture as F
    woodm = F.grain('#5a3b27', 0.4, name='bentwood')
    cane = rattan('#c9a978')
    F.bistro_table(x, y, r, F.stone_top('#ece6dc', '#b8aea0'), plain('#232a28', 0.45, 0.6, name='iron'))
    cush = linen(s['throw'], sheen=0.3, name='seatpad', bump=0.5)
    for dx, face in ((-spread, -90), (spread, 90)):
        F.bistro_chair(x + dx, y, face, woodm, cane)
        soft_box('seatpad', x + dx - 0.17, x + dx + 0.17, y - 0.17, y + 0.17, 0.465, 0.5, cush, level=2)


def wine_tray(x, y, z, tray, cam):
    """A rimmed tray on a table top at height z: two glasses of wine and a carafe (balcony and terrace)."""
    import drinks
    box('tray', x - 0.17, x + 0.17, y - 0.12, y + 0.12, z, z + 0.008, tray, bevel=0.003)
    for (a0, a1, b0, b1) in ((-0.17, 0.17, -0.12, -0.11), (-0.17, 0.17, 0.11, 0.12), (-0.17, -0.16, -0.12, 0.12), (0.16, 0.17, -0.12, 0.12)):
        box('trayrim', x + a0, x + a1, y + b0, y + b1, z, z + 0.025, tray, bevel=0.002)
    drinks.wine(x - 0.07, y - 0.04, z + 0.008, cam)
    drinks.wine(x + 0.08, y + 0.03, z + 0.008, cam)
    carafe(x - 0.02, y + 0.07, z + 0.008)


def carafe(x, y, z):
    """A glass carafe of water standing at height z (the wine tray's, the terrace's side table)."""
    lathe('carafe', x, y, z, [(0.0, 0), (0.045, 0), (0.05, 0.06), (0.04, 0.14), (0.022, 0.2), (0.024, 0.24), (0.0, 0.24)], glass(), 32)


def balcony(sd, s, W, D, bd, cam, side):
    """The balcony's furniture: Sorrento two bentwood bistro chairs with seat cushions at a marble bistro table,
    Amalfi two deep lounge chairs facing the sea either side of a low round table; on the table a tray with two
    glasses of white wine and a carafe of water; a terracotta planter with a shrub against the far privacy wall,
    bougainvillea tumbling over it. `side` +1 when the far wall is at x = W + 0.6 (the camera looks toward +x)."""
    import furniture as F
    y0, y1 = D + 0.2, D + 0.2 + bd
    ym = (y0 + y1) / 2
    X = (lambda x: x) if side > 0 else (lambda x: W - x)
    if s['style'] == 'sorrento':
        bx = X(W * 0.62)
        bistro_set(bx, ym, 0.3, 0.62, s)
        tz = 0.75
        tx, ty = bx, ym
    else:
        fab = F.fabric('#e8e2d8', name='outfab')
        frame = plain('#3b3f42', 0.35, 0.7, name='outmetal')
        cx = X(W * 0.6)
        if sd.get('balcony_chairs') == 'teak':
            # (a scene option, e.g. privacy-hero's) teak armchairs with piped cushions and a scatter cushion in the accent
            # colour, turned a little toward the table: the upholstered tubs read as lumpy white backs through the glass
            teak = F.grain('#8a6440', rough=0.55, name='teak')
            cm = F.fabric(s['cushion'], name='teakpillow')
            for dx, yaw in ((-0.62, -12), (0.62, 12)):
                F.teak_lounge(cx + dx, ym - 0.05, yaw, teak, F.fabric('#ece6da', name='teakcush'), pillow=cm)
        else:
            for dx in (-0.55, 0.55):
                F.lounge_chair(cx + dx, ym - 0.05, 0.0, fab, frame)
            # cushions in the accent colour
            cm = linen(s['cushion'], sheen=0.3, name='loungecush', bump=0.4)
            for dx in (-0.55, 0.55):
                soft_box('loungecush', cx + dx - 0.18, cx + dx + 0.18, ym - 0.38, ym - 0.24, 0.32, 0.66, cm, level=3)
        F.pedestal_table(cx, ym + 0.1, 0.24, F.stone_top('#2d3336', '#8a8f92'), brass(), h=0.5)
        tz = 0.5
        tx, ty = cx, ym + 0.1
    # a tray with two glasses of wine and a carafe
    tray = wood('#3b2d24', rough=0.35, name='tray') if s['style'] == 'amalfi' else brass(c='#b89a5a')
    wine_tray(tx, ty, tz, tray, cam)
    # the planter against the far privacy wall, by the facade, and bougainvillea over the wall
    g = N.Geo('balplants')
    wx = X(W + 0.5)
    px0, px1 = (wx - 0.42, wx - 0.02) if side > 0 else (wx + 0.02, wx + 0.42)
    pm = plain('#b3643f', 0.75, name='terracotta', spec=0.3)
    box('planter', px0, px1, y0 + 0.05, y0 + 0.95, 0.0, 0.42, pm, bevel=0.015)
    box('plsoil', px0 + 0.03, px1 - 0.03, y0 + 0.08, y0 + 0.92, 0.36, 0.4, plain('#3a2b1f', 1.0, name='soil', spec=0.1))
    N.shrub(g, (px0 + px1) / 2, y0 + 0.5, 0.4, rad=0.36, seed=sd['seed'] + 3, n=110, leaf=0.06, flat=1.1)
    top = 1.1
    ww = X(W + 0.6)
    pts = [(ww, y0 + 0.1, top + 0.06), (ww, y0 + 0.5, top + 0.1), (ww, y0 + 1.0, top + 0.05), (ww, y1 - 0.15, top + 0.02)]
    N.bougainvillea(g, pts, seed=sd['seed'] + 7, n=260, size=0.045)
    g.flush(smooth=True)
    # a potted olive in the far corner by the railing
    oy = y1 - 0.38
    ox = X(W + 0.16)
    pot_plant(ox, oy, s, h=1.3, seed=sd['seed'] + 21, pot_r=0.2, pot_h=0.4,
              clip=(min(X(W - 0.8), X(W + 0.48)), max(X(W - 0.8), X(W + 0.48)), y0 + 1.0, y1 - 0.06))


def terrace(sd, s, W, D, bd, cam):
    """A suite's long terrace (the Family Suite, Sorrento): two teak day beds with thick cushions and accent pillows
    facing the sea by the French doors, a marble bistro table for two with bentwood chairs, a tray with two glasses
    of wine and a carafe; low terracotta troughs with shrubs and bougainvillea along the railing, potted olives,
    bougainvillea over the far privacy wall and up the facade between the doors. The camera looks along it toward +x."""
    import bedding
    import furniture as F
    import venues as VN
    y0, y1 = D + 0.2, D + 0.2 + bd
    # two day beds side by side, their raised backs to the facade, facing the sea, a low table between them
    for k, lx in enumerate((2.9, 3.85)):
        VN.modern_lounger(lx, y0 + 1.25, 180, frame='#7a5a3e', pad='#f1ebe0', towel=s['throw'])
        cm = linen(s['cushion'] if k == 0 else s['chair'], sheen=0.3, name='daycush', bump=0.5)
        # a plump cushion leaning on the raised back (38 degrees up toward the facade)
        bedding.pillow('daycush', (lx, y0 + 0.84), 0.56, 0.46, 0.4, 0.16, -38.0, 0.0, cm, seed=sd['seed'] + k)
    VN.side_table(3.375, y0 + 1.05, top='#e6e0d4', h=0.42, r=0.2)
    carafe(3.375, y0 + 1.05, 0.42)
    # the table for two nearer the far end
    bx, by = 6.5, y0 + 1.35
    bistro_set(bx, by, 0.33, 0.64, s)
    tz = 0.75
    tray = brass(c='#b89a5a')
    wine_tray(bx, by, tz, tray, cam)
    # troughs along the railing (low, under the rail's top), shrubs and bougainvillea spilling over their edge
    g = N.Geo('terrplants')
    pm = plain('#b3643f', 0.75, name='terracotta', spec=0.3)
    soil = plain('#3a2b1f', 1.0, name='soil', spec=0.1)
    r = rng(sd['seed'] + 77)
    for k, (a0, a1) in enumerate(((1.2, 2.6), (4.6, 5.7), (7.6, 8.9))):
        box('trough', a0, a1, y1 - 0.46, y1 - 0.08, 0.0, 0.4, pm, bevel=0.015)
        box('trsoil', a0 + 0.03, a1 - 0.03, y1 - 0.43, y1 - 0.11, 0.34, 0.38, soil)
        n = max(1, int((a1 - a0) / 0.5))
        for i in range(n):
            N.shrub(g, a0 + (a1 - a0) * (i + 0.5) / n, y1 - 0.27, 0.38, rad=0.3, seed=sd['seed'] + 11 * k + i, n=80, leaf=0.055, flat=1.0)
        pts = [(a0 + 0.05, y1 - 0.3, 0.62 + 0.06 * r.random()), ((a0 + a1) / 2, y1 - 0.25, 0.7), (a1 - 0.05, y1 - 0.3, 0.6 + 0.06 * r.random())]
        N.bougainvillea(g, pts, seed=sd['seed'] + 5 * k, n=int(110 * (a1 - a0)), size=0.045)
    # bougainvillea over the far privacy wall, and a planter under it
    wx = W + 0.6
    box('planter', wx - 0.5, wx - 0.1, y0 + 0.05, y0 + 1.0, 0.0, 0.42, pm, bevel=0.015)
    box('plsoil', wx - 0.47, wx - 0.13, y0 + 0.08, y0 + 0.97, 0.36, 0.4, soil)
    N.shrub(g, wx - 0.3, y0 + 0.52, 0.4, rad=0.36, seed=sd['seed'] + 3, n=110, leaf=0.06, flat=1.1)
    top = 1.1
    pts = [(wx, y0 + 0.1, top + 0.06), (wx, y0 + 0.8, top + 0.1), (wx, y0 + 1.6, top + 0.05), (wx, y1 - 0.15, top + 0.02)]
    N.bougainvillea(g, pts, seed=sd['seed'] + 7, n=420, size=0.045)
    # climbing up the facade between the doors and the far wall, over a trough at its foot
    fy = y0 + 0.02
    for fx in (W - 0.95,):
        box('trough', fx - 0.5, fx + 0.5, y0 + 0.01, y0 + 0.36, 0.0, 0.4, pm, bevel=0.015)
        box('trsoil', fx - 0.47, fx + 0.47, y0 + 0.04, y0 + 0.33, 0.34, 0.38, soil)
        pts = [(fx - 0.45, fy + 0.05, 2.9), (fx - 0.1, fy + 0.05, 2.95), (fx + 0.3, fy + 0.05, 2.85), (fx + 0.5, fy + 0.05, 2.6)]
        N.bougainvillea(g, pts, seed=sd['seed'] + 13, n=380, size=0.05)
        N.shrub(g, fx, y0 + 0.2, 0.4, rad=0.32, seed=sd['seed'] + 17, n=90, leaf=0.055, flat=1.0)
    g.flush(smooth=True)
    # potted olives: in the far corner and by the railing between two troughs
    pot_plant(W + 0.12, y1 - 0.4, s, h=1.5, seed=sd['seed'] + 21, pot_r=0.22, pot_h=0.44, clip=(W - 0.7, W + 0.48, y0 + 1.05, y1 - 0.05))
    pot_plant(4.1, y1 - 0.32, s, h=1.35, seed=sd['seed'] + 23, pot_r=0.2, pot_h=0.42, clip=(3.4, 4.5, y1 - 1.0, y1 - 0.05))


# ---------------------------------------------------------------- the sea's horizon


def seascape(sc, sd, W, wall_y, sea_z=-14.0):
    """Rocky islands and a headland (nature.rock_island) on the sea beyond the balcony, and clouds lit by the
    room's hour (sky.py; none at night)."""
    import sky
    rs = sd['seed']
    # the headland and the far island on the side the balcony picture looks toward, an island ahead of the window
    side = 1 if sd.get('head', 'x0') == 'x0' else -1
    r = rng(rs + 40)
    isles = [
        (W / 2 + side * (850 + 150 * r.random()), wall_y + 1100 + 200 * r.random(), 480, 340, 140, 0.2 * side),
        (W / 2 - side * (300 + 250 * r.random()), wall_y + 3600, 620, 240, 130, -0.15 * side),
        (W / 2 + side * (2000 + 400 * r.random()), wall_y + 5200, 820, 300, 210, 0.1),
    ]
    for k, (cx, cy, rx, ry, pk, rot) in enumerate(isles):
        # style='coast': soft maquis-covered slopes over pale sea cliffs (the plateau's spikes and the combed
        # faces read as cardboard from a room)
        ob = N.rock_island('rockisle%d' % k, cx, cy, rx, ry, pk, rs * 3 + k, res=max(3.0, rx / 70), rot=rot, style='coast')
        ob.location.z = sea_z

    def clouds(sc_, tod, az):
        if tod != 'night':
            cover = {'morning': 0.32, 'noon': 0.25, 'golden': 0.38, 'dusk': 0.42}.get(tod, 0.3)
            sky.clouds(sc_, tod, az, layers=('cirrus', 'cumulus'), cover={'cumulus': cover, 'cirrus': 0.4}, seed=float(rs % 7))
    clouds(sc, sd['tod'], sd['sun_azimuth'])
    # the same sky over a world of another hour (the bathroom's, whose window sees this sea)
    lib.on_world(clouds)


# ---------------------------------------------------------------- the far wall of a Sorrento room


def console_span(sd):
    """Where console_wall's console stands along its wall (rooms.bedroom also frames it with one of the wall's panel
    mouldings): with the beds on x0, on the x1 wall clear of the wardrobe (to y 1.35) and of the floor lamp beside the desk;
    with the beds on x1, on the corridor wall clear of the door (at x 1.2) and of the nightstand by the headboard wall."""
    W, D = sd['w'], sd['d']
    if sd['head'] == 'x0':
        if W - 2.1 > 1.7:  # (rooms.bedroom's test for a desk)
            return 1.62, min(1.62 + 1.3, D - 2.2 - 0.35 - 0.28)
        # a narrow room without a desk (Standard Sea View): shorter, and to y 2.6 only, where its picture 1 (from the
        # corridor end) would cut it at the right edge
        return 1.5, 2.6
    c1 = W - 0.85
    return max(1.2 + 0.53 + 0.62, c1 - 1.45), c1


def console_wall(sd, s, lamps):
    """(scene option `far_wall` 'console', called by rooms.bedroom for a room with its beds on a side wall) the wall the
    window-side picture (rooms.room_scene 'other') looks at beyond the beds, dressed as a boutique hotel's room is: a
    console in the room's wood on slim tapered legs with a lower shelf (a woven basket and folded linen on it), a lit ceramic lamp, a
    stack of books with a bowl, a stoneware jug of olive branches, and a large framed print above it. A Sorrento room
    with its beds on the x0 wall (Standard, Superior Sea View) has it on the x1 wall between the wardrobe and the desk's
    floor lamp (its picture 4 shows that wall bare on the left); with its beds on the x1 wall (Deluxe) on the corridor
    wall between the door and the headboard wall's nightstand (a bare white wall filled the left half of its picture)."""
    import furniture as F
    W = sd['w']
    head = sd['head']
    dep = 0.36
    c0, c1 = console_span(sd)
    if head == 'x0':
        def P(a, d):
            return W - d, a
    else:
        def P(a, d):
            return a, d

    def B(name, a0, a1, d0, d1, z0, z1, m, bevel=0.0):
        (xa, ya), (xb, yb) = P(a0, d0), P(a1, d1)
        box(name, min(xa, xb), max(xa, xb), min(ya, yb), max(ya, yb), z0, z1, m, bevel=bevel)

    cm = (c0 + c1) / 2
    # the wardrobe's and the door's wood (a darker walnut read as grey beside them)
    walnut = s['wood']
    # the top and an apron under it (the drawers' fronts, a shadow gap between them), a lower shelf, four tapered legs
    B('console_top', c0, c1, 0.0, dep, 0.76, 0.79, walnut, bevel=0.006)
    B('console_apron', c0 + 0.03, c1 - 0.03, 0.02, dep - 0.02, 0.62, 0.76, walnut, bevel=0.004)
    gap = plain('#1a130e', 0.8, name='consolegap')
    B('console_gap', cm - 0.004, cm + 0.004, dep - 0.021, dep - 0.019, 0.64, 0.74, gap)
    knob = brass()
    for a in ((c0 + cm) / 2, (cm + c1) / 2):
        (kx, ky) = P(a, dep - 0.01)
        sphere('console_knob', kx, ky, 0.69, 0.012, knob, seg=12)
    B('console_shelf', c0 + 0.05, c1 - 0.05, 0.05, dep - 0.04, 0.16, 0.185, walnut, bevel=0.003)
    for a, d in ((c0 + 0.05, 0.05), (c1 - 0.05, 0.05), (c0 + 0.05, dep - 0.05), (c1 - 0.05, dep - 0.05)):
        (lx, ly) = P(a, d)
        F.leg('console_leg', (lx, ly, 0.0), (lx, ly, 0.62), 0.012, 0.02, walnut)
    # on the shelf: a woven basket and a stack of folded linen
    bx, by = P(c0 + 0.32, dep / 2)
    lathe('basket', bx, by, 0.185, [(0.0, 0), (0.13, 0), (0.15, 0.05), (0.155, 0.16), (0.15, 0.165)], lib.rattan('#b89468'), 40)
    for k, tc in enumerate(('#efe7da', '#d9c6a8', '#efe7da')):
        B('towel', c1 - 0.5 + 0.01 * k, c1 - 0.16 - 0.01 * k, 0.08 + 0.005 * k, dep - 0.08, 0.185 + k * 0.045, 0.185 + (k + 1) * 0.045 - 0.004,
          linen(tc, name='folded'), bevel=0.012)
    # on the top: the lamp toward one end, the books with a bowl in the middle, the jug of branches at the other end
    lx, ly = P(c0 + 0.26, dep / 2)
    A.table_lamp(lx, ly, 0.79, s, lamps, 0.95)
    z = 0.79
    for k, bc in enumerate((s['book'], '#e6e1d8', '#6f5a44')):
        t = 0.03 + 0.006 * k
        B('book', cm - 0.16 + 0.012 * k, cm + 0.1 - 0.012 * k, 0.07 + 0.008 * k, dep - 0.09, z, z + t, plain(bc, 0.6, name='book' + bc[1:]), bevel=0.003)
        z += t
    ox, oy = P(cm - 0.03, dep / 2 - 0.01)
    lathe('bowl', ox, oy, z, [(0.0, 0), (0.04, 0), (0.08, 0.03), (0.1, 0.055), (0.097, 0.058)], plain('#e9e1d2', 0.3, name='bowl'), 40)
    jx, jy = P(c1 - 0.22, dep / 2)
    lathe('jug', jx, jy, 0.79, [(0.0, 0), (0.07, 0), (0.1, 0.06), (0.105, 0.14), (0.07, 0.25), (0.045, 0.29), (0.05, 0.31)],
          plain('#d8cdbb', 0.45, name='stoneware'), 48)
    # olive branches out of it: bent stems leaning out either way, narrow grey-green leaves in pairs along them
    r = rng(sd['seed'] + 51)
    stem = plain('#6b5a45', 0.7, name='olivestem')
    leafm = plain('#7d8a66', 0.6, name='oliveleaf')
    (ux, uy), (ox0, oy0) = P(1.0, 0.0), P(0.0, 0.0)
    ua = (ux - ox0, uy - oy0)  # the direction along the wall
    for k in range(5):
        lean = (-0.5 + k / 4) * 0.55 + r.uniform(-0.06, 0.06)
        hh = r.uniform(0.42, 0.6)
        pts = [(jx, jy, 0.79 + 0.26), (jx + ua[0] * lean * 0.2, jy + ua[1] * lean * 0.2, 0.79 + 0.26 + hh * 0.45),
               (jx + ua[0] * lean * 0.55, jy + ua[1] * lean * 0.55, 0.79 + 0.26 + hh * 0.85),
               (jx + ua[0] * lean * 0.8, jy + ua[1] * lean * 0.8, 0.79 + 0.26 + hh)]
        F.tube('olivestem', F.spline(pts, 6), 0.004, stem, sides=6, r_end=0.0015)
        path = F.spline(pts, 6)
        for i in range(4, len(path), 2):
            px, py, pz = path[i]
            for sgn in (-1, 1):
                # (made at the origin: sphere() bakes its position into the mesh, and the tilt turns about the object's origin)
                leaf = sphere('oliveleaf', 0.0, 0.0, 0.0, 0.03, leafm, scale=(0.28, 0.28, 1.0), seg=8)
                leaf.location = (px + ua[0] * sgn * 0.022, py + ua[1] * sgn * 0.022, pz + 0.01)
                # (tilted out along the wall, the way the offset goes: about x when the wall runs along y, about y when along x)
                leaf.rotation_euler = (math.radians(-sgn * 55), 0.0, 0.0) if head == 'x0' else (0.0, math.radians(sgn * 55), 0.0)
    # the print above the console, centred on it, on the x1 wall or the corridor wall
    # (inside the tall panel moulding rooms.bedroom centres on the console)
    pw = min(1.0, c1 - c0 - 0.3)
    if head == 'x0':
        A.art_frame(cm, 0, 1.7, pw, 0.74, s, sd['seed'] + 23, facing='-x', x=W)
    else:
        A.corridor_print(cm, 1.7, pw, 0.74, s, sd['seed'] + 23)
        # and a print on the desk wall between the wardrobe and the floor lamp, inside the middle one of the three tall panels
        # rooms.bedroom draws there from y 1.4 to the desk (a bare wall on the right of picture 4; an armchair there stood
        # cut at the left edge of picture 1)
        pm = (1.4 + sd['d'] - 2.2 - 0.05) / 2
        A.art_frame(pm, 0, 1.72, 0.56, 0.76, s, sd['seed'] + 29, facing='+x', x=0.0)
    return c0, c1
