# Guest rooms and their bathrooms, built from a scene description (scripts/art/blender/scenes.mjs):
# the room's floor area sets its width, depth and ceiling; its beds, view, hotel style and accents come
# from the site's data. Coordinates: x across the room (0..W), y into it (0 = corridor wall, D = the
# window wall), z up; the balcony lies beyond y = D.
import math

import bpy
from mathutils import Vector

import assets as A
from lib import (box, cyl, paint, plain, wood, linen, marble, brass, tiles, terrazzo, emission, area_light, point_light,
                 spot_light, col, world_sky, camera, TOD, _bump, _multiply, low_sun, energy_at_hour)


def style(hotel, acc):
    """Materials of a hotel's interiors (docs/ART.md) with the room's own accent colours."""
    if hotel == 'sorrento':
        return dict(
            style='sorrento', wall=paint(acc.get('wall', '#efe3cf'), name='wall'), ceiling=paint('#f4ecdf', name='ceiling'),
            floor=wood('#6b4a32', planks=True, scale=1.0, rough=0.4, name='floor'), beam=wood('#4a3322', scale=1.5, name='beam'),
            skirting=paint('#f6efe3', 0.5, name='skirting', bump=0), wood=wood('#7a5236', name='furniture'), wood_dark=wood('#4e3424', name='dark'),
            bedframe=wood('#5a3b27', name='bedframe'), frame=wood('#5a3b27', name='frame'), linen='#f7f3ea', duvet='#fbf8f2',
            throw=acc['throw'], cushion=acc['cushion'], headboard=acc['head'], base='#d9ccb8', chair=acc['chair'], sofa=acc['sofa'],
            lampbase=acc['lampbase'], table_top=marble('#efe9df', '#9c8f80', name='tabletop'), metal=brass(), vase='#2f7f8a',
            book=acc['book'], pot='#c8744f', art=acc['art'], rug=acc['rug'], curtain='#efe6d6', window_frame=paint('#f3eee6', 0.4, name='wframe', bump=0),
            out_top=plain('#f1ece4', 0.3, name='outtop'), out_metal=plain('#2b302e', 0.4, 0.7, name='outmetal'), exterior=paint('#e4c9a0', name='ext'),
            vanity_top=marble('#eee6da', '#a08a76', name='vtop'), vanity_wood=wood('#5e3f2a', name='vanity'), fittings='brass',
            shower_floor=plain('#d8cbb8', 0.5, name='tray'), facade='#e4c9a0', facade_trim='#f2e8d8', shutter='#2f7f8a',
        )
    return dict(
        style='amalfi', wall=paint(acc.get('wall', '#eceae6'), name='wall'), ceiling=paint('#f4f3f0', name='ceiling'),
        floor=marble('#e9e6e0', '#b9b2a8', 0.22, 0.6, name='floor'), beam=None, skirting=paint('#e2ded7', 0.5, name='skirting', bump=0),
        wood=wood('#8a6b52', name='furniture', rough=0.35), wood_dark=wood('#3b2d24', name='dark', rough=0.35), bedframe=wood('#3b2d24', name='bedframe'),
        frame=brass(), linen='#f8f8f6', duvet='#fbfbfa', throw=acc['throw'], cushion=acc['cushion'], headboard=acc['head'], base=acc['head'],
        chair=acc['chair'], sofa=acc['sofa'], lampbase='#c9a24a', table_top=marble('#2d3336', '#8a8f92', 0.15, name='darktop'), metal=brass(),
        vase='#c9a24a', book=acc['book'], pot='#e8e4dc', art=acc['art'], rug=acc['rug'], curtain='#e9e7e2', window_frame=plain('#3b3f42', 0.35, 0.6, name='wframe'),
        out_top=plain('#e6e2da', 0.3, name='outtop'), out_metal=plain('#3b3f42', 0.35, 0.7, name='outmetal'), exterior=paint('#efece4', name='ext'),
        vanity_top=marble('#f2f0ec', '#8c8f93', 0.15, name='vtop'), vanity_wood=wood('#3b2d24', name='vanity'), fittings='brass',
        shower_floor=terrazzo('#e8e4dc', ['#9aa3a6', '#c9a24a', '#5f6b70'], name='tray'), facade='#efece4', facade_trim='#f6f4ef', shutter='#3b3f42',
        slats=acc.get('slats', '#233548'),
    )


def view_outside(sc, sd, t, W, D, wall_y):
    """What the window shows: the sea with islands and a headland, or the town across the street and the hills."""
    sea_y = wall_y + 3
    if sd['view'] == 'sea':
        A.ocean(sc, size=900, res=6, repeat=4, z=-14.0, y=sea_y + 400)
        rs = sd['seed']
        # a rocky headland on one side, islands on the horizon, clouds lit by the hour (dressing.seascape)
        import dressing
        dressing.seascape(sc, sd, W, wall_y)
        # the building's own terrace below the balcony, a strip of garden
        box('terrace_below', -40, 40, wall_y, wall_y + 14, -14.5, -13.9, plain('#d9cbb4', 0.7, name='paving'))
        import nature as N
        g = N.Geo('gardentrees')
        for i in range(5):
            N.olive(g, -12 + i * 7.5 + (sd['seed'] % 3), wall_y + 8 + (i % 2) * 3, -13.9, 5 + (i % 3), seed=rs + i, lod=1)
        g.flush(smooth=True)
    else:
        city_view(sc, sd, t, W, wall_y)


def window_glass(name='citywin'):
    """A window pane of the town across the street: dark glass by day, a warm lit room behind it when the
    shot's hour has lamps (its Emission Strength is set per shot by `_lamps_per_shot`)."""
    m = bpy.data.materials.new(name)
    m.use_nodes = True
    b = m.node_tree.nodes['Principled BSDF']
    b.inputs['Base Color'].default_value = (*col('#1d2328'), 1)
    b.inputs['Roughness'].default_value = 0.2
    b.inputs['Specular'].default_value = 0.6
    b.inputs['Emission'].default_value = (*col('#f5b56e'), 1)
    b.inputs['Emission Strength'].default_value = 0.0
    return m


def roof_tiles2(c):
    """Terracotta roof seen close across the street: barrel tiles (channels every 26 cm along x, courses every
    32 cm in z, as colour and bump), mottled tile to tile."""
    from lib import _mat, _coord, _noise, _ramp, _bump, _shade
    c = col(c)
    m, nt, b = _mat('rooftiles2')
    v = _coord(nt)
    sep = nt.nodes.new('ShaderNodeSeparateXYZ')
    nt.links.new(v, sep.inputs[0])

    def math_(op, a, k):
        n = nt.nodes.new('ShaderNodeMath')
        n.operation = op
        nt.links.new(a, n.inputs[0])
        if isinstance(k, float):
            n.inputs[1].default_value = k
        else:
            nt.links.new(k, n.inputs[1])
        return n.outputs[0]

    sx = math_('SINE', math_('MULTIPLY', sep.outputs['X'], math.tau / 0.26), 0.0)
    sz = math_('SINE', math_('MULTIPLY', sep.outputs['Z'], math.tau / 0.32), 0.0)
    h = math_('ADD', math_('MULTIPLY', sx, 0.6), math_('MULTIPLY', math_('POWER', math_('ADD', math_('MULTIPLY', sz, 0.5), 0.5), 6.0), -0.8))
    n = _noise(nt, v, 1.8, 3, 0.6)
    cc = _ramp(nt, n.outputs['Fac'], [(0.3, _shade(c, 0.72)), (0.5, c), (0.7, _shade(c, 1.18))])
    shade = _ramp(nt, math_('ADD', math_('MULTIPLY', h, 0.5), 0.7), [(0.0, (0.55, 0.55, 0.55)), (0.45, (0.8, 0.8, 0.8)), (1.0, (1.0, 1.0, 1.0))])
    mix = nt.nodes.new('ShaderNodeMixRGB')
    mix.blend_type = 'MULTIPLY'
    mix.inputs['Fac'].default_value = 1.0
    nt.links.new(cc, mix.inputs['Color1'])
    nt.links.new(shade, mix.inputs['Color2'])
    nt.links.new(mix.outputs[0], b.inputs['Base Color'])
    b.inputs['Roughness'].default_value = 0.75
    b.inputs['Specular'].default_value = 0.3
    _bump(nt, b, h, 0.45, 0.03)
    return m


def _lamps_per_shot(sd, lit_mats):
    """The windows across the street are lit in the shots whose hour has lamps (the bathroom is often seen at
    another hour than the bedroom, in the same scene): a render_pre handler reads the shot from the camera's
    name (build.py names it cam_<shot id>) and sets the lit panes' strength."""
    tods = {sh['id']: sh.get('tod') or sd['tod'] for sh in sd.get('shots', [])}
    bath_tod = sd['bath']['tod'] if 'bath' in sd else sd['tod']
    for sh in sd.get('shots', []):
        if sh.get('kind') == 'bath' and not sh.get('tod'):
            tods[sh['id']] = bath_tod

    def pre(scene, *_):
        cam = scene.camera.name[4:] if scene.camera else ''
        tod = tods.get(cam, sd['tod'])
        on = TOD[tod]['lamps']
        k = {'golden': 0.6, 'dusk': 1.0, 'night': 1.4}.get(tod, 0.0) if on else 0.0
        for m, w, *wg in lit_mats:  # (an optional third weight: the strength at golden hour, city_look's variants)
            if isinstance(w, dict):  # (city_look's dark glass: its sheen's strength by the hour, lamps or not)
                m.node_tree.nodes['Principled BSDF'].inputs['Emission Strength'].default_value = w.get(tod, 0.075)
                continue
            m.node_tree.nodes['Principled BSDF'].inputs['Emission Strength'].default_value = (wg[0] / 0.6 if wg and tod == 'golden' else w) * k
        print(f'CITY LIGHTS {cam} {tod} x{k}', flush=True)

    bpy.app.handlers.render_pre.append(pre)
    pre(bpy.context.scene)


def stone_floor(base='#c9baa3', vein='#b5a48c', slab=(0.9, 0.6)):
    """Honed limestone in large slabs: lib.marble's soft veins (warmer and a little darker than the rooms' pale marble; a
    stronger vein colour read as scribbles) times a brick pattern that tints each slab a shade lighter or darker and draws
    the fine joints between them, which the bump sinks a little."""
    m = marble(base, vein, 0.3, 0.8, name='stone_slabs').copy()
    m.name = 'stone_slabs'
    nt = m.node_tree
    b = nt.nodes['Principled BSDF']
    src_col = b.inputs['Base Color'].links[0].from_socket
    v = nt.nodes.new('ShaderNodeTexCoord').outputs['Object']
    br = nt.nodes.new('ShaderNodeTexBrick')
    br.offset = 0.5
    br.inputs['Scale'].default_value = 1.0 / slab[1]
    br.inputs['Brick Width'].default_value = slab[0] / slab[1]
    br.inputs['Row Height'].default_value = 1.0
    br.inputs['Mortar Size'].default_value = 0.009
    br.inputs['Mortar Smooth'].default_value = 0.3
    br.inputs['Color1'].default_value = (0.87, 0.85, 0.83, 1)
    br.inputs['Color2'].default_value = (1.07, 1.06, 1.04, 1)
    br.inputs['Mortar'].default_value = (0.45, 0.43, 0.4, 1)
    nt.links.new(v, br.inputs['Vector'])
    nt.links.new(_multiply(nt, src_col, br.outputs['Color']), b.inputs['Base Color'])
    _bump(nt, b, br.outputs['Fac'], 0.3, 0.002, invert=True)  # (Fac is 1 in the joints: they sink)
    return m


