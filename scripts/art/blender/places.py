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
        A.house(bt, 36, y + wdt / 2, 1.6, wdt, 14, h, '-x', r, r.choice(M['walls']), M, shop=True, flat=r.random() < 0.3, lit=sd.get('lit', 0.0))
        y += wdt + r.choice((0.0, 0.0, 3.5))
    bt.flush()
    # Sorrento (warm, five floors, shutters) and Amalfi (ivory, taller, balconies of glass, a rooftop bar)
    s_sor = dict(s_sor, sign=sd.get('signs', {}).get('sorrento'))
    s_ama = dict(s_ama, sign=sd.get('signs', {}).get('amalfi'))
    _group(lambda: A.facade(-12, 12, 0, 5, s_sor, seed=1, lit=sd.get('lit', 0.0), depth=16), loc=(30, 0, 1.6), rot_z=-90)
    coast_extra.amalfi(sd, t, s_ama)
    # Sorrento's forecourt: clipped olive trees in stone planters before the arcade
    for yy in (-10.5, -3.5, 3.5, 10.5):
        box('fplanter', 26.6, 27.8, yy - 0.6, yy + 0.6, 1.6, 2.3, paint('#d8c6a6', name='planter'))
        cyl('ftrunk', 27.2, yy, 2.3, 3.6, 0.07, plain('#6a5a48', 0.9, name='bark'), 8)
        sphere('fcrown', 27.2, yy, 4.0, 0.85, A.foliage('#6b7b4b'), scale=(1, 1, 0.85), seg=14)
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
    t = world_sky(sc, sd['tod'], sd['sun_azimuth'])
    A.ocean(sc, size=2000, res=8, repeat=8, z=-6.0, y=1100)
    A.terrain('headland', 700, 1000, 900, 420, 95, 12, z0=-30, rough=0.5)
    A.terrain('island1', -900, 3000, 700, 260, 150, 13, z0=-30)
    A.terrain('island2', 1300, 4500, 900, 300, 220, 14, z0=-30)
    # the terrace: x across, y toward the sea; the balustrade at y = 12
    box('deck', -12, 12, -4, 12, -0.3, 0.0, tiles('#d8c9ae', '#bfae92', 0.5, 0.7, name='paving'))
    box('support', -12, 12, -4, 12, -8, -0.3, paint('#cdbd9f', 0.8, name='quaystone'))
    box('backwall', -12, 12, -4.3, -4, 0, 4.5, paint(s['facade'], name='facade'))
    balu = paint('#efe4d0', 0.6, name='balu', bump=0)
    for k in range(60):
        xx = -11.8 + k * 0.4
        A.lathe('baluster', xx, 12, 0, [(0.07, 0), (0.05, 0.2), (0.09, 0.45), (0.04, 0.75), (0.07, 0.85)], balu, 12)
    box('rail', -12, 12, 11.85, 12.15, 0.85, 0.98, balu)
    box('plinth', -12, 12, 11.85, 12.15, 0, 0.06, balu)
    cloth = linen('#f8f5ee', name='tablecloth')
    chair_w = wood('#6b4a32', name='chairwood') if sd.get('hotel', 'sorrento') == 'sorrento' else plain('#2b3b4c', 0.4, name='chairnavy')
    r = rng(3)
    plate = plain('#fbfaf7', 0.12, name='porcelain')
    for i, (tx, ty) in enumerate(((-7.5, 1.5), (-3, 1.5), (1.5, 1.5), (6, 1.5), (-5.25, 5.5), (-0.75, 5.5), (3.75, 5.5), (8.25, 5.5), (-7.5, 9.5), (-3, 9.5), (1.5, 9.5), (6, 9.5))):
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


def rooftop(sc, sd):
    """Amalfi's roof: the SkyBar (a long navy bar with brass stools, bottles and glasses, lounge sofas) and
    an infinity pool with loungers and parasols behind a glass railing, the town and the bay below."""
    s_sor, s = _styles()
    t = world_sky(sc, sd['tod'], sd['sun_azimuth'])
    Z = 38.0
    A.ocean(sc, size=2400, res=8, repeat=8, z=0.0, y=1300)
    A.terrain('headland', 900, 1200, 600, 420, 200, 12, z0=-30)
    A.terrain('island1', -900, 3200, 700, 260, 150, 13, z0=-30)
    A.terrain('island2', 1500, 4800, 900, 300, 220, 14, z0=-30)
    land = A.terrain('town', 0, -400, 900, 700, 80, 22, z0=-6, rough=0.5)
    A.town(land, -800, 800, -900, -60, 200, 23, zmin=1, lit=sd.get('lit', 0.0))
    box('quayfar', -900, 900, -60, 30, -3, 1.6, paint('#cdbd9f', 0.8, name='quaystone'))
    # the roof deck: x across, y toward the sea; glass railing at y = 14
    box('building', -16, 16, -14, 14, 0, Z, paint('#efece4', name='facade'))
    box('deck', -16, 16, -14, 14, Z, Z + 0.05, wood('#9a7656', planks=True, scale=1.2, name='teak'))
    A.railing(-16, 16, 13.9, dict(s), h=1.1)
    A.railing(-14, 13.9, -15.9, dict(s), h=1.1, along='y') if False else None
    box('glassL', -16, -15.98, -14, 14, Z, Z + 1.1, glass((0.85, 0.93, 0.95)))
    box('glassR', 15.98, 16, -14, 14, Z, Z + 1.1, glass((0.85, 0.93, 0.95)))
    _group(lambda: _rooftop_items(sd, s, t), loc=(0, 0, Z))
    return {}, {}


