# The hotels' services cards: the airport limousine (the arrival at Vela Amalfi at blue hour, the sedan under an open
# porte-cochère) and the resort buggy. Builder `arrival`; its shots are in interiors.mjs.
# The car is lofted: cross-sections along its length (a rounded body below the beltline, a greenhouse that leans in
# above it), closed at both ends by shrinking sections, smoothed by a subdivision surface; glass, pillars and chrome
# are face materials of the same mesh; wheels are lathed tyres with ten-spoke rims.
import math

import bmesh
import bpy
from mathutils import Matrix, Vector

import assets as A
from lib import (_bare_mat, box, cyl, lathe, sphere, soft_box, paint, plain, wood, marble, brass, emission, tiles, point_light, area_light,
                 world_sky, rng, cached, col)


def car_paint(c='#14181d', deep=False, coat=None):
    """Deep metallic paint under a clear coat. deep (the arrival): a near-black base with little metal and a glossier
    body, so the clear coat mirrors the sky and the lights sharply (0.55 metal at 0.3 roughness spread every
    reflection into a flat grey sheen, the roof most). coat: the clear coat's roughness, if not deep's 0.01."""
    def make():
        m = bpy.data.materials.new('carpaint')
        m.use_nodes = True
        b = m.node_tree.nodes['Principled BSDF']
        b.inputs['Base Color'].default_value = (*col(c), 1)
        b.inputs['Metallic'].default_value = 0.25 if deep else 0.55
        b.inputs['Roughness'].default_value = 0.16 if deep else 0.3
        b.inputs['Clearcoat'].default_value = 1.0
        b.inputs['Clearcoat Roughness'].default_value = coat if coat is not None else (0.01 if deep else 0.03)
        return m

    return cached(('carpaint', c, deep, coat), make)


def _dims(saloon=False):
    """The body's length (rear and front ends, m) and its axles (+-): saloon, a longer car (5.28 m over a 3.24 m wheelbase,
    a long-wheelbase S-Class's) than the first 5.05 m on 3.1 m, which read short and tall."""
    return (-2.68, 2.6, 1.62) if saloon else (-2.55, 2.5, 1.55)


def _underside(x, nose, tail, axle):
    """The body's underside at station x: the sill, rising to the bumpers ahead of `nose` and behind `tail`, arched over
    the wheels (axles at +-axle)."""
    zb = 0.2
    if x > nose:
        zb += (x - nose) * 0.35
    if x < tail:
        zb += (tail - x) * 0.4
    for ax in (axle, -axle):
        d = abs(x - ax)
        if d < 0.42:
            zb = max(zb, 0.36 + math.sqrt(0.42 ** 2 - d ** 2) * 0.98)
    return zb


# The side view of each body, in metres along the car (front +) and up. `nose`: where the bonnet starts to fall toward
# the nose, over `fall` m by 0.23 m, falling faster past `drop`; `deck`: the boot deck's end, its lip falling past `lip`;
# between them the beltline rises 5 cm toward the tail over `rise` m. The roof: the windscreen from its foot
# `screen[0]` to the roof at `screen[1]`, at `height`, curved by the exponent `screen[2]`; the roof crowned (2 cm)
# about `crown[0]` over a half-length `crown[1]`, from `crown[2]` back; the rear window from there down to `rear[0]`,
# from `rear[1]` high, curved by `rear[2]`. `under`: _underside's nose and tail.
_SIDE = {
    False: dict(nose=1.0, fall=1.5, drop=2.25, deck=-1.8, lip=-2.35, rise=2.8, screen=(1.02, 0.1, 0.9), height=1.46,
                crown=(-0.4, 0.5, -0.9), rear=(-1.78, 1.44, 0.8), under=(2.0, -2.05)),
    # the saloon: a long bonnet, the roof 3 cm lower, its rear window sloping over 1.35 m (from the roof's end) to a short
    # high boot deck (the first's rear window stood up steeply over a long boot: a box)
    True: dict(nose=1.05, fall=1.55, drop=2.35, deck=-1.95, lip=-2.48, rise=3.0, screen=(1.05, 0.05, 0.9), height=1.43,
               crown=(-0.2, 0.45, -0.6), rear=(-1.95, 1.43 - 0.02 * (0.4 / 0.45) ** 2, 0.75), under=(2.1, -2.18)),
}


def _profile(x, saloon=False):
    """The car's side view and plan at station x (m, front +): bottom, beltline, top, half-width, roof half-width.
    saloon: the longer body (_dims, _SIDE)."""
    L0, L1, AX = _dims(saloon)
    S = _SIDE[saloon]
    zb = _underside(x, *S['under'], AX)
    # the beltline: the bonnet low at the nose rising to the windscreen, the boot lid high at the tail
    if x > S['nose']:
        zbelt = 0.95 - (x - S['nose']) / S['fall'] * 0.23 - max(0.0, x - S['drop']) * 0.5
    elif x < S['deck']:
        zbelt = 1.0 - max(0.0, S['lip'] - x) * 0.6
    else:
        zbelt = 0.95 + 0.05 * (S['nose'] - x) / S['rise']
    # the roof line: windscreen, roof, rear window
    foot, top, k = S['screen']
    centre, half, back = S['crown']
    rfoot, rtop, rk = S['rear']
    if top <= x <= foot:
        ztop = zbelt + (S['height'] - zbelt) * math.sin((foot - x) / (foot - top) * math.pi / 2) ** k
    elif back <= x < top:
        ztop = S['height'] - 0.02 * ((x - centre) / half) ** 2
    elif rfoot <= x < back:
        ztop = zbelt + (rtop - zbelt) * math.sin((x - rfoot) / (back - rfoot) * math.pi / 2) ** rk
    else:
        ztop = zbelt
    # plan: a rounded rectangle
    u = (x - (L0 + L1) / 2) / ((L1 - L0) / 2)
    w = 0.955 * max(0.0, 1 - abs(u) ** 7) ** (1 / 7)
    wr = 0.7 if ztop > zbelt + 0.05 else w
    return zb, zbelt, max(ztop, zbelt), w, wr


# the saloon's flank, sill to beltline (fractions of its height): the body swells out to a crisp shoulder line at 0.75
# (two points 1.5 cm apart, the upper 1.6 cm further in, the edge creased), then leans in to the belt
_SALOON_SIDE = (0.0, 0.12, 0.25, 0.4, 0.55, 0.66, 0.72, 0.75, 0.77, 0.88, 1.0)
_SHOULDER = 7  # index of the shoulder line in _SALOON_SIDE


def _flank(t, x):
    """The saloon's flank: how far the point at fraction t of the side lies out from the plan's half-width at x; below
    the shoulder the body flares 2.2 cm over each wheel (the haunches round the arches)."""
    ax = _dims(True)[2]
    flare = 0.022 * math.exp(-((abs(x) - ax) / 0.45) ** 2)
    if t <= 0.75:
        return -0.035 * (1 - t / 0.75) ** 2 + 0.012 + flare * (0.4 + 0.6 * t / 0.75)
    return -0.004 - 0.026 * (t - 0.75) / 0.25 + flare * 0.2 * (1 - (t - 0.75) / 0.25)


def _section(x, n_side=7, n_top=5, saloon=False):
    """One closed cross-section at station x, as (y, z) points from the bottom centre round the right side to the
    top centre and down the left side; the same number of points at every station (over the bonnet and the boot the
    greenhouse's points lie on their crowned top). saloon: _profile's saloon body and the flank of _flank."""
    zb, zbelt, ztop, w, wr = _profile(x, saloon)
    green = ztop > zbelt + 0.06
    wr = min(0.7, w * 0.73)
    ztop = max(ztop, zbelt + 0.035)
    r = min(0.12, (zbelt - zb) * 0.3)
    pts = [(0.0, zb), (w * 0.6, zb), (w - r * 0.3, zb + r * 0.15)]
    if saloon:
        for t in _SALOON_SIDE:
            pts.append((w - 0.02 + _flank(t, x), zb + r + (zbelt - zb - r) * t))
    # the side, bulging a little at the shoulder line
    for k in range(0 if saloon else n_side + 1):
        t = k / n_side
        z = zb + r + (zbelt - zb - r) * t
        bul = 0.02 * math.sin(math.pi * min(1.0, t / 0.85))
        pts.append((w - 0.02 + bul - 0.03 * (1 - t) ** 4, z))
    pts.append((w - 0.05, zbelt + 0.02))
    # the greenhouse leaning in (tumblehome) to the roof rail, or the crowned bonnet / boot lid
    for k in range(1, n_top + 1):
        t = k / n_top
        if green:
            pts.append((w - 0.05 - (w - 0.05 - wr) * t, zbelt + 0.02 + (ztop - 0.04 - zbelt - 0.02) * t))
        else:
            pts.append((w - 0.05 - (w - 0.05 - wr) * t, zbelt + 0.02 + (ztop - zbelt - 0.02) * (1 - (1 - t) ** 2) * 0.8))
    pts.append((wr - 0.06, ztop - 0.005))
    pts.append((wr * 0.5, ztop))
    pts.append((0.0, ztop))
    left = [(-yy, zz) for (yy, zz) in reversed(pts[1:-1])]
    return pts + left


