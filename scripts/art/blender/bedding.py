# Soft bedding for every bed of the room scenes (rooms.bedroom makes every bed with it, and every rug with
# flat_rug), the heroes taken in them included: a duvet that rounds over the mattress edge and falls in folds
# with a little flare, drooping at the foot corners; a turned-down sheet and a throw that follow the duvet's
# surface; plump rounded pillows.
# Builder `bedroom_soft`: the room scene (rooms.room_scene) with a hero's extras.
import math

import bmesh
import bpy

import assets as A
import rooms
from lib import box, soft_box, lathe, linen, plain, rng, cached, col, packed_image, _mat, _coord, _noise, _ramp, _shade, _bump, _multiply, _mapping, _math
from mathutils import Vector


def _sheet(name, a0, a1, b0, b1, na, nb, surf, to_world, mat, flip, thick=0.012, uv=False, soft=False):
    """A surface over the parameter rectangle (a0..a1) x (b0..b1), each vertex placed by surf(a, b) -> (u, v, z)
    in bed coordinates, then to_world(u, v) -> (x, y); given a little thickness (solidify) and smooth shading.
    `uv`: a UV map of (b, a) in metres (a knit's pattern follows the cloth over the bed's edge, where a projection
    would stretch it); `soft`: rounded edges (a subdivision after the thickness)."""
    me = bpy.data.meshes.new(name)
    bm = bmesh.new()
    rows = []
    for j in range(nb + 1):
        b = b0 + (b1 - b0) * j / nb
        row = []
        for i in range(na + 1):
            a = a0 + (a1 - a0) * i / na
            u, v, z = surf(a, b)
            x, y = to_world(u, v)
            row.append(bm.verts.new((x, y, z)))
        rows.append(row)
    uvl = bm.loops.layers.uv.new('UVMap') if uv else None
    for j in range(nb):
        for i in range(na):
            q = (rows[j][i], rows[j][i + 1], rows[j + 1][i + 1], rows[j + 1][i])
            f = bm.faces.new(tuple(reversed(q)) if flip else q)
            if uvl:
                ab = {q[0]: (i, j), q[1]: (i + 1, j), q[2]: (i + 1, j + 1), q[3]: (i, j + 1)}
                for lp in f.loops:
                    ii, jj = ab[lp.vert]
                    lp[uvl].uv = (b0 + (b1 - b0) * jj / nb, a0 + (a1 - a0) * ii / na)
    bm.to_mesh(me)
    bm.free()
    for p in me.polygons:
        p.use_smooth = True
    ob = bpy.data.objects.new(name, me)
    bpy.context.scene.collection.objects.link(ob)
    me.materials.append(mat)
    so = ob.modifiers.new('thick', 'SOLIDIFY')
    so.thickness = thick
    so.offset = -1
    if soft:
        sub = ob.modifiers.new('soft', 'SUBSURF')
        sub.levels = sub.render_levels = 1
    return ob


