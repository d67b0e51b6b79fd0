# The procedural asset library: furniture, lamps, sconces, railings, planting,
# the sea (ocean modifier), land, islands, a town and hotel facades. All sizes in metres; every piece
# stands on the z it is given (nothing floats).
import math

import bmesh
import bpy
from mathutils import Vector
from mathutils.bvhtree import BVHTree

from lib import (box, soft_box, cyl, lathe, sphere, grid, plane, point_light, spot_light, area_light, paint, plain, wood,
                 linen, marble, brass, glass, liquid, foliage, rattan, land_mat, sea_mat, emission, col, rng, link, hex01, packed_image)

# ---------------------------------------------------------------- bedroom


def nightstand(x, y, s, lamp_on, w=0.5, d=0.42, h=0.55, rot=False):
    m = s['wood_dark']
    X0, X1, Y0, Y1 = (x - w / 2, x + w / 2, y - d / 2, y + d / 2) if not rot else (x - d / 2, x + d / 2, y - w / 2, y + w / 2)
    box('ns', X0, X1, Y0, Y1, 0.08, h, m, bevel=0.01)
    for (a, b) in ((X0 + 0.03, Y0 + 0.03), (X1 - 0.03, Y0 + 0.03), (X0 + 0.03, Y1 - 0.03), (X1 - 0.03, Y1 - 0.03)):
        cyl('leg', a, b, 0.0, 0.08, 0.015, m, 8)
    table_lamp(x, y, h, s, lamp_on)


def table_lamp(x, y, z, s, on, scale=1.0):
    base_m = brass() if s['style'] == 'amalfi' else plain(s['lampbase'], 0.3, name='ceramic')
    if s['style'] == 'amalfi':
        cyl('lampbase', x, y, z, z + 0.02, 0.07 * scale, base_m, 24)
        cyl('lampstem', x, y, z + 0.02, z + 0.42 * scale, 0.008, base_m, 12)
    else:
        lathe('lampbase', x, y, z, [(0.06 * scale, 0), (0.09 * scale, 0.08 * scale), (0.1 * scale, 0.17 * scale), (0.06 * scale, 0.27 * scale),
                                     (0.02 * scale, 0.3 * scale), (0.012, 0.42 * scale)], base_m)
    shade_c = col('#f4ead8')
    shade = plain(shade_c, 0.9, name='shade', emit=shade_c, emit_w=(2.5 if on else 0.0))
    lathe('shade', x, y, z + 0.34 * scale, [(0.15 * scale, 0), (0.11 * scale, 0.22 * scale)], shade)
    if on:
        point_light('lamp', (x, y, z + 0.44 * scale), 18 * scale, radius=0.04, shadow=False)


def art_frame(cx, y, cz, w, h, s, seed, facing='-y', x=None):
    """A framed abstract print on a wall: soft sea-and-sky bands of the hotel's palette. (scene option: the accent's
    `art` as {paint, frame, colours} in place of a list of colours) a painted canvas on a wide mat in a slim frame
    (_painted_frame)."""
    if isinstance(s['art'], dict):
        return _painted_frame(cx, y, cz, w, h, s, seed, facing, x)
    r = rng(seed)
    fm = s['frame']
    m = bpy.data.materials.new('print')
    m.use_nodes = True
    nt = m.node_tree
    b = nt.nodes['Principled BSDF']
    tc = nt.nodes.new('ShaderNodeTexCoord')
    n = nt.nodes.new('ShaderNodeTexNoise')
    n.inputs['Scale'].default_value = 1.5 + r.random() * 2
    n.inputs['Distortion'].default_value = 1.0
    sep = nt.nodes.new('ShaderNodeSeparateXYZ')
    nt.links.new(tc.outputs['Generated'], sep.inputs[0])
    add = nt.nodes.new('ShaderNodeMath')
    add.operation = 'MULTIPLY_ADD'
    nt.links.new(n.outputs['Fac'], add.inputs[0])
    add.inputs[1].default_value = 0.25
    nt.links.new(sep.outputs['Z'], add.inputs[2])
    nt.links.new(tc.outputs['Generated'], n.inputs['Vector'])
    ramp = nt.nodes.new('ShaderNodeValToRGB')
    pal = s['art']
    ramp.color_ramp.elements[0].color = (*col(pal[0]), 1)
    ramp.color_ramp.elements[1].color = (*col(pal[2]), 1)
    e = ramp.color_ramp.elements.new(0.5)
    e.color = (*col(pal[1]), 1)
    nt.links.new(add.outputs[0], ramp.inputs[0])
    nt.links.new(ramp.outputs[0], b.inputs['Base Color'])
    b.inputs['Roughness'].default_value = 0.8
    mat_c = plain('#f4efe6', 0.9, name='mat')
    t = 0.03
    if facing == '-y':  # on a wall at y, facing -y
        box('frame', cx - w / 2, cx + w / 2, y - t, y, cz - h / 2, cz + h / 2, fm, bevel=0.004)
        box('mount', cx - w / 2 + 0.03, cx + w / 2 - 0.03, y - t - 0.002, y - 0.01, cz - h / 2 + 0.03, cz + h / 2 - 0.03, mat_c)
        box('print', cx - w / 2 + 0.09, cx + w / 2 - 0.09, y - t - 0.004, y - 0.01, cz - h / 2 + 0.09, cz + h / 2 - 0.09, m)
    elif facing == '+x':  # on a wall at x, facing +x; cx is the y centre
        box('frame', x, x + t, cx - w / 2, cx + w / 2, cz - h / 2, cz + h / 2, fm, bevel=0.004)
        box('mount', x + 0.01, x + t + 0.002, cx - w / 2 + 0.03, cx + w / 2 - 0.03, cz - h / 2 + 0.03, cz + h / 2 - 0.03, mat_c)
        box('print', x + 0.01, x + t + 0.004, cx - w / 2 + 0.09, cx + w / 2 - 0.09, cz - h / 2 + 0.09, cz + h / 2 - 0.09, m)
    else:  # '-x'
        box('frame', x - t, x, cx - w / 2, cx + w / 2, cz - h / 2, cz + h / 2, fm, bevel=0.004)
        box('mount', x - t - 0.002, x - 0.01, cx - w / 2 + 0.03, cx + w / 2 - 0.03, cz - h / 2 + 0.03, cz + h / 2 - 0.03, mat_c)
        box('print', x - t - 0.004, x - 0.01, cx - w / 2 + 0.09, cx + w / 2 - 0.09, cz - h / 2 + 0.09, cz + h / 2 - 0.09, m)


# (scene option: accent `art` {paint, frame, colours}) a painted canvas on a wide off-white mat in a slim frame, for the
# soft noise gradient in a bright brass frame, which read as a blurred placeholder at full size. The painting is an
# image painted stroke by stroke here (no numpy in Blender's Python: plain loops, ~2 s a picture): a calm coast, a
# headland and a far island over a layered sea and sky ('coast'), or three ragged bands of colour ('bands'); each stroke
# has bristle lines, tapered dry ends and a little relief (a height image for the bump), and keeps to its own part of
# the picture so the horizon and the headland's outline stay crisp.
FRAMES = {
    'oak': lambda: wood('#9a7450', rough=0.5, scale=3.0, name='oakframe'),
    'walnut': lambda: wood('#3e2a1e', rough=0.42, scale=3.0, name='walnutframe'),
    'black': lambda: plain('#1b1a19', 0.55, name='blackframe', spec=0.3),
    'bronze': lambda: plain('#4a3a2a', 0.42, 0.75, name='bronzeframe'),
}


def _mix3(a, b, t):
    return [p + (q - p) * t for p, q in zip(a, b)]


class _VNoise:
    """Smooth value noise on a gx x gy grid over 0..1 (bilinear, smoothstep-eased)."""

    def __init__(self, r, gx, gy):
        self.gx, self.gy = gx, gy
        self.g = [[r.random() for _ in range(gx + 2)] for _ in range(gy + 2)]

    def __call__(self, u, v):
        x, y = min(max(u, 0.0), 1.0) * self.gx, min(max(v, 0.0), 1.0) * self.gy
        i, j = int(x), int(y)
        fx, fy = x - i, y - j
        fx, fy = fx * fx * (3 - 2 * fx), fy * fy * (3 - 2 * fy)
        g0, g1 = self.g[j], self.g[j + 1]
        a = g0[i] + (g0[i + 1] - g0[i]) * fx
        b = g1[i] + (g1[i + 1] - g1[i]) * fx
        return a + (b - a) * fy


