# Public spaces: the bay with the town and the two hotels (exteriors, heroes, views), the seaside dining
# terrace and the Amalfi rooftop (SkyBar and pool). Each builder makes one scene that several shots use.
# Coordinates: the shore runs along y at x = 0 (the sea is x < 0), z = 0 is the sea's surface.
import math

import bpy
from mathutils import Vector

import assets as A
import coast_extra
from lib import (box, cyl, land_mat, sphere, paint, plain, wood, linen, marble, brass, glass, emission, terrazzo, tiles, point_light,
                 area_light, world_sky, water_mat, col, rng, rattan, TOD, _mat, _coord, _noise, _ramp, _bump, _multiply, _shade, _mapping,
                 _math, srgb, cached)
from rooms import style
import lib
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


def _front2(g, M2, f2, slots, lit):
    """coast's option `front2` (the home hero): the promenade row on the old row's slots (y, width) as a
    Mediterranean seafront, with draws of its own (seed): no vaults (`roofs`, the weights of hip, gable, flat),
    2-6 storeys (`floors`, their weights), a share of neighbours with no alley between them joined into one wider
    palazzo (`palazzo`: [share, its floors]), town2's `facade` (reveals, shutters, cornices, arcades), shopfronts
    under awnings (`awn`), windows on the sides toward the camera (`sides`), the hill's warm walls and dark matt
    openings, deeper ochres past y `far`. So the hotels still read over their neighbours: the slots before y `keep`
    keep their old floors (and are not joined), those before `cap`[0] take at most `cap`[1] floors."""
    rf = rng(f2.get('seed', 11))
    Mf = dict(M2, walls=[paint(c, 0.85, name='house3', bump=0) for c in town2.WARM],
              glass=plain('#16110d', 0.9, name='win3', spec=0.1),
              shutters2=[plain(c, 0.6, name='shut3' + c[1:]) for c in town2.SHUTTERS2])
    far = [paint(c, 0.85, name='house3', bump=0) for c in town2.WARM_FAR]
    h2 = dict(roofs=f2.get('roofs', [0.45, 0.2, 0.35]) + [0], pitch=f2.get('pitch', 0.32), eaves=f2.get('eaves', 0.7),
              win=f2.get('win', 1.1), facade=f2.get('facade', {'reveal': 0.3, 'loggia': 0.5}), awn=f2.get('awn', 0.5),
              sides=f2.get('sides', True))
    pz, pfl = f2.get('palazzo', [0.3, [4, 5, 5, 6]])
    i = 0
    while i < len(slots):
        y, w, fl0 = slots[i]
        if y < f2.get('keep', -1e9):
            fl = fl0
        elif i + 1 < len(slots) and abs(slots[i + 1][0] - (y + w)) < 0.01 and w + slots[i + 1][1] <= 32 and rf.random() < pz:
            w += slots[i + 1][1]
            i += 1
            fl = rf.choice(pfl)
        else:
            fl = rf.choices([2, 3, 4, 5, 6], f2.get('floors', [0.12, 0.3, 0.3, 0.18, 0.1]))[0]
        if y < f2.get('cap', [-1e9, 0])[0]:
            fl = min(fl, f2['cap'][1])
        walls = far if y > f2.get('far', 400) else Mf['walls']
        town2.house(g, Mf, rf, 29.0, y + w / 2, 1.6, -math.pi / 2, w, 14, fl, rf.choice(walls), lit=lit, h2=h2)
        i += 1


def coast(sc, sd):
    """The bay: a stone quay with a palm promenade, the two hotels facing the sea (the Amalfi tower:
    coast_extra.py), the town climbing the hill behind, boats on the water and islands on the horizon."""
    s_sor, s_ama = _styles()
    # option `amb` (the home hero): the sky's share in the light (world_sky's ambient_scale), lower for a sun that
    # models the town with shade; `sun_w` (the sun lamp's energy), and the Sorrento hero's `sun_elev`, `sun_tint`,
    # `dust` (_sky_sun)
    t = world_sky(sc, sd['tod'], sd['sun_azimuth'], ambient_scale=sd.get('amb', 1.0))
    _sky_sun(sc, sd)
    A.ocean(sc, size=2400, res=9, repeat=8, z=0.0, x=-900, y=600)
    if sd.get('sea_chop'):  # the home hero: a gentle ripple that breaks the reflections into streaks (lib.breezy_sea)
        lib.breezy_sea(*sd['sea_chop'])
    # the quay (a promenade on a stone sea wall) and the hill with the town
    stone = paint('#cdbd9f', 0.8, name='quaystone')
    box('quay', 0, 140, -400, 900, -3, 1.6, stone)
    box('promenade', 0.0, 14, -400, 900, 1.6, 1.65, tiles('#d9cbb2', '#bfae92', 0.6, 0.7, name='paving'))
    # option `road` (the Sorrento hero): the road paved in stone setts, [colour, joint colour, sett size m, tint vary]
    # (lib.tiles), in place of the grey asphalt
    rd = sd.get('road')
    box('road', 14, 24, -400, 900, 1.6, 1.63, tiles(rd[0], rd[1], rd[2], 0.8, rd[3], name='roadstone', rows=0.6) if rd else
        plain('#7d7a74', 0.85, name='asphalt'))
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
    # option `front2` (the home hero; town2 only): the row as a seafront (_front2) on the same slots
    f2 = sd.get('front2') if t2 else None
    gx = N.Geo('front2old') if f2 else None
    slots = []
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
            # (front2: the old house goes into a Geo never flushed, only so r draws as before: the slots stay)
            town2.house(gx if f2 else g2, M2, r, 29.0, y + wdt / 2, 1.6, -math.pi / 2, wdt, 14, max(3, int(h / 3.1)),
                        r.choice(M2['walls']), lit=sd.get('lit', 0.0))
        else:
            A.house(bt, 36, y + wdt / 2, 1.6, wdt, 14, h, '-x', r, r.choice(M['walls']), M, shop=True, flat=r.random() < 0.3,
                    lit=sd.get('lit', 0.0))
        slots.append((y, wdt, max(3, int(h / 3.1))))
        y += wdt + r.choice((0.0, 0.0, 3.5))
    if f2:
        _front2(g2, M2, f2, slots, sd.get('lit', 0.0))
    bt.flush()
    if t2:
        g2.flush(smooth=False)
    # Sorrento (warm, five floors, shutters) and Amalfi (ivory, taller, balconies of glass, a rooftop bar)
    s_sor = dict(s_sor, sign=sd.get('signs', {}).get('sorrento'))
    s_ama = dict(s_ama, sign=sd.get('signs', {}).get('amalfi'))
    if sd.get('facade2'):  # the Sorrento with reveals, surrounds, pediments, louvred shutters, a rusticated arcade
        _group(lambda: sorrento_facade(-12, 12, 0, 5, s_sor, seed=1, lit=sd.get('lit', 0.0), depth=16), loc=(30, 0, 1.6), rot_z=-90)
    else:
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
    # street2 (scene bay): promenade.py's pinnate date palms in stone pits and its cast-iron lamps instead of the
    # strip-frond palms and the bare poles with a ball
    st2 = sd.get('street2')
    if st2:
        import promenade
        gpal, glamp = N.Geo('palms2'), N.Geo('lamps2')
        pit = paint('#bfae8f', 0.85, name='pitstone')
        soil = plain('#4a3a2c', 0.95, name='pitsoil')
    for i, yy in enumerate(range(-140, 260, 16)):
        if -30 < yy < 0:
            continue  # Sorrento's forecourt: the hotel is seen whole from the promenade
        if st2:
            box('pit', 5.2, 6.8, yy - 0.8, yy + 0.8, 1.6, 1.68, pit)
            box('pitsoil', 5.35, 6.65, yy - 0.65, yy + 0.65, 1.6, 1.685, soil)
            promenade.palm(gpal, 6, yy, 1.65, 7.5 + (i % 3), seed=30 + i)
        else:
            A.palm(6, yy, 1.65, 7 + (i % 3), seed=30 + i, lean=0.08)
    for yy in range(-132, 260, 32):
        if -40 < yy < 0 or yy == 60:
            continue  # Sorrento's forecourt; the Amalfi card's foreground (amalfi-exterior)
        if st2:
            promenade.lamp_post(glamp, 11, yy, 1.65, h=4.2)
        else:
            cyl('lamppost', 11, yy, 1.65, 5.6, 0.06, plain('#22282a', 0.4, 0.6, name='lamppost'), 8)
            sphere('lamp', 11, yy, 5.8, 0.22, emission('#ffdcaa', 6.0 if t['lamps'] else 0.3), seg=12)
    # option `street_lamps` (the Sorrento hero's own scene): more of street2's cast-iron lamps, [x, y] each, where the
    # promenade's rhythm leaves none (the forecourt): a foreground for a camera
    if st2:
        for fx, fy in sd.get('street_lamps', []):
            promenade.lamp_post(glamp, fx, fy, 1.65, h=4.2)
    if st2:
        gpal.flush()
        glamp.flush()
    if sd.get('seafront'):  # the Sorrento hero: a kerb, planters with clipped hedges, benches, bollards (_seafront)
        _seafront(sd['seafront'])
    if sd.get('seawall'):  # the home hero: a dressed limestone quay wall, coping, parapet, steps, rings (_seawall)
        _seawall(sd['seawall'])
    else:
        box('balustrade', -0.3, 0.2, -400, 900, 1.6, 2.5, paint('#efe4d0', 0.6, name='balu', bump=0))
    # boats on the water (their hulls sit in it)
    for i, (bx, by, hd) in enumerate(((-90, 60, 20), (-160, 240, -10), (-260, -40, 70), (-420, 420, 0), (-600, 120, 35), (-70, 180, 90))):
        A.boat(bx, by, hd, 8 + (i % 3) * 2, seed=i)
    if sd.get('dusk'):
        _dusk(sc, sd, sd['dusk'])
    if sd.get('sky_tint'):  # the home hero: _sky_grade's tint at the golden hour (a warmer low sky, a deeper high one)
        _sky_grade(sc, sd['sun_azimuth'], sd['sky_tint'])
    if sd.get('amb_tint'):
        _amb_tint(sc, sd['amb_tint'])
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


