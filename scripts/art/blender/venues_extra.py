# The venues' newer pieces (offers close-up, roof dinner, drinks): glass that reads in EEVEE (a clear body
# with Fresnel reflections that see warm stone below the horizon, the drink inside it a strongly tinted volume
# of its own, so it is never lost), a stone balustrade cap, a bougainvillea spilling over the rail, a low-sun
# hour. No depth of field: EEVEE's see-through surfaces write no depth, so it would blur a glass together with
# the sea behind it.
import math

import bpy
from mathutils import Matrix

import assets as A
from lib import (TOD, soft_box, _mat, _bare_mat, _coord, _noise, _ramp, _shade, _bump, _mapping, cached, col, box, cyl, sphere, lathe, plain, marble, emission,
                 rng, link)
import venues

# Sunset: the sun a few degrees above the sea (between golden hour and dusk), its path glittering on the water.
TOD.setdefault('sunset', dict(elev=3.0, sun=(1.0, 0.62, 0.36), sun_w=2.6, sky=0.55, amb=0.8, lamps=True, exp=0.0, air=1.3, dust=2.0))


def _reflection(nt, low=(0.3, 0.17, 0.09), low_w=0.8):
    """A glossy reflection that sees the warm stone and sea below the horizon (the world below it is black,
    which would rim every glass in black), the sky above it: a shader output."""
    gl = nt.nodes.new('ShaderNodeBsdfGlossy')
    gl.inputs['Roughness'].default_value = 0.02
    em = nt.nodes.new('ShaderNodeEmission')
    em.inputs['Color'].default_value = (*low, 1)
    em.inputs['Strength'].default_value = low_w
    tc = nt.nodes.new('ShaderNodeTexCoord')
    sep = nt.nodes.new('ShaderNodeSeparateXYZ')
    nt.links.new(tc.outputs['Reflection'], sep.inputs[0])
    mr = nt.nodes.new('ShaderNodeMapRange')
    mr.inputs['From Min'].default_value = -0.04
    mr.inputs['From Max'].default_value = 0.04
    nt.links.new(sep.outputs['Z'], mr.inputs['Value'])
    mix = nt.nodes.new('ShaderNodeMixShader')
    nt.links.new(mr.outputs[0], mix.inputs[0])
    nt.links.new(em.outputs[0], mix.inputs[1])
    nt.links.new(gl.outputs[0], mix.inputs[2])
    return mix.outputs[0]


def _fresnel_mix(nt, inner, ior=1.52, gain=1.4, base=0.04):
    """Mix `inner` (what is seen through a surface) with its reflection by Fresnel, a little above physics so a
    thin glass keeps its outline against a bright sky; to the material's output."""
    fr = nt.nodes.new('ShaderNodeFresnel')
    fr.inputs['IOR'].default_value = ior
    mth = nt.nodes.new('ShaderNodeMath')
    mth.operation = 'MULTIPLY_ADD'
    mth.use_clamp = True
    nt.links.new(fr.outputs[0], mth.inputs[0])
    mth.inputs[1].default_value = gain
    mth.inputs[2].default_value = base
    mix = nt.nodes.new('ShaderNodeMixShader')
    nt.links.new(mth.outputs[0], mix.inputs[0])
    nt.links.new(inner, mix.inputs[1])
    nt.links.new(_reflection(nt), mix.inputs[2])
    out = nt.nodes.new('ShaderNodeOutputMaterial')
    nt.links.new(mix.outputs[0], out.inputs[0])


