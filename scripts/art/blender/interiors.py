# Public interiors: the Luxe restaurant (Vela Amalfi's fine dining room at dusk). One builder makes the
# room once; every shot of it (hero, its portrait, the card, the table setting) is a camera in scenes
# described by interiors.mjs.
# Coordinates: x across the room (-W/2..W/2), y into it (0 = the back wall, D = the window wall onto the
# sea), z up; the sea lies beyond y = D, 8 m below the floor.
import math

import bmesh
import bpy

import assets as A
from lib import (box, cyl, lathe, sphere, soft_box, paint, plain, wood, linen, marble, brass, glass, liquid, emission, tiles,
                 area_light, point_light, world_sky, rng)


def _glass_smooth(x, y, z, h=0.21, wine=None):
    """A wine glass with a round bowl (64 segments, so it stays smooth at hero size)."""
    g = glass()
    prof = [(0.036, 0), (0.036, 0.003), (0.01, 0.008), (0.0035, 0.014), (0.0035, h * 0.42), (0.012, h * 0.47), (0.03, h * 0.56),
            (0.041, h * 0.68), (0.042, h * 0.78), (0.038, h * 0.9), (0.033, h)]
    lathe('wglass', x, y, z, prof, g, 64)
    if wine:
        lathe('wine', x, y, z + h * 0.47, [(0.008, 0), (0.028, h * 0.06), (0.039, h * 0.16), (0.04, h * 0.22), (0.0, h * 0.22)], liquid(wine), 64)


def _water_glass(x, y, z):
    lathe('tumbler', x, y, z, [(0.03, 0), (0.034, 0.11)], glass(), 48)
    lathe('water', x, y, z + 0.006, [(0.028, 0), (0.031, 0.07), (0.0, 0.07)], liquid('#dfeef0'), 48)


def _setting(tx, ty, a, M, z=0.77, reach=0.36):
    """One place at a round table: charger and plate, folded napkin, cutlery, wine and water glasses."""
    ca, sa = math.cos(a), math.sin(a)
    px, py = tx + ca * reach, ty + sa * reach
    cyl('charger', px, py, z, z + 0.008, 0.155, M['gold'], 48)
    cyl('plate', px, py, z + 0.008, z + 0.02, 0.135, M['china'], 48)
    cyl('plate_in', px, py, z + 0.02, z + 0.024, 0.09, M['china'], 48)
    # napkin folded on the plate
    nap = soft_box('napkin', -0.05, 0.05, -0.09, 0.09, z + 0.024, z + 0.05, M['napkin'], level=1)
    for v in nap.data.vertices:
        vx, vy = v.co.x, v.co.y
        v.co.x = vx * ca - vy * sa + px
        v.co.y = vx * sa + vy * ca + py
    # cutlery either side (left fork, right knife) along the radius
    for side, w in ((1, 0.012), (-1, 0.01)):
        ox, oy = -sa * side * 0.19, ca * side * 0.19
        cx, cy = px + ox, py + oy
        ob = box('cutlery', -0.1, 0.1, -w, w, z, z + 0.004, M['silver'])
        for v in ob.data.vertices:
            vx, vy = v.co.x, v.co.y
            v.co.x = vx * ca - vy * sa + cx
            v.co.y = vx * sa + vy * ca + cy
    # glasses to the right, toward the centre
    gx, gy = tx + ca * (reach - 0.18) - sa * 0.14, ty + sa * (reach - 0.18) + ca * 0.14
    _glass_smooth(gx, gy, z, wine=M.get('wine_at', {}).get(round(a, 2)))
    _water_glass(gx + ca * 0.05 - sa * 0.08, gy + sa * 0.05 + ca * 0.08, z)


def _cloth(x, y, r, top, drop, mat, folds=22, seed=0):
    """A round tablecloth: the flat top and a skirt that falls in soft folds, flaring a little toward the hem."""
    rr = rng(seed)
    ph = [rr.random() * math.tau for _ in range(3)]
    n, rings = 96, 9
    skirt = []
    for j in range(rings + 1):
        f = j / rings
        z = top - 0.02 - (top - drop) * f
        ring = []
        for i in range(n):
            a = math.tau * i / n
            amp = 0.004 + 0.028 * f ** 1.3
            rad = r + 0.012 + 0.05 * f ** 1.5 + amp * math.sin(folds * a + ph[0] + 0.6 * math.sin(3 * a + ph[1]))
            ring.append((x + rad * math.cos(a), y + rad * math.sin(a), z))
        skirt.append(ring)
    return _round_cloth(x, y, r, top, n, 0.006, skirt, mat)


def _round_cloth(x, y, r, top, n, edge, skirt, mat):
    """A round cloth's mesh (_cloth, _drape): its flat top, the rounded turn `edge` metres out and down over the table's
    edge, then the `skirt`'s rings of n points each, top to hem, joined in smooth quads."""
    me = bpy.data.meshes.new('cloth')
    bm = bmesh.new()
    rings = [[bm.verts.new(co) for co in ring] for ring in skirt]
    edge_r = [bm.verts.new((x + (r + edge) * math.cos(math.tau * i / n), y + (r + edge) * math.sin(math.tau * i / n), top - edge)) for i in range(n)]
    topr = [bm.verts.new((x + (r - 0.01) * math.cos(math.tau * i / n), y + (r - 0.01) * math.sin(math.tau * i / n), top)) for i in range(n)]
    seq = [topr, edge_r] + rings
    for a_, b_ in zip(seq, seq[1:]):
        for i in range(n):
            k = (i + 1) % n
            bm.faces.new((a_[i], a_[k], b_[k], b_[i]))
    bm.faces.new(topr)
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    bm.to_mesh(me)
    bm.free()
    for p in me.polygons:
        p.use_smooth = True
    ob = bpy.data.objects.new('cloth', me)
    bpy.context.scene.collection.objects.link(ob)
    me.materials.append(mat)
    return ob


def _drape(x, y, r, top, mat, hem=0.02, folds=13, seed=0):
    """A round tablecloth that hangs (option `two.drape` of the Luxe card; _cloth's skirt flared like a bell): the top,
    a rounded turn over the edge, then a skirt falling nearly straight in folds that start as nothing at the edge and
    deepen toward the hem, as the cloth's spare width gathers (their depth grows with the square root of the drop);
    folds of uneven spacing and depth, crests rounder than the troughs; the hem `hem` above the floor, turned in."""
    rr = rng(seed)
    n, rings = 240, 26
    ph = [rr.random() * math.tau for _ in range(4)]
    amp_k = [0.75 + 0.5 * rr.random() for _ in range(folds)]
    drop = top - hem

    def fold(a):
        # uneven spacing (a warped angle) and depth (a smooth per-fold gain); crests rounder than the troughs
        aw = a + 0.11 * math.sin(2 * a + ph[0]) + 0.05 * math.sin(5 * a + ph[1])
        u = folds * aw / math.tau
        k = int(math.floor(u)) % folds
        t = u - math.floor(u)
        g = amp_k[k] * (1 - t) + amp_k[(k + 1) % folds] * t
        c = math.cos(math.tau * u + ph[2])
        shape = c ** 0.8 if c > 0 else -(-c) ** 1.8
        return g * shape

    skirt = []
    for j in range(rings + 1):
        f = j / rings
        z = top - 0.025 - (drop - 0.025) * f
        amp = 0.08 * math.sqrt(f) * (0.25 + 0.75 * f ** 0.5)
        ring = []
        for i in range(n):
            a = math.tau * i / n
            rad = r + 0.014 + 0.03 * f ** 2 + amp * fold(a)
            ring.append((x + rad * math.cos(a), y + rad * math.sin(a), z))
        skirt.append(ring)
    # the hem turned in: a short lip under the last ring
    lip = []
    for (vx, vy, _) in skirt[-1]:
        dx, dy = vx - x, vy - y
        L = math.hypot(dx, dy)
        lip.append((x + dx * (L - 0.012) / L, y + dy * (L - 0.012) / L, hem + 0.004))
    return _round_cloth(x, y, r, top, n, 0.008, skirt + [lip], mat)


def _chair(x, y, facing, M):
    """An upholstered dining chair (velvet seat and curved back on dark wood legs); faces `facing` degrees.
    A scene may give M['chair_fn'] (x, y, facing) instead: furniture.py's chairs."""
    if M.get('chair_fn'):
        return M['chair_fn'](x, y, facing)
    parts = [
        soft_box('cseat', -0.23, 0.23, -0.22, 0.24, 0.42, 0.5, M['velvet'], level=2),
        soft_box('cback', -0.22, 0.22, -0.26, -0.18, 0.48, 0.98, M['velvet'], level=2),
    ]
    for (a, b) in ((-0.19, -0.2), (0.19, -0.2), (-0.19, 0.2), (0.19, 0.2)):
        parts.append(cyl('cleg', a, b, 0.0, 0.43, 0.018, M['legs'], 12, r2=0.013))
    A._place(parts, x, y, facing)


def _table(tx, ty, M, lamps, n=4, rot=math.pi / 4, r=0.58):
    """A round table in a floor-length white cloth with its chairs, places, a candle and a bud vase."""
    if M.get('drape'):
        _drape(tx, ty, r, 0.77, M['drape'], 0.02, 13, seed=int(tx * 7 + ty * 3))  # option drape_tables: hanging folds
    else:
        _cloth(tx, ty, r, 0.77, 0.015, M['cloth'], seed=int(tx * 7 + ty * 3))
    for k in range(n):
        a = rot + k * math.tau / n
        _setting(tx, ty, a, M)
        cx, cy = tx + math.cos(a) * 0.86, ty + math.sin(a) * 0.86
        _chair(cx, cy, math.degrees(a) + 90, M)
    # a candle in a glass hurricane and a bud vase with a white rose
    cyl('candle', tx + 0.06, ty - 0.05, 0.77, 0.83, 0.022, M['wax'], 24)
    cyl('flame', tx + 0.06, ty - 0.05, 0.83, 0.848, 0.006, emission('#ffc27a', 30 if lamps else 2), 12, r2=0.001)
    lathe('hurricane', tx + 0.06, ty - 0.05, 0.77, [(0.045, 0), (0.05, 0.06), (0.047, 0.14)], glass(), 48)
    if lamps:
        point_light('candle_l', (tx + 0.06, ty - 0.05, 0.87), 3.0, (1.0, 0.7, 0.4), 0.02, shadow=False)
    lathe('budvase', tx - 0.08, ty + 0.06, 0.77, [(0.025, 0), (0.03, 0.04), (0.01, 0.11), (0.012, 0.13)], M['vase'], 32)
    cyl('stem', tx - 0.08, ty + 0.06, 0.88, 0.98, 0.002, plain('#4d6b34', 0.7, name='stem'), 6)
    sphere('rose', tx - 0.08, ty + 0.06, 0.99, 0.022, M['rose'], scale=(1, 1, 0.8), seg=16)


def _pendant(x, y, H, z, M, lamps):
    """A brass dome pendant on a fine rod from a ceiling rose; its light falls on the table below."""
    cyl('rose_c', x, y, H - 0.02, H, 0.05, M['brass'], 24)
    cyl('rod', x, y, z + 0.2, H - 0.02, 0.005, M['brass'], 8)
    lathe('dome', x, y, z, [(0.24, 0.0), (0.235, 0.04), (0.2, 0.12), (0.12, 0.19), (0.03, 0.21), (0.0, 0.215)], M['brass'], 64)
    lathe('dome_in', x, y, z + 0.005, [(0.228, 0.0), (0.19, 0.11), (0.0, 0.2)], emission('#ffd7a0', 6 if lamps else 0.3), 48)
    if lamps:
        point_light('pendant_l', (x, y, z + 0.05), 55, (1.0, 0.78, 0.52), 0.12, shadow=False)