def _painting(nx, ny, pal, kind, seed):
    """(colour pixels, height pixels) of an nx x ny painting, RGBA floats from the bottom row up (sRGB colour)."""
    r = rng(seed)
    dark, light, mid = (hex01(c) for c in pal[:3])
    grey = [0.70, 0.67, 0.62]

    def mute(c, k=0.35):
        return _mix3(c, grey, k)

    sky_top = mute(_mix3(mid, light, 0.55), 0.4)
    sky_hz = _mix3(light, [0.93, 0.88, 0.80], 0.35)
    sea_far = mute(_mix3(mid, light, 0.3), 0.35)
    sea_near = mute(_mix3(mid, dark, 0.5), 0.3)
    land = mute(_mix3(dark, [0.40, 0.42, 0.32], 0.45), 0.25)
    land_lit = _mix3(land, [0.80, 0.70, 0.54], 0.4)
    isle = _mix3(land, sky_hz, 0.58)
    sand = mute([0.84, 0.76, 0.63], 0.2)
    nA, nB, nC = _VNoise(r, 9, 5), _VNoise(r, 24, 3), _VNoise(r, 5, 9)
    hz = 0.5 + r.uniform(-0.03, 0.03)
    left = r.random() < 0.5
    isle_c, isle_w = (0.72 if left else 0.28) + r.uniform(-0.05, 0.05), 0.13 + 0.05 * r.random()
    cuts = [0.36 + r.uniform(-0.03, 0.03), 0.66 + r.uniform(-0.03, 0.03)]

    def region(u, v):
        """0 sky, 1 sea, 2 headland, 3 island, 4 shore (coast); 0..2 the bands from the bottom up (bands)."""
        if kind == 'bands':
            e = 0.018 * (nB(u, v) - 0.5) + 0.012 * (nA(u, v) - 0.5)
            return 0 if v < cuts[0] + e else 1 if v < cuts[1] - e else 2
        d = u if left else 1 - u  # from the headland's edge
        if d < 0.46:
            t = d / 0.46
            top = hz + 0.2 * (1 - t ** 2.4) + 0.025 * (nC(u, 0.3) - 0.5) + 0.008 * (nB(u, 0.7) - 0.5)
            if hz - 0.035 - 0.02 * t < v < top:
                return 2
        di = abs(u - isle_c) / isle_w
        if di < 1 and hz <= v < hz + 0.028 * (1 - di * di) ** 0.7:
            return 3
        if v < 0.07 + 0.045 * math.sin(u * 3.3 + 1.0) + 0.02 * (nA(u, 0.1) - 0.5):
            return 4
        return 0 if v >= hz else 1

    def colour(u, v, k):
        if kind == 'bands':
            c = [mute(_mix3(dark, mid, 0.3), 0.3), _mix3(light, grey, 0.15), mute(_mix3(mid, light, 0.5), 0.35)][k]
            return _mix3(c, _mix3(c, grey, 0.6), 0.25 * nA(u, v))
        if k == 0:
            t = min(1.0, (v - hz) / (1 - hz))
            return _mix3(_mix3(sky_hz, sky_top, t ** 0.8), light, 0.25 * nA(u, v) * (1 - t))
        if k == 1:
            t = min(1.0, (hz - v) / hz)
            return _mix3(sea_far, sea_near, t ** 0.7)
        if k == 2:
            return _mix3(land, land_lit, max(0.0, min(1.0, 1.2 * nC(u, v) - 0.2)) * 0.8)
        if k == 3:
            return isle
        return _mix3(sand, land, 0.2 + 0.25 * max(0.0, 1 - v / 0.1))

    reg = [[region((i + 0.5) / nx, (j + 0.5) / ny) for i in range(nx)] for j in range(ny)]
    pix = [[None] * nx for _ in range(ny)]
    hgt = [[0.0] * nx for _ in range(ny)]
    for j in range(ny):
        v = (j + 0.5) / ny
        for i in range(nx):
            u = (i + 0.5) / nx
            c = colour(u, v, reg[j][i])
            f = 0.96 + 0.08 * nA(u, v)
            pix[j][i] = [q * f for q in c]
            # the canvas weave under the paint
            hgt[j][i] = 0.12 * (0.5 + 0.5 * math.sin(i * 2.2) * math.sin(j * 2.2))

    def stroke(u, v, length, thick, ang, c, alpha, k):
        ca, sa = math.cos(ang), math.sin(ang)
        L, T = length * nx / 2, thick * ny / 2
        cxp, cyp = u * nx, v * ny
        ex, ey = abs(ca) * L + abs(sa) * T + 1, abs(sa) * L + abs(ca) * T + 1
        ph, fq = r.random() * math.tau, 2.4 + 1.5 * r.random()
        dry = 0.55 + 0.35 * r.random()
        for j in range(max(0, int(cyp - ey)), min(ny, int(cyp + ey) + 1)):
            rowr, rowp, rowh = reg[j], pix[j], hgt[j]
            for i in range(max(0, int(cxp - ex)), min(nx, int(cxp + ex) + 1)):
                if rowr[i] != k:
                    continue
                dx, dy = i + 0.5 - cxp, j + 0.5 - cyp
                a, b = (dx * ca + dy * sa) / L, (-dx * sa + dy * ca) / T
                if abs(a) >= 1 or abs(b) >= 1:
                    continue
                # bristle lines along the stroke, fading and breaking up toward its dry end
                br = 0.5 + 0.5 * math.sin(b * fq * math.pi + ph + 0.6 * a)
                end = (1 - a * a) if a < 0 else (1 - a ** 2) * (1 - dry * a * br)
                m = alpha * (1 - b ** 4) * max(0.0, end) * (0.55 + 0.45 * br)
                if m <= 0.01:
                    continue
                p = rowp[i]
                rowp[i] = [p[0] + (c[0] - p[0]) * m, p[1] + (c[1] - p[1]) * m, p[2] + (c[2] - p[2]) * m]
                rowh[i] = rowh[i] * (1 - 0.6 * m) + m * (0.45 + 0.35 * br + 0.3 * b * b)

    # strokes per part: (region, count, length, thickness, angle spread, colour jitter)
    if kind == 'bands':
        plan = [(0, 260, (0.08, 0.26), (0.02, 0.05), 0.05, 0.05), (1, 240, (0.08, 0.26), (0.02, 0.05), 0.05, 0.04),
                (2, 240, (0.08, 0.26), (0.02, 0.05), 0.05, 0.05)]
    else:
        plan = [(0, 280, (0.07, 0.22), (0.015, 0.04), 0.035, 0.07), (1, 320, (0.05, 0.16), (0.012, 0.03), 0.02, 0.08),
                (2, 170, (0.03, 0.09), (0.015, 0.035), 0.45, 0.1), (3, 14, (0.03, 0.07), (0.01, 0.015), 0.03, 0.03),
                (4, 70, (0.05, 0.14), (0.015, 0.03), 0.08, 0.08)]
    pts = {k: [] for k in range(5)}
    for j in range(0, ny, 2):
        for i in range(0, nx, 2):
            pts[reg[j][i]].append(((i + 0.5) / nx, (j + 0.5) / ny))
    for k, n, (l0, l1), (t0, t1), spread, jit in plan:
        if not pts[k]:
            continue
        for _ in range(n):
            u, v = r.choice(pts[k])
            c = colour(u, v, k)
            f = 1 + r.uniform(-jit, jit)
            c = [min(1.0, q * f) for q in c]
            ang = r.gauss(0, spread)
            if k == 2 and kind != 'bands':
                # on the headland the strokes follow its slope down to the sea
                ang = (-0.35 if left else 0.35) + r.gauss(0, spread)
            stroke(u, v, r.uniform(l0, l1), r.uniform(t0, t1), ang, c, r.uniform(0.45, 0.85), k)
    if kind != 'bands':
        # a few confident light strokes: the light on the water under the horizon, a lit edge on the headland
        for _ in range(16):
            u, v = r.uniform(0.2, 0.95) if left else r.uniform(0.05, 0.8), hz - r.uniform(0.02, 0.2) ** 1.3
            stroke(u, v, r.uniform(0.04, 0.12), r.uniform(0.006, 0.012), r.gauss(0, 0.015), _mix3(sky_hz, [1, 1, 1], 0.2), r.uniform(0.35, 0.6), 1)
        for _ in range(7):
            u, v = r.choice(pts[2]) if pts[2] else (0.2, hz + 0.05)
            stroke(u, v, r.uniform(0.03, 0.07), r.uniform(0.014, 0.024), (-0.5 if left else 0.5) + r.gauss(0, 0.2), land_lit, 0.55, 2)
    cp, hp = [], []
    for j in range(ny):
        for i in range(nx):
            p = pix[j][i]
            cp += (p[0], p[1], p[2], 1.0)
            hh = hgt[j][i]
            hp += (hh, hh, hh, 1.0)
    return cp, hp


def _painting_mat(pal, kind, seed, aspect, facing):
    nx = 560
    ny = max(60, int(round(nx / aspect)))
    cp, hp = _painting(nx, ny, pal, kind, seed)
    m = bpy.data.materials.new('painting')
    m.use_nodes = True
    nt = m.node_tree
    b = nt.nodes['Principled BSDF']
    tc = nt.nodes.new('ShaderNodeTexCoord')
    sep = nt.nodes.new('ShaderNodeSeparateXYZ')
    nt.links.new(tc.outputs['Generated'], sep.inputs[0])
    comb = nt.nodes.new('ShaderNodeCombineXYZ')
    # the picture's left-to-right as the viewer sees it (art_frame's facings)
    if facing == '-y':
        nt.links.new(sep.outputs['X'], comb.inputs['X'])
    elif facing == '+x':
        nt.links.new(sep.outputs['Y'], comb.inputs['X'])
    else:
        inv = nt.nodes.new('ShaderNodeMath')
        inv.operation = 'SUBTRACT'
        inv.inputs[0].default_value = 1.0
        nt.links.new(sep.outputs['Y'], inv.inputs[1])
        nt.links.new(inv.outputs[0], comb.inputs['X'])
    nt.links.new(sep.outputs['Z'], comb.inputs['Y'])
    ti = nt.nodes.new('ShaderNodeTexImage')
    ti.image = packed_image('painting', nx, ny, cp)
    ti.extension = 'EXTEND'
    nt.links.new(comb.outputs[0], ti.inputs['Vector'])
    th = nt.nodes.new('ShaderNodeTexImage')
    th.image = packed_image('impasto', nx, ny, hp, data=True)
    th.extension = 'EXTEND'
    nt.links.new(comb.outputs[0], th.inputs['Vector'])
    nt.links.new(ti.outputs['Color'], b.inputs['Base Color'])
    # oil paint's low sheen, so the strokes' relief catches the light
    b.inputs['Roughness'].default_value = 0.5
    b.inputs['Specular'].default_value = 0.35
    bump = nt.nodes.new('ShaderNodeBump')
    bump.inputs['Strength'].default_value = 0.6
    bump.inputs['Distance'].default_value = 0.0015
    nt.links.new(th.outputs['Color'], bump.inputs['Height'])
    nt.links.new(bump.outputs[0], b.inputs['Normal'])
    return m