def _seafront(f):
    """Option `seafront` of the coast (the Sorrento hero; default off): the promenade as a furnished seafront where
    the palms' and lamps' rhythm leaves it bare before the hotel. Keys, each optional: `kerb` [y0, y1] a raised
    kerb of pale limestone between the promenade (x < 14) and the road, with a band of darker stone paving along
    it; `planters` [[x, y], ...] stone planters 1.2 x 2.4 m with a clipped box hedge; `benches` [[x, y], ...]
    cast-iron benches with timber slats facing the sea (-x); `bollards` [x, y0, y1, step] low stone bollards along
    the kerb."""
    kstone = paint('#d6c8ae', 0.75, name='kerbstone')
    if f.get('kerb'):
        k0, k1 = f['kerb']
        box('kerb', 13.72, 14.02, k0, k1, 1.6, 1.76, kstone, bevel=0.02)
        box('kerbband', 12.9, 13.72, k0, k1, 1.6, 1.656, tiles('#b3a385', '#8f8068', 0.41, 0.7, 0.08, name='bandstone'))
        box('gutter', 14.02, 14.42, k0, k1, 1.6, 1.634, paint('#a8957a', 0.8, name='gutterstone'))
    pl = f.get('planters', [])
    if pl:
        gh = N.Geo('seahedge')
        for i, (px, py) in enumerate(pl):
            box('splanter', px - 0.6, px + 0.6, py - 1.2, py + 1.2, 1.6, 2.15, kstone, bevel=0.03)
            box('splantcap', px - 0.66, px + 0.66, py - 1.26, py + 1.26, 2.15, 2.21, kstone, bevel=0.02)
            venues.box_hedge(gh, px - 0.52, px + 0.52, py - 1.12, py + 1.12, 2.18, 2.72, seed=70 + i)
        gh.flush()
    iron = plain('#26292b', 0.45, 0.6, name='iron')
    slat = wood('#8a6a4a', name='benchslat', dir_x=False)
    for (bx, by) in f.get('benches', []):
        # ends: a cast-iron frame each (legs, arm, back post), the seat and the back of timber slats
        for ey in (by - 0.85, by + 0.85):
            box('bleg', bx - 0.3, bx - 0.25, ey - 0.03, ey + 0.03, 1.65, 2.1, iron)
            box('bleg', bx + 0.2, bx + 0.25, ey - 0.03, ey + 0.03, 1.65, 2.55, iron)
            box('barm', bx - 0.32, bx + 0.25, ey - 0.03, ey + 0.03, 2.1, 2.14, iron)
            box('bseatbar', bx - 0.28, bx + 0.22, ey - 0.03, ey + 0.03, 2.0, 2.04, iron)
        for k in range(4):
            sx = bx - 0.26 + k * 0.12
            box('bslat', sx, sx + 0.1, by - 0.95, by + 0.95, 2.04, 2.075, slat, bevel=0.006)
        for k in range(3):
            sz = 2.16 + k * 0.12
            box('bback', bx + 0.16, bx + 0.195, by - 0.95, by + 0.95, sz, sz + 0.09, slat, bevel=0.006)
    b = f.get('bollards')
    if b:
        bx, y0, y1, st = b
        y = y0
        while y <= y1 + 1e-6:
            cyl('bollard', bx, y, 1.65, 2.2, 0.11, kstone, 20, r2=0.09)
            sphere('bollardcap', bx, y, 2.2, 0.095, kstone, seg=16)
            y += st


def ashlar(c='#cdbd9f', course=0.5, block=1.35, wet=0.6, algae=0.18, name='ashlar'):
    """Dressed limestone in courses (the seawall option): blocks `block` m long in courses `course` m high on the
    wall's plane (world y along, z up: a wall facing -x), each block a little lighter or darker, sunk joints, a soft
    mottle and faint rain streaks down from the coping; toward the sea (world z) a darker, glossier wet band up to
    `wet` m with a ragged top, a thin green-brown algae line up to `algae` m, and the wall dark under the water."""
    c = col(c)

    def make():
        m, nt, b = _mat(name)
        v = _coord(nt)
        sep = nt.nodes.new('ShaderNodeSeparateXYZ')
        nt.links.new(v, sep.inputs[0])
        uv = nt.nodes.new('ShaderNodeCombineXYZ')
        nt.links.new(sep.outputs['Y'], uv.inputs['X'])
        nt.links.new(sep.outputs['Z'], uv.inputs['Y'])
        br = nt.nodes.new('ShaderNodeTexBrick')
        br.inputs['Scale'].default_value = 1.0
        br.inputs['Mortar Size'].default_value = 0.022
        br.inputs['Mortar Smooth'].default_value = 0.3
        br.inputs['Brick Width'].default_value = block
        br.inputs['Row Height'].default_value = course
        br.offset = 0.45
        br.offset_frequency = 2
        br.inputs['Bias'].default_value = 0.0
        br.inputs['Color1'].default_value = (*_shade(c, 0.9), 1)
        br.inputs['Color2'].default_value = (*_shade(c, 1.07), 1)
        br.inputs['Mortar'].default_value = (*_shade(c, 0.68), 1)
        nt.links.new(uv.outputs[0], br.inputs['Vector'])
        mot = _noise(nt, v, 0.9, 3, 0.55)
        motc = _ramp(nt, mot.outputs['Fac'], [(0.3, (0.9, 0.9, 0.9)), (0.7, (1.05, 1.05, 1.05))])
        # rain streaks: a noise stretched down the wall, darker under the coping
        st = _noise(nt, _mapping(nt, uv.outputs[0], (7.0, 0.35, 1.0)), 1.0, 2, 0.5)
        stc = _ramp(nt, st.outputs['Fac'], [(0.42, (1, 1, 1)), (0.62, (0.86, 0.84, 0.8))])
        cc = _multiply(nt, _multiply(nt, br.outputs['Color'], motc), stc, 0.7)
        # the water's marks, by world z with a ragged edge
        jag = _noise(nt, _mapping(nt, uv.outputs[0], (2.2, 0.5, 1.0)), 1.0, 2, 0.6)
        zz = _math(nt, 'MULTIPLY_ADD', jag.outputs['Fac'], 0.28, sep.outputs['Z'])  # z + 0.28 * noise (0..1)
        wetf = lib._smoothstep(nt, zz, wet + 0.14 - 0.12, wet + 0.14 + 0.1, to=(1.0, 0.0))
        algf = lib._smoothstep(nt, zz, algae + 0.14 - 0.05, algae + 0.14 + 0.03, to=(1.0, 0.0))
        deep = nt.nodes.new('ShaderNodeMapRange')
        nt.links.new(zz, deep.inputs['Value'])
        deep.inputs['From Min'].default_value = -0.3
        deep.inputs['From Max'].default_value = 0.1
        deep.inputs['To Min'].default_value = 1.0
        deep.inputs['To Max'].default_value = 0.0
        m1 = nt.nodes.new('ShaderNodeMix')
        m1.data_type = 'RGBA'
        m1.blend_type = 'MULTIPLY'
        nt.links.new(wetf, m1.inputs['Factor'])
        nt.links.new(cc, m1.inputs[6])
        m1.inputs[7].default_value = (0.52, 0.5, 0.46, 1)
        cc = lib._mix(nt, deep.outputs[0], lib._mix(nt, algf, m1.outputs[2], srgb('#4a4a2c')), srgb('#2c2d22'))
        nt.links.new(cc, b.inputs['Base Color'])
        rough = nt.nodes.new('ShaderNodeMapRange')
        nt.links.new(wetf, rough.inputs['Value'])
        rough.inputs['To Min'].default_value = 0.82
        rough.inputs['To Max'].default_value = 0.4
        nt.links.new(rough.outputs[0], b.inputs['Roughness'])
        b.inputs['Specular'].default_value = 0.35
        # the joints sunk, a fine grain on the blocks' faces
        gr = _noise(nt, v, 40.0, 2, 0.6)
        h = _math(nt, 'MULTIPLY_ADD', gr.outputs['Fac'], 0.15, _math(nt, 'SUBTRACT', 1.0, br.outputs['Fac']))
        _bump(nt, b, h, 0.5, 0.01)
        return m

    return cached(('ashlar', c, course, block, wet, algae, name), make)