def _face_mat(c, dlo=False, saloon=False):
    """The material of a face of the body's cage by where its centre lies: 1 glass, 2 chrome, 3 black trim, 0 paint.
    dlo: the roof rail's band over the side windows chrome too (the windows framed in chrome, top and bottom).
    saloon: the saloon body's windscreen, rear window and side windows (a broad painted C-pillar behind them)."""
    zb, zbelt, ztop, w, wr = _profile(c.x, saloon)
    if ztop <= zbelt + 0.06:
        return 0
    ay = abs(c.y)
    wr = min(0.7, w * 0.73)
    front, back = (0.1, -0.66) if saloon else (0.16, -0.95)  # the windscreen's and rear window's edges on the roof
    s0, s1 = (-1.66, 0.99) if saloon else (-1.7, 0.95)  # the side windows' ends
    if dlo and ztop - 0.03 < c.z < ztop - 0.01 and ay > wr - 0.07 and s0 - 0.02 < c.x < s1 + 0.02:
        return 2
    if c.z > ztop - 0.03:
        # the roof's top: the windscreen and rear window are glass, the roof paint
        if ay < wr - 0.07 and (c.x > front or c.x < back):
            return 1
        return 0
    if zbelt - 0.01 < c.z < zbelt + 0.05 and ay > wr:
        return 2  # the chrome line under the side windows
    if c.z >= zbelt + 0.05 and ay > wr - 0.02:
        if -0.32 < c.x < -0.16:
            return 3  # the B-pillar, black
        if c.x > s1 or c.x < s0:
            return 0
        return 1
    if ay <= wr - 0.02 and c.z >= zbelt + 0.05:
        return 1 if (c.x > front or c.x < back) else 0
    return 0


def _car_glass():
    """Tinted car glass (sedan's cabin): a dark see-through that shows the cabin dimly, mixed with a mirror that takes 0.3
    of the light head-on and most of it at a glancing angle, so the windows carry the sky's reflection."""
    def make():
        m, nt = _bare_mat('carglass2')
        tr = nt.nodes.new('ShaderNodeBsdfTransparent')
        tr.inputs['Color'].default_value = (0.09, 0.1, 0.11, 1)  # (at 0.3 the greenhouse read as a clear glass bubble)
        gl = nt.nodes.new('ShaderNodeBsdfGlossy')
        gl.inputs['Color'].default_value = (0.9, 0.92, 0.95, 1)
        gl.inputs['Roughness'].default_value = 0.02
        lw = nt.nodes.new('ShaderNodeLayerWeight')
        lw.inputs['Blend'].default_value = 0.3
        fac = nt.nodes.new('ShaderNodeMath')
        fac.operation = 'MULTIPLY_ADD'
        fac.inputs[1].default_value = 0.7
        fac.inputs[2].default_value = 0.3
        fac.use_clamp = True
        nt.links.new(lw.outputs['Fresnel'], fac.inputs[0])
        mix = nt.nodes.new('ShaderNodeMixShader')
        nt.links.new(fac.outputs[0], mix.inputs[0])
        nt.links.new(tr.outputs[0], mix.inputs[1])
        nt.links.new(gl.outputs[0], mix.inputs[2])
        o = nt.nodes.new('ShaderNodeOutputMaterial')
        nt.links.new(mix.outputs[0], o.inputs[0])
        m.blend_method = 'BLEND'
        m.shadow_method = 'NONE'
        m.show_transparent_back = False
        return m

    return cached(('carglass2',), make)


def _cabin():
    """sedan's cabin (car coordinates, floor to waist): cream leather front seats and a rear bench with headrests, a
    walnut rail along the doors' inner tops, a dark dashboard and a steering wheel; what the tinted glass shows."""
    leather = plain('#cdb89a', 0.45, name='carleather', spec=0.35)
    dark = plain('#161514', 0.6, name='cabindark')
    walnut = wood('#5a3a24', name='carwalnut', rough=0.25)
    # (clear of the wheel arches, where the body's underside rises to 0.77 m: nothing may show in the wheel wells)
    parts = [box('cabinfloor', -1.1, 1.0, -0.6, 0.6, 0.25, 0.3, dark)]
    for sy in (-0.42, 0.42):
        parts.append(soft_box('seat', -0.1, 0.5, sy - 0.25, sy + 0.25, 0.35, 0.55, leather))
        parts.append(soft_box('seatback', -0.14, 0.02, sy - 0.24, sy + 0.24, 0.5, 1.1, leather))
        parts.append(soft_box('headrest', -0.17, -0.03, sy - 0.13, sy + 0.13, 1.14, 1.3, leather))
        for py in (sy - 0.07, sy + 0.07):
            parts.append(cyl('hrpost', -0.1, py, 1.08, 1.15, 0.007, plain('#a8a8a8', 0.25, 1.0, name='hrsteel'), 8))
    parts.append(soft_box('bench', -1.12, -0.7, -0.78, 0.78, 0.4, 0.6, leather))
    parts.append(soft_box('benchback', -1.33, -1.13, -0.78, 0.78, 0.76, 1.05, leather))
    for sy in (-0.45, 0.45):
        parts.append(soft_box('headrest', -1.36, -1.22, sy - 0.14, sy + 0.14, 1.05, 1.19, leather))
    parts.append(box('dash', 0.6, 1.0, -0.85, 0.85, 0.6, 0.92, dark, bevel=0.03))
    ob = lathe('steering', 0, 0, 0, [(0.17, -0.012), (0.185, 0.0), (0.17, 0.012), (0.155, 0.0), (0.17, -0.012)], dark, 32)
    ob.data.transform(Matrix.Rotation(math.radians(-65), 4, 'Y'))
    ob.data.transform(Matrix.Translation((0.48, -0.42, 0.98)))
    parts.append(ob)
    for sy in (-1, 1):
        parts.append(box('waistrail', -1.7, 0.9, sy * 0.86 - 0.025, sy * 0.86 + 0.025, 0.9, 0.94, walnut, bevel=0.008))
    return parts