def _painted_frame(cx, y, cz, w, h, s, seed, facing, x):
    """art_frame's painted variant: a slim moulding (`frame` oak, walnut, black or bronze) standing 3.5 cm off the wall, an
    off-white mat recessed inside it with a window cut round the painting, the painting a few millimetres behind the mat."""
    opt = s['art']
    pal = opt.get('colours') or ['#3f4e56', '#e9e5dd', '#7c8f93']
    fm = FRAMES[opt.get('frame', 'oak')]()
    mat_c = plain('#eeeae1', 0.85, name='mat', spec=0.3)
    fw, fd = 0.022, 0.035  # the moulding's face and depth
    mg = max(0.07, min(0.13, 0.17 * min(w, h)))  # the mat's margin

    def B(name, a0, a1, d0, d1, z0, z1, mat, bevel=0.0):
        # a along the wall from cx, d out from the wall
        if facing == '-y':
            return box(name, cx + a0, cx + a1, y - d1, y - d0, z0, z1, mat, bevel=bevel)
        if facing == '+x':
            return box(name, x + d0, x + d1, cx + a0, cx + a1, z0, z1, mat, bevel=bevel)
        return box(name, x - d1, x - d0, cx + a0, cx + a1, z0, z1, mat, bevel=bevel)

    W2, H2 = w / 2, h / 2
    z0, z1 = cz - H2, cz + H2
    for a0, a1, zz0, zz1 in ((-W2, W2, z1 - fw, z1), (-W2, W2, z0, z0 + fw), (-W2, -W2 + fw, z0, z1), (W2 - fw, W2, z0, z1)):
        B('frame', a0, a1, 0.0, fd, zz0, zz1, fm, bevel=0.004)
    iw, ih = W2 - fw, H2 - fw  # inside the moulding
    pw, ph = iw - mg, ih - mg  # the mat's window
    md0, md1 = 0.012, 0.016
    for a0, a1, zz0, zz1 in ((-iw, iw, cz + ph, cz + ih), (-iw, iw, cz - ih, cz - ph), (-iw, -pw, cz - ph, cz + ph), (pw, iw, cz - ph, cz + ph)):
        # (no bevel: bevelled, the four pieces' joins showed as lines across the mat)
        B('mount', a0, a1, md0, md1, zz0, zz1, mat_c)
    # the window's bevelled cut: a fine line of the board's whiter core round the painting only
    core = plain('#f9f7f2', 0.7, name='matcore', spec=0.3)
    e = 0.003
    for a0, a1, zz0, zz1 in ((-pw, pw, cz + ph - e, cz + ph), (-pw, pw, cz - ph, cz - ph + e), (-pw, -pw + e, cz - ph + e, cz + ph - e),
                             (pw - e, pw, cz - ph + e, cz + ph - e)):
        B('matbevel', a0, a1, md0, md1 - 0.0008, zz0, zz1, core)
    B('backing', -iw, iw, 0.002, 0.008, cz - ih, cz + ih, mat_c)
    pm = _painting_mat(pal, opt.get('paint', 'coast'), seed, pw / ph, facing)
    B('painting', -pw - 0.004, pw + 0.004, 0.008, 0.0115, cz - ph - 0.004, cz + ph + 0.004, pm)


def corridor_print(cx, cz, w, h, s, seed):
    """An art_frame print on the corridor wall (y = 0), centred at x = cx and height cz, facing into the room. art_frame
    has no '+y' facing, so it is hung on x = 0 facing +x and turned a quarter turn about the origin, which takes
    (0, -cx) to (cx, 0) and +x to +y."""
    from mathutils import Matrix
    before = set(bpy.data.objects)
    art_frame(-cx, 0, cz, w, h, s, seed, facing='+x', x=0.0)
    rot = Matrix.Rotation(math.pi / 2, 4, 'Z')
    for ob in set(bpy.data.objects) - before:
        ob.matrix_world = rot @ ob.matrix_world


def curtain(x0, x1, y, z1, c, seed=0, folds=None, along='x'):
    """A gathered sheer/linen curtain hanging from z1 to the floor: a pleated strip."""
    n = folds or max(6, int(abs(x1 - x0) / 0.07))
    verts, faces = [], []
    res = n * 4
    for i in range(res + 1):
        t = i / res
        a = x0 + (x1 - x0) * t
        off = 0.04 * math.sin(t * n * math.pi * 2)
        for zz in (0.01, z1):
            verts.append((a, y + off, zz) if along == 'x' else (y + off, a, zz))
    for i in range(res):
        faces.append((2 * i, 2 * i + 2, 2 * i + 3, 2 * i + 1))
    me = bpy.data.meshes.new('curtain')
    me.from_pydata(verts, [], faces)
    for p in me.polygons:
        p.use_smooth = True
    ob = link(bpy.data.objects.new('curtain', me))
    m = linen(c, name='curtain', sheen=0.4)
    m.use_backface_culling = False
    me.materials.append(m)
    return ob


def plant(x, y, z, s, h=1.1, seed=0, pot=None):
    """A potted plant: a glazed pot and clusters of leaves on stems."""
    r = rng(seed)
    pm = pot or plain(s['pot'], 0.35, name='pot')
    lathe('pot', x, y, z, [(0.0, 0), (0.13, 0), (0.17, 0.12), (0.19, 0.34), (0.2, 0.36), (0.16, 0.36)], pm)
    cyl('soil', x, y, z + 0.3, z + 0.33, 0.16, plain('#3b2a1d', 1.0, name='soil'), 16)
    leaf = foliage(s.get('leaf', '#4f6b3a'))
    for i in range(14):
        a = r.random() * math.tau
        hh = h * (0.5 + 0.5 * r.random())
        rr = 0.1 + 0.22 * r.random() * (hh / h)
        cx, cy = x + math.cos(a) * rr, y + math.sin(a) * rr
        cyl('stem', x + math.cos(a) * 0.03, y + math.sin(a) * 0.03, z + 0.3, z + 0.3 + hh * 0.8, 0.006, plain('#5b6b3a', 0.8, name='stem'), 6)
        lf = sphere('leaf', 0, 0, 0, 0.12 + 0.06 * r.random(), leaf, scale=(1.3, 0.5, 0.35), seg=10)
        lf.location = (cx, cy, z + 0.3 + hh * 0.8)
        lf.rotation_euler = (r.random() * 0.6, r.random() * 0.6, a)


def armchair(x, y, facing, s, fabric=None, seed=0):
    """An upholstered armchair; `facing` is the yaw in degrees (0 = looking toward +y)."""
    m = linen(fabric or s['chair'], name='chair', bump=0.4)
    leg = s['wood_dark']
    parts = []
    parts.append(soft_box('seat', -0.36, 0.36, -0.36, 0.36, 0.18, 0.44, m))
    parts.append(soft_box('back', -0.38, 0.38, -0.44, -0.24, 0.18, 0.86, m))
    parts.append(soft_box('armL', -0.42, -0.3, -0.42, 0.36, 0.18, 0.62, m))
    parts.append(soft_box('armR', 0.3, 0.42, -0.42, 0.36, 0.18, 0.62, m))
    parts.append(soft_box('cushion', -0.3, 0.3, -0.26, 0.32, 0.42, 0.52, m))
    for (a, b) in ((-0.36, -0.38), (0.36, -0.38), (-0.36, 0.32), (0.36, 0.32)):
        parts.append(cyl('leg', a, b, 0.0, 0.18, 0.02, leg, 8, r2=0.014))
    _place(parts, x, y, facing)


def sofa(x, y, facing, s, length=2.0, fabric=None):
    m = linen(fabric or s['sofa'], name='sofa', bump=0.4)
    cm = linen(s['cushion'], name='cushion')
    leg = s['wood_dark']
    L = length / 2
    parts = [
        soft_box('sofaseat', -L, L, -0.42, 0.42, 0.16, 0.42, m),
        soft_box('sofaback', -L, L, -0.48, -0.26, 0.16, 0.84, m),
        soft_box('sofaarmL', -L - 0.1, -L + 0.06, -0.48, 0.42, 0.16, 0.62, m),
        soft_box('sofaarmR', L - 0.06, L + 0.1, -0.48, 0.42, 0.16, 0.62, m),
        soft_box('seatc1', -L + 0.08, -0.01, -0.28, 0.4, 0.4, 0.52, m),
        soft_box('seatc2', 0.01, L - 0.08, -0.28, 0.4, 0.4, 0.52, m),
        soft_box('cush1', -L + 0.12, -L + 0.58, -0.3, -0.14, 0.5, 0.9, cm),
        soft_box('cush2', L - 0.58, L - 0.12, -0.3, -0.14, 0.5, 0.9, cm),
    ]
    for (a, b) in ((-L, -0.44), (L, -0.44), (-L, 0.38), (L, 0.38)):
        parts.append(cyl('leg', a, b, 0.0, 0.16, 0.02, leg, 8))
    _place(parts, x, y, facing)


