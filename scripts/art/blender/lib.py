# Shared Blender helpers: render set-up, time of day (Nishita sky + sun), procedural materials and
# primitive meshes. Everything is built from code; no external textures, HDRIs or models.
import math
import random

import bmesh
import bpy
from mathutils import Vector

# ---------------------------------------------------------------- scene / render


# What a scene paints over its sky (sky.py's clouds), kept for every world made after it: build.py makes a new world
# when a shot's hour is not the scene's (a bath seen at another hour than its bedroom, the bay's blue-hour hero
# between golden shots), and without these that world would have no clouds. Emptied by reset().
WORLD_LAYERS = []


def on_world(paint):
    """Keep `paint(sc, tod, sun_azimuth_deg)` for every world made from now on (WORLD_LAYERS); the caller paints
    the current world itself."""
    WORLD_LAYERS.append(paint)


def reset():
    WORLD_LAYERS.clear()
    bpy.ops.wm.read_factory_settings(use_empty=True)
    sc = bpy.context.scene
    sc.unit_settings.system = 'METRIC'
    return sc


def setup_render(sc, width, height, engine='EEVEE', samples=48, exposure=0.0):
    sc.render.resolution_x = width
    sc.render.resolution_y = height
    sc.render.resolution_percentage = 100
    sc.render.image_settings.file_format = 'PNG'
    sc.render.image_settings.color_mode = 'RGB'
    sc.render.film_transparent = False
    sc.view_settings.view_transform = 'Filmic'
    sc.view_settings.look = 'Medium High Contrast'
    sc.view_settings.exposure = exposure
    if engine == 'CYCLES':
        sc.render.engine = 'CYCLES'
        sc.cycles.device = 'CPU'
        sc.cycles.samples = samples
        sc.cycles.use_denoising = False
        sc.cycles.max_bounces = 4
    else:
        sc.render.engine = 'BLENDER_EEVEE'
        ee = sc.eevee
        ee.taa_render_samples = samples
        ee.use_soft_shadows = True
        ee.use_ssr = True
        ee.use_ssr_halfres = True
        ee.ssr_quality = 0.5
        ee.ssr_thickness = 0.3
        ee.use_ssr_refraction = True
        ee.use_gtao = True
        ee.gtao_distance = 1.2
        ee.gtao_factor = 1.2
        ee.use_bloom = True
        ee.bloom_intensity = 0.03
        ee.bloom_threshold = 1.2
        ee.shadow_cube_size = '512'
        ee.shadow_cascade_size = '1024'
        ee.use_shadow_high_bitdepth = True
        ee.light_threshold = 0.005


# Time of day: sun elevation (deg), sun colour, sun strength, sky strength (what is seen and what lights),
# lamps on, exposure.
TOD = {
    'morning': dict(elev=28, sun=(1.0, 0.95, 0.86), sun_w=4.2, sky=0.22, amb=0.9, lamps=False, exp=-0.2, air=1.0, dust=1.2),
    'noon': dict(elev=55, sun=(1.0, 0.97, 0.92), sun_w=4.6, sky=0.2, amb=0.9, lamps=False, exp=-0.4, air=1.0, dust=1.0),
    'golden': dict(elev=7, sun=(1.0, 0.72, 0.45), sun_w=3.6, sky=0.32, amb=0.8, lamps=True, exp=0.1, air=1.3, dust=2.5),
    'dusk': dict(elev=0.6, sun=(1.0, 0.55, 0.35), sun_w=1.2, sky=0.9, amb=0.7, lamps=True, exp=0.4, air=1.6, dust=3.0),
    'night': dict(elev=-5, sun=(0.6, 0.7, 1.0), sun_w=0.0, sky=6.0, amb=0.5, lamps=True, exp=0.6, air=1.0, dust=1.0),
}


# The option night='deep' of world_sky: a clear deep-blue night, a faint warm glow low over the horizon (a lit
# town's) through blue to a deep zenith. Stops: (elevation's sine, linear colour).
NIGHT_DEEP = ((0.0, (0.085, 0.07, 0.07)), (0.04, (0.045, 0.048, 0.1)), (0.13, (0.018, 0.028, 0.085)), (0.32, (0.008, 0.014, 0.055)),
              (0.6, (0.004, 0.007, 0.032)))


def elevation_ramp(nt, stops, interpolation='EASE'):
    """A world's colour by the view's elevation: a ramp on the Generated coordinate's Z (the elevation's sine) with
    `stops` of (sine, linear RGB) in rising order; returns its colour output. (EEVEE draws a ramp on the world's
    Normal flat: that Z is 0 or below for every view above the horizon.)"""
    tc = nt.nodes.new('ShaderNodeTexCoord')
    sep = nt.nodes.new('ShaderNodeSeparateXYZ')
    nt.links.new(tc.outputs['Generated'], sep.inputs[0])
    ramp = nt.nodes.new('ShaderNodeValToRGB')
    ramp.color_ramp.interpolation = interpolation
    nt.links.new(sep.outputs['Z'], ramp.inputs[0])
    els = ramp.color_ramp.elements
    for _ in range(len(stops) - len(els)):
        els.new(1.0)  # at the end, so setting the stops in rising order never re-sorts the elements
    for e, (pos, c) in zip(els, stops):
        e.position, e.color = pos, (*c, 1)
    return ramp.outputs[0]


