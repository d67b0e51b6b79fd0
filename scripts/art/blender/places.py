# Public spaces: the bay with the town and the two hotels (exteriors, heroes, views), the seaside dining
# terrace and the Amalfi rooftop (SkyBar and pool). Each builder makes one scene that several shots use.
# Coordinates: the shore runs along y at x = 0 (the sea is x < 0), z = 0 is the sea's surface.
import math

import bpy

import assets as A
import coast_extra
from lib import (box, cyl, land_mat, sphere, paint, plain, wood, linen, marble, brass, glass, emission, terrazzo, tiles, point_light,
                 area_light, world_sky, water_mat, col, rng, TOD)
from rooms import style
import nature as N
import sky
import town2
import venues
import venues_extra


def _group(fn, loc=(0, 0, 0), rot_z=0.0):
    """Build with fn() around the origin, then turn the new objects by rot_z degrees and move them to loc."""
    before = set(bpy.data.objects)
    fn()
    a = math.radians(rot_z)
    ca, sa = math.cos(a), math.sin(a)
    for ob in set(bpy.data.objects) - before:
        x, y = ob.location.x, ob.location.y
        if ob.type == 'MESH' and ob.data.users == 1:
            for v in ob.data.vertices:
                vx, vy = v.co.x, v.co.y
                v.co.x, v.co.y = vx * ca - vy * sa, vx * sa + vy * ca
            ob.location = (x * ca - y * sa + loc[0], x * sa + y * ca + loc[1], ob.location.z + loc[2])
        else:
            ob.location = (x * ca - y * sa + loc[0], x * sa + y * ca + loc[1], ob.location.z + loc[2])
            ob.rotation_euler.z += a


SOR = None
AMA = None


def _styles():
    acc = dict(throw='#2f7f8a', cushion='#c8744f', head='#d9c6a8', chair='#2f7f8a', sofa='#2f7f8a', lampbase='#e8dcc6', book='#8a3b2a',
               art=['#2f7f8a', '#e9dcc6', '#c8744f'], rug=['#d8c7a8', '#b79a78'])
    return style('sorrento', acc), style('amalfi', dict(acc, slats='#233548'))