def crystal(tint=(0.97, 0.98, 0.98), name='crystal', base=0.04):
    """Clear glass for EEVEE: see-through in the middle, reflective at grazing angles (Fresnel), so a glass shows
    its outline and highlights without turning milky (the library's `glass` is a 35 % white film); only its
    nearest surface is drawn, so the drink inside is seen through one layer of glass."""
    def make():
        m, nt = _bare_mat(name)
        tr = nt.nodes.new('ShaderNodeBsdfTransparent')
        tr.inputs['Color'].default_value = (*tint, 1)
        _fresnel_mix(nt, tr.outputs[0], base=base)
        m.blend_method = 'BLEND'
        m.shadow_method = 'NONE'
        m.show_transparent_back = False
        m.use_backface_culling = False
        return m

    return cached(('crystal', tint, base), make)


def drink(c, glow=0.12, name='drink'):
    """A drink for EEVEE: a strongly tinted see-through volume (the scene behind it takes the drink's colour, so
    it reads as champagne or a spritz rather than vanishing), a little glow of its own, Fresnel reflections."""
    c = col(c)

    def make():
        m, nt = _bare_mat(name)
        tr = nt.nodes.new('ShaderNodeBsdfTransparent')
        tr.inputs['Color'].default_value = (*c, 1)
        em = nt.nodes.new('ShaderNodeEmission')
        em.inputs['Color'].default_value = (*c, 1)
        em.inputs['Strength'].default_value = glow
        add = nt.nodes.new('ShaderNodeAddShader')
        nt.links.new(tr.outputs[0], add.inputs[0])
        nt.links.new(em.outputs[0], add.inputs[1])
        _fresnel_mix(nt, add.outputs[0], ior=1.34, gain=1.0, base=0.02)
        m.blend_method = 'BLEND'
        m.shadow_method = 'NONE'
        m.show_transparent_back = False
        return m

    return cached(('drink', c, glow), make)


def _origin(ob, p):
    """Move an object's origin to p, its mesh staying where it is (EEVEE sorts see-through objects by origin)."""
    ob.data.transform(Matrix.Translation((-p[0], -p[1], -p[2])))
    ob.location = p
    return ob


def stone_cap(name, x0, x1, y0, y1, z0, z1):
    """A balustrade's cap in honed travertine: rounded edges, soft veining."""
    return box(name, x0, x1, y0, y1, z0, z1, marble('#e6dccb', '#c7b596', 0.45, scale=0.6, name='travcap'), bevel=0.02, seg=4)


def flute(x, y, z, wine='#f3c65a', h=0.235, seed=0, toward=(0.0, -1.0)):
    """A champagne flute: a fine, smooth crystal bowl (96 sides, a spline profile, walls of real thickness), a
    slim stem and a foot; the wine a tinted see-through volume with a meniscus, a ring of fine foam and beads
    rising in it. `toward`: the camera's side (the glass is drawn after the wine inside it)."""
    g = crystal()
    outer = [(0.0, 0.0), (0.036, 0.0), (0.037, 0.002), (0.012, 0.007), (0.0042, 0.016), (0.0038, 0.09), (0.006, 0.1), (0.018, 0.112),
             (0.027, 0.135), (0.031, 0.17), (0.031, 0.205), (0.029, h)]
    inner = [(0.0275, h), (0.0295, 0.205), (0.0295, 0.17), (0.0255, 0.136), (0.016, 0.116), (0.004, 0.106), (0.0, 0.104)]
    gob = venues._fine_lathe('flute', x, y, z, outer + inner, g, 96, 5)
    # the stem and foot in a denser glass: a thin clear rod would vanish against the sea and leave the bowl afloat
    gob.data.materials.append(crystal((0.62, 0.6, 0.56), name='crystalstem', base=0.2))
    for p in gob.data.polygons:
        if p.center.z < z + 0.104:
            p.material_index = 1
    _origin(gob, (x + toward[0] * 0.2, y + toward[1] * 0.2, z + 0.15))
    top = 0.19
    wl = [(0.0, 0.0), (0.0035, 0.0015), (0.015, 0.012), (0.0245, 0.032), (0.0288, 0.066), (0.0293, top - 0.107), (0.0, top - 0.105)]
    wob = venues._fine_lathe('fwine', x, y, z + 0.105, wl, drink(wine, 0.15, name='champagne'), 96, 4)
    _origin(wob, (x, y, z + 0.15))
    foam = plain('#fbf3dc', 0.3, name='foam')
    r = rng(seed)
    for k in range(48):
        a = k * math.tau / 48 + r.uniform(-0.04, 0.04)
        rr = 0.0282 - r.random() * 0.0015
        sphere('foam', x + math.cos(a) * rr, y + math.sin(a) * rr, z + top - 0.001, 0.0009 + r.random() * 0.0006, foam, seg=8)
    # beads rising from the bowl's point in two streams
    for k in range(26):
        hh = 0.112 + (k / 26) * (top - 0.118)
        a = (k % 2) * 2.4 + r.uniform(-0.3, 0.3)
        rad = min(0.014, 0.002 + (hh - 0.11) * 0.25)
        sphere('bead', x + math.cos(a) * rad, y + math.sin(a) * rad, z + hh, 0.0007 + 0.0007 * (hh - 0.11) / 0.08, foam, seg=8)


