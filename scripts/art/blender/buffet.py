# The Buffet (Vela Amalfi, 2nd floor): a bright dining room with windows onto the sea, a marble island of
# stations (chafing dishes, bread, pastries on tiered stands, fruit, juices in glass dispensers), a back
# counter on a stone wall, and tables laid for breakfast by the windows. Builder `buffet`; its shots are
# in interiors.mjs.
# Coordinates: x across the room (-W/2..W/2), y into it (0 = the back counter wall, D = the window wall), z up.
import math

from mathutils import Matrix

import assets as A
from lib import (box, cyl, lathe, sphere, soft_box, paint, plain, wood, linen, marble, brass, glass, liquid, emission, tiles, rattan,
                 area_light, point_light, world_sky, rng)
from interiors import _chair


def _turn(ob, x, y, a):
    """Turn an object about the vertical through (x, y): lib's meshes carry world coordinates with the origin at
    (0, 0, 0), so setting rotation_euler alone swung rolls and croissants about the room's origin, off the island."""
    ob.matrix_world = Matrix.Translation((x, y, 0)) @ Matrix.Rotation(a, 4, 'Z') @ Matrix.Translation((-x, -y, 0))


def _chafer(x, y, z, M, r=0.2):
    """A round brass chafing dish on its stand, the lid closed: a domed lid with a knob over a deep pan."""
    cyl('chf_stand', x, y, z, z + 0.012, r + 0.02, M['brass'], 48)
    for k in range(3):
        a = math.tau * k / 3 + 0.5
        cyl('chf_leg', x + math.cos(a) * r * 0.92, y + math.sin(a) * r * 0.92, z, z + 0.1, 0.008, M['brass'], 8)
    lathe('chf_pan', x, y, z + 0.08, [(r * 0.9, 0), (r, 0.06), (r + 0.012, 0.07)], M['steel'], 48)
    lathe('chf_lid', x, y, z + 0.15, [(r + 0.01, 0), (r * 0.96, 0.05), (r * 0.75, 0.11), (r * 0.4, 0.15), (0.0, 0.16)], M['brass'], 64)
    sphere('chf_knob', x, y, z + 0.33, 0.018, M['brass'], seg=16)


def _stand(x, y, z, M, seed, tiers=3):
    """A tiered porcelain cake stand on a brass stem with small pastries on every tier."""
    r = rng(seed)
    cyl('cs_stem', x, y, z, z + 0.12 * tiers + 0.05, 0.006, M['brass'], 8)
    for t in range(tiers):
        rad = 0.16 - t * 0.04
        zz = z + 0.01 + t * 0.12
        lathe('cs_plate', x, y, zz, [(rad * 0.6, 0), (rad, 0.012), (rad + 0.005, 0.018)], M['china'], 48)
        n = int(rad * 50)
        for k in range(n):
            a = math.tau * k / n + r.random() * 0.2
            px, py = x + math.cos(a) * rad * 0.68, y + math.sin(a) * rad * 0.68
            c = M['pastry'][(k + t) % len(M['pastry'])]
            if (k + t) % 2:
                sphere('pastry', px, py, zz + 0.03, 0.022, c, scale=(1, 1, 0.7), seg=16)
            else:
                lathe('tart', px, py, zz + 0.012, [(0.018, 0), (0.022, 0.014), (0.02, 0.018), (0.0, 0.02)], c, 24)