def _plaster(c, name='plaster'):
    """city_look: a house's limewashed plaster seen across the street: patches a few metres wide a shade lighter or
    darker, a finer mottle, the wall a little darker and greyer toward the street (weathering), a soft trowel bump."""
    from lib import _mat, _coord, _noise, _ramp, _shade, _math, _multiply
    c = col(c)
    m, nt, b = _mat(name)
    v = _coord(nt)
    big = _noise(nt, v, 0.28, 3, 0.55)
    fine = _noise(nt, v, 2.2, 3, 0.6)
    sep = nt.nodes.new('ShaderNodeSeparateXYZ')
    nt.links.new(v, sep.inputs[0])
    c1 = _ramp(nt, big.outputs['Fac'], [(0.36, _shade(c, 0.8)), (0.5, c), (0.64, _shade(c, 1.08))])
    c2 = _ramp(nt, fine.outputs['Fac'], [(0.35, (0.88, 0.88, 0.88)), (0.65, (1.04, 1.04, 1.04))])
    # weathering: up to 0.82 at the street (z -13.35), none 5 m up
    wz = _math(nt, 'MULTIPLY_ADD', sep.outputs['Z'], 1 / 5.0, 13.35 / 5.0, clamp=True)
    c3 = _ramp(nt, wz, [(0.0, (0.8, 0.79, 0.77)), (1.0, (1.0, 1.0, 1.0))])
    nt.links.new(_multiply(nt, _multiply(nt, c1, c2), c3), b.inputs['Base Color'])
    b.inputs['Roughness'].default_value = 0.88
    b.inputs['Specular'].default_value = 0.25
    _bump(nt, b, fine.outputs['Fac'], 0.12, 0.02)
    return m


def _louvred(c, name='louvres'):
    """city_look: a shutter's leaf as persiane: horizontal slats every 6 cm, each a shade darker under its lip (colour
    and bump), the paint a little mottled."""
    from lib import _mat, _coord, _noise, _ramp, _shade, _math, _multiply
    c = col(c)
    m, nt, b = _mat(name)
    v = _coord(nt)
    sep = nt.nodes.new('ShaderNodeSeparateXYZ')
    nt.links.new(v, sep.inputs[0])
    sl = _math(nt, 'FRACT', _math(nt, 'MULTIPLY', sep.outputs['Z'], 1 / 0.06))
    cc = _ramp(nt, sl, [(0.0, _shade(c, 0.55)), (0.3, _shade(c, 0.9)), (0.85, _shade(c, 1.1)), (1.0, _shade(c, 0.7))])
    n = _noise(nt, v, 4.0, 2, 0.5)
    nf = _ramp(nt, n.outputs['Fac'], [(0.35, (0.9, 0.9, 0.9)), (0.65, (1.05, 1.05, 1.05))])
    nt.links.new(_multiply(nt, cc, nf), b.inputs['Base Color'])
    b.inputs['Roughness'].default_value = 0.55
    b.inputs['Specular'].default_value = 0.35
    _bump(nt, b, sl, 0.5, 0.01)
    return m


def _city_glass(z0, name='cityglass'):
    """city_look: a dark pane that reflects the sky: glossy (the world's light in it, a clear coat over it) and a faint
    cool sheen toward its head (the sky a pane shows from across a street; the windows' heads are 2.2 m above each
    floor, floors every 3.1 m from z0), the room behind it dark."""
    from lib import _mat, _coord, _ramp, _math
    m, nt, b = _mat(name)
    b.inputs['Base Color'].default_value = (*col('#161d22'), 1)
    b.inputs['Roughness'].default_value = 0.06
    b.inputs['Specular'].default_value = 1.4
    b.inputs['Clearcoat'].default_value = 0.6
    b.inputs['Clearcoat Roughness'].default_value = 0.03
    sep = nt.nodes.new('ShaderNodeSeparateXYZ')
    nt.links.new(_coord(nt), sep.inputs[0])
    hz = _math(nt, 'MULTIPLY', _math(nt, 'FRACT', _math(nt, 'MULTIPLY_ADD', sep.outputs['Z'], 1 / 3.1, -z0 / 3.1)), 3.1 / 2.2)
    sky = col('#a7b6c4')
    nt.links.new(_ramp(nt, hz, [(0.35, (0, 0, 0)), (0.95, sky), (1.0, sky)]), b.inputs['Emission'])
    b.inputs['Emission Strength'].default_value = 0.075
    return m


def _lit_room(name, warm, glow, curtain, z0):
    """city_look: a lit window with a room behind it, in the pane's own colour: the ceiling's glow at the top of the
    pane (the windows' heads are 2.2 m above each floor, floors every 3.1 m from z0), dimmer toward the sill, a lamp's
    pool across the pane (a soft noise), and with `curtain` a sheer curtain's folds (vertical bands) over the light.
    Its Emission Strength is set per shot (_lamps_per_shot)."""
    from lib import _mat, _coord, _noise, _ramp, _math, _shade, _multiply
    m, nt, b = _mat(name)
    b.inputs['Base Color'].default_value = (*col('#1a1614'), 1)
    b.inputs['Roughness'].default_value = 0.15
    b.inputs['Specular'].default_value = 0.5
    v = _coord(nt)
    sep = nt.nodes.new('ShaderNodeSeparateXYZ')
    nt.links.new(v, sep.inputs[0])
    # the height in the floor, 0..1 over 0..2.2 m
    hz = _math(nt, 'MULTIPLY', _math(nt, 'FRACT', _math(nt, 'MULTIPLY_ADD', sep.outputs['Z'], 1 / 3.1, -z0 / 3.1)), 3.1 / 2.2)
    c = col(warm)
    g = _ramp(nt, hz, [(0.0, _shade(c, glow[0])), (0.55, _shade(c, glow[1])), (0.9, _shade(c, glow[2])), (1.0, _shade(c, glow[2] * 0.85))])
    pool = _noise(nt, v, 0.9, 2, 0.5)
    pf = _ramp(nt, pool.outputs['Fac'], [(0.3, (0.55, 0.55, 0.55)), (0.7, (1.1, 1.1, 1.1))])
    out = _multiply(nt, g, pf)
    if curtain:
        # folds every ~12 cm along x (the facades face -y), a little irregular
        wob = _noise(nt, v, 3.0, 2, 0.5)
        xf = _math(nt, 'SINE', _math(nt, 'ADD', _math(nt, 'MULTIPLY', sep.outputs['X'], math.tau / 0.12), wob.outputs['Fac']))
        fo = _ramp(nt, xf, [(0.0, (0.62, 0.6, 0.58)), (1.0, (1.0, 1.0, 1.0))])
        out = _multiply(nt, out, fo)
    nt.links.new(out, b.inputs['Emission'])
    b.inputs['Emission Strength'].default_value = 0.0
    return m


class _Lit(dict):
    """city_look: town2.house takes M['lit'] for each pane it lights (its own draw decides which): each time a pane
    of another kind, drawn from a generator of its own (the houses' draws stay as they were)."""

    def __init__(self, base, kinds, seed):
        super().__init__(base)
        from lib import rng
        self.kinds, self.r = kinds, rng(seed)

    def __getitem__(self, k):
        if k == 'lit':
            q = self.r.random()
            return next(m for (p, m) in self.kinds if q < p)
        return dict.__getitem__(self, k)


class _Framed:
    """city_look: a Geo that gives each pane town2.house writes (a box of the glass or a lit pane's material, facing -y)
    a painted timber frame: two casements meeting at a mullion, a transom under the head, and a glazing bar across each
    leaf; everything else passes through."""

    def __init__(self, g, panes, frame):
        self.g, self.panes, self.frame = g, panes, frame

    def add(self, mat, verts, faces):
        self.g.add(mat, verts, faces)
        if mat not in self.panes or len(verts) != 8:
            return
        xs, ys, zs = [p[0] for p in verts], [p[1] for p in verts], [p[2] for p in verts]
        x0, x1, y0, z0, z1 = min(xs), max(xs), min(ys), min(zs), max(zs)
        if x1 - x0 < 0.5 or z1 - z0 < 0.9 or max(ys) - y0 > 0.1:
            return  # a side window (seen edge on) or not a pane
        fm, t = self.frame, 0.035
        cx = (x0 + x1) / 2
        a, b = y0 - 0.04, y0 - 0.005
        zt = z1 - min(0.42, (z1 - z0) * 0.22)  # the transom
        for (u0, u1, w0, w1) in ((x0, x1, z0, z0 + 0.06), (x0, x1, z1 - 0.05, z1), (x0, x0 + 0.05, z0, z1), (x1 - 0.05, x1, z0, z1),
                                 (cx - t, cx + t, z0, zt), (x0, x1, zt - t, zt + t), (cx - 0.012, cx + 0.012, zt, z1)):
            self.g.add(fm, [(u0, a, w0), (u1, a, w0), (u1, b, w0), (u0, b, w0), (u0, a, w1), (u1, a, w1), (u1, b, w1), (u0, b, w1)],
                       [(0, 3, 2, 1), (4, 5, 6, 7), (0, 1, 5, 4), (1, 2, 6, 5), (2, 3, 7, 6), (3, 0, 4, 7)])
        zb = z0 + (zt - z0) * 0.5  # a glazing bar across each leaf
        self.g.add(fm, [(x0, a + 0.01, zb - 0.012), (x1, a + 0.01, zb - 0.012), (x1, a + 0.01, zb + 0.012), (x0, a + 0.01, zb + 0.012)], [(0, 1, 2, 3)])

    def __getattr__(self, k):
        return getattr(self.g, k)