def _bract(x, y, z, r, mat, rr):
    ob = sphere('bract', 0, 0, 0, r, mat, scale=(1.0, 0.22, 0.8), seg=12)
    ob.location = (x, y, z)
    ob.rotation_euler = (rr.uniform(-1.2, 1.2), rr.uniform(-0.6, 0.6), rr.uniform(0, math.tau))
    return ob


def bougainvillea(x0, x1, y0, y1, z, seed=0, height=0.5, rise=1.0):
    """A bougainvillea spilling over a rail's cap from the bed beyond it: a mound of dark leaves rising toward x1
    by `rise`, papery magenta bracts (thin cupped ovals turned every way, three to a flower) in clusters over its
    surface, some trailing down the outer face, a few woody stems."""
    r = rng(seed)
    bracts = [A.foliage('#c8306a', name='bracts'), A.foliage('#b0245e', name='bracts2'), A.foliage('#d4447c', name='bracts3')]
    leaf = A.foliage('#3f5e2c', name='bleaf')
    leaf2 = A.foliage('#33502a', name='bleaf2')
    stem = plain('#5a4636', 0.9, name='bstem')
    prof = lambda u: height * (0.3 + rise * 0.7 * u ** 0.7)
    # the leafy mound: overlapping soft clumps behind the flowers
    n = int((x1 - x0) / 0.07)
    for k in range(n):
        u = (k + 0.5) / n
        bx = x0 + (x1 - x0) * u
        hh = prof(u)
        for q in range(3):
            cz = z + hh * r.uniform(0.25, 0.75)
            sphere('bush', bx + r.uniform(-0.03, 0.03), r.uniform(y0 + 0.1, y1 - 0.05), cz, r.uniform(0.07, 0.1) * (0.6 + hh / height),
                   leaf if q % 2 else leaf2, scale=(1, 1, 0.9), seg=14)
    # flowers over its surface (toward the camera, -y) and along its top
    m = int((x1 - x0) * 520)
    for k in range(m):
        u = r.random()
        bx = x0 + (x1 - x0) * u
        hh = prof(u)
        zz = r.random() ** 0.7
        by = y0 + r.uniform(0.0, 0.12) + (y1 - y0) * 0.3 * zz
        bz = z + 0.02 + zz * hh * 1.05
        cl = r.choice(bracts)
        for q in range(3):
            a = q * math.tau / 3 + r.random()
            _bract(bx + math.cos(a) * 0.009, by + math.sin(a) * 0.009, bz + r.uniform(-0.004, 0.006), 0.011 + r.random() * 0.004, cl, r)
        if r.random() < 0.5:
            a = r.random() * math.tau
            lf = sphere('bleaf', 0, 0, 0, 0.022 + r.random() * 0.008, leaf, scale=(1.0, 0.45, 0.12), seg=10)
            lf.location = (bx + math.cos(a) * 0.03, by + math.sin(a) * 0.03, bz - 0.012)
            lf.rotation_euler = (r.uniform(-0.5, 0.5), r.uniform(-0.4, 0.4), r.uniform(0, math.tau))
    for k in range(int((x1 - x0) / 0.15) + 1):
        sx = x0 + k * 0.15 + r.uniform(0, 0.05)
        hh = prof(min(1.0, (sx - x0) / (x1 - x0)))
        venues.tube('bstem', [(sx, y1, z - 0.3), (sx + 0.02, y0 + 0.1, z + hh * 0.5), (sx - 0.05, y0 + 0.04, z + hh * 0.75)], 0.006, stem)