def _seawall(w):
    """Option `seawall` of the coast (the home hero; default off), in place of the flat quay face and the plain
    parapet box: the quay's face dressed in limestone courses (ashlar: block-to-block tints, joints, rain streaks, a
    wet band and an algae line at the water) on a facing 0.25 m proud of the old face, a coping of paler stone
    standing out a further 0.17 m with a shadow under its nose, a coursed parapet with a moulded cap on it, flights
    of steps down to the water (the parapet open at their head) and iron mooring rings on the face. Keys (each
    optional): `stone` (the face's colour), `cope` (the coping's and the parapet cap's), `course`, `block` (m),
    `wet`, `algae` (their tops, m above the sea), `y` [y0, y1] (the wall's run), `steps` [y, ...]: a landing at y
    (1.8 m along the wall) and a flight 1.5 m wide going down from it toward -y to the water, `rings` [y0, y1, step]."""
    y0, y1 = w.get('y', [-400, 900])
    face = ashlar(w.get('stone', '#cdbd9f'), w.get('course', 0.5), w.get('block', 1.35), w.get('wet', 0.6), w.get('algae', 0.18),
                  name='quayface')
    pface = ashlar(w.get('pstone', '#d9ccb2'), 0.38, 0.95, -9.0, -9.0, name='parapetface')
    cope = paint(w.get('cope', '#e2d6bf'), 0.7, name='coping', bump=0.02)
    X = -0.25  # the facing's face (the old quay's at 0)
    steps = sorted(w.get('steps', []))
    gaps = [(sy - 0.1, sy + 1.9) for sy in steps]
    # the facing and the coping run whole; the parapet between the gaps at the steps' heads
    box('quayfacing', X, 0.02, y0, y1, -3.0, 1.42, face)
    box('coping', X - 0.17, 0.1, y0, y1, 1.42, 1.64, cope, bevel=0.025)
    ya = y0
    for (ga, gb) in gaps + [(y1, y1)]:
        if gb > ya and ga > ya:
            box('parapet', -0.2, 0.25, ya, ga, 1.64, 2.36, pface)
            box('parapetcap', -0.27, 0.32, ya, ga, 2.36, 2.5, cope, bevel=0.02)
            box('parapetplinth', -0.24, 0.29, ya, ga, 1.64, 1.72, cope)
        ya = gb
    # the flights: each step a block down to the sea bed (the wall's wet band and algae line on them by z), going
    # down toward -y (toward the jetty: the treads and their pale noses read as steps; a flight going away showed
    # only its landing's shaded end, a dark slab)
    rise, tread, n = 0.17, 0.32, 9
    for sy in steps:
        xa, xb = X - 1.55, X
        box('steplanding', xa, xb, sy, sy + 1.8, -2.0, 1.6, face)
        box('steplandcap', xa - 0.05, xb, sy, sy + 1.8, 1.42, 1.64, cope, bevel=0.015)
        for i in range(n):
            z1 = 1.6 - (i + 1) * rise
            ya_, yb_ = sy - (i + 1) * tread, sy - i * tread
            box('step', xa, xb, ya_, yb_, -2.0, z1, face)
            box('stepnose', xa - 0.03, xb, ya_, yb_ + 0.02, z1 - 0.06, z1 + 0.005, cope, bevel=0.01)
        yb = sy - n * tread
        box('steplow', xa, xb, yb - 1.4, yb, -2.0, 0.1, face)
    # iron mooring rings on plates, on the face above the wet band
    rg = w.get('rings')
    if rg:
        g = N.Geo('rings')
        iron = plain('#2b2622', 0.55, 0.7, name='ringiron')
        yy = rg[0]
        while yy <= rg[1]:
            if not any(a - 3 < yy < b + 3 for a, b in gaps):
                box('ringplate', X - 0.03, X, yy - 0.09, yy + 0.09, 0.95, 1.13, iron)
                pts = [Vector((X - 0.05, yy + 0.12 * math.sin(a), 0.93 - 0.12 * math.cos(a)))
                       for a in [k * math.tau / 16 for k in range(17)]]
                g.tube(iron, pts, [0.018] * len(pts), seg=6)
            yy += rg[2]
        g.flush()


def _amb_tint(sc, rgb):
    """Option `amb_tint` of the coast (the Sorrento hero; default off): an RGB gain on the world's light only (what lights
    the surfaces and what they mirror, not the sky the camera sees), so the shade takes a warm bounce, as from sunlit
    stone and paving, rather than the sky's grey-blue."""
    nt = sc.world.node_tree
    mixsh = next(n for n in nt.nodes if n.type == 'MIX_SHADER')
    bg_lit = mixsh.inputs[1].links[0].from_node
    if not bg_lit.inputs[0].links:
        return
    m = nt.nodes.new('ShaderNodeMix')
    m.data_type = 'RGBA'
    m.blend_type = 'MULTIPLY'
    m.inputs['Factor'].default_value = 1.0
    nt.links.new(bg_lit.inputs[0].links[0].from_socket, m.inputs[6])
    m.inputs[7].default_value = tuple(rgb) + (1,)
    nt.links.new(m.outputs[2], bg_lit.inputs[0])


def _sky_grade(sc, az_deg, g):
    """Option dusk.sky (the Amalfi hero's blue hour): a tint over the world by the view's elevation, clouds included
    (seen, lighting and mirrored by the sea): `low` (an RGB gain) at the horizon, strongest toward the sun's
    azimuth (its share `side`: 0 the same all round, 1 only toward the sun), fading up to `high` over the elevations'
    sines `band`. The Nishita sky at the blue hour is a flat grey-blue; this makes its afterglow and clear blue."""
    nt = sc.world.node_tree
    tc = nt.nodes.new('ShaderNodeTexCoord')
    sep = nt.nodes.new('ShaderNodeSeparateXYZ')
    nt.links.new(tc.outputs['Generated'], sep.inputs[0])
    band = g.get('band', [0.0, 0.3])
    f_el = sky._smooth(nt, sep.outputs['Z'], band[1], band[0])  # 1 at the horizon, 0 from band[1] up
    az = math.radians(az_deg)
    dot = nt.nodes.new('ShaderNodeVectorMath')
    dot.operation = 'DOT_PRODUCT'
    nt.links.new(tc.outputs['Generated'], dot.inputs[0])
    dot.inputs[1].default_value = (math.cos(az), math.sin(az), 0.0)  # the Nishita sky's sun: sun_rotation from +x
    toward = sky._math(nt, 'POWER', sky._math(nt, 'MAXIMUM', dot.outputs['Value'], 0.0), g.get('side_p', 2.0))
    side = g.get('side', 0.6)
    w = sky._math(nt, 'MULTIPLY', f_el, sky._math(nt, 'MULTIPLY_ADD', toward, side, 1.0 - side))
    mixc = nt.nodes.new('ShaderNodeMix')
    mixc.data_type = 'RGBA'
    mixc.blend_type = 'MIX'
    nt.links.new(w, mixc.inputs['Factor'])
    mixc.inputs[6].default_value = tuple(g.get('high', [0.8, 0.9, 1.3])) + (1,)
    mixc.inputs[7].default_value = tuple(g.get('low', [2.0, 1.2, 0.75])) + (1,)
    for b in [n for n in nt.nodes if n.type == 'BACKGROUND' and n.inputs[0].links]:
        m = nt.nodes.new('ShaderNodeMix')
        m.data_type = 'RGBA'
        m.blend_type = 'MULTIPLY'
        m.inputs['Factor'].default_value = 1.0
        nt.links.new(b.inputs[0].links[0].from_socket, m.inputs[6])
        nt.links.new(mixc.outputs[2], m.inputs[7])
        nt.links.new(m.outputs[2], b.inputs[0])