def city_view(sc, sd, t, W, wall_y):
    """The town across the street: a row of town2 houses (stone-framed windows, shutters, balconies, tiled roofs
    or roof terraces) of varied width, height and colour on the far side of a street 15-19 m wide, seen from an
    upper floor, a few street trees; behind them town2's terraced hill town (cheap settings: seen through a
    window). Panes lit at the shots' lamp hours."""
    import nature as N
    import town2
    from lib import rng
    r = rng(sd['seed'] * 13 + 1)
    zs = -13.5  # the street: the room is on the fifth floor, level with the opposite houses' top floors and roofs
    # (scene option `city_street`: `w` the street's width, `floors` the opposite houses' storeys to choose from) a wider
    # street of lower houses: seen from the door of a small room, the default row filled the window as a flat wall of
    # facades close up; over lower roofs the hill town, its bell towers and the hillside show behind
    cs = sd.get('city_street') or {}
    sw = cs.get('w', 15.0 + sd['seed'] % 5)
    front = wall_y + sw
    x0, x1 = W / 2 - 60, W / 2 + 60
    pave = tiles('#c9bca6', '#a89a84', 0.45, 0.45, name='pavement')
    box('street', x0, x1, wall_y, front, zs - 0.5, zs, plain('#6f6c67', 0.85, name='asphalt'))
    box('pave_near', x0, x1, wall_y, wall_y + 2.6, zs, zs + 0.15, pave)
    box('pave_far', x0, x1, front - 3.0, front, zs, zs + 0.15, pave)
    box('ground_behind', x0, x1, front, front + 40, zs - 0.3, zs, plain('#9c917f', 0.9, name='yard'))
    M2 = town2.mats()
    glass = window_glass()
    M2['lit'] = glass
    M2['roofs'] = [roof_tiles2(c) for c in ('#b5603c', '#a8553a', '#c0714a', '#9c4e34')]
    g = N.Geo('street2')
    gt = N.Geo('streettrees')
    # scene option `city_look` (default off; the city rooms re-rendered 2026-11-30): the facades across the street as
    # a street at dusk reads: the walls in mottled, weathered plaster (_plaster), the windows recessed in their reveals
    # with shutters closed, half or open (town2.house's `facade`), every pane in a painted frame with casements and a
    # transom (_Framed), the dark panes glossy glass with the sky in it, the lit ones rooms of varied warmth and
    # brightness (a ceiling's glow, a lamp's pool, some behind sheer curtains, a few only dimly lit; at golden hour
    # only the brighter ones show); the hill behind with groves of fuller crowns instead of pines standing on its ridge
    look = sd.get('city_look')
    h2 = None
    lit_mats = [(glass, 2.0)]
    if look:
        from town2 import PASTELS, SHUTTERS
        M2['walls'] = [_plaster(c, 'plaster' + c[1:]) for c in PASTELS]
        M2['shutters'] = [_louvred(c, 'louvres' + c[1:]) for c in SHUTTERS]
        M2['shutters2'] = M2['shutters']
        zf = zs + 0.15 + 0.4
        glass2 = _city_glass(zf)
        M2['glass'] = glass2
        # (share, pane, strength at dusk, at golden hour): a few of the panes town2 lights stay dark
        kinds = [(0.52, _lit_room('litroom_a', '#ffb877', (0.3, 0.65, 1.0), False, zf), 1.4, 0.8),
                 (0.64, _lit_room('litroom_b', '#f2a263', (0.45, 0.7, 0.9), True, zf), 1.1, 0.0),
                 (0.74, _lit_room('litroom_c', '#ffcf98', (0.3, 0.55, 1.0), True, zf), 1.7, 0.9),
                 (0.86, _lit_room('litroom_d', '#e48a4e', (0.25, 0.45, 0.8), False, zf), 0.7, 0.0),
                 (1.01, _lit_room('litroom_e', '#d07e48', (0.15, 0.3, 0.6), False, zf), 0.35, 0.0)]
        M2 = _Lit(M2, [(0.15, glass2)] + [(p, m) for (p, m, w, wg) in kinds], sd['seed'] * 7 + look.get('lit_seed', 5))
        lit_mats = [(glass, 2.0), (glass2, {'golden': 0.065, 'dusk': 0.06, 'night': 0.015})] + [(m, w, wg) for (p, m, w, wg) in kinds]
        g = _Framed(g, {glass2} | {m for (p, m, w, wg) in kinds}, plain('#e6dfd2', 0.6, name='winframe'))
        h2 = {'facade': {'reveal': look.get('reveal', 0.22), 'loggia': 0.0}}
    x = x0
    while x < x1:
        w = r.uniform(6.5, 12.0)
        floors = r.choice(cs.get('floors', [3, 4, 4, 5]))
        d = r.uniform(10, 13)
        house_y = front + r.choice([0.0, 0.0, 0.25, 0.5])
        town2.house(g, M2, r, x + w / 2, house_y, zs + 0.15, 0.0, w, d, floors, r.choice(M2['walls']), lit=0.3, h2=h2)
        x += w + (r.uniform(3.5, 5.0) if r.random() < 0.1 else 0.0)
    # street trees on the far pavement: umbrella pines and a broadleaf or two
    for k in range(5):
        tx = x0 + 14 + k * 22 + r.uniform(-4, 4)
        if r.random() < 0.55:
            N.umbrella_pine(gt, tx, front - 1.4, zs + 0.15, r.uniform(10, 12), seed=r.randrange(9999), lod=1)
        else:
            N.broadleaf(gt, tx, front - 1.4, zs + 0.15, r.uniform(7, 9), seed=r.randrange(9999), lod=1)
    g.flush(smooth=False)
    gt.flush(smooth=True)
    # the hill town behind, its quay at street level, its shore just behind the houses' backs
    before = set(bpy.data.objects)
    # hill_town leaves a lane (a bare strip up the slope) every ~85 m, drawn first from its rng: the window looks
    # up the middle between two lanes, at the houses
    tseed = 7 + sd['seed'] % 5
    rl = rng(tseed)
    lanes = [300.0 + 60 + 85 * k + rl.uniform(-15, 15) for k in range(int(600 / 85))]
    cx = (lanes[2] + lanes[3]) / 2
    hill = dict(shore_y=360.0, x_tip=-400.0, town_x=(300.0, 900.0), hill_step=3.0, upper_trees=500, parasols=0,
                hill_top=100.0, hill_k=300.0, churches=[(cx + 25 + (sd['seed'] % 5) * 10, 4), (cx - 170, 9), (cx + 210, 7)])
    if look and look.get('groves', True):
        # city_look: the upper slopes in groves of holm oak, olive and maquis (no tall pines or cypresses: seen against
        # the sky on the ridge they stood as pins), over the part of the hill the window sees
        hill['upper'] = dict(n=look.get('grove_n', 4000), x=[cx - 260, cx + 260], scale=40.0, thr=-0.05, zmin=12.0,
                             mix=[[0.4, 'bush', 3, 5], [0.85, 'broad', 5, 8], [1.0, 'olive', 4, 6]])
    town2._moved(lambda: town2.hill_town(hill, lit=0.3, seed=tseed), (W / 2 - cx, front + 55 - 360.0, zs - 3.15), 0)
    emit = emission('#f5b56e', 1.3)
    for ob in set(bpy.data.objects) - before:
        if ob.type == 'MESH' and len(ob.data.materials) and ob.data.materials[0] == emit:
            ob.data.materials[0] = glass
    _lamps_per_shot(sd, lit_mats)


def shell(W, D, H, s, opening, sd):
    """Floor, walls with the window opening, ceiling (beams or a cove), skirting."""
    T = 0.2
    box('floor', -T, W + T, -T, D + T, -0.1, 0.0, s['floor'])
    box('ceiling', -T, W + T, -T, D + T, H, H + 0.15, s['ceiling'])
    wall = s['wall']
    box('wall_x0', -T, 0, -T, D + T, 0, H, wall)
    box('wall_x1', W, W + T, -T, D + T, 0, H, wall)
    box('wall_y0', -T, W + T, -T, 0, 0, H, wall)
    ox0, ox1, oz0, oz1 = opening
    ext = s['exterior']
    # window wall at y = D..D+T, with the opening
    box('wall_yD_l', -T, ox0, D, D + T, 0, H, wall)
    box('wall_yD_r', ox1, W + T, D, D + T, 0, H, wall)
    box('wall_yD_t', ox0, ox1, D, D + T, oz1, H, wall)
    if oz0 > 0:
        box('wall_yD_b', ox0, ox1, D, D + T, 0, oz0, wall)
    # the outside face of the building around the room (seen from the balcony)
    box('facade_t', -T, W + T, D + T - 0.01, D + T + 0.01, H, H + 3, ext)
    box('facade_b', -T, W + T, D + T - 0.01, D + T + 0.01, -15, 0 if oz0 == 0 else oz0, ext)
    # window frame and mullions
    fm = s['window_frame']
    f = 0.06
    box('frame_l', ox0, ox0 + f, D + 0.05, D + 0.12, oz0, oz1, fm)
    box('frame_r', ox1 - f, ox1, D + 0.05, D + 0.12, oz0, oz1, fm)
    box('frame_t', ox0, ox1, D + 0.05, D + 0.12, oz1 - f, oz1, fm)
    if oz0 > 0:
        box('sill', ox0 - 0.05, ox1 + 0.05, D - 0.06, D + 0.12, oz0 - 0.03, oz0, s['skirting'])
    else:
        box('threshold', ox0, ox1, D, D + 0.12, 0.0, 0.02, fm)
    nm = 2 if (ox1 - ox0) < 2.4 else 3
    # open French doors / casements folded back against the reveal; the middle mullion(s) stay
    for i in range(1, nm):
        mx = ox0 + (ox1 - ox0) * i / nm
        box('mullion', mx - 0.03, mx + 0.03, D + 0.05, D + 0.12, oz0, oz1, fm)
    if not sd.get('glass'):
        box('transom', ox0, ox1, D + 0.05, D + 0.12, oz1 - 0.45, oz1 - 0.4, fm)
    # skirting
    sk = s['skirting']
    box('sk0', 0, 0.015, 0, D, 0, 0.1, sk)
    box('sk1', W - 0.015, W, 0, D, 0, 0.1, sk)
    box('sk2', 0, W, 0, 0.015, 0, 0.1, sk)
    if s['style'] == 'sorrento':
        # exposed beams across the width, a chair rail
        # a room may ask for fewer, lighter beams (scenes.mjs SETUPS `beams`, `beam`: the Family Suite's wide ceiling
        # read as a dark grid filling a third of its picture)
        nb = sd.get('beams') or max(2, int(D / 1.1))
        beam = wood(sd['beam'], scale=1.5, name='beam_light') if sd.get('beam') else s['beam']
        for i in range(nb):
            y = (i + 0.5) * D / nb
            box('beam', 0, W, y - 0.09, y + 0.09, H - 0.22, H, beam, bevel=0.01)
        for (a0, a1, b0, b1) in ((0, 0.02, 0, D), (W - 0.02, W, 0, D), (0, W, 0, 0.02)):
            box('chairrail', a0, a1, b0, b1, 0.9, 0.94, sk)
    else:
        # a dropped ceiling with a warm cove light around it
        drop = 0.18
        # (scene option `drop_flush` 'head') the dropped ceiling run into the headboard wall, with no cove on that side: a
        # camera beside the bed's head (rooms.room_scene view1 'bedhead') looked up past the drop's edge into the unlit
        # recess above it, a grainy grey patch at the top of its picture
        fx0 = sd.get('drop_flush') == 'head' and sd['head'] == 'x0'
        fx1 = sd.get('drop_flush') == 'head' and sd['head'] == 'x1'
        # the drop's extent across x, and the long coves' with it (to the headboard wall when flush)
        x0, x1 = (0.0 if fx0 else 0.5), (W if fx1 else W - 0.5)
        box('drop', x0, x1, 0.5, D - 0.5, H - drop, H, s['ceiling'])
        glow = emission('#ffd9a8', 2.5)
        coves = [(x0, x1, 0.48, 0.5), (x0, x1, D - 0.5, D - 0.48)]
        if not fx0:
            coves.append((0.48, 0.5, 0.5, D - 0.5))
        if not fx1:
            coves.append((W - 0.5, W - 0.48, 0.5, D - 0.5))
        for (a0, a1, b0, b1) in coves:
            box('cove', a0, a1, b0, b1, H - drop - 0.01, H - drop + 0.04, glow)