def calm_sea(z, c='#03121a'):
    """A calm evening sea for close-ups: one plane to the horizon (no wave grid whose edges or troughs would show),
    almost black, so it shows the sky it mirrors (no bump: its ripples only added noise)."""
    def make():
        m, nt, b = _mat('calmsea')
        b.inputs['Base Color'].default_value = (*col(c), 1)
        b.inputs['Roughness'].default_value = 0.06
        b.inputs['Specular'].default_value = 0.6
        m.shadow_method = 'NONE'
        return m

    box('calmsea', -40000, 40000, -40000, 40000, z - 0.5, z, cached(('calmsea', c), make))

    def clean_mirror(scene, *_):
        # with screen-space reflections and ambient occlusion on, a band of noise with hard edges crossed the sea
        # a few degrees under the horizon; with both off (and the sun's disc, off the frame, out of the sky it
        # mirrors) the sea is a clean mirror. Set per render: build.py sets up the render after the builder.
        for n in scene.world.node_tree.nodes:
            if n.type == 'TEX_SKY':
                n.sun_disc = False
        scene.eevee.use_gtao = False
        scene.eevee.use_ssr = False

    bpy.app.handlers.render_pre.append(clean_mirror)


# ---------------------------------------------------------------- the offers close-up


def offers_closeup(sd, t):
    """Two flutes of champagne on the terrace's balustrade at sunset: a travertine cap along the rail, a
    bougainvillea spilling over it beside the glasses."""
    cx = sd['closeup']
    if sd.get('table2'):
        table_for_two(sd, t)  # the hero since 2026-11-28: a table for two by the balustrade, not the bare cap
        return
    cap_top = 1.0
    stone_cap('railcap', -12, 12, 11.8, 12.2, 0.975, cap_top)
    flute(cx - 0.07, 12.0, cap_top, seed=1)
    flute(cx + 0.1, 12.03, cap_top, seed=2)
    b = sd.get('bougainvillea')
    if b:
        bougainvillea(b[0], b[1], 11.84, 12.2, cap_top, seed=4, height=b[2])