def coast(sc, sd):
    """The bay: a stone quay with a palm promenade, the two hotels facing the sea (the Amalfi tower:
    coast_extra.py), the town climbing the hill behind, boats on the water and islands on the horizon."""
    s_sor, s_ama = _styles()
    t = world_sky(sc, sd['tod'], sd['sun_azimuth'])
    A.ocean(sc, size=2400, res=9, repeat=8, z=0.0, x=-900, y=600)
    # the quay (a promenade on a stone sea wall) and the hill with the town
    stone = paint('#cdbd9f', 0.8, name='quaystone')
    box('quay', 0, 140, -400, 900, -3, 1.6, stone)
    box('promenade', 0.0, 14, -400, 900, 1.6, 1.65, tiles('#d9cbb2', '#bfae92', 0.6, 0.7, name='paving'))
    box('road', 14, 24, -400, 900, 1.6, 1.63, plain('#7d7a74', 0.85, name='asphalt'))
    box('jetty', -40, 0, -92, -84, -2, 1.4, stone)
    t2 = sd.get('town2')  # the home hero's backdrop: town2's terraced town, nature's rocks and trees (bay_backdrop)
    if t2:
        town2.bay_backdrop(sc, sd, t2)
    else:
        hill = A.terrain('hill', 400, 250, 370, 950, 240, 11, z0=-6, mat=land_mat('#3b4d2c', '#8a7a62'))
        A.terrain('headland', -700, 1500, 500, 380, 160, 12, z0=-30, mat=land_mat('#3b4d2c', '#8a7a62'))
        A.terrain('island1', -2600, 2600, 700, 260, 150, 13, z0=-30)
        A.terrain('island2', -1400, 4200, 900, 300, 220, 14, z0=-30)
        A.terrain('island3', -3800, 1200, 500, 200, 90, 15, z0=-30)
        # the town on the hill: houses facing the sea, trees between them (none on the quay or the road)
        A.town(hill, 60, 640, -300, 800, 520, 21, zmin=2, lit=sd.get('lit', 0.0), size=1.0, face='-x', trees=3000,
               keep_out=lambda x, y: x < 58)
    # the waterfront: a row of town houses along the road, shops with awnings on the ground floor, alleys
    # between them; the two hotels among them
    r = rng(5)
    M = A.town_mats(sd.get('lit', 0.0))
    bt = A.Batch('front')
    if t2:
        M2 = town2.mats(sd.get('lit', 0.0))
        g2 = N.Geo('front2')
    blocked = [(-15.0, 15.0), (81.0, 119.0)]
    y = -380
    while y < 880:
        wdt = r.uniform(11, 18)
        hit = next((bl for bl in blocked if y < bl[1] and y + wdt > bl[0]), None)
        if hit:
            if hit[0] - y >= 8:
                wdt = hit[0] - y - 0.6
            else:
                y = hit[1] + 0.6
                continue
        h = r.uniform(10, 17)
        if t2:  # town2's houses (stone-framed windows, shutters, tiled roofs), fronts on the road at x = 29
            town2.house(g2, M2, r, 29.0, y + wdt / 2, 1.6, -math.pi / 2, wdt, 14, max(3, int(h / 3.1)), r.choice(M2['walls']),
                        lit=sd.get('lit', 0.0))
        else:
            A.house(bt, 36, y + wdt / 2, 1.6, wdt, 14, h, '-x', r, r.choice(M['walls']), M, shop=True, flat=r.random() < 0.3,
                    lit=sd.get('lit', 0.0))
        y += wdt + r.choice((0.0, 0.0, 3.5))
    bt.flush()
    if t2:
        g2.flush(smooth=False)
    # Sorrento (warm, five floors, shutters) and Amalfi (ivory, taller, balconies of glass, a rooftop bar)
    s_sor = dict(s_sor, sign=sd.get('signs', {}).get('sorrento'))
    s_ama = dict(s_ama, sign=sd.get('signs', {}).get('amalfi'))
    _group(lambda: A.facade(-12, 12, 0, 5, s_sor, seed=1, lit=sd.get('lit', 0.0), depth=16), loc=(30, 0, 1.6), rot_z=-90)
    coast_extra.amalfi(sd, t, s_ama)
    # Sorrento's forecourt: clipped olive trees in stone planters before the arcade
    gfc = N.Geo('forecourt') if t2 else None
    for yy in (-10.5, -3.5, 3.5, 10.5):
        box('fplanter', 26.6, 27.8, yy - 0.6, yy + 0.6, 1.6, 2.3, paint('#d8c6a6', name='planter'))
        if t2:  # a small olive of branches and leaf cards (nature.py), not a ball
            N.olive(gfc, 27.2, yy, 2.3, 2.6, seed=40 + int(yy), lod=1)
        else:
            cyl('ftrunk', 27.2, yy, 2.3, 3.6, 0.07, plain('#6a5a48', 0.9, name='bark'), 8)
            sphere('fcrown', 27.2, yy, 4.0, 0.85, A.foliage('#6b7b4b'), scale=(1, 1, 0.85), seg=14)
    if t2:
        gfc.flush()
    # palms along the promenade, lamp posts
    for i, yy in enumerate(range(-140, 260, 16)):
        if -30 < yy < 0:
            continue  # Sorrento's forecourt: the hotel is seen whole from the promenade
        A.palm(6, yy, 1.65, 7 + (i % 3), seed=30 + i, lean=0.08)
    for yy in range(-132, 260, 32):
        if -40 < yy < 0 or yy == 60:
            continue  # Sorrento's forecourt; the Amalfi card's foreground (amalfi-exterior)
        cyl('lamppost', 11, yy, 1.65, 5.6, 0.06, plain('#22282a', 0.4, 0.6, name='lamppost'), 8)
        sphere('lamp', 11, yy, 5.8, 0.22, emission('#ffdcaa', 6.0 if t['lamps'] else 0.3), seg=12)
    box('balustrade', -0.3, 0.2, -400, 900, 1.6, 2.5, paint('#efe4d0', 0.6, name='balu', bump=0))
    # boats on the water (their hulls sit in it)
    for i, (bx, by, hd) in enumerate(((-90, 60, 20), (-160, 240, -10), (-260, -40, 70), (-420, 420, 0), (-600, 120, 35), (-70, 180, 90))):
        A.boat(bx, by, hd, 8 + (i % 3) * 2, seed=i)
    # the welcome terrace: a balustrade with bougainvillea high on the hill
    if sd.get('welcome'):
        wx, wy, wz = sd['welcome']
        box('wterrace', wx - 6, wx + 6, wy - 4, wy + 4, wz - 0.3, wz, tiles('#c98b64', '#b9a48c', 0.35, 0.6, name='cotto'))
        box('wsupport', wx - 6, wx + 6, wy - 4, wy + 4, wz - 40, wz - 0.3, stone)
        for k in range(30):
            xx = wx - 5.9 + k * 0.4
            A.lathe('baluster', xx, wy - 3.9, wz, [(0.07, 0), (0.05, 0.2), (0.09, 0.45), (0.04, 0.75), (0.07, 0.85)], paint('#efe4d0', 0.6, name='balu', bump=0), 12)
        box('wrail', wx - 6, wx + 6, wy - 4.05, wy - 3.75, wz + 0.85, wz + 0.98, paint('#efe4d0', 0.6, name='balu', bump=0))
        bg = A.foliage('#c23d6b', name='bougainvillea')
        rr = rng(8)
        for k in range(40):
            sphere('bloom', wx - 6 + rr.random() * 4, wy - 3.9 + rr.random() * 0.6, wz + 0.9 + rr.random() * 1.8, 0.25 + rr.random() * 0.3, bg, seg=10)
        for k in range(10):
            sphere('bleaf', wx - 6 + rr.random() * 4, wy - 3.6 + rr.random() * 0.8, wz + 0.9 + rr.random() * 1.8, 0.3, A.foliage('#4d6b34'), seg=8)
    return {}, {}