def feature_wall(sd, wall, pos, a0, a1, H, s):
    """Amalfi's feature wall behind the beds and the desk: the slatted walnut panel (dressing.slat_panel), or in a
    Timeless room (scenes.mjs SETUPS `headwall` 'walnut') wide walnut panels with narrow dark reveals on a bronze
    plinth, calmer and warmer than the slats every other Amalfi room has."""
    import dressing
    if sd.get('headwall') != 'walnut':
        dressing.slat_panel(wall, pos, a0, a1, H, s)
        return
    wm = wood('#4a3324', scale=1.2, rough=0.38, name='walnutpanel')
    back = plain('#1d1712', 0.8, name='reveal')
    n = max(2, round((a1 - a0) / 0.9))
    pw = (a1 - a0) / n
    t = 0.035
    x0, x1 = (pos, pos + t) if wall == 'x0' else (pos - t, pos)
    for k in range(n):
        box('wpanel', x0, x1, a0 + k * pw + 0.006, a0 + (k + 1) * pw - 0.006, 0.1, H - 0.18, wm, bevel=0.003)
    bx0, bx1 = (pos, pos + t - 0.01) if wall == 'x0' else (pos - t + 0.01, pos)
    box('wreveal', bx0, bx1, a0, a1, 0.1, H - 0.18, back)
    box('wplinth', bx0, bx1, a0, a1, 0.0, 0.1, s['metal'])


def _bronze():
    """Dark bronze (scene options `floor_lamp` and `table_base` 'bronze'): in polished brass the floor lamp stood as
    the brightest line, the round table's pedestal as a bright gold spot, in the Family Suite's and Superior City
    View's first pictures."""
    return plain('#3b2f25', 0.4, 0.85, name='bronze')


# the parts art_frame and its painted variant (assets._painted_frame) build a print or a painting from
_ART_PARTS = ('frame', 'mount', 'print', 'matbevel', 'matcore', 'backing', 'painting')


def console_art(sd):
    """(scene option `console_art` {paint, frame, colours, pair}, default off) an Amalfi room's console on the corridor
    wall (bedding._amalfi_dressing) with art of its own: the print over it is the room's `accent.art`, so in a room whose
    painting hangs over the beds or the desk the window-side picture showed the same painting twice, on two walls. Here
    it is a painting `{paint, frame, colours}` (assets.art_frame's painted variant) in place of the accent's; with `pair`
    a diptych, two upright paintings of one palette side by side (seeds apart, so each its own), 8 cm apart, in place of
    the one large one; (`seed`, default 0) the paintings' seed moved by it (a coast's headland falls left or right by its
    seed: three rooms' consoles had it on the right)."""
    import bedding
    ca = sd['console_art']
    art = {k: v for k, v in ca.items() if k in ('paint', 'frame', 'colours')}
    # (_amalfi_dressing's print takes the room's seed + 7; the room's seed is used for nothing else there)
    sc = dict(sd, seed=sd['seed'] + ca.get('seed', 0), accent=dict(sd['accent'], art=art))
    before = set(bpy.data.objects)
    bedding._amalfi_dressing(sc)
    if not ca.get('pair'):
        return
    gone = [o for o in set(bpy.data.objects) - before if o.name.split('.')[0] in _ART_PARTS]
    if not gone:
        return
    for o in gone:
        bpy.data.objects.remove(o)
    # the console's span as _amalfi_dressing lays it out
    W = sd['w']
    dx = W - 1.2 if sd['head'] != 'x1' else 1.2
    c0, c1 = (0.9, min(2.3, dx - 0.8)) if sd['head'] != 'x1' else (max(W - 2.3, dx + 0.8), W - 0.9)
    cx, span, gap = (c0 + c1) / 2, min(1.2, c1 - c0 - 0.06), 0.08
    pw, ph = (span - gap) / 2, ca.get('h', 0.78)
    s = style(sd['hotel'], sc['accent'])
    for k in (0, 1):
        A.corridor_print(cx + (k - 0.5) * (pw + gap), 1.6, pw, ph, s, sc['seed'] + 7 + 13 * k)


def floor_lamp(sd, x, y, s, lamps):
    """dressing.floor_lamp, its foot and stem in dark bronze with the scene option `floor_lamp` 'bronze'."""
    import dressing
    dressing.floor_lamp(x, y, s, lamps, metal=_bronze() if sd.get('floor_lamp') == 'bronze' else None)