def _dusk(sc, sd, d):
    """Option `dusk` of the coast (the Amalfi hero's own scene, bay-amalfi): its evening. `sky`: _sky_grade's tint
    over the blue hour's world; `festoons`: warm bulbs on a sagging cable from lamp post to lamp post along the
    promenade (y from festoons[0] to [1]); `lamp_w`: a warm point light in each lamp's globe (pools on the paving and
    the balustrade); `quay_lights`: [watts, y from, y to, step]: small bronze lamps on the quay's wall
    washing it with scallops of warm light; `palm_up`: [watts, y from, y to]: an uplight in each palm's pit; `launch`: [x, y, heading] a day launch moored at the quay (boats.py)."""
    if d.get('sky'):
        _sky_grade(sc, sd['sun_azimuth'], d['sky'])  # the scene's world (its shots are all at its hour)
    lamps = [yy for yy in range(-132, 260, 32) if not (-40 < yy < 0 or yy == 60)]
    warm = (1.0, 0.72, 0.42)
    if d.get('lamp_w'):
        for yy in lamps:
            point_light('lamplight', (11, yy, 1.65 + 4.2 + 0.3), d['lamp_w'], warm, 0.2, shadow=False)
    if d.get('festoons'):
        y0, y1 = d['festoons']
        for a, b in zip(lamps, lamps[1:]):
            if b - a > 32 or a < y0 or b > y1:
                continue
            A.string_lights((11, a + 0.1, 5.5), (11, b - 0.1, 5.5), 22, 0.9, power=0.0)
    if d.get('palm_up'):
        w, ya, yb = d['palm_up']
        for yy in range(-140, 260, 16):
            if -30 < yy < 0 or not ya <= yy <= yb:
                continue
            point_light('palmup', (6.0 - 0.7, yy, 2.0), w, (1.0, 0.8, 0.55), 0.1, shadow=False)
    if d.get('quay_lights'):
        w, ya, yb, step = d['quay_lights']
        bronze = plain('#3a3129', 0.4, 0.6, name='quaylamp')
        glow = emission('#ffd9a8', 4.0)
        for yy in range(ya, yb + 1, step):
            box('quaylamp', -0.12, 0.0, yy - 0.12, yy + 0.12, 1.05, 1.3, bronze)
            box('quaylampglass', -0.13, -0.12, yy - 0.08, yy + 0.08, 1.08, 1.16, glow)
            point_light('quaylight', (-0.3, yy, 1.1), w, warm, 0.05, shadow=False)
    if d.get('launch'):
        import boats
        x, y, hd = d['launch']
        boats.launch(x, y, hd, trim=0.5)