def ice_bucket(x, y, z, toward, seed=3):
    """A polished silver champagne bucket on the table: a tapered pail with a rolled rim and two ring handles,
    crushed ice heaped in it, a bottle of champagne (dark green glass, gold foil over its neck, a cream label)
    leaning in it toward the camera's right."""
    import drinks
    silver = plain('#dedcd6', 0.12, 1.0, name='bucketsilver')
    R0, R1, H = 0.07, 0.1, 0.2
    prof = [(0.0, 0.0), (R0 - 0.006, 0.0), (R0, 0.006), (R0 + 0.004, 0.012), (R1, H - 0.012), (R1 + 0.006, H - 0.006), (R1 + 0.004, H), (R1 - 0.004, H),
            (R1 - 0.006, H - 0.01), (R0 - 0.004, 0.014), (0.0, 0.014)]
    venues._fine_lathe('icebucket', x, y, z, prof, silver, 96, 3)
    for s_ in (1, -1):
        # the handles: rings on the sides, across the camera's line of sight
        ax, ay = -toward[1] * s_, toward[0] * s_
        ring = lathe('bhandle', 0, 0, 0, [(0.026 + 0.004 * math.cos(a), 0.004 * math.sin(a)) for a in [math.tau * i / 10 for i in range(11)]], silver, 32)
        ring.rotation_euler = (math.pi / 2, 0, math.atan2(ay, ax) + math.pi / 2)
        ring.location = (x + ax * (R1 - 0.004), y + ay * (R1 - 0.004), z + H - 0.045)
    ice_m = drinks.ice_mat()
    r = rng(seed)
    for k in range(16):
        a = r.random() * math.tau
        d = r.random() ** 0.6 * (R1 - 0.03)
        drinks.ice(x + math.cos(a) * d, y + math.sin(a) * d, z + H - 0.03 + r.uniform(0, 0.025), 0.024 + r.random() * 0.01, seed * 10 + k, mat=ice_m)
    # the bottle (0.3 m), its foot down in the ice, leaning out
    bot = plain('#10200f', 0.06, name='champbottle', spec=0.9)
    foil = plain('#c9a24a', 0.28, 1.0, name='foil')
    label = plain('#efe6cf', 0.6, name='champlabel')
    rb = 0.038
    b = lathe('champbottle', 0, 0, 0, [(0.0, 0.0), (rb * 0.92, 0.0), (rb, 0.012), (rb, 0.19), (rb * 0.8, 0.23), (0.016, 0.265), (0.014, 0.29), (0.016, 0.3),
                                        (0.0, 0.3)], bot, 48)
    f = lathe('champfoil', 0, 0, 0, [(rb * 0.84, 0.225), (rb * 0.74, 0.236), (0.018, 0.262), (0.0155, 0.29), (0.0172, 0.302), (0.0, 0.306)], foil, 48)
    lb = lathe('champlabel', 0, 0, 0, [(rb + 0.0012, 0.09), (rb + 0.0012, 0.17)], label, 48)
    tilt = 0.26
    rx, ry = -toward[1], toward[0]  # the camera's right
    for ob in (b, f, lb):
        ob.rotation_euler = (0, tilt, math.atan2(ry, rx))
        ob.location = (x, y, z + 0.03)


def strawberries(x, y, z, seed=7):
    """A few strawberries on a small plate: heart-shaped red berries with a green calyx."""
    import drinks
    drinks.plate(x, y, z, 0.075, name='sideplate')
    red = plain('#b3121c', 0.3, name='strawberry', spec=0.6)
    calyx = plain('#3f6a2a', 0.6, name='calyx')
    r = rng(seed)
    for k in range(5):
        a = k * math.tau / 5 + r.uniform(-0.2, 0.2)
        d = 0.02 + r.random() * 0.012
        bx, by = x + math.cos(a) * d, y + math.sin(a) * d
        ob = sphere('berry', 0, 0, 0, 0.014, red, scale=(1, 1, 1.3), seg=16)
        for v in ob.data.vertices:
            v.co.x *= 1 - 0.35 * max(0.0, -v.co.z / 0.018)  # tapering to its point
            v.co.y *= 1 - 0.35 * max(0.0, -v.co.z / 0.018)
        ob.location = (bx, by, z + 0.022)
        ob.rotation_euler = (r.uniform(1.2, 1.7), 0, a + r.uniform(-0.5, 0.5))
        cal = sphere('calyx', 0, 0, 0.017, 0.01, calyx, scale=(1, 1, 0.25), seg=10)
        cal.parent = ob