def sedan(x, y, heading, paint_c='#14181d', lights=True, deep=False, grille='chrome', cabin=False, saloon=False, finish=False):
    """A dark premium saloon (5.1 m) standing on the ground at (x, y), its nose toward heading (degrees). grille='dark':
    a black-chrome frame round gloss-black bars (bright chrome bars under the arrival's warm downlights read as an
    orange grille). cabin: tinted glass that shows a leather cabin lit by its courtesy lamp, chrome over the side
    windows, open ten-spoke rims over dark brakes (black glass read as flat panels, the rims' solid faces as discs).
    saloon: a longer, lower luxury saloon (_dims, _SIDE): a creased shoulder line and haunches over the
    wheels, door cuts, a chrome sill strip, slim LED headlamps and wrap-round tail-lamps following the body's corners,
    flush handles on the flank and teardrop mirrors on stalks (the first body read as a box with rounded edges).
    finish (with saloon): the saloon's details worked for the card's size: the door cuts wider, each with the panel's
    rounded edge a paler line beside it (black on black they hardly showed; in the 2026-11-29 final they still show
    only faintly, at the shoulder); the grille's chrome tinted cool (its
    reflections of the warm soffit and downlights read as copper); the clear coat a little less sharp (the downlights'
    reflections a scatter of specks on the bonnet)."""
    L0, L1, AX = _dims(saloon)
    dF = L1 - 2.5  # the nose's parts (grille, plate, lamps) move forward with it
    body = car_paint(paint_c, deep, coat=0.045 if finish else None)
    glass_m = _car_glass() if cabin else plain('#0b0f13', 0.05, 0.0, name='carglass', spec=1.0)
    chrome = plain('#e8e8e8', 0.08, 1.0, name='chrome')
    trim = plain('#111111', 0.4, name='cartrim')
    # finish: the grille's chrome a cool silver-blue, so the warm soffit's and downlights' reflections in it come out
    # a neutral silver (the body's chrome, lit by the same, stays as it was)
    g_chrome = plain('#b4c6dc', 0.1, 1.0, name='grillechrome') if finish else chrome
    xs = []
    n = 72
    for i in range(n + 1):
        t = i / n
        xs.append(L0 + (L1 - L0) * (0.5 - 0.5 * math.cos(math.pi * t)))  # denser toward the ends
    bm = bmesh.new()
    rings = [[bm.verts.new((xx, yy, zz)) for (yy, zz) in _section(xx, saloon=saloon)] for xx in xs]

    # closing caps: each end's section shrunk toward its centre in two steps, a little beyond the end
    def cap(ring, dx, steps):
        zs = [v.co.z for v in ring]
        cz = (min(zs) + max(zs)) / 2
        out = [ring]
        for o, sc in steps:
            out.append([bm.verts.new((v.co.x + dx * o, v.co.y * sc, cz + (v.co.z - cz) * (0.6 + 0.4 * sc))) for v in ring])
        return out

    # (the end sections are vertical lines, the plan's width there being nil: the caps drew them out into a 5 cm fin
    # down the middle of the nose, which split the plate and, on the saloon, stood through its grille: kept to 1 cm)
    steps = [(0.006, 0.8), (0.01, 0.45)] if saloon else [(0.035, 0.8), (0.055, 0.45)]
    front = cap(rings[-1], 1.0, steps)
    rear = cap(rings[0], -1.0, steps)
    m = len(rings[0])

    def quad(a, b):
        for j in range(m):
            k = (j + 1) % m
            bm.faces.new((a[j], a[k], b[k], b[j]))

    for i in range(len(rings) - 1):
        quad(rings[i], rings[i + 1])
    for i in range(len(front) - 1):
        quad(front[i], front[i + 1])
    for i in range(len(rear) - 1):
        quad(rear[i + 1], rear[i])
    bm.faces.new(front[-1])
    bm.faces.new(list(reversed(rear[-1])))
    if saloon:
        # the shoulder line's edges creased, both sides, so the subdivision keeps it a crisp line catching the light
        cl = bm.edges.layers.crease.verify()
        for j in (3 + _SHOULDER, m - 3 - _SHOULDER):
            for i in range(len(rings) - 1):
                e = bm.edges.get((rings[i][j], rings[i + 1][j]))
                if e:
                    e[cl] = 0.85
    for f in bm.faces:
        f.material_index = _face_mat(f.calc_center_median(), dlo=cabin, saloon=saloon)
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces[:])
    me = bpy.data.meshes.new('car_body')
    bm.to_mesh(me)
    bm.free()
    for mm in (body, glass_m, chrome, trim):
        me.materials.append(mm)
    for p in me.polygons:
        p.use_smooth = True
    ob = bpy.data.objects.new('car_body', me)
    bpy.context.scene.collection.objects.link(ob)
    sub = ob.modifiers.new('sub', 'SUBSURF')
    sub.levels = 2
    sub.render_levels = 2
    parts = [ob]
    # wheels: a tyre (a lathed ring turned on its side), a ten-spoke rim, a brake disc and calliper behind it
    tyre = plain('#141414', 0.75, name='tyre')
    alloy = plain('#b9bcc0', 0.22, 1.0, name='alloy')
    dark = plain('#2a2a2a', 0.5, 0.6, name='brake')
    for ax in (AX, -AX):
        for side in (1, -1):
            wy = side * 0.8
            prof = [(0.255, -0.118), (0.3, -0.124), (0.34, -0.114), (0.358, -0.085), (0.362, 0.0), (0.358, 0.085), (0.34, 0.114), (0.3, 0.124),
                    (0.255, 0.118)]
            parts += _wheel_part(lathe('tyre', 0, 0, 0, prof, tyre, 64), ax, wy, side)
            if cabin:
                # an open rim: the lip and barrel only, the spokes standing clear over a dark barrel and the brake
                rim = lathe('rim', 0, 0, 0, [(0.215, 0.09), (0.235, 0.095), (0.258, 0.1), (0.258, -0.1), (0.24, -0.1)], alloy, 64)
                parts += _wheel_part(cyl('barrel', 0, 0, -0.06, -0.05, 0.245, plain('#0c0c0c', 0.7, name='barrel'), 48), ax, wy, side)
                parts += _wheel_part(cyl('calliper', 0.13, 0.0, -0.015, 0.03, 0.045, plain('#3a3c3f', 0.4, 0.6, name='calliper'), 16), ax, wy, side)
            else:
                rim = lathe('rim', 0, 0, 0, [(0.0, 0.07), (0.05, 0.075), (0.235, 0.095), (0.258, 0.1), (0.258, -0.1), (0.24, -0.1)], alloy, 64)
            parts += _wheel_part(rim, ax, wy, side, dz=0.0)
            for k in range(10):
                a = math.tau * k / 10
                sw = 0.017 if cabin else 0.012  # the open rim's spokes a little broader, so they read as spokes
                sp = box('spoke', 0.04, 0.232, -sw, sw, 0.093, 0.112, alloy, bevel=0.005)
                sp.data.transform(Matrix.Rotation(a, 4, 'Z'))
                parts += _wheel_part(sp, ax, wy, side)
            parts += _wheel_part(cyl('hub', 0, 0, 0.1, 0.118, 0.045, chrome, 32), ax, wy, side)
            parts += _wheel_part(cyl('disc', 0, 0, -0.02, 0.0, 0.2, dark, 48), ax, wy, side)
    # lamps: slim LED headlamps and a light bar across the tail; a chrome-framed grille; mirrors; door handles
    head = emission('#f4f6ff', 6.0 if lights else 0.3)
    tail = emission('#ff1a12', 4.0 if lights else 0.4)
    for side in (1, -1) if not saloon else ():
        hl = sphere('headlamp', 2.43, side * 0.66, 0.69, 0.1, head, scale=(0.35, 1.7, 0.22), seg=24)
        parts.append(hl)
        parts.append(sphere('tailbar', -2.57, side * 0.55, 0.88, 0.1, tail, scale=(0.25, 3.0, 0.16), seg=24))
        mir = soft_box('mirror', 0.86, 1.0, side * 0.93, side * 1.08, 0.97, 1.06, body, level=2)
        parts.append(mir)
        for hx in (0.55, -0.45):
            parts.append(box('handle', hx - 0.08, hx + 0.08, side * 0.962 - 0.01, side * 0.962 + 0.01, 0.86, 0.88, chrome, bevel=0.004))
    g_frame, g_bar = chrome, chrome
    if grille == 'dark':
        g_frame = plain('#26282c', 0.12, 1.0, name='blackchrome')
        g_bar = plain('#08090a', 0.2, 0.0, name='gridblack', spec=0.5)
    if saloon:
        # a gloss-black grille standing proud of the nose in a slim chrome surround, fine vertical chrome slats (the
        # broad black-chrome frame, sunk in the nose, read as a brown band under the downlights)
        gx = L1 - 0.015
        parts.append(box('grille', gx - 0.02, gx + 0.02, -0.33, 0.33, 0.475, 0.595, g_bar, bevel=0.006))
        for (y0, y1, z0, z1) in ((-0.345, 0.345, 0.462, 0.476), (-0.345, 0.345, 0.594, 0.608), (-0.345, -0.331, 0.462, 0.608),
                                 (0.331, 0.345, 0.462, 0.608)):
            parts.append(box('grille_frame', gx - 0.02, gx + 0.03, y0, y1, z0, z1, g_chrome, bevel=0.004))
        for k in range(11):
            sy = -0.3 + 0.06 * k
            parts.append(box('grille_slat', gx + 0.01, gx + 0.024, sy - 0.0045, sy + 0.0045, 0.476, 0.594, g_chrome, bevel=0.002))
    else:
        parts.append(box('grille', 2.47 + dF, 2.53 + dF, -0.34, 0.34, 0.49, 0.64, trim, bevel=0.01))
        parts.append(box('grille_frame', 2.46 + dF, 2.52 + dF, -0.37, 0.37, 0.475, 0.655, g_frame, bevel=0.02))
        for k in range(5):
            parts.append(box('grille_bar', 2.525 + dF, 2.545 + dF, -0.33, 0.33, 0.5 + k * 0.03, 0.51 + k * 0.03, g_bar))
    # the number plate on the bumper below the grille (it hung below the body's nose)
    parts.append(box('plate', 2.48 + dF, 2.53 + dF, -0.24, 0.24, 0.395, 0.46, plain('#f2f0ea', 0.5, name='plate'), bevel=0.005))
    if saloon:
        parts += _saloon_details(ob, body, chrome, head, tail, L0, L1, AX, finish=finish)
    if lights:
        for side in (1, -1):
            point_light('headl', (2.75 + dF, side * 0.66, 0.55 if saloon else 0.69), 8, (0.95, 0.97, 1.0), 0.05, shadow=False)
    if cabin:
        parts += _cabin()
        if lights:
            # the courtesy lamp over the rear bench (car coordinates turned onto the drive by hand: a light has no mesh)
            a = math.radians(heading)
            lx, ly = -0.9, 0.0
            point_light('cabin_l', (x + lx * math.cos(a) - ly * math.sin(a), y + lx * math.sin(a) + ly * math.cos(a), 1.3), 2.5,
                        (1.0, 0.8, 0.55), 0.1, shadow=False)
    A._place(parts, x, y, heading)
    return parts


def _ribbon(name, pts, half, up, mat):
    """A thin strip through points (x, y, z), half its width either side of each along the unit vector up(point)."""
    me = bpy.data.meshes.new(name)
    bm = bmesh.new()
    vs = []
    for p in pts:
        u = up(p)
        vs.append((bm.verts.new([p[i] - u[i] * half for i in range(3)]), bm.verts.new([p[i] + u[i] * half for i in range(3)])))
    for (a0, a1), (b0, b1) in zip(vs, vs[1:]):
        bm.faces.new((a0, b0, b1, a1))
    bm.to_mesh(me)
    bm.free()
    me.materials.append(mat)
    for p in me.polygons:
        p.use_smooth = True
    ob = bpy.data.objects.new(name, me)
    bpy.context.scene.collection.objects.link(ob)
    return ob


def _on_body(ob, body, off):
    """Lay a strip on the body's smoothed surface (a shrinkwrap onto its subdivided mesh, off m above it): the cage's
    points lie outside the surface by up to a centimetre where it curves, so a strip placed by them would float."""
    sw = ob.modifiers.new('wrap', 'SHRINKWRAP')
    sw.target = body
    sw.wrap_method = 'NEAREST_SURFACEPOINT'
    sw.offset = off
    return ob