def luxe(sc, sd):
    """Luxe: a dining room with tall windows onto the sea at dusk, round tables in white linen, navy velvet
    chairs, brass pendants over every table, walnut panelling and a wine wall at the back."""
    W, D, H = sd.get('w', 15.0), sd.get('d', 11.5), sd.get('h', 3.9)
    x0, x1 = -W / 2, W / 2
    t = world_sky(sc, sd['tod'], sd['sun_azimuth'])
    lamps = t['lamps']
    if sd.get('dusk_sky'):
        # option (the card): the sky the camera sees graded from apricot on the sea line through rose to a dusk blue
        # (buffet.DUSK_SKY; the physical dusk drew orange straight into near-black); with `dusk_sky_lit` the world that
        # lights and is mirrored (the sea) is that gradient too, at that strength (the sea mirrored the physical
        # sky's hard orange band as a rust strip under the graded sky)
        import buffet
        # options `dusk_stops` and `dusk_stops_lit` (the dish card): the seen sky's and the lit (mirrored) world's own
        # gradients [[sine, [r, g, b]], ...] for buffet.DUSK_SKY (the seen one deeper within the few degrees the frame
        # shows; the lit one warm higher up, so the sea between the balusters mirrors rose, not lilac)
        stops = tuple((p, tuple(c)) for p, c in sd['dusk_stops']) if sd.get('dusk_stops') else buffet.DUSK_SKY
        lit_stops = tuple((p, tuple(c)) for p, c in sd['dusk_stops_lit']) if sd.get('dusk_stops_lit') else stops
        buffet._camera_sky(sc, stops, sd['dusk_sky'], 'B_SPLINE')
        if sd.get('dusk_sky_lit'):
            from lib import elevation_ramp
            nt = sc.world.node_tree
            mixs = next(n for n in nt.nodes if n.type == 'MIX_SHADER')
            bl = nt.nodes.new('ShaderNodeBackground')
            nt.links.new(elevation_ramp(nt, lit_stops, 'B_SPLINE'), bl.inputs[0])
            bl.inputs[1].default_value = sd['dusk_sky_lit']
            nt.links.new(bl.outputs[0], mixs.inputs[1])
    M = dict(
        cloth=linen('#f8f6f0', name='tablecloth', bump=0.1), napkin=linen('#f3efe6', name='napkin', bump=0.1),
        china=plain('#fbfaf7', 0.1, name='porcelain', spec=0.6), gold=brass(c='#c9a24a', rough=0.3), silver=plain('#d8d8d4', 0.2, 1.0, name='silver'),
        velvet=linen('#1f3550', sheen=0.9, name='velvet', bump=0.15), legs=wood('#2e2119', name='chairwood', rough=0.35),
        wax=plain('#f4efe2', 0.5, name='wax'), vase=glass((0.85, 0.92, 0.9)), rose=plain('#f6f0e6', 0.6, name='rose'),
        brass=brass(c='#c9a24a', rough=0.25), wine_at={},
    )
    if sd.get('chair') == 'dining':
        # furniture.py's upholstered chair (piped navy velvet, a curved back, walnut legs with brass sabots) for the
        # slab chair; the luxe hero's scene keeps the slab chairs it was rendered with
        import furniture as F
        fv, fw, fs = F.velvet('#1f3550'), F.grain('#3a2518', rough=0.3), brass(c='#c9a24a', rough=0.3)
        if sd.get('chair_velvet'):
            # option: the chairs' velvet [colour, graze, sheen] (the card: a calm olive for the loud navy)
            vc, vg, vs = sd['chair_velvet']
            fv = F.velvet(vc, graze=vg, sheen=vs)
        M['chair_fn'] = lambda cx, cy, f: F.dining_chair(cx, cy, f, fv, fw, fs)
    if sd.get('drape_tables'):
        # option: the room's tables' cloths hang in folds as the card's table's does (_cloth's skirt flared like a bell)
        M['drape'] = linen(sd['drape_tables'], name='drapecloth', bump=0.25)
    wall = paint('#e7e2d9', name='wall')
    panel = wood('#4a3526', name='panel', rough=0.4)
    # floor, ceiling, walls
    box('floor', x0 - 0.2, x1 + 0.2, -0.2, D + 0.2, -0.1, 0.0, wood('#5a3e2b', planks=True, scale=1.0, rough=0.3, name='floor'))
    box('ceiling', x0 - 0.2, x1 + 0.2, -0.2, D + 0.2, H, H + 0.15, paint('#f2eee6', name='ceiling'))
    box('wall_x0', x0 - 0.2, x0, -0.2, D + 0.2, 0, H, wall)
    box('wall_x1', x1, x1 + 0.2, -0.2, D + 0.2, 0, H, wall)
    box('wall_y0', x0 - 0.2, x1 + 0.2, -0.2, 0, 0, H, wall)
    # walnut panelling to 1.2 m on the side walls, a cornice all round
    for (a0, a1, b0, b1) in ((x0, x0 + 0.03, 0, D), (x1 - 0.03, x1, 0, D)):
        box('wainscot', a0, a1, b0, b1, 0, 1.2, panel)
        box('wcap', a0 - 0.01, a1 + 0.01, b0, b1, 1.2, 1.24, panel, bevel=0.008)
    trim = paint('#f4f1ea', 0.5, name='trim', bump=0)
    for (a0, a1, b0, b1) in ((x0, x0 + 0.08, 0, D), (x1 - 0.08, x1, 0, D), (x0, x1, 0, 0.08)):
        box('cornice', a0, a1, b0, b1, H - 0.16, H, trim, bevel=0.01)
    # a shallow coffer down the middle of the ceiling with a warm cove
    box('coffer_l', -W * 0.3 - 0.06, -W * 0.3, 1.2, D - 1.2, H - 0.12, H, trim)
    box('coffer_r', W * 0.3, W * 0.3 + 0.06, 1.2, D - 1.2, H - 0.12, H, trim)
    glow = emission('#ffd9a8', 0.6 if lamps else 0.2)
    box('cove_l', -W * 0.3, -W * 0.3 + 0.02, 1.2, D - 1.2, H - 0.13, H - 0.1, glow)
    box('cove_r', W * 0.3 - 0.02, W * 0.3, 1.2, D - 1.2, H - 0.13, H - 0.1, glow)
    # the window wall: tall French windows between plaster piers, slender bronze frames
    bronze = plain('#3a2f26', 0.35, 0.7, name='bronze')
    n_win = sd.get('windows', 4)
    fill = sd.get('fill', (1.0, 1.0))  # option: the windows' sky light and the ceiling's bounce scaled (the card's evening: lower)
    pier = 1.1
    ww = (W - pier * (n_win + 1)) / n_win
    oz1 = H - 0.55
    xs = []
    for i in range(n_win):
        a = x0 + pier + i * (ww + pier)
        xs.append((a, a + ww))
    edges = [x0 - 0.2] + [v for p in xs for v in p] + [x1 + 0.2]
    for i in range(0, len(edges), 2):
        box('pier', edges[i], edges[i + 1], D, D + 0.35, 0, H, wall)
    for (a, b) in xs:
        box('lintel', a, b, D, D + 0.35, oz1, H, wall)
        box('reveal_t', a, b, D + 0.3, D + 0.35, oz1 - 0.02, oz1, bronze)
        for xx in (a, b - 0.05):
            box('wframe', xx, xx + 0.05, D + 0.2, D + 0.27, 0, oz1, bronze)
        mx = (a + b) / 2
        box('wmull', mx - 0.025, mx + 0.025, D + 0.2, D + 0.27, 0, oz1, bronze)
        box('wtransom', a, b, D + 0.2, D + 0.27, oz1 - 0.7, oz1 - 0.65, bronze)
        box('wsill', a, b, D, D + 0.35, 0, 0.02, bronze)
        # heavy linen drapes each side, tied back
        A.curtain(a - 0.42, a - 0.02, D - 0.08, H - 0.2, '#d9cdb8', folds=7)
        A.curtain(b + 0.02, b + 0.42, D - 0.08, H - 0.2, '#d9cdb8', folds=7)
        # the evening sky lights the room through each window
        sky_c = (0.62, 0.62, 0.95) if sd['tod'] == 'dusk' else (1.0, 0.8, 0.62)
        if sd.get('window_c'):
            sky_c = tuple(sd['window_c'])  # option: the windows' light colour (the dish card: a warmer dusk than the blue)
        area_light('window', (mx, D - 0.05, oz1 / 2), (math.radians(-90), 0, 0), ww, oz1, {'dusk': 60, 'golden': 140, 'night': 12}.get(sd['tod'], 160) * ww * oz1 / 4 * fill[0], sky_c)
    box('rod', x0, x1, D - 0.1, D - 0.06, H - 0.22, H - 0.19, M['brass'])
    # outside: a stone terrace with a balustrade, the sea, a headland and islands
    box('terrace', x0 - 10, x1 + 10, D + 0.35, D + 4.0, -0.35, -0.02, plain(sd.get('terrace_c', '#cdbfa6'), 0.7, name='paving'))
    box('terrace_wall', x0 - 10, x1 + 10, D + 3.8, D + 4.0, -9, -0.35, paint('#cdbd9f', 0.8, name='quaystone'))
    balu = paint('#eee5d4', 0.6, name='balu', bump=0)
    # option `balu` [step, radius scale] (the dish card: slimmer, further apart; the fat ones filled its window)
    b_step, b_s = sd.get('balu', (0.36, 1.0))
    for k in range(int((W + 20) / b_step)):
        xx = x0 - 10 + k * b_step
        lathe('baluster', xx, D + 3.85, -0.02, [(0.06 * b_s, 0), (0.045 * b_s, 0.18), (0.08 * b_s, 0.42), (0.035 * b_s, 0.7), (0.06 * b_s, 0.8)], balu,
              sd.get('balu_seg', 12))
    box('rail', x0 - 10, x1 + 10, D + 3.72, D + 3.98, 0.78, 0.9, balu)
    sea = A.ocean(sc, size=2000, res=8, repeat=8, z=-8.0, y=D + 1000)
    if sd.get('sea'):
        # option: the sea's [deep colour, specular] (the dish card: a dark warm slate that mirrors more of the dusk;
        # lib.sea_mat's teal under the rose read lilac between the balusters)
        from lib import col
        b = next(n for n in sea.data.materials[0].node_tree.nodes if n.type == 'BSDF_PRINCIPLED')
        b.inputs['Base Color'].default_value = (*col(sd['sea'][0]), 1)
        b.inputs['Specular'].default_value = sd['sea'][1]
    if sd.get('rock_isles'):
        # rocky headland and islands (nature.rock_island: cliffs and strata), not the smooth terrain domes that read as cones
        import nature as N
        if isinstance(sd['rock_isles'], list):
            # the scene's own islands: [x, y beyond the windows, half sizes x and y, height, seed, grid step, turn]
            for k, (ix, iy, irx, iry, ih, iseed, ires, irot) in enumerate(sd['rock_isles']):
                N.rock_island('rockisle%d' % k, ix, D + iy, irx, iry, ih, iseed, res=ires, rot=irot)
        else:
            N.rock_island('rockhead', 520, D + 700, 600, 360, 95, 90, res=8.0, rot=0.15)
            N.rock_island('rockisle1', -800, D + 2600, 700, 260, 150, 91, res=10.0, rot=0.2)
            N.rock_island('rockisle2', 1200, D + 4200, 900, 300, 200, 92, res=12.0, rot=-0.15)
    else:
        A.terrain('headland', 520, D + 700, 600, 360, 95, 12, z0=-30, rough=0.5)
        A.terrain('island1', -800, D + 2600, 700, 260, 150, 13, z0=-30)
        A.terrain('island2', 1200, D + 4200, 900, 300, 200, 14, z0=-30)
    # the back wall: a wine wall in walnut with lit shelves, flanked by panels and sconces
    ww0, ww1 = -2.4, 2.4
    box('winewall', ww0, ww1, 0.0, 0.45, 0.0, H - 0.16, panel)
    shelf_glow = emission('#ffcf94', 1.2 if lamps else 0.2)
    r = rng(7)
    bottle_c = ['#2d1a1a', '#3a2a14', '#1f2a1a', '#4a1f24']
    for row in range(7):
        z = 0.55 + row * 0.42
        box('recess', ww0 + 0.1, ww1 - 0.1, 0.42, 0.46, z - 0.02, z + 0.36, plain('#1c140f', 0.6, name='recess'))
        box('shelf', ww0 + 0.1, ww1 - 0.1, 0.2, 0.46, z - 0.03, z, panel)
        box('shelf_led', ww0 + 0.1, ww1 - 0.1, 0.44, 0.46, z + 0.34, z + 0.36, shelf_glow)
        for k in range(18):
            bx = ww0 + 0.2 + k * 0.245 + r.uniform(-0.02, 0.02)
            A.bottle(bx, 0.32, z, bottle_c[(row + k) % 4], h=0.3, r=0.037, label='#efe6d2' if (row + k) % 3 else '#c9a24a')
    box('winewall_base', ww0, ww1, 0.0, 0.5, 0.0, 0.5, panel, bevel=0.01)
    for sx in (x0 + 2.2, x0 + 4.6, x1 - 4.6, x1 - 2.2):
        # tall panels with a brass sconce between them
        box('wallpanel', sx - 0.9, sx + 0.9, 0.0, 0.03, 0.3, H - 0.5, panel)
        box('sconce_bk', sx - 0.04, sx + 0.04, 0.03, 0.06, 1.75, 2.05, M['brass'])
        cyl('sconce', sx, 0.12, 1.9, 2.12, 0.06, emission('#ffdcae', 5 if lamps else 0.5), 24, r2=0.075)
        if lamps:
            point_light('sconce_l', (sx, 0.2, 2.0), 14, (1.0, 0.8, 0.55), 0.05, shadow=False)
    # plants in the corners by the windows
    ps = dict(pot='#2b2b2b', leaf='#4c6a3c')
    for (px, py) in ((x0 + 0.55, D - 0.55), (x1 - 0.55, D - 0.55), (x0 + 0.55, 0.9)):
        A.plant(px, py, 0.0, ps, 1.7, seed=int(px * 10) % 13, pot=plain('#2f2a26', 0.3, name='dpot'))
    # the tables: three rows, the front row by the windows; a pendant over each
    rows = sd.get('rows', [(D - 1.9, (-4.8, -1.6, 1.6, 4.8)), (D - 4.6, (-3.2, 0.0, 3.2, 6.2)), (D - 7.2, (-4.8, -1.6, 1.6, 4.8))])
    for ri, (ty, xs_t) in enumerate(rows):
        for k, tx in enumerate(xs_t):
            if tx - 1.0 < x0 or tx + 1.0 > x1:
                continue
            if [tx, ty] in sd.get('skip_tables', []):  # its place taken by the table for two (`two`)
                continue
            M['wine_at'] = {round(math.pi / 4 + j * math.tau / 4, 2): ('#5a0f1c' if (ri + k + j) % 3 == 0 else None) for j in range(4)}
            _table(tx, ty, M, lamps)
            _pendant(tx, ty, H, 2.1, M, lamps)
    # the table for two by the window (the card and the dish close-up; drinks.py): only in the scenes that ask for it
    if sd.get('two'):
        import drinks
        tw = sd['two']
        Mt = dict(drinks.table_mats(), gold=M['gold'])
        if tw.get('gilt'):
            Mt['rim'] = brass(c='#d4b062', rough=0.2, brushed=False)  # gold-rimmed plates
        if tw.get('band'):
            Mt['band'] = brass(c='#b8862e', rough=0.28, brushed=False)  # a broad gilt band on the rim (the fine lines did not read)
        if tw.get('soft_napkin'):
            Mt['soft_napkin'] = True
        if tw.get('fold_napkin'):
            Mt['fold_napkin'] = linen(tw['fold_napkin'], sheen=0.8, name='foldnapkin', bump=0.3)  # drinks.folded_napkin's linen
        kw = {'wine_c': tuple(tw['wine'])} if tw.get('wine') else {}
        if tw.get('drape'):
            # option: the cloth hangs in folds to a hem just off the floor (drinks' _cloth flared like a bell)
            kw['cloth'] = False
            dr = tw['drape']
            _drape(tw['x'], tw['y'], tw.get('r', 0.5), 0.77, linen(dr.get('c', '#f8f6f0'), name='drapecloth', bump=0.25), dr.get('hem', 0.02),
                   dr.get('folds', 13), dr.get('seed', 3))
        drinks.table_for_two(tw['x'], tw['y'], 0.77, tw.get('axis', 0.0), tuple(tw['cam']), Mt, lamps,
                             tuple(tw.get('dishes', (None, None))), r=tw.get('r', 0.5), chairs=lambda cx, cy, f: _chair(cx, cy, f, M), **kw)
        if tw.get('pendant'):
            _pendant(tw['x'], tw['y'], H, tw['pendant'], M, lamps)  # option: a brass pendant over it too, its warm pool on the table
        for (px, py, d) in tw.get('no_water', []):  # a water tumbler standing in front of a close-up's lens
            drinks._remove_near(('tumbler', 'water'), px, py, d)
        for (px, py, d) in tw.get('no_bread', []):  # option: a side plate with its roll taken off (the olives' place)
            drinks._remove_near(('sideplate', 'roll', 'butter'), px, py, d)
        if tw.get('olives'):
            # option: a small white dish of green and black olives on the table, [x, y] (the dish card: something to share)
            _olive_dish(tw['olives'][0], tw['olives'][1], 0.77)
        if tw.get('candle_glow') and lamps:
            # option: the candle's warmth on the cloth and glasses, [watts, radius, glow watts, glow height]: its light
            # stronger (at 2.5 W the cloth read flat white) and a soft warm light low over the table's middle
            cw, cr, gw, gz = tw['candle_glow']
            for ob in bpy.data.objects:
                if ob.type == 'LIGHT' and ob.name.startswith('candle_l') and math.hypot(ob.location.x - tw['x'], ob.location.y - tw['y']) < 0.3:
                    ob.data.energy, ob.data.shadow_soft_size = cw, cr
            if gw:
                point_light('candle_glow', (tw['x'], tw['y'], 0.77 + gz), gw, (1.0, 0.62, 0.3), 0.12, shadow=False)
    if sd.get('terrace_props'):
        _terrace_props(sd['terrace_props'], D, **({'glow': sd['lantern_glow']} if sd.get('lantern_glow') else {}))
    # soft fill: the ceiling bounce
    area_light('bounce', (0, D / 2, H - 0.3), (0, 0, 0), W * 0.8, D * 0.8, 22 * W * D / 20 * fill[1], (1.0, 0.88, 0.74), shadow=False)
    return {}, {}


