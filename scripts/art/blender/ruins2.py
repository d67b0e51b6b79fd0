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
from lib import box, paint, plain, tiles, world_sky, rng, link, _mat, _coord, _noise, _ramp, _bump, _shade, col, cached

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
            if r.random() < 0.86:
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
                if q < 0.4:
                    N.olive(gg, ttx, tty, tz, r.uniform(5, 7), seed=r.randrange(99999), lod=lod, leaves=ol, bk=bk)
                elif q < 0.7:
                    N.broadleaf(gg, ttx, tty, tz, r.uniform(5, 8), seed=r.randrange(99999), lod=lod, leaves=bl, bk=bk)
                elif q < 0.85:
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
        sky.clouds(sc, sd['tod'], sd['sun_azimuth'], layers=c.get('layers', ['cumulus']), cover=c.get('cover'), seed=c.get('seed', 0.0),
                   gain=c.get('gain', 1.0))
    return {}, {}


BUILDERS['clocktower2'] = clocktower2