def sorrento_facade(x0, x1, y, floors, s, seed=1, lit=0.0, depth=16.0, floor_h=3.3, base_h=4.5):
    """The Vela Sorrento with depth (option `facade2` of the coast; A.facade is the flat one): walls 35 cm thick with
    the French windows set into them (reveals), stone surrounds, pediments over the first floor's windows and
    hoods over the others, louvred shutters (most folded back, some closed), balconies on consoles with iron
    railings and flowers, quoins, string courses, a rusticated arcade on the ground floor (arches with
    intrados, archivolts, keystones, glazed doors and fanlights), a cornice of dentils and modillions, windows on
    the sides too, a hipped roof of tiles. Facing -y like A.facade (front at y, x from x0 to x1); returns H."""
    r = rng(seed)
    T = 0.35  # wall thickness: the windows' reveals
    H = base_h + floors * floor_h
    W = x1 - x0
    wall = paint(s['facade'], name='facade', bump=0.03)
    trim = paint(s['facade_trim'], name='trim', bump=0)
    stone = paint('#dccaa6', 0.8, name='sorstone', bump=0.02)
    win = plain('#1d2a33', 0.05, name='winglass', spec=0.9)
    winlit = emission('#f3c48a', 0.9)
    frame = plain('#efe8da', 0.5, name='winframe')
    shut = plain(s['shutter'], 0.6, name='shutter')
    iron = plain('#232a28', 0.45, 0.6, name='iron')
    doorbronze = plain('#3b3128', 0.5, 0.3, name='doorframe')
    arch_glass = emission('#e6a868', 0.5) if lit else plain('#2a2620', 0.3, name='archdark', spec=0.7)
    bt = A.Batch('sorrento')
    # the faces: origin, tangent (u), outward normal (v > 0 is outside)
    FACES = {'front': ((x0, y), (1, 0), (0, -1)), 'right': ((x1, y), (0, 1), (1, 0)), 'left': ((x0, y), (0, 1), (-1, 0))}

    def P(f, u, v, z):
        (ox, oy), (tx, ty), (nx, ny) = FACES[f]
        return (ox + u * tx + v * nx, oy + u * ty + v * ny, z)

    def B(f, u0, u1, v0, v1, z0, z1, mat):
        a, b = P(f, u0, v0, z0), P(f, u1, v1, z1)
        bt.box(a[0], b[0], a[1], b[1], z0, z1, mat)

    def X(f, pts, mat):  # a six-sided solid from 8 (u, v, z) corners
        bt.hexa([P(f, *q) for q in pts], mat)

    def quads(f, rows, mat):  # a strip of quads between two rows of (u, v, z) points
        bm = bt._bm(mat)
        vs = [[bm.verts.new(P(f, *q)) for q in row] for row in rows]
        for a, b in zip(vs, vs[1:]):
            for i in range(len(a) - 1):
                bm.faces.new((a[i], a[i + 1], b[i + 1], b[i]))

    def louvred(f, u0, u1, v0, v1, z0, z1):
        B(f, u0, u0 + 0.06, v0, v1, z0, z1, shut)
        B(f, u1 - 0.06, u1, v0, v1, z0, z1, shut)
        for zz in (z0, (z0 + z1) / 2 - 0.04, z1 - 0.08):
            B(f, u0, u1, v0, v1, zz, zz + 0.08, shut)
        n = int((z1 - z0 - 0.2) / 0.075)
        for k in range(n):
            zc = z0 + 0.1 + (k + 0.5) * (z1 - z0 - 0.2) / n
            if abs(zc - (z0 + z1) / 2) < 0.06:
                continue
            a, b = u0 + 0.06, u1 - 0.06
            X(f, [(a, v0 + 0.01, zc + 0.02), (b, v0 + 0.01, zc + 0.02), (b, v1, zc - 0.03), (a, v1, zc - 0.03),
                  (a, v0 + 0.01, zc + 0.035), (b, v0 + 0.01, zc + 0.035), (b, v1, zc - 0.015), (a, v1, zc - 0.015)], shut)

    def window(f, uc, zs, ww, hh, hood, balcony, shutters):
        ua, ub = uc - ww / 2, uc + ww / 2
        ze = zs + hh
        # the glazed doors set back in the wall, their frames, a transom under a fanlight
        B(f, ua, ub, -T + 0.06, -T + 0.08, zs, ze, winlit if (lit and r.random() < lit * 0.6) else win)
        for (a, b) in ((ua, ua + 0.08), (ub - 0.08, ub), (uc - 0.035, uc + 0.035)):
            B(f, a, b, -T + 0.08, -T + 0.14, zs, ze, frame)
        for zz in (ze - 0.08, zs + hh * 0.74):
            B(f, ua, ub, -T + 0.08, -T + 0.14, zz, zz + 0.07, frame)
        B(f, ua, ub, -T + 0.08, -T + 0.14, zs, zs + 0.22, frame)  # the doors' bottom rails
        # the stone surround, its sill, and over it a pediment or a hood on a frieze
        sw = 0.17
        B(f, ua - sw, ua, 0.0, 0.05, zs, ze + sw, trim)
        B(f, ub, ub + sw, 0.0, 0.05, zs, ze + sw, trim)
        B(f, ua - sw, ub + sw, 0.0, 0.05, ze, ze + sw, trim)
        if not balcony:
            B(f, ua - 0.12, ub + 0.12, 0.0, 0.1, zs - 0.09, zs, trim)
        if hood == 'pediment':
            zb = ze + sw + 0.05
            B(f, ua - sw - 0.05, ub + sw + 0.05, 0.0, 0.16, zb - 0.05, zb + 0.07, trim)
            m = (ua + ub) / 2
            h = 0.3
            L, R = ua - sw - 0.05, ub + sw + 0.05
            X(f, [(L, 0.0, zb + 0.07), (R, 0.0, zb + 0.07), (R, 0.16, zb + 0.07), (L, 0.16, zb + 0.07),
                  (m - 0.01, 0.0, zb + 0.07 + h), (m + 0.01, 0.0, zb + 0.07 + h), (m + 0.01, 0.16, zb + 0.07 + h), (m - 0.01, 0.16, zb + 0.07 + h)], trim)
        elif hood == 'cornice':
            B(f, ua - sw, ub + sw, 0.0, 0.08, ze + sw, ze + sw + 0.16, trim)
            B(f, ua - sw - 0.05, ub + sw + 0.05, 0.0, 0.18, ze + sw + 0.16, ze + sw + 0.26, trim)
        if shutters == 'open':  # folded back against the wall beside the surround
            for (a, b) in ((ua - sw - ww / 2 - 0.02, ua - sw - 0.02), (ub + sw + 0.02, ub + sw + ww / 2 + 0.02)):
                louvred(f, a, b, 0.0, 0.045, zs, ze)
        elif shutters == 'closed':  # shut in the reveal
            louvred(f, ua + 0.01, uc - 0.005, -0.16, -0.11, zs, ze)
            louvred(f, uc + 0.005, ub - 0.01, -0.16, -0.11, zs, ze)
        elif shutters == 'half':
            louvred(f, ua + 0.01, uc - 0.005, -0.16, -0.11, zs, ze)
            louvred(f, ub + sw + 0.02, ub + sw + ww / 2 + 0.02, 0.0, 0.045, zs, ze)
        if balcony:
            bd, bw2 = 0.95, ww + 0.9
            a, b = uc - bw2 / 2, uc + bw2 / 2
            B(f, a, b, 0.0, bd, zs - 0.17, zs, trim)
            B(f, a + 0.06, b - 0.06, 0.0, bd - 0.07, zs - 0.27, zs - 0.17, trim)
            for cu in (a + 0.12, b - 0.12):  # consoles
                X(f, [(cu - 0.07, 0.0, zs - 0.75), (cu + 0.07, 0.0, zs - 0.75), (cu + 0.07, 0.16, zs - 0.75), (cu - 0.07, 0.16, zs - 0.75),
                      (cu - 0.07, 0.0, zs - 0.27), (cu + 0.07, 0.0, zs - 0.27), (cu + 0.07, bd - 0.12, zs - 0.27), (cu - 0.07, bd - 0.12, zs - 0.27)], trim)
            vb = bd - 0.06
            B(f, a + 0.03, b - 0.03, vb - 0.03, vb + 0.03, zs + 0.93, zs + 1.0, iron)
            B(f, a + 0.03, b - 0.03, vb - 0.015, vb + 0.015, zs + 0.1, zs + 0.13, iron)
            nb = int((b - a) / 0.13)
            for q in range(nb + 1):
                uu = a + 0.05 + q * (b - a - 0.1) / nb
                B(f, uu - 0.011, uu + 0.011, vb - 0.011, vb + 0.011, zs, zs + 0.95, iron)
            for uu in (a + 0.05, b - 0.05):  # the sides
                B(f, uu - 0.015, uu + 0.015, 0.07, vb, zs + 0.93, zs + 1.0, iron)
                for q in range(6):
                    vv = 0.1 + q * (vb - 0.1) / 6
                    B(f, uu - 0.011, uu + 0.011, vv - 0.011, vv + 0.011, zs, zs + 0.95, iron)
            if r.random() < 0.55:  # a trough of geraniums inside the rail, bougainvillea spilling over it
                B(f, a + 0.2, b - 0.2, vb - 0.3, vb - 0.08, zs, zs + 0.35, plain('#b8683f', 0.8, name='terracotta'))
                fl.append((f, a + 0.3, b - 0.3, vb - 0.19, zs + 0.35, vb + 0.03, zs + 1.0))

    fl = []
    # the body behind the walls
    bt.box(x0 + T, x1 - T, y + T, y + depth, -1, H, wall)
    col_u = [(i + 0.5) * W / 6 for i in range(6)]
    ww, hh = 1.3, 2.3
    for f, us, L in (('front', col_u, W), ('right', [4.6, 8.4, 12.2], depth), ('left', [4.6, 8.4, 12.2], depth)):
        u_lo = 0.0 if f == 'front' else T
        # the upper floors' wall, pieced around the openings
        for k in range(floors):
            zz = base_h + k * floor_h
            zs, ze = zz + 0.2, zz + 0.2 + hh
            edges = [u_lo] + [e for uc in us for e in (uc - ww / 2, uc + ww / 2)] + [L]
            for q in range(0, len(edges), 2):
                B(f, edges[q], edges[q + 1], -T, 0.0, zz, zz + floor_h, wall)
            for uc in us:
                B(f, uc - ww / 2, uc + ww / 2, -T, 0.0, zz, zs, wall)
                B(f, uc - ww / 2, uc + ww / 2, -T, 0.0, ze, zz + floor_h, wall)
                if f == 'front':
                    q = r.random()
                    sh = 'open' if q < 0.68 else ('closed' if q < 0.86 else 'half')
                    window(f, uc, zs, ww, hh, 'pediment' if k == 0 else 'cornice', True, sh)
                else:
                    q = r.random()
                    window(f, uc, zs, ww * 0.85, hh - 0.4, 'cornice' if k == 0 else None, False, 'open' if q < 0.6 else 'closed')
            # a string course at every floor
            B(f, u_lo - (0.06 if f == 'front' else 0.0), L + (0.06 if f == 'front' else 0.0), 0.0, 0.07, zz - 0.1, zz + 0.04, trim)
        # quoins up the corners (long and short blocks, both faces)
        for k in range(int((H - base_h) / 0.5)):
            z = base_h + 0.3 + k * 0.5
            if z + 0.44 > H - 0.9:
                break
            ln = 0.45 if k % 2 == 0 else 0.28
            if f == 'front':
                B(f, 0.0, ln, 0.0, 0.04, z, z + 0.44, trim)
                B(f, W - ln, W, 0.0, 0.04, z, z + 0.44, trim)
            else:
                B(f, 0.0, ln - 0.04, 0.0, 0.04, z, z + 0.44, trim)
        # the ground floor: rusticated stone (courses 0.5 m with grooves) on a plinth; the front's is its arcade (below)
        if f != 'front':
            B(f, u_lo, L, -T, 0.0, 0.0, base_h, stone)
            B(f, 0.0, L, 0.0, 0.12, 0.0, 0.32, stone)
            for k in range(int((base_h - 0.32) / 0.5)):
                z = 0.32 + k * 0.5
                B(f, 0.0, L, 0.0, 0.05, z + 0.02, min(base_h - 0.1, z + 0.48), stone)
        # the band over it, a balcony course along the first floor
        B(f, -0.15 if f != 'front' else -0.15, L + (0.15 if f == 'front' else 0.0), 0.0, 0.2, base_h - 0.1, base_h + 0.22, trim)
    # the front's arcade: arches between rusticated piers
    ar = W / 6 * 0.32
    zsp = base_h - 0.55 - ar
    piers = [0.0] + [e for uc in col_u for e in (uc - ar, uc + ar)] + [W]
    for q in range(0, len(piers), 2):
        a, b = piers[q], piers[q + 1]
        B('front', a, b, -T, 0.0, 0.0, base_h, stone)
        B('front', a - (0.08 if a == 0 else 0.0), b + (0.08 if b == W else 0.0), 0.0, 0.12, 0.0, 0.32, stone)
        for k in range(int((base_h - 0.32) / 0.5)):
            z = 0.32 + k * 0.5
            B('front', a + (0.02 if a > 0 else 0.0), b - (0.02 if b < W else 0.0), 0.0, 0.05, z + 0.02, min(base_h - 0.1, z + 0.48), stone)
    for uc in col_u:
        # the opening (the stone box of the ground floor is cut back here: the door glazing stands 0.34 in)
        n = 16
        arc = [(uc + ar * math.cos(math.pi * (1 - i / n)), zsp + ar * math.sin(math.pi * (1 - i / n))) for i in range(n + 1)]
        # cover the ground box's face inside the opening: the doors in front of it at -0.34 .. -0.3
        B('front', uc - ar, uc + ar, -0.34, -0.31, 0.0, zsp, arch_glass)
        quads('front', [[(u, -0.32, zsp) for (u, z) in arc], [(u, -0.32, z) for (u, z) in arc]], arch_glass)
        for (a, b) in ((uc - ar, uc - ar + 0.09), (uc + ar - 0.09, uc + ar), (uc - 0.04, uc + 0.04)):
            B('front', a, b, -0.31, -0.25, 0.0, zsp, doorbronze)
        for (a, b) in ((uc - ar * 0.55 - 0.035, uc - ar * 0.55 + 0.035), (uc + ar * 0.55 - 0.035, uc + ar * 0.55 + 0.035)):
            B('front', a, b, -0.31, -0.27, 0.0, zsp, doorbronze)
        B('front', uc - ar, uc + ar, -0.31, -0.25, zsp - 0.08, zsp, doorbronze)
        B('front', uc - ar, uc + ar, -0.31, -0.25, 0.0, 0.12, doorbronze)
        # the reveals: the jambs' depth, the intrados of the arch, the spandrels up to the band
        B('front', uc - ar - 0.01, uc - ar, -0.36, 0.0, 0.0, zsp, stone)
        B('front', uc + ar, uc + ar + 0.01, -0.36, 0.0, 0.0, zsp, stone)
        quads('front', [[(u, 0.0, z) for (u, z) in arc], [(u, -0.36, z) for (u, z) in arc]], stone)
        outer = []
        for (u, z) in arc:
            dx, dz = u - uc, z - zsp
            t = min(abs(ar / dx) if abs(dx) > 1e-6 else 1e9, (base_h - 0.1 - zsp) / dz if dz > 1e-6 else 1e9)
            outer.append((uc + dx * t, zsp + dz * t))
        quads('front', [[(u, 0.0, z) for (u, z) in arc], [(u, 0.0, z) for (u, z) in outer]], stone)
        # the archivolt: a band of stone around the arch, a keystone
        ring = [(uc + (ar + 0.22) * math.cos(math.pi * (1 - i / n)), zsp + (ar + 0.22) * math.sin(math.pi * (1 - i / n))) for i in range(n + 1)]
        quads('front', [[(u, 0.05, z) for (u, z) in arc], [(u, 0.05, z) for (u, z) in ring]], trim)
        quads('front', [[(u, 0.0, z) for (u, z) in ring], [(u, 0.05, z) for (u, z) in ring]], trim)
        kz = zsp + ar
        X('front', [(uc - 0.16, 0.0, kz - 0.05), (uc + 0.16, 0.0, kz - 0.05), (uc + 0.16, 0.09, kz - 0.05), (uc - 0.16, 0.09, kz - 0.05),
                    (uc - 0.24, 0.0, kz + 0.42), (uc + 0.24, 0.0, kz + 0.42), (uc + 0.24, 0.09, kz + 0.42), (uc - 0.24, 0.09, kz + 0.42)], trim)
    # the cornice: an architrave band, a frieze, a bed moulding, dentils, modillions, the corona and its cyma
    def ring_box(z0, z1, p, mat):
        bt.box(x0 - p, x1 + p, y - p, y + depth + p, z0, z1, mat)
    ring_box(H - 0.1, H + 0.08, 0.12, trim)
    for (z0, z1, p, step, w) in ((H + 0.08, H + 0.2, 0.24, 0.24, 0.11), (H + 0.2, H + 0.4, 0.62, 0.9, 0.16)):
        u = 0.3
        while u < W - 0.3:
            X('front', [(u - w / 2, 0.0, z0), (u + w / 2, 0.0, z0), (u + w / 2, p * (0.55 if step > 0.5 else 1.0), z0), (u - w / 2, p * (0.55 if step > 0.5 else 1.0), z0),
                        (u - w / 2, 0.0, z1), (u + w / 2, 0.0, z1), (u + w / 2, p, z1), (u - w / 2, p, z1)], trim)
            u += step
        for f in ('right', 'left'):
            u = 0.5
            while u < depth - 0.3:
                B(f, u - w / 2, u + w / 2, 0.0, p, z0 + (0.05 if step > 0.5 else 0.0), z1, trim)
                u += step
    ring_box(H + 0.08, H + 0.2, 0.12, trim)
    ring_box(H + 0.4, H + 0.6, 0.72, trim)
    ring_box(H + 0.6, H + 0.7, 0.78, trim)
    bt.flush()
    # geraniums in the troughs, bougainvillea over the rails
    g = N.Geo('sorflowers')
    ger = [N.leaf_mat('#3f5e2c', 'gerleaf'), N.leaf_mat('#c8283c', 'geranium', sheen=0.2, trans=0.3)]
    for (f, a, b, v, z, vr, zr) in fl:
        n = int((b - a) / 0.35)
        for q in range(n + 1):
            u = a + q * (b - a) / max(1, n)
            N.shrub(g, *P(f, u, v, z), rad=0.22, seed=int(u * 100 + z * 10), mats=ger, n=24, leaf=0.06, flat=0.9)
        if r.random() < 0.7:
            u0 = a + r.uniform(0, (b - a) * 0.4)
            N.bougainvillea(g, [P(f, u0 + t * 0.25, vr, zr) for t in range(6)], seed=int(u0 * 37 + z), n=70, size=0.06)
    g.flush()
    if s.get('sign'):
        A.sign(s['sign'], (x0 + x1) / 2, y - 0.66, H + 0.71, 0.95)  # on the corona's front edge: further back the cornice hides it from the street
    rm = town2.roof_tiles('#b4643f')
    ob = box('roof', x0 - 0.3, x1 + 0.3, y - 0.3, y + depth + 0.3, H + 0.7, H + 0.71, rm)
    for v in ob.data.vertices:  # a hipped roof
        if v.co.z > H + 0.705:
            v.co.z = H + 3.4
            v.co.x = (x0 + x1) / 2 + (v.co.x - (x0 + x1) / 2) * 0.45
            v.co.y = y + depth / 2 + (v.co.y - y - depth / 2) * 0.1
    return H