def soft_bed(x0, x1, y0, y1, head_at, s, lamps_on, seed=0, throw_on=True, dress=None, knit=None, duvet_opt=None):
    """A made bed with soft bedding. (x0..x1, y0..y1) is its footprint; the headboard on side `head_at`; `throw_on`
    False: no throw across the foot (a plain white bed; the coloured band read as a painted runner in some rooms);
    `dress` 'layered' (scene option `bed_dress`): a knitted throw laid askew over the foot and down the window side,
    and a lumbar cushion in its colour before the square one (in place of the band; a plain white bed read as bare);
    `knit` 'soft' (scene option): that throw's knit less regular (_knit); 'cable': a chunky cable knit (_cable_knit);
    `dress` 'draped': the throw folded into a band square across the foot and falling over the foot edge and sides;
    `duvet_opt` 'sateen' (scene option `duvet`): a warm ivory sateen duvet with a double-stitched border 6 and 8 cm above its hem, a
    cotton's fine crinkle and a soft sheen, a few shallow creases over its top, and the turned-down sheet a crisper white
    with a taupe double stitch along its fold (_sateen; the plain duvet read as a smooth white slab)."""
    r = rng(seed + 11)
    frame = s['bedframe']
    w_lin = linen(s['linen'], name='sheet')
    # an ivory duvet a shade off white: a pure white one is the brightest thing in the picture
    duvet = linen('#efe7da' if s['style'] == 'sorrento' else '#e9e8e4', name='duvet')
    sateen = duvet_opt == 'sateen'
    throw = linen(s['throw'], sheen=0.3, name='throw')
    cush = linen(s['cushion'], name='cushion')
    horizontal = head_at in ('x0', 'x1')
    width = (y1 - y0) if horizontal else (x1 - x0)
    length = (x1 - x0) if horizontal else (y1 - y0)

    def W(u, v):
        if head_at == 'y1':
            return x0 + u, y0 + v
        if head_at == 'x0':
            return x1 - v, y0 + u
        return x0 + v, y0 + u

    flip = head_at == 'x1'

    def B(name, u0, u1, v0, v1, z0, z1, mat, soft=False, bevel=0.01, level=2):
        (ax, ay), (bx, by) = W(u0, v0), W(u1, v1)
        X0, X1, Y0, Y1 = min(ax, bx), max(ax, bx), min(ay, by), max(ay, by)
        if soft:
            return soft_box(name, X0, X1, Y0, Y1, z0, z1, mat, level=level)
        return box(name, X0, X1, Y0, Y1, z0, z1, mat, bevel=bevel)

    hb = s['headboard']
    hb_h = 1.25 if width > 1.5 else 1.1
    if s['style'] == 'sorrento':
        B('headboard', -0.06, width + 0.06, length - 0.08, length, 0.0, hb_h, linen(hb, name='headboard'), soft=True)
        B('headcap', -0.08, width + 0.08, length - 0.09, length + 0.0, hb_h - 0.02, hb_h + 0.04, frame, bevel=0.01)
        B('bedbase', 0.0, width, 0.0, length - 0.08, 0.08, 0.34, frame, bevel=0.015)
        for u in (0.05, width - 0.05):
            B('leg', u - 0.03, u + 0.03, 0.02, 0.08, 0.0, 0.08, frame)
    else:
        B('headboard', -0.25, width + 0.25, length - 0.07, length, 0.0, hb_h, linen(hb, name='headboard', bump=0.6), soft=True)
        B('bedbase', 0.03, width - 0.03, 0.03, length - 0.07, 0.0, 0.32, linen(s['base'], name='bedbase'), bevel=0.02)
    top = 0.56  # the mattress top
    B('mattress', 0.02, width - 0.02, 0.02, length - 0.1, 0.33, top, w_lin, soft=True)

    # the duvet: a surface over the mattress from the foot to below the pillows, rounding over the edges
    v_end = length - 0.62
    S = 0.3  # how far it hangs
    rr = 0.07  # the radius it rounds over the edge with
    ph = [r.random() * math.tau for _ in range(8)]
    creases = []
    if sateen:
        rc = rng(seed + 71)
        for k in range(10):
            ang = rc.uniform(-0.6, 0.6) + (math.pi / 2 if k % 2 else 0.0)
            creases.append((rc.uniform(0.1, 0.9) * width, rc.uniform(0.1, v_end - 0.1), math.cos(ang), math.sin(ang), rc.uniform(0.2, 0.5),
                            rc.uniform(0.018, 0.035), rc.uniform(0.01, 0.018) * (1 if k % 3 else -0.6)))

    def puff(u, v):
        # a soft, slightly uneven top: low broad swells and a few shallow diagonal creases
        z = 0.05 + 0.012 * math.sin(u * 3.1 + ph[0]) * math.sin(v * 2.3 + ph[1])
        z += 0.006 * math.sin(u * 7.0 + v * 5.0 + ph[2]) + 0.004 * math.sin(u * 11.0 - v * 9.0 + ph[3])
        # less loft near the edges, where it turns over
        e = min(u, width - u, v, 1.0)
        z = z * (0.55 + 0.45 * min(1.0, max(0.0, e) / 0.25))
        if sateen:
            # (`duvet` 'sateen') a few shallow creases, soft ridges a few centimetres wide fading toward their ends
            for cu, cv, ca, sa, ln, wd, amp in creases:
                du, dv = u - cu, v - cv
                al, ac = du * ca + dv * sa, -du * sa + dv * ca
                if abs(al) < ln and abs(ac) < 3 * wd:
                    z += amp * math.exp(-(ac / wd) ** 2) * 0.5 * (1 + math.cos(math.pi * al / ln))
        return z

    def drape(a, b, lift, head):
        # nearest point of the top footprint (0..width, 0..head) and the way out of it
        cu, cv = min(max(a, 0.0), width), min(max(b, 0.0), head)
        du, dv = a - cu, b - cv
        t = math.hypot(du, dv)
        zt = top + puff(cu, cv) + lift
        if t < 1e-6:
            return a, b, zt
        nu, nv = du / t, dv / t
        arc = rr * math.pi / 2
        if t <= arc:
            th = t / rr
            h, dz = rr * math.sin(th), rr * (1 - math.cos(th))
        else:
            h, dz = rr + (t - arc) * 0.14, rr + (t - arc)
        # folds in the hanging part, stronger toward the hem
        along = cv if abs(nu) > abs(nv) else cu
        f = max(0.0, (t - arc) / S)
        h += f * (0.018 * math.sin(along * 14.0 + ph[4]) + 0.01 * math.sin(along * 31.0 + ph[5]))
        return cu + nu * (h + lift * 0.6), cv + nv * (h + lift * 0.6), zt - dz

    if sateen:
        _sheet('duvet', -S, width + S, -S, v_end, 128, 144, lambda a, b: drape(a, b, 0.0, v_end), W, _sateen('#e8dfcf', width, S, v_end), flip, thick=0.02,
               uv=True)
        # the turned-down sheet: its fold toward the foot a little fuller, a soft ripple along it
        _sheet('turndown', -S * 0.85, width + S * 0.85, v_end - 0.3, v_end + 0.02, 112, 12,
               lambda a, b: drape(a, min(b, v_end), 0.012 + 0.025 * max(0.0, 1 - abs(b - v_end + 0.02) / 0.05)
                                  + 0.012 * max(0.0, 1 - (b - v_end + 0.3) / 0.06) + 0.004 * math.sin(a * 5.0 + ph[5]), v_end),
               W, _sateen('#f2efe8', width, S, v_end, sheet=True), flip, thick=0.01, uv=True)
    else:
        _sheet('duvet', -S, width + S, -S, v_end, 64, 72, lambda a, b: drape(a, b, 0.0, v_end), W, duvet, flip, thick=0.02)
        # the top sheet turned down over the duvet's head end, a rolled lip along it
        _sheet('turndown', -S * 0.85, width + S * 0.85, v_end - 0.3, v_end + 0.02, 56, 8,
               lambda a, b: drape(a, min(b, v_end), 0.012 + 0.025 * max(0.0, 1 - abs(b - v_end + 0.02) / 0.05), v_end), W, w_lin, flip, thick=0.01)
    # a throw across the foot, following the duvet and hanging a little shorter
    # (a soft woven throw with a little body: shallow ripples across it, a thicker edge)
    if dress == 'layered':
        # a chunky knitted wool throw folded in two, laid a little askew across the foot (not square to it) and from a
        # quarter of the way across down over the window side (u = width on a side wall's bed), hanging a little shorter
        # than the duvet: its folded edge toward the pillows rolled and thicker, a few broad soft folds along it and the
        # knit's ribs (_knit) in its colour; the full-width band of one smooth colour read as a painted runner
        a0, a1, b0, b1 = width * 0.25, width + S * 0.85, 0.06, 0.6
        skew = 0.1

        def over(a, b):
            bb = b + skew * (a - width / 2)
            f = (b - b0) / (b1 - b0)
            lift = 0.018 + 0.01 * math.sin(a * 5.5 + ph[7]) * math.sin(math.pi * f) + 0.022 * max(0.0, 1 - (b1 - b) / 0.07)
            return drape(a, bb, lift, v_end)

        _sheet('throw', a0, a1, b0, b1, 64, 18, over, W, _knit(s['throw'], 'X' if horizontal else 'Y', soft=knit == 'soft', cable=knit == 'cable'), flip,
               thick=0.03, uv=knit == 'cable')
    elif dress == 'draped':
        # (scene option `bed_dress` 'draped') a knitted throw folded in three into a band and laid square across the foot,
        # over the duvet's whole width and down its sides, falling over the foot edge to a hand above the duvet's hem (the
        # 'layered' throw lay askew on top and read as a flat slab): two layers, the top one's folded edge toward the
        # foot rolled, a few broad soft waves along the band, rounded edges (_sheet `soft`); the lumbar and square
        # cushions as 'layered'
        km = _knit(s['throw'], 'X' if horizontal else 'Y', soft=knit == 'soft', cable=knit == 'cable')
        a0, a1, b0, b1 = -0.2, width + 0.2, -0.21, 0.5

        def wave(a, b):
            return 0.007 * math.sin(a * 4.3 + ph[7]) * math.sin(math.pi * min(1.0, max(0.0, (b - b0) / (b1 - b0)))) + 0.004 * math.sin(a * 9.1 + ph[6])

        def under(a, b):
            return drape(a, b, 0.016 + wave(a, b) + 0.012 * max(0.0, 1 - (b1 - b) / 0.05), v_end)

        def upper(a, b):
            # the fold: the top layer turns under at b = 0.08, rounded over a few centimetres
            fold = 0.014 * max(0.0, 1 - (b - 0.08) / 0.05)
            return drape(a, b, 0.05 + wave(a, b) + fold + 0.01 * max(0.0, 1 - (b1 - b) / 0.05), v_end)

        _sheet('throw', a0, a1, b0, b1, 72, 24, under, W, km, flip, thick=0.028, uv=knit == 'cable', soft=True)
        _sheet('throwfold', a0 - 0.01, a1 + 0.01, 0.08, b1 + 0.01, 72, 14, upper, W, km, flip, thick=0.024, uv=knit == 'cable', soft=True)
    elif throw_on:
        _sheet('throw', -S * 0.8, width + S * 0.8, 0.14, 0.62, 72, 16,
               lambda a, b: drape(a, b, 0.016 + 0.007 * (1 + math.sin(a * 8.0 + b * 5.0 + ph[6])) * math.sin(math.pi * (b - 0.14) / 0.48), v_end),
               W, throw, flip, thick=0.022)

    # pillows: per sleeper two plump sleeping pillows leaning on the headboard, one behind the other, and one
    # smaller decorative cushion in the accent colour on each bed (pillow(): seams, corners, a waist, no blocks)
    yaw = {'y1': 0.0, 'x0': 90.0, 'x1': -90.0}[head_at]
    npw = 2 if width > 1.3 else 1
    pw = (width - 0.1) / npw
    cush_m = linen(s['cushion'], sheen=0.7, name='cushion', bump=0.6)
    for i in range(npw):
        uc = 0.05 + (i + 0.5) * pw
        pwid = min(pw - 0.08, 0.74)
        pillow('pillow_back', W(uc, length - 0.25), top + 0.22, pwid, 0.5, 0.2, 74.0 + 3 * r.random(), yaw, w_lin, seed + 20 + i)
        pillow('pillow', W(uc + 0.015 * (r.random() - 0.5), length - 0.43), top + 0.19, pwid - 0.03, 0.48, 0.18, 62.0 + 4 * r.random(), yaw, w_lin,
               seed + 30 + i)
    if dress in ('layered', 'draped'):
        # square cushions in the accent colour (one on a single bed, two on a wider one) and before them a lumbar
        # cushion in the throw's colour, so the bed's colour is in two places, the throw and the cushions
        us = [width / 2] if npw == 1 else [width / 2 - 0.25, width / 2 + 0.25]
        for k, uc in enumerate(us):
            pillow('cushion', W(uc, length - 0.58), top + 0.17, 0.42, 0.42, 0.15, 62.0 - 3 * k, yaw + (4 - 8 * k), cush_m, seed + 40 + k, waist=0.1)
        lum = linen(s['throw'], sheen=0.7, name='lumbar', bump=0.6)
        pillow('lumbar', W(width / 2, length - 0.76), top + 0.13, 0.56, 0.3, 0.14, 56.0, yaw, lum, seed + 45, waist=0.08)
    else:
        pillow('cushion', W(width / 2, length - 0.6), top + 0.17, 0.42, 0.42, 0.15, 60.0, yaw, cush_m, seed + 40, waist=0.1)