def bedroom(sc, sd, t):
    import bedding
    import dressing
    W, D, H = sd['w'], sd['d'], sd['h']
    acc = sd['accent']
    s = style(sd['hotel'], acc)
    sea = sd['view'] == 'sea'
    s['curtain_heavy'] = '#d8c8aa' if s['style'] == 'sorrento' else '#c3bcb1'
    # no sun disc in the sky: a low sun in the window or over the balcony bloomed into a large white blob (the sunlight
    # itself is the world's sun lamp, unchanged)
    for n in sc.world.node_tree.nodes:
        if n.type == 'TEX_SKY':
            n.sun_disc = False

    # and a gentler bloom (lib.setup_render sets it per shot, so a render_pre handler lowers it): the sun's glitter
    # on the sea at the horizon still bloomed into a blob; the lamps keep a faint glow
    def soft_bloom(scene, *_):
        scene.eevee.bloom_intensity = 0.012
        scene.eevee.bloom_threshold = 1.8

    bpy.app.handlers.render_pre.append(soft_bloom)
    # a sunset room (scenes.mjs SETUPS `sun_spec`): the sun lamp low ahead of the window drew its specular highlight on
    # the sea just under the horizon, a white blob and a glitter streak that bloomed over the door frame (the sky has
    # no sun disc); the sea keeps the sky's reflection
    if 'sun_spec' in sd and bpy.data.objects.get('sun'):
        bpy.data.objects['sun'].data.specular_factor = sd['sun_spec']
    if s['style'] == 'amalfi':
        # a calm marble floor: broad, soft veins of low contrast (loud veins filled the lower half of the frame)
        s['floor'] = marble('#e4e0d9', '#cdc6bb', 0.24, 0.45, name='floor_calm')
    if sd.get('floor') == 'stone':
        # (a scene option, e.g. privacy-hero's) warm honed stone in large slabs: the calm pale marble read as a plain
        # bright white floor in low evening light
        s['floor'] = stone_floor()
    # the window wall: French doors onto a balcony (sea) or a wide sill window (city)
    ow = min(W - 1.2, max(1.6, W * 0.55))
    oc = sd.get('window_x', W / 2)
    ox0, ox1 = max(0.5, oc - ow / 2), min(W - 0.5, oc + ow / 2)
    oz0, oz1 = (0.0, 2.5) if sea else (0.7, 2.5)
    if sd.get('glass') == 'full':
        # a Panoramic room (scenes.mjs SETUPS `glass`): glass from the floor to the ceiling across nearly the whole window
        # wall, what the room's name promises (a sill window 55 % of the wall's width read as any other room's)
        ox0, ox1, oz0, oz1 = 0.35, W - 0.35, 0.0, H - 0.1
    shell(W, D, H, s, (ox0, ox1, oz0, oz1), sd)
    view_outside(sc, sd, t, W, D, D + 0.2)
    if sea or sd.get('balcony'):
        bd = sd.get('terrace', 1.7)
        box('balcony', -0.5, W + 0.5, D + 0.2, D + 0.2 + bd, -0.25, 0.0, s['skirting'] if s['style'] == 'sorrento' else plain('#d8d4cc', 0.5, name='balconyfloor'))
        box('balcony_floor', -0.5, W + 0.5, D + 0.2, D + 0.2 + bd, 0.0, 0.01, s['floor'] if s['style'] == 'amalfi' else tiles('#c98b64', '#b9a48c', 0.3, 0.6, name='cotto'))
        A.railing(-0.5, W + 0.5, D + 0.2 + bd - 0.04, s)
        # privacy walls between balconies
        box('pwall_l', -0.7, -0.5, D + 0.2, D + 0.2 + bd, 0, 1.1, s['exterior'])
        box('pwall_r', W + 0.5, W + 0.7, D + 0.2, D + 0.2 + bd, 0, 1.1, s['exterior'])
        # chairs with cushions, a table with a tray and two glasses, planters with an olive, a shrub and bougainvillea
        side = 1 if sd.get('head', 'x0') == 'x0' else -1
        if sd.get('terrace'):
            # a suite's long terrace (scenes.mjs SETUPS `terrace`: its depth): day beds, a table for two, planters
            dressing.terrace(sd, s, W, D, bd, (0.35, D + 0.5, 1.5))
        else:
            dressing.balcony(sd, s, W, D, bd, (W / 2 - side * (W / 2 + 0.2), D + 0.55, 1.5), side)
    # light from the window: an area light in the opening, facing into the room
    sky_c = (0.75, 0.85, 1.0) if sd['tod'] in ('morning', 'noon') else ((1.0, 0.78, 0.6) if sd['tod'] == 'golden' else (0.55, 0.6, 0.95))
    p = {'morning': 260, 'noon': 280, 'golden': 180, 'dusk': 110, 'night': 25}[sd['tod']] * (ox1 - ox0) * (oz1 - oz0) / 4
    # option sun [elevation, shadow reach, fill, strength(, sky's sun elevation or null(, sky's light))] (default off):
    # a real low sun through the doors (lib.low_sun, shared with the lobby): the sky's sun and the lamp at `elevation`
    # degrees (the sky's own sun at the fifth value where given), the lamp's shadow cascades within
    # `shadow reach` metres of the camera (one cascade of a 4096 map), its energy `strength`, and the window's area
    # light, the ceiling's bounce and the sky's light on surfaces scaled by `fill` so the sun's patches show (at TOD's
    # 7 degrees the golden sun fell mostly high on the walls, and the fill lights washed out what it lit)
    bb = {'morning': 60, 'noon': 60, 'golden': 45, 'dusk': 40, 'night': 40}[sd['tod']] * W * D / 20
    p_full, bb_full = p, bb
    if sd.get('sun'):
        el, reach, fill, strength = sd['sun'][:4]
        low_sun(sc, el, sd['sun_azimuth'], reach, strength, cascades=(1, 4096))
        if len(sd['sun']) > 4 and sd['sun'][4] is not None:
            # (a fifth value, or null) the sky seen and the sky's light keep their sun at this elevation: the lamp at 20 degrees
            # lights the floor, but the sky at 20 degrees read as midday through the doors (the golden hour's warm band gone)
            for nd in sc.world.node_tree.nodes:
                if nd.type == 'TEX_SKY':
                    nd.sun_elevation = math.radians(sd['sun'][4])
        p, bb = p * fill, bb * fill
        # and the sky's light on surfaces (the world's non-camera background) too: EEVEE lights every surface indoors
        # with it as if no walls stood round them, an even wash that drowned the sun's patches. An optional sixth value
        # scales it apart from the window's and the ceiling's lights: the world's light is also what the sea reflects
        # (a sea room's golden sea went dark teal at the fill's 0.14)
        sky_fill = sd['sun'][5] if len(sd['sun']) > 5 else fill
        for nd in sc.world.node_tree.nodes:
            if nd.type == 'MIX_SHADER' and nd.inputs[1].links:
                nd.inputs[1].links[0].from_node.inputs[1].default_value *= sky_fill
    win = area_light('window', ((ox0 + ox1) / 2, D - 0.05, (oz0 + oz1) / 2), (math.radians(-90), 0, 0), ox1 - ox0, oz1 - oz0, p, sky_c)
    # a soft bounce from the ceiling
    bnc = area_light('bounce', (W / 2, D / 2, H - 0.25), (0, 0, 0), W * 0.8, D * 0.8, bb, (1.0, 0.93, 0.85), shadow=False)
    if sd.get('sun'):
        # (option sun) a shot at another hour (build.py makes it a new world: the bathroom, a dusk hero) keeps the
        # window's light and the bounce at full strength, as without the option (lib.low_sun's map size likewise)
        energy_at_hour(sc, win, p, p_full)
        energy_at_hour(sc, bnc, bb, bb_full)
    if sd.get('ceiling_lift'):
        # (scene option, W per 20 m² of floor) a soft light facing up at the ceiling: in the Family Suite's wide room the
        # beamed ceiling, lit only by what the floor sends back, read as a dark grey lid over a third of its first picture
        lift = area_light('ceiling_lift', (W / 2, D / 2, H - 0.7), (math.pi, 0, 0), W * 0.8, D * 0.8, sd['ceiling_lift'] * W * D / 20, (1.0, 0.93, 0.85), shadow=False)
        if sd.get('sun'):
            # (with option sun) only in the room's own hour: casting no shadow it also lit the bathroom's ceiling next door,
            # and a shot at another hour (Panoramic Sea View's noon bath) keeps the scene as without the lift; or (scene
            # option `lift_other`, default off) the lift's W per 20 m² in those shots, where a room's bathroom had been
            # rendered with it before the room took the sun and must stay as it was (Superior City View)
            energy_at_hour(sc, lift, lift.data.energy, sd['lift_other'] * W * D / 20 if sd.get('lift_other') else 0.0)
    if sd.get('evening'):
        # option evening (default off): the blue hour lit by the room's own lamps (see _evening); the daylight's share
        # indoors scaled down in the room's own hour only, as option `sun` does (a shot at another hour keeps it)
        ev = sd['evening']
        # the values (`fill`, `bounce`, `lift`, `sky`: one number or [1, 2, 4] per picture) are all set per shot by
        # _evening's one render_pre handler (_evening_value); here only the lights and the sky's inputs with their
        # strengths without the option
        # (each light: its strength without the option and the option's key that scales it)
        daylight = dict(fill=[(win, p, 'fill'), (bnc, bb, 'bounce')], lift=None)
        if sd.get('ceiling_lift'):
            # (light, strength without the option, strength per unit of `lift`)
            daylight['lift'] = (lift, lift.data.energy, lift.data.energy)
        elif ev.get('lift'):
            # (no ceiling_lift) `lift`: W per 20 m² of a warm light facing up at the ceiling, as the lamps' light sent
            # back off the walls (the blue window alone left the ceiling's middle a cold grey)
            up = area_light('evening_lift', (W / 2, D / 2, H - 0.7), (math.pi, 0, 0), W * 0.8, D * 0.8, 0.0, (1.0, 0.82, 0.64), shadow=False)
            daylight['lift'] = (up, 0.0, W * D / 20)
        sky0 = [nd.inputs[1].links[0].from_node.inputs[1] for nd in sc.world.node_tree.nodes if nd.type == 'MIX_SHADER' and nd.inputs[1].links]
        daylight['sky'] = [(i, i.default_value) for i in sky0]
        # the lights the room had before its lamps (_evening lights the lamps added after this)
        daylight['lights'] = {o.name for o in bpy.data.objects if o.type == 'LIGHT'}
    lamps = t['lamps']
    # bed(s): headboard on a side wall (x = 0 or x = W) or on the back wall (y = 0)
    layout = sd['layout']
    bw = {'double': 1.8, 'king': 2.0, 'twin': 1.0}[sd['bed']]
    beds = sd['beds']
    rugc = s['rug']
    head_side = sd.get('head', 'x0')
    if layout == 'family':
        # two kings on the x0 wall, a slatted wooden screen between them; (scene option `bed_dress`) made up with the
        # layered throw, its throw and lumbar cushion in `bed_throw` and its square cushions in `bed_cushion` (by default
        # the room's throw and cushion colours, which the rug's border and the sofa's cushions keep)
        fb = dict(s, throw=sd.get('bed_throw', s['throw']), cushion=sd.get('bed_cushion', s['cushion'])) if sd.get('bed_dress') else s
        for i, yc in enumerate((D * 0.3, D * 0.72)):
            bedding.soft_bed(0, 2.2, yc - 1.0, yc + 1.0, 'x0', fb, lamps, seed=i, dress=sd.get('bed_dress'), knit=sd.get('knit'),
                             duvet_opt=sd.get('duvet'))
            A.nightstand(0.25, yc - 1.3, s, lamps)
        # the screen as joinery: a frame (a post at each end, a top rail, a plinth) round thin battens with light
        # between them, thin enough to see through from the cameras' oblique angles (a solid panel behind sparse deep
        # slats read as a dark wall with stripes); eased edges catch the light
        sy, sx1, post = D * 0.51, 2.3, 0.07
        for a, b in ((0.0, post), (sx1 - post, sx1)):
            box('screen_post', a, b, sy - 0.05, sy + 0.05, 0.0, 2.36, s['wood_dark'], bevel=0.006)
        box('slattop', 0.0, sx1, sy - 0.05, sy + 0.05, 2.28, 2.36, s['wood_dark'], bevel=0.006)
        box('screen_plinth', 0.0, sx1, sy - 0.045, sy + 0.045, 0.0, 0.1, s['wood_dark'], bevel=0.004)
        n, sw = 19, 0.045
        gap = (sx1 - 2 * post - n * sw) / (n - 1)
        for k in range(n):
            xx = post + k * (sw + gap)
            box('slat', xx, xx + sw, sy - 0.0125, sy + 0.0125, 0.1, 2.28, s['wood_dark'], bevel=0.003)
        # an upholstered bench at each bed's foot
        for yc in (D * 0.3, D * 0.72):
            bedding.bench(2.28, 2.72, yc - 0.8, yc + 0.8, s)
        # the sitting group in the window half, on a bordered rug sized to it (the plank floor shows round it): a
        # sofa with its back to the desk wall facing two armchairs turned toward a round table; furniture.club_chair
        # on assets.sofa / armchair's footprints, as the other rooms' sitting group below (those read as soft boxes)
        import furniture as F
        gy = D * 0.6
        # (scene option `family_rug`: field, border, lines, diamonds) the rug in colours of its own; by default its border
        # in the room's throw colour (a loud teal band in the first picture)
        bedding.bordered_rug(4.05, 7.95, gy - 1.55, gy + 1.55, *(sd.get('family_rug') or ('#e8dcc6', s['throw'], s['cushion'], rugc[1])))
        F.club_sofa(7.1, gy, 90, F.fabric(s['sofa'], name='clubsofa'), 2.1, cush=F.fabric(s['cushion'], name='clubcush'))
        # (scene option `table_base` 'bronze') the round table's pedestal in dark bronze (_bronze)
        tb = dict(s, metal=_bronze()) if sd.get('table_base') == 'bronze' else s
        A.coffee_table(5.9, gy, tb)
        for ay, yaw in ((gy - 0.68, -62), (gy + 0.68, -118)):
            F.club_chair(4.75, ay, yaw, F.fabric(s['chair'], name='clubchair'))
        floor_lamp(sd, 7.45, gy - 1.35, s, lamps)
        # a console with a lamp under a large print on the corridor wall, across from the window
        bedding.corridor_console(sd, s, 3.2, 4.9, lamps)
        # the wardrobe on the desk wall by the corridor (on the corridor wall it stood where the door is)
        A.wardrobe(W - 0.62, W, 1.1, 3.1, 2.35, dict(s, _wface='-x'))
        A.desk(W - 0.6, W, D - 2.6, D - 1.2, s, lamps, '-x')
    else:
        bl = 2.1
        if head_side in ('x0', 'x1'):
            yc = sd.get('bed_y', D * 0.45)
            total = bw if beds == 1 else 2 * bw + 0.6
            y0 = yc - total / 2
            xa, xb = (0, bl) if head_side == 'x0' else (W - bl, W)
            # (scene option `bed_cushion`) the beds' square cushions in another colour of the room's palette, where the
            # accent cushion colour is near white (the balcony's cushions keep it)
            sb = dict(s, cushion=sd['bed_cushion']) if sd.get('bed_cushion') else s
            # (scene option `bed_throw`) the beds' throw and lumbar cushion in a colour of their own (the accent throw colour
            # also covers the balcony's seat pads, dressing.bistro_set, which keep it)
            if sd.get('bed_throw'):
                sb = dict(sb, throw=sd['bed_throw'])
            for i in range(beds):
                by0 = y0 + i * (bw + 0.6)
                bedding.soft_bed(xa, xb, by0, by0 + bw, head_side, sb, lamps, seed=sd['seed'] + i, throw_on=sd.get('throw', True),
                                 dress=sd.get('bed_dress'), knit=sd.get('knit'), duvet_opt=sd.get('duvet'))
            nx = 0.25 if head_side == 'x0' else W - 0.25
            A.nightstand(nx, y0 - 0.35, s, lamps, rot=True)
            if beds == 2:
                A.nightstand(nx, y0 + bw + 0.3, s, lamps, rot=True)
                if sd.get('outer_nightstand'):
                    # a third on the pair's far side (scenes.mjs SETUPS first.outer_nightstand): the first picture seen
                    # square-on between the twin beds had a lamp in the middle and at one side only
                    A.nightstand(nx, y0 + total + 0.35, s, lamps, rot=True)
            else:
                A.nightstand(nx, y0 + bw + 0.35, s, lamps, rot=True)
            # art above the headboard (in an Amalfi room on the face of the slatted wall, a dark backing behind the slats)
            ax = 0.0 if head_side == 'x0' else W
            if s['style'] == 'amalfi':
                ax += 0.04 if head_side == 'x0' else -0.04
                feature_wall(sd, head_side, 0.0 if head_side == 'x0' else W, y0 - 0.8, y0 + total + 0.8, H, s)
            A.art_frame(yc, 0, 1.75, min(1.4, total), 0.7, s, sd['seed'], facing='+x' if head_side == 'x0' else '-x', x=ax)
            rx0, rx1 = (bl - 0.6, bl + 1.0) if head_side == 'x0' else (W - bl - 1.0, W - bl + 0.6)
            bedding.flat_rug(rx0, rx1, y0 - 0.3, y0 + total + 0.3, rugc[0], rugc[1])
            # desk or dresser on the opposite wall
            dx0, dx1 = (W - 0.55, W) if head_side == 'x0' else (0, 0.55)
            if W - bl > 1.7:
                # (away from the window corner, where the potted olive stands)
                dy0 = 1.6 if sd.get('seating') else D - 2.2
                A.desk(dx0, dx1, dy0, dy0 + 1.3, s, lamps, '-x' if head_side == 'x0' else '+x')
                if sd.get('desk_chair') == 'dining' and not sd.get('seating'):
                    # (a scene option) an upholstered chair in place of the desk's box chair
                    bedding.desk_chair(sd)
                # the desk's wall: Amalfi's slatted panel behind it; a print above it, books, a vase
                dwall, dface = (W, '-x') if head_side == 'x0' else (0.0, '+x')
                if s['style'] == 'amalfi':
                    feature_wall(sd, 'x1' if head_side == 'x0' else 'x0', dwall, dy0 - 0.35, dy0 + 1.65, H, s)
                dressing.desk_wall(dwall, dface, dy0, dy0 + 1.3, s, sd['seed'], lamps, on_slats=s['style'] == 'amalfi')
                # a reading floor lamp beside it
                fy = D - 3.95 if sd.get('seating') else dy0 - 0.35
                if fy > 1.75:
                    floor_lamp(sd, W - 0.3 if head_side == 'x0' else 0.3, fy, s, lamps)
            wx0, wx1 = (W - 0.62, W) if head_side == 'x0' else (0, 0.62)
            A.wardrobe(wx0, wx1, 0.05, 1.35, 2.35, dict(s, _wface='-x' if head_side == 'x0' else '+x'))
            if sd.get('far_wall') == 'console':
                # (scene option) a console with a lamp, books, a jug of olive branches and a print on the wall the window-side
                # picture looks at beyond the beds (it was a bare panelled wall)
                dressing.console_wall(sd, s, lamps)
        else:  # headboard on the corridor wall y = 0, the bed pointing at the window
            xc = sd.get('bed_x', W * 0.5)
            total = bw if beds == 1 else 2 * bw + 0.6
            x0 = xc - total / 2
            for i in range(beds):
                bx0 = x0 + i * (bw + 0.6)
                bedding.soft_bed(bx0, bx0 + bw, 0.0, bl, 'y0', s, lamps, seed=sd['seed'] + i)
            A.nightstand(x0 - 0.35, 0.25, s, lamps)
            A.nightstand(x0 + total + 0.35, 0.25, s, lamps)
            bedding.flat_rug(x0 - 0.3, x0 + total + 0.3, bl - 0.6, bl + 1.0, rugc[0], rugc[1])
    if sd.get('lounge') and layout != 'family' and head_side in ('x0', 'x1'):
        # a Premium room (scenes.mjs SETUPS `lounge`): a club chair turned toward the room and a reading lamp in the window
        # corner beside the bed, clear of its nightstand and of the drapes
        import furniture as F
        Xl = (lambda x: x) if head_side == 'x0' else (lambda x: W - x)
        F.club_chair(Xl(0.72), D - 1.0, 225 if head_side == 'x0' else 135, F.fabric(s['chair'], name='loungechair'))
        dressing.floor_lamp(Xl(0.27), D - 0.42, s, lamps)
    # seating in larger rooms
    if sd.get('seating') and layout != 'family':
        sx = W - 1.1 if head_side == 'x0' else 1.1
        # furniture.club_chair on assets.sofa / armchair's footprints (those read as soft boxes): rolled piped arms,
        # crowned piped seat cushions, back cushions, walnut legs
        import furniture as F
        F.club_sofa(sx + (0.35 if head_side == 'x0' else -0.35), D - 2.6, -90 if head_side == 'x0' else 90, F.fabric(s['sofa'], name='clubsofa'), 2.0,
                    cush=F.fabric(s['cushion'], name='clubcush'))
        A.coffee_table(sx - 0.75 if head_side == 'x0' else sx + 0.75, D - 2.6, s)
        F.club_chair(sx - 1.6 if head_side == 'x0' else sx + 1.6, D - 1.5, 200 if head_side == 'x0' else 160, F.fabric(s['chair'], name='clubchair'))
        bedding.flat_rug(sx - 2.0 if head_side == 'x0' else sx - 0.8, sx + 0.8 if head_side == 'x0' else sx + 2.0, D - 3.6, D - 1.2, rugc[1], rugc[0])
    # curtains each side of the opening: heavy linen drapes in deep folds, sheers nearer the glass
    dressing.curtains(ox0, ox1, D, H, s, seed=sd['seed'], W=W)
    # a potted olive in the window corner across from the beds (the other corner is where picture 4's camera stands),
    # clear of the desk or the sofa along that wall
    px = W - 0.42 if head_side == 'x0' or layout == 'family' else 0.42
    if layout == 'family':
        free_y = D - 1.15
    elif sd.get('seating'):
        free_y = D - 1.55
    else:
        free_y = D - 0.85
    cx0, cx1 = (0.04, 1.3) if px < W / 2 else (W - 1.3, W - 0.04)
    dressing.pot_plant(px, D - 0.5, s, h=1.45, seed=sd['seed'] + 31, clip=(cx0, cx1, free_y, D - 0.22))
    # Sorrento's panel mouldings under the chair rail all round, and tall panels on the wall opposite the beds
    if s['style'] == 'sorrento':
        pm = s['skirting']
        dxd = W - 1.2 if head_side != 'x1' else 1.2
        if layout == 'family':
            wx = (W - 0.62, W)
        else:
            wx = (W - 0.62, W) if head_side == 'x0' else (0.0, 0.62)
        y0segs = dressing.free([(0.0, W)], [(dxd - 0.6, dxd + 0.6), wx] + ([(3.1, 5.0)] if layout == 'family' else []))
        # (scene option `far_wall` 'console') one tall panel framing the console and its print, the wall's others either side
        cspan = dressing.console_span(sd) if sd.get('far_wall') == 'console' and layout != 'family' else None
        if cspan and head_side == 'x1':
            y0segs = dressing.free(y0segs, [(cspan[0] - 0.05, cspan[1] + 0.05)])
        dressing.panels('y0', 0.0, y0segs, pm, high=(1.1, H - 0.4))
        if cspan and head_side == 'x1':
            # one panel, however wide (Deluxe's 1.55 m made two, and their middle stiles, 14 mm proud, crossed the
            # window of a painted print's mat, which stands the painting 8-12 mm off the wall)
            dressing.panels('y0', 0.0, [(cspan[0] - 0.05, cspan[1] + 0.05)], pm, high=(1.1, H - 0.4), width=cspan[1] - cspan[0] + 1.0)
        dressing.panels('yD', D, [(0.0, ox0 - 0.65), (ox1 + 0.65, W)], pm)
        far = 'x1' if head_side in ('x0', 'family') or layout == 'family' else 'x0'
        near = 'x0' if far == 'x1' else 'x1'
        dressing.panels(near, 0.0 if near == 'x0' else W, [(0.0, D)], pm)
        if layout != 'family' and W - 2.1 > 1.7:
            dy0 = 1.6 if sd.get('seating') else D - 2.2
            fs = [(1.4, dy0 - 0.05), (dy0, dy0 + 1.3), (dy0 + 1.35, D)]
        elif layout == 'family':
            # clear of the wardrobe; the desk's stretch its own panels
            fs = [(3.15, D - 2.65), (D - 2.6, D - 1.2), (D - 1.15, D)]
        else:
            fs = [(1.4, D)]
        if cspan and far == 'x1' and head_side == 'x0':
            fs = dressing.free(fs, [(cspan[0] - 0.05, cspan[1] + 0.05)]) + [(cspan[0] - 0.05, cspan[1] + 0.05)]
        dressing.panels(far, W if far == 'x1' else 0.0, fs, pm, high=(1.1, H - 0.4))
    if s['style'] == 'amalfi' and layout != 'family':
        # a console with books, a vase and a large print on the corridor wall between the headboard wall and the door
        if sd.get('console_art'):
            console_art(sd)
        else:
            bedding._amalfi_dressing(sd)
    # the entrance door in the corridor wall, beside the wardrobe
    dx = W - 1.2 if head_side != 'x1' else 1.2
    box('door', dx - 0.45, dx + 0.45, 0.0, 0.04, 0.0, 2.1, s['wood'])
    box('doorframe', dx - 0.53, dx + 0.53, 0.0, 0.03, 0.0, 2.18, s['skirting'])
    box('handle', dx + 0.3, dx + 0.4, 0.04, 0.07, 1.0, 1.03, brass())
    if sd.get('evening'):
        _evening(sc, sd, s, W, D, H, daylight)