def terrace(sc, sd):
    """A seaside dining terrace on the quay: tables in white linen, chairs, glasses, parasols or string lights,
    a stone balustrade, the bay beyond."""
    s_sor, s_ama = _styles()
    s = s_sor if sd.get('hotel', 'sorrento') == 'sorrento' else s_ama
    # sky_scale / amb_scale / sun_scale / paving / cloth: the bistro's morning (defaults leave the other shots as they were)
    t = world_sky(sc, sd['tod'], sd['sun_azimuth'], sd.get('sky_scale', 1.0), sd.get('amb_scale', 1.0))
    if sd.get('sun_scale') and bpy.data.objects.get('sun'):
        bpy.data.objects['sun'].data.energy *= sd['sun_scale']
    _sky_sun(sc, sd)  # a clearer morning air than the preset's haze; the bistro's late afternoon sun
    if sd.get('calm_sea'):
        venues_extra.calm_sea(-6.0)  # one plane to the horizon: a close-up would see the wave grid's edges
    else:
        A.ocean(sc, size=2000, res=8, repeat=8, z=-6.0, y=1100)
    if sd.get('clouds'):  # a sky with clouds (sky.py); without it the plain Nishita gradient
        c = sd['clouds']
        sky.clouds_from(sc, sd['tod'], sd['sun_azimuth'], c)
    if sd.get('sky_tone'):
        # [hue, saturation, value] over the whole world (seen, lighting and mirrored by the sea), clouds included:
        # offers-hero's softer sunset, where the sunset preset's dusty sky read a saturated orange-yellow band
        hue, sat, val = sd['sky_tone']
        wnt = sc.world.node_tree
        for b in [n for n in wnt.nodes if n.type == 'BACKGROUND' and n.inputs[0].links]:
            hsv = wnt.nodes.new('ShaderNodeHueSaturation')
            hsv.inputs['Hue'].default_value = hue
            hsv.inputs['Saturation'].default_value = sat
            hsv.inputs['Value'].default_value = val
            wnt.links.new(b.inputs[0].links[0].from_socket, hsv.inputs['Color'])
            wnt.links.new(hsv.outputs[0], b.inputs[0])
    # isle_scrub: rock_mat's scrub and dry colours, greener (the default's olive and straw read as bare rock)
    isle_m = N.rock_mat(scrub=sd['isle_scrub'][0], dry=sd['isle_scrub'][1]) if sd.get('isle_scrub') else None
    # rock_isles_look (None: rock_mat's pale plateau): the headlands and islands as Mediterranean islets, nature.islet_kw's
    # dict (rock_island's style 'coast' in coast_mat, as town2.wooded_isles' isle_look); plateau, isle_rough and
    # isle_scrub are then unused
    look = sd.get('rock_isles_look')
    ikw = N.islet_kw(look) if look else None
    for k, (cx, cy, rx, ry, pk, rot, *more) in enumerate(sd.get('rock_isles', [])):
        # rocky headlands and islands (nature.py: cliffs, strata, scrub, a wet line at the sea), their foot at the sea;
        # an optional 7th value: the share of the height that is plateau (lower: a hill rising behind the cliffs)
        # isle_rough: the plateau's noise (rock_island's rough, 0.35): its ~45 m bumps read as spikes against a sunset
        if look:
            isl = N.rock_island('rockisle%d' % k, cx, cy, rx, ry, pk, 110 + k, res=max(3.0, rx / 70), rot=rot, **ikw)
        else:
            isl = N.rock_island('rockisle%d' % k, cx, cy, rx, ry, pk, 110 + k, res=max(3.0, rx / 70), rot=rot, plateau=more[0] if more else 0.65,
                                rough=sd.get('isle_rough', 0.35), mat=isle_m)
        isl.location.z = -6.0
    if sd.get('islands', True):
        A.terrain('headland', 700, 1000, 900, 420, 95, 12, z0=-30, rough=0.5)
        A.terrain('island1', -900, 3000, 700, 260, 150, 13, z0=-30)
        A.terrain('island2', 1300, 4500, 900, 300, 220, 14, z0=-30)
    # the terrace: x across, y toward the sea; the balustrade at y = 12
    # pavers (the heroes dining-hero and bistro-hero, 2026-11-30): lib.pavers' honed stone slabs in random-length courses,
    # each its own tint, grain, wear, darker recessed joints, a soft sheen (a dict of its keywords, or True), where
    # lib.tiles' even grid of identical 0.5 m squares read as a bathroom floor; without it the other shots keep the tiles
    if sd.get('pavers'):
        pkw = sd['pavers'] if isinstance(sd['pavers'], dict) else {}
        pmat = lib.pavers(*sd.get('paving', ('#d8c9ae', '#bfae92')), name='paving', **pkw)
    else:
        pmat = tiles(*sd.get('paving', ('#d8c9ae', '#bfae92')), 0.5, 0.7, name='paving')
    box('deck', -12, 12, -4, 12, -0.3, 0.0, pmat)
    box('support', -12, 12, -4, 12, -8, -0.3, paint('#cdbd9f', 0.8, name='quaystone'))
    box('backwall', -12, 12, -4.3, -4, 0, 4.5, paint(s['facade'], name='facade'))
    balu = paint(sd.get('balu', '#efe4d0'), 0.6, name='balu', bump=0)
    for k in range(60):
        xx = -11.8 + k * 0.4
        if sd.get('balu_round'):  # round (drinks.bistro_setting's profile); 12-sided, they show their facets in a card
            venues._fine_lathe('baluster', xx, 12, 0, [(0.07, 0), (0.066, 0.03), (0.05, 0.2), (0.09, 0.45), (0.04, 0.75), (0.05, 0.8), (0.07, 0.85)],
                               balu, 48, 4)
        else:
            A.lathe('baluster', xx, 12, 0, [(0.07, 0), (0.05, 0.2), (0.09, 0.45), (0.04, 0.75), (0.07, 0.85)], balu, 12)
    box('rail', -12, 12, 11.85, 12.15, 0.85, 0.98, balu)
    box('plinth', -12, 12, 11.85, 12.15, 0, 0.06, balu)
    cloth = linen(sd.get('cloth', '#f8f5ee'), name='tablecloth')
    chair_w = wood('#6b4a32', name='chairwood') if sd.get('hotel', 'sorrento') == 'sorrento' else plain('#2b3b4c', 0.4, name='chairnavy')
    r = rng(3)
    # furnished (the cards bistro and preview-dining): furniture.py's bentwood chairs with caned seats for the slab
    # chairs (they read as plank boxes), a floor-length cloth falling in folds to a hem (interiors._cloth) for the
    # cylinder, drinks.plate's plates with a well and a rim; without it the shots keep what they were rendered with
    furnished = sd.get('furnished', False)
    plate = plain('#fbfaf7', 0.12, name='porcelain', spec=0.6 if furnished else 0.5)
    if furnished:
        import furniture as F
        import drinks
        from interiors import _cloth
        bent = F.grain('#2c1b11', rough=0.32, name='bentwood')
        cane = rattan('#c9a66c')
    for i, (tx, ty) in enumerate(((-7.5, 1.5), (-3, 1.5), (1.5, 1.5), (6, 1.5), (-5.25, 5.5), (-0.75, 5.5), (3.75, 5.5), (8.25, 5.5), (-7.5, 9.5), (-3, 9.5), (1.5, 9.5), (6, 9.5))):
        if [tx, ty] in sd.get('skip_tables', []):  # a table left out to keep a hero's title corner calm
            continue
        if furnished:
            _cloth(tx, ty, 0.52, 0.77, 0.015, cloth, folds=20, seed=int(tx * 7 + ty * 3) % 97)
        else:
            cyl('tcloth', tx, ty, 0.3, 0.76, 0.55, cloth, 40, r2=0.5)
            cyl('ttop', tx, ty, 0.74, 0.77, 0.52, cloth, 40)
        laid = furnished and [tx, ty] in sd.get('laid', [])
        for k in range(4):
            a = k * math.pi / 2 + math.pi / 4
            facing = math.degrees(a) + 90
            px, py = tx + math.cos(a) * 0.32, ty + math.sin(a) * 0.32
            if furnished:
                # the seat's front 0.2 m inside the hem's reach (the skirt flares to ~0.6 m at the floor)
                F.bistro_chair(tx + math.cos(a) * 0.86, ty + math.sin(a) * 0.86, facing, bent, cane)
                if laid:
                    continue
                drinks.plate(px, py, 0.77, 0.13, mat=plate)
            else:
                cx, cy = tx + math.cos(a) * 0.78, ty + math.sin(a) * 0.78
                _group(lambda: _dining_chair(chair_w, s), loc=(cx, cy, 0), rot_z=facing)
                cyl('plate', px, py, 0.77, 0.785, 0.13, plate, 32)
            A.wine_glass(tx + math.cos(a + 0.5) * 0.3, ty + math.sin(a + 0.5) * 0.3, 0.77, '#e9d79a' if k % 2 else None)
        if laid:
            _laid_table(tx, ty, sd, t)
            continue
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
    # real_plants (the terraces' heroes and cards): nature.py's olive (a gnarled trunk, crooked branches, leaf sprays
    # with sky between them) and a potted bougainvillea of stems, leaves and hanging bracts for the balls
    real = sd.get('real_plants', False)
    gpl = N.Geo('terraceplants') if real else None
    for px in (-10.5, 10.5):
        box('planter', px - 0.6, px + 0.6, -3.8, -2.6, 0, 0.6, paint('#d8c6a6', name='planter'))
        if real:
            cyl('plsoil', px, -3.2, 0.55, 0.58, 0.5, plain('#3a2b1f', 1.0, name='soil', spec=0.1), 24)
            N.olive(gpl, px, -3.2, 0.58, h=3.1, seed=61 + int(px), lod=0)
        else:
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
        if real:
            _bougainvillea_pot(gpl, px, py)
        else:
            leaf = A.foliage('#4d6b34')
            rr = rng(9)
            for k in range(16):
                a = rr.random() * math.tau
                sphere('bleaf', px + math.cos(a) * rr.random() * 0.5, py + math.sin(a) * rr.random() * 0.35, 0.8 + rr.random() * 1.1, 0.18 + rr.random() * 0.1, leaf,
                       seg=10)
            for k in range(90):
                a = rr.random() * math.tau
                sphere('bloom', px + math.cos(a) * rr.random() * 0.6, py + math.sin(a) * rr.random() * 0.4, 0.85 + rr.random() * 1.2, 0.06 + rr.random() * 0.06, bg,
                       seg=8)
    # boug (the bistro's hero): potted bougainvilleas standing on the paving, [x, y] each (real_plants' stems, leaves, bracts)
    # pot_clay: the pots of weathered, muted clay (_aged_clay), the olive's with a rolled rim; without it the plain
    # saturated orange cylinders the first late-afternoon render had (they read as toys at the frame's edge)
    clay = _aged_clay() if sd.get('pot_clay') else None
    for k, (px, py) in enumerate(sd.get('boug', [])):
        cyl('bpot', px, py, 0.0, 0.62, 0.36, clay or plain('#b8683f', 0.8, name='terracotta'), 24, r2=0.44)
        cyl('bsoil', px, py, 0.55, 0.6, 0.4, plain('#3a2e25', 0.9, name='soil'), 24)
        if gpl:
            _bougainvillea_pot(gpl, px, py, seed=9 + 4 * k)
    # pot_olives (the bistro's hero): olive trees in large terracotta pots on the paving, [x, y, height, seed] each
    for (px, py, ph, seed) in sd.get('pot_olives', []) if gpl else []:
        if clay:  # the lobby's wide pot with a rolled lip, the soil topped with moss (interiors._potted_olive)
            from interiors import _potted_olive
            _potted_olive(gpl, px, py, clay, h=ph, seed=seed, r=0.5)
            continue
        cyl('opot', px, py, 0.0, 0.6, 0.42, plain('#b8683f', 0.8, name='terracotta'), 32, r2=0.5)
        cyl('osoil', px, py, 0.54, 0.58, 0.46, plain('#3a2e25', 0.9, name='soil'), 32)
        N.olive(gpl, px, py, 0.58, h=ph, seed=seed, lod=0)
    if gpl:
        gpl.flush(smooth=True)
    return {}, {}