def _fruit_bowl(x, y, z, M, seed, r=0.2):
    rr = rng(seed)
    lathe('fbowl', x, y, z, [(0.06, 0), (r * 0.7, 0.04), (r, 0.1), (r + 0.01, 0.105)], M['ceramic'], 48)
    kinds = [('#e8892a', 0.038), ('#c9382e', 0.036), ('#a6b84a', 0.036), ('#f0c94a', 0.035)]
    for k in range(22):
        a, d = rr.random() * math.tau, rr.random() ** 0.5 * r * 0.75
        c, fr = kinds[k % 4]
        sphere('fruit', x + math.cos(a) * d, y + math.sin(a) * d, z + 0.08 + 0.03 * (1 - d / r) + (k // 11) * 0.04, fr,
               plain(c, 0.45, name='fruit' + c[1:]), seg=16)


def _bread(x, y, z, M, seed):
    rr = rng(seed)
    lathe('basket', x, y, z, [(0.12, 0), (0.2, 0.05), (0.24, 0.11), (0.245, 0.12)], M['rattan'], 48)
    for k in range(12):
        a, d = rr.random() * math.tau, rr.random() ** 0.5 * 0.15
        px, py = x + math.cos(a) * d, y + math.sin(a) * d
        _turn(sphere('roll', px, py, z + 0.1 + (k // 7) * 0.03, 0.045, M['crust'], scale=(1.5, 1, 0.75), seg=16), px, py, a)


def _dispenser(x, y, z, juice, M):
    """A glass juice dispenser on a brass stand with a tap."""
    cyl('jd_stand', x, y, z, z + 0.09, 0.09, M['brass'], 32)
    lathe('jd_glass', x, y, z + 0.09, [(0.085, 0), (0.09, 0.3), (0.08, 0.32)], M['glass'], 48)
    lathe('jd_juice', x, y, z + 0.095, [(0.08, 0), (0.083, 0.24), (0.0, 0.24)], liquid(juice), 48)
    cyl('jd_lid', x, y, z + 0.41, z + 0.43, 0.09, M['brass'], 32)
    box('jd_tap', x - 0.012, x + 0.012, y - 0.13, y - 0.08, z + 0.11, z + 0.13, M['brass'])


def _breakfast_place(tx, ty, a, M, z=0.76, reach=0.28):
    """One breakfast place: a plate with a folded napkin, knife and fork, a cup of coffee on its saucer and a
    glass of orange juice."""
    ca, sa = math.cos(a), math.sin(a)
    px, py = tx + ca * reach, ty + sa * reach
    cyl('plate', px, py, z, z + 0.014, 0.13, M['china'], 48)
    cyl('plate_in', px, py, z + 0.014, z + 0.018, 0.085, M['china'], 48)
    nap = soft_box('napkin', -0.045, 0.045, -0.085, 0.085, z + 0.018, z + 0.04, M['napkin'], level=1)
    for v in nap.data.vertices:
        vx, vy = v.co.x, v.co.y
        v.co.x = vx * ca - vy * sa + px
        v.co.y = vx * sa + vy * ca + py
    for side, w in ((1, 0.011), (-1, 0.009)):
        cx, cy = px - sa * side * 0.17, py + ca * side * 0.17
        ob = box('cutlery', -0.095, 0.095, -w, w, z, z + 0.004, M['silver'])
        for v in ob.data.vertices:
            vx, vy = v.co.x, v.co.y
            v.co.x = vx * ca - vy * sa + cx
            v.co.y = vx * sa + vy * ca + cy
    # the cup to the right of the plate, the juice glass beyond it
    ux, uy = px - ca * 0.1 - sa * 0.2, py - sa * 0.1 + ca * 0.2
    cyl('saucer', ux, uy, z, z + 0.008, 0.065, M['china'], 32)
    lathe('cup', ux, uy, z + 0.008, [(0.0, 0), (0.028, 0), (0.04, 0.06), (0.042, 0.065), (0.038, 0.065)], M['china'], 32)
    cyl('coffee', ux, uy, z + 0.055, z + 0.058, 0.037, M['coffee'], 24)
    jx, jy = px - ca * 0.2 - sa * 0.12, py - sa * 0.2 + ca * 0.12
    lathe('tumbler', jx, jy, z, [(0.0, 0), (0.03, 0), (0.033, 0.1)], M['glass'], 32)
    lathe('juice', jx, jy, z + 0.004, [(0.0, 0), (0.028, 0), (0.03, 0.07), (0.0, 0.07)], M['oj'], 32)


def _platter(x, y, z, M, seed, kind):
    """A long porcelain platter on the island, heaped: croissants, rolls or cut fruit."""
    r = rng(seed)
    box('platter', x - 0.26, x + 0.26, y - 0.13, y + 0.13, z, z + 0.018, M['china'], bevel=0.008)
    if kind == 'croissant':
        # crescents: five overlapping swells along an arc, fattest in the middle, turned every which way
        for k in range(8):
            px, py = x - 0.18 + (k % 4) * 0.12 + r.uniform(-0.01, 0.01), y - 0.055 + (k // 4) * 0.11 + r.uniform(-0.01, 0.01)
            a0 = r.uniform(0, math.tau)
            for t, rad in ((-0.9, 0.011), (-0.45, 0.018), (0.0, 0.024), (0.45, 0.018), (0.9, 0.011)):
                ang = a0 + t
                qx, qy = px + math.cos(ang) * 0.032, py + math.sin(ang) * 0.032
                _turn(sphere('croissant', qx, qy, z + 0.018 + rad * 0.75, rad, M['crust'], scale=(1.0, 1.25, 0.75), seg=12), qx, qy, ang)
        return
    for k in range(14):
        px, py = x - 0.2 + (k % 7) * 0.066 + r.uniform(-0.01, 0.01), y - 0.06 + (k // 7) * 0.12 + r.uniform(-0.01, 0.01)
        if kind == 'melon':
            _turn(sphere('melon', px, py, z + 0.03, 0.028, M['pastry'][2], scale=(1.6, 0.8, 0.6), seg=12), px, py, r.uniform(-0.3, 0.3))
        else:
            sphere('roll', px, py, z + 0.034, 0.03, M['pastry'][0], scale=(1.2, 1.0, 0.8), seg=12)


def _bowl(x, y, z, M, fill, r=0.13):
    """A deep porcelain bowl filled to near its rim (yoghurt, berries, granola)."""
    lathe('bowl', x, y, z, [(0.05, 0), (r * 0.85, 0.05), (r, 0.09), (r + 0.006, 0.095)], M['china'], 48)
    cyl('bowl_fill', x, y, z + 0.07, z + 0.08, r * 0.92, fill, 32)


def _table_sq(tx, ty, M, seed):
    """A square walnut table for four, laid for breakfast (no cloth), with its chairs."""
    box('tbl_top', tx - 0.45, tx + 0.45, ty - 0.45, ty + 0.45, 0.72, 0.76, M['walnut'], bevel=0.006)
    cyl('tbl_foot', tx, ty, 0.0, 0.72, 0.05, M['walnut'], 24, r2=0.04)
    cyl('tbl_base', tx, ty, 0.0, 0.03, 0.28, M['brass'], 48)
    for k in range(4):
        a = math.pi / 2 * k
        _breakfast_place(tx, ty, a, M)
        _chair(tx + math.cos(a) * 0.72, ty + math.sin(a) * 0.72, math.degrees(a) + 90, M)
    lathe('budvase', tx, ty, 0.76, [(0.025, 0), (0.03, 0.04), (0.01, 0.11), (0.012, 0.13)], M['vase'], 32)
    sphere('bud', tx, ty, 0.9, 0.02, plain('#e8a68f', 0.6, name='bud'), seg=12)


def buffet(sc, sd):
    W, D, H = sd.get('w', 16.0), sd.get('d', 12.0), sd.get('h', 3.6)
    x0, x1 = -W / 2, W / 2
    t = world_sky(sc, sd['tod'], sd['sun_azimuth'])
    lamps = t['lamps']
    M = dict(
        brass=brass(c='#c9a24a', rough=0.25), steel=plain('#cfcfcc', 0.25, 1.0, name='steel'), china=plain('#fbfaf7', 0.1, name='porcelain', spec=0.6),
        ceramic=plain('#efe8dc', 0.3, name='ceramic'), glass=glass(), rattan=rattan('#b98b58'), crust=plain('#b7773d', 0.6, name='crust'),
        pastry=[plain(c, 0.5, name='pastry' + c[1:]) for c in ('#d9a35e', '#f3e2c4', '#c8744f', '#e8a68f', '#6b3a22')],
        walnut=wood('#5a3b27', name='walnut', rough=0.35), gold=brass(c='#c9a24a', rough=0.3), silver=plain('#d8d8d4', 0.2, 1.0, name='silver'),
        napkin=linen('#f3efe6', name='napkin', bump=0.1), velvet=linen('#d8ccb8', sheen=0.5, name='chairfab', bump=0.2),
        legs=wood('#3a2a1e', name='chairwood', rough=0.35), vase=glass((0.85, 0.92, 0.9)),
        coffee=plain('#3a2414', 0.1, name='coffee'), oj=liquid('#f0a03a'),
        fill_yog=plain('#f3efe4', 0.3, name='yoghurt'), fill_berry=plain('#5a1f2e', 0.35, name='berries'),
        fill_granola=plain('#b98a52', 0.8, name='granola'),
    )
    # mid-tone surfaces: with near-white walls, floor and ceiling (albedo ~0.85) the room lit by five
    # floor-to-ceiling windows went to white under Filmic whatever the exposure (docs/ART.md)
    wall = paint('#d6ccbe', name='wall')
    box('floor', x0 - 0.2, x1 + 0.2, -0.2, D + 0.2, -0.1, 0.0, wood('#7a5a40', planks=True, scale=1.0, rough=0.38, name='floor'))
    box('ceiling', x0 - 0.2, x1 + 0.2, -0.2, D + 0.2, H, H + 0.15, paint('#e4ddd2', name='ceiling'))
    box('wall_x0', x0 - 0.2, x0, -0.2, D + 0.2, 0, H, wall)
    box('wall_x1', x1, x1 + 0.2, -0.2, D + 0.2, 0, H, wall)
    box('wall_y0', x0 - 0.2, x1 + 0.2, -0.2, 0, 0, H, wall)
    # the window wall: floor-to-ceiling glazing between slim piers, sheer curtains gathered at each pier
    n_win, pier = sd.get('windows', 5), 0.5
    ww = (W - pier * (n_win + 1)) / n_win
    frame = plain('#3a3430', 0.4, 0.6, name='bronze')
    sky_c = (0.82, 0.88, 1.0)
    for i in range(n_win + 1):
        a = x0 + i * (ww + pier)
        box('pier', a - (0.2 if i == 0 else 0), a + pier + (0.2 if i == n_win else 0), D, D + 0.3, 0, H, wall)
    for i in range(n_win):
        a = x0 + pier + i * (ww + pier)
        b = a + ww
        box('head', a, b, D, D + 0.3, H - 0.25, H, wall)
        for xx in (a, b - 0.05):
            box('wframe', xx, xx + 0.05, D + 0.12, D + 0.18, 0, H - 0.25, frame)
        box('wsill', a, b, D + 0.12, D + 0.18, 0, 0.05, frame)
        box('wmull', (a + b) / 2 - 0.02, (a + b) / 2 + 0.02, D + 0.12, D + 0.18, 0, H - 0.25, frame)
        A.curtain(a - 0.3, a + 0.1, D - 0.08, H - 0.1, '#f1ece3', folds=6)
        area_light('window', ((a + b) / 2, D - 0.05, (H - 0.25) / 2), (math.radians(-90), 0, 0), ww, H - 0.25, 110 * ww * (H - 0.25) / 4, sky_c)
    A.curtain(x1 - 0.4, x1 - 0.02, D - 0.08, H - 0.1, '#f1ece3', folds=6)
    # outside: a terrace edge with a glass balustrade, the sea and islands
    box('terrace', x0 - 12, x1 + 12, D + 0.3, D + 3.0, -0.3, -0.02, plain('#d8d2c8', 0.6, name='paving'))
    box('bal_glass', x0 - 12, x1 + 12, D + 2.8, D + 2.82, -0.02, 1.0, glass((0.8, 0.9, 0.9)))
    box('bal_rail', x0 - 12, x1 + 12, D + 2.76, D + 2.86, 1.0, 1.04, M['brass'])
    A.ocean(sc, size=2000, res=8, repeat=8, z=-12.0, y=D + 1000)
    A.terrain('headland', 620, D + 800, 600, 360, 110, 12, z0=-30, rough=0.5)
    A.terrain('island1', -700, D + 2800, 700, 260, 150, 13, z0=-30)
    # the back wall: stone tiles over a long counter (coffee, juices, the egg and pho stations), open shelves
    box('backsplash', x0 + 1.0, x1 - 1.0, 0.0, 0.02, 0.9, 2.6, tiles('#d9cfc0', '#c8bfb2', 0.3, 0.3, vary=0.05, name='stonetile', rows=0.5))
    box('backcounter', x0 + 1.0, x1 - 1.0, 0.0, 0.7, 0.0, 0.88, M['walnut'], bevel=0.006)
    box('backtop', x0 + 0.98, x1 - 0.98, 0.0, 0.74, 0.88, 0.92, marble('#f2ede6', '#b8ab9a', 0.15, 1.2, name='counter'), bevel=0.006)
    for k in range(3):
        box('shelf', x0 + 1.4 + k * 4.6, x0 + 4.6 + k * 4.6, 0.0, 0.28, 2.0, 2.04, M['walnut'])
        for j in range(10):
            cyl('plate_st', x0 + 1.6 + k * 4.6 + j * 0.3, 0.14, 2.04, 2.07 + 0.004 * (j % 3), 0.12, M['china'], 32)
        box('shelf_led', x0 + 1.4 + k * 4.6, x0 + 4.6 + k * 4.6, 0.22, 0.26, 1.98, 2.0, emission('#ffe6c4', 2.0))
    for k, jc in enumerate(('#f0a03a', '#e86f6f', '#b6cf5a', '#f3d27a')):
        _dispenser(x0 + 2.0 + k * 0.3, 0.45, 0.92, jc, M)
    for k in range(4):
        _chafer(x0 + 5.0 + k * 0.6, 0.38, 0.92, M, r=0.19)
    box('coffee', x1 - 3.2, x1 - 2.5, 0.1, 0.55, 0.92, 1.4, M['steel'], bevel=0.02)
    for k in range(8):
        cyl('cup', x1 - 2.3 + (k % 4) * 0.14, 0.3 + (k // 4) * 0.14, 0.92, 1.0, 0.04, M['china'], 24, r2=0.035)
    # the island of stations: marble on a fluted walnut base, brass foot rail light
    ix0, ix1, iy0, iy1 = sd.get('island', (-4.6, 2.6, 3.2, 4.3))
    box('isl_body', ix0, ix1, iy0, iy1, 0.1, 0.88, M['walnut'])
    for side in (iy0, iy1):
        for k in range(int((ix1 - ix0) / 0.07)):
            cyl('flute', ix0 + 0.04 + k * 0.07, side, 0.12, 0.86, 0.022, M['walnut'], 10)
    box('isl_kick', ix0 + 0.05, ix1 - 0.05, iy0 + 0.05, iy1 - 0.05, 0.0, 0.1, M['brass'])
    box('isl_top', ix0 - 0.08, ix1 + 0.08, iy0 - 0.08, iy1 + 0.08, 0.88, 0.93, marble('#f4efe8', '#a89b8a', 0.15, 1.1, name='islandtop'), bevel=0.008)
    z = 0.93
    cx = lambda f: ix0 + (ix1 - ix0) * f  # noqa: E731
    my = (iy0 + iy1) / 2
    _bread(cx(0.07), my, z, M, 1)
    _stand(cx(0.2), my - 0.15, z, M, 2)
    _stand(cx(0.28), my + 0.2, z, M, 3, tiers=2)
    _fruit_bowl(cx(0.42), my, z, M, 4, r=0.26)
    # a glass cloche over a board of cheeses
    box('board', cx(0.55) - 0.22, cx(0.55) + 0.22, my - 0.15, my + 0.15, z, z + 0.025, M['walnut'], bevel=0.004)
    for k, c in enumerate(('#f1d98a', '#f6eed6', '#e7c26a')):
        box('cheese', cx(0.55) - 0.16 + k * 0.11, cx(0.55) - 0.08 + k * 0.11, my - 0.08, my + 0.06, z + 0.025, z + 0.07, plain(c, 0.5, name='cheese' + c[1:]),
            bevel=0.004)
    lathe('cloche', cx(0.55), my, z + 0.025, [(0.2, 0), (0.19, 0.1), (0.14, 0.2), (0.05, 0.25), (0.0, 0.255)], M['glass'], 64)
    _stand(cx(0.68), my + 0.1, z, M, 5)
    _bread(cx(0.8), my - 0.1, z, M, 6)
    _fruit_bowl(cx(0.93), my + 0.05, z, M, 7, r=0.2)
    # along both long edges: platters of croissants, rolls and melon, bowls of yoghurt, berries and granola
    near, far = iy0 + 0.2, iy1 - 0.2
    for k, f in enumerate((0.14, 0.35, 0.49, 0.62, 0.75, 0.87)):
        _platter(cx(f), near if k % 2 else far, z, M, 20 + k, ('croissant', 'melon', 'roll')[k % 3])
    for f, fill, yy in ((0.24, 'yog', near), (0.36, 'berry', far), (0.6, 'granola', far), (0.86, 'yog', far)):
        _bowl(cx(f), yy, z, M, M['fill_' + fill])
    # pendants over the island: opal glass globes on brass rods
    for k in range(5):
        px = ix0 + (ix1 - ix0) * (k + 0.5) / 5
        cyl('p_rose', px, my, H - 0.02, H, 0.05, M['brass'], 24)
        cyl('p_rod', px, my, 2.25, H - 0.02, 0.005, M['brass'], 8)
        sphere('p_globe', px, my, 2.12, 0.14, emission('#fff1dc', 4.0), seg=32)
        point_light('p_l', (px, my, 1.95), 30, (1.0, 0.86, 0.66), 0.12, shadow=False)
    # tables by the windows, laid for breakfast
    r = rng(9)
    for ty in sd.get('table_rows', (D - 1.6, D - 3.9)):
        for tx in sd.get('table_xs', (-5.6, -2.8, 0.0, 2.8, 5.6)):
            _table_sq(tx + r.uniform(-0.1, 0.1), ty, M, int(tx * 10 + ty))
    for (px, py) in ((x0 + 0.6, D - 0.6), (x1 - 0.6, D - 0.6), (x1 - 0.6, 1.2), (x0 + 0.6, 1.2)):
        A.plant(px, py, 0.0, dict(pot='#d8d0c4', leaf='#4c6a3c'), 1.8, seed=int(px * 3 + py) % 17, pot=plain('#d8d0c4', 0.5, name='stonepot'))
    area_light('bounce', (0, D / 2, H - 0.3), (0, 0, 0), W * 0.8, D * 0.8, 25 * W * D / 20, (1.0, 0.94, 0.86), shadow=False)
    return {}, {}


BUILDERS = {'buffet': buffet}