def _evening(sc, sd, s, W, D, H, daylight):
    """Option `evening` {fill, bounce, warm, sky, lift, lamps, pool, pool_down, cone, soft, samples, shade, cove,
    exposure, pictures, floor_rough, up_shadow, up_art} (scenes.mjs SETUPS `first`,
    default off): a dusk room as the blue hour's photograph shows it, lit by its own lamps. The window's blue light and
    the sky's even wash indoors turned down (rooms.bedroom: `fill` the window's area light, `bounce` the ceiling's,
    `sky` the world's light on surfaces, `lift` the ceiling lift's factor, or without one a warm lift's W per 20 m²;
    `fill`, `bounce`, `sky`, `lift` and `exposure` each one number or [1, 2, 4], all resolved per shot by one render_pre
    handler through _evening_value),
    the bounce in the lamps' colour (`warm`), the lamps `lamps` times brighter, a soft cone up and down from each
    (`pool` W, the down one `pool_down` W; `cone` [up, down, blend]; with `soft` a radius, casting soft shadows, the
    shot at `samples` times its samples), the shades' glow times `shade`, the Amalfi cove's LED line washing the
    ceiling's edge (`cove` W per metre, an up-facing strip along each cove) and the picture's exposure raised by
    `exposure` (one number or [1, 2, 4]); `pictures` (default all, e.g. [1, 4]) the pictures it lights, the others
    as without it; `floor_rough` the floor's roughness in those pictures. Only in the room's own hour: a shot at another
    hour (the bathroom) renders as without the option."""
    ev = sd['evening']
    k = ev.get('lamps', 1.0)
    lamps = [o for o in bpy.data.objects if o.type == 'LIGHT' and o.name not in daylight['lights'] and o.data.type == 'POINT']
    was = {o.name: o.data.energy for o in lamps}
    # (`pool` W) a soft cone up and one down from each lamp, shadowless: the pools of light on the wall over a bedside
    # lamp and on the nightstand and floor under it (the lamps' own shadows drew the shades' rims across the room in
    # hard fans at the renders' 8 samples). (`soft`, default off: a radius in metres) the pools cast soft shadows of that
    # radius (the nightstands', the chairs' and the plants' on the floor and the walls; the cones pass through the
    # shades' openings, so no rim draws a fan), and the shot renders with `samples` times its samples (default 1) so the
    # penumbrae are smooth, not banded; (`cone`, default [120, 70, 0.9]) the up and down cones' angles and their edges'
    # blend: narrower and harder, the scallop on the wall over a lamp; (`pool_down`, default `pool`) the down cone's W
    soft = ev.get('soft')
    cone = ev.get('cone', [120, 70, 0.9])
    pools = []
    # (`up_art`, default off: a factor, or [1, 2, 4] one per picture) the up cone's W of a lamp standing under a print or painting (within its width and 0.35 m
    # either side, 0.6 m of its wall): the cone lit the print's lower middle as a hot patch (Superior Sea View's middle
    # bedside lamp under the painting); the print then lit by the others' spill
    prints = []
    if ev.get('up_art') is not None:
        for o in [o for o in bpy.data.objects if o.name.split('.')[0] in ('print', 'painting')]:
            c = [o.matrix_world @ Vector(b) for b in o.bound_box]
            prints.append([min(v[i] for v in c) for i in range(3)] + [max(v[i] for v in c) for i in range(3)])

    def under_print(p):
        for x0, y0, z0, x1, y1, z1 in prints:
            if z0 <= p.z:
                continue
            if (x1 - x0 < y1 - y0 and abs(p.x - (x0 + x1) / 2) < 0.6 and y0 - 0.35 <= p.y <= y1 + 0.35) or \
                    (x1 - x0 >= y1 - y0 and abs(p.y - (y0 + y1) / 2) < 0.6 and x0 - 0.35 <= p.x <= x1 + 0.35):
                return True
        return False
    if ev.get('pool'):
        for o in lamps:
            for up in (True, False):
                # (with `soft`) 5 cm above the lamp's light: the floor lamp's stem ends 3 cm above it and its shadow
                # from inside the light drew a dark smudge on the wall
                sp = spot_light('lamppool', tuple(o.location + Vector((0, 0, 0.05 if soft else 0.0))), 0.0, (1.0, 0.76, 0.5),
                                cone[0] if up else cone[1], cone[2], soft or 0.05)
                # (`up_shadow` False, default off: the up cones cast no shadow even with `soft`) a print's frame over a
                # lamp threw its shadow up the wall as a dark band across the print (Superior Sea View)
                sp.data.use_shadow = bool(soft) and not (up and ev.get('up_shadow') is False)
                if up:
                    sp.rotation_euler = (math.pi, 0, 0)
                e = ev['pool'] if up else ev.get('pool_down', ev['pool'])
                # (`up_art` one number or [1, 2, 4], resolved per shot by the handler below: Premium Sea View's desk lamp's up
                # cone drew a soft bright diagonal across the painting over the desk in 4, its bedside lamps' scallops kept in 1)
                pools.append((sp, e, bool(up and prints and under_print(o.location))))
    shades = [m for m in bpy.data.materials if m.name.split('.')[0] in ('shade', 'flshade') and m.node_tree
              and 'Principled BSDF' in m.node_tree.nodes]
    glow = {m.name: m.node_tree.nodes['Principled BSDF'].inputs['Emission Strength'].default_value for m in shades}
    ups = []
    if ev.get('cove') and s['style'] != 'sorrento':
        # the cove strips (rooms.shell) on the dropped ceiling's edges: an area light facing up in the 0.5 m band between
        # each and its wall, washing the ceiling's edge and the wall's top
        for o in [o for o in bpy.data.objects if o.name.split('.')[0] == 'cove']:
            (a0, b0, _), (a1, b1, _) = [o.matrix_world @ Vector(c) for c in (o.bound_box[0], o.bound_box[6])]
            a0, a1, b0, b1 = min(a0, a1), max(a0, a1), min(b0, b1), max(b0, b1)
            long_x = (a1 - a0) > (b1 - b0)
            ln = (a1 - a0) if long_x else (b1 - b0)
            # the strip's middle and the side its wall is on
            cx, cy = (a0 + a1) / 2, (b0 + b1) / 2
            if long_x:
                cy += -0.22 if cy < D / 2 else 0.22
            else:
                cx += -0.22 if cx < W / 2 else 0.22
            lt = area_light('coveup', (cx, cy, H - 0.17), (math.pi, 0, 0), ln if long_x else 0.3, 0.3 if long_x else ln, 0.0,
                            (1.0, 0.8, 0.58), shadow=False)
            ups.append((lt, ev['cove'] * ln))
    # (`floor_rough`, default off) the floor's roughness in the option's pictures: Superior Sea View's glossy planks
    # mirrored the doors' bright blue glass as a lilac sheen once the room's warm light was down
    fb = s['floor'].node_tree.nodes.get('Principled BSDF') if ev.get('floor_rough') and s['floor'].node_tree else None
    fr0 = fb.inputs['Roughness'].default_value if fb else None
    # (`warm`) the ceiling's bounce in the lamps' colour: what the lamps send back off the walls, not the sky's
    bnc = bpy.data.objects.get('bounce')
    bnc_c = tuple(bnc.data.color) if bnc else None
    exp = ev.get('exposure', 0.0)
    base = TOD[sd['tod']]['exp'] + sd.get('exposure', 0.0)
    w0 = sc.world

    # (`pictures`, default all: e.g. [1, 4]) the pictures the option lights; the others in the room's own hour render as
    # without it (a balcony picture whose glass would haze with the brighter room's reflection)
    pics = [str(x) for x in ev['pictures']] if ev.get('pictures') else None

    def pre(scene, *_):
        # every value of the option for this shot, set here and nowhere else: n the picture ('1', '2', '4'; a bathroom's
        # '3'), own whether the option lights it (the room's own hour and in `pictures`)
        n = scene.camera.name.rsplit('-', 1)[-1] if scene.camera else ''
        at = scene.world == w0
        own = at and (pics is None or n in pics)
        for o in lamps:
            o.data.energy = was[o.name] * k if own else was[o.name]
        for sp, e, art in pools:
            sp.data.energy = (e * _evening_value(ev, 'up_art', n, 1.0) if art else e) if own else 0.0
        for m in shades:
            m.node_tree.nodes['Principled BSDF'].inputs['Emission Strength'].default_value = glow[m.name] * (ev.get('shade', 1.0) if own else 1.0)
        if fb:
            fb.inputs['Roughness'].default_value = ev['floor_rough'] if own else fr0
        if own and ev.get('samples'):
            scene.eevee.taa_render_samples = int(round(scene.eevee.taa_render_samples * ev['samples']))
        for lt, e in ups:
            lt.data.energy = e if own else 0.0
        if bnc and ev.get('warm'):
            bnc.data.color = tuple(ev['warm']) if own else bnc_c
        if exp and at:
            scene.view_settings.exposure = base + _evening_value(ev, 'exposure', n, 0.0) if own else base
        # the window's light and the ceiling's bounce (`fill`, `bounce`: the bounce as the fill where not given)
        for lt, e0, key in daylight['fill']:
            lt.data.energy = e0 * _evening_value(ev, key, n, 1.0) if own else e0
        # the ceiling lift (`lift`: the room's ceiling_lift's factor, or the warm lift's W per 20 m²)
        if daylight['lift']:
            lt, e0, unit = daylight['lift']
            lt.data.energy = unit * _evening_value(ev, 'lift', n, 1.0) if own else e0
        # the sky's light on surfaces (`sky`)
        for i, v in daylight['sky']:
            i.default_value = v * _evening_value(ev, 'sky', n, 1.0) if own else v

    bpy.app.handlers.render_pre.append(pre)