def world_sky(sc, tod, sun_azimuth_deg, strength_scale=1.0, ambient_scale=1.0, night=None):
    """Nishita physical sky. The camera sees the sky at `sky`; surfaces are lit at `sky*amb`. night='deep' (an
    option for a night scene): NIGHT_DEEP's gradient on the view's elevation in place of the default night sky,
    which EEVEE draws flat (its gradient reads the world's Normal coordinate, whose Z is 0 or below for every
    view above the horizon, so the ramp never leaves its first stop)."""
    t = TOD[tod]
    old = bpy.data.objects.get('sun')
    if old:
        bpy.data.objects.remove(old)
    w = bpy.data.worlds.new('sky')
    sc.world = w
    w.use_nodes = True
    nt = w.node_tree
    nt.nodes.clear()
    sky = nt.nodes.new('ShaderNodeTexSky')
    sky.sky_type = 'NISHITA'
    sky.sun_elevation = math.radians(max(t['elev'], -2.0))
    sky.sun_rotation = math.radians(sun_azimuth_deg)
    sky.air_density = t['air']
    sky.dust_density = t['dust']
    sky.ozone_density = 1.0
    sky.sun_disc = t['elev'] > -1
    sky.sun_size = math.radians(1.2)
    sky.sun_intensity = 0.35
    bg_cam = nt.nodes.new('ShaderNodeBackground')
    bg_lit = nt.nodes.new('ShaderNodeBackground')
    s = t['sky'] * strength_scale
    if tod == 'night' and night == 'deep':
        ramp = elevation_ramp(nt, NIGHT_DEEP)
        nt.links.new(ramp, bg_cam.inputs[0])
        nt.links.new(ramp, bg_lit.inputs[0])
        s = 1.0 * strength_scale
    elif tod == 'night':
        # a deep blue night sky gradient (the physical sky below the horizon is black)
        grad = nt.nodes.new('ShaderNodeTexGradient')
        tc = nt.nodes.new('ShaderNodeTexCoord')
        sep = nt.nodes.new('ShaderNodeSeparateXYZ')
        nt.links.new(tc.outputs['Generated'], sep.inputs[0])
        ramp = nt.nodes.new('ShaderNodeValToRGB')
        nt.links.new(tc.outputs['Normal'], sep.inputs[0])
        nt.links.new(sep.outputs['Z'], ramp.inputs[0])
        ramp.color_ramp.elements[0].position = 0.0
        ramp.color_ramp.elements[0].color = (0.05, 0.07, 0.16, 1)
        ramp.color_ramp.elements[1].position = 0.45
        ramp.color_ramp.elements[1].color = (0.006, 0.01, 0.03, 1)
        nt.links.new(ramp.outputs[0], bg_cam.inputs[0])
        nt.links.new(ramp.outputs[0], bg_lit.inputs[0])
        s = 1.0 * strength_scale
    else:
        nt.links.new(sky.outputs[0], bg_cam.inputs[0])
        nt.links.new(sky.outputs[0], bg_lit.inputs[0])
    bg_cam.inputs[1].default_value = s
    bg_lit.inputs[1].default_value = s * t['amb'] * ambient_scale
    lp = nt.nodes.new('ShaderNodeLightPath')
    mix = nt.nodes.new('ShaderNodeMixShader')
    nt.links.new(lp.outputs['Is Camera Ray'], mix.inputs[0])
    nt.links.new(bg_lit.outputs[0], mix.inputs[1])
    nt.links.new(bg_cam.outputs[0], mix.inputs[2])
    out = nt.nodes.new('ShaderNodeOutputWorld')
    nt.links.new(mix.outputs[0], out.inputs[0])
    # the sun lamp, same direction as the sky's sun
    if t['sun_w'] > 0:
        ld = bpy.data.lights.new('sun', 'SUN')
        ld.energy = t['sun_w']
        ld.color = t['sun']
        ld.angle = math.radians(1.5)
        ld.use_contact_shadow = True
        ob = bpy.data.objects.new('sun', ld)
        sc.collection.objects.link(ob)
        ob.rotation_euler = sun_rotation(math.radians(max(t['elev'], 2.0)), math.radians(sun_azimuth_deg))
    for paint in WORLD_LAYERS:
        paint(sc, tod, sun_azimuth_deg)
    return t


def sun_rotation(el, az):
    """A sun lamp's rotation for the sun `el` radians up at azimuth `az`, as the Nishita sky places it (its
    sun_rotation is measured from +Y toward -X, counter-clockwise)."""
    d = Vector((-math.sin(az) * math.cos(el), math.cos(az) * math.cos(el), math.sin(el)))
    return d.to_track_quat('Z', 'Y').to_euler()


def low_sun(sc, el, az_deg, reach, strength, cascades=None):
    """A scene option's low sun through windows (interiors.lobby, rooms.bedroom `sun`): the sky's sun and the sun lamp
    moved to `el` degrees up at azimuth `az_deg`, the lamp's energy `strength`, its disc the real sun's half degree
    (1.5 blurred the patches' edges over metres of throw) and its shadow cascades drawn within `reach` metres of the
    camera. Indoors the fill lights matter as much (rooms.bedroom: the sky's even light on every surface drowned the
    patches; docs/ART.md Status 2026-11-30, "sorrento-rooms-hero")."""
    for nd in sc.world.node_tree.nodes:
        if nd.type == 'TEX_SKY':
            nd.sun_elevation = math.radians(el)
    sun_ob = bpy.data.objects.get('sun')
    if sun_ob:
        sun_ob.rotation_euler = sun_rotation(math.radians(el), math.radians(az_deg))
        sun_ob.data.shadow_cascade_max_distance = reach
        sun_ob.data.angle = math.radians(0.5)
        sun_ob.data.energy = strength
        if cascades:
            # `cascades` (count, map size): rooms.bedroom's option `sun` draws the shadow in one cascade of a 4096 map
            # within `reach` (a finer map than four of 1024; in the suite's probes the patches fell in the same places
            # either way). setup_render sets the map size per shot, so a render_pre handler sets it.
            sun_ob.data.shadow_cascade_count = cascades[0]
            # (not for a shot at another hour: build.py gives it a new world and its own sun lamp)
            w0 = sc.world

            def cascade_size(scene, *_):
                if scene.world == w0:
                    scene.eevee.shadow_cascade_size = str(cascades[1])

            bpy.app.handlers.render_pre.append(cascade_size)
    return sun_ob


def energy_at_hour(sc, light, own, other):
    """A light's energy `own` in a shot at the scene's own hour and `other` in a shot at another hour (build.py gives
    that shot a new world), set per shot by a render_pre handler: rooms.bedroom's option `sun` turns its fill lights
    down for the sun's patches, and a bathroom or hero at another hour renders as without the option."""
    w0 = sc.world

    def set_energy(scene, *_):
        light.data.energy = own if scene.world == w0 else other

    bpy.app.handlers.render_pre.append(set_energy)


def packed_image(name, nx, ny, px, data=False):
    """An nx x ny image from flat RGBA float pixels (bottom row first), packed into the .blend; `data`: read as
    numbers (a height map), not colour."""
    img = bpy.data.images.new(name, nx, ny, alpha=False)
    img.colorspace_settings.name = 'Non-Color' if data else 'sRGB'
    img.pixels.foreach_set(px)
    img.pack()
    return img


# ---------------------------------------------------------------- camera