def _place(parts, x, y, facing):
    """Rotate objects built around the origin by `facing` degrees and move them to (x, y)."""
    a = math.radians(facing)
    for p in parts:
        me = p.data
        for v in me.vertices:
            vx, vy = v.co.x, v.co.y
            v.co.x = vx * math.cos(a) - vy * math.sin(a) + x
            v.co.y = vx * math.sin(a) + vy * math.cos(a) + y


def coffee_table(x, y, s, r=0.45, h=0.42):
    top = s['table_top']
    cyl('ctop', x, y, h - 0.04, h, r, top, 48)
    cyl('cbase', x, y, 0.0, h - 0.04, r * 0.25, s['metal'], 24, r2=r * 0.12)
    cyl('cfoot', x, y, 0.0, 0.02, r * 0.5, s['metal'], 24)
    lathe('vase', x + r * 0.3, y, h, [(0.04, 0), (0.06, 0.06), (0.03, 0.16), (0.025, 0.2)], plain(s['vase'], 0.2, name='vase'))
    box('book', x - r * 0.5, x - r * 0.05, y - 0.12, y + 0.14, h, h + 0.035, plain(s['book'], 0.6, name='book'), bevel=0.004)


def desk(x0, x1, y0, y1, s, lamp_on, chair_side='-y'):
    """A writing desk with a lamp, a notebook, a cup, and its chair."""
    w = s['wood']
    h = 0.76
    box('desktop', x0, x1, y0, y1, h - 0.035, h, w, bevel=0.006)
    for (a, b) in ((x0 + 0.04, y0 + 0.04), (x1 - 0.04, y0 + 0.04), (x0 + 0.04, y1 - 0.04), (x1 - 0.04, y1 - 0.04)):
        box('dleg', a - 0.02, a + 0.02, b - 0.02, b + 0.02, 0, h - 0.035, w)
    box('apron', x0 + 0.03, x1 - 0.03, y0 + 0.03, y1 - 0.03, h - 0.12, h - 0.035, w)
    cxm, cym = (x0 + x1) / 2, (y0 + y1) / 2
    # lamp on the far end, notebook and pen, a coffee cup
    lx = x1 - 0.18 if (x1 - x0) > (y1 - y0) else cxm
    ly = cym if (x1 - x0) > (y1 - y0) else y1 - 0.18
    table_lamp(lx, ly, h, s, lamp_on, 0.85)
    box('notebook', cxm - 0.16, cxm + 0.06, cym - 0.12, cym + 0.12, h, h + 0.018, plain(s['book'], 0.6, name='book'), bevel=0.003)
    box('pen', cxm + 0.08, cxm + 0.09, cym - 0.1, cym + 0.08, h, h + 0.01, brass())
    cup = plain('#f7f4ee', 0.15, name='porcelain')
    lathe('cup', cxm - 0.3, cym + 0.05, h, [(0.0, 0), (0.03, 0), (0.04, 0.07), (0.036, 0.07)], cup)
    cyl('saucer', cxm - 0.3, cym + 0.05, h, h + 0.008, 0.07, cup, 24)
    cyl('coffee', cxm - 0.3, cym + 0.05, h + 0.055, h + 0.06, 0.036, plain('#3a2414', 0.1, name='coffee'), 24)
    # chair pulled up to it
    if chair_side == '-y':
        desk_chair(cxm, y0 - 0.05, 0, s)
    elif chair_side == '+x':
        desk_chair(x1 + 0.05, cym, 90, s)
    elif chair_side == '-x':
        desk_chair(x0 - 0.05, cym, -90, s)
    else:
        desk_chair(cxm, y1 + 0.05, 180, s)


def desk_chair(x, y, facing, s):
    """Facing is the direction the sitter looks (0 = +y). The chair's origin is the front edge of its seat."""
    w = s['wood_dark']
    m = linen(s['chair'], name='chair')
    parts = [soft_box('dcseat', -0.23, 0.23, -0.48, -0.02, 0.42, 0.5, m), soft_box('dcback', -0.22, 0.22, -0.52, -0.46, 0.5, 0.92, m)]
    for (a, b) in ((-0.2, -0.06), (0.2, -0.06), (-0.2, -0.46), (0.2, -0.46)):
        parts.append(cyl('dleg', a, b, 0.0, 0.42, 0.016, w, 8))
    _place(parts, x, y, facing)


def wardrobe(x0, x1, y0, y1, h, s):
    w = s['wood']
    box('wardrobe', x0, x1, y0, y1, 0.0, h, w, bevel=0.006)
    # doors: a shadow gap and two brass pulls on the face toward the room
    horiz = (x1 - x0) > (y1 - y0)
    if horiz:
        face = y0 - 0.002
        mid = (x0 + x1) / 2
        box('gap', mid - 0.003, mid + 0.003, face - 0.002, face + 0.01, 0.05, h - 0.05, plain('#1a1410', 0.8, name='gap'))
        for dx in (-0.05, 0.05):
            box('pull', mid + dx - 0.008, mid + dx + 0.008, face - 0.025, face, 0.95, 1.25, brass())
    else:
        face = x0 - 0.002 if s.get('_wface', '-x') == '-x' else x1 + 0.002
        mid = (y0 + y1) / 2
        box('gap', face - 0.01, face + 0.01, mid - 0.003, mid + 0.003, 0.05, h - 0.05, plain('#1a1410', 0.8, name='gap'))


# ---------------------------------------------------------------- balcony / outdoor furniture


def railing(x0, x1, y, s, h=1.05, along='x'):
    """A balcony railing along x at y (or along y at x): Sorrento wrought iron, Amalfi glass with a brass rail."""
    if s['style'] == 'sorrento':
        iron = plain('#232a28', 0.45, 0.6, name='iron')
        n = int(abs(x1 - x0) / 0.12)
        for i in range(n + 1):
            a = x0 + (x1 - x0) * i / n
            if along == 'x':
                cyl('baluster', a, y, 0.0, h, 0.011, iron, 8)
            else:
                cyl('baluster', y, a, 0.0, h, 0.011, iron, 8)
        for zz in (0.1, h - 0.03):
            if along == 'x':
                box('rail', x0, x1, y - 0.025, y + 0.025, zz, zz + 0.035, iron, bevel=0.008)
            else:
                box('rail', y - 0.025, y + 0.025, x0, x1, zz, zz + 0.035, iron, bevel=0.008)
    else:
        g = glass((0.85, 0.93, 0.95))
        rail = brass(c='#b8b2a6', rough=0.3)
        if along == 'x':
            box('glass', x0, x1, y - 0.008, y + 0.008, 0.05, h - 0.04, g)
            box('rail', x0, x1, y - 0.03, y + 0.03, h - 0.04, h, rail, bevel=0.01)
        else:
            box('glass', y - 0.008, y + 0.008, x0, x1, 0.05, h - 0.04, g)
            box('rail', y - 0.03, y + 0.03, x0, x1, h - 0.04, h, rail, bevel=0.01)


def bistro_table(x, y, s, r=0.32, z=0.0, drinks=True, seed=0):
    top = s['out_top']
    cyl('ttop', x, y, z + 0.72, z + 0.75, r, top, 40)
    cyl('tstem', x, y, z + 0.04, z + 0.72, 0.025, s['out_metal'], 12)
    cyl('tfoot', x, y, z, z + 0.04, 0.22, s['out_metal'], 24)
    if drinks:
        wine_glass(x + 0.1, y + 0.06, z + 0.75, '#e8d58a' if seed % 2 else '#f0c9a0')
        wine_glass(x - 0.08, y - 0.1, z + 0.75, '#e8d58a' if seed % 2 else '#f0c9a0')


def outdoor_chair(x, y, facing, s):
    if s['style'] == 'sorrento':
        m = rattan('#b08a5a')
    else:
        m = linen('#e8e2d8', name='outfabric')
    metal = s['out_metal']
    parts = [soft_box('ocseat', -0.26, 0.26, -0.26, 0.26, 0.38, 0.46, m), soft_box('ocback', -0.26, 0.26, -0.3, -0.22, 0.46, 0.9, m)]
    for (a, b) in ((-0.23, 0.22), (0.23, 0.22), (-0.23, -0.24), (0.23, -0.24)):
        parts.append(cyl('ocleg', a, b, 0.0, 0.38, 0.013, metal, 8))
    _place(parts, x, y, facing)