def _evening_value(ev, key, n, default):
    """Option `evening`'s value `key` for picture n: one number, or [1, 2, 4] one per picture (a bathroom's '3' or
    another name: `default`); `bounce` where not given is `fill`'s."""
    value = ev.get(key, ev.get('fill', default) if key == 'bounce' else default)
    return dict(zip(('1', '2', '4'), value)).get(n, default) if isinstance(value, list) else value


def bathroom(sc, sd, t, view=True):
    """The room's bathroom: built by baths.py (marble slabs or tiles with a majolica band, a dressed vanity with
    mirrors and sconces, a freestanding or built-in tub, a glass shower in larger baths)."""
    import baths
    if view:
        view_outside(sc, dict(sd, seed=sd['seed'] + 3), t, sd['w'], sd['d'], sd['d'] + 0.2)
    baths.bathroom(sc, sd, t, style(sd['hotel'], sd['accent']))


def room_scene(sc, sd):
    """The bedroom, its balcony and, beside it along the same facade, its bathroom; one camera per shot kind."""
    t = world_sky(sc, sd['tod'], sd['sun_azimuth'])
    sd = dict(sd)
    bedroom(sc, sd, t)
    W, D = sd['w'], sd['d']
    b = dict(sd['bath'], hotel=sd['hotel'], accent=sd['accent'], seed=sd['seed'], view=sd['view'], sun_azimuth=sd['sun_azimuth'])
    bx = W + 0.6 if sd['head'] == 'x0' else -0.6 - b['w']
    by = D - b['d']
    b['win'] = (0.45, b['w'] - 0.45) if b['tub'] == 'free' else (0.35, min(b['w'] - 0.35, 1.8))
    before = set(bpy.data.objects)
    bathroom(sc, b, TOD[b['tod']], view=False)
    for ob in set(bpy.data.objects) - before:
        ob.location.x += bx
        ob.location.y += by
    m = sd['head'] == 'x1'
    X = (lambda x: W - x) if m else (lambda x: x)
    lens, eye = sd['camera']['lens'], sd['camera']['eye']
    bw, bdp = b['w'], b['d']
    bmir = b['vanity_wall'] == 'x1'
    BX = (lambda x: bx + bw - x) if bmir else (lambda x: bx + x)
    if sd['layout'] == 'family':
        # from the door corner across the sitting group to the beds and the screen, the window on the right; from
        # the desk corner by the window back across the sitting group to the beds; along the terrace from beside the
        # day beds (scenes.mjs SETUPS `terrace`), the sea on the left
        cams = {
            'bed': dict(pos=(W - 0.75, 0.7, eye - 0.1), target=(2.93, 5.01), lens=lens + 8, shift_y=-0.02),
            'other': dict(pos=(W - 1.9, D - 0.55, eye - 0.25), target=(0.5, 3.2), lens=lens + 4, shift_y=-0.07),
            'balcony': dict(pos=(0.35, D + 0.5, 1.5), target=(8.5, D + 4.3), lens=24, shift_y=-0.1),
        }
    else:
        cams = {
            'bed': dict(pos=(X(W * 0.56), 0.3, eye), target=(X(W * 0.3), D), lens=lens, shift_y=-0.07),
            'other': dict(pos=(X(0.45), D - 0.45, eye - 0.2), target=(X(W * 0.8), 0.5), lens=lens + 2, shift_y=-0.05),
            'balcony': dict(pos=(X(-0.2), D + 0.55, 1.5), target=(X(W * 0.7 + 2.5), D + 4.0), lens=24, shift_y=-0.08),
            'desk': dict(pos=(X(W * 0.3), D - 3.0, eye - 0.1), target=(X(W - 0.3), D - 0.5), lens=lens, shift_y=-0.06),
            'seating': dict(pos=(X(W * 0.22), D - 4.6, eye), target=(X(W - 1.5), D - 0.6), lens=lens, shift_y=-0.06),
        }
    if sd.get('lounge') and sd['layout'] != 'family':
        # the lounge chair and its lamp stand in that window corner: the camera steps out past them, into the doorway
        cams['other'] = dict(cams['other'], pos=(X(1.4), D - 0.35, eye - 0.2))
    if sd.get('other_cam') and sd['layout'] != 'family':
        # (scene option) the window-side camera moved: `x` m from the headboard wall, `y` m in from the window wall, at
        # `eye` m, with its own `lens` and `shift_y`, looking the same way as before (other_turn turns it); in the
        # Sorrento sea rooms the near bed filled the frame's lower half and its pillows and lamp were cut at the edge
        c, o = cams['other'], sd['other_cam']
        px, py = X(o.get('x', 0.45)), D - o.get('y', 0.45)
        cams['other'] = dict(
            c,
            pos=(px, py, o.get('eye', c['pos'][2])),
            target=(c['target'][0] + px - c['pos'][0], c['target'][1] + py - c['pos'][1]),
            lens=o.get('lens', c['lens']),
            shift_y=o.get('shift_y', c['shift_y']),
        )
    if sd.get('other_turn'):
        # (scene option, degrees) the window-side camera turned to its right (+) or left (-) about where it stands: in
        # Premium City View the velvet desk chair stood half out of the frame's right edge
        c = cams['other']
        a = -math.radians(sd['other_turn'])
        dx, dy = c['target'][0] - c['pos'][0], c['target'][1] - c['pos'][1]
        cams['other'] = dict(c, target=(c['pos'][0] + dx * math.cos(a) - dy * math.sin(a), c['pos'][1] + dx * math.sin(a) + dy * math.cos(a)))
    # heroes taken in a room: a side elevation across the beds toward the headboard wall (16:9), its
    # portrait version from the same spot, and the Family Suite's writing desk by the window
    hx, hy = (W - 1.4, 3.3) if sd.get('seating') else ((W - 0.9, D * 0.35) if sd['layout'] == 'family' else (W - 0.9, D * 0.62))
    cams['hero'] = dict(pos=(X(hx), hy, eye), target=(X(0.0), hy + 0.6), lens=24, shift_y=-0.06)
    cams['hero_p'] = dict(pos=(X(hx), hy - 0.4, eye), target=(X(0.4), hy + 1.2), lens=24, shift_y=-0.04)
    # a fourth picture from the bed (scenes.mjs SETUPS view4 'glass'): seated on the far side of the nearer bed, across
    # its foot and the room to the glass doors, the balcony and the sea, the olive and the desk on the right
    cams['glass'] = dict(pos=(X(1.0), D * 0.45, 1.15), target=(X(W * 0.55), D), lens=24, shift_y=-0.03)
    cams['desk_hero'] = dict(pos=(X(W - 2.7), D - 3.7, 1.35), target=(X(W - 0.3), D - 0.6), lens=28, shift_y=-0.05)
    cams['desk_hero_p'] = dict(pos=(X(W - 2.2), D - 3.6, 1.35), target=(X(W - 0.4), D - 1.0), lens=24, shift_y=-0.05)
    # the balcony and desk views vary by room type (scenes.mjs SETUPS view2), so no two rooms' second
    # pictures are one template
    v = sd.get('view2', 0)
    if v == 1 and sd['layout'] != 'family':
        cams['balcony'] = dict(pos=(X(W * 0.45), D + 0.3, 1.45), target=(X(W * 0.7 + 1.6), D + 6.0), lens=26, shift_y=-0.1)
        cams['desk'] = dict(pos=(X(W * 0.45), D - 2.3, 1.25), target=(X(W - 0.1), D - 0.9), lens=30, shift_y=-0.04)
    elif v == 2 and sd['layout'] != 'family':
        cams['balcony'] = dict(pos=(X(W + 0.3), D + 1.3, 1.55), target=(X(W * 0.2 - 3.0), D + 3.0), lens=24, shift_y=-0.06)
        cams['desk'] = dict(pos=(X(W * 0.2), D - 3.4, 1.55), target=(X(W - 0.5), D - 0.2), lens=26, shift_y=-0.08)
    elif v == 3 and sd['layout'] != 'family':
        # from the near end of the balcony by the glass railing, along it: the lounge chairs three-quarter front with
        # their cushions, the table with the wine, the planter and bougainvillea at the far end, the open glass doors
        # and the room behind them on the right, the sea on the left
        cams['balcony'] = dict(pos=(X(-0.25), D + 1.4, 1.45), target=(X(W - 0.2), D + 0.6), lens=24, shift_y=-0.04)
    elif v == 4 and sd['layout'] != 'family':
        # from the near corner against the railing, back along the balcony toward the facade: the sea and the horizon
        # on the left, the bistro table laid with wine and a chair, the bougainvillea and the olive at the far wall, the
        # open French doors and the room on the right (the default view out from the doorway repeated another room's);
        # a step in from the railing, so that the building's terrace far below (view_outside) stays out of the corner
        cams['balcony'] = dict(pos=(X(-0.35), D + 1.6, 1.4), target=(X(W - 0.3), D + 0.5), lens=24, shift_y=-0.05)
    elif v == 5 and sd['layout'] != 'family':
        # from inside the room, 2.6 m back from the French doors: the curtains and sheers framing the doors, the bistro
        # table laid with wine between its two chairs on the balcony, the railing and the sea beyond, the potted olive
        # in the window corner (the views out over the railing repeated another room's); the doors' mullion falls
        # between the left chair and the table
        cams['balcony'] = dict(pos=(X(W * 0.37), D - 2.6, 1.4), target=(X(W * 0.6), D + 3.0), lens=24, shift_y=-0.07)
    # the first picture's camera varies where two rooms of one size and layout would give one template (SETUPS view1)
    v1 = sd.get('view1')
    if v1 == 'glass_front':
        # low, square-on to the floor-to-ceiling glass from the door end of the room, the beds along one side
        cams['bed'] = dict(pos=(X(W * 0.6), 0.35, 1.3), target=(X(W * 0.56), D), lens=25, shift_y=-0.04)
    elif v1 == 'bedwall':
        # from the corridor corner behind the nightstand, along the beds' heads to the glass and the sea beyond
        cams['bed'] = dict(pos=(X(0.5), 0.4, 1.3), target=(X(W * 0.78), D), lens=24, shift_y=-0.03)
    elif v1 == 'bedhead':
        # 'bedwall' framed lower (a Premium city room: the king bed's pillows and throw in the near corner, the window on the
        # town in the middle, the club chair in the window corner; the ceiling filled the top third)
        # 0.15 m farther from the headboard wall and 0.1 m farther in (at X(0.5), 0.4 the near nightstand's lamp was cut by
        # the frame's right edge): that lamp now just out of the frame; with scenes.mjs `drop_flush` 'head' (rooms.shell)
        cams['bed'] = dict(pos=(X(0.65), 0.5, 1.3), target=(X(W * 0.78), D), lens=24, shift_y=-0.07)
    elif v1 == 'corner':
        # from beside the desk across the room to the sitting corner by the doors: the king bed on the left, the club chair
        # and its reading lamp, the open doors and the sea (from the balcony, looking in, the doors' mullions split the
        # picture down the middle)
        cams['bed'] = dict(pos=(X(W - 0.7), D - 2.6, 1.3), target=(X(0.3), D - 1.55), lens=24, shift_y=-0.05)
    elif v1 == 'window_corner':
        # from the desk wall just past the wardrobe, diagonally across the room to the corner of the headboard wall and
        # the window: the window and the town beyond it on the left, the beds three-quarter on the right against their
        # wall (square-on to the headboard wall the picture of a city room showed no view)
        cams['bed'] = dict(pos=(X(W - 0.4), 1.55, 1.4), target=(X(0.0), D - 0.5), lens=22, shift_y=-0.05)
    elif v1 == 'entry':
        # from the entrance corner across the beds' feet to the headboard wall and the doors to the sea
        cams['bed'] = dict(pos=(X(W - 0.95), 0.35, 1.5), target=(X(0.5), D * 0.72), lens=26, shift_y=-0.06)
    if sd.get('view1') == 1 and sd['layout'] != 'family':
        # from the entrance, just past the wardrobe, across the beds' feet to the headboard wall and the window
        cams['bed'] = dict(pos=(X(W - 0.45), 1.55, 1.45), target=(X(0.2), 4.3), lens=22, shift_y=-0.06)
    # the bathroom: from the door corner across to the vanity wall and the window (the vanity, its mirror and the
    # tub in one view); a bath with a shower (in the window-side corner) is seen straight down its length instead
    # (scenes.mjs BATHS `cam`): 'axis' from the door straight down the room to the tub under the window, the
    # vanity along one side
    if b.get('shower'):
        cx = (bw - 1.0) / 2 + 0.45
        cams['bath'] = dict(pos=(BX(cx), by + 0.25, 1.5), target=(BX(cx - 0.12), by + bdp), lens=22, shift_y=-0.04)
    elif b.get('cam') == 'axis':
        # turned 8 degrees away from the vanity: its counter's far end in the frame's edge, its mirrors (seen edge on,
        # a bright sliver) out of it
        yaw = math.radians(8)
        cams['bath'] = dict(pos=(BX(bw / 2), by + 0.22, 1.5), target=(BX(bw / 2 + 3 * math.sin(yaw)), by + 0.22 + 3 * math.cos(yaw)), lens=22, shift_y=-0.05)
    else:
        cx, cy = bw - 0.3 - 0.12 * (sd['seed'] % 2), 0.28
        yaw = math.radians(40 + 3 * (sd['seed'] % 3))
        cams['bath'] = dict(pos=(BX(cx), by + cy, 1.5), target=(BX(cx - math.sin(yaw) * 3), by + cy + math.cos(yaw) * 3), lens=22, shift_y=-0.04)
    import baths
    baths.reflections(sc, sd, b, (bx + bw / 2, by + bdp / 2, b['h'] / 2), (bw, bdp, b['h']))
    tods = {'bath': b['tod']}
    return cams, tods