def camera(sc, pos, target, lens=28, shift_y=0.0, shift_x=0.0, name='cam'):
    """Arch-viz camera: pitch 0 (verticals straight), framing by lens shift."""
    cd = bpy.data.cameras.new(name)
    cd.lens = lens
    cd.sensor_fit = 'AUTO'
    cd.sensor_width = 36
    cd.shift_y = shift_y
    cd.shift_x = shift_x
    cd.clip_start = 0.05
    cd.clip_end = 30000
    ob = bpy.data.objects.new(name, cd)
    sc.collection.objects.link(ob)
    ob.location = pos
    dx, dy = target[0] - pos[0], target[1] - pos[1]
    yaw = math.atan2(-dx, dy)
    ob.rotation_euler = (math.radians(90), 0, yaw)
    return ob


def camera_dof(sc, focus, fstop, per_camera=None, max_px=None):
    """Depth of field (an option: no scene has it unless its builder calls this). build.py makes each shot's camera
    after the builder has run, so the lens is opened at render time (a render_pre handler) on whatever camera the
    shot renders from: focused on `focus` (an object, e.g. an empty at the subject), at f/`fstop`, or at the f-stop
    `per_camera` gives for that camera's name (cam_<shot id>). `max_px`: EEVEE's largest bokeh (px)."""
    if max_px:
        sc.eevee.bokeh_max_size = max_px

    def apply(scene, *_):
        cam = scene.camera
        if cam is None or cam.type != 'CAMERA':
            return
        cam.data.dof.use_dof = True
        cam.data.dof.focus_object = focus
        cam.data.dof.aperture_fstop = (per_camera or {}).get(cam.name, fstop)

    bpy.app.handlers.render_pre.append(apply)


# ---------------------------------------------------------------- materials


def _mat(name):
    m = bpy.data.materials.new(name)
    m.use_nodes = True
    nt = m.node_tree
    bsdf = nt.nodes['Principled BSDF']
    return m, nt, bsdf


def _bare_mat(name):
    """A material whose node tree starts empty: for shaders wired from other nodes than the Principled BSDF
    (see-through glass, pure emission), which would otherwise leave an unused BSDF in the tree."""
    m = bpy.data.materials.new(name)
    m.use_nodes = True
    nt = m.node_tree
    nt.nodes.clear()
    return m, nt


def _coord(nt, kind='Object'):
    tc = nt.nodes.new('ShaderNodeTexCoord')
    return tc.outputs[kind]


def _mapping(nt, vec, scale=(1, 1, 1), rot=(0, 0, 0)):
    mp = nt.nodes.new('ShaderNodeMapping')
    mp.inputs['Scale'].default_value = scale
    mp.inputs['Rotation'].default_value = rot
    nt.links.new(vec, mp.inputs['Vector'])
    return mp.outputs[0]


def _ramp(nt, fac, stops):
    r = nt.nodes.new('ShaderNodeValToRGB')
    els = r.color_ramp.elements
    els[0].position, els[0].color = stops[0][0], (*stops[0][1], 1)
    els[1].position, els[1].color = stops[-1][0], (*stops[-1][1], 1)
    for p, c in stops[1:-1]:
        e = els.new(p)
        e.color = (*c, 1)
    nt.links.new(fac, r.inputs[0])
    return r.outputs[0]


def _bump(nt, bsdf, height, strength=0.2, distance=0.01, invert=False):
    b = nt.nodes.new('ShaderNodeBump')
    b.inputs['Strength'].default_value = strength
    b.inputs['Distance'].default_value = distance
    b.invert = invert
    nt.links.new(height, b.inputs['Height'])
    nt.links.new(b.outputs[0], bsdf.inputs['Normal'])


def _math(nt, op, a, b=None, c=None, clamp=False):
    """A Math node's output: `op` on up to three inputs, each a socket or a number (None: left at its default;
    MULTIPLY_ADD is a * b + c); `clamp` clamps the result to 0..1."""
    n = nt.nodes.new('ShaderNodeMath')
    n.operation = op
    n.use_clamp = clamp
    for i, v in enumerate((a, b, c)):
        if v is None:
            continue
        if isinstance(v, (int, float)):
            n.inputs[i].default_value = v
        else:
            nt.links.new(v, n.inputs[i])
    return n.outputs[0]


def _multiply(nt, a, b, fac=1.0):
    """Colour a times colour b (a Mix node set to MULTIPLY, at full factor unless `fac`): e.g. a brick pattern's tints
    and joints laid over a material's own colour."""
    mm = nt.nodes.new('ShaderNodeMix')
    mm.data_type = 'RGBA'
    mm.blend_type = 'MULTIPLY'
    mm.inputs['Factor'].default_value = fac
    nt.links.new(a, mm.inputs[6])
    nt.links.new(b, mm.inputs[7])
    return mm.outputs[2]


def _mix(nt, fac, a, b):
    """Colour a mixed toward colour b by fac (a Mix node): fac a number or a socket, a and b an RGB tuple or a socket."""
    m = nt.nodes.new('ShaderNodeMix')
    m.data_type = 'RGBA'
    if isinstance(fac, (int, float)):
        m.inputs[0].default_value = fac
    else:
        nt.links.new(fac, m.inputs[0])
    for i, c in ((6, a), (7, b)):
        if isinstance(c, tuple):
            m.inputs[i].default_value = (*c, 1)
        else:
            nt.links.new(c, m.inputs[i])
    return m.outputs[2]


def _smoothstep(nt, x, lo, hi, to=(0.0, 1.0)):
    """smoothstep(lo, hi, x) as a Map Range node, clamped, rescaled to `to` (e.g. (1, 0): 1 below lo, 0 above hi)."""
    mr = nt.nodes.new('ShaderNodeMapRange')
    mr.interpolation_type = 'SMOOTHSTEP'
    mr.inputs['From Min'].default_value = lo
    mr.inputs['From Max'].default_value = hi
    mr.inputs['To Min'].default_value, mr.inputs['To Max'].default_value = to
    nt.links.new(x, mr.inputs['Value'])
    return mr.outputs['Result']


def _noise(nt, vec, scale, detail=4, rough=0.5, distortion=0.0):
    n = nt.nodes.new('ShaderNodeTexNoise')
    n.inputs['Scale'].default_value = scale
    # at most 3 octaves: on a software-GL EEVEE every octave is paid per pixel per sample
    n.inputs['Detail'].default_value = min(detail, 3)
    n.inputs['Roughness'].default_value = rough
    n.inputs['Distortion'].default_value = distortion
    nt.links.new(vec, n.inputs['Vector'])
    return n


def _shade(c, f):
    return tuple(max(0.0, min(1.0, x * f)) for x in c)


_cache = {}


def cached(key, fn):
    if key not in _cache:
        _cache[key] = fn()
    return _cache[key]