def lounger(x, y, facing, s):
    m = linen('#f1ece2', name='loungerpad')
    fr = wood('#8a6a48', scale=2) if s['style'] == 'sorrento' else plain('#d9d4cc', 0.4, name='loungerframe')
    parts = [box('lframe', -0.33, 0.33, -1.0, 1.0, 0.22, 0.3, fr, bevel=0.01), soft_box('lpad', -0.31, 0.31, -0.98, 0.35, 0.3, 0.38, m)]
    back = soft_box('lback', -0.31, 0.31, 0.3, 1.0, 0.3, 0.38, m)
    # raise the back rest 35 degrees around its hinge
    a = math.radians(35)
    for v in back.data.vertices:
        dy, dz = v.co.y - 0.3, v.co.z - 0.3
        v.co.y = 0.3 + dy * math.cos(a) - dz * math.sin(a) * 0
        v.co.z = 0.3 + dy * math.sin(a) + dz
        v.co.y = 0.3 + dy * math.cos(a)
    parts.append(back)
    for (a2, b) in ((-0.3, -0.95), (0.3, -0.95), (-0.3, 0.9), (0.3, 0.9)):
        parts.append(box('lleg', a2 - 0.025, a2 + 0.025, b - 0.025, b + 0.025, 0, 0.22, fr))
    _place(parts, x, y, facing)


def parasol(x, y, s, r=1.3, h=2.5, c='#efe7d8'):
    cyl('pole', x, y, 0, h, 0.025, s['out_metal'], 12)
    cyl('pbase', x, y, 0, 0.06, 0.25, plain('#3a3a38', 0.5, name='pbase'), 24)
    canopy = linen(c, name='canopy')
    canopy.use_backface_culling = False
    lathe('canopy', x, y, h - 0.45, [(r, 0.0), (r * 0.6, 0.3), (0.02, 0.48)], canopy, verts=8)


def wine_glass(x, y, z, wine=None, h=0.2):
    g = glass()
    lathe('wglass', x, y, z, [(0.035, 0), (0.035, 0.004), (0.004, 0.01), (0.004, h * 0.45), (0.03, h * 0.55), (0.04, h * 0.75), (0.034, h)], g, 24)
    if wine:
        lathe('wine', x, y, z + h * 0.5, [(0.005, 0), (0.03, h * 0.07), (0.037, h * 0.18), (0.0, h * 0.18)], liquid(wine), 24)


def tumbler(x, y, z, drink='#e0892e', h=0.13, r=0.036, garnish=None):
    lathe('tumbler', x, y, z, [(r * 0.95, 0), (r, h)], glass(), 24)
    lathe('drink', x, y, z + 0.008, [(r * 0.9, 0), (r * 0.93, h * 0.72), (0.0, h * 0.72)], liquid(drink), 24)
    if garnish:
        cyl('garnish', x + r * 0.45, y, z + h * 0.72, z + h * 0.72 + 0.006, 0.022, plain(garnish, 0.4, name='garnish'), 16)


def coupe(x, y, z, drink='#e8a0a8'):
    lathe('coupe', x, y, z, [(0.04, 0), (0.004, 0.01), (0.004, 0.1), (0.05, 0.12), (0.058, 0.15)], glass(), 24)
    lathe('cdrink', x, y, z + 0.108, [(0.006, 0), (0.05, 0.03), (0.0, 0.03)], liquid(drink), 24)


def bottle(x, y, z, c='#2d4a2a', h=0.3, r=0.038, label='#f2ead8'):
    m = plain(c, 0.08, name='bottleglass', spec=0.8)
    lathe('bottle', x, y, z, [(r * 0.9, 0), (r, 0.01), (r, h * 0.62), (r * 0.35, h * 0.78), (r * 0.3, h * 0.97), (0.0, h)], m, 24)
    lathe('label', x, y, z + h * 0.2, [(r + 0.001, 0), (r + 0.001, h * 0.22)], plain(label, 0.7, name='label'), 24)


def string_lights(p0, p1, n=14, sag=0.3, warm=(1.0, 0.75, 0.45), power=1.5, posts=(None, None)):
    """Festoon lights: bulbs hanging from a dark cable that sags between its two ends; `posts` gives the
    ground height under each end that needs a post (None: that end is fixed to a wall)."""
    bulb = emission(warm, 12)
    pts = []
    for i in range(n + 1):
        t = i / n
        x = p0[0] + (p1[0] - p0[0]) * t
        y = p0[1] + (p1[1] - p0[1]) * t
        z = p0[2] + (p1[2] - p0[2]) * t - sag * 4 * t * (1 - t)
        pts.append((x, y, z))
        sphere('bulb', x, y, z - 0.06, 0.035, bulb, seg=8)
        if i % 3 == 0 and power > 0:  # power 0: the bulbs alone (no lamps: EEVEE's lights are few)
            point_light('sl', (x, y, z - 0.1), power, warm, 0.03, shadow=False)
    cable = plain('#1c1f21', 0.5, name='cable')
    cu = bpy.data.curves.new('cable', 'CURVE')
    cu.dimensions = '3D'
    cu.bevel_depth = 0.008
    sp = cu.splines.new('POLY')
    sp.points.add(len(pts) - 1)
    for p, (x, y, z) in zip(sp.points, pts):
        p.co = (x, y, z, 1)
    cu.materials.append(cable)
    link(bpy.data.objects.new('cable', cu))
    for (px, py, pz), zg in zip((p0, p1), posts):
        if zg is not None:
            cyl('lightpost', px, py, zg, pz + 0.1, 0.04, plain('#2b2f33', 0.4, 0.6, name='pole'), 8)


# ---------------------------------------------------------------- bathroom


def sconce(x, y, z, s, on):
    fm = brass() if s['fittings'] == 'brass' else plain('#c8c8c8', 0.2, 1.0, name='chrome')
    cyl('sconcebase', x, y, z - 0.12, z - 0.1, 0.03, fm, 16)
    shade = plain('#f6eee0', 0.5, name='sconceglass', emit='#ffe2b8', emit_w=(6 if on else 0.5))
    cyl('sconce', x, y, z - 0.1, z + 0.08, 0.045, shade, 24)
    if on:
        point_light('sconcelight', (x, y, z), 8, radius=0.04, shadow=False)


# ---------------------------------------------------------------- landscape


def ocean(sc, size=600, res=7, repeat=6, choppy=1.0, wave_scale=1.0, z=0.0, far=True, x=0.0, y=0.0):
    """The sea: Blender's ocean modifier (a tiled wave grid around the view), plus a far flat plane in the same material."""
    me = bpy.data.meshes.new('ocean')
    ob = link(bpy.data.objects.new('ocean', me))
    ob.location = (x, y, z)
    md = ob.modifiers.new('ocean', 'OCEAN')
    md.geometry_mode = 'GENERATE'
    md.resolution = res
    md.spatial_size = int(size / repeat)
    md.repeat_x = repeat
    md.repeat_y = repeat
    md.wave_scale = wave_scale
    md.choppiness = choppy
    md.wind_velocity = 6.0
    md.wave_alignment = 0.3
    md.time = 3.0
    md.use_normals = True
    md.use_foam = False
    m = sea_mat()
    me.materials.append(m)
    if far:
        box('farsea', x - 40000, x + 40000, y - 40000, y + 40000, z - 0.6, z - 0.12, m)
    return ob


def terrain(name, cx, cy, rx, ry, peak, seed, mat=None, res=120, z0=-4.0, rough=0.35):
    """A hill or island: a displaced grid, high in the middle, sloping under the water at its rim (no hard edges)."""
    r = rng(seed)
    ob = grid(name, cx - rx, cx + rx, cy - ry, cy + ry, 0.0, res, res, mat or land_mat())
    ph = [r.random() * 10 for _ in range(6)]
    for v in ob.data.vertices:
        dx, dy = (v.co.x - cx) / rx, (v.co.y - cy) / ry
        d = math.sqrt(dx * dx + dy * dy)
        base = max(0.0, 1 - d) ** 1.6
        n = (math.sin(v.co.x / rx * 7 + ph[0]) * math.cos(v.co.y / ry * 5 + ph[1]) * 0.5 + math.sin(v.co.x / rx * 17 + ph[2]) * math.sin(v.co.y / ry * 13 + ph[3]) * 0.25 +
             math.sin(v.co.x / rx * 41 + ph[4]) * math.cos(v.co.y / ry * 37 + ph[5]) * 0.1)
        v.co.z = z0 + (peak - z0) * base * (1 + rough * n) if d < 1 else z0
    for p in ob.data.polygons:
        p.use_smooth = True
    return ob


def height_at(ob, x, y):
    """Terrain height under (x, y) by a ray cast down (for sitting houses and trees on the ground)."""
    key = ob.name
    if not hasattr(height_at, 'bvh'):
        height_at.bvh = {}
    if key not in height_at.bvh:
        dg = bpy.context.evaluated_depsgraph_get()
        height_at.bvh[key] = BVHTree.FromObject(ob, dg)
    hit = height_at.bvh[key].ray_cast(Vector((x, y, 5000)), Vector((0, 0, -1)))
    return hit[0].z if hit[0] else None