def table_for_two(sd, t):
    """The offers' hero (scene offers-terrace, option table2): a small round table in floor-length linen by the
    balustrade, laid for two at sunset: two flutes of champagne, a silver bucket of ice with the bottle, strawberries
    on a small plate, a folded napkin, a candle in a hurricane; bentwood chairs either side along the rail."""
    import drinks
    import furniture as F
    from interiors import _cloth
    from lib import linen, rattan
    d = sd['table2']
    tx, ty, r = d['x'], d['y'], d.get('r', 0.4)
    cam = d['cam']
    z = 0.77
    _cloth(tx, ty, r, z, 0.015, linen('#f8f5ee', name='tablecloth2', bump=0.12), folds=16, seed=5)
    bent = F.grain('#2c1b11', rough=0.32, name='bentwood')
    cane = rattan('#c9a66c')
    for k in range(2):
        # two chairs facing each other across the table, the pair turned by `chairs` degrees (0: along x)
        a = math.radians(d.get('chairs', 0) + 180 * k)
        F.bistro_chair(tx + math.cos(a) * (r + 0.36), ty + math.sin(a) * (r + 0.36), math.degrees(a) + 90, bent, cane)  # facing it (furniture.py)
    tw = (cam[0] - tx, cam[1] - ty)
    n = math.hypot(*tw)
    toward = (tw[0] / n, tw[1] / n)
    rx, ry = -toward[1], toward[0]  # the camera's right, on the table
    # the two flutes toward the sea side, a little apart; the bucket behind and to the right; the plate and napkin
    # at the front, the candle in between
    def at(u, v):
        return tx + rx * u - toward[0] * v, ty + ry * u - toward[1] * v
    flute(*at(-0.1, 0.12), z, seed=1, toward=toward)
    flute(*at(0.02, 0.2), z, seed=2, toward=toward)
    ice_bucket(*at(0.2, 0.08), z, toward)
    strawberries(*at(-0.12, -0.18), z)
    drinks.folded_napkin(*at(0.13, -0.2), z, math.atan2(ry, rx) + 0.4, linen('#f1ece2', name='napkin2', bump=0.15), seed=9)
    drinks.candle(*at(-0.2, 0.0), z, t['lamps'], h=0.07)


# ---------------------------------------------------------------- the SkyBar's happy hour


def _ice(x, y, z, s, mat):
    """An ice cube: a rounded, slightly turned block."""
    ob = soft_box('ice', -s / 2, s / 2, -s / 2, s / 2, -s / 2, s / 2, mat, level=2)
    ob.location = (x, y, z)
    ob.rotation_euler = (0.15, -0.2, 0.5)
    return ob