def _corner(xc, yc, r, a0, a1, z, n=14):
    """Points round a corner of the plan (centre xc, yc, radius r) from angle a0 to a1 (degrees), at height z: outside
    the body, for _on_body to pull onto it."""
    return [(xc + r * math.cos(math.radians(a0 + (a1 - a0) * k / n)), yc + r * math.sin(math.radians(a0 + (a1 - a0) * k / n)), z)
            for k in range(n + 1)]


def _saloon_details(body, paint_m, chrome, head, tail, L0, L1, AX, finish=False):
    """The saloon's details (sedan, saloon): door cuts, a chrome sill strip, slim LED headlamps in dark lenses,
    wrap-round tail-lamps, flush handles, teardrop mirrors on stalks; strips laid on the body by _on_body.
    finish: wider cuts with a lit edge (see sedan)."""
    cut = plain('#020203', 0.7, name='doorcut', spec=0.2)
    # finish: the door's rounded edge beside each cut, a little paler and glossier than the black paint, as a panel's
    # edge catches the light where it turns into the gap
    edge = plain('#4a5058', 0.14, 0.7, name='dooredge', spec=0.8) if finish else None
    lens = plain('#0d1014', 0.04, 0.3, name='lamplens', spec=1.0)
    tail_glass = plain('#3a0606', 0.05, 0.0, name='taillens', spec=1.0, emit='#ff1a12', emit_w=0.6)
    vert = lambda p: (0.0, 0.0, 1.0)
    parts = []
    for side in (1, -1):
        # door cuts: the front door's leading edge behind the front arch, the doors' meeting line under the B-pillar,
        # the rear door's trailing edge before the rear arch; from the sill up to the chrome under the windows
        for cx in (AX - 0.5, -0.24, -AX + 0.48):
            zb, zbelt, ztop, w, wr = _profile(cx, True)
            pts = [(cx, side * (w + 0.03), zb + 0.16 + (zbelt - zb - 0.17) * k / 16) for k in range(17)]
            parts.append(_on_body(_ribbon('doorcut', pts, 0.009 if finish else 0.006, lambda p: (1.0, 0.0, 0.0), cut), body, 0.0015))
            if finish:
                # the edge behind the cut (toward the rear), where the door's face turns into the gap
                pe = [(px - 0.014, py, pz) for (px, py, pz) in pts]
                parts.append(_on_body(_ribbon('dooredge', pe, 0.0035, lambda p: (1.0, 0.0, 0.0), edge), body, 0.0012))
        # a chrome strip low along the doors, between the arches
        pts = [(-AX + 0.46 + (2 * AX - 0.96) * k / 30, side * 1.0, 0.37) for k in range(31)]
        parts.append(_on_body(_ribbon('sillchrome', pts, 0.014, vert, chrome), body, 0.002))
        # headlamps: a dark lens round the nose's corner under the bonnet's edge, a slim LED line in it; low enough and far
        # enough onto the nose's face to show from the far side (at 0.6 m on the corner the far one lay on the bonnet's
        # edge, turned away)
        c = _corner(L1 - 0.32, side * 0.62, 0.34, -15 * side, 60 * side, 0.55, n=16)
        parts.append(_on_body(_ribbon('headlens', c, 0.032, vert, lens), body, 0.002))
        parts.append(_on_body(_ribbon('headled', c[1:], 0.009, vert, head), body, 0.004))
        # tail-lamps: a red bar round the tail's corner onto the flank, lit softly
        c = _corner(L0 + 0.42, side * 0.56, 0.42, 180, 180 - 88 * side, 0.84, n=18)
        parts.append(_on_body(_ribbon('taillens', c, 0.03, vert, tail_glass), body, 0.002))
        parts.append(_on_body(_ribbon('tailled', c[1:], 0.008, vert, tail), body, 0.004))
        # flush handles on the flank above the shoulder line, toward each door's rear
        for hx in (0.16, -AX + 0.68):
            pts = [(hx - 0.085 + 0.17 * k / 6, side * 1.0, 0.865) for k in range(7)]
            parts.append(_on_body(_ribbon('handle', pts, 0.008, vert, chrome), body, 0.006))
        # mirrors: a teardrop in the body's paint on a short stalk from the window's front corner (a rounded box housing
        # tried for finish: its flat top mirrored the warm soffit, an orange-brown block on the belt line)
        parts.append(sphere('mirror', 0.92, side * 1.04, 1.04, 0.1, paint_m, scale=(0.75, 1.15, 0.55), seg=24))
        parts.append(box('mirrorstalk', 0.9, 0.98, min(side * 0.86, side * 0.95), max(side * 0.86, side * 0.95), 0.98, 1.01, paint_m,
                         bevel=0.01))
    return parts


def _wheel_part(ob, ax, wy, side, dz=0.0):
    """Turn a part modelled about the z axis (the wheel's axle) onto the car's y axis at (ax, wy), its face outward."""
    ob.data.transform(Matrix.Rotation(-math.pi / 2 * side, 4, 'X'))
    ob.data.transform(Matrix.Translation((ax, wy, 0.362)))
    return [ob]


def trolley(x, y, heading, z=0.0, luggage='boxes'):
    """A bellman's luggage cart: a carpeted deck on four casters, a brass upright at each end joined by an arched
    rail, three suitcases and a holdall stacked on it. luggage='cases': suitcases(), upright cases and a garment bag,
    for the rounded boxes."""
    from lib import linen
    gold = brass(c='#c9a24a', rough=0.22)
    carpet = linen('#6b1f24', sheen=0.4, name='cartcarpet', bump=0.3)
    parts = [soft_box('cartdeck', -0.55, 0.55, -0.32, 0.32, 0.14, 0.22, carpet, level=2)]
    parts.append(box('cartrim', -0.57, 0.57, -0.34, 0.34, 0.12, 0.15, gold, bevel=0.01))
    for (ax, ay) in ((-0.48, -0.25), (0.48, -0.25), (-0.48, 0.25), (0.48, 0.25)):
        parts.append(cyl('caster', ax, ay, 0.0, 0.12, 0.05, plain('#1c1c1c', 0.6, name='caster'), 16))
    for ex in (-0.53, 0.53):
        for ey in (-0.27, 0.27):
            parts.append(cyl('cartpost', ex, ey, 0.22, 1.55, 0.016, gold, 16))
    import nature as N
    # the arched rail: across the top from one end's pair of posts to the other's, rising in the middle (mesh tubes:
    # A._place moves a mesh's vertices)
    g = N.Geo('cartrails')
    for ey in (-0.27, 0.27):
        pts = [Vector((-0.53 + 1.06 * k / 12, ey, 1.55 + 0.28 * math.sin(math.pi * k / 12))) for k in range(13)]
        g.tube(gold, pts, [0.016] * len(pts), seg=12)
    for ex in (-0.53, 0.53):
        g.tube(gold, [Vector((ex, -0.27, 1.55)), Vector((ex, 0.27, 1.55))], [0.016, 0.016], seg=12)
    parts += g.flush(smooth=True)
    cases = [(-0.05, 0.0, 0.22, 0.74, 0.5, 0.24, '#2a3546'), (0.0, 0.0, 0.46, 0.62, 0.44, 0.2, '#8a5a34'), (0.02, 0.02, 0.66, 0.5, 0.36, 0.17, '#e4dccb')]
    if luggage == 'cases':
        parts += suitcases()
        cases = []
    for (cx, cy, z0, L, W, H, c) in cases:
        m = plain(c, 0.45, name='case' + c[1:], spec=0.4)
        parts.append(soft_box('suitcase', cx - L / 2, cx + L / 2, cy - W / 2, cy + W / 2, z0, z0 + H, m, level=2))
        parts.append(box('casehandle', cx - 0.08, cx + 0.08, cy - 0.015, cy + 0.015, z0 + H, z0 + H + 0.03, plain('#1d1a17', 0.5, name='casehandle')))
    A._place(parts, x, y, heading)
    for p in parts:
        p.location.z += z
    return parts