def _aged_clay():
    """Weathered terracotta (pot_clay, the bistro's hero): a muted, dusty clay, mottled from a darker fired tone to a
    pale lime bloom where water has dried on it, darker and damp at its foot, with a fine grainy bump."""
    def make():
        m, nt, b = lib._mat('agedclay')
        v = lib._coord(nt)
        n = lib._noise(nt, v, 3.5, 3, 0.55, distortion=0.4)
        cc = lib._ramp(nt, n.outputs['Fac'], [(0.32, lib.col('#8c654f')), (0.5, lib.col('#a27a62')), (0.68, lib.col('#b9a08c'))])
        sep = nt.nodes.new('ShaderNodeSeparateXYZ')
        nt.links.new(v, sep.inputs[0])
        foot = lib._ramp(nt, sep.outputs['Z'], [(0.02, (0.72, 0.72, 0.72)), (0.16, (1.0, 1.0, 1.0))])
        nt.links.new(lib._multiply(nt, cc, foot), b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.88
        b.inputs['Specular'].default_value = 0.25
        n2 = lib._noise(nt, v, 80, 2, 0.6)
        lib._bump(nt, b, n2.outputs['Fac'], 0.12, 0.004)
        return m

    return lib.cached(('agedclay',), make)


def _sky_sun(sc, sd):
    """A scene's own sky and sun over the hour's (lib.world_sky), each option off unless set: `dust` and `air` (the
    Nishita sky's densities: the golden preset's dust 2.5 and air 1.3 whiten the low sky toward the sun to a pale
    haze); `sun_elev` (degrees: the sun in the sky the camera sees and the sun lamp; the bistro's late afternoon 14,
    between the golden preset's 7, a sunset, and the morning's 28; the Sorrento hero's 10, where the hour's 7 barely
    lit the ground; the dining hero's dusk -1.5, under the horizon: no disc, no lamp); `sun_tint` (the lamp's colour)
    and `sun_w` (its energy), else the preset's."""
    for n in sc.world.node_tree.nodes:
        if n.type != 'TEX_SKY':
            continue
        if sd.get('dust') is not None:
            n.dust_density = sd['dust']
        if sd.get('air') is not None:
            n.air_density = sd['air']
        if sd.get('sun_elev') is not None:
            n.sun_elevation = math.radians(sd['sun_elev'])
            if sd['sun_elev'] < 0:  # the dining hero's dusk: the disc under the horizon showed past the sea plane's far edge
                n.sun_disc = False
    sun = bpy.data.objects.get('sun')
    if not sun:
        return
    if sd.get('sun_elev') is not None:
        sun.rotation_euler = lib.sun_rotation(math.radians(sd['sun_elev']), math.radians(sd['sun_azimuth']))
    if sd.get('sun_tint'):
        sun.data.color = sd['sun_tint']
    if sd.get('sun_w'):
        sun.data.energy = sd['sun_w']
    if sd.get('sun_elev') is not None and sd['sun_elev'] < 0:  # under the horizon: no sun lamp (its glint drew a white column on the sea)
        sun.data.energy = 0.0


def _laid_table(tx, ty, sd, t):
    """A table laid for a meal for two (`laid`, the bistro's hero) in place of the plates, glasses and bottle of the
    others: two places facing each other across it by two of its four chairs (drinks.place: plate, soft napkin,
    cutlery, a glass of rosé, a water tumbler; no food, no side plate; four places crowd a 1 m table, their glasses
    on the next plates), and between them a glass carafe of water, a candle in a hurricane and a bud vase."""
    import drinks
    import dressing
    M = drinks.table_mats()
    M['soft_napkin'] = True
    cam = tuple(sd.get('laid_cam', (tx - 3.0, ty)))
    z = 0.77
    for k in (0, 2):
        a = k * math.pi / 2 + math.pi / 4
        px, py = tx + math.cos(a) * 0.3, ty + math.sin(a) * 0.3
        drinks.place(px, py, z, a + math.pi, cam, M, wine_c=('#f3c2a8', '#c9735e'), charger=False, side=False)
    pa = math.pi * 0.75  # across the places
    dressing.carafe(tx + math.cos(pa) * 0.2, ty + math.sin(pa) * 0.2, z)
    drinks.candle(tx + 0.03, ty - 0.02, z, t['lamps'])
    drinks.bud_vase(tx - math.cos(pa) * 0.17, ty - math.sin(pa) * 0.17, z)


def _bougainvillea_pot(g, px, py, seed=9):
    """A bougainvillea trained up from a terracotta pot (real_plants): five woody stems arching up and out to ~2 m,
    a shrub of green leaves about them, and magenta bracts hanging in clusters from their upper halves."""
    r = rng(seed)
    bk = N.bark('#6a5646', 'bougbark')
    z0 = 0.6
    tops = []
    for k in range(5):
        a = k * math.tau / 5 + r.uniform(-0.3, 0.3)
        reach = r.uniform(0.25, 0.55)
        h = r.uniform(1.55, 2.05)
        pts, rads = [], []
        for j in range(8):
            t = j / 7
            # up, then leaning out and over a little at the top
            rr_ = reach * t ** 1.6
            pts.append(Vector((px + math.cos(a) * (0.06 + rr_) * 1.0, py + math.sin(a) * (0.04 + rr_) * 0.7, z0 + h * (t - 0.12 * t ** 3))))
            rads.append(0.022 * (1 - 0.6 * t))
        g.tube(bk, pts, rads, seg=6)
        tops.append(pts)
    leaves = [N.leaf_mat('#3f5e2c', 'bleaf2'), N.leaf_mat('#54743a', 'bleaf3')]
    for pts in tops:
        for j in range(2, 8):
            N.shrub(g, *pts[j], rad=0.22, seed=seed * 31 + j + int(pts[j].x * 97), mats=leaves, n=10, leaf=0.05, flat=1.0)
        N.bougainvillea(g, [tuple(p) for p in pts[3:]], seed=seed * 7 + int(pts[-1].y * 53), n=150, size=0.06)
    # a crown over the stems' tops
    tz = max(p[-1].z for p in tops)
    N.bougainvillea(g, [(px - 0.45, py, tz - 0.05), (px - 0.15, py + 0.1, tz + 0.05), (px + 0.15, py - 0.1, tz + 0.05), (px + 0.45, py, tz - 0.05)],
                    seed=seed + 3, n=220, size=0.06)


def _dining_chair(mat, s):
    seat = linen('#efe8dc', name='seatpad')
    box('cseat', -0.22, 0.22, -0.22, 0.22, 0.44, 0.48, mat, bevel=0.01)
    A.soft_box('cpad', -0.2, 0.2, -0.2, 0.2, 0.48, 0.53, seat) if hasattr(A, 'soft_box') else None
    box('cback', -0.22, 0.22, -0.24, -0.2, 0.48, 0.95, mat, bevel=0.01)
    for (a, b) in ((-0.19, -0.19), (0.19, -0.19), (-0.19, 0.19), (0.19, 0.19)):
        box('cleg', a - 0.02, a + 0.02, b - 0.02, b + 0.02, 0, 0.44, mat)


# the Amalfi roof (SkyBar, lounge, pool) is built in venues.py
BUILDERS = {'coast': coast, 'terrace': terrace, 'rooftop': venues.roof, 'cablecar_close': coast_extra.cablecar_close}