def happy_hour(x, y, toward=(-0.7, -0.7), z=1.08):
    """Drinks on the bar's marble at golden hour, (x, y) on the counter top (z 1.08 of the roof): an Aperol spritz
    in a large wine glass with ice and an orange slice, a negroni on one big cube in a heavy tumbler with a twist
    of peel, a small bowl of green olives. Crystal glasses, tinted see-through drinks (venues_extra's materials);
    `toward` is the camera's side, so each glass is drawn after its drink; z the top it stands on."""
    g = crystal()
    ice_m = crystal((0.93, 0.96, 0.98), name='icecrystal', base=0.12)
    tx, ty = toward
    peel = plain('#f08a24', 0.45, name='peel')
    # the spritz
    sx, sy = x, y
    outer = [(0.0, 0.0), (0.04, 0.0), (0.041, 0.003), (0.012, 0.008), (0.0045, 0.018), (0.004, 0.085), (0.012, 0.097), (0.036, 0.115),
             (0.049, 0.15), (0.05, 0.185), (0.045, 0.225)]
    inner = [(0.0435, 0.225), (0.0485, 0.185), (0.0475, 0.15), (0.034, 0.118), (0.01, 0.101), (0.0, 0.099)]
    ob = venues._fine_lathe('spritzglass', sx, sy, z, outer + inner, g, 96, 5)
    ob.data.materials.append(crystal((0.62, 0.6, 0.56), name='crystalstem', base=0.2))
    for p in ob.data.polygons:
        if p.center.z < z + 0.098:
            p.material_index = 1
    _origin(ob, (sx + tx * 0.25, sy + ty * 0.25, z + 0.15))
    top = 0.175
    wl = [(0.0, 0.0), (0.008, 0.002), (0.03, 0.016), (0.043, 0.045), (0.047, 0.075), (0.0472, top - 0.1), (0.0, top - 0.099)]
    ob = venues._fine_lathe('spritz', sx, sy, z + 0.1, wl, drink('#f2561c', 0.2, name='spritz'), 96, 4)
    _origin(ob, (sx, sy, z + 0.15))
    for k, (dx, dy, dz) in enumerate(((-0.012, 0.01, 0.155), (0.014, -0.006, 0.16), (0.0, 0.018, 0.135))):
        _origin(_ice(sx + dx, sy + dy, z + dz, 0.022, ice_m), (sx + dx + tx * 0.1, sy + dy + ty * 0.1, z + dz))
    wheel = cyl('orange', 0, 0, -0.003, 0.003, 0.028, plain('#f39a2c', 0.5, name='orangeflesh'), 48)
    wheel.rotation_euler = (math.radians(90), 0, math.atan2(ty, tx) + math.pi / 2 + 1.1)  # turned from the camera: an ellipse, not a disc
    wheel.location = (sx + tx * 0.028, sy + ty * 0.028, z + 0.148)
    rind = lathe('rind', 0, 0, -0.0032, [(0.028, 0), (0.0295, 0.0), (0.0295, 0.0064), (0.028, 0.0064)], peel, 48)
    rind.rotation_euler = wheel.rotation_euler
    rind.location = wheel.location
    # the negroni, to the right of the spritz as seen from the camera
    rx, ry = -ty, tx  # the camera's right, on the counter
    nx, ny = x + rx * 0.11 + tx * 0.05, y + ry * 0.11 + ty * 0.05
    tumb = [(0.0, 0.0), (0.04, 0.0), (0.042, 0.004), (0.042, 0.095), (0.0395, 0.095), (0.0395, 0.02), (0.0, 0.018)]
    ob = venues._fine_lathe('tumbler', nx, ny, z, tumb, g, 96, 3)
    _origin(ob, (nx + tx * 0.25, ny + ty * 0.25, z + 0.05))
    ob = venues._fine_lathe('negroni', nx, ny, z + 0.019, [(0.0, 0.0), (0.0392, 0.0), (0.0392, 0.055), (0.0, 0.055)], drink('#a8201a', 0.15, name='negroni'),
                            96, 2)
    _origin(ob, (nx, ny, z + 0.05))
    _origin(_ice(nx, ny, z + 0.058, 0.04, ice_m), (nx + tx * 0.1, ny + ty * 0.1, z + 0.06))
    tw = venues.tube('twist', [(nx + 0.03, ny - 0.01, z + 0.096), (nx + 0.045, ny - 0.006, z + 0.088), (nx + 0.05, ny + 0.004, z + 0.07)], 0.004, peel)
    # olives in a small white bowl behind them
    bx, by = x - rx * 0.04 - tx * 0.12, y - ry * 0.04 - ty * 0.12
    lathe('olivebowl', bx, by, z, [(0.0, 0.0), (0.03, 0.0), (0.05, 0.025), (0.052, 0.03), (0.049, 0.03), (0.028, 0.006), (0.0, 0.006)],
          plain('#f4f1ea', 0.25, name='ceramic'), 64)
    r = rng(11)
    om = plain('#6b7b2b', 0.35, name='olivefruit')
    for k in range(9):
        a = r.random() * math.tau
        d = r.random() * 0.028
        sphere('olive', bx + math.cos(a) * d, by + math.sin(a) * d, z + 0.018 + (0.028 - d) * 0.3, 0.011, om, scale=(1, 1, 0.78), seg=16)


class _AllWine(dict):
    """wine_at for any place's angle (option dinner.tables): red at every other place round the table, white between."""

    def get(self, k, d=None):
        return '#5a1420' if int(round(k * 100)) % 2 == 0 else '#e9d79a'