def hex01(h):
    """'#rrggbb' -> [r, g, b] as stored (sRGB, 0..1)."""
    h = h.lstrip('#')
    return [int(h[i:i + 2], 16) / 255 for i in (0, 2, 4)]


def srgb(h):
    """'#rrggbb' -> linear RGB tuple."""
    c = hex01(h)
    return tuple(x / 12.92 if x <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4 for x in c)


def col(c):
    return srgb(c) if isinstance(c, str) else tuple(c)


def paint(c, rough=0.85, name=None, bump=0.05):
    """Painted plaster: a soft mottle and a fine trowel bump."""
    c = col(c)

    def make():
        m, nt, b = _mat(name or 'paint')
        v = _coord(nt)
        n = _noise(nt, v, 1.5, 3, 0.5)
        cc = _ramp(nt, n.outputs['Fac'], [(0.3, _shade(c, 0.94)), (0.7, _shade(c, 1.04))])
        nt.links.new(cc, b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = rough
        b.inputs['Specular'].default_value = 0.3
        if bump:
            n2 = _noise(nt, v, 60, 2, 0.6)
            _bump(nt, b, n2.outputs['Fac'], bump, 0.005)
        return m

    return cached(('paint', c, rough, bump), make)


def plain(c, rough=0.5, metal=0.0, name='plain', spec=0.5, emit=None, emit_w=0.0, alpha=1.0):
    c = col(c)

    def make():
        m, nt, b = _mat(name)
        b.inputs['Base Color'].default_value = (*c, 1)
        b.inputs['Roughness'].default_value = rough
        b.inputs['Metallic'].default_value = metal
        b.inputs['Specular'].default_value = spec
        if emit:
            b.inputs['Emission'].default_value = (*col(emit), 1)
            b.inputs['Emission Strength'].default_value = emit_w
        if alpha < 1:
            b.inputs['Alpha'].default_value = alpha
            m.blend_method = 'BLEND'
            m.shadow_method = 'HASHED'
        return m

    return cached(('plain', c, rough, metal, spec, emit, emit_w, alpha), make)


def emission(c, w):
    c = col(c)

    def make():
        m, nt = _bare_mat('emit')
        e = nt.nodes.new('ShaderNodeEmission')
        e.inputs[0].default_value = (*c, 1)
        e.inputs[1].default_value = w
        o = nt.nodes.new('ShaderNodeOutputMaterial')
        nt.links.new(e.outputs[0], o.inputs[0])
        return m

    return cached(('emit', c, w), make)


def wood(c, planks=False, scale=1.0, rough=0.45, name='wood', dir_x=True):
    """Wood grain (stretched distorted noise -> wave rings) and, for floors, planks with staggered seams."""
    c = col(c)

    def make():
        m, nt, b = _mat(name)
        v = _coord(nt)
        # grain runs along X (or Y)
        sv = _mapping(nt, v, (0.15 * scale, 2.2 * scale, 2.2 * scale) if dir_x else (2.2 * scale, 0.15 * scale, 2.2 * scale))
        wv = nt.nodes.new('ShaderNodeTexWave')
        wv.wave_type = 'BANDS'
        wv.bands_direction = 'Y' if dir_x else 'X'
        wv.inputs['Scale'].default_value = 3.0
        wv.inputs['Distortion'].default_value = 6.0
        wv.inputs['Detail'].default_value = 2
        wv.inputs['Detail Scale'].default_value = 1.5
        nt.links.new(sv, wv.inputs['Vector'])
        n = _noise(nt, _mapping(nt, v, (0.5, 8, 8) if dir_x else (8, 0.5, 8)), 4, 6, 0.6)
        mix = nt.nodes.new('ShaderNodeMath')
        mix.operation = 'MULTIPLY_ADD'
        nt.links.new(wv.outputs['Fac'], mix.inputs[0])
        mix.inputs[1].default_value = 0.6
        nt.links.new(n.outputs['Fac'], mix.inputs[2])
        fac = mix.outputs[0]
        if planks:
            br = nt.nodes.new('ShaderNodeTexBrick')
            br.inputs['Scale'].default_value = 1.0
            br.inputs['Mortar Size'].default_value = 0.003
            br.inputs['Brick Width'].default_value = 1.6
            br.inputs['Row Height'].default_value = 0.19
            br.offset = 0.37
            br.inputs['Color1'].default_value = (0.85, 0.85, 0.85, 1)
            br.inputs['Color2'].default_value = (1.15, 1.15, 1.15, 1)
            br.inputs['Mortar'].default_value = (0.25, 0.25, 0.25, 1)
            nt.links.new(v if dir_x else _mapping(nt, v, (1, 1, 1), (0, 0, math.radians(90))), br.inputs['Vector'])
        cc = _ramp(nt, fac, [(0.25, _shade(c, 0.7)), (0.55, c), (0.9, _shade(c, 1.25))])
        if planks:
            cc = _multiply(nt, cc, br.outputs['Color'])
            _bump(nt, b, br.outputs['Fac'], 0.3, 0.002)
        nt.links.new(cc, b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = rough
        b.inputs['Specular'].default_value = 0.45
        return m

    return cached(('wood', c, planks, scale, rough, dir_x), make)


def linen(c, sheen=0.6, name='linen', bump=0.25):
    c = col(c)

    def make():
        m, nt, b = _mat(name)
        v = _coord(nt)
        n = _noise(nt, v, 4, 3, 0.5)
        cc = _ramp(nt, n.outputs['Fac'], [(0.3, _shade(c, 0.95)), (0.7, _shade(c, 1.03))])
        nt.links.new(cc, b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.92
        b.inputs['Specular'].default_value = 0.2
        b.inputs['Sheen'].default_value = sheen
        # a fine weave
        wv = nt.nodes.new('ShaderNodeTexWave')
        wv.inputs['Scale'].default_value = 220
        wv.inputs['Distortion'].default_value = 1.5
        nt.links.new(v, wv.inputs['Vector'])
        _bump(nt, b, wv.outputs['Fac'], bump * 0.3, 0.002)
        return m

    return cached(('linen', c, sheen, bump), make)


def marble(base, vein, rough=0.18, scale=1.0, name='marble'):
    base, vein = col(base), col(vein)

    def make():
        m, nt, b = _mat(name)
        v = _coord(nt)
        n = _noise(nt, _mapping(nt, v, (scale, scale, scale)), 1.6, 6, 0.6, 2.0)
        wv = nt.nodes.new('ShaderNodeTexWave')
        wv.inputs['Scale'].default_value = 1.3 * scale
        wv.inputs['Distortion'].default_value = 9.0
        wv.inputs['Detail'].default_value = 3
        wv.wave_profile = 'SIN'
        nt.links.new(n.outputs['Color'], wv.inputs['Vector'])
        cc = _ramp(nt, wv.outputs['Fac'], [(0.0, vein), (0.06, _shade(base, 0.96)), (0.5, base), (1.0, _shade(base, 1.02))])
        nt.links.new(cc, b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = rough
        b.inputs['Specular'].default_value = 0.6
        return m

    return cached(('marble', base, vein, rough, scale), make)


def terrazzo(base, chips, rough=0.3, name='terrazzo'):
    base = col(base)
    chips = [col(x) for x in chips]

    def make():
        m, nt, b = _mat(name)
        v = _coord(nt)
        vo = nt.nodes.new('ShaderNodeTexVoronoi')
        vo.inputs['Scale'].default_value = 28
        vo.inputs['Randomness'].default_value = 1.0
        nt.links.new(v, vo.inputs['Vector'])
        # chips where the cell distance is small
        th = nt.nodes.new('ShaderNodeMath')
        th.operation = 'LESS_THAN'
        th.inputs[1].default_value = 0.22
        nt.links.new(vo.outputs['Distance'], th.inputs[0])
        rc = _ramp(nt, vo.outputs['Color'], [(0.0, chips[0]), (0.5, chips[1 % len(chips)]), (1.0, chips[2 % len(chips)])])
        mm = nt.nodes.new('ShaderNodeMix')
        mm.data_type = 'RGBA'
        nt.links.new(th.outputs[0], mm.inputs['Factor'])
        mm.inputs[6].default_value = (*base, 1)
        nt.links.new(rc, mm.inputs[7])
        nt.links.new(mm.outputs[2], b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = rough
        return m

    return cached(('terrazzo', base, tuple(chips), rough), make)


def tiles(c, grout='#d8d2c6', size=0.2, rough=0.25, vary=0.06, name='tiles', rows=1.0):
    """Square wall/floor tiles with grout lines and a slight tile-to-tile tint."""
    c, g = col(c), col(grout)

    def make():
        m, nt, b = _mat(name)
        v = _coord(nt)
        br = nt.nodes.new('ShaderNodeTexBrick')
        br.inputs['Scale'].default_value = 1.0 / size
        br.inputs['Mortar Size'].default_value = 0.012
        br.inputs['Brick Width'].default_value = 1.0
        br.inputs['Row Height'].default_value = 1.0 * rows
        br.offset = 0.0
        br.inputs['Color1'].default_value = (*_shade(c, 1 - vary), 1)
        br.inputs['Color2'].default_value = (*_shade(c, 1 + vary), 1)
        br.inputs['Mortar'].default_value = (*g, 1)
        # project on the wall plane: use xz for walls; object coords with xy+z mixed works for boxes
        nt.links.new(v, br.inputs['Vector'])
        nt.links.new(br.outputs['Color'], b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = rough
        b.inputs['Specular'].default_value = 0.6
        _bump(nt, b, br.outputs['Fac'], 0.4, 0.002)
        return m

    return cached(('tiles', c, g, size, rough, vary, rows), make)


def pavers(c, joint, length=(0.45, 0.9), course=0.4, rough=0.58, vary=0.1, wear=0.07, grain=0.05, name='pavers'):
    """Honed stone pavers in random-length courses (a terrace's slabs, not a bathroom's square tiles): courses `course`
    m deep along x, each course's slabs of one length drawn between `length` and shifted by a random offset (so no joint
    lines up with the next course's), each slab its own tint (`vary`: lighter/darker, a little warmer or greyer),
    a fine grain and pitting (`grain`), a broad lighter and smoother wear where guests walk (`wear`), slightly rounded
    arrises and darker recessed joints (`joint`, ~6 mm); a soft honed sheen (`rough`), never a mirror. Laid in object
    coordinates in metres (a box built at its place, as lib.box)."""
    c, g = col(c), col(joint)

    def make():
        m, nt, b = _mat(name)
        v = _coord(nt)
        sep = nt.nodes.new('ShaderNodeSeparateXYZ')
        nt.links.new(v, sep.inputs[0])
        # the course's index (as the brick texture counts rows: floor(y / row height)) -> a random length and offset
        row = _math(nt, 'FLOOR', _math(nt, 'DIVIDE', sep.outputs[1], course))
        wn = nt.nodes.new('ShaderNodeTexWhiteNoise')
        wn.noise_dimensions = '1D'
        nt.links.new(row, wn.inputs['W'])
        wn2 = nt.nodes.new('ShaderNodeTexWhiteNoise')
        wn2.noise_dimensions = '1D'
        nt.links.new(_math(nt, 'ADD', row, 17.31), wn2.inputs['W'])
        ln = _math(nt, 'MULTIPLY_ADD', wn.outputs['Value'], length[1] - length[0], length[0])
        shifted = nt.nodes.new('ShaderNodeCombineXYZ')
        nt.links.new(_math(nt, 'MULTIPLY_ADD', wn2.outputs['Value'], 3.0, sep.outputs[0]), shifted.inputs[0])
        nt.links.new(sep.outputs[1], shifted.inputs[1])
        nt.links.new(sep.outputs[2], shifted.inputs[2])
        br = nt.nodes.new('ShaderNodeTexBrick')
        br.offset = 0.0
        br.inputs['Scale'].default_value = 1.0
        br.inputs['Mortar Size'].default_value = 0.006
        br.inputs['Mortar Smooth'].default_value = 0.35
        br.inputs['Bias'].default_value = 0.0
        br.inputs['Row Height'].default_value = course
        nt.links.new(ln, br.inputs['Brick Width'])
        br.inputs['Color1'].default_value = (0, 0, 0, 1)
        br.inputs['Color2'].default_value = (1, 1, 1, 1)
        br.inputs['Mortar'].default_value = (0.5, 0.5, 0.5, 1)
        nt.links.new(shifted.outputs[0], br.inputs['Vector'])
        # each slab's tint: lighter and darker, some a touch warmer, some a touch greyer
        warm = (min(1.0, c[0] * 1.04), c[1], c[2] * 0.95)
        grey = tuple(0.9 * x + 0.1 * sum(c) / 3 for x in c)
        slab = _ramp(nt, br.outputs['Color'], [(0.0, _shade(c, 1 - vary)), (0.35, _shade(warm, 1 - vary * 0.3)), (0.6, c),
                                               (0.85, _shade(grey, 1 + vary * 0.6)), (1.0, _shade(c, 1 + vary))])
        # the stone's own grain (a fine mottle) and pitting (small darker pores)
        fine = _noise(nt, v, 28.0, 3, 0.6)
        mott = _noise(nt, v, 5.0, 2, 0.5)
        pits = _noise(nt, v, 90.0, 2, 0.5)
        pit = _smoothstep(nt, pits.outputs['Fac'], 0.63, 0.7)
        gr = _math(nt, 'MULTIPLY_ADD', fine.outputs['Fac'], 4 * grain, 1 - 2 * grain)
        gr = _math(nt, 'ADD', gr, _math(nt, 'MULTIPLY_ADD', mott.outputs['Fac'], 3 * grain, -1.5 * grain))
        gr = _math(nt, 'SUBTRACT', gr, _math(nt, 'MULTIPLY', pit, grain * 3))
        # wear: broad lighter, smoother patches (~3-5 m) where guests walk
        wr = _noise(nt, v, 0.25, 2, 0.4)
        wmask = _smoothstep(nt, wr.outputs['Fac'], 0.45, 0.65)
        lum = _math(nt, 'MULTIPLY', gr, _math(nt, 'MULTIPLY_ADD', wmask, wear, 1.0))
        tone = nt.nodes.new('ShaderNodeMix')
        tone.data_type = 'RGBA'
        tone.blend_type = 'MULTIPLY'
        tone.inputs['Factor'].default_value = 1.0
        nt.links.new(slab, tone.inputs[6])
        lc = nt.nodes.new('ShaderNodeCombineXYZ')
        for i in range(3):
            nt.links.new(lum, lc.inputs[i])
        nt.links.new(lc.outputs[0], tone.inputs[7])
        # the joints: darker grout, and a little darker at the slabs' worn arrises (the smooth edge of the mask)
        mix = nt.nodes.new('ShaderNodeMix')
        mix.data_type = 'RGBA'
        mix.inputs['Factor'].default_value = 1.0
        nt.links.new(br.outputs['Fac'], mix.inputs['Factor'])
        nt.links.new(tone.outputs[2], mix.inputs[6])
        mix.inputs[7].default_value = (*_shade(g, 0.7), 1)
        nt.links.new(mix.outputs[2], b.inputs['Base Color'])
        # honed: a soft sheen, a little smoother where worn, matt in the joints
        rgh = _math(nt, 'SUBTRACT', rough, _math(nt, 'MULTIPLY', wmask, 0.08))
        rgh = _math(nt, 'ADD', rgh, _math(nt, 'MULTIPLY', br.outputs['Fac'], 0.4), clamp=True)
        rgh = _math(nt, 'ADD', rgh, _math(nt, 'MULTIPLY', fine.outputs['Fac'], 0.08))
        nt.links.new(rgh, b.inputs['Roughness'])
        b.inputs['Specular'].default_value = 0.4
        # recessed joints (the mortar mask is 1 in the joint: inverted, it is a groove), a whisper of pitting
        hgt = _math(nt, 'ADD', _math(nt, 'MULTIPLY', br.outputs['Fac'], -1.0), _math(nt, 'MULTIPLY', pit, -0.15))
        _bump(nt, b, hgt, 0.5, 0.003)
        return m

    return cached(('pavers', c, g, tuple(length), course, rough, vary, wear, grain, name), make)


def rattan(c, name='rattan'):
    c = col(c)

    def make():
        m, nt, b = _mat(name)
        v = _coord(nt)
        w1 = nt.nodes.new('ShaderNodeTexWave')
        w1.inputs['Scale'].default_value = 60
        w1.inputs['Distortion'].default_value = 0.5
        nt.links.new(v, w1.inputs['Vector'])
        w2 = nt.nodes.new('ShaderNodeTexWave')
        w2.bands_direction = 'Y'
        w2.inputs['Scale'].default_value = 60
        nt.links.new(v, w2.inputs['Vector'])
        ch = nt.nodes.new('ShaderNodeTexChecker')
        ch.inputs['Scale'].default_value = 40
        nt.links.new(v, ch.inputs['Vector'])
        mx = nt.nodes.new('ShaderNodeMix')
        mx.data_type = 'FLOAT'
        nt.links.new(ch.outputs['Fac'], mx.inputs['Factor'])
        nt.links.new(w1.outputs['Fac'], mx.inputs[2])
        nt.links.new(w2.outputs['Fac'], mx.inputs[3])
        cc = _ramp(nt, mx.outputs[0], [(0.0, _shade(c, 0.55)), (1.0, _shade(c, 1.15))])
        nt.links.new(cc, b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.7
        _bump(nt, b, mx.outputs[0], 0.6, 0.003)
        return m

    return cached(('rattan', c), make)


def brass(brushed=True, c='#c9a24a', rough=0.28):
    c = col(c)

    def make():
        m, nt, b = _mat('brass')
        b.inputs['Base Color'].default_value = (*c, 1)
        b.inputs['Metallic'].default_value = 1.0
        b.inputs['Roughness'].default_value = rough
        if brushed:
            v = _coord(nt)
            n = _noise(nt, _mapping(nt, v, (1, 1, 400)), 4, 2, 0.5)
            _bump(nt, b, n.outputs['Fac'], 0.08, 0.002)
        return m

    return cached(('brass', c, rough, brushed), make)


def glass(c=(0.9, 0.95, 0.95), rough=0.02, name='glass'):
    c = col(c)

    def make():
        m, nt, b = _mat(name)
        b.inputs['Base Color'].default_value = (*c, 1)
        b.inputs['Roughness'].default_value = rough
        b.inputs['Transmission'].default_value = 1.0
        b.inputs['IOR'].default_value = 1.45
        b.inputs['Alpha'].default_value = 0.35
        m.blend_method = 'BLEND'
        m.shadow_method = 'NONE'
        m.use_screen_refraction = False
        m.show_transparent_back = False
        return m

    return cached(('glass', c, rough), make)


def liquid(c, name='liquid'):
    c = col(c)

    def make():
        m, nt, b = _mat(name)
        b.inputs['Base Color'].default_value = (*c, 1)
        b.inputs['Roughness'].default_value = 0.05
        b.inputs['Transmission'].default_value = 0.6
        b.inputs['Alpha'].default_value = 0.85
        b.inputs['Subsurface'].default_value = 0.3
        b.inputs['Subsurface Color'].default_value = (*c, 1)
        b.inputs['Emission'].default_value = (*c, 1)
        b.inputs['Emission Strength'].default_value = 0.15
        m.blend_method = 'BLEND'
        m.shadow_method = 'NONE'
        return m

    return cached(('liquid', c), make)


def foliage(c='#4f6b3a', name='leaf'):
    c = col(c)

    def make():
        m, nt, b = _mat(name)
        v = _coord(nt, 'Generated')
        n = _noise(nt, _coord(nt), 3, 3, 0.5)
        cc = _ramp(nt, n.outputs['Fac'], [(0.3, _shade(c, 0.7)), (0.7, _shade(c, 1.2))])
        nt.links.new(cc, b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.55
        b.inputs['Subsurface'].default_value = 0.1
        b.inputs['Subsurface Color'].default_value = (*c, 1)
        return m

    return cached(('leaf', c), make)


def land_mat(c='#5d6b3f', rock='#9a8a70'):
    c, rock = col(c), col(rock)

    def make():
        m, nt, b = _mat('land')
        v = _coord(nt)
        n = _noise(nt, v, 0.02, 6, 0.6)
        n2 = _noise(nt, v, 0.3, 4, 0.6)
        sep = nt.nodes.new('ShaderNodeSeparateXYZ')
        nt.links.new(v, sep.inputs[0])
        # rock near the water line and on steep parts (approximated by low height + noise)
        h = nt.nodes.new('ShaderNodeMapRange')
        h.inputs['From Min'].default_value = 0.5
        h.inputs['From Max'].default_value = 6.0
        nt.links.new(sep.outputs['Z'], h.inputs['Value'])
        ad = nt.nodes.new('ShaderNodeMath')
        ad.operation = 'ADD'
        nt.links.new(h.outputs[0], ad.inputs[0])
        nt.links.new(n2.outputs['Fac'], ad.inputs[1])
        g = _ramp(nt, n.outputs['Fac'], [(0.3, _shade(c, 0.6)), (0.5, c), (0.7, _shade(c, 1.3))])
        mm = nt.nodes.new('ShaderNodeMix')
        mm.data_type = 'RGBA'
        fac = _ramp(nt, ad.outputs[0], [(0.55, (1, 1, 1)), (0.9, (0, 0, 0))])
        nt.links.new(fac, mm.inputs['Factor'])
        nt.links.new(g, mm.inputs[6])
        mm.inputs[7].default_value = (*rock, 1)
        nt.links.new(mm.outputs[2], b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.9
        b.inputs['Specular'].default_value = 0.2
        return m

    m = cached(('land', c, rock), make)
    m.shadow_method = 'NONE'
    return m


def sea_mat(deep='#0f3c4c', shallow='#2f7f8a', chop=0.0, caps=0.0):
    """The sea. chop (0: the old calm sea, a mirror at low camera heights): wind waves in the bump, ridges
    stretched along x (across a view up +y) so the normals tilt toward and away from the camera and the
    reflections break into vertical streaks, and a rougher surface; caps: share of scattered white horses."""
    deep, shallow = col(deep), col(shallow)

    def make():
        m, nt, b = _mat('sea')
        b.inputs['Base Color'].default_value = (*deep, 1)
        b.inputs['Roughness'].default_value = 0.06 + 0.07 * chop
        b.inputs['Specular'].default_value = 0.6
        b.inputs['Subsurface'].default_value = 0.0
        v = _coord(nt)
        n = _noise(nt, _mapping(nt, v, (1, 1.6, 1)), 0.9, 8, 0.65)
        if not chop and not caps:
            _bump(nt, b, n.outputs['Fac'], 0.25, 0.05)
            return m
        # wind waves: ridges ~6 m long and ~1.5 m apart, broken by the old fine ripple on top
        w = _noise(nt, _mapping(nt, v, (0.12, 0.55, 0.4)), 1.0, 3, 0.55, distortion=0.6)
        add = nt.nodes.new('ShaderNodeMath')
        add.operation = 'MULTIPLY_ADD'
        add.inputs[1].default_value = 3.0 * chop
        nt.links.new(w.outputs['Fac'], add.inputs[0])
        nt.links.new(n.outputs['Fac'], add.inputs[2])
        _bump(nt, b, add.outputs[0], 0.25 + 0.2 * chop, 0.05 + 0.1 * chop)
        if caps:
            # white horses: the tops of a coarser noise, small scattered patches of foam (matt, white)
            f = _noise(nt, _mapping(nt, v, (0.35, 0.9, 1)), 0.6, 3, 0.7, distortion=0.4)
            edge = 0.74 - 0.08 * caps
            fm = _ramp(nt, f.outputs['Fac'], [(edge, (0, 0, 0)), (edge + 0.035, (1, 1, 1))])
            mix = nt.nodes.new('ShaderNodeMix')
            mix.data_type = 'RGBA'
            nt.links.new(fm, mix.inputs['Factor'])
            mix.inputs[6].default_value = (*deep, 1)
            mix.inputs[7].default_value = (0.82, 0.85, 0.86, 1)
            nt.links.new(mix.outputs[2], b.inputs['Base Color'])
            rr = nt.nodes.new('ShaderNodeMapRange')
            rr.inputs['To Min'].default_value = 0.06 + 0.07 * chop
            rr.inputs['To Max'].default_value = 0.7
            nt.links.new(fm, rr.inputs['Value'])
            nt.links.new(rr.outputs[0], b.inputs['Roughness'])
        return m

    m = cached(('sea', deep, shallow, chop, caps), make)
    m.shadow_method = 'NONE'
    return m


def breezy_sea(chop, caps=0.0, wind=None, choppy=None):
    """Give the sea built by assets.ocean (objects 'ocean' and 'farsea') sea_mat's chop and caps, and its wave
    modifier a stronger wind (longer, higher swell) and choppiness when given: a breezy sea, not a mirror."""
    m = sea_mat(chop=chop, caps=caps)
    for name in ('ocean', 'farsea'):
        ob = bpy.data.objects.get(name)
        if ob:
            ob.data.materials[0] = m
    md = bpy.data.objects['ocean'].modifiers['ocean']
    if wind:
        md.wind_velocity = wind
    if choppy:
        md.choppiness = choppy


def water_mat(c='#3fb6c4'):
    c = col(c)

    def make():
        m, nt, b = _mat('pool')
        b.inputs['Base Color'].default_value = (*c, 1)
        b.inputs['Roughness'].default_value = 0.03
        b.inputs['Specular'].default_value = 0.7
        b.inputs['Emission'].default_value = (*_shade(c, 0.6), 1)
        b.inputs['Emission Strength'].default_value = 0.15
        v = _coord(nt)
        n = _noise(nt, v, 2.5, 3, 0.5)
        _bump(nt, b, n.outputs['Fac'], 0.15, 0.02)
        return m

    return cached(('pool', c), make)


# ---------------------------------------------------------------- meshes

_col = None


def link(ob):
    bpy.context.scene.collection.objects.link(ob)
    return ob


def box(name, x0, x1, y0, y1, z0, z1, mat, bevel=0.0, seg=2):
    """Axis-aligned box from its extents (metres)."""
    me = bpy.data.meshes.new(name)
    bm = bmesh.new()
    bmesh.ops.create_cube(bm, size=1.0)
    for v in bm.verts:
        v.co.x = x0 + (v.co.x + 0.5) * (x1 - x0)
        v.co.y = y0 + (v.co.y + 0.5) * (y1 - y0)
        v.co.z = z0 + (v.co.z + 0.5) * (z1 - z0)
    bm.to_mesh(me)
    bm.free()
    ob = link(bpy.data.objects.new(name, me))
    if mat:
        me.materials.append(mat)
    if bevel > 0:
        md = ob.modifiers.new('bev', 'BEVEL')
        md.width = bevel
        md.segments = seg
        md.limit_method = 'ANGLE'
    return ob


def soft_box(name, x0, x1, y0, y1, z0, z1, mat, level=2, crease=0.6):
    """A cushion / pillow / mattress: a subdivided box with creased-but-rounded edges."""
    ob = box(name, x0, x1, y0, y1, z0, z1, mat, bevel=min(x1 - x0, y1 - y0, z1 - z0) * 0.22, seg=3)
    md = ob.modifiers.new('sub', 'SUBSURF')
    md.levels = level
    md.render_levels = level
    for p in ob.data.polygons:
        p.use_smooth = True
    return ob


def cyl(name, x, y, z0, z1, r, mat, verts=32, r2=None, smooth=True):
    """Vertical cylinder (or frustum when r2 is given)."""
    me = bpy.data.meshes.new(name)
    bm = bmesh.new()
    bmesh.ops.create_cone(bm, cap_ends=True, cap_tris=False, segments=verts, radius1=r, radius2=r if r2 is None else r2, depth=z1 - z0)
    for v in bm.verts:
        v.co.x += x
        v.co.y += y
        v.co.z += (z0 + z1) / 2
    bm.to_mesh(me)
    bm.free()
    if smooth:
        for p in me.polygons:
            p.use_smooth = True
        me.use_auto_smooth = True
        me.auto_smooth_angle = math.radians(40)
    ob = link(bpy.data.objects.new(name, me))
    if mat:
        me.materials.append(mat)
    return ob


def lathe(name, x, y, z, profile, mat, verts=32):
    """Surface of revolution from a (radius, height) profile, e.g. a glass, a vase, a lampshade."""
    me = bpy.data.meshes.new(name)
    bm = bmesh.new()
    rings = []
    for r, h in profile:
        ring = []
        for i in range(verts):
            a = 2 * math.pi * i / verts
            ring.append(bm.verts.new((x + r * math.cos(a), y + r * math.sin(a), z + h)))
        rings.append(ring)
    for a, b in zip(rings, rings[1:]):
        for i in range(verts):
            j = (i + 1) % verts
            bm.faces.new((a[i], a[j], b[j], b[i]))
    if profile[0][0] > 0.001:
        bm.faces.new(list(reversed(rings[0])))
    bm.to_mesh(me)
    bm.free()
    for p in me.polygons:
        p.use_smooth = True
    ob = link(bpy.data.objects.new(name, me))
    me.materials.append(mat)
    return ob


def sphere(name, x, y, z, r, mat, scale=(1, 1, 1), seg=24):
    me = bpy.data.meshes.new(name)
    bm = bmesh.new()
    bmesh.ops.create_uvsphere(bm, u_segments=seg, v_segments=seg // 2, radius=r)
    for v in bm.verts:
        v.co.x = x + v.co.x * scale[0]
        v.co.y = y + v.co.y * scale[1]
        v.co.z = z + v.co.z * scale[2]
    bm.to_mesh(me)
    bm.free()
    for p in me.polygons:
        p.use_smooth = True
    ob = link(bpy.data.objects.new(name, me))
    me.materials.append(mat)
    return ob


def plane(name, verts, mat):
    me = bpy.data.meshes.new(name)
    me.from_pydata(verts, [], [list(range(len(verts)))])
    ob = link(bpy.data.objects.new(name, me))
    me.materials.append(mat)
    return ob


def grid(name, x0, x1, y0, y1, z, nx, ny, mat):
    me = bpy.data.meshes.new(name)
    bm = bmesh.new()
    bmesh.ops.create_grid(bm, x_segments=nx, y_segments=ny, size=0.5)
    for v in bm.verts:
        v.co.x = x0 + (v.co.x + 0.5) * (x1 - x0)
        v.co.y = y0 + (v.co.y + 0.5) * (y1 - y0)
        v.co.z = z
    bm.to_mesh(me)
    bm.free()
    ob = link(bpy.data.objects.new(name, me))
    me.materials.append(mat)
    return ob


def area_light(name, loc, rot, size, size_y, power, color=(1, 1, 1), shadow=True):
    ld = bpy.data.lights.new(name, 'AREA')
    ld.shape = 'RECTANGLE'
    ld.size = size
    ld.size_y = size_y
    ld.energy = power
    ld.color = color
    ld.use_shadow = shadow
    ld.use_contact_shadow = True
    ob = link(bpy.data.objects.new(name, ld))
    ob.location = loc
    ob.rotation_euler = rot
    return ob


def point_light(name, loc, power, color=(1.0, 0.78, 0.5), radius=0.05, shadow=True):
    ld = bpy.data.lights.new(name, 'POINT')
    ld.energy = power
    ld.color = color
    ld.shadow_soft_size = radius
    ld.use_shadow = shadow
    ld.use_contact_shadow = True
    ob = link(bpy.data.objects.new(name, ld))
    ob.location = loc
    return ob


def spot_light(name, loc, power, color=(1.0, 0.8, 0.55), angle=60, blend=0.6, radius=0.03):
    ld = bpy.data.lights.new(name, 'SPOT')
    ld.energy = power
    ld.color = color
    ld.spot_size = math.radians(angle)
    ld.spot_blend = blend
    ld.shadow_soft_size = radius
    ob = link(bpy.data.objects.new(name, ld))
    ob.location = loc
    ob.rotation_euler = (0, 0, 0)  # points down (-Z)
    return ob


def rng(seed):
    return random.Random(seed)