def terrace(sc, sd):
    """A seaside dining terrace on the quay: tables in white linen, chairs, glasses, parasols or string lights,
    a stone balustrade, the bay beyond."""
    s_sor, s_ama = _styles()
    s = s_sor if sd.get('hotel', 'sorrento') == 'sorrento' else s_ama
    # sky_scale / amb_scale / sun_scale / paving / cloth: the bistro's morning (defaults leave the other shots as they were)
    t = world_sky(sc, sd['tod'], sd['sun_azimuth'], sd.get('sky_scale', 1.0), sd.get('amb_scale', 1.0))
    if sd.get('sun_scale') and bpy.data.objects.get('sun'):
        bpy.data.objects['sun'].data.energy *= sd['sun_scale']
    if sd.get('dust') is not None:  # a clearer morning air than the TOD preset's haze
        for n in sc.world.node_tree.nodes:
            if n.type == 'TEX_SKY':
                n.dust_density = sd['dust']
    if sd.get('calm_sea'):
        venues_extra.calm_sea(-6.0)  # one plane to the horizon: a close-up would see the wave grid's edges
    else:
        A.ocean(sc, size=2000, res=8, repeat=8, z=-6.0, y=1100)
    if sd.get('clouds'):  # a sky with clouds (sky.py); without it the plain Nishita gradient
        c = sd['clouds']
        sky.clouds(sc, sd['tod'], sd['sun_azimuth'], layers=c.get('layers', ['cumulus']), cover=c.get('cover'), seed=c.get('seed', 0.0),
                   gain=c.get('gain', 1.0), horizon=tuple(c.get('horizon', (0.015, 0.16))), haze=tuple(c.get('haze', (0.02, 0.3))))
    for k, (cx, cy, rx, ry, pk, rot) in enumerate(sd.get('rock_isles', [])):
        # rocky headlands and islands (nature.py: cliffs, strata, scrub, a wet line at the sea), their foot at the sea
        isl = N.rock_island('rockisle%d' % k, cx, cy, rx, ry, pk, 110 + k, res=max(3.0, rx / 70), rot=rot)
        isl.location.z = -6.0
    if sd.get('islands', True):
        A.terrain('headland', 700, 1000, 900, 420, 95, 12, z0=-30, rough=0.5)
        A.terrain('island1', -900, 3000, 700, 260, 150, 13, z0=-30)
        A.terrain('island2', 1300, 4500, 900, 300, 220, 14, z0=-30)
    # the terrace: x across, y toward the sea; the balustrade at y = 12
    box('deck', -12, 12, -4, 12, -0.3, 0.0, tiles(*sd.get('paving', ('#d8c9ae', '#bfae92')), 0.5, 0.7, name='paving'))
    box('support', -12, 12, -4, 12, -8, -0.3, paint('#cdbd9f', 0.8, name='quaystone'))
    box('backwall', -12, 12, -4.3, -4, 0, 4.5, paint(s['facade'], name='facade'))
    balu = paint(sd.get('balu', '#efe4d0'), 0.6, name='balu', bump=0)
    for k in range(60):
        xx = -11.8 + k * 0.4
        A.lathe('baluster', xx, 12, 0, [(0.07, 0), (0.05, 0.2), (0.09, 0.45), (0.04, 0.75), (0.07, 0.85)], balu, 12)
    box('rail', -12, 12, 11.85, 12.15, 0.85, 0.98, balu)
    box('plinth', -12, 12, 11.85, 12.15, 0, 0.06, balu)
    cloth = linen(sd.get('cloth', '#f8f5ee'), name='tablecloth')
    chair_w = wood('#6b4a32', name='chairwood') if sd.get('hotel', 'sorrento') == 'sorrento' else plain('#2b3b4c', 0.4, name='chairnavy')
    r = rng(3)
    plate = plain('#fbfaf7', 0.12, name='porcelain')
    for i, (tx, ty) in enumerate(((-7.5, 1.5), (-3, 1.5), (1.5, 1.5), (6, 1.5), (-5.25, 5.5), (-0.75, 5.5), (3.75, 5.5), (8.25, 5.5), (-7.5, 9.5), (-3, 9.5), (1.5, 9.5), (6, 9.5))):
        if [tx, ty] in sd.get('skip_tables', []):  # a table left out to keep a hero's title corner calm
            continue
        cyl('tcloth', tx, ty, 0.3, 0.76, 0.55, cloth, 40, r2=0.5)
        cyl('ttop', tx, ty, 0.74, 0.77, 0.52, cloth, 40)
        for k in range(4):
            a = k * math.pi / 2 + math.pi / 4
            cx, cy = tx + math.cos(a) * 0.78, ty + math.sin(a) * 0.78
            facing = math.degrees(a) + 90
            _group(lambda: _dining_chair(chair_w, s), loc=(cx, cy, 0), rot_z=facing)
            px, py = tx + math.cos(a) * 0.32, ty + math.sin(a) * 0.32
            cyl('plate', px, py, 0.77, 0.785, 0.13, plate, 32)
            A.wine_glass(tx + math.cos(a + 0.5) * 0.3, ty + math.sin(a + 0.5) * 0.3, 0.77, '#e9d79a' if k % 2 else None)
        A.bottle(tx, ty, 0.77, '#2d4a2a', 0.3)
        cyl('candle', tx + 0.12, ty - 0.1, 0.77, 0.86, 0.03, emission('#ffd9a0', 4 if t['lamps'] else 0.5), 16)
    if sd.get('parasols'):
        for (px, py) in ((-5.25, 3.5), (3.75, 3.5), (-0.75, 7.5), (8.25, 7.5)):
            if sd.get('market'):
                venues.market_parasol(px, py, r=2.0, h=2.75, c='#f1ece2', pole='#6b4a32')
            else:
                A.parasol(px, py, s, r=2.0, h=2.7, c='#f1ece2')
    else:
        for k in range(4):
            A.string_lights((-11 + k * 7.3, -4, 4.2), (-10 + k * 7.3, 11.75, 3.2), 18, 0.6, power=2.5 if t['lamps'] else 0.0, posts=(None, 0.0))
    # planters with olive trees and bougainvillea by the wall
    for px in (-10.5, 10.5):
        box('planter', px - 0.6, px + 0.6, -3.8, -2.6, 0, 0.6, paint('#d8c6a6', name='planter'))
        sphere('olive', px, -3.2, 2.4, 1.2, A.foliage('#6b7b4b'), scale=(1, 1, 0.8), seg=14)
        cyl('olivetrunk', px, -3.2, 0.6, 1.8, 0.08, plain('#6a5a48', 0.9, name='bark'), 8)
    # the close-up: two glasses of sparkling wine on the balustrade with bougainvillea
    if sd.get('closeup'):
        cx = sd['closeup']
        if sd.get('flutes'):
            venues_extra.offers_closeup(sd, t)  # the offers' close-up: crystal flutes on a travertine cap (venues_extra.py)
        else:
            A.wine_glass(cx - 0.08, 12.0, 0.98, '#efe0a8', h=0.23)
            A.wine_glass(cx + 0.1, 12.02, 0.98, '#efe0a8', h=0.23)
        bg = A.foliage('#c23d6b', name='bougainvillea')
        px, py = cx - 2.3, 11.35
        cyl('bpot', px, py, 0.0, 0.62, 0.36, plain('#b8683f', 0.8, name='terracotta'), 24, r2=0.44)
        cyl('bsoil', px, py, 0.55, 0.6, 0.4, plain('#3a2e25', 0.9, name='soil'), 24)
        leaf = A.foliage('#4d6b34')
        rr = rng(9)
        for k in range(16):
            a = rr.random() * math.tau
            sphere('bleaf', px + math.cos(a) * rr.random() * 0.5, py + math.sin(a) * rr.random() * 0.35, 0.8 + rr.random() * 1.1, 0.18 + rr.random() * 0.1, leaf, seg=10)
        for k in range(90):
            a = rr.random() * math.tau
            sphere('bloom', px + math.cos(a) * rr.random() * 0.6, py + math.sin(a) * rr.random() * 0.4, 0.85 + rr.random() * 1.2, 0.06 + rr.random() * 0.06, bg, seg=8)
    return {}, {}


def _dining_chair(mat, s):
    seat = linen('#efe8dc', name='seatpad')
    box('cseat', -0.22, 0.22, -0.22, 0.22, 0.44, 0.48, mat, bevel=0.01)
    A.soft_box('cpad', -0.2, 0.2, -0.2, 0.2, 0.48, 0.53, seat) if hasattr(A, 'soft_box') else None
    box('cback', -0.22, 0.22, -0.24, -0.2, 0.48, 0.95, mat, bevel=0.01)
    for (a, b) in ((-0.19, -0.19), (0.19, -0.19), (-0.19, 0.19), (0.19, 0.19)):
        box('cleg', a - 0.02, a + 0.02, b - 0.02, b + 0.02, 0, 0.44, mat)


# the Amalfi roof (SkyBar, lounge, pool) is built in venues.py
BUILDERS = {'coast': coast, 'terrace': terrace, 'rooftop': venues.roof}