def _rooftop_items(sd, s, t):
    lamps = t['lamps']
    # pool on the +x half, its far edge at the railing (an infinity edge)
    pool_w = water_mat('#3fb6c4')
    box('poolrim', 1.5, 15.5, 4, 13.7, 0, 0.12, marble('#f1eee8', '#b8b2a8', 0.25, name='rim'))
    box('pool', 1.8, 15.2, 4.3, 13.4, 0.05, 0.125, pool_w)
    for i in range(5):
        A.lounger(2.5 + i * 2.6, 1.6, 0, s)
    for i in range(3):
        A.parasol(3.8 + i * 5.2, 0.2, s, r=1.6, h=2.6, c='#f3efe6')
    # the bar on the -x half: a long navy counter along y with a brass foot rail, stools, back shelves
    navy = plain('#1f3550', 0.35, name='navy')
    box('bar', -13.5, -12.6, -6, 4, 0, 1.08, navy, bevel=0.01)
    box('bartop', -13.7, -12.4, -6.1, 4.1, 1.08, 1.13, marble('#f2f0ec', '#8c8f93', 0.12, name='bartop'))
    box('footrail', -12.38, -12.34, -6, 4, 0.22, 0.25, brass())
    box('backbar', -15.9, -15.4, -6, 4, 0, 2.4, wood('#3b2d24', name='dark'))
    glow = emission('#ffcf95', 3.0 if lamps else 1.0)
    for k in range(3):
        box('shelf', -15.45, -15.0, -5.8, 3.8, 1.2 + k * 0.45, 1.23 + k * 0.45, brass())
        box('shelfglow', -15.45, -15.42, -5.8, 3.8, 1.23 + k * 0.45, 1.26 + k * 0.45, glow)
        for q in range(16):
            A.bottle(-15.2, -5.5 + q * 0.58, 1.23 + k * 0.45, ['#2d4a2a', '#7a3b1e', '#d8d0c0', '#3d2a4a'][q % 4], 0.3, 0.035)
    for q in range(8):
        yy = -5.3 + q * 1.2
        cyl('stoolpost', -11.9, yy, 0, 0.72, 0.025, brass(), 12)
        cyl('stoolfoot', -11.9, yy, 0, 0.02, 0.2, brass(), 24)
        cyl('stoolseat', -11.9, yy, 0.72, 0.8, 0.2, linen('#e9e4da', name='stoolpad'), 24)
    # drinks on the counter
    A.coupe(-13.1, -1.0, 1.13, '#e8a0a8')
    A.tumbler(-13.0, -0.6, 1.13, '#e0892e', garnish='#f0a030')
    A.wine_glass(-13.1, -0.2, 1.13, None, 0.2) if False else None
    _martini(-13.0, -0.2, 1.13)
    # lounge: sofas and low tables between bar and pool
    for (lx, ly, f) in ((-7.5, -3, 90), (-7.5, 3, 90), (-3, -3, -90), (-3, 3, -90)):
        A.sofa(lx, ly, f, dict(s, sofa='#f1ece2', cushion='#1f3550'), 2.2)
    for ly in (-3, 3):
        A.coffee_table(-5.25, ly, dict(s, table_top=marble('#2d3336', '#8a8f92', 0.15, name='darktop')), r=0.5)
    # string lights and lanterns
    for k in range(4):
        A.string_lights((-15.5, -12 + k * 7, 3.4), (15.5, -10 + k * 7, 3.4), 20, 0.5, power=2.0 if lamps else 0.0, posts=(0.0, 0.0))
    for (px, py) in ((-15.5, -12.5), (-15.5, 12.5), (15.5, -12.5)):
        cyl('pole', px, py, 0, 3.5, 0.05, plain('#2b2f33', 0.4, 0.6, name='pole'), 8)
    # planters
    for px in (-10, 0.5):
        box('planter', px - 0.5, px + 0.5, 12.6, 13.6, 0, 0.55, plain('#e2ddd3', 0.5, name='planter'))
        sphere('shrub', px, 13.1, 0.9, 0.55, A.foliage('#4f6b3a'), scale=(1, 0.9, 0.7), seg=12)
    if sd.get('dj'):
        box('djbooth', -2, 0.5, 10.5, 11.5, 0, 1.1, plain('#161a20', 0.3, name='booth'))
        box('djglow', -2, 0.5, 10.48, 10.5, 0.1, 0.15, emission('#8a5cff', 12))
        for k, c in enumerate(('#ff5c8a', '#5cc8ff', '#8a5cff')):
            ld = bpy.data.lights.new('beam', 'SPOT')
            ld.energy = 800
            ld.color = col(c)
            ld.spot_size = math.radians(12)
            ob = A.link(bpy.data.objects.new('beam', ld))
            ob.location = (-1.5 + k * 1.2, 11, 1.2)
            ob.rotation_euler = (math.radians(200 + k * 10), math.radians(-20 + k * 20), 0)


def _martini(x, y, z):
    A.lathe('martini', x, y, z, [(0.04, 0), (0.004, 0.01), (0.004, 0.1), (0.07, 0.17)], glass(), 24)
    A.lathe('mdrink', x, y, z + 0.11, [(0.006, 0), (0.058, 0.05), (0.0, 0.05)], A.liquid('#e8e4c8'), 24)
    sphere('olive', x + 0.02, y, z + 0.145, 0.012, plain('#6b7b2b', 0.4, name='olivefruit'), seg=10)


BUILDERS = {'coast': coast, 'terrace': terrace, 'rooftop': rooftop}