class Batch:
    """Many small boxes, roofs and crowns merged into one mesh per material (a town of thousands of parts
    stays a few dozen objects: quick to build and to draw)."""

    def __init__(self, name='batch'):
        self.name = name
        self.parts = {}

    def _bm(self, mat):
        key = mat.name
        if key not in self.parts:
            self.parts[key] = (mat, bmesh.new())
        return self.parts[key][1]

    def box(self, x0, x1, y0, y1, z0, z1, mat, taper=None):
        """An axis-aligned box; taper=(fx, fy, dz) pulls its top face in to a hipped roof (fx, fy: kept share of each side)."""
        bm = self._bm(mat)
        x0, x1 = min(x0, x1), max(x0, x1)
        y0, y1 = min(y0, y1), max(y0, y1)
        vs = []
        for (a, b, c) in ((0, 0, 0), (1, 0, 0), (1, 1, 0), (0, 1, 0), (0, 0, 1), (1, 0, 1), (1, 1, 1), (0, 1, 1)):
            x, y, z = (x0, x1)[a], (y0, y1)[b], (z0, z1)[c]
            if c and taper:
                fx, fy, dz = taper
                cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
                x, y, z = cx + (x - cx) * fx, cy + (y - cy) * fy, z + dz
            vs.append(bm.verts.new((x, y, z)))
        for f in ((0, 3, 2, 1), (4, 5, 6, 7), (0, 1, 5, 4), (1, 2, 6, 5), (2, 3, 7, 6), (3, 0, 4, 7)):
            bm.faces.new([vs[i] for i in f])

    def hexa(self, pts, mat):
        """Any six-sided solid from its 8 corners: bottom face (4, counter-clockwise from above), then top face."""
        bm = self._bm(mat)
        vs = [bm.verts.new(p) for p in pts]
        for f in ((0, 3, 2, 1), (4, 5, 6, 7), (0, 1, 5, 4), (1, 2, 6, 5), (2, 3, 7, 6), (3, 0, 4, 7)):
            bm.faces.new([vs[i] for i in f])

    _ico = {}

    def blob(self, x, y, z, r, mat, scale=(1, 1, 1), sub=1):
        """An icosphere (a tree crown, a shrub): copied from a template (creating one inside a large
        bmesh costs time in proportion to its size)."""
        if sub not in Batch._ico:
            t = bmesh.new()
            bmesh.ops.create_icosphere(t, subdivisions=sub, radius=1.0)
            t.verts.index_update()
            Batch._ico[sub] = ([tuple(v.co) for v in t.verts], [[v.index for v in f.verts] for f in t.faces])
            t.free()
        co, faces = Batch._ico[sub]
        bm = self._bm(mat)
        vs = [bm.verts.new((x + a * r * scale[0], y + b * r * scale[1], z + c * r * scale[2])) for (a, b, c) in co]
        for f in faces:
            bm.faces.new([vs[i] for i in f])

    def flush(self, smooth=()):
        for key, (mat, bm) in self.parts.items():
            me = bpy.data.meshes.new(self.name + '-' + key)
            bm.to_mesh(me)
            bm.free()
            me.materials.append(mat)
            if key in smooth:
                for p in me.polygons:
                    p.use_smooth = True
            link(bpy.data.objects.new(self.name + '-' + key, me))
        self.parts = {}


SHUTTERS = ['#3d6b5a', '#2f7f8a', '#5b7f95', '#7a5a3a', '#8a9a7a', '#2b4a5c', '#a0523a']