def rooftop_dinner(lamps, opt=None):
    """Dinner on the Amalfi roof (the rooftop-dining card): round tables in floor-length linen laid for four
    (the Luxe room's tables and places, interiors.py), candles in glass hurricanes, navy velvet chairs, in two
    staggered rows where the lounge stands in the other roof scenes. opt (option `dinner` given as an object): the
    tables [[x, y, places, turn in degrees], ...] scattered instead of the rows, `chair` [velvet colour, graze, sheen]:
    furniture.py's upholstered dining chairs (piped velvet, curved back, walnut legs, brass sabots) for the navy slabs,
    `drape` [colour]: cloths hanging in folds (interiors._drape), `glow` watts: a warm pool of light from each table's
    candle on its cloth and the floor (a soft point light under the hurricane's height), `near` [x, y]: the table
    given two more candles in hurricanes."""
    import interiors
    from lib import linen, brass, glass, wood, point_light
    M = dict(
        cloth=linen('#f8f6f0', name='tablecloth', bump=0.1), napkin=linen('#f3efe6', name='napkin', bump=0.1),
        china=plain('#fbfaf7', 0.1, name='porcelain', spec=0.6), gold=brass(c='#c9a24a', rough=0.3), silver=plain('#d8d8d4', 0.2, 1.0, name='silver'),
        velvet=linen('#1f3550', sheen=0.9, name='velvet', bump=0.15), legs=wood('#2e2119', name='chairwood', rough=0.35),
        wax=plain('#f4efe2', 0.5, name='wax'), vase=glass((0.85, 0.92, 0.9)), rose=plain('#f6f0e6', 0.6, name='rose'),
        brass=brass(c='#c9a24a', rough=0.25), wine_at={round(math.pi / 4, 2): '#5a1420', round(math.pi * 5 / 4, 2): '#e9d79a'},
    )
    if opt and opt.get('tables'):
        import furniture as F
        M['wine_at'] = _AllWine()
        if opt.get('chair'):
            vc, vg, vs = opt['chair']
            fv, fw, fs = F.velvet(vc, name='dinvelvet', graze=vg, sheen=vs), F.grain('#3a2518', rough=0.3), brass(c='#c9a24a', rough=0.3)
            M['chair_fn'] = lambda cx, cy, f: F.dining_chair(cx, cy, f, fv, fw, fs)
        if opt.get('drape'):
            M['drape'] = linen(opt['drape'], name='drapecloth', bump=0.25)
        for (tx, ty, n, turn) in opt['tables']:
            interiors._table(tx, ty, M, lamps, n=n, rot=math.radians(turn))
            if lamps and opt.get('glow'):
                point_light('tableglow', (tx + 0.06, ty - 0.05, 1.05), opt['glow'], (1.0, 0.66, 0.36), 0.08, shadow=True)
        if opt.get('near'):
            nx, ny = opt['near']
            for (dx, dy) in ((-0.16, 0.1), (0.2, 0.12)):
                cyl('candle', nx + dx, ny + dy, 0.77, 0.86, 0.02, M['wax'], 24)
                cyl('flame', nx + dx, ny + dy, 0.86, 0.877, 0.0055, emission('#ffc27a', 30 if lamps else 2), 12, r2=0.001)
                lathe('hurricane', nx + dx, ny + dy, 0.77, [(0.04, 0), (0.046, 0.07), (0.043, 0.17)], glass(), 48)
                if lamps:
                    point_light('candle_l', (nx + dx, ny + dy, 0.9), 2.0, (1.0, 0.7, 0.4), 0.02, shadow=False)
        return
    for ty in (-5.2, -1.4, 2.4, 6.2, 10.0):
        interiors._table(1.9, ty, M, lamps)
    for ty in (-3.3, 0.5, 4.3, 8.1):
        interiors._table(4.6, ty, M, lamps)
