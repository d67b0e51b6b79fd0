# Skies with clouds for EEVEE: a cloud layer painted into the world shader over lib.world_sky's Nishita sky.
# No geometry and no volumes: each view ray is projected onto a flat cloud deck (x/z, y/z of its direction, so
# the clouds shrink and crowd toward the horizon as real ones do), two noise fields make the clouds (a large
# one for where they gather, a finer one for their billows, or stretched streaks for cirrus), and a second
# sample of the same field a little toward the sun shades them: where the cloud thickens toward the sun the
# point is in its own shadow, where it thins it is the lit rim. Their brightness follows the sky's own at that
# point (the sky is brightest around the sun, so the clouds there glow and turn gold), tinted by the hour. Near
# the horizon they fade into the sky's haze. Cost: a few texture lookups per background pixel (measured in
# docs/ART.md). The clouds go into both what the camera sees and the world that lights and is mirrored (the
# calm sea reflects them); the sunlight itself is unchanged.
import math

from mathutils import Vector

from lib import _math, _smoothstep as _smooth  # smoothstep(lo, hi, x) as a Map Range node

# per hour: the lit side's tint and gain, the shaded side's, and the haze the far clouds fade into
TINTS = {
    'morning': dict(lit=(1.0, 0.97, 0.92), lit_k=2.3, shade=(0.7, 0.73, 0.8), shade_k=1.3),
    'noon': dict(lit=(1.0, 1.0, 1.0), lit_k=2.6, shade=(0.72, 0.76, 0.84), shade_k=1.5),
    'golden': dict(lit=(1.0, 0.78, 0.55), lit_k=1.7, shade=(0.58, 0.52, 0.6), shade_k=0.75),
    'golden-loggia': dict(lit=(1.0, 0.78, 0.55), lit_k=1.7, shade=(0.58, 0.52, 0.6), shade_k=0.75),
    'sunset': dict(lit=(1.0, 0.66, 0.45), lit_k=1.7, shade=(0.52, 0.44, 0.55), shade_k=0.7),
    'dusk': dict(lit=(1.0, 0.62, 0.5), lit_k=1.6, shade=(0.42, 0.38, 0.52), shade_k=0.6),
    'blue': dict(lit=(0.75, 0.72, 0.85), lit_k=1.1, shade=(0.4, 0.42, 0.55), shade_k=0.7),
}


def _n(nt, kind, **kw):
    n = nt.nodes.new(kind)
    for k, v in kw.items():
        setattr(n, k, v)
    return n


def _field(nt, uv, cfg, off=(0.0, 0.0)):
    """Cloud density (0..1) at the deck coordinates uv (+ off, in deck units)."""
    vec = uv
    if off != (0.0, 0.0):
        a = _n(nt, 'ShaderNodeVectorMath', operation='ADD')
        nt.links.new(uv, a.inputs[0])
        a.inputs[1].default_value = (off[0], off[1], 0.0)
        vec = a.outputs[0]
    # where the clouds gather: a broad field
    big = _n(nt, 'ShaderNodeTexNoise', noise_dimensions='3D')
    nt.links.new(vec, big.inputs['Vector'])
    big.inputs['Scale'].default_value = cfg['big']
    big.inputs['Detail'].default_value = 2.0
    big.inputs['Roughness'].default_value = 0.5
    # the billows (cumulus) or streaks (cirrus: the deck stretched along `stretch`)
    m = _n(nt, 'ShaderNodeMapping')
    nt.links.new(vec, m.inputs['Vector'])
    m.inputs['Rotation'].default_value = (0, 0, math.radians(cfg.get('angle', 0.0)))
    m.inputs['Scale'].default_value = (cfg.get('stretch', 1.0), 1.0, 1.0)
    m.inputs['Location'].default_value = (cfg.get('seed', 0.0) * 13.1, cfg.get('seed', 0.0) * 7.7, 0.0)
    fine = _n(nt, 'ShaderNodeTexNoise', noise_dimensions='3D')
    nt.links.new(m.outputs[0], fine.inputs['Vector'])
    fine.inputs['Scale'].default_value = cfg['fine']
    fine.inputs['Detail'].default_value = 3.0
    fine.inputs['Roughness'].default_value = cfg.get('rough', 0.55)
    fine.inputs['Distortion'].default_value = cfg.get('distort', 0.3)
    mix = _math(nt, 'MULTIPLY_ADD', big.outputs['Fac'], cfg.get('big_w', 0.55), _math(nt, 'MULTIPLY', fine.outputs['Fac'], 1 - cfg.get('big_w', 0.55)))
    # coverage: the share of sky under cloud (threshold), softness: how gradually a cloud's edge fades
    lo = 0.62 - 0.3 * cfg['cover']
    return _smooth(nt, mix, lo, lo + cfg.get('soft', 0.08))