def suitcases():
    """The cart's luggage (trolley's option 'cases'), on its deck (x -0.55..0.55, y -0.32..0.32, top at 0.22): a navy
    hard-shell case and a tan leather one with two straps standing on their wheels, a small cream case with leather
    trim, and a camel garment bag hanging from the cart's cross rail at the -x end. Built round the cart's origin."""
    import furniture as F
    import nature as N
    parts = []
    deck = 0.22
    shell = plain('#26344d', 0.22, name='caseshell', spec=0.6)
    tan = F.leather('#8a5a34', name='caseleather')
    strap = F.leather('#3b2417', name='casestrap')
    cream = plain('#e6dccb', 0.4, name='casecream', spec=0.4)
    dark = plain('#1b1b1c', 0.45, 0.2, name='casedark')
    steel = plain('#b8b9bc', 0.25, 1.0, name='casesteel')
    g = N.Geo('luggage')

    def case(x0, x1, y0, y1, h, mat, ribs=0, wheels=True, handle='top'):
        # a case standing on end: its body (rounded edges), spinner wheels under its corners, a carry handle on top
        zw = 0.05 if wheels else 0.0
        z0 = deck + zw
        out = [soft_box('case', x0, x1, y0, y1, z0, z0 + h, mat, level=2)]
        # a zip line round its middle (between the two halves' shells)
        xm = (x0 + x1) / 2
        out.append(box('casezip', xm - 0.006, xm + 0.006, y0 + 0.02, y1 - 0.02, z0 + 0.02, z0 + h - 0.02, dark))
        for k in range(ribs):
            # the shell's raised vertical ribs on its broad face toward +x
            yy = y0 + (y1 - y0) * (k + 1) / (ribs + 1)
            out.append(soft_box('caserib', x1 - 0.01, x1 + 0.008, yy - 0.018, yy + 0.018, z0 + 0.06, z0 + h - 0.06, mat, level=1))
        if wheels:
            for (wx, wy) in ((x0 + 0.04, y0 + 0.04), (x1 - 0.04, y0 + 0.04), (x0 + 0.04, y1 - 0.04), (x1 - 0.04, y1 - 0.04)):
                out.append(cyl('casefork', wx, wy, z0 - 0.018, z0, 0.018, dark, 12))
                w = cyl('casewheel', 0, 0, -0.01, 0.01, 0.022, dark, 16)
                w.data.transform(Matrix.Rotation(math.pi / 2, 4, 'Y'))
                w.data.transform(Matrix.Translation((wx, wy, deck + 0.022)))
                out.append(w)
        zt = z0 + h
        if handle == 'top':
            g.tube(dark, [Vector((xm, y0 + (y1 - y0) * 0.3, zt - 0.005)), Vector((xm, y0 + (y1 - y0) * 0.34, zt + 0.035)),
                          Vector((xm, y0 + (y1 - y0) * 0.66, zt + 0.035)), Vector((xm, y0 + (y1 - y0) * 0.7, zt - 0.005))], [0.011] * 4, seg=10)
        elif handle == 'telescopic':
            # the pull handle drawn up a little: two steel rods and a grip
            for yy in (y0 + 0.08, y1 - 0.08):
                out.append(cyl('caserod', x0 + 0.05, yy, zt - 0.02, zt + 0.12, 0.008, steel, 12))
            out.append(box('casegrip', x0 + 0.03, x0 + 0.07, y0 + 0.06, y1 - 0.06, zt + 0.12, zt + 0.15, dark, bevel=0.012))
        return out, z0, zt

    # the navy hard shell, on end, the handle drawn up
    p, z0, zt = case(-0.36, -0.06, -0.25, 0.23, 0.7, shell, ribs=3, handle='telescopic')
    parts += p
    # the tan leather case: two dark straps round it with brass buckles, a leather handle on top
    p, z0, zt = case(-0.02, 0.24, -0.24, 0.2, 0.58, tan, handle='top')
    parts += p
    # (round it across: the cream case hides its +x face, the camera sees its -y side)
    for zz in (z0 + 0.14, z0 + 0.44):
        parts.append(box('casestrap', -0.03, 0.25, -0.246, 0.206, zz - 0.022, zz + 0.022, strap, bevel=0.004))
        parts.append(box('casebuckle', 0.06, 0.11, -0.252, -0.244, zz - 0.028, zz + 0.028, brass(c='#c9a24a', rough=0.22)))
    # a small cream case, its edges bound in tan leather
    p, z0, zt = case(0.28, 0.5, -0.2, 0.14, 0.44, cream, handle='top')
    parts += p
    for (a, b) in ((z0 - 0.004, z0 + 0.025), (zt - 0.025, zt + 0.004)):
        parts.append(box('casetrim', 0.275, 0.505, -0.205, 0.145, a, b, tan, bevel=0.006))
    # the garment bag: hanging by its hook from the cross rail at the -x end (x -0.53, z 1.55), folded over itself at the
    # bottom, a zip down its face and a leather tab
    hook = [Vector((-0.53, 0.0, 1.575)), Vector((-0.49, 0.0, 1.6)), Vector((-0.47, 0.0, 1.55)), Vector((-0.47, 0.0, 1.49))]
    g.tube(steel, hook, [0.004] * 4, seg=8)
    bag = F.fabric('#a48a66', name='garmentbag', scale=300.0)  # camel canvas: charcoal was lost against the bronze door frame
    bb = soft_box('garmentbag', -0.5, -0.43, -0.27, 0.27, 0.62, 1.5, bag, level=2)
    for v in bb.data.vertices:
        # narrower at its shoulders (the hanger's shape), fuller toward the fold at the bottom
        t = (v.co.z - 0.62) / 0.88
        if t > 0.85:
            v.co.y *= 1.0 - (t - 0.85) * 2.2
        v.co.x += 0.012 * math.sin(math.pi * t) * (1 if v.co.x > -0.465 else -1)
    parts.append(bb)
    parts.append(box('bagzip', -0.431, -0.425, -0.004, 0.004, 0.66, 1.42, dark))
    parts.append(box('bagtab', -0.434, -0.42, -0.06, 0.06, 1.2, 1.27, strap, bevel=0.005))
    parts += g.flush(smooth=True)
    return parts


def lobby_lounge(trav):
    """The lobby behind the arrival's doors (option lobby 'lounge'), x -3.5..3.5, y 9.6..16: a warm room with depth seen
    through the glass, where a flat glowing wall behind the doors read as blown-out cream. A honed stone floor, plaster
    walls, a walnut reception desk along the back wall before a back-lit onyx panel, a console with two lamps and a
    painting on the left wall (the one the doors look onto), pendants; its lamps light it low so it glows, not clips."""
    import furniture as F
    from lib import spot_light
    floor = marble('#d8cbb4', '#c2b294', 0.22, 0.8, name='lobbystone')
    plaster = paint('#d9c7aa', name='lobbyplaster')
    walnut = F.grain('#4a3020', rough=0.35, name='lobbywalnut')
    box('lobby_floor', -3.5, 3.5, 9.6, 16.0, 0.0, 0.16, floor)
    box('lobby_ceiling', -3.5, 3.5, 9.6, 16.0, 3.6, 3.7, paint('#e8dcc8', name='lobbyceil'))
    box('lobby_back', -3.5, 3.5, 16.0, 16.2, 0.15, 3.7, plaster)
    for sx in (-3.7, 3.5):
        box('lobby_side', sx, sx + 0.2, 9.6, 16.2, 0.15, 3.7, plaster)
    # a walnut skirting and a cove of light round the ceiling's edge (a soft glow where the walls meet it)
    box('lobby_skirt', -3.5, 3.5, 15.97, 16.0, 0.16, 0.3, walnut)
    box('lobby_skirt', -3.5, -3.47, 9.6, 16.0, 0.16, 0.3, walnut)
    cove = emission('#ffd9a3', 1.2)
    box('lobby_cove', -3.5, 3.5, 15.9, 15.98, 3.5, 3.53, cove)
    box('lobby_cove', -3.48, -3.4, 9.6, 16.0, 3.5, 3.53, cove)
    # the reception desk along the back wall, x -2.8..0.6: a walnut body, a travertine top, a warm line of light under
    # its top's front edge; the back-lit onyx panel behind it, framed in walnut
    import venues
    box('desk', -2.8, 0.6, 14.6, 15.3, 0.16, 1.1, walnut, bevel=0.01)
    box('desktop', -2.85, 0.65, 14.55, 15.35, 1.1, 1.16, trav, bevel=0.008)
    box('desklight', -2.78, 0.58, 14.58, 14.6, 1.0, 1.08, emission('#ffcf8f', 1.5))
    box('onyx_frame', -2.5, 0.3, 15.9, 15.97, 1.2, 3.1, walnut, bevel=0.01)
    box('onyx', -2.4, 0.2, 15.86, 15.9, 1.3, 3.0, venues.onyx_glow('#ffc27a', 0.9))
    # a brass lamp on the desk and an orchid in a white pot
    cyl('desklamp', -2.3, 14.95, 1.16, 1.56, 0.012, brass(c='#b8954a', rough=0.3), 12)
    lathe('deskshade', -2.3, 14.95, 1.5, [(0.16, 0.0), (0.11, 0.2), (0.0, 0.2)], emission('#ffdcae', 1.3), 32)
    point_light('desklamp_l', (-2.3, 14.85, 1.55), 25, (1.0, 0.76, 0.48), 0.05, shadow=False)
    lathe('orchidpot', 0.2, 14.95, 1.16, [(0.0, 0.0), (0.07, 0.0), (0.085, 0.14), (0.0, 0.14)], plain('#f2eee6', 0.2, name='pot'), 24)
    # the left wall: a long walnut console, two lamps with pale shades, a large painting between them (warm abstract)
    box('console', -3.47, -3.07, 11.0, 13.6, 0.6, 0.85, walnut, bevel=0.01)
    for cy_ in (11.2, 13.4):
        box('consoleleg', -3.45, -3.1, cy_ - 0.03, cy_ + 0.03, 0.16, 0.6, walnut)
    for ly in (11.4, 13.2):
        lathe('conslamp', -3.27, ly, 0.85, [(0.0, 0.0), (0.09, 0.0), (0.11, 0.18), (0.05, 0.34), (0.02, 0.36), (0.0, 0.36)],
              plain('#efe7d8', 0.3, name='lampbase'), 24)
        lathe('consshade', -3.27, ly, 1.25, [(0.2, 0.0), (0.15, 0.28), (0.0, 0.28)], emission('#ffdcae', 1.2), 32)
        point_light('conslamp_l', (-3.15, ly, 1.35), 30, (1.0, 0.76, 0.48), 0.05, shadow=False)
    box('painting_frame', -3.5, -3.44, 11.75, 12.85, 1.15, 2.75, walnut)
    for (z0, z1, c) in ((1.2, 1.75, '#8a4a2e'), (1.75, 2.25, '#c79a62'), (2.25, 2.7, '#3f4e52')):
        box('painting', -3.44, -3.43, 11.8, 12.8, z0, z1, plain(c, 0.8, name='paint' + c[1:]))
    # two lounge chairs turned to each other before the desk, a low table
    fab = F.fabric('#c8b89a', name='lobbychair')
    F.club_chair(1.9, 13.2, 120, fab, z=0.16)
    F.club_chair(2.0, 11.4, 60, fab, z=0.16)
    cyl('lobbytable', 1.5, 12.3, 0.16, 0.56, 0.4, walnut, 40)
    # three pendants (glowing alabaster globes, not lamps to clip) on brass rods, and the lobby's own light: a warm fill
    # from the ceiling and a spot onto the desk
    for (px, py) in ((-1.2, 11.2), (1.0, 12.6), (-1.1, 14.0)):
        cyl('pendrod', px, py, 2.75, 3.6, 0.006, brass(c='#b8954a', rough=0.3), 8)
        sphere('lobby_pendant', px, py, 2.6, 0.17, emission('#ffe6c4', 2.0), seg=24)
    area_light('lobby_fill', (0, 12.8, 3.5), (0, 0, 0), 6.5, 6.0, 220, (1.0, 0.78, 0.52), shadow=True)
    sp = spot_light('deskspot', (-1.1, 13.4, 3.55), 180, (1.0, 0.8, 0.55), angle=50, blend=0.8, radius=0.05)
    sp.rotation_euler = (math.radians(25), 0, 0)  # leaning toward +y, onto the desk