def _sateen(c, width, S, v_end, sheet=False):
    """(soft_bed `duvet` 'sateen') a cotton sateen on the duvet's UV map (_sheet `uv`: U along the bed from the foot's
    hem at -S, V across from the side's hem at -S to width + S, in metres): a fine crinkle (a stretched noise as bump)
    and a broader soft mottle, a little sheen; the duvet a double-stitched border 6 and 8 cm above its hems (shallow
    grooves in a pale taupe thread); `sheet`: the turned-down sheet, a taupe double stitch 4.5 and 6 cm from its fold."""
    c = col(c)

    def make():
        m, nt, b = _mat('sheet_td' if sheet else 'sateen')
        v = _coord(nt)
        uv = nt.nodes.new('ShaderNodeSeparateXYZ')
        nt.links.new(_coord(nt, 'UV'), uv.inputs[0])
        U, V = uv.outputs['X'], uv.outputs['Y']
        if sheet:
            d = _math(nt, 'SUBTRACT', U, v_end - 0.3)
            lines, w, thread = (0.045, 0.06), 0.004, col('#9c8b74')
        else:
            d = _math(nt, 'MINIMUM', _math(nt, 'MINIMUM', _math(nt, 'ADD', V, S), _math(nt, 'SUBTRACT', width + S, V)), _math(nt, 'ADD', U, S))
            lines, w, thread = (0.06, 0.08), 0.005, col('#bcab92')
        g = None
        for ln in lines:
            gi = _math(nt, 'MAXIMUM', _math(nt, 'SUBTRACT', 1.0, _math(nt, 'DIVIDE', _math(nt, 'ABSOLUTE', _math(nt, 'SUBTRACT', d, ln)), w)), 0.0)
            g = gi if g is None else _math(nt, 'MAXIMUM', g, gi)
        n = _noise(nt, v, 3, 3, 0.5)
        base = _ramp(nt, n.outputs['Fac'], [(0.3, _shade(c, 0.965)), (0.7, _shade(c, 1.02))])
        mix = nt.nodes.new('ShaderNodeMix')
        mix.data_type = 'RGBA'
        nt.links.new(_math(nt, 'MULTIPLY', g, 0.75), mix.inputs['Factor'])
        nt.links.new(base, mix.inputs[6])
        mix.inputs[7].default_value = (*thread, 1)
        nt.links.new(mix.outputs[2], b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.62
        b.inputs['Specular'].default_value = 0.32
        b.inputs['Sheen'].default_value = 0.7
        b.inputs['Sheen Tint'].default_value = 0.3
        # the cotton's fine crinkle (a noise stretched along the weave) under the grooves of the stitching
        cr = _noise(nt, _mapping(nt, v, (1.0, 1.0, 3.0)), 45, 3, 0.6, 0.5)
        h = _math(nt, 'MULTIPLY_ADD', cr.outputs['Fac'], 0.35, _math(nt, 'MULTIPLY', g, -0.5))
        _bump(nt, b, h, 0.5, 0.008)
        return m

    return cached(('sateen', c, round(width, 4), S, round(v_end, 4), sheet), make)


def _bands(nt, v, axis, scale, distortion, detail_scale=1.0):
    """A wave texture of sine bands along `axis` of the coordinates v (a knit's ribs, its rows of stitches)."""
    wv = nt.nodes.new('ShaderNodeTexWave')
    wv.wave_type = 'BANDS'
    wv.bands_direction = axis
    wv.wave_profile = 'SIN'
    wv.inputs['Scale'].default_value = scale
    wv.inputs['Distortion'].default_value = distortion
    wv.inputs['Detail Scale'].default_value = detail_scale
    nt.links.new(v, wv.inputs['Vector'])
    return wv


def _knit(c, axis, soft=False, cable=False):
    """A chunky rib-knit wool (soft_bed's 'layered' throw): ribs two centimetres apart running across the bed (bands
    along the bed's length axis `axis`), a shade darker in each furrow and a little irregular, with a soft sheen."""
    c = col(c)

    def make():
        m, nt, b = _mat('knit')
        v = _coord(nt)
        # (Blender's bands: sin(20 x scale), so scale 17 gives a rib every 1.85 cm)
        wv = _bands(nt, v, axis, 17.0, 0.6, 3.0)
        n = _noise(nt, v, 6, 3, 0.5)
        ribs = _ramp(nt, wv.outputs['Fac'], [(0.0, _shade(c, 0.7)), (0.55, _shade(c, 0.98)), (1.0, _shade(c, 1.06))])
        # a faint mottle over the ribs, as the wool's tone varies
        nt.links.new(_multiply(nt, ribs, _ramp(nt, n.outputs['Fac'], [(0.3, (0.94, 0.94, 0.94)), (0.7, (1.0, 1.0, 1.0))])), b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.95
        b.inputs['Specular'].default_value = 0.15
        b.inputs['Sheen'].default_value = 0.9
        _bump(nt, b, wv.outputs['Fac'], 0.5, 0.006)
        return m

    if cable:
        return _cable_knit(c)
    if soft:
        return _soft_knit(c, axis)
    return cached(('knit', c, axis), make)


def _soft_knit(c, axis):
    """(soft_bed `knit` 'soft') a hand-knitted look: _knit's ribs read as even corduroy in the pictures, so here they are a
    little wider (2.2 cm) and wander more, their furrows shallower and fading in and out along the throw, with the knit's
    stitches as a faint row of beads along each rib (a finer band across them) and a broader mottle in the wool's tone."""
    def make():
        m, nt, b = _mat('softknit')
        v = _coord(nt)
        other = {'X': 'Y', 'Y': 'X'}.get(axis, 'X')
        wv = _bands(nt, v, axis, 14.5, 2.2, 1.5)
        st = _bands(nt, v, other, 26.0, 1.0)
        fade = _noise(nt, v, 2.5, 2, 0.5)
        n = _noise(nt, v, 4, 3, 0.55)
        ribs = _ramp(nt, wv.outputs['Fac'], [(0.0, _shade(c, 0.84)), (0.5, _shade(c, 0.99)), (1.0, _shade(c, 1.04))])
        # the furrows fade where the low noise is high: ribs mixed toward the flat colour
        mix = nt.nodes.new('ShaderNodeMixRGB')
        nt.links.new(_ramp(nt, fade.outputs['Fac'], [(0.35, (0.0, 0.0, 0.0)), (0.7, (0.6, 0.6, 0.6))]), mix.inputs['Fac'])
        nt.links.new(ribs, mix.inputs['Color1'])
        mix.inputs['Color2'].default_value = (*_shade(c, 0.97), 1)
        beads = _ramp(nt, st.outputs['Fac'], [(0.0, (0.93, 0.93, 0.93)), (1.0, (1.0, 1.0, 1.0))])
        tone = _ramp(nt, n.outputs['Fac'], [(0.3, (0.92, 0.92, 0.92)), (0.7, (1.02, 1.02, 1.02))])
        nt.links.new(_multiply(nt, _multiply(nt, mix.outputs[0], beads), tone), b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.95
        b.inputs['Specular'].default_value = 0.15
        b.inputs['Sheen'].default_value = 1.0
        hb = nt.nodes.new('ShaderNodeMath')
        hb.operation = 'MULTIPLY_ADD'
        nt.links.new(st.outputs['Fac'], hb.inputs[0])
        hb.inputs[1].default_value = 0.35
        nt.links.new(wv.outputs['Fac'], hb.inputs[2])
        _bump(nt, b, hb.outputs[0], 0.45, 0.006)
        return m

    return cached(('softknit', c, axis), make)


# (soft_bed `knit` 'cable') a chunky cable knit: the ribbed knits (_knit, _soft_knit) read as corduroy or flat ribbed
# rectangles at full size. A tile of the knit's relief is drawn here (12.5 x 14 cm; no numpy in Blender's Python: plain
# loops) and repeated over the throw's UV map (bedding._sheet `uv`, in metres): a two-strand cable 5.5 cm wide, a column
# of three stockinette Vs beside it, narrow purl channels between; the relief drives the bump and darkens the wool in
# its hollows, and a full sheen gives the fuzz of a chunky wool.
_CABLE_TILE = (0.125, 0.14)


def _cable_height(nx, ny):
    # drawn in units of a 16 x 18 cm tile, laid at _CABLE_TILE's size (a 7 cm cable read loud, so 5.5 cm)
    tx, ty = 0.16, 0.18
    P, th = ty / 2, math.radians(24)
    cs, sn = math.cos(th), math.sin(th)
    cw, rh = 0.02, ty / 12
    out = []
    for j in range(ny):
        yy = (j + 0.5) / ny * ty
        for i in range(nx):
            xx = (i + 0.5) / nx * tx
            if 0.0075 <= xx < 0.0775:
                # the cable: two strands crossing every half period, the one moving right in front
                t = (xx - 0.0075) / 0.07
                hgt = 0.0
                for k in (0, 1):
                    ph = 2 * math.pi * yy / P + k * math.pi
                    c = 0.5 + 0.22 * math.sin(ph)
                    d = (t - c) / 0.21
                    if abs(d) < 1:
                        sh = math.sqrt(1 - d * d)
                        # the strand's own stitches, chevrons along it
                        sh *= 0.82 + 0.18 * math.cos(2 * math.pi * yy / (rh * 0.8) + 5.0 * (t - c)) ** 2
                        hgt = max(hgt, sh * (1.0 if math.cos(ph) > 0 else 0.78))
                h = 0.12 + 0.88 * hgt
            elif 0.0925 <= xx < 0.1525:
                # stockinette: a column of Vs, each two slanted legs
                fx = ((xx - 0.0925) % cw) / cw
                fy = (yy % rh) / rh
                hgt = 0.0
                for cxl, sgn in ((0.28, 1), (0.72, -1)):
                    dx, dy = (fx - cxl) * cw * sgn, (fy - 0.5) * rh
                    al = -dx * sn + dy * cs
                    ac = dx * cs + dy * sn
                    e = 1 - (al / (0.6 * rh)) ** 2 - (ac / (0.2 * cw)) ** 2
                    if e > 0:
                        hgt = max(hgt, math.sqrt(e))
                h = 0.1 + 0.8 * hgt
            else:
                # the purl channels: small round bumps, low
                h = 0.08 + 0.2 * (0.5 + 0.5 * math.sin(2 * math.pi * yy / 0.0075)) * (0.6 + 0.4 * math.cos(2 * math.pi * xx / 0.0075))
            out += (h, h, h, 1.0)
    return out


def _cable_knit(c):
    def make():
        m, nt, b = _mat('cableknit')
        nx, ny = 160, 180
        img = cached(('cabletile',), lambda: packed_image('cabletile', nx, ny, _cable_height(nx, ny), data=True))
        uv = nt.nodes.new('ShaderNodeUVMap')
        uv.uv_map = 'UVMap'
        # the hand-knit's unevenness: the pattern wanders a few millimetres (a slow noise added to the UVs)
        wob = _noise(nt, uv.outputs['UV'], 9, 2, 0.5)
        off = nt.nodes.new('ShaderNodeVectorMath')
        off.operation = 'MULTIPLY_ADD'
        nt.links.new(wob.outputs['Color'], off.inputs[0])
        off.inputs[1].default_value = (0.008, 0.008, 0.0)
        nt.links.new(uv.outputs['UV'], off.inputs[2])
        mp = nt.nodes.new('ShaderNodeMapping')
        mp.inputs['Scale'].default_value = (1 / _CABLE_TILE[0], 1 / _CABLE_TILE[1], 1.0)
        nt.links.new(off.outputs[0], mp.inputs['Vector'])
        ti = nt.nodes.new('ShaderNodeTexImage')
        ti.image = img
        ti.interpolation = 'Cubic'
        nt.links.new(mp.outputs['Vector'], ti.inputs['Vector'])
        v = _coord(nt)
        n = _noise(nt, v, 5, 3, 0.55)
        # the wool darker in the knit's hollows, a broad mottle in its tone
        shade = _ramp(nt, ti.outputs['Color'], [(0.05, _shade(c, 0.7)), (0.5, _shade(c, 0.94)), (1.0, _shade(c, 1.04))])
        tone = _ramp(nt, n.outputs['Fac'], [(0.3, (0.93, 0.93, 0.93)), (0.7, (1.03, 1.03, 1.03))])
        nt.links.new(_multiply(nt, shade, tone), b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 1.0
        b.inputs['Specular'].default_value = 0.12
        b.inputs['Sheen'].default_value = 1.0
        b.inputs['Sheen Tint'].default_value = 0.6
        _bump(nt, b, ti.outputs['Color'], 0.75, 0.008)
        return m

    return cached(('cableknit', c), make)


def pillow(name, at, zc, w, h, T, tilt, yaw, mat, seed=0, n=22, waist=0.06):
    """A plump pillow or cushion: two faces sewn at a seam round its edge, full in the middle and thinning to the
    seam, a little waisted along its sides so the corners stand out as ears, a few soft dents. Built flat (w across,
    h along, T thick), tilted up by `tilt` degrees about its width (leaning back toward the headboard), turned by
    `yaw` and centred at (at, zc)."""
    r = rng(seed)
    ph = [r.random() * math.tau for _ in range(4)]
    me = bpy.data.meshes.new(name)
    bm = bmesh.new()
    front, back = {}, {}

    def pos(x, y, side):
        f = ((1 - abs(x) ** 3.2) * (1 - abs(y) ** 3.2)) ** 0.55
        dent = 1.0 + 0.06 * math.sin(x * 2.3 + ph[0]) * math.sin(y * 2.1 + ph[1]) + 0.04 * math.sin(x * 5.0 + y * 3.0 + ph[2])
        X = x * w / 2 * (1 - waist * (1 - y * y))
        Y = y * h / 2 * (1 - waist * (1 - x * x))
        return (X, Y, side * T / 2 * f * dent)

    for j in range(n + 1):
        for i in range(n + 1):
            x, y = -1 + 2 * i / n, -1 + 2 * j / n
            edge = i in (0, n) or j in (0, n)
            front[i, j] = bm.verts.new(pos(x, y, 1))
            back[i, j] = front[i, j] if edge else bm.verts.new(pos(x, y, -1))
    for j in range(n):
        for i in range(n):
            bm.faces.new((front[i, j], front[i + 1, j], front[i + 1, j + 1], front[i, j + 1]))
            bm.faces.new((back[i, j + 1], back[i + 1, j + 1], back[i + 1, j], back[i, j]))
    bm.to_mesh(me)
    bm.free()
    me.polygons.foreach_set('use_smooth', [True] * len(me.polygons))
    ob = bpy.data.objects.new(name, me)
    bpy.context.scene.collection.objects.link(ob)
    me.materials.append(mat)
    ob.rotation_euler = (math.radians(tilt), 0.0, math.radians(yaw))
    ob.location = (at[0], at[1], zc)
    return ob


def flat_rug(x0, x1, y0, y1, c, c2, z=0.0):
    """A flat-woven rug: an even field in the darker of its two colours with a fine weave, and a narrow band in the
    lighter one a hand's width in from the edge; no mottle, so it reads as a rug and not as a stain on the floor."""
    field = linen(c2, sheen=0.25, name='rugfield', bump=1.2)
    band = linen(c, sheen=0.25, name='rugband', bump=1.2)
    box('rug', x0, x1, y0, y1, z, z + 0.012, field, bevel=0.004)
    i, b, zt = 0.1, 0.05, z + 0.012
    box('rugband', x0 + i, x1 - i, y0 + i, y0 + i + b, zt, zt + 0.0008, band)
    box('rugband', x0 + i, x1 - i, y1 - i - b, y1 - i, zt, zt + 0.0008, band)
    box('rugband', x0 + i, x0 + i + b, y0 + i + b, y1 - i - b, zt, zt + 0.0008, band)
    box('rugband', x1 - i - b, x1 - i, y0 + i + b, y1 - i - b, zt, zt + 0.0008, band)


def bordered_rug(x0, x1, y0, y1, field, border, line, motif, z=0.0, bw=0.24):
    """A hand-knotted rug with a border (the Family Suite's sitting group): a pale field with a lattice of small
    diamonds, a broad border band in a deep colour between two thin lines in a third, and a narrow field-coloured
    guard outside it; each part a separate flat layer so the pattern stays crisp at any distance."""
    box('rug', x0, x1, y0, y1, z, z + 0.012, linen(field, sheen=0.25, name='rugfield2', bump=1.2), bevel=0.004)
    zt = z + 0.012
    bm = linen(border, sheen=0.3, name='rugborder', bump=1.2)
    lm = linen(line, sheen=0.3, name='rugline', bump=1.0)

    def frame(i, w, m, dz):
        box('rugfr', x0 + i, x1 - i, y0 + i, y0 + i + w, zt, zt + dz, m)
        box('rugfr', x0 + i, x1 - i, y1 - i - w, y1 - i, zt, zt + dz, m)
        box('rugfr', x0 + i, x0 + i + w, y0 + i + w, y1 - i - w, zt, zt + dz, m)
        box('rugfr', x1 - i - w, x1 - i, y0 + i + w, y1 - i - w, zt, zt + dz, m)

    g = 0.07  # the outer guard
    frame(g, bw, bm, 0.0008)
    frame(g - 0.018, 0.012, lm, 0.0009)
    frame(g + bw + 0.006, 0.012, lm, 0.0009)
    # small diamonds in the border band and a lattice of them across the field, in one mesh
    V, F = [], []

    def diamond(cx, cy, r):
        k = len(V)
        V.extend([(cx + r, cy, zt + 0.001), (cx, cy + r * 0.8, zt + 0.001), (cx - r, cy, zt + 0.001), (cx, cy - r * 0.8, zt + 0.001)])
        F.append((k, k + 1, k + 2, k + 3))

    bc = g + bw / 2
    for (a0, a1, b, along) in ((x0 + bc, x1 - bc, y0 + bc, 'x'), (x0 + bc, x1 - bc, y1 - bc, 'x'), (y0 + bc, y1 - bc, x0 + bc, 'y'), (y0 + bc, y1 - bc, x1 - bc, 'y')):
        n = max(2, int((a1 - a0) / 0.3))
        for i in range(n + 1):
            a = a0 + (a1 - a0) * i / n
            diamond(a, b, 0.05) if along == 'x' else diamond(b, a, 0.05)
    fi = g + bw + 0.2
    fx0, fx1, fy0, fy1 = x0 + fi, x1 - fi, y0 + fi, y1 - fi
    nx, ny = max(1, int((fx1 - fx0) / 0.42)), max(1, int((fy1 - fy0) / 0.42))
    for i in range(nx + 1):
        for j in range(ny + 1):
            cx, cy = fx0 + (fx1 - fx0) * i / nx, fy0 + (fy1 - fy0) * j / ny
            diamond(cx, cy, 0.07 if (i + j) % 2 == 0 else 0.035)
    me = bpy.data.meshes.new('rugmotif')
    me.from_pydata(V, [], F)
    ob = bpy.data.objects.new('rugmotif', me)
    bpy.context.scene.collection.objects.link(ob)
    me.materials.append(linen(motif, sheen=0.3, name='rugmotif', bump=1.0))
    # a medallion: a large diamond in the line colour with a diamond of the border colour inside it
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    for r, m, dz in ((0.42, lm, 0.0014), (0.3, bm, 0.0018), (0.12, lm, 0.0022)):
        me = bpy.data.meshes.new('rugmed')
        me.from_pydata([(cx + r, cy, zt + dz), (cx, cy + r, zt + dz), (cx - r, cy, zt + dz), (cx, cy - r, zt + dz)], [], [(0, 1, 2, 3)])
        ob = bpy.data.objects.new('rugmed', me)
        bpy.context.scene.collection.objects.link(ob)
        me.materials.append(m)


def corridor_console(sd, s, c0, c1, lamps):
    """A walnut console from c0 to c1 on the corridor wall (y = 0) with a table lamp, books and a vase, and a large
    print above it (the Family Suite's picture 4 looks back at that wall)."""
    cx = (c0 + c1) / 2
    box('console', c0, c1, 0.02, 0.42, 0.12, 0.76, s['wood_dark'], bevel=0.006)
    box('console_top', c0 - 0.02, c1 + 0.02, 0.0, 0.44, 0.76, 0.8, s['table_top'], bevel=0.004)
    for lx in (c0 + 0.04, c1 - 0.04):
        for ly in (0.06, 0.38):
            box('console_leg', lx - 0.025, lx + 0.025, ly - 0.025, ly + 0.025, 0.0, 0.12, s['wood_dark'])
    A.table_lamp(c0 + 0.28, 0.22, 0.8, s, lamps, 0.8)
    lathe('vase', c1 - 0.3, 0.22, 0.8, [(0.0, 0), (0.06, 0), (0.09, 0.12), (0.05, 0.3), (0.055, 0.34)], plain('#2f7f8a', 0.3, name='vase'), 48)
    for k, bc in enumerate((s['book'], '#e6e1d8', '#3b4a45')):
        box('book', cx - 0.2 + 0.01 * k, cx + 0.12 - 0.01 * k, 0.1 + 0.01 * k, 0.32, 0.8 + k * 0.035, 0.83 + k * 0.035, plain(bc, 0.6, name='book' + bc[1:]), bevel=0.003)
    # the print above it
    A.corridor_print(cx, 1.7, min(1.4, c1 - c0), 0.95, s, sd['seed'] + 7)


def bench(xa, xb, y0, y1, s, c=None):
    """An upholstered bench (a soft seat on four legs) from xa to xb, y0 to y1, in the headboard's colour."""
    seat = linen(c or s['headboard'], sheen=0.4, name='bench', bump=0.5)
    soft_box('bench_seat', xa, xb, y0, y1, 0.34, 0.48, seat, level=2)
    for (lx, ly) in ((xa + 0.05, y0 + 0.05), (xb - 0.05, y0 + 0.05), (xa + 0.05, y1 - 0.05), (xb - 0.05, y1 - 0.05)):
        box('bench_leg', lx - 0.02, lx + 0.02, ly - 0.02, ly + 0.02, 0.0, 0.35, s['bedframe'])


def bedroom_soft(sc, sd):
    """The room scene of rooms.py (which now makes its beds with soft_bed, its rugs with flat_rug, hangs an Amalfi
    room's print on the face of its slatted wall, lays the calm marble floor and puts an Amalfi room's console and
    print on the corridor wall, _amalfi_dressing) with a hero's extras: a bench at a single bed's foot, the desk
    variant without a plant in the window corner, a potted olive in a Sorrento room's corridor corner."""
    out = rooms.room_scene(sc, sd)
    if sd['layout'] == 'side' and sd['beds'] == 1 and sd['head'] in ('x0', 'x1'):
        _foot_bench(sd)
    if sd.get('variant') == 'desk':
        _desk_corner(sd, A.art_frame)
    if sd.get('hotel') != 'amalfi':
        # a potted olive in the corner between the headboard wall and the corridor wall (dressing.pot_plant, as in the
        # window corner; assets.plant's paddle leaves on sticks read as plastic), its leaves kept off the two walls and
        # clear of the nightstand; seed 30 for a tree whose trunk and branches all lean out of the x0 corner (checked
        # with the olive's bark extents over seeds 0-59: the room's own seed sent a low branch into the wall)
        import dressing
        W = sd['w']
        x = 0.42 if sd['head'] == 'x0' else W - 0.42
        cx0, cx1 = (0.05, 1.3) if sd['head'] == 'x0' else (W - 1.3, W - 0.05)
        dressing.pot_plant(x, 0.42, rooms.style(sd['hotel'], sd['accent']), h=1.6, seed=30, clip=(cx0, cx1, 0.05, 1.5))
    return out


def _amalfi_dressing(sd):
    """An Amalfi room (rooms.bedroom): a console with a large print on the corridor wall between the headboard wall and
    the door (a bare wall there filled the left of the frame)."""
    s = rooms.style(sd['hotel'], sd['accent'])
    W = sd['w']
    # the console on the corridor wall (y = 0), clear of the headboard wall's nightstand and of the door
    dx = W - 1.2 if sd['head'] != 'x1' else 1.2
    c0, c1 = (0.9, min(2.3, dx - 0.8)) if sd['head'] != 'x1' else (max(W - 2.3, dx + 0.8), W - 0.9)
    if c1 - c0 > 0.9:
        cx = (c0 + c1) / 2
        box('console', c0, c1, 0.02, 0.4, 0.12, 0.74, s['wood_dark'], bevel=0.006)
        box('console_top', c0 - 0.02, c1 + 0.02, 0.0, 0.42, 0.74, 0.78, s['table_top'], bevel=0.004)
        box('console_kick', c0 + 0.05, c1 - 0.05, 0.06, 0.36, 0.0, 0.12, s['metal'])
        lathe('vase', c0 + 0.25, 0.2, 0.78, [(0.0, 0), (0.06, 0), (0.09, 0.12), (0.05, 0.3), (0.055, 0.34)], plain('#c9c2b6', 0.4, name='vase'), 48)
        for k, bc in enumerate(('#1f3550', '#e6e1d8', '#2f7f8a')):
            box('book', c1 - 0.5, c1 - 0.2, 0.08, 0.3, 0.78 + k * 0.035, 0.81 + k * 0.035, plain(bc, 0.6, name='book' + bc[1:]), bevel=0.003)
        # a large print above it
        A.corridor_print(cx, 1.62, min(1.3, c1 - c0), 0.9, s, sd['seed'] + 7)


def _desk_corner(sd, art_frame):
    """The privacy page's scene (variant 'desk'): the potted plant that rooms.bedroom stands in the window corner
    grows through a desk placed there (a sea room without seating), so it goes; a framed print hangs above the desk."""
    W, D = sd['w'], sd['d']
    px = 0.35 if sd['head'] == 'x1' else W - 0.35
    py = D - 0.45
    gone = []
    for ob in bpy.data.objects:
        if ob.type != 'MESH' or not ob.name.split('.')[0] in ('pot', 'soil', 'stem', 'leaf', 'pebble') and not ob.name.startswith('plant-'):
            continue
        # matrix_basis, not matrix_world: the leaves are placed by location, and matrix_world is not updated
        # until the scene is evaluated
        c = sum((ob.matrix_basis @ Vector(v) for v in ob.bound_box), Vector()) / 8
        if math.hypot(c.x - px, c.y - py) < 0.7:
            gone.append(ob)
    for ob in gone:
        bpy.data.objects.remove(ob)
    # the print above the desk: rooms.bedroom hangs it now (dressing.desk_wall)


def desk_chair(sd):
    """(scene option `desk_chair` 'dining', called by rooms.bedroom) assets.desk_chair's two soft boxes on sticks read as a
    plain box: furniture.dining_chair in its place (an upholstered seat and a curved back, both piped, walnut legs with
    brass sabots), in velvet of the chair colour, drawn out from the desk a little and turned toward the room. For a room
    without seating, whose one desk stands on the wall across from the beds (rooms.bedroom)."""
    import furniture as F
    W, D = sd['w'], sd['d']
    right = sd['head'] == 'x0'  # the desk on the x = W wall
    x0 = W - 0.55 if right else 0.55  # the desk's front edge
    dy0 = D - 2.2
    cym = dy0 + 0.65
    gone = []
    for ob in bpy.data.objects:
        nm = ob.name.split('.')[0]
        if ob.type != 'MESH' or nm not in ('dcseat', 'dcback', 'dleg'):
            continue
        c = sum((ob.matrix_basis @ Vector(v) for v in ob.bound_box), Vector()) / 8
        # the chair's legs, not the desk's: in front of the desk's edge, within the chair's reach
        if abs(c.y - cym) < 0.4 and ((c.x < x0 - 0.01) if right else (c.x > x0 + 0.01)) and abs(c.x - x0) < 0.7:
            gone.append(ob)
    for ob in gone:
        bpy.data.objects.remove(ob)
    s = rooms.style(sd['hotel'], sd['accent'])
    walnut = F.grain('#3b2a1e', rough=0.35, name='chairwalnut')
    # its seat's middle 0.36 m out from the desk, the sitter facing the desk, turned 35 degrees toward the room's door end
    # (the heroes look from there: its side and back in profile, not its back square-on)
    F.dining_chair(x0 - 0.36 if right else x0 + 0.36, cym - 0.08, -90 - 35 if right else 90 + 35, F.velvet(s['chair'], name='deskvelvet'), walnut,
                   sabot=F.brass(c='#c9a24a', rough=0.3))


def _foot_bench(sd):
    """An upholstered bench across the foot of a single bed (as rooms.bedroom lays the bed out), in the cushion colour."""
    s = rooms.style(sd['hotel'], sd['accent'])
    bw = {'double': 1.8, 'king': 2.0, 'twin': 1.0}[sd['bed']]
    yc = sd.get('bed_y', sd['d'] * 0.45)
    y0, y1 = yc - bw / 2 + 0.2, yc + bw / 2 - 0.2
    bl = 2.1
    xa, xb = (bl + 0.08, bl + 0.5) if sd['head'] == 'x0' else (sd['w'] - bl - 0.5, sd['w'] - bl - 0.08)
    seat = linen(s['headboard'], sheen=0.4, name='bench', bump=0.5)
    soft_box('bench_seat', xa, xb, y0, y1, 0.34, 0.48, seat, level=2)
    legs = s['bedframe']
    for (lx, ly) in ((xa + 0.05, y0 + 0.05), (xb - 0.05, y0 + 0.05), (xa + 0.05, y1 - 0.05), (xb - 0.05, y1 - 0.05)):
        box('bench_leg', lx - 0.02, lx + 0.02, ly - 0.02, ly + 0.02, 0.0, 0.35, legs)


BUILDERS = {'bedroom_soft': bedroom_soft}