LAYERS = {
    # fair-weather cumulus: separate heaps with gaps of sky
    'cumulus': dict(big=0.9, fine=3.2, cover=0.45, soft=0.09, rough=0.6, distort=0.25, height=1.0, opacity=0.95, shade_off=0.05),
    # high cirrus: long soft streaks
    'cirrus': dict(big=0.35, fine=1.6, stretch=0.16, angle=25.0, cover=0.5, soft=0.22, rough=0.7, distort=0.6, height=3.0, opacity=0.55,
                   shade_off=0.0, big_w=0.5),
    # a broken deck of altocumulus: many small puffs
    'alto': dict(big=0.7, fine=7.0, cover=0.42, soft=0.12, rough=0.55, distort=0.2, height=2.0, opacity=0.7, shade_off=0.03),
}


def clouds(sc, tod, sun_azimuth_deg, layers=('cumulus',), cover=None, seed=0.0, horizon=(0.015, 0.16), haze=(0.02, 0.3), gain=1.0,
           lighting=True):
    """Add cloud layers (names of LAYERS, or dicts) to the world made by lib.world_sky (call it first). `cover` (0..1)
    overrides each layer's coverage, `seed` moves the clouds, `horizon` the elevation band (sin) over which they fade
    in from the horizon, `haze` the band over which far clouds take the sky's colour, `gain` scales their
    brightness. lighting=False keeps the clouds out of the world that lights and is mirrored."""
    from lib import TOD
    t = TOD[tod]
    tint = TINTS.get(tod, TINTS['golden'])
    w = sc.world
    nt = w.node_tree
    sky = next((n for n in nt.nodes if n.type == 'TEX_SKY'), None)
    if sky is None:  # the night gradient: no clouds
        return
    bgs = [n for n in nt.nodes if n.type == 'BACKGROUND']
    lp = next(n for n in nt.nodes if n.type == 'LIGHT_PATH')
    mixsh = next(n for n in nt.nodes if n.type == 'MIX_SHADER')
    bg_lit = next(b for b in bgs if b.outputs[0].links and b.outputs[0].links[0].to_socket == mixsh.inputs[1])
    # the view direction and the deck coordinates
    tc = _n(nt, 'ShaderNodeTexCoord')
    sep = _n(nt, 'ShaderNodeSeparateXYZ')
    nt.links.new(tc.outputs['Generated'], sep.inputs[0])
    dz = sep.outputs['Z']
    zc = _math(nt, 'MAXIMUM', dz, 0.004)
    el = max(t['elev'], 0.5)
    az = math.radians(sun_azimuth_deg)
    sun = Vector((-math.sin(az) * math.cos(math.radians(el)), math.cos(az) * math.cos(math.radians(el)), math.sin(math.radians(el))))
    sun_xy = Vector((sun.x, sun.y, 0)).normalized()
    sky_rgb = sky.outputs[0]
    # the sky's brightness at this point: the clouds' own
    bw = _n(nt, 'ShaderNodeRGBToBW')
    nt.links.new(sky_rgb, bw.inputs[0])
    # a second look at the sky brightness a little above the horizon in the same direction keeps the clouds
    # from turning black where the Nishita sky darkens toward its horizon band
    lum = _math(nt, 'MAXIMUM', bw.outputs[0], 0.02)
    # forward scattering: the clouds near the sun glow
    dot = _n(nt, 'ShaderNodeVectorMath', operation='DOT_PRODUCT')
    nt.links.new(tc.outputs['Generated'], dot.inputs[0])
    dot.inputs[1].default_value = tuple(sun)
    fwd = _math(nt, 'POWER', _math(nt, 'MAXIMUM', dot.outputs['Value'], 0.0), 12.0)
    fade = _smooth(nt, dz, horizon[0], horizon[1])
    hz = _smooth(nt, dz, haze[0], haze[1])
    col = sky_rgb
    for lay in layers:
        cfg = dict(LAYERS[lay]) if isinstance(lay, str) else dict(lay)
        if cover is not None:
            cfg['cover'] = cover if isinstance(cover, (int, float)) else cover.get(lay, cfg['cover'])
        cfg['seed'] = cfg.get('seed', 0.0) + seed
        hgt = cfg.get('height', 1.0)
        comb = _n(nt, 'ShaderNodeCombineXYZ')
        nt.links.new(_math(nt, 'DIVIDE', _math(nt, 'MULTIPLY', sep.outputs['X'], hgt), zc), comb.inputs['X'])
        nt.links.new(_math(nt, 'DIVIDE', _math(nt, 'MULTIPLY', sep.outputs['Y'], hgt), zc), comb.inputs['Y'])
        comb.inputs['Z'].default_value = 3.7 + cfg['seed']
        uv = comb.outputs[0]
        dens = _field(nt, uv, cfg)
        so = cfg.get('shade_off', 0.0)
        if lighting and so > 0:
            d2 = _field(nt, uv, cfg, off=(sun_xy.x * so, sun_xy.y * so))
            # thicker toward the sun: in shadow; thinner: the lit rim
            lit = _math(nt, 'MULTIPLY_ADD', _math(nt, 'SUBTRACT', dens, d2), 1.3, 0.62)
            lit = _math(nt, 'MAXIMUM', _math(nt, 'MINIMUM', lit, 1.0), 0.0)
        else:
            lit = _math(nt, 'ADD', 0.75, 0.0)
        # the cloud's colour: shaded tint -> lit tint, times the sky's brightness, brighter toward the sun
        cmix = _n(nt, 'ShaderNodeMix', data_type='RGBA', blend_type='MIX')
        nt.links.new(lit, cmix.inputs['Factor'])
        cmix.inputs[6].default_value = tuple(c * tint['shade_k'] for c in tint['shade']) + (1,)
        cmix.inputs[7].default_value = tuple(c * tint['lit_k'] for c in tint['lit']) + (1,)
        k = _math(nt, 'MULTIPLY', lum, _math(nt, 'MULTIPLY_ADD', fwd, 1.2, 1.0))
        k = _math(nt, 'MULTIPLY', k, gain * cfg.get('gain', 1.0))
        cc = _n(nt, 'ShaderNodeMix', data_type='RGBA', blend_type='MULTIPLY')
        cc.inputs['Factor'].default_value = 1.0
        nt.links.new(cmix.outputs[2], cc.inputs[6])
        kc = _n(nt, 'ShaderNodeCombineColor')
        for s in ('Red', 'Green', 'Blue'):
            nt.links.new(k, kc.inputs[s])
        nt.links.new(kc.outputs[0], cc.inputs[7])
        # far clouds take the sky's colour (haze)
        hzm = _n(nt, 'ShaderNodeMix', data_type='RGBA', blend_type='MIX')
        nt.links.new(_math(nt, 'MULTIPLY_ADD', hz, 0.65, 0.35), hzm.inputs['Factor'])
        nt.links.new(sky_rgb, hzm.inputs[6])
        nt.links.new(cc.outputs[2], hzm.inputs[7])
        # over the sky (or the layer above) by density x opacity x the horizon fade
        a = _math(nt, 'MULTIPLY', _math(nt, 'MULTIPLY', dens, fade), cfg.get('opacity', 0.9))
        over = _n(nt, 'ShaderNodeMix', data_type='RGBA', blend_type='MIX')
        nt.links.new(a, over.inputs['Factor'])
        nt.links.new(col, over.inputs[6])
        nt.links.new(hzm.outputs[2], over.inputs[7])
        col = over.outputs[2]
    for b in bgs:
        if b is bg_lit and not lighting:
            continue
        nt.links.new(col, b.inputs[0])
    return col


def clouds_from(sc, tod, sun_azimuth_deg, c):
    """`clouds` from a scene's `clouds` entry (scene JSON): layers (default cumulus), cover, seed, gain, horizon,
    haze; what the entry leaves out keeps `clouds`' default."""
    opts = {k: c[k] for k in ('cover', 'seed', 'gain') if k in c}
    opts.update({k: tuple(c[k]) for k in ('horizon', 'haze') if k in c})
    clouds(sc, tod, sun_azimuth_deg, layers=c.get('layers', ['cumulus']), **opts)