def arrival(sc, sd):
    """The arrival at Vela Amalfi at blue hour (builder `arrival`, the airport-limousine card since 2026-11-28): the drive
    before a low travertine pavilion, an open porte-cochère (a slim canopy with a warm timber soffit on four round
    columns, its downlights shining down, not staining the ceiling), the lobby glowing through tall bronze doors,
    olives in stone planters, date palms and cast-iron lamps along the drive against the evening sky, a bellman's cart
    with luggage by the car."""
    import nature as N
    # blue hour: the sky dimmed (sky_scale) so its blue deepens against the warm lamps, the sun's lamp off (sun_scale) and
    # its disc hidden, the afterglow low behind the palms
    t = world_sky(sc, sd['tod'], sd['sun_azimuth'], sd.get('sky_scale', 1.0), sd.get('amb_scale', 1.0))
    if bpy.data.objects.get('sun'):
        bpy.data.objects['sun'].data.energy *= sd.get('sun_scale', 1.0)
    for n in sc.world.node_tree.nodes:
        if n.type == 'TEX_SKY':
            n.sun_disc = False
    trav = marble('#e4d9c6', '#d6c8af', 0.45, 0.6, name='travertine')
    bronze = plain('#3a2f26', 0.3, 0.75, name='bronze')
    # the drive (large dark setts), kerbs and the entrance terrace (y > 4.3) before the pavilion
    box('drive', -60, 60, -60, 4.0, -0.1, 0.0, tiles('#6f675d', '#4e4842', 0.45, 0.6, vary=0.1, name='setts', rows=1.0))
    box('kerb', -60, 60, 4.0, 4.3, 0.0, 0.15, trav, bevel=0.01)
    box('terrace', -60, 60, 4.3, 14, 0.0, 0.15, tiles('#d9cdb8', '#bfb29b', 0.9, 0.3, vary=0.04, name='entrypave', rows=1.0))
    # the pavilion: one tall storey (6.2 m) of travertine with a cornice, three bronze doorways in the middle and tall
    # lit windows either side, the lobby glowing behind
    # the left wing ends at x = -12: beyond it the garden and the hills against the afterglow (more sky in the frame)
    box('facade_l', -12, -3.5, 9.0, 9.6, 0.15, 6.2, trav)
    box('facade_end', -12.0, -11.4, 9.0, 30, 0.15, 6.9, trav)
    box('facade_r', 3.5, 26, 9.0, 9.6, 0.15, 6.2, trav)
    box('facade_top', -3.5, 3.5, 9.0, 9.6, 3.6, 6.2, trav)
    box('cornice', -12.3, 26.3, 8.75, 9.6, 6.2, 6.5, trav, bevel=0.03)
    box('parapet', -12.3, 26.3, 8.85, 9.6, 6.5, 7.0, trav, bevel=0.02)
    lobby2 = sd.get('lobby') == 'lounge'
    # behind the lobby (from y 9.6 it filled the doorways); behind the deeper lobby of option lobby 'lounge'
    box('roofmass', -12, 26, 16.2 if lobby2 else 12.1, 30, 0.15, 6.9, trav)
    from lib import land_mat
    box('lawn', -300, -12, 9.0, 400, -0.1, 0.1, plain('#2c3a24', 0.9, name='lawn2'))
    A.terrain('hills', -520, 330, 400, 200, 60, 21, mat=land_mat('#3f4a2e', '#6d6455'), z0=-2.0)  # seen in the gap left of the wing
    for (a, b) in ((-1.7, -0.9), (0.9, 1.7)):
        box('facade_pier', a, b, 9.0, 9.6, 0.15, 3.6, trav)
    if lobby2:
        lobby_lounge(trav)
    else:
        glow = emission('#f0c894', 1.8)
        box('lobby_back', -3.5, 3.5, 12.0, 12.1, 0.15, 3.6, glow)
        box('lobby_floor', -3.5, 3.5, 9.6, 12.0, 0.0, 0.16, plain('#c9b79a', 0.3, name='lobbyfloor'))
        box('lobby_ceiling', -3.5, 3.5, 9.6, 12.0, 3.6, 3.7, paint('#e8dcc8', name='lobbyceil'))
    for (a, b) in ((-3.5, -1.7), (-0.9, 0.9), (1.7, 3.5)):
        for xx in (a, b - 0.06):
            box('door_frame', xx, xx + 0.06, 9.25, 9.35, 0.15, 3.6, bronze)
        box('door_mid', (a + b) / 2 - 0.025, (a + b) / 2 + 0.025, 9.25, 9.35, 0.15, 2.8, bronze)
        box('transom', a, b, 9.25, 9.35, 2.8, 2.86, bronze)
    if not lobby2:
        for px in (-2.6, 0.0, 2.6):
            sphere('lobby_pendant', px, 10.8, 2.7, 0.2, emission('#fff0d6', 5.0), seg=24)
    from lib import spot_light
    # facing -y, out of the doors (the deeper lobby's own lamps light it: a quarter of the spill)
    area_light('lobby_out', (0, 9.8, 2.0), (math.radians(90), 0, 0), 6.5, 3.2, 150 if lobby2 else 600, (1.0, 0.78, 0.52), shadow=False)
    # tall windows either side, lit from within, in bronze frames (on the wall's face, y 9.0); warm uplights in the
    # ground wash the travertine piers between them
    wl = emission('#f2c98f', 0.6 if lobby2 else 1.1)  # beside the lower-lit lobby: curtained windows glowing, not flat cream
    for side in (1, -1):
        for k in range(5):
            wx = side * (6.0 + k * 3.4)
            box('win_glow', wx - 0.7, wx + 0.7, 8.97, 8.99, 0.9, 4.6, wl)
            box('win_frame', wx - 0.76, wx + 0.76, 8.93, 8.985, 0.84, 0.9, bronze)
            box('win_frame', wx - 0.76, wx + 0.76, 8.93, 8.985, 4.6, 4.66, bronze)
            for xx in (wx - 0.76, wx - 0.03, wx + 0.7):
                box('win_frame', xx, xx + 0.06, 8.93, 8.985, 0.84, 4.66, bronze)
            box('win_frame', wx - 0.76, wx + 0.76, 8.93, 8.985, 3.6, 3.65, bronze)
            up = spot_light('wash', (wx + side * 1.7, 8.75, 0.2), 45, (1.0, 0.78, 0.5), angle=35, blend=0.9, radius=0.03)
            up.rotation_euler = (math.radians(180 - 8), 0, 0)  # up, leaning onto the wall
    # the porte-cochère: a slim flat canopy (0.35 m) with a bronze fascia on four round travertine columns; its soffit
    # warm timber slats; small downlights recessed in it shine down (spots), a soft fill lights the soffit evenly
    box('canopy', -5.2, 5.2, 0.8, 9.0, 4.85, 5.2, paint('#ebe3d6', name='canopytop'), bevel=0.01)
    box('fascia', -5.25, 5.25, 0.75, 0.85, 4.8, 5.22, bronze, bevel=0.01)
    for sx in (-5.25, 5.15):
        box('fascia_x', sx, sx + 0.1, 0.75, 9.0, 4.8, 5.22, bronze, bevel=0.01)
    soffit = wood('#9a6a44', planks=True, scale=0.6, rough=0.5, name='soffitwood')
    box('soffit', -5.15, 5.15, 0.85, 9.0, 4.78, 4.85, soffit)
    for (cx, cy) in ((-4.6, 1.5), (4.6, 1.5), (-4.6, 7.6), (4.6, 7.6)):
        cyl('column', cx, cy, 0.0, 4.8, 0.24, trav, 48)
        cyl('colbase', cx, cy, 0.0, 0.2, 0.3, trav, 48)
        cyl('colcap', cx, cy, 4.65, 4.78, 0.3, trav, 48)
    dl = emission('#fff2dc', 3.0)
    for ix in range(4):
        for iy in range(3):
            px, py = -3.6 + ix * 2.4, 2.2 + iy * 2.4
            cyl('downlight', px, py, 4.77, 4.78, 0.035, dl, 24)
            spot_light('dl', (px, py, 4.7), 70, (1.0, 0.84, 0.62), angle=60, blend=0.8, radius=0.03)
    # facing up just under the soffit: it lights the timber evenly (lower down, at 2 m, it lit only what stood above
    # it and drew a line across the columns and walls at its height)
    area_light('soffit_fill', (0, 4.9, 4.6), (math.radians(180), 0, 0), 10, 8, 90, (1.0, 0.86, 0.7), shadow=False)
    # stone planters with olives either side of the doors, brass lanterns on the facade
    g = N.Geo('arrivalplants')
    for px in (-6.6, 6.6):
        box('planter', px - 0.7, px + 0.7, 7.6, 8.8, 0.15, 0.9, trav, bevel=0.02)
        cyl('plsoil', px, 8.2, 0.85, 0.88, 0.6, plain('#3a2b1f', 1.0, name='soil', spec=0.1), 24)
        N.olive(g, px, 8.2, 0.88, h=3.4, seed=71 + int(px), lod=0)
    lan = emission('#ffcf8a', 8.0)
    for px in (-4.0, 4.0):
        box('lantern', px - 0.13, px + 0.13, 8.75, 9.0, 2.3, 2.75, bronze, bevel=0.01)
        box('lantern_glass', px - 0.1, px + 0.1, 8.73, 8.98, 2.35, 2.7, lan)
        point_light('lan', (px, 8.55, 2.5), 25, (1.0, 0.78, 0.5), 0.05, shadow=False)
    # date palms and cast-iron lamps along both sides of the drive beyond the canopy, a low hedge at the terrace's edge
    for (px, py, h, sd_) in ((-9.5, 5.6, 8.5, 1), (-14.5, 5.8, 9.5, 2), (-20, 5.4, 8.0, 3), (-17, 14, 10.0, 9), (-25, 18, 9.0, 10), (-33, 12, 8.5, 11), (9.5, 5.6, 9.0, 4), (15, 5.8, 8.2, 5), (-7.5, -7.5, 7.5, 6),
                             (-13.5, -7.0, 9.0, 7), (-19, -7.4, 8.2, 8)):
        promenade.palm(g, px, py, 0.15 if py > 4 else 0.0, h=h, seed=sd_ * 13)
        up = spot_light('palmup', (px, py - 0.6, 0.2), 120, (1.0, 0.8, 0.55), angle=22, blend=0.8, radius=0.03)
        up.rotation_euler = (math.radians(180 - 4), 0, 0)  # up the trunk into the crown
    for px in (-12.0, -17.3, -22.6, 12.3):
        promenade.lamp_post(g, px, 4.7, 0.15, h=3.4)
        point_light('lamp_l', (px, 4.7, 3.85), 30, (1.0, 0.78, 0.5), 0.1, shadow=False)
    for px in (-10.5, -5.5):
        promenade.lamp_post(g, px, -6.2, 0.0, h=3.4)
        point_light('lamp_l', (px, -6.2, 3.7), 30, (1.0, 0.78, 0.5), 0.1, shadow=False)
    g.flush(smooth=True)
    hedge = plain('#3b5230', 0.8, name='hedge2')
    for (x0, x1) in ((-26, -5.6), (5.6, 26)):
        soft_box('hedge', x0, x1, 4.45, 5.05, 0.15, 0.75, hedge, level=2)
    # the car in the drive under the canopy's front edge, its nose toward the camera's right; the cart behind it
    cx, cy, hd = sd.get('car', (0.3, 2.6, -12))
    sedan(cx, cy, hd, paint_c=sd.get('paint', '#07090d'), deep=True, grille=sd.get('grille', 'chrome'), cabin=sd.get('cabin', False),
          saloon=sd.get('saloon', False), finish=sd.get('finish', False))
    if sd.get('trolley'):
        trolley(*sd['trolley'], luggage=sd.get('luggage', 'boxes'))
    return {}, {}