def house(bt, x, y, z, w, d, h, face, r, wall, M, shop=False, flat=None, lit=0.0):
    """A town house on (x, y) at ground height z, its front (w wide) facing `face` ('-x', '+x', '-y', '+y'):
    plaster walls on a stone plinth, windows with sills, lintels and shutters (some closed), a few balconies
    with iron railings and flowers, a door or shop fronts with awnings, and a hipped terracotta roof over
    eaves or a flat roof behind a parapet."""
    nx, ny = {'-x': (-1, 0), '+x': (1, 0), '-y': (0, -1), '+y': (0, 1)}[face]
    tx, ty = -ny, nx

    def B(u0, u1, v0, v1, z0, z1, mat, taper=None):
        # local u along the front, v into the house (0 = front face), to a world box
        xs = [x + u * tx - (v - d / 2) * nx for u in (u0, u1) for v in (v0, v1)]
        ys = [y + u * ty - (v - d / 2) * ny for u in (u0, u1) for v in (v0, v1)]
        if taper:
            fu, fv, dz = taper
            fx, fy = (fu, fv) if tx else (fv, fu)
            taper = (fx, fy, dz)
        bt.box(min(xs), max(xs), min(ys), max(ys), z0, z1, mat, taper)

    hw = w / 2
    top = z + h
    B(-hw, hw, 0, d, z - 3, top, wall)
    B(-hw - 0.04, hw + 0.04, -0.05, d + 0.05, z - 3, z + 0.55, M['stone'])
    sh = M['shutters'][r.randrange(len(M['shutters']))] if r.random() < 0.75 else None
    nfl = max(1, int((h - 0.6) / 3.2))
    nw = max(1, int(w / 2.9))
    step = w / nw
    balc = r.random() < 0.45
    for k in range(nfl):
        z0 = z + 0.9 + k * 3.2
        for i in range(nw):
            cu = -hw + (i + 0.5) * step
            if k == 0:
                if shop and i % 2 == 0 or (not shop and i == nw // 2):
                    B(cu - 0.75, cu + 0.75, -0.03, 0.02, z, z + 2.6, M['door'])
                    if shop:
                        am = M['awnings'][r.randrange(len(M['awnings']))]
                        # the canvas slopes from the wall (z + 3.05) to its front edge (z + 2.55), with a valance
                        P = lambda u, v, zz: (*_local(x, y, d, nx, ny, tx, ty, u, v), zz)
                        lo = [P(cu - 1.1, 0, z + 3.0), P(cu + 1.1, 0, z + 3.0), P(cu + 1.1, -1.5, z + 2.5), P(cu - 1.1, -1.5, z + 2.5)]
                        hi = [(a, b, c + 0.05) for (a, b, c) in lo]
                        if (lo[1][0] - lo[0][0]) * (lo[3][1] - lo[0][1]) - (lo[1][1] - lo[0][1]) * (lo[3][0] - lo[0][0]) < 0:
                            lo, hi = lo[::-1], hi[::-1]
                        bt.hexa(lo + hi, am)
                        B(cu - 1.1, cu + 1.1, -1.53, -1.48, z + 2.25, z + 2.55, am)
                    continue
            ww, wh = 1.0, 1.7 if k else 1.5
            closed = sh is not None and r.random() < 0.22
            B(cu - ww / 2, cu + ww / 2, -0.03, 0.02, z0, z0 + wh, M['lit'] if (lit and r.random() < lit) else M['glass'])
            B(cu - ww / 2 - 0.1, cu + ww / 2 + 0.1, -0.1, 0.0, z0 - 0.1, z0, M['trim'])
            B(cu - ww / 2 - 0.06, cu + ww / 2 + 0.06, -0.06, 0.0, z0 + wh, z0 + wh + 0.16, M['trim'])
            if sh is not None:
                if closed:
                    B(cu - ww / 2, cu + ww / 2, -0.07, -0.03, z0, z0 + wh, sh)
                else:
                    for sx in (-1, 1):
                        B(cu + sx * ww / 2, cu + sx * (ww / 2 + 0.5), -0.07, -0.03, z0, z0 + wh, sh)
            if balc and k >= 1 and (i == nw // 2 or r.random() < 0.3):
                bw = ww + 0.7
                B(cu - bw / 2, cu + bw / 2, -0.75, 0, z0 - 0.22, z0 - 0.08, M['trim'])
                B(cu - bw / 2, cu + bw / 2, -0.75, -0.70, z0 + 0.8, z0 + 0.86, M['iron'])
                B(cu - bw / 2, cu - bw / 2 + 0.04, -0.75, 0, z0 + 0.8, z0 + 0.86, M['iron'])
                B(cu + bw / 2 - 0.04, cu + bw / 2, -0.75, 0, z0 + 0.8, z0 + 0.86, M['iron'])
                for q in range(int(bw / 0.22) + 1):
                    uq = cu - bw / 2 + q * bw / int(bw / 0.22)
                    B(uq - 0.015, uq + 0.015, -0.74, -0.71, z0 - 0.08, z0 + 0.8, M['iron'])
                if r.random() < 0.5:
                    B(cu - bw / 2 + 0.05, cu + bw / 2 - 0.05, -0.7, -0.45, z0 + 0.8, z0 + 1.15, M['flowers'][r.randrange(2)])
    # windows on the two sides too (a house is seen at an angle)
    for side in (-1, 1):
        nsw = max(1, int(d / 3.4))
        for k in range(nfl):
            z0 = z + 0.9 + k * 3.2
            for i in range(nsw):
                if r.random() < 0.35:
                    continue
                cv = (i + 0.5) * d / nsw
                uu = side * hw
                B(uu - 0.03 if side > 0 else uu - 0.02, uu + 0.02 if side > 0 else uu + 0.03, cv - 0.45, cv + 0.45, z0, z0 + 1.5, M['lit'] if (lit and r.random() < lit) else M['glass'])
    if flat is None:
        flat = r.random() < 0.25
    if flat:
        B(-hw, hw, 0, d, top, top + 0.9, wall)
        B(-hw - 0.05, hw + 0.05, -0.05, d + 0.05, top + 0.9, top + 1.0, M['trim'])
        B(-hw + 0.25, hw - 0.25, 0.25, d - 0.25, top + 0.3, top + 0.95, M['rooftar'])
        if r.random() < 0.5:
            bt.blob(*_local(x, y, d, nx, ny, tx, ty, r.uniform(-hw + 1, hw - 1), d * 0.6), top + 1.6, 0.8, M['leaf'], sub=1)
    else:
        B(-hw - 0.15, hw + 0.15, -0.15, d + 0.15, top - 0.2, top + 0.05, M['trim'])
        ridge = min(w, d) * 0.27
        long_u = w >= d
        B(-hw - 0.45, hw + 0.45, -0.45, d + 0.45, top + 0.05, top + 0.1, M['roof'],
          taper=((1 - (d * 0.95) / (w + 0.9)) if long_u else 0.04, 0.04 if long_u else (1 - (w * 0.95) / (d + 0.9)), ridge))


def sign(text, x, y, z, h):
    """A hotel's name in brass letters standing on its roof edge, facing -y (centred on x)."""
    cu = bpy.data.curves.new('sign', 'FONT')
    cu.body = text
    cu.size = h * 1.35
    cu.extrude = 0.04
    cu.align_x = 'CENTER'
    cu.space_character = 1.25
    cu.materials.append(brass(c='#c9a24a', rough=0.3))
    ob = link(bpy.data.objects.new('sign', cu))
    ob.location = (x, y, z)
    ob.rotation_euler = (math.pi / 2, 0, 0)
    return ob


def _local(x, y, d, nx, ny, tx, ty, u, v):
    return (x + u * tx - (v - d / 2) * nx, y + u * ty - (v - d / 2) * ny)


def town_mats(lit=0.0, palette=None):
    pal = palette or ['#efe4cf', '#e9d2b0', '#f3ece0', '#e6c3a2', '#d9b48f', '#f1e1c4', '#e7d9c8', '#cfa98a', '#f2d6c2', '#e8e0c8',
                      '#d7c3a0', '#f0e6d6']
    return dict(
        walls=[paint(c, name='house', bump=0) for c in pal],
        stone=plain('#a79a86', 0.85, name='plinth'),
        trim=plain('#f4efe6', 0.7, name='housetrim'),
        glass=plain('#28323a', 0.12, name='townglass', spec=0.7),
        lit=emission('#f5b56e', 1.3),
        door=plain('#3a2e25', 0.7, name='door'),
        iron=plain('#25292a', 0.5, 0.5, name='iron'),
        roof=plain('#b4643f', 0.8, name='roof'),
        rooftar=plain('#c9bfae', 0.9, name='rooftar'),
        shutters=[plain(c, 0.6, name='shut' + c[1:]) for c in SHUTTERS],
        awnings=[plain(c, 0.8, name='awn' + c[1:]) for c in ('#c8744f', '#2f7f8a', '#efe7d8', '#1f3550', '#b84a3a')],
        flowers=[foliage('#c23d6b', name='bougainvillea'), foliage('#4d6b34')],
        leaf=foliage('#3f5a2e', name='treecrown'),
    )


def town(ob_land, x0, x1, y0, y1, n, seed, zmin=1.5, zmax=400, size=1.0, lit=0.0, palette=None, face='-y', trees=0, keep_out=None):
    """Houses on a hillside, set on the ground by ray cast, fronts toward the sea (`face`): plaster in warm
    colours, windows with shutters, balconies, hipped terracotta or flat roofs; trees between them."""
    r = rng(seed)
    M = town_mats(lit, palette)
    bt = Batch('town%d' % seed)
    placed = 0
    tries = 0
    spots = []
    while placed < n and tries < n * 8:
        tries += 1
        x, y = r.uniform(x0, x1), r.uniform(y0, y1)
        if keep_out and keep_out(x, y):
            continue
        w, d, h = r.uniform(7, 14) * size, r.uniform(7, 11) * size, r.uniform(6.5, 13) * size
        if any(abs(x - sx) < (w + sw) / 2 + 1.5 and abs(y - sy) < (w + sw) / 2 + 1.5 for sx, sy, sw in spots):
            continue
        # the lowest corner: the house stands on the slope, its plinth running into the ground above
        zs = [height_at(ob_land, x + a, y + b) for a in (-w / 2, w / 2) for b in (-w / 2, w / 2)]
        if any(v is None for v in zs):
            continue
        z = min(zs)
        if z < zmin or z > zmax:
            continue
        spots.append((x, y, w))
        house(bt, x, y, z, w, d, h + (max(zs) - z) * 0.5, face, r, r.choice(M['walls']), M, lit=lit)
        placed += 1
    # trees: round crowns and cypresses on the hill between the houses
    for k in range(trees):
        x, y = r.uniform(x0, x1), r.uniform(y0, y1)
        if keep_out and keep_out(x, y):
            continue
        if any(abs(x - sx) < sw / 2 + 2 and abs(y - sy) < sw / 2 + 2 for sx, sy, sw in spots):
            continue
        z = height_at(ob_land, x, y)
        if z is None or z < zmin:
            continue
        if r.random() < 0.2:
            hh = r.uniform(7, 12)
            bt.blob(x, y, z + hh * 0.5, hh * 0.5, M['cypress'] if 'cypress' in M else _cypress_mat(M), scale=(0.18, 0.18, 1.0), sub=2)
        else:
            rr = r.uniform(2.2, 4.5)
            m = M['crowns'][r.randrange(3)] if 'crowns' in M else _crowns(M)[r.randrange(3)]
            bt.blob(x, y, z + rr * 0.8, rr, m, scale=(1, 1, 0.85), sub=2)
    bt.flush(smooth=tuple(k for k in bt.parts if 'crown' in k or 'cypress' in k))
    return spots


def _cypress_mat(M):
    M['cypress'] = foliage('#34492c', name='cypress')
    return M['cypress']


def _crowns(M):
    M['crowns'] = [foliage(c, name='crown' + c[1:]) for c in ('#3f5a2e', '#4d6b34', '#2f4a2a')]
    return M['crowns']


def cypress(x, y, z, h=9, seed=0):
    m = foliage('#34492c', name='cypress')
    sphere('cypress', x, y, z + h * 0.5, h * 0.5, m, scale=(0.16, 0.16, 1.0), seg=12)


def pine(x, y, z, h=10, seed=0):
    """An umbrella pine: a bare trunk and a flat dark crown."""
    r = rng(seed)
    cyl('ptrunk', x, y, z, z + h * 0.8, 0.18, plain('#5a4636', 0.9, name='bark'), 8)
    m = foliage('#3e5530', name='pinecrown')
    for i in range(4):
        a = r.random() * math.tau
        sphere('pcrown', x + math.cos(a) * h * 0.12, y + math.sin(a) * h * 0.12, z + h * 0.85 + r.random() * 0.5, h * 0.32, m, scale=(1, 1, 0.35), seg=12)


def palm(x, y, z, h=6.0, seed=0, lean=0.12):
    """A palm tree: a gently curved ringed trunk and arching fronds made of leaflet strips."""
    r = rng(seed)
    trunk = plain('#8a7358', 0.9, name='palmtrunk')
    la = r.random() * math.tau
    segs = 8
    pts = []
    for i in range(segs + 1):
        t = i / segs
        off = lean * h * t * t
        pts.append((x + math.cos(la) * off, y + math.sin(la) * off, z + h * t))
    for i in range(segs):
        a, b = pts[i], pts[i + 1]
        rr = 0.2 - 0.06 * i / segs
        o = cyl('palmtrunk', 0, 0, 0, 1, rr, trunk, 10, r2=rr * 0.93)
        # orient the segment from a to b
        v = Vector(b) - Vector(a)
        o.scale = (1, 1, v.length)
        o.location = a
        o.rotation_euler = v.to_track_quat('Z', 'Y').to_euler()
    top = Vector(pts[-1])
    leaf = foliage('#4d6b34', name='frond')
    leaf.use_backface_culling = False
    nf = 11
    for i in range(nf):
        ang = i / nf * math.tau + r.random() * 0.3
        L = h * (0.38 + 0.12 * r.random())
        droop = 0.6 + 0.5 * r.random()
        verts, faces = [], []
        steps = 10
        for k in range(steps + 1):
            t = k / steps
            rad = L * t
            zz = math.sin(t * math.pi * 0.55) * L * 0.35 - droop * L * t * t
            wdt = 0.5 * math.sin(t * math.pi) * (1 - 0.3 * t)
            cxp = top.x + math.cos(ang) * rad
            cyp = top.y + math.sin(ang) * rad
            px, py = -math.sin(ang), math.cos(ang)
            verts.append((cxp + px * wdt, cyp + py * wdt, top.z + zz - wdt * 0.35))
            verts.append((cxp, cyp, top.z + zz))
            verts.append((cxp - px * wdt, cyp - py * wdt, top.z + zz - wdt * 0.35))
        for k in range(steps):
            a0 = k * 3
            faces.append((a0, a0 + 3, a0 + 4, a0 + 1))
            faces.append((a0 + 1, a0 + 4, a0 + 5, a0 + 2))
        me = bpy.data.meshes.new('frond')
        me.from_pydata(verts, [], faces)
        for p in me.polygons:
            p.use_smooth = True
        o = link(bpy.data.objects.new('frond', me))
        me.materials.append(leaf)
    sphere('palmheart', top.x, top.y, top.z - 0.1, 0.28, plain('#6b5a3a', 0.9, name='palmheart'), scale=(1, 1, 1.2), seg=10)


def boat(x, y, heading=0.0, L=8.0, sail=True, seed=0):
    """A small sailing yacht sitting on the water (its hull's waterline at z=0)."""
    hull = plain('#f4f1ea', 0.25, name='hull')
    parts = [soft_box('hull', -L / 2, L / 2, -L * 0.14, L * 0.14, -0.3, 0.55, hull), box('deck', -L * 0.3, L * 0.2, -L * 0.08, L * 0.08, 0.55, 0.95, plain('#e9e2d4', 0.4, name='cabin'), bevel=0.05)]
    if sail:
        parts.append(cyl('mast', 0, 0, 0.5, L * 1.3, 0.05, plain('#d8d8d8', 0.3, 1.0, name='mast'), 8))
        sm = linen('#f8f6f0', name='sail')
        sm.use_backface_culling = False
        parts.append(plane('sail', [(0.05, 0, 1.2), (0.05, 0, L * 1.25), (L * 0.45, 0, 1.2)], sm))
    _place(parts, x, y, heading)


def facade(x0, x1, y, floors, s, seed=0, floor_h=3.3, base_h=4.5, balconies=True, lit=0.0, depth=16, roof=True, arches=True):
    """A hotel facade facing -y: stucco walls, tall windows with shutters (Sorrento) or glazing (Amalfi),
    balconies with railings, an arcaded ground floor and a terracotta or flat roof."""
    r = rng(seed)
    wall = paint(s['facade'], name='facade', bump=0.03)
    trim = paint(s['facade_trim'], name='trim', bump=0)
    H = base_h + floors * floor_h
    box('building', x0, x1, y, y + depth, -1, H, wall)
    # string courses between floors
    for k in range(floors + 1):
        zz = base_h + k * floor_h
        box('course', x0 - 0.05, x1 + 0.05, y - 0.12, y + 0.01, zz - 0.12, zz + 0.02, trim)
    win = plain('#1d2a33', 0.05, name='winglass', spec=0.9)
    winlit = emission('#f5b56e', 1.3)
    shutter = plain(s['shutter'], 0.6, name='shutter')
    bays = max(3, int((x1 - x0) / 3.6))
    bw = (x1 - x0) / bays
    for i in range(bays):
        cx = x0 + (i + 0.5) * bw
        # arcade at ground level
        if arches:
            ar = bw * 0.32
            zs = base_h - 0.55 - ar
            dark = emission('#d89a5e', 0.32) if lit else plain('#2a2620', 0.7, name='archdark')
            box('arch', cx - ar, cx + ar, y - 0.02, y + 0.3, 0.0, zs, dark)
            # the arch's round head: a half disc in the wall plane, with a keystone band of trim around it
            plane('archtop', [(cx + ar * math.cos(a * math.pi / 16), y - 0.021, zs + ar * math.sin(a * math.pi / 16)) for a in range(17)], dark)
            for mx in (cx - ar * 0.34, cx + ar * 0.34):
                box('archmullion', mx - 0.035, mx + 0.035, y - 0.05, y, 0.0, zs, plain('#3b3128', 0.5, name='doorframe'))
            box('archtransom', cx - ar, cx + ar, y - 0.05, y, zs - 0.06, zs, plain('#3b3128', 0.5, name='doorframe'))
            plane('archband', [(cx + (ar + 0.18) * math.cos(a * math.pi / 16), y - 0.03, zs + (ar + 0.18) * math.sin(a * math.pi / 16)) for a in range(17)], trim)
            box('pier', cx + bw * 0.32, cx + bw * 0.5, y - 0.15, y, 0, base_h - 0.3, trim) if i < bays - 1 else None
        for k in range(floors):
            zz = base_h + k * floor_h
            # Sorrento: tall shuttered windows; Amalfi: floor-to-ceiling glazing between slim piers
            ww, hh = (min(1.3, bw * 0.45), 2.2) if s['style'] == 'sorrento' else (bw * 0.8, floor_h - 0.5)
            m = winlit if (lit and r.random() < lit) else win
            box('window', cx - ww / 2, cx + ww / 2, y - 0.02, y + 0.15, zz + 0.1, zz + 0.1 + hh, m)
            box('wframe', cx - ww / 2 - 0.08, cx + ww / 2 + 0.08, y - 0.06, y + 0.0, zz + 0.1 + hh, zz + 0.1 + hh + 0.12, trim)
            if s['style'] == 'sorrento':
                for sx in (-1, 1):
                    ox = cx + sx * (ww / 2 + ww * 0.27)
                    box('shutter', ox - ww * 0.25, ox + ww * 0.25, y - 0.08, y - 0.03, zz + 0.1, zz + 0.1 + hh, shutter, bevel=0.01)
            if balconies:
                bd = 1.0 if s['style'] == 'sorrento' else 1.6
                bw2 = ww + 0.8 if s['style'] == 'sorrento' else bw * 0.92
                box('balcony', cx - bw2 / 2, cx + bw2 / 2, y - bd, y, zz - 0.15, zz + 0.02, trim, bevel=0.02)
                if s['style'] == 'sorrento':
                    iron = plain('#232a28', 0.45, 0.6, name='iron')
                    box('brail', cx - bw2 / 2, cx + bw2 / 2, y - bd, y - bd + 0.05, zz + 0.95, zz + 1.0, iron)
                    nb = int(bw2 / 0.15)
                    for q in range(nb + 1):
                        box('bbal', cx - bw2 / 2 + q * bw2 / nb - 0.012, cx - bw2 / 2 + q * bw2 / nb + 0.012, y - bd, y - bd + 0.025, zz, zz + 0.95, iron)
                    if r.random() < 0.6:
                        # a trough on the rail: leaves, and bougainvillea blooms spilling over it
                        box('trough', cx - bw2 / 2 + 0.15, cx + bw2 / 2 - 0.15, y - bd + 0.06, y - bd + 0.3, zz + 0.9, zz + 1.08, plain('#b8683f', 0.8, name='terracotta'))
                        for q in range(7):
                            fx = cx - bw2 / 2 + 0.25 + q * (bw2 - 0.5) / 6
                            sphere('fleaf', fx, y - bd + 0.18, zz + 1.12, 0.16, foliage('#4d6b34'), scale=(1.2, 1, 0.8), seg=8)
                            if q % 2 == 0:
                                sphere('fbloom', fx, y - bd + 0.05, zz + 0.95 - 0.12 * (q % 3), 0.13, foliage('#c23d6b', name='bougainvillea'), scale=(1, 0.8, 1.3), seg=8)
                else:
                    box('bglass', cx - bw2 / 2, cx + bw2 / 2, y - bd, y - bd + 0.02, zz + 0.02, zz + 1.05, glass((0.8, 0.9, 0.92)))
                    box('brail', cx - bw2 / 2, cx + bw2 / 2, y - bd - 0.01, y - bd + 0.04, zz + 1.02, zz + 1.06, brass(c='#b8b2a6'))
    if not arches and s['style'] != 'sorrento':
        # a glazed lobby under a deep canopy with a brass edge
        box('lobby', x0 + 1.0, x1 - 1.0, y - 0.03, y + 0.2, 0.15, base_h - 0.7, emission('#e8b47a', 0.55) if lit else win)
        # the side walls glazed too, floor by floor (the tower is seen at an angle along the promenade)
        for k in range(floors):
            zz = base_h + k * floor_h
            for j in range(int(depth / 3.6)):
                yy = y + 0.9 + j * 3.6
                m = winlit if (lit and r.random() < lit * 0.6) else win
                for sx in (x0, x1):
                    box('sidewin', sx - 0.03, sx + 0.03, yy, yy + 2.6, zz + 0.1, zz + floor_h - 0.4, m)
                    box('sideslab', sx - 0.25, sx + 0.25, yy - 0.3, yy + 2.9, zz - 0.15, zz + 0.02, trim)
        for i in range(int((x1 - x0 - 2) / 2.4) + 1):
            mx = x0 + 1.0 + i * 2.4
            box('mullion', mx - 0.04, mx + 0.04, y - 0.08, y, 0.15, base_h - 0.7, brass(c='#b8b2a6'))
        box('canopy', x0 + 4, x1 - 4, y - 3.2, y, base_h - 0.6, base_h - 0.35, trim)
        box('canopyedge', x0 + 4, x1 - 4, y - 3.25, y - 3.15, base_h - 0.62, base_h - 0.33, brass())
    if s.get('sign'):
        sign(s['sign'], (x0 + x1) / 2, y - 0.2, H + 0.45, 0.95 if s['style'] == 'sorrento' else 0.8)
    # cornice and roof
    box('cornice', x0 - 0.3, x1 + 0.3, y - 0.35, y + depth + 0.3, H, H + 0.45, trim, bevel=0.05)
    if roof and s['style'] == 'sorrento':
        rm = plain('#b4643f', 0.75, name='roof')
        ob = box('roof', x0 - 0.3, x1 + 0.3, y - 0.3, y + depth + 0.3, H + 0.45, H + 0.46, rm)
        # a hipped roof as a squashed pyramid
        me = ob.data
        top = H + 3.2
        for v in me.vertices:
            if v.co.z > H + 0.455:
                v.co.z = top
                v.co.x = (x0 + x1) / 2 + (v.co.x - (x0 + x1) / 2) * 0.45
                v.co.y = y + depth / 2 + (v.co.y - y - depth / 2) * 0.1
    return H