BUILDERS = {'luxe': luxe}


def _olive_dish(x, y, z, seed=21):
    """A small shallow white dish of olives, green and black, for a table (drinks.olive_bowl's olives are as big as
    grapes at a close-up's size)."""
    lathe('olivedish', x, y, z, [(0.0, 0.0), (0.036, 0.0), (0.058, 0.016), (0.062, 0.021), (0.059, 0.022), (0.038, 0.005), (0.0, 0.005)],
          plain('#f6f2ea', 0.2, name='olivedish', spec=0.6), 64)
    r = rng(seed)
    greens, blacks = plain('#6a7429', 0.28, name='olivegreen'), plain('#3a2830', 0.22, name='oliveblack')
    for k in range(18):
        a = r.random() * math.tau
        d = math.sqrt(r.random()) * 0.036
        ob = sphere('olive', 0, 0, 0, 0.0078, blacks if k % 3 == 0 else greens, scale=(1.3, 1, 1), seg=16)
        ob.location = (x + math.cos(a) * d, y + math.sin(a) * d, z + 0.012 + (0.036 - d) * 0.2 + (k // 11) * 0.007)
        ob.rotation_euler = (0, r.uniform(-0.3, 0.3), r.random() * math.pi)


def _terrace_props(props, D, glow=None):
    """The terrace outside the Luxe's windows dressed (its plain paving filled a close-up's window as a bare band):
    ['lantern', x, y beyond the windows, height] candle lanterns of black iron and glass, lit; ['planter', x, y, w]
    low stone troughs of clipped shrubs (nature.shrub leaf cards)."""
    import nature as N
    iron = plain('#1b1a19', 0.45, 0.7, name='lanterniron')
    pane = glass((0.95, 0.93, 0.88))
    # `glow` [flame strength, light watts] (option lantern_glow of the card: lit lanterns that read warm at dusk)
    fl_s, fl_w = glow or (6.0, 6)
    flame = emission('#ffc878', fl_s)
    wax = plain('#f4efe2', 0.5, name='wax')
    stone = plain('#b7a88f', 0.75, name='trough')
    g = N.Geo('terraceplants')
    z0 = -0.02
    for k, pr in enumerate(props):
        kind, x, yy = pr[0], pr[1], D + pr[2]
        if kind == 'lantern':
            h = pr[3]
            s = h * 0.42
            box('lantern_base', x - s / 2, x + s / 2, yy - s / 2, yy + s / 2, z0, z0 + 0.04 * h, iron, bevel=0.004)
            for (dx, dy) in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
                cx, cy = x + dx * (s / 2 - 0.012), yy + dy * (s / 2 - 0.012)
                box('lantern_post', cx - 0.01, cx + 0.01, cy - 0.01, cy + 0.01, z0, z0 + 0.86 * h, iron)
            box('lantern_glass', x - s / 2 + 0.012, x + s / 2 - 0.012, yy - s / 2 + 0.012, yy + s / 2 - 0.012, z0 + 0.04 * h, z0 + 0.84 * h, pane)
            box('lantern_cap', x - s / 2 - 0.01, x + s / 2 + 0.01, yy - s / 2 - 0.01, yy + s / 2 + 0.01, z0 + 0.84 * h, z0 + 0.88 * h, iron, bevel=0.004)
            box('lantern_roof', x - s / 2 + 0.01, x + s / 2 - 0.01, yy - s / 2 + 0.01, yy + s / 2 - 0.01, z0 + 0.88 * h, z0 + 0.95 * h, iron, bevel=0.01)
            cyl('lantern_ring', x, yy, z0 + 0.95 * h, z0 + h, 0.025, iron, 16, r2=0.035)
            cyl('lantern_candle', x, yy, z0 + 0.04 * h, z0 + 0.3 * h, s * 0.22, wax, 24)
            sphere('lantern_flame', x, yy, z0 + 0.3 * h + 0.02, 0.01, flame, scale=(1, 1, 2.2), seg=12)
            point_light('lantern_l', (x, yy, z0 + 0.36 * h), fl_w, (1.0, 0.7, 0.4), 0.03, shadow=False)
        elif kind == 'planter':
            w = pr[3]
            box('trough', x - w / 2, x + w / 2, yy - 0.22, yy + 0.22, z0, z0 + 0.42, stone, bevel=0.015)
            box('trough_soil', x - w / 2 + 0.04, x + w / 2 - 0.04, yy - 0.18, yy + 0.18, z0 + 0.36, z0 + 0.39, plain('#3a2e25', 0.9, name='soil'))
            for j in range(max(1, int(w / 0.45))):
                N.shrub(g, x - w / 2 + 0.25 + j * 0.45, yy, z0 + 0.45, rad=0.3, seed=500 + 7 * k + j, n=70, leaf=0.06, flat=0.8)
    g.flush()


def _rug(x0, x1, y0, y1, field, border, name='rug'):
    """A flat-woven rug: a plain field inside a border band (no mottle)."""
    box(name + '_b', x0, x1, y0, y1, 0.0, 0.012, linen(border, name=name + 'b', bump=0.5), bevel=0.004)
    box(name + '_f', x0 + 0.18, x1 - 0.18, y0 + 0.18, y1 - 0.18, 0.0, 0.014, linen(field, name=name + 'f', bump=0.5))


def _rose_head(q, m, rr):
    """A rose's head of radius q at the origin, facing +z: a cupped lathe whose every ring of the profile is scalloped
    into five lobes, turned from the ring below (a flat cupped disc read as a coin at hero size); rr turns the lobes."""
    prof = [(0.2 * q, -0.5 * q), (0.8 * q, -0.3 * q), (1.0 * q, 0.05 * q), (0.96 * q, 0.33 * q), (0.78 * q, 0.52 * q), (0.6 * q, 0.46 * q),
            (0.5 * q, 0.6 * q), (0.32 * q, 0.52 * q), (0.22 * q, 0.64 * q), (0.0, 0.58 * q)]
    nv = 25
    b = lathe('bloom', 0, 0, 0, prof, m, nv)
    ph = rr.random() * math.tau
    for v in b.data.vertices:
        ring, i = divmod(v.index, nv)
        if 0 < ring < len(prof) - 1:
            f = 1 + 0.13 * math.sin(5 * math.tau * i / nv + ring * 1.3 + ph)
            v.co.x *= f
            v.co.y *= f
    return b


def _flowers(x, y, z, r, seed, colours=('#f6efe4', '#f2d6cf', '#e8a68f', '#fbf7f0'), sd_petals=False):
    """A dense dome of white and blush blooms over a core of leaves, rising from a vase mouth at z (radius r,
    a little wider than tall), with leaves tucked round its rim and a few trailing over the lip."""
    rr = rng(seed)
    leaf = A.foliage('#4d6b3a')
    blooms = [plain(c, 0.7, name='bloom' + c[1:]) for c in colours]
    sz = 0.8
    sphere('fcore', x, y, z, r * 0.86, leaf, scale=(1, 1, 0.5), seg=24)

    def at(a, e, d, dz=0.0):
        return x + math.cos(a) * math.cos(e) * d, y + math.sin(a) * math.cos(e) * d, z + dz + math.sin(e) * d * sz

    for k in range(80):
        a, e = rr.random() * math.tau, -0.35 + rr.random() * 0.75
        lf = sphere('fleaf', 0, 0, 0, 0.08, leaf, scale=(1.7, 0.55, 0.12), seg=12)
        lf.location = at(a, e, r * (0.9 + 0.12 * rr.random()))
        lf.rotation_euler = (0.4 * rr.random(), -0.5 + rr.random(), a)
    # each bloom a rounded, slightly cupped head (a peony or garden rose seen at a distance), facing outward
    n = int(380 * (r / 0.5) ** 2)
    for k in range(n):
        a, e = rr.random() * math.tau, math.asin(rr.random()) * 0.98
        d = r * (0.86 + 0.12 * rr.random())
        q = r * (0.075 + 0.04 * rr.random())
        if sd_petals:
            # rounder heads in rings of petals: each ring of the profile scalloped into five lobes, turned from the
            # ring below (a flat cupped disc read as a coin at hero size)
            b = _rose_head(q, blooms[k % len(blooms)], rr)
        else:
            prof = [(0.15 * q, -0.45 * q), (0.75 * q, -0.25 * q), (1.0 * q, 0.1 * q), (0.92 * q, 0.3 * q), (0.7 * q, 0.38 * q), (0.5 * q, 0.33 * q),
                    (0.3 * q, 0.42 * q), (0.0, 0.4 * q)]
            b = lathe('bloom', 0, 0, 0, prof, blooms[k % len(blooms)], 16)
        b.location = at(a, e, d)
        b.rotation_euler = (math.pi / 2 - e, 0, a + math.pi / 2)


def _loose_bouquet(x, y, z, seed, colours=('#f7f1e6', '#efe3cc', '#f4e6d8', '#ebcfbf', '#e2bca3', '#f8f4ec'), reach=0.42):
    """A looser, smaller arrangement than _flowers' dome, as a florist would set on a hall table: garden roses and
    buds on stems of different lengths leaning out of a vase mouth at z (a ragged, asymmetric crown some `reach`
    across, greenery showing between the heads), trailing sprays of small leaves falling over the lip on two sides
    and three tall airy branches of grey-green leaves rising out of it to one side (the dome read as one ball)."""
    import furniture as F
    rr = rng(seed)
    leaf = A.foliage('#4d6b3a')
    silver = A.foliage('#7c8a68', name='leafsilver')
    stem_m = plain('#56653a', 0.7, name='bqstem')
    blooms = [plain(c, 0.7, name='bloom' + c[1:]) for c in colours]

    def bloom(px, py, pz, q, a, e, k):
        b = _rose_head(q, blooms[k % len(blooms)], rr)
        b.location = (px, py, pz)
        b.rotation_euler = (math.pi / 2 - e, 0, a + math.pi / 2)

    def leaf_at(px, py, pz, a, s, m, tilt=0.4):
        lf = sphere('bqleaf', 0, 0, 0, s, m, scale=(1.7, 0.55, 0.12), seg=10)
        lf.location = (px, py, pz)
        lf.rotation_euler = (tilt * (rr.random() - 0.3), -0.6 + 1.2 * rr.random(), a)

    def stem(a, phi, L, droop):
        # points along a stem leaving the mouth at angle phi from the vertical toward azimuth a, bending down by droop
        pts = []
        for i in range(7):
            t = i / 6
            d = L * t
            pts.append((x + math.cos(a) * math.sin(phi) * d, y + math.sin(a) * math.sin(phi) * d, z + math.cos(phi) * d - droop * t * t))
        return pts

    # a low mound of leaves in the mouth
    for k in range(26):
        a = rr.random() * math.tau
        d = 0.08 + 0.1 * rr.random()
        leaf_at(x + math.cos(a) * d, y + math.sin(a) * d, z + 0.02 + 0.05 * rr.random(), a, 0.05, leaf)
    # the roses: heads on stems of uneven length, leaning out more toward the edge of the crown; some heads in twos
    n = 34
    for k in range(n):
        a = rr.random() * math.tau
        phi = math.radians(8 + 62 * math.sqrt(rr.random()))
        L = reach * (1.25 - 0.55 * phi / math.radians(70)) * (0.8 + 0.35 * rr.random())
        pts = stem(a, phi, L, 0.06 * math.sin(phi))
        hx, hy, hz = pts[-1]
        F.tube('bqstem', pts[2:], 0.004, stem_m, sides=5)
        q = 0.04 + 0.028 * rr.random()
        e = math.pi / 2 - phi * 0.9
        bloom(hx, hy, hz, q, a, e, k)
        if rr.random() < 0.35:
            a2 = a + rr.uniform(-0.6, 0.6)
            bloom(hx + 0.05 * math.cos(a2), hy + 0.05 * math.sin(a2), hz - 0.05, q * 0.6, a2, e - 0.2, k + 1)
        for j in range(3):
            px, py, pz = pts[2 + j]
            leaf_at(px, py, pz, a + rr.uniform(-1.2, 1.2), 0.038, leaf)
    # trailing sprays over the lip, more on one side
    for k in range(7):
        a = (0.5 if k < 4 else 3.8) + rr.uniform(-0.7, 0.7)
        pts = stem(a, math.radians(70 + 25 * rr.random()), reach * (1.1 + 0.5 * rr.random()), 0.16 + 0.1 * rr.random())
        F.tube('bqspray', pts, 0.003, stem_m, sides=5)
        for i in range(2, 7):
            px, py, pz = pts[i]
            for s_ in (-1, 1):
                leaf_at(px + 0.02 * s_ * math.sin(a), py - 0.02 * s_ * math.cos(a), pz - 0.01, a + s_ * 0.9, 0.03, silver if k % 2 else leaf, 0.8)
    # three tall airy branches of grey-green leaves to the back left
    for k in range(3):
        a = 2.3 + rr.uniform(-0.5, 0.5)
        L = reach * (1.45 + 0.35 * rr.random())
        pts = stem(a, math.radians(12 + 14 * rr.random()), L, -0.02)
        F.tube('bqbranch', pts, 0.0035, stem_m, sides=5)
        for i in range(2, 7):
            px, py, pz = pts[i]
            for s_ in (-1, 1):
                leaf_at(px + 0.025 * s_, py, pz + 0.01 * s_, rr.random() * math.tau, 0.028, silver, 1.2)


def _checker_floor(c1, c2, size=0.6, name='checker'):
    """A chequered floor of square stone slabs laid on the diagonal in two tones, honed (soft reflections), with a faint cloudy
    variation across it."""
    from lib import _mat, _coord, _mapping, _noise, col, cached

    def make():
        m, nt, b = _mat(name)
        v = _mapping(nt, _coord(nt), (1 / size, 1 / size, 1 / size), (0, 0, math.radians(45)))
        ch = nt.nodes.new('ShaderNodeTexChecker')
        ch.inputs['Scale'].default_value = 1.0
        ch.inputs['Color1'].default_value = (*col(c1), 1)
        ch.inputs['Color2'].default_value = (*col(c2), 1)
        nt.links.new(v, ch.inputs['Vector'])
        n = _noise(nt, _coord(nt), 1.5, 3, 0.55)
        mix = nt.nodes.new('ShaderNodeMixRGB')
        mix.blend_type = 'MULTIPLY'
        mix.inputs['Fac'].default_value = 0.12
        nt.links.new(ch.outputs['Color'], mix.inputs['Color1'])
        nt.links.new(n.outputs['Color'], mix.inputs['Color2'])
        nt.links.new(mix.outputs['Color'], b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.22
        b.inputs['Specular'].default_value = 0.5
        return m

    return cached(('checker', c1, c2, size, name), make)


def _slab_floor(c, joint='#a89a86', dot='#5e4a3c', size=0.8, dot_r=0.075, vary=0.05, veins=0.0, name='slabs'):
    """Honed travertine in large square slabs laid straight, a small diamond of dark stone (a cabochon) inlaid where
    four slabs meet: a pale warm stone, each slab a shade lighter or darker (white noise on the slab's index), fine
    joints, the stone's bedding as faint cloudy streaks and a few small pores; a soft sheen (honed, not polished).
    `veins` (0: none): how dark a marble's thin wandering veins run across each slab, each slab cut from another
    part of the block (its veins break at the joints, as real slabs' do)."""
    from lib import _mat, _coord, _mapping, _noise, _ramp, _bump, _shade, col, cached
    cc, jc, dc = col(c), col(joint), col(dot)

    def make():
        m, nt, b = _mat(name)
        v = _coord(nt)
        N_ = nt.nodes
        L_ = nt.links

        def math_(op, a, b_=None):
            n = N_.new('ShaderNodeMath')
            n.operation = op
            for k, x in enumerate((a, b_)):
                if x is None:
                    continue
                if isinstance(x, (int, float)):
                    n.inputs[k].default_value = x
                else:
                    L_.new(x, n.inputs[k])
            return n.outputs[0]

        sep = N_.new('ShaderNodeSeparateXYZ')
        L_.new(v, sep.inputs[0])
        u = math_('FRACT', math_('DIVIDE', sep.outputs[0], size))
        w = math_('FRACT', math_('DIVIDE', sep.outputs[1], size))
        du = math_('MINIMUM', u, math_('SUBTRACT', 1.0, u))  # to the nearest joint across x, in slabs
        dw = math_('MINIMUM', w, math_('SUBTRACT', 1.0, w))
        # the cabochon: a diamond round each corner (L1 distance to it), its edge a hair soft
        dia = math_('ADD', du, dw)
        dmask = math_('ADD', math_('MULTIPLY', math_('SUBTRACT', dot_r / size, dia), 400.0), 0.5)
        dmask = math_('MAXIMUM', math_('MINIMUM', dmask, 1.0), 0.0)
        # joints: a thin line where the slab ends, away from the cabochons
        jn = math_('LESS_THAN', math_('MINIMUM', du, dw), 0.0028 / size)
        # each slab's own tone
        cx = math_('FLOOR', math_('DIVIDE', sep.outputs[0], size))
        cy = math_('FLOOR', math_('DIVIDE', sep.outputs[1], size))
        comb = N_.new('ShaderNodeCombineXYZ')
        L_.new(cx, comb.inputs[0])
        L_.new(cy, comb.inputs[1])
        wn = N_.new('ShaderNodeTexWhiteNoise')
        wn.noise_dimensions = '3D'
        L_.new(comb.outputs[0], wn.inputs['Vector'])
        tone = _ramp(nt, wn.outputs['Value'], [(0.0, _shade(cc, 1 - vary)), (1.0, _shade(cc, 1 + vary))])
        # the bedding: soft cloudy streaks, and pores
        st = _noise(nt, _mapping(nt, v, (0.8, 2.5, 1.0)), 1.6, 3, 0.55, distortion=0.5)
        streak = _ramp(nt, st.outputs['Fac'], [(0.3, (0.93, 0.92, 0.9)), (0.55, (1.0, 1.0, 1.0)), (0.75, (1.03, 1.03, 1.03))])
        po = _noise(nt, _mapping(nt, v, (1.0, 2.5, 1.0)), 45.0, 2, 0.5)
        pore = _ramp(nt, po.outputs['Fac'], [(0.67, (1.0, 1.0, 1.0)), (0.72, (0.82, 0.8, 0.76))])

        def mix(fac, a, b_, blend='MIX'):
            n = N_.new('ShaderNodeMixRGB')
            n.blend_type = blend
            if isinstance(fac, (int, float)):
                n.inputs['Fac'].default_value = fac
            else:
                L_.new(fac, n.inputs['Fac'])
            for k, x in ((1, a), (2, b_)):
                if isinstance(x, tuple):
                    n.inputs[k].default_value = (*x[:3], 1)
                else:
                    L_.new(x, n.inputs[k])
            return n.outputs[0]

        stone = mix(1.0, mix(1.0, tone, streak, 'MULTIPLY'), pore, 'MULTIPLY')
        if veins > 0:
            # veins: where a distorted noise crosses its middle value, a thin line; the coordinates offset per slab by
            # the slab's own noise colour so neighbouring slabs don't continue each other's veins
            off = N_.new('ShaderNodeVectorMath')
            off.operation = 'MULTIPLY_ADD'
            L_.new(wn.outputs['Color'], off.inputs[0])
            off.inputs[1].default_value = (37.0, 53.0, 0.0)
            L_.new(v, off.inputs[2])
            vn = _noise(nt, _mapping(nt, off.outputs[0], (0.6, 1.4, 1.0), (0, 0, 0.5)), 1.3, 3, 0.55, distortion=1.6)
            line = math_('ABSOLUTE', math_('SUBTRACT', vn.outputs['Fac'], 0.5))
            vm = math_('MAXIMUM', math_('MINIMUM', math_('MULTIPLY', math_('SUBTRACT', 0.018, line), 60.0), 1.0), 0.0)
            stone = mix(math_('MULTIPLY', vm, veins), stone, mix(1.0, tone, (0.55, 0.5, 0.46), 'MULTIPLY'))
        stone = mix(jn, stone, tuple(jc))
        dark = mix(1.0, tuple(dc), streak, 'MULTIPLY')
        L_.new(mix(dmask, stone, dark), b.inputs['Base Color'])
        rough = math_('ADD', 0.42, math_('MULTIPLY', dmask, -0.12))
        L_.new(rough, b.inputs['Roughness'])
        b.inputs['Specular'].default_value = 0.4
        _bump(nt, b, math_('SUBTRACT', 1.0, jn), 0.2, 0.002)
        return m

    return cached(('slabs', c, joint, dot, size, dot_r, vary, veins, name), make)


def _bmesh_object(name, bm, mat):
    """bm as a new mesh object named `name` in `mat`, linked to the scene (bm is freed)."""
    me = bpy.data.meshes.new(name)
    bm.to_mesh(me)
    bm.free()
    ob = bpy.data.objects.new(name, me)
    bpy.context.scene.collection.objects.link(ob)
    me.materials.append(mat)
    return ob


def _ring(name, x, y, r0, r1, mat, z=0.0, t=0.0012, verts=160):
    """A flat ring inlaid in the floor (a band of stone or brass between radii r0 and r1), its top face t above z."""
    bm = bmesh.new()
    inner = [bm.verts.new((x + r0 * math.cos(math.tau * i / verts), y + r0 * math.sin(math.tau * i / verts), z + t)) for i in range(verts)]
    outer = [bm.verts.new((x + r1 * math.cos(math.tau * i / verts), y + r1 * math.sin(math.tau * i / verts), z + t)) for i in range(verts)]
    for i in range(verts):
        j = (i + 1) % verts
        bm.faces.new((inner[i], outer[i], outer[j], inner[j]))
    return _bmesh_object(name, bm, mat)


def _rug2(x0, x1, y0, y1, field, border, line, name='rug2'):
    """A large flat-woven rug: a plain field, a broad border in a darker tone, a fine line in a third colour
    between them and a second just inside the edge (the rug lies on the floor, 12 mm thick)."""
    fm = linen(field, sheen=0.3, name=name + 'f', bump=1.0)
    bm = linen(border, sheen=0.3, name=name + 'b', bump=1.0)
    lm = linen(line, sheen=0.3, name=name + 'l', bump=1.0)
    box(name + '_b', x0, x1, y0, y1, 0.0, 0.012, bm, bevel=0.004)
    for (i, m, zt) in ((0.06, lm, 0.0122), (0.085, bm, 0.0124), (0.34, lm, 0.0126), (0.37, fm, 0.0128)):
        box(name + '_i', x0 + i, x1 - i, y0 + i, y1 - i, 0.0, zt, m)


def _rug_motif(x0, x1, y0, y1, inset, step, r, mat, z=0.0132, name='rugmotif'):
    """A woven border pattern for a rug: a row of small diamonds (half-diagonal r) every `step` along the middle of
    its border band, `inset` in from the rug's edge, with one on each corner; one flat mesh just above the rug."""
    bm = bmesh.new()

    def dia(cx, cy):
        vs = [bm.verts.new((cx + dx, cy + dy, z)) for (dx, dy) in ((r, 0), (0, r), (-r, 0), (0, -r))]
        bm.faces.new(vs)

    a0, a1, b0, b1 = x0 + inset, x1 - inset, y0 + inset, y1 - inset
    for (p0, p1, fixed, along_x) in ((a0, a1, b0, True), (a0, a1, b1, True), (b0, b1, a0, False), (b0, b1, a1, False)):
        n = max(1, int(round((p1 - p0) / step)))
        for k in range(n + 1):
            if not along_x and k in (0, n):
                continue  # the corners are laid by the rows along x
            q = p0 + (p1 - p0) * k / n
            dia(q, fixed) if along_x else dia(fixed, q)
    return _bmesh_object(name, bm, mat)


def _contrast_piping(parts, mat):
    """Give an upholstered piece's piping (furniture.club_chair's '*piping' tubes) its own fabric: piping in the
    body's own velvet vanished, so the seat and arms read as one soft mass."""
    for p in parts:
        if 'piping' in p.name:
            p.data.materials.clear()
            p.data.materials.append(mat)
    return parts


def _lumbar(F, x, y, facing, mat, name='lumbar'):
    """A scatter cushion on a single club_chair (on its footprint, placed like it), leaning on its back cushion,
    as club_chair lays a sofa's two."""
    sy0, zl = -0.44 + 2 * 0.09, 0.1  # club_chair's back front face and leg height
    pc, _ = F.pad(name, 0.19, 0.055, 0.07, [(0.05, 0.0), (0.012, 0.04), (0.0, 0.09), (0.0, 0.24), (0.012, 0.29), (0.05, 0.32)], mat,
                  lambda s, t, w: (s * 0.97, sy0 + 0.2 + t - w * 0.18 - 0.03 * s, zl + 0.39 + w), crown=0.01)
    return F.place([pc], x, y, facing)


def _potted_olive(g, x, y, pot, h=2.3, seed=0, r=0.3):
    """An olive tree (nature.py, real leaves) in a wide stone pot, the soil topped with moss."""
    import nature as N
    lathe('opot', x, y, 0.0, [(0.0, 0.0), (r * 0.7, 0.0), (r * 0.72, 0.03), (r * 0.95, 0.42), (r * 1.02, 0.5), (r * 1.02, 0.54), (r * 0.9, 0.54),
                              (r * 0.88, 0.48), (0.0, 0.48)], pot, 48)
    cyl('omoss', x, y, 0.47, 0.49, r * 0.86, plain('#4d5a33', 0.95, name='moss'), 32)
    N.olive(g, x, y, 0.49, h=h, seed=seed, lod=0)


def _book_stack(x, y, z, a, books):
    """Large books lying in a stack, each turned a little from the one under it: (colour, length, width, thickness);
    the page block cream between the covers."""
    r = rng(int(x * 100 + y * 10))
    pages = plain('#efe6d2', 0.8, name='pages')
    for k, (c, L, W, T) in enumerate(books):
        aa = a + r.uniform(-0.12, 0.12)
        cov = plain(c, 0.55, name='cover' + c[1:])
        parts = [box('bookc', -L / 2, L / 2, -W / 2, W / 2, 0.0, 0.003, cov, bevel=0.001),
                 box('bookp', -L / 2 + 0.004, L / 2 - 0.004, -W / 2 + 0.002, W / 2 - 0.006, 0.003, T - 0.003, pages),
                 box('bookc', -L / 2, L / 2, -W / 2, W / 2, T - 0.003, T, cov, bevel=0.001),
                 box('bookspine', -L / 2, L / 2, W / 2 - 0.006, W / 2, 0.0, T, cov, bevel=0.002)]
        for ob in parts:  # built about the origin: moved to (x, y, z) and turned about it
            ob.location = (x, y, z)
            ob.rotation_euler = (0, 0, aa)
        z += T


def _sculpture(x, y, z):
    """A small bronze on a travertine block: an open ring standing on its edge (a torus turned up)."""
    bronze = plain('#6b4a2e', 0.3, 0.9, name='bronze')
    box('plinth', x - 0.07, x + 0.07, y - 0.07, y + 0.07, z, z + 0.06, plain('#ddd0b9', 0.6, name='plinthstone'), bevel=0.004)
    me = bpy.data.meshes.new('sculpt')
    bm = bmesh.new()
    R, rr, nu, nv = 0.085, 0.022, 96, 24
    vs = []
    for i in range(nu):
        u = math.tau * i / nu
        rad = rr * (0.55 + 0.45 * (0.5 - 0.5 * math.sin(u)))  # thickest at the foot (u = -pi/2), thinning to the top
        for j in range(nv):
            v = math.tau * j / nv
            px = (R + rad * math.cos(v)) * math.cos(u)
            pz = (R + rad * math.cos(v)) * math.sin(u)
            vs.append(bm.verts.new((px, rad * math.sin(v), pz)))
    for i in range(nu):
        for j in range(nv):
            a_, b_ = i * nv + j, ((i + 1) % nu) * nv + j
            c_, d_ = ((i + 1) % nu) * nv + (j + 1) % nv, i * nv + (j + 1) % nv
            bm.faces.new((vs[a_], vs[b_], vs[c_], vs[d_]))
    bm.to_mesh(me)
    bm.free()
    ob = bpy.data.objects.new('sculpt', me)
    bpy.context.scene.collection.objects.link(ob)
    me.materials.append(bronze)
    for pg in me.polygons:
        pg.use_smooth = True
    # the ring's foot (its lowest point, u = -pi/2) rests on the plinth
    ob.location = (x, y, z + 0.06 + R + rr)
    ob.rotation_euler = (0, 0, -0.75)  # the ring's face toward the cameras (edge on, it read as a dark sliver)


def _console(x, y, walnut, brass_m, L=2.0, d=0.42, h=0.92, glaze=None):
    """A walnut console behind a sofa's back (along y at x): a slab top on slender legs with a shelf of stone below,
    a pair of ceramic table lamps lit, a stack of books and a low bowl between them; its top a little above the sofa's
    back (at 0.8 m it hid behind it and the lamps seemed to stand on the cushions)."""
    y0, y1 = y - L / 2, y + L / 2
    top = marble('#ece4d6', '#b3a58f', 0.2, 1.0, name='consoletop')
    box('con_top', x - d / 2, x + d / 2, y0, y1, h - 0.04, h, walnut, bevel=0.008)
    box('con_apron', x - d / 2 + 0.02, x + d / 2 - 0.02, y0 + 0.02, y1 - 0.02, h - 0.12, h - 0.04, walnut, bevel=0.004)
    for (lx, ly) in ((x - d / 2 + 0.04, y0 + 0.04), (x + d / 2 - 0.04, y0 + 0.04), (x - d / 2 + 0.04, y1 - 0.04), (x + d / 2 - 0.04, y1 - 0.04)):
        cyl('con_leg', lx, ly, 0.03, h - 0.12, 0.022, walnut, 16, r2=0.016)
        cyl('con_sabot', lx, ly, 0.0, 0.03, 0.024, brass_m, 16)
    box('con_shelf', x - d / 2 + 0.03, x + d / 2 - 0.03, y0 + 0.03, y1 - 0.03, 0.2, 0.23, top, bevel=0.004)
    s_l = dict(style='sorrento', lampbase='#dcc9a8')
    for ly in (y0 + 0.3, y1 - 0.3):
        A.table_lamp(x, ly, h, s_l, True, scale=1.15)
    _book_stack(x, y - 0.25, h, 1.5708, [('#6b7b4b', 0.3, 0.23, 0.03), ('#e9dcc6', 0.27, 0.21, 0.028)])
    lathe('con_bowl', x, y + 0.3, h, [(0.0, 0.0), (0.05, 0.0), (0.09, 0.02), (0.14, 0.07), (0.135, 0.072), (0.085, 0.025), (0.0, 0.02)],
          glaze or plain('#2f7f8a', 0.15, name='glazeteal'), 48)
    # on the shelf below: a basket-like pair of large books and a stone vase
    _book_stack(x, y0 + 0.5, 0.23, 1.5708, [('#8a3b2a', 0.34, 0.26, 0.035)])
    lathe('con_vase', x, y1 - 0.45, 0.23, [(0.0, 0.0), (0.06, 0.0), (0.1, 0.1), (0.09, 0.22), (0.05, 0.3), (0.055, 0.32), (0.0, 0.32)],
          plain('#e9e1d2', 0.4, name='vasestone'), 40)


def _painting(x, y, z, w, h, facing, seed, pal=('#3f6f7c', '#e3d4b6', '#b9c9d2')):
    """An oil seascape in a deep gilt frame on a wall (x on a wall at x facing +-x, y along it; z its centre): sea at
    the foot, a hazy band, sky above, brushed by noise; the frame a stepped gilt moulding with a dark sight edge."""
    from lib import _mat, _coord, _ramp, _noise, col
    m, nt, b = _mat('canvas%d' % seed)
    gen = _coord(nt, 'Generated')
    n = _noise(nt, gen, 3.0 + seed % 3, 3, 0.6, distortion=1.2)
    sep = nt.nodes.new('ShaderNodeSeparateXYZ')
    nt.links.new(gen, sep.inputs[0])
    add = nt.nodes.new('ShaderNodeMath')
    add.operation = 'MULTIPLY_ADD'
    nt.links.new(n.outputs['Fac'], add.inputs[0])
    add.inputs[1].default_value = 0.18
    nt.links.new(sep.outputs['Z'], add.inputs[2])
    c0, c1, c2 = (col(c) for c in pal)
    nt.links.new(_ramp(nt, add.outputs[0], [(0.35, c0), (0.55, c1), (0.62, c1), (0.9, c2)]), b.inputs['Base Color'])
    b.inputs['Roughness'].default_value = 0.55
    gilt = brass(c='#b8914a', rough=0.3, brushed=False)
    sight = plain('#3a2a1a', 0.5, name='sight')
    sgn = 1 if facing == '+x' else -1
    fw, d = 0.1, 0.07
    for (a0, a1, b0, b1) in ((y - w / 2, y + w / 2, z - h / 2, z - h / 2 + fw), (y - w / 2, y + w / 2, z + h / 2 - fw, z + h / 2),
                             (y - w / 2, y - w / 2 + fw, z - h / 2, z + h / 2), (y + w / 2 - fw, y + w / 2, z - h / 2, z + h / 2)):
        xa, xb = sorted((x, x + sgn * d))
        box('gilt', xa, xb, a0, a1, b0, b1, gilt, bevel=0.02)
    xa, xb = sorted((x, x + sgn * (d - 0.03)))
    box('sight', xa, xb, y - w / 2 + fw - 0.015, y + w / 2 - fw + 0.015, z - h / 2 + fw - 0.015, z + h / 2 - fw + 0.015, sight)
    xa, xb = sorted((x, x + sgn * (d - 0.025)))
    box('canvas', xa, xb, y - w / 2 + fw, y + w / 2 - fw, z - h / 2 + fw, z + h / 2 - fw, m)


def _boiserie(wall_x, facing, spans, H, trim):
    """Panel mouldings on a plastered wall at x (facing +-x): over each span (y0, y1) a row of tall panels above the
    chair rail and a row of low ones under it, each a frame of a raised moulding; a stepped cornice under the ceiling."""
    sgn = 1 if facing == '+x' else -1
    t, mw = 0.035, 0.055

    def frame(y0, y1, z0, z1):
        xa, xb = sorted((wall_x, wall_x + sgn * t))
        for (a0, a1, b0, b1) in ((y0, y1, z0, z0 + mw), (y0, y1, z1 - mw, z1), (y0, y0 + mw, z0, z1), (y1 - mw, y1, z0, z1)):
            box('moulding', xa, xb, a0, a1, b0, b1, trim, bevel=0.008)

    for (s0, s1) in spans:
        n = max(1, round((s1 - s0) / 1.4))
        pw = (s1 - s0 - 0.22 * (n + 1)) / n
        for i in range(n):
            y0 = s0 + 0.22 + i * (pw + 0.22)
            frame(y0, y0 + pw, 1.2, H - 0.75)
            frame(y0, y0 + pw, 0.3, 0.8)
    for (s0, s1) in spans:
        for (dz0, dz1, dd) in ((H - 0.3, H, 0.06), (H - 0.24, H - 0.06, 0.11)):
            xa, xb = sorted((wall_x, wall_x + sgn * dd))
            box('cornice', xa, xb, s0, s1, dz0, dz1, trim, bevel=0.01)


def _vesuvius(cx, cy, rx, height, res=24):
    """Vesuvius far across the bay: the cone and the older rim of Monte Somma beside it, a soft profile of gentle
    lower slopes, in a hazy blue-grey that lets the sky show through (at tens of kilometres it is a silhouette)."""
    verts, faces = [], []
    nx, ny = res * 2, res
    for j in range(ny + 1):
        for i in range(nx + 1):
            u = -1 + 2 * i / nx
            vv = -1 + 2 * j / ny
            r1 = math.hypot(u, vv * 1.6)
            r2 = math.hypot(u + 0.32, vv * 1.6 - 0.15)
            z = max(0.0, 1 - r1) ** 1.6 * height
            z = max(z, max(0.0, 1 - r2 * 1.3) ** 1.4 * height * 0.82)
            if r1 < 0.07:  # the crater's notch at the summit
                z -= (0.07 - r1) * height * 0.9
            verts.append((cx + u * rx, cy + vv * rx * 0.6, z - 8.0))
    for j in range(ny):
        for i in range(nx):
            a = j * (nx + 1) + i
            faces.append((a, a + 1, a + nx + 2, a + nx + 1))
    me = bpy.data.meshes.new('vesuvius')
    me.from_pydata(verts, [], faces)
    ob = bpy.data.objects.new('vesuvius', me)
    bpy.context.scene.collection.objects.link(ob)
    me.materials.append(plain('#7d8b9c', 0.9, name='vesuviushaze', alpha=0.6))
    for pg in me.polygons:
        pg.use_smooth = True
    return ob


def _calm_morning_sea(z, y0, deep='#123f52', sky='#b4cddc', rough=(0.04, 0.3), scale=(1 / 700, 1 / 160)):
    """A calm morning sea seen from a lobby: one flat plane from the terrace wall to the horizon (no wave grid: its
    chop far off was finer than a pixel), its sheen broken only by broad bands of glassy and breeze-rippled water (a
    roughness field in patches ~700 m across and ~160 m deep, too large to flicker between pixels at any distance).
    The water's own deep colour under the sky it mirrors by Fresnel (water's 1.33), the mirrored sky tinted `sky`
    (the Principled sheen alone mirrored the pale morning sky white: the sea read as mist). rough: the glassy and the
    rippled water's roughness."""
    import lib as L

    def make():
        m, nt, b = L._mat('calmmorningsea')
        b.inputs['Base Color'].default_value = (*L.col(deep), 1)
        b.inputs['Specular'].default_value = 0.0
        b.inputs['Roughness'].default_value = 0.9
        v = L._coord(nt)
        n = L._noise(nt, L._mapping(nt, v, (scale[0], scale[1], 1)), 1.0, 2, 0.5)
        mr = nt.nodes.new('ShaderNodeMapRange')
        mr.inputs['From Min'].default_value = 0.35
        mr.inputs['From Max'].default_value = 0.65
        mr.inputs['To Min'].default_value = rough[0]
        mr.inputs['To Max'].default_value = rough[1]
        nt.links.new(n.outputs['Fac'], mr.inputs['Value'])
        gl = nt.nodes.new('ShaderNodeBsdfGlossy')
        gl.inputs['Color'].default_value = (*L.col(sky), 1)
        nt.links.new(mr.outputs[0], gl.inputs['Roughness'])
        fr = nt.nodes.new('ShaderNodeFresnel')
        fr.inputs['IOR'].default_value = 1.33
        mix = nt.nodes.new('ShaderNodeMixShader')
        nt.links.new(fr.outputs[0], mix.inputs[0])
        nt.links.new(b.outputs[0], mix.inputs[1])
        nt.links.new(gl.outputs[0], mix.inputs[2])
        out = nt.nodes['Material Output']
        nt.links.new(mix.outputs[0], out.inputs['Surface'])
        m.shadow_method = 'NONE'
        # drawn as an (opaque) blended surface, which EEVEE leaves out of its screen-space reflections: their few
        # half-resolution rays per pixel on water seen at a grazing angle were the speckle (a test render with them off
        # was smooth); it still mirrors the sky from the world probe, so the sheen stays
        m.blend_method = 'BLEND'
        m.show_transparent_back = False
        return m

    box('calmmorningsea', -40000, 40000, y0, 40000, z - 0.5, z, L.cached(('calmmorningsea', deep, sky, rough, scale), make))


def lobby(sc, sd):
    """The lobby of Vela Sorrento: tall French windows onto the sea, a walnut reception desk with a marble top
    under globe pendants, a round table with a great bowl of flowers, a sitting group on a rug, plants."""
    W, D, H = sd.get('w', 14.0), sd.get('d', 12.0), sd.get('h', 4.4)
    x0, x1 = -W / 2, W / 2
    t = world_sky(sc, sd['tod'], sd['sun_azimuth'])
    lamps = t['lamps']
    fill = 1.0
    if sd.get('sun'):
        # option sun [elevation, shadow reach, fill, strength]: a lower, stronger morning sun than TOD's, the sky's sun and the lamp moved to
        # it, so the window light falls in long patches across the floor toward the cameras (at TOD's 28 degrees from the
        # side it lit only a strip under the windows, behind the furniture); the lamp's shadow cascades drawn within
        # `shadow reach` metres of the camera and its disc the real sun's half degree (1.5 blurred the patches' edges
        # over 10 m of throw), and the windows' area lights and the ceiling's bounce scaled by `fill` (at full strength
        # the pale floor was as bright in the shade as in the sun: no patches showed); a warm bounce off the floor onto
        # the window wall (at the end of the builder)
        # (lib.low_sun, shared with rooms.bedroom's option `sun`)
        from lib import low_sun
        el, reach, fill, strength = sd['sun']
        low_sun(sc, el, sd['sun_azimuth'], reach, strength)
    # option upholstery {...}: the seating's fabrics and the glazed vases' colour (see below); unset: the teal velvet,
    # terracotta and teal glaze
    up = sd.get('upholstery')
    glaze = plain(up['glaze'], 0.2, name='glazeup') if up else plain('#2f7f8a', 0.15, name='glazeteal')
    wall = paint('#efe4d0', name='wall')
    trim = paint('#f6efe3', 0.5, name='trim', bump=0)
    walnut = wood('#5a3b27', name='walnut', rough=0.35)
    brass_m = brass(c='#c9a24a', rough=0.25)
    # a calm honed stone floor in large slabs (faint veins), a great rug over most of the open floor
    # honed travertine in large slabs with dark cabochons at their corners (a chequerboard of two tones filled the
    # foreground and read as a kitchen floor)
    # option floor_veins [tone spread, vein depth]: each slab a clearer shade apart and crossed by thin veins (the
    # plain slabs read as one bright expanse in the hero's foreground); default the calm slabs
    fv = sd.get('floor_veins', (0.05, 0.0))
    box('floor', x0 - 0.2, x1 + 0.2, -0.2, D + 0.2, -0.1, 0.0, _slab_floor('#c9b597', '#9c8a72', '#5b4738', 0.8, 0.075, vary=fv[0], veins=fv[1],
                                                                    name='lobbyfloor'))
    # inlays of darker stone: a band framing the open floor 0.9 m in from the walls, two rings round the flowers' table
    inlay = marble('#6f5846', '#a8917a', 0.3, 0.8, name='inlay')
    fx0, fy0 = sd.get('flowers', (0.6, 5.6))
    for (a0, a1, b0, b1) in ((x0 + 0.9, x1 - 0.9, 0.9, 1.02), (x0 + 0.9, x0 + 1.02, 0.9, D - 0.9), (x1 - 1.02, x1 - 0.9, 0.9, D - 0.9),
                             (x0 + 0.9, x1 - 0.9, D - 1.02, D - 0.9)):
        box('inlayband', a0, a1, b0, b1, 0.0, 0.0012, inlay)
    _ring('inlayring', fx0, fy0, 1.55, 1.67, inlay)
    _ring('inlayring2', fx0, fy0, 1.76, 1.785, brass(c='#b89246', rough=0.35, brushed=False), t=0.0013)
    if sd.get('rug'):
        gr = sd['rug']
        _rug(gr[0], gr[1], gr[2], gr[3], '#b9a486', '#7d6048', name='greatrug')
    # a darker marble border along the walls
    for (a0, a1, b0, b1) in ((x0, x0 + 0.35, 0, D), (x1 - 0.35, x1, 0, D), (x0, x1, 0, 0.35)):
        box('floorband', a0, a1, b0, b1, 0.0, 0.003, marble('#8f7a66', '#e9dfd0', 0.15, 0.8, name='floorband'))
    box('ceiling', x0 - 0.2, x1 + 0.2, -0.2, D + 0.2, H, H + 0.15, paint('#f4ecdf', name='ceiling'))
    box('wall_x0', x0 - 0.2, x0, -0.2, D + 0.2, 0, H, wall)
    box('wall_x1', x1, x1 + 0.2, -0.2, D + 0.2, 0, H, wall)
    box('wall_y0', x0 - 0.2, x1 + 0.2, -0.2, 0, 0, H, wall)
    # exposed walnut beams, a cornice and skirting
    # option beams: their wood's colour (the dark walnut read as heavy bars across a pale room)
    beam = wood(sd.get('beams', '#4a3322'), scale=1.5, name='beam')
    # option beam_step: metres between the beams (default 1.6: seven over the 12 m room); wider, fewer bars over the hero
    nb = int(D / sd.get('beam_step', 1.6))
    for i in range(nb):
        y = (i + 0.5) * D / nb
        box('beam', x0, x1, y - 0.11, y + 0.11, H - 0.3, H, beam, bevel=0.01)
    for (a0, a1, b0, b1) in ((x0, x0 + 0.02, 0, D), (x1 - 0.02, x1, 0, D), (x0, x1, 0, 0.02)):
        box('skirting', a0, a1, b0, b1, 0, 0.16, trim)
        box('chairrail', a0, a1, b0, b1, 0.95, 0.99, trim)
    # the window wall: tall French windows between piers, arched heads drawn as a fanlight band
    frame = paint('#f3eee6', 0.4, name='wframe', bump=0)
    n_win, pier = sd.get('windows', 4), 1.3
    ww = (W - pier * (n_win + 1)) / n_win
    oz1 = H - 0.7
    xs = [(x0 + pier + i * (ww + pier), x0 + pier + i * (ww + pier) + ww) for i in range(n_win)]
    edges = [x0 - 0.2] + [v for p in xs for v in p] + [x1 + 0.2]
    for i in range(0, len(edges), 2):
        box('pier', edges[i], edges[i + 1], D, D + 0.4, 0, H, wall)
    sky_c = (0.8, 0.87, 1.0) if sd['tod'] in ('morning', 'noon') else (1.0, 0.8, 0.62)
    for (a, b) in xs:
        box('lintel', a, b, D, D + 0.4, oz1, H, wall)
        for xx in (a, b - 0.07):
            box('wframe', xx, xx + 0.07, D + 0.22, D + 0.3, 0, oz1, frame)
        mx = (a + b) / 2
        box('wmull', mx - 0.03, mx + 0.03, D + 0.22, D + 0.3, 0, oz1, frame)
        box('wtransom', a, b, D + 0.22, D + 0.3, oz1 - 0.75, oz1 - 0.69, frame)
        for k in range(1, 4):
            yy = (oz1 - 0.72) * k / 4
            box('wbar', a, b, D + 0.24, D + 0.28, yy - 0.015, yy + 0.015, frame)
        box('wtop', a, b, D + 0.22, D + 0.3, oz1 - 0.07, oz1, frame)
        A.curtain(a - 0.5, a - 0.02, D - 0.1, H - 0.35, '#efe6d6', folds=8)
        A.curtain(b + 0.02, b + 0.5, D - 0.1, H - 0.35, '#efe6d6', folds=8)
        area_light('window', (mx, D - 0.05, oz1 / 2), (math.radians(-90), 0, 0), ww, oz1, {'morning': 260, 'noon': 260, 'golden': 180}.get(sd['tod'], 100) * ww * oz1 / 4 * fill, sky_c)
        box('rod', a - 0.6, b + 0.6, D - 0.12, D - 0.08, H - 0.37, H - 0.34, brass_m)
    # outside: a terrace with a balustrade, palms, the sea and islands
    box('terrace', x0 - 12, x1 + 12, D + 0.4, D + 6.0, -0.3, -0.02, tiles('#c98b64', '#b9a48c', 0.4, 0.6, name='cotto'))
    box('terrace_wall', x0 - 12, x1 + 12, D + 5.8, D + 6.0, -9, -0.3, paint('#cdbd9f', 0.8, name='quaystone'))
    balu = paint('#eee5d4', 0.6, name='balu', bump=0)
    for k in range(int((W + 24) / 0.38)):
        xx = x0 - 12 + k * 0.38
        lathe('baluster', xx, D + 5.85, -0.02, [(0.06, 0), (0.045, 0.18), (0.08, 0.42), (0.035, 0.7), (0.06, 0.8)], balu, 12)
    box('rail', x0 - 12, x1 + 12, D + 5.72, D + 5.98, 0.78, 0.9, balu)
    # date palms (promenade.py: ringed trunks, pinnate fronds) on the terrace, the sea, a rocky headland and islands
    # (nature.rock_island, not the smooth green domes)
    import nature as N
    import promenade as P
    gp = N.Geo('lobbypalms')
    # option palms [x, ...]: the palms' places along the terrace (the card's camera saw the second one's dark trunk
    # standing in a window, cutting it in two; set behind the piers from that camera, only their crowns show)
    for k, px in enumerate(sd.get('palms', (x0 - 1.5, x0 + 5.5, x1 - 3.0, x1 + 3.5))):
        P.palm(gp, px, D + 4.2, -0.02, 6.5 + (k % 2) * 1.2, seed=k + 3)
    gp.flush()
    if sd.get('sea') == 'calm':
        # option: a calm morning sea with a soft sheen (_calm_morning_sea); the wave grid's chop, seen from the lobby,
        # was a speckled grey band between the headlands and the balustrade
        _calm_morning_sea(-8.0, D + 5.8)
    else:
        A.ocean(sc, size=2000, res=8, repeat=8, z=-8.0, y=D + 1000)
    if sd.get('coast_isles'):
        # option [[x, y beyond the windows, half sizes, height, seed, turn], ...]: soft maquis-covered headlands over pale
        # sea cliffs (nature.rock_island style 'coast'), paler with distance by coast_mat's haze (coast_haze: [colour,
        # metres, glow]), in place of the three rock islands: the hero's windows saw rockisle1 as a jagged dark wall
        hz = sd.get('coast_haze')
        for k, (ix, iy, irx, iry, ih, iseed, irot) in enumerate(sd['coast_isles']):
            N.rock_island('coastisle%d' % k, ix, D + iy, irx, iry, ih, iseed, res=max(3.0, irx / 70), rot=irot, style='coast',
                          mat=N.coast_mat(haze=hz) if hz else None)
    else:
        N.rock_island('rockhead', -560, D + 800, 600, 360, 90, 90, res=8.0, rot=0.15)
        N.rock_island('rockisle1', 700, D + 2800, 700, 260, 140, 91, res=10.0, rot=0.2)
        N.rock_island('rockisle2', -1300, D + 4400, 900, 300, 180, 92, res=12.0, rot=-0.15)
    if sd.get('vesuvius'):
        # option: Vesuvius across the bay, the Sorrento view (the windows showed only low headlands)
        vx, vy, vr, vh = sd['vesuvius']
        _vesuvius(vx, D + vy, vr, vh)
    # the reception desk on the right-hand wall: walnut fluted front, marble top, globe pendants above
    dx0, dx1, dy0, dy1 = x1 - 2.6, x1 - 1.75, 2.2, 7.4
    box('desk_body', dx0, dx1, dy0, dy1, 0.08, 1.05, walnut)
    for k in range(int((dy1 - dy0) / 0.07)):
        yy = dy0 + 0.02 + k * 0.07
        cyl('flute', dx0 - 0.005, yy + 0.03, 0.12, 1.02, 0.022, walnut, 10)
    box('desk_kick', dx0 + 0.04, dx1, dy0 + 0.04, dy1 - 0.04, 0.0, 0.08, brass_m)
    box('desk_top', dx0 - 0.1, dx1 + 0.05, dy0 - 0.1, dy1 + 0.1, 1.05, 1.11, marble('#f2ece2', '#a8957f', 0.15, 1.2, name='desktop'), bevel=0.01)
    box('desk_work', dx1, x1 - 0.9, dy0, dy1, 0.0, 0.75, walnut)
    # on the desk: a lamp, an orchid, a brass bell, a leather folder
    s_l = dict(style='sorrento', lampbase='#e8dcc6')
    A.table_lamp(dx0 + 0.3, dy0 + 0.5, 1.11, s_l, True, scale=1.1)
    lathe('orchidpot', dx0 + 0.25, dy1 - 0.6, 1.11, [(0.06, 0), (0.08, 0.04), (0.08, 0.14), (0.075, 0.15)], plain('#f4efe6', 0.2, name='glaze'), 32)
    for k in range(9):
        sphere('orchid', dx0 + 0.25 + 0.02 * math.sin(k), dy1 - 0.6 + 0.06 * math.cos(k * 1.7), 1.45 + k * 0.03, 0.028, plain('#fbf6f2', 0.6, name='orchid'),
               scale=(1, 1, 0.6), seg=12)
    cyl('orchidstem', dx0 + 0.25, dy1 - 0.6, 1.26, 1.72, 0.004, plain('#5b6b3a', 0.7, name='stem'), 6)
    box('folder', dx0 + 0.1, dx0 + 0.42, dy0 + 2.2, dy0 + 2.5, 1.11, 1.125, plain('#3a2a20', 0.5, name='leather'), bevel=0.003)
    # the wall behind: panelling, a large painting of the bay and two sconces
    box('backpanel', x1 - 0.04, x1, dy0 - 0.3, dy1 + 0.3, 0.16, 3.1, wood('#6b4a32', name='panelwood', rough=0.4))
    s_art = dict(frame=wood('#3b2a1d', name='frame'), art=['#2f7f8a', '#e9dcc6', '#c8744f'])
    A.art_frame((dy0 + dy1) / 2, 0, 2.05, 2.6, 1.3, s_art, 5, facing='-x', x=x1 - 0.04)
    for yy in (dy0 + 0.3, dy1 - 0.3):
        box('sconce_bk', x1 - 0.07, x1 - 0.04, yy - 0.04, yy + 0.04, 1.9, 2.2, brass_m)
        cyl('sconce', x1 - 0.16, yy, 2.02, 2.24, 0.06, emission('#ffe2b8', 4), 24, r2=0.075)
    for yy in (dy0 + 0.9, (dy0 + dy1) / 2, dy1 - 0.9):
        px = (dx0 + dx1) / 2
        cyl('prose', px, yy, H - 0.32, H - 0.3, 0.05, brass_m, 24)
        cyl('prod', px, yy, 2.55, H - 0.3, 0.006, brass_m, 8)
        sphere('globe', px, yy, 2.42, 0.16, emission('#fff0d8', 5.0), seg=32)
        point_light('globe_l', (px, yy, 2.2), 35, (1.0, 0.85, 0.65), 0.15, shadow=False)
    if sd.get('panels'):
        # option: a palazzo's walls: panel mouldings above and under the chair rail and a cornice on the side walls (bare
        # plaster read flat), an oil seascape in a gilt frame over a console with lamps on the right-hand wall between
        # the desk and the windows, another over the sitting group on the left-hand wall
        _boiserie(x1, '-x', [(0.4, dy0 - 0.45), (dy1 + 0.45, D - 0.45)], H, trim)
        _boiserie(x0, '+x', [(0.4, D - 0.45)], H, trim)
        cy_ = (dy1 + 0.45 + D - 1.25) / 2
        _console(x1 - 0.26, cy_, walnut, brass_m, L=1.7, glaze=glaze)
        _painting(x1, cy_, 2.5, 1.5, 1.15, '-x', 1)
        _painting(x0, sd.get('seating', (-3.4, 8.6))[1], 2.45, 2.1, 1.4, '+x', 2, pal=('#35606b', '#e6d2ad', '#c7d2d4'))
    # the round table in the middle with the flowers
    fx, fy = sd.get('flowers', (0.6, 5.6))
    cyl('ftable_top', fx, fy, 0.74, 0.8, 0.85, marble('#efe9df', '#cbbfb0', 0.15, 1.0, name='ftop2'), 64)
    lathe('ftable_base', fx, fy, 0.0, [(0.42, 0), (0.4, 0.05), (0.16, 0.12), (0.1, 0.4), (0.14, 0.74), (0.0, 0.74)], walnut, 48)
    if sd.get('bouquet') == 'loose':
        # option: a smaller, looser arrangement (_loose_bouquet) in a low urn (the great dome of roses read as a ball)
        lathe('fvase', fx, fy, 0.8, [(0.1, 0), (0.15, 0.04), (0.19, 0.14), (0.17, 0.24), (0.12, 0.31), (0.11, 0.33), (0.135, 0.36)], glaze, 48)
        _loose_bouquet(fx, fy, 1.15, 7)
    else:
        lathe('fvase', fx, fy, 0.8, [(0.12, 0), (0.2, 0.12), (0.22, 0.26), (0.15, 0.42), (0.13, 0.46), (0.15, 0.48)], glaze, 48)
        _flowers(fx, fy, 1.28, 0.6, 3, colours=('#f6efe4', '#f0c8bc', '#e8a68f', '#fbf7f0', '#d9897a'), sd_petals=True)
    # a brass ring chandelier with glass globes over the flowers
    # option chandelier_drop: the ring's depth under the ceiling in metres (default 1.25); 0.8 hangs it above the card's
    # frame (at 1.25 its far side and globes were cut by the top edge)
    cz = H - sd.get('chandelier_drop', 1.25)
    ring = bpy.data.meshes.new('ch_ring')
    bm = bmesh.new()
    bmesh.ops.create_circle(bm, cap_ends=False, radius=0.75, segments=96)
    bm.to_mesh(ring)
    bm.free()
    rob = bpy.data.objects.new('ch_ring', ring)
    bpy.context.scene.collection.objects.link(rob)
    rob.location = (fx, fy, cz)
    sk = rob.modifiers.new('sk', 'SKIN')
    for v in ring.skin_vertices[0].data:
        v.radius = (0.014, 0.014)
    rob.modifiers.new('ss', 'SUBSURF').levels = 1
    ring.materials.append(brass_m)
    for k in range(8):
        a = math.tau * k / 8
        gx, gy = fx + 0.75 * math.cos(a), fy + 0.75 * math.sin(a)
        cyl('ch_cup', gx, gy, cz, cz + 0.05, 0.035, brass_m, 16)
        sphere('ch_globe', gx, gy, cz + 0.14, 0.095, emission('#fff2dc', 4.0), seg=24)
    for k in range(4):
        a = math.tau * k / 4 + math.pi / 8
        cyl('ch_wire', fx + 0.75 * math.cos(a), fy + 0.75 * math.sin(a), cz, H - 0.3, 0.004, brass_m, 6)
        cyl('ch_rose', fx + 0.75 * math.cos(a), fy + 0.75 * math.sin(a), H - 0.32, H - 0.3, 0.04, brass_m, 16)
    point_light('ch_l', (fx, fy, cz), 60, (1.0, 0.86, 0.66), 0.4, shadow=False)
    # on the table, under the flowers toward the door: a stack of three large books and a bronze sculpture
    _book_stack(fx - 0.48, fy - 0.42, 0.8, 0.55, [('#7d3a2c', 0.36, 0.27, 0.035), ('#e6dcc8', 0.32, 0.25, 0.03), ('#2f4a5a', 0.27, 0.21, 0.028)])
    _sculpture(fx + 0.2, fy - 0.62, 0.8)
    # the sitting group by the windows: two sofas face to face, armchairs, a coffee table, on a rug
    sx, sy = sd.get('seating', (-3.4, 8.6))
    s = dict(style='sorrento', sofa='#2f7f8a', cushion='#e9dcc6', chair='#c8744f', wood_dark=wood('#4e3424', name='dark'),
             table_top=marble('#efe9df', '#9c8f80', name='tabletop'), metal=brass_m, vase='#c8744f', book='#6b7b4b')
    # a large rug under the whole group (sofas, armchair, the console behind the near sofa)
    _rug2(sx - 2.7, sx + 2.5, sy - 2.35, sy + 2.05, '#cdbb9c', '#7b5e47', '#efe4cf')
    if sd.get('rug_motif'):
        # option: a row of cream diamonds woven along the middle of the rug's dark border (a plain band read as a mat)
        _rug_motif(sx - 2.7, sx + 2.5, sy - 2.35, sy + 2.05, 0.2125, 0.32, 0.055, linen('#efe4cf', sheen=0.3, name='rugmotif', bump=1.0))
    # a console behind the near sofa's back, two ceramic lamps lit on it, books and a bowl between them
    _console(sx + 1.35 + 0.8, sy, walnut, brass_m, glaze=glaze)  # the sofa's back at sx + 1.35 + 0.48
    wx, wy = sd.get('waiting', (2.0, 3.2))
    s2 = dict(s, chair='#e9dcc6')
    if sd.get('club'):
        # furniture.club_chair (rolled piped arms, crowned piped cushions, back cushions, walnut legs) for the soft boxes
        # of assets.sofa / armchair, on their footprints: teal velvet sofas with cream scatter cushions, a terracotta
        # armchair, a pair in cream by the desk
        import furniture as F
        sofa_f, cream = F.velvet('#2f7f8a', name='clubvelvet'), F.fabric('#e9dcc6', name='clubcream')
        terra = F.fabric('#c8744f', name='clubterra')
        if up:
            # option upholstery {sofa, pair, chair, accent, pipe, glaze}: the sofas in a natural linen (sofa), the pair by
            # the desk (pair), the armchair (chair) and the scatter and lumbar cushions (accent) in one muted colour, the
            # piping (pipe) a shade off the linen; where the saturated teal velvet and terracotta read as catalogue pieces
            sofa_f, cream, terra = F.fabric(up['sofa'], name='clublinen'), F.fabric(up['pair'], name='clubpair'), F.fabric(up['chair'], name='clubchair')
        # option waiting_pair [half spacing, facing of the left chair, of the right]: the cream pair by the desk turned
        # (facing 0: its front toward +y); default face to face across their table, their backs and sides to the door
        wd, wf0, wf1 = sd.get('waiting_pair', (0.75, -90, 90))
        # option end_chair 'far': the terracotta armchair at the group's window end, facing the room (at the near end
        # the hero saw its back, cut by the frame's edge, as an orange box)
        ey_, ef_ = (sy + 1.35, 180) if sd.get('end_chair') == 'far' else (sy - 1.35, 0)
        cush = F.fabric(up['accent'], name='clubaccent') if up else cream
        pieces = [F.club_sofa(sx - 1.35, sy, -90, sofa_f, 2.1, cush=cush), F.club_sofa(sx + 1.35, sy, 90, sofa_f, 2.1, cush=cush),
                  F.club_chair(sx, ey_, ef_, terra), F.club_chair(wx - wd, wy, wf0, cream),
                  F.club_chair(wx + wd, wy, wf1, cream)]
        if sd.get('club_trim'):
            # option: the piping in a contrasting fabric (cream on the teal sofas and the terracotta chair, terracotta on
            # the cream pair) so the cushions and rolled arms are drawn, and a teal lumbar cushion on each of the pair
            cpipe, tpipe = F.fabric('#f1e7d4', name='pipecream'), F.fabric('#b5623f', name='pipeterra')
            if up:
                cpipe = tpipe = F.fabric(up['pipe'], name='pipeup')
            for p_, m_ in zip(pieces, (cpipe, cpipe, cpipe, tpipe, tpipe)):
                _contrast_piping(p_, m_)
            teal = F.fabric(up['accent'], name='lumbaraccent') if up else F.velvet('#2f7f8a', name='lumbarteal')
            _lumbar(F, wx - wd, wy, wf0, teal)
            _lumbar(F, wx + wd, wy, wf1, teal)
    else:
        A.sofa(sx - 1.35, sy, -90, s, 2.1)
        A.sofa(sx + 1.35, sy, 90, s, 2.1)
        A.armchair(sx, sy - 1.35, 0, s)
        # a pair of armchairs across a small table, waiting by the desk
        A.armchair(wx - 0.75, wy, -90, s2)
        A.armchair(wx + 0.75, wy, 90, s2)
    # (upholstery: the low table's vase in the vases' glaze too, where its terracotta was a second accent)
    A.coffee_table(sx, sy, dict(s, table_top=wood('#5a3b27', name='ctwood'), **({'vase': up['glaze']} if up else {})), r=0.55)
    cyl('side_top', wx, wy, 0.5, 0.53, 0.28, marble('#efe9df', '#9c8f80', 0.15, 1.0, name='ftop'), 48)
    lathe('side_base', wx, wy, 0.0, [(0.18, 0), (0.16, 0.03), (0.05, 0.08), (0.04, 0.5), (0.0, 0.5)], brass_m, 32)
    lathe('side_vase', wx, wy, 0.53, [(0.04, 0), (0.06, 0.06), (0.03, 0.16), (0.035, 0.2)], glaze, 32)
    # plants and a bench in the entrance side
    # olive trees (nature.py: branches and real leaves) in wide stone pots in the corners by the windows (none by the
    # entrance: their crowns would hang into the cameras' top corners)
    import nature as N
    g = N.Geo('lobbyplants')
    potm = plain('#cbbda6', 0.7, name='stonepot')
    for k, (px, py, h) in enumerate(((x0 + 0.75, D - 0.75, 2.5), (x1 - 0.75, D - 0.75, 2.6))):
        _potted_olive(g, px, py, potm, h=h, seed=31 + k, r=0.34)
    g.flush()
    area_light('bounce', (0, D / 2, H - 0.4), (0, 0, 0), W * 0.8, D * 0.8, 50 * W * D / 20 * fill, (1.0, 0.93, 0.85), shadow=False)
    if sd.get('sun'):
        # with the low sun: the warm light its patches throw back off the floor onto the window wall and the curtains
        # (lit only by the blue sky, they read cold grey against the windows)
        area_light('floorbounce', (0, D - 4.0, 1.0), (math.radians(90), 0, 0), W * 0.8, 2.0, 300, (1.0, 0.85, 0.68), shadow=False)
    return {}, {}


BUILDERS['lobby'] = lobby

# the heroes taken in room scenes with soft bedding (bedding.py)
import bedding  # noqa: E402

BUILDERS.update(bedding.BUILDERS)

# the Buffet (buffet.py)
import buffet  # noqa: E402

BUILDERS.update(buffet.BUILDERS)

# close-ups of drinks and table settings on the roof and the terrace (drinks.py)
import drinks  # noqa: E402

BUILDERS.update(drinks.BUILDERS)

# dining chairs and tables (furniture.py) and their study scene
import furniture  # noqa: E402

BUILDERS.update(furniture.BUILDERS)