def _stripes(c1, c2, width=0.12, name='canvas'):
    """Awning canvas in broad stripes along x, a fine weave bump."""
    from lib import _coord, _bump, _noise

    def make():
        m = bpy.data.materials.new(name)
        m.use_nodes = True
        nt = m.node_tree
        b = nt.nodes['Principled BSDF']
        sep = nt.nodes.new('ShaderNodeSeparateXYZ')
        nt.links.new(_coord(nt, 'Object'), sep.inputs[0])
        mt = nt.nodes.new('ShaderNodeMath')
        mt.operation = 'PINGPONG'
        mt.inputs[1].default_value = width
        nt.links.new(sep.outputs[1], mt.inputs[0])
        gt = nt.nodes.new('ShaderNodeMath')
        gt.operation = 'GREATER_THAN'
        gt.inputs[1].default_value = width / 2
        nt.links.new(mt.outputs[0], gt.inputs[0])
        mix = nt.nodes.new('ShaderNodeMixRGB')
        mix.inputs[1].default_value = (*col(c1), 1)
        mix.inputs[2].default_value = (*col(c2), 1)
        nt.links.new(gt.outputs[0], mix.inputs[0])
        nt.links.new(mix.outputs[0], b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.8
        n = _noise(nt, _coord(nt, 'Object'), 600.0, 2, 0.5)
        _bump(nt, b, n.outputs['Fac'], strength=0.15, distance=0.002)
        m.use_backface_culling = False
        return m

    return cached(('stripes', c1, c2, width), make)


def _fringe(x0, x1, y0, y1, z, drop, mat, tassel, scallop=0.16):
    """A valance round a rectangular canopy: a band of canvas hanging from its edge, its hem cut in scallops, a
    small tassel at each point."""
    me = bpy.data.meshes.new('valance')
    bm = bmesh.new()
    edges = [((x0, y0), (x1, y0)), ((x1, y0), (x1, y1)), ((x1, y1), (x0, y1)), ((x0, y1), (x0, y0))]
    parts = []
    for (a, b) in edges:
        L = math.hypot(b[0] - a[0], b[1] - a[1])
        n = max(2, int(L / scallop))
        steps = n * 6
        top, bot = [], []
        for i in range(steps + 1):
            t = i / steps
            px, py = a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
            ph = (t * n) % 1.0
            hem = z - drop * (0.7 + 0.3 * math.sin(math.pi * ph))
            top.append(bm.verts.new((px, py, z)))
            bot.append(bm.verts.new((px, py, hem)))
        for i in range(steps):
            bm.faces.new((top[i], top[i + 1], bot[i + 1], bot[i]))
        for k in range(n):
            t = (k + 0.5) / n
            px, py = a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
            parts.append(sphere('tassel', px, py, z - drop - 0.03, 0.016, tassel, scale=(1, 1, 1.8), seg=10))
    bm.to_mesh(me)
    bm.free()
    ob = bpy.data.objects.new('valance', me)
    bpy.context.scene.collection.objects.link(ob)
    me.materials.append(mat)
    parts.append(ob)
    return parts


def _small_wheel(ax, wy, side, r, tyre, alloy):
    """A buggy's wheel: a lathed tyre and a dished rim with five spokes, turned onto the y axis at (ax, wy)."""
    k = r / 0.362
    prof = [(0.255 * k, -0.1), (0.3 * k, -0.105), (0.345 * k, -0.095), (r, -0.06), (r, 0.06), (0.345 * k, 0.095), (0.3 * k, 0.105), (0.255 * k, 0.1)]
    parts = []
    for ob in (lathe('tyre', 0, 0, 0, prof, tyre, 48),
               lathe('rim', 0, 0, 0, [(0.0, 0.06), (0.04, 0.065), (0.24 * k, 0.085), (0.258 * k, 0.09), (0.258 * k, -0.09)], alloy, 48)):
        parts.append(ob)
    for i in range(5):
        sp = box('spoke', 0.03, 0.235 * k, -0.018, 0.018, 0.08, 0.098, alloy, bevel=0.005)
        sp.data.transform(Matrix.Rotation(math.tau * i / 5, 4, 'Z'))
        parts.append(sp)
    for ob in parts:
        ob.data.transform(Matrix.Rotation(-math.pi / 2 * side, 4, 'X'))
        ob.data.transform(Matrix.Translation((ax, wy, r)))
    return parts


def buggy(x, y, heading):
    """An electric resort buggy for four: an ivory body with rounded fenders, two rows of teal-piped cream seats
    (the rear one facing back), a steering wheel, and a canopy of striped canvas on four slim posts with a
    scalloped, tasselled valance."""
    shell = plain('#f2eee4', 0.25, name='buggyshell', spec=0.6)
    dark = plain('#1e2226', 0.5, 0.3, name='buggydark')
    seat = plain('#efe6d4', 0.55, name='buggyseat')
    pipe = plain('#2f7f8a', 0.5, name='buggypiping')
    metal = plain('#c9c9c4', 0.3, 1.0, name='buggymetal')
    tyre = plain('#151515', 0.75, name='tyre')
    alloy = plain('#d8d8d8', 0.25, 1.0, name='alloy')
    canvas = _stripes('#f4efe4', '#2f7f8a', 0.11, name='buggycanvas')
    r = 0.27
    parts = []
    # the chassis and floor, the rocker panels, the front cowl with its rounded nose, the rear deck
    parts.append(soft_box('chassis', -1.45, 1.35, -0.62, 0.62, 0.22, 0.4, shell, level=2))
    parts.append(box('rocker', -1.1, 0.95, -0.63, 0.63, 0.2, 0.26, dark, bevel=0.02))
    parts.append(soft_box('cowl', 0.95, 1.6, -0.62, 0.62, 0.25, 0.86, shell, level=2))
    parts.append(soft_box('nose', 1.45, 1.72, -0.55, 0.55, 0.3, 0.7, shell, level=2))
    parts.append(box('dash', 0.9, 1.0, -0.55, 0.55, 0.7, 0.9, dark, bevel=0.02))
    parts.append(soft_box('reardeck', -1.6, -1.2, -0.62, 0.62, 0.25, 0.62, shell, level=2))
    # fenders over each wheel
    for ax in (1.15, -1.05):
        for side in (1, -1):
            parts.append(soft_box('fender', ax - 0.36, ax + 0.36, side * 0.52 - 0.12, side * 0.52 + 0.12, 0.5, 0.64, shell, level=2))
            parts += _small_wheel(ax, side * 0.55, side, r, tyre, alloy)
    # headlamps, a chrome band
    head = emission('#fff4e0', 3.0)
    for side in (1, -1):
        parts.append(sphere('headlamp', 1.71, side * 0.38, 0.58, 0.06, head, scale=(0.4, 1, 1), seg=16))
    parts.append(box('bumper', 1.7, 1.8, -0.6, 0.6, 0.28, 0.36, dark, bevel=0.03))
    # seats: the front bench facing forward, the rear facing back, cream cushions piped in teal
    for (sx, face) in ((0.35, 1), (-0.75, -1)):
        parts.append(soft_box('seat_base', sx - 0.3, sx + 0.3, -0.56, 0.56, 0.4, 0.62, shell, level=2))
        parts.append(soft_box('cushion', sx - 0.28, sx + 0.28, -0.54, 0.54, 0.62, 0.72, seat, level=2))
        parts.append(box('piping', sx - 0.285, sx + 0.285, -0.545, 0.545, 0.66, 0.675, pipe, bevel=0.006))
        bx = sx - face * 0.3
        parts.append(soft_box('backrest', bx - 0.06, bx + 0.06, -0.54, 0.54, 0.72, 1.22, seat, level=2))
        for side in (1, -1):
            parts.append(box('armrest', sx - 0.25, sx + 0.25, side * 0.6 - 0.03, side * 0.6 + 0.03, 0.85, 0.88, metal, bevel=0.01))
            parts.append(cyl('armpost', sx + face * 0.2, side * 0.6, 0.62, 0.86, 0.012, metal, 10))
    # the steering column and wheel
    col_ = cyl('steer_col', 0, 0, 0, 0.45, 0.025, dark, 12)
    col_.data.transform(Matrix.Rotation(math.radians(-35), 4, 'Y'))
    col_.data.transform(Matrix.Translation((0.95, 0.28, 0.7)))
    parts.append(col_)
    wheel = lathe('steer', 0, 0, 0, [(0.16 + 0.015 * math.cos(a), 0.015 * math.sin(a)) for a in [math.tau * i / 12 for i in range(13)]], dark, 40)
    wheel.data.transform(Matrix.Rotation(math.radians(-35), 4, 'Y'))
    wheel.data.transform(Matrix.Translation((0.7, 0.28, 1.05)))
    parts.append(wheel)
    # the canopy: four posts, a gently domed roof, the valance
    for (px, py) in ((0.95, 0.6), (0.95, -0.6), (-1.4, 0.6), (-1.4, -0.6)):
        parts.append(cyl('post', px, py, 0.4, 1.95, 0.022, metal, 12))
    roof = soft_box('roof', -1.62, 1.18, -0.74, 0.74, 1.95, 2.03, canvas, level=2)
    parts.append(roof)
    parts += _fringe(-1.62, 1.18, -0.74, 0.74, 1.99, 0.13, canvas, plain('#2f7f8a', 0.6, name='tassel'))
    A._place(parts, x, y, heading)
    return parts


def resort_path(sc, sd):
    """A palm-lined path in the resort's garden at golden hour: pale stone paving curving between clipped hedges and
    lawn, palms either side, low bollard lights, the buggy waiting on the path."""
    world_sky(sc, sd['tod'], sd['sun_azimuth'])
    from lib import foliage, _coord, _noise, _ramp, _shade

    def lawn_make():
        m = bpy.data.materials.new('lawn')
        m.use_nodes = True
        nt = m.node_tree
        b = nt.nodes['Principled BSDF']
        n = _noise(nt, _coord(nt, 'Object'), 2.0, 3, 0.6)
        c = col('#5b7a36')
        nt.links.new(_ramp(nt, n.outputs['Fac'], [(0.3, _shade(c, 0.75)), (0.7, _shade(c, 1.15))]), b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.9
        return m

    lawn = cached(('lawn',), lawn_make)
    # the garden ends at a low stone wall above the sea on the right (y > 6)
    box('lawn', -60, 60, -60, 6.0, -0.1, 0.0, lawn)
    box('seawall', -60, 60, 6.0, 6.4, -2.0, 0.45, plain('#d6c9b1', 0.7, name='seawall'), bevel=0.02)
    box('path', -60, 60, -1.6, 1.6, 0.0, 0.02, tiles('#e2d6c0', '#c9bba2', 0.6, 0.4, vary=0.06, name='pathstone', rows=1.0))
    for side in (1, -1):
        box('edging', -60, 60, side * 1.6 - 0.06, side * 1.6 + 0.06, 0.0, 0.06, plain('#cfc2aa', 0.6, name='edging'), bevel=0.01)
    hedge = foliage('#3f5a2c', name='hedge')
    leaves = bpy.data.textures.new('hedge_leaves', 'CLOUDS')
    leaves.noise_scale = 0.05
    for side in (1, -1):
        for k in range(-8, 9):
            hx = k * 3.2
            h = soft_box('hedge', hx - 1.5, hx + 1.5, side * 2.15 - 0.28, side * 2.15 + 0.28, 0.0, 0.55, hedge, level=3)
            d = h.modifiers.new('leaves', 'DISPLACE')
            d.texture = leaves
            d.strength = 0.05
            d.mid_level = 0.5
    rr = rng(91)
    for k in range(-6, 7):
        for side in (1, -1):
            if k * 6.4 > -3.0:
                continue  # none near the camera: seen close, the fronds are flat strips
            A.palm(k * 6.4 + (1.6 if side > 0 else 0) + rr.uniform(-0.4, 0.4), side * (3.1 + rr.uniform(0, 0.5)), 0.0, h=6.5 + rr.uniform(-1, 1.5),
                   seed=100 + k * 2 + (side > 0))
    bol = emission('#ffd9a0', 3.0)
    for k in range(-10, 11):
        for side in (1, -1):
            bx = k * 3.2 + 1.6
            cyl('bollard', bx, side * 1.8, 0.0, 0.55, 0.06, plain('#3a2f26', 0.4, 0.6, name='bollard'), 16)
            cyl('bollard_lamp', bx, side * 1.8, 0.42, 0.5, 0.062, bol, 16)
    # beyond: the sea and the hotel's low white villas through the palms
    A.ocean(sc, size=2000, res=8, repeat=8, z=-1.5, y=1006.4)
    bx, by, hd = sd.get('buggy', (0.0, -0.2, 8))
    buggy(bx, by, hd)
    return {}, {}


BUILDERS = {'arrival': arrival, 'resort_path': resort_path}

# the outdoor cards' builders (boats.py: the islands tour; promenade.py: the buggy on the seafront promenade;
# stairway.py: the dragon stairway), registered with the services' (buffet.py imports services)
import boats  # noqa: E402
import promenade  # noqa: E402
import stairway  # noqa: E402

BUILDERS.update(boats.BUILDERS)
BUILDERS.update(promenade.BUILDERS)
BUILDERS.update(stairway.BUILDERS)
