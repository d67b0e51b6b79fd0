# The Vela Amalfi on the bay (places.coast): a modern tower on the promenade, its sea front a stack of thin
# white balcony slabs with rounded corners and frameless glass, floor-to-ceiling glazing behind (rooms lit
# warm at dusk, sheer curtains), its side walls of travertine behind a screen of bronze fins, a glazed
# double-height lobby under a cantilevered canopy, and a crown: a sky bar under a flying roof with festoon
# lights over an open terrace. Palms, planters and clipped shrubs at its foot.
# Coordinates of the bay: the shore runs along y at x = 0 (the sea is x < 0); the tower's sea front is at x = 30.
import math

import bmesh
import bpy
from mathutils import Vector

import assets as A
import nature as N
from lib import (TOD, _mat, _coord, _noise, _ramp, _shade, _bump, _mapping, cached, col, box, cyl, sphere, plain, paint, emission,
                 glass, brass, foliage, linen, wood, point_light, rng, link)

# The blue hour, for the Amalfi's dusk pictures: the sun just below the horizon (no sun lamp, no hard
# shadows), a clear blue-grey sky with a thin warm band at the horizon, the building lit from within.
TOD.setdefault('blue', dict(elev=-1.5, sun=(1.0, 0.55, 0.35), sun_w=0.0, sky=1.0, amb=0.8, lamps=True, exp=0.0, air=1.0, dust=0.3))

# the tower's plan and heights
X0, X1 = 30.0, 47.6       # balcony edge (sea front) .. back wall
GX = 32.4                 # the glass line of the rooms (balconies 2.4 m deep)
Y0, Y1 = 85.0, 115.0      # the body's side walls
Z0 = 1.6                  # the promenade / forecourt level
ZL = Z0 + 5.6             # top of the double-height lobby: first guest floor
FH = 3.35                 # floor to floor
FLOORS = 8
ZT = ZL + FLOORS * FH     # the roof deck (the sky bar's floor)


def travertine(c='#e6dccb', name='travertine'):
    """Honed travertine cladding: horizontal veining and the joints of large slabs."""
    c = col(c)

    def make():
        m, nt, b = _mat(name)
        v = _coord(nt)
        n = _noise(nt, _mapping(nt, v, (0.6, 0.6, 7.0)), 2.5, 3, 0.55, 1.5)
        cc = _ramp(nt, n.outputs['Fac'], [(0.35, _shade(c, 0.9)), (0.55, _shade(c, 1.0)), (0.75, _shade(c, 1.06))])
        br = nt.nodes.new('ShaderNodeTexBrick')
        br.inputs['Scale'].default_value = 1.0
        br.inputs['Mortar Size'].default_value = 0.006
        br.inputs['Brick Width'].default_value = 1.2
        br.inputs['Row Height'].default_value = 0.6
        br.offset = 0.0
        nt.links.new(_mapping(nt, v, (1, 1, 1), (math.pi / 2, 0, 0)), br.inputs['Vector'])
        mix = nt.nodes.new('ShaderNodeMixRGB')
        mix.blend_type = 'MULTIPLY'
        nt.links.new(br.outputs['Fac'], mix.inputs[0])
        nt.links.new(cc, mix.inputs[1])
        mix.inputs[2].default_value = (*_shade(c, 0.78), 1)
        nt.links.new(mix.outputs[0], b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.6
        b.inputs['Specular'].default_value = 0.35
        _bump(nt, b, br.outputs['Fac'], 0.15, 0.01)
        return m

    return cached(('travertine', c), make)


def clear_glass(c=(0.25, 0.3, 0.32), alpha=0.16, name='clearglass'):
    """Low-iron glazing seen from outside: mostly transparent (the lit rooms read through it), a faint
    dark tint and a sharp reflection."""
    c = col(c)

    def make():
        m, nt, b = _mat(name)
        b.inputs['Base Color'].default_value = (*c, 1)
        b.inputs['Roughness'].default_value = 0.04
        b.inputs['Specular'].default_value = 0.6
        b.inputs['Alpha'].default_value = alpha
        m.blend_method = 'BLEND'
        m.shadow_method = 'NONE'
        m.show_transparent_back = False
        return m

    return cached(('clearglass', c, alpha), make)


def _arc(cx, cy, r, a0, a1, n=10):
    return [(cx + r * math.cos(math.radians(a0 + (a1 - a0) * i / n)), cy + r * math.sin(math.radians(a0 + (a1 - a0) * i / n))) for i in range(n + 1)]


def prism(name, pts, z0, z1, mat, smooth_deg=35):
    """A slab from its outline (counter-clockwise seen from above), extruded from z0 to z1; its curved
    edges shade smooth and its corners stay crisp."""
    me = bpy.data.meshes.new(name)
    bm = bmesh.new()
    lo = [bm.verts.new((x, y, z0)) for x, y in pts]
    hi = [bm.verts.new((x, y, z1)) for x, y in pts]
    bm.faces.new(list(reversed(lo)))
    bm.faces.new(hi)
    n = len(pts)
    for i in range(n):
        j = (i + 1) % n
        bm.faces.new((lo[i], lo[j], hi[j], hi[i]))
    bm.to_mesh(me)
    bm.free()
    for p in me.polygons:
        p.use_smooth = True
    me.use_auto_smooth = True
    me.auto_smooth_angle = math.radians(smooth_deg)
    ob = link(bpy.data.objects.new(name, me))
    me.materials.append(mat)
    return ob


def ribbon(name, pts, z0, z1, mat):
    """A vertical band along an open polyline (a frameless glass balustrade)."""
    me = bpy.data.meshes.new(name)
    verts = [(x, y, z) for x, y in pts for z in (z0, z1)]
    faces = [(2 * i, 2 * i + 2, 2 * i + 3, 2 * i + 1) for i in range(len(pts) - 1)]
    me.from_pydata(verts, [], faces)
    ob = link(bpy.data.objects.new(name, me))
    me.materials.append(mat)
    return ob


def offset(pts, d):
    """An open polyline moved by d to its left (inward for a counter-clockwise outline's edge)."""
    out = []
    for i, (x, y) in enumerate(pts):
        a = pts[max(0, i - 1)]
        b = pts[min(len(pts) - 1, i + 1)]
        tx, ty = b[0] - a[0], b[1] - a[1]
        L = math.hypot(tx, ty) or 1
        out.append((x - ty / L * d, y + tx / L * d))
    return out


def slab_outline(r=2.6, side=9.0):
    """The balcony slab's plan: the sea front (x = X0) with rounded corners, wrapping the side walls for
    `side` metres (corner suites) and tapering back onto them. Returns (closed outline, its open sea edge)."""
    yl, yh = Y0 - 1.5, Y1 + 1.5
    edge = [(X0 + side + 2.0, Y0), (X0 + side, yl)]
    edge += _arc(X0 + r, yl + r, r, 270, 180)
    edge += _arc(X0 + r, yh - r, r, 180, 90)
    edge += [(X0 + side, yh), (X0 + side + 2.0, Y1)]
    # the edge runs clockwise seen from above; the outline closes it along the back wall
    return _ccw(edge + [(X1 - 0.1, Y1), (X1 - 0.1, Y0)]), edge


def _ccw(pts):
    s = sum(pts[i][0] * pts[(i + 1) % len(pts)][1] - pts[(i + 1) % len(pts)][0] * pts[i][1] for i in range(len(pts)))
    return pts if s > 0 else list(reversed(pts))


def amalfi(sd, t, s):
    """The Vela Amalfi tower (see the module's head)."""
    lit = 1.0 if t['lamps'] else 0.0
    r = rng(12)
    white = plain('#f3f1ec', 0.32, name='slabwhite', spec=0.4)
    stone = travertine()
    bronze = plain('#5e4a38', 0.38, 0.75, name='bronze')
    dark = plain('#2a2c2e', 0.4, 0.3, name='mullion')
    g = clear_glass()
    rail_glass = clear_glass((0.35, 0.45, 0.47), 0.28, name='railglass')
    bt = A.Batch('amalfi')
    outline, edge = slab_outline()
    # the body behind the glass line: rooms 3 m deep show through the glazing, then the core
    box('amcore', GX + 3.0, X1, Y0, Y1, ZL - 0.3, ZT, stone)
    box('ampodium', GX + 6.2, X1, Y0, Y1, Z0 - 1, ZL - 0.3, stone)
    # side walls: travertine, a tall slot of glazing behind a screen of bronze fins; the corner rooms glazed
    for (ya, yb) in ((Y0 - 0.05, Y0 + 0.4), (Y1 - 0.4, Y1 + 0.05)):
        box('amside', GX + 3.0, X1, ya, yb, ZL - 0.3, ZT, stone)
    win_lit = [emission(c, w) for c, w in (('#f0a35a', 2.0), ('#eea866', 1.4), ('#f4b878', 2.6), ('#e89a55', 1.0))]
    unlit = plain('#2e3134', 0.6, name='roomdark')
    cove = emission('#ffd6a0', 4.0)
    sheer = plain('#efe9df', 0.8, name='sheer', emit='#f6d3a6', emit_w=0.35 * lit)
    ceil = plain('#e9e4dc', 0.7, name='roomceil', emit='#f5c48c', emit_w=0.25 * lit)
    # the side slots: glazing set into the side wall, fins before it
    for yy, sgn in ((Y0 - 0.06, -1), (Y1 + 0.06, 1)):
        for k in range(FLOORS):
            z = ZL + k * FH
            m = r.choice(win_lit) if r.random() < 0.55 * lit else unlit
            box('sidewin', X0 + 12.0, X0 + 16.0, yy - 0.02, yy + 0.02, z + 0.15, z + FH - 0.2, m)
        for q in range(13):
            xx = X0 + 11.4 + q * 0.45
            bt.box(xx - 0.04, xx + 0.04, yy + sgn * 0.05, yy + sgn * 0.5, ZL - 0.3, ZT + 0.4, bronze)
    # the guest floors: a room per 5 m bay behind floor-to-ceiling glass, sheer curtains, a cove light
    bays = 6
    bw = (Y1 - Y0) / bays
    for k in range(FLOORS + 1):
        z = ZL + k * FH
        prism('amslab', outline, z - 0.12, z + 0.12, white)
        if k == FLOORS:
            break
        # the balcony: a frameless glass balustrade on the slab's edge, a bronze cap
        ib = offset(edge, -0.08)
        ribbon('ambal', ib, z + 0.12, z + 1.1, rail_glass)
        prism('amcap', _ccw(ib + offset(ib, -0.05)[::-1]), z + 1.1, z + 1.14, bronze)
        # soffit downlights under the next slab (lit rooms' balconies glow)
        zc = z + FH - 0.12
        for i in range(bays):
            y0 = Y0 + i * bw
            on = lit and r.random() < 0.45
            m = r.choice(win_lit) if on else unlit
            # the room: back wall, ceiling (lit from a cove), side partitions
            bt.box(GX + 2.9, GX + 3.0, y0, y0 + bw, z + 0.12, zc, m)
            bt.box(GX, GX + 3.0, y0, y0 + bw, zc - 0.02, zc, ceil if on else unlit)
            if i:
                bt.box(GX + 0.05, GX + 3.0, y0 - 0.06, y0 + 0.06, z + 0.12, zc, stone)
            if on:
                bt.box(GX + 2.6, GX + 2.9, y0 + 0.3, y0 + bw - 0.3, zc - 0.08, zc - 0.02, cove)
            # sheer curtains drawn part of the way, a different amount in each room
            cw = r.uniform(0.4, 1.6)
            for (ya, yb) in ((y0 + 0.1, y0 + 0.1 + cw), (y0 + bw - 0.1 - r.uniform(0.3, 1.3), y0 + bw - 0.1)):
                bt.box(GX + 0.15, GX + 0.22, ya, yb, z + 0.15, zc - 0.05, sheer)
            # the glazing: three panes between slim dark mullions
            for q in range(4):
                yy = y0 + q * bw / 3
                bt.box(GX - 0.05, GX + 0.05, yy - 0.03, yy + 0.03, z + 0.12, zc, dark)
            # a planter of trailing greenery on some balconies
            if r.random() < 0.35:
                px = X0 + 0.5
                py = y0 + r.uniform(0.8, bw - 1.8)
                bt.box(px - 0.25, px + 0.25, py, py + 1.1, z + 0.12, z + 0.55, white)
                for q in range(4):
                    bt.blob(px, py + 0.15 + q * 0.27, z + 0.62, 0.28, foliage('#4d6b34'), scale=(1, 1, 0.7), sub=1)
            # balcony furniture: two slim chairs and a low table, just visible over the glass
            if r.random() < 0.5:
                cy = y0 + bw * 0.5 + r.uniform(-0.8, 0.8)
                bt.box(GX - 1.25, GX - 0.75, cy - 0.25, cy + 0.25, z + 0.12, z + 0.5, bronze)
                for sx in (-0.8, 0.8):
                    bt.box(GX - 1.45, GX - 0.65, cy + sx - 0.3, cy + sx + 0.3, z + 0.12, z + 0.55, plain('#e9e4da', 0.8, name='chairpad'))
                    bt.box(GX - 0.75, GX - 0.6, cy + sx - 0.3, cy + sx + 0.3, z + 0.55, z + 1.0, plain('#e9e4da', 0.8, name='chairpad'))
        box('amglass', GX - 0.01, GX + 0.01, Y0, Y1, z + 0.12, zc, g)
        for yy in (Y0 - 0.02, Y1 + 0.02):
            box('amsideglass', GX, GX + 3.0, yy - 0.01, yy + 0.01, z + 0.12, zc, g)
            bt.box(GX + 2.95, GX + 3.05, yy - 0.05, yy + 0.05, z + 0.12, zc, dark)
        # downlights in the balcony soffit (small warm squares under the slab above)
        if lit:
            for q in range(12):
                yy = Y0 + 1.25 + q * 2.5
                bt.box(X0 + 1.1, X0 + 1.3, yy - 0.1, yy + 0.1, zc - 0.13, zc - 0.12, emission('#ffd9a8', 6.0))
    # the podium: a double-height glazed lobby behind slim columns, travertine ends, a cantilevered canopy
    box('lobbyback', GX + 6, GX + 6.2, Y0 + 2, Y1 - 2, Z0, ZL - 0.12, emission('#e9b77e', 0.9) if lit else plain('#d9cfbf', 0.7, name='lobbywall'))
    box('lobbyceil', GX + 0.2, GX + 6, Y0 + 2, Y1 - 2, ZL - 0.3, ZL - 0.12, plain('#efe9df', 0.6, name='lobbyceil', emit='#f5c48c', emit_w=0.6 * lit))
    box('lobbyfloor', GX, GX + 6, Y0 + 2, Y1 - 2, Z0, Z0 + 0.05, plain('#e7e1d6', 0.2, name='lobbyfloor'))
    for yy in (Y0 + 2, Y1 - 2):
        box('lobbyend', GX, GX + 6.2, yy - 0.1, yy + 0.1, Z0, ZL, stone)
    box('podL', GX - 0.4, GX + 6.2, Y0 - 0.05, Y0 + 2, Z0 - 1, ZL, stone)
    box('podR', GX - 0.4, GX + 6.2, Y1 - 2, Y1 + 0.05, Z0 - 1, ZL, stone)
    box('lobbyglass', GX + 0.99, GX + 1.01, Y0 + 2, Y1 - 2, Z0, ZL - 0.3, g)
    for q in range(14):
        yy = Y0 + 2 + q * (Y1 - Y0 - 4) / 13
        bt.box(GX + 0.96, GX + 1.04, yy - 0.03, yy + 0.03, Z0, ZL - 0.3, dark)
    bt.box(GX + 0.96, GX + 1.04, Y0 + 2, Y1 - 2, Z0 + 2.9, Z0 + 2.96, dark)
    # pendant globes in the lobby, a low marble counter, sofas
    for q in range(5):
        yy = Y0 + 5 + q * 5
        cyl('pendwire', GX + 3.5, yy, ZL - 2.4, ZL - 0.3, 0.006, dark, 6)
        sphere('pendant', GX + 3.5, yy, ZL - 2.6, 0.35, emission('#ffd7a0', 5.0 if lit else 0.5), seg=16)
    for yy in (Y0 + 8, Y1 - 8):
        bt.box(GX + 2.5, GX + 4.5, yy - 1.2, yy + 1.2, Z0, Z0 + 0.45, plain('#d8cdbd', 0.8, name='lobbysofa'))
    for q in range(6):
        yy = Y0 + 0.3 + q * (Y1 - Y0 - 0.6) / 5
        if Y0 + 2 < yy < Y1 - 2:
            cyl('column', X0 + 0.6, yy, Z0, ZL - 0.12, 0.2, white, 24)
    cyl('column', X0 + 1.4, Y0 - 0.6, Z0, ZL - 0.12, 0.2, white, 24)
    cyl('column', X0 + 1.4, Y1 + 0.6, Z0, ZL - 0.12, 0.2, white, 24)
    # the porte-cochere: a thin canopy over the drive, a bronze fascia, downlights
    cz = Z0 + 4.2
    can = _ccw([(GX + 1.0, 93.0)] + _arc(X0 - 3.3, 94.2, 1.2, 270, 180) + _arc(X0 - 3.3, 105.8, 1.2, 180, 90) + [(GX + 1.0, 107.0)])
    prism('canopy', can, cz, cz + 0.3, white)
    for (cx, cy) in ((X0 - 3.6, 94.0), (X0 - 3.6, 106.0)):
        cyl('cancol', cx, cy, Z0, cz, 0.09, bronze, 16)
    if lit:
        for q in range(5):
            bt.box(X0 - 2.2, X0 - 2.0, 95.0 + q * 2.5, 95.2 + q * 2.5, cz - 0.01, cz, emission('#ffd9a8', 6.0))
        point_light('canlight', (X0 - 1.8, 100, cz - 0.4), 600, (1.0, 0.8, 0.55), 0.3, shadow=False)
    # the forecourt: pale stone paving, planters with palms and clipped shrubs, uplights
    box('forecourt', 24.0, GX + 1.0, Y0 - 2.5, Y1 + 2.5, Z0, Z0 + 0.04, plain('#ddd3c2', 0.55, name='forecourt'))
    shrub = foliage('#415c31', name='shrub')
    for (ya, yb) in ((Y0 - 2.2, 92.0), (108.0, Y1 + 2.2)):
        box('planter', 24.3, 27.3, ya, yb, Z0, Z0 + 0.55, stone)
        box('soil', 24.45, 27.15, ya + 0.15, yb - 0.15, Z0 + 0.5, Z0 + 0.56, plain('#3a2e25', 0.9, name='soil'))
        n = int((yb - ya) / 0.9)
        gs = N.Geo('amshrub') if sd.get('street2') else None
        for q in range(n):
            sx, sy, sr = 25.8 + r.uniform(-0.6, 0.6), ya + 0.5 + q * (yb - ya - 1.0) / max(1, n - 1), 0.55 + r.uniform(0, 0.15)
            if gs:  # leafy shrubs of leaf cards (nature.py), not balls
                N.shrub(gs, sx, sy, Z0 + 0.5, rad=sr + 0.1, seed=400 + q + int(ya), n=90, leaf=0.12, flat=0.75)
            else:
                bt.blob(sx, sy, Z0 + 0.85, sr, shrub, scale=(1, 1, 0.7), sub=2)
        if gs:
            gs.flush()
        for i, yy in enumerate((ya + 1.3, yb - 1.3)):
            if sd.get('street2'):  # the promenade's pinnate palms (promenade.py), as along the bay's promenade
                import promenade
                gp = N.Geo('ampalm')
                promenade.palm(gp, 25.8, yy, Z0 + 0.5, 9.5 + 1.5 * ((i + int(ya)) % 2), seed=60 + int(yy))
                gp.flush()
            else:
                A.palm(25.8, yy, Z0 + 0.5, 9.5 + 1.5 * ((i + int(ya)) % 2), seed=60 + int(yy), lean=0.06)
            if lit:
                point_light('uplight', (25.8 + 0.9, yy, Z0 + 0.8), 120, (1.0, 0.82, 0.6), 0.1, shadow=False)
    # the crown: the roof deck, the sky bar (glazed, lit) under a flying roof, festoon lights over the terrace
    box('skybarback', X1 - 1.2, X1 - 1.0, Y0 + 1, Y1 - 1, ZT + 0.12, ZT + 3.8, emission('#e8a86a', 1.2) if lit else stone)
    box('skybarceil', X0 + 5.5, X1 - 1.0, Y0 + 1, Y1 - 1, ZT + 3.6, ZT + 3.8, plain('#3a2c22', 0.5, name='barceil', emit='#f0b070', emit_w=0.4 * lit))
    box('skybarglass', X0 + 5.49, X0 + 5.51, Y0 + 1, Y1 - 1, ZT + 0.12, ZT + 3.6, g)
    bt.box(X0 + 9.0, X0 + 10.0, Y0 + 5, Y1 - 5, ZT + 0.12, ZT + 1.2, plain('#1f3550', 0.35, name='navy'))
    bt.box(X0 + 8.9, X0 + 10.1, Y0 + 4.9, Y1 - 4.9, ZT + 1.2, ZT + 1.26, brass())
    for q in range(9):
        yy = Y0 + 3 + q * 3
        sphere('barpendant', X0 + 9.5, yy, ZT + 2.5, 0.16, emission('#ffcf95', 8.0 if lit else 0.5), seg=12)
        cyl('barwire', X0 + 9.5, yy, ZT + 2.6, ZT + 3.6, 0.005, dark, 6)
    for q in range(7):
        yy = Y0 + 1 + q * (Y1 - Y0 - 2) / 6
        bt.box(X0 + 5.45, X0 + 5.55, yy - 0.04, yy + 0.04, ZT + 0.12, ZT + 3.6, dark)
    # the flying roof: a thin white plane with a bronze edge on slim columns, the name in brass on it
    roof = _ccw([(X0 + 3.0, Y0 - 0.5 + 2.0)] + _arc(X0 + 3.0 + 2.0, Y0 - 0.5 + 2.0, 2.0, 180, 270)[1:] + [(X1, Y0 - 0.5), (X1, Y1 + 0.5)]
                + _arc(X0 + 3.0 + 2.0, Y1 + 0.5 - 2.0, 2.0, 90, 180))
    prism('flyroof', roof, ZT + 4.1, ZT + 4.4, white)
    prism('flyroofedge', roof, ZT + 3.98, ZT + 4.1, bronze)
    for q in range(5):
        yy = Y0 + 1 + q * (Y1 - Y0 - 2) / 4
        cyl('roofcol', X0 + 3.6, yy, ZT + 0.12, ZT + 3.98, 0.08, bronze, 12)
    if s.get('sign'):
        sg = A.sign(s['sign'], X0 + 3.6, (Y0 + Y1) / 2, ZT + 4.4, 0.75)
        sg.rotation_euler = (math.pi / 2, 0, -math.pi / 2)
    # the terrace before the bar: the balustrade (glass on the slab's edge), low sofas, planters, festoons
    ib = offset(edge, -0.08)
    ribbon('amtopbal', ib, ZT + 0.12, ZT + 1.15, rail_glass)
    for q in range(4):
        yy = Y0 + 2.5 + q * 7.0
        bt.box(X0 + 1.2, X0 + 2.0, yy, yy + 2.4, ZT + 0.12, ZT + 0.55, plain('#ece6dc', 0.8, name='loungepad'))
        bt.box(X0 + 2.0, X0 + 2.3, yy, yy + 2.4, ZT + 0.12, ZT + 0.85, plain('#ece6dc', 0.8, name='loungepad'))
        bt.box(X0 + 0.4, X0 + 1.0, yy + 0.9, yy + 1.5, ZT + 0.12, ZT + 0.45, bronze)
    for yy in (Y0 + 0.6, Y1 - 0.6):
        box('toppl', X0 + 0.8, X0 + 2.2, yy - 0.6, yy + 0.6, ZT + 0.12, ZT + 0.8, stone)
        bt.blob(X0 + 1.5, yy, ZT + 1.2, 0.7, shrub, scale=(1, 1, 0.8), sub=2)
    posts = [Y0 + 0.5 + q * (Y1 - Y0 - 1.0) / 4 for q in range(5)]
    for i in range(4):
        A.string_lights((X0 + 1.6, posts[i], ZT + 3.0), (X0 + 1.6, posts[i + 1], ZT + 3.0), 12, 0.35, power=2.5 * lit,
                        posts=(ZT + 0.12, ZT + 0.12 if i == 3 else None))
        A.string_lights((X0 + 1.6, posts[i], ZT + 3.0), (X0 + 3.6, posts[i] + 3.5, ZT + 3.97), 8, 0.25, power=2.5 * lit)
    bt.flush(smooth=('shrub', 'leaf'))


# ---------------------------------------------------------------- the cable car, close

def _ring(a, b, z, n=48, p=4.0):
    """n points round a superellipse of half sizes a (along the line, x) and b (across it, y) at height z."""
    out = []
    for k in range(n):
        t = math.tau * (k + 0.5) / n
        c, s = math.cos(t), math.sin(t)
        out.append((a * math.copysign(abs(c) ** (2 / p), c), b * math.copysign(abs(s) ** (2 / p), s), z))
    return out


# the cabin's hull from the belly to the roof: (z, half length, half width, band); bands: 0 body, 1 accent, 2 glass
_CABIN = [
    (0.00, 0.62, 0.52, 0), (0.06, 0.86, 0.74, 0), (0.22, 1.02, 0.88, 0), (0.62, 1.07, 0.93, 1), (0.72, 1.075, 0.935, 0),
    (0.80, 1.08, 0.94, 2), (1.40, 1.08, 0.94, 2), (1.98, 1.03, 0.89, 0), (2.02, 1.02, 0.88, 0), (2.14, 0.94, 0.80, 0),
    (2.24, 0.74, 0.61, 0), (2.29, 0.42, 0.32, 0),
]


def cabin(name, c, heading, body='#f1ede4', accent='#8a6a45', drop=2.3):
    """A modern glass gondola cabin (the ten-seat kind) hanging from the cable at c: a grip clamped on the cable, a
    hanger arm curving out to one side and back over the roof, a rounded hull lofted from superellipse rings (a
    painted belly with a thin accent band, a wrap-around glazed band with corner posts and door seams, a domed
    roof), two benches inside. Built in local coordinates (x along the line, origin at the grip) and turned by heading."""
    from venues import tube
    bodym = plain(body, 0.3, name='cabinbody' + body[1:], spec=0.6)
    accm = plain(accent, 0.35, 0.6, name='cabinaccent' + accent[1:])
    glassm = clear_glass((0.2, 0.26, 0.3), 0.22, name='cabinglass2')
    steel = plain('#4a4f54', 0.35, 0.8, name='gripsteel')
    seat = plain('#5b5f63', 0.6, name='cabinseat')
    top = -drop                        # the roof's top, below the grip
    z0 = top - _CABIN[-1][0]           # the belly
    obs = []
    # the hull
    rings = [_ring(a, b, z0 + z) for (z, a, b, _) in _CABIN]
    n = len(rings[0])
    V = [p for r in rings for p in r] + [(0, 0, z0 + _CABIN[-1][0] + 0.01), (0, 0, z0)]
    F, M = [], []
    for j in range(len(rings) - 1):
        for i in range(n):
            a, b = j * n + i, j * n + (i + 1) % n
            F.append((a, b, b + n, a + n))
            M.append(_CABIN[j][3])
    tip, foot = len(V) - 2, len(V) - 1
    last = (len(rings) - 1) * n
    for i in range(n):
        F.append((last + i, last + (i + 1) % n, tip))
        F.append(((i + 1) % n, i, foot))
        M += [0, 0]
    me = bpy.data.meshes.new(name)
    me.from_pydata(V, [], F)
    for m in (bodym, accm, glassm):
        me.materials.append(m)
    me.polygons.foreach_set('material_index', M)
    me.polygons.foreach_set('use_smooth', [True] * len(F))
    obs.append(link(bpy.data.objects.new(name, me)))
    # corner posts and door seams on the glass, just proud of it
    zs, zt = z0 + 0.80, z0 + 1.98
    for k in range(8):
        t = math.tau * k / 8
        c_, s_ = math.cos(t), math.sin(t)

        def at(a, b, z):
            return (1.01 * a * math.copysign(abs(c_) ** 0.5, c_), 1.01 * b * math.copysign(abs(s_) ** 0.5, s_), z)
        obs.append(tube(name + 'post', [at(1.08, 0.94, zs), at(1.08, 0.94, z0 + 1.40), at(1.03, 0.89, zt)], 0.03 if k % 2 else 0.045, bodym, 1))
    # inside: a dark floor and two benches facing each other at the ends (seen through the glass)
    # (their corners inside the superellipse hull: (x / a)^4 + (y / b)^4 < 1, or they show through its skin)
    obs.append(box(name + 'floor', -0.8, 0.8, -0.68, 0.68, z0 + 0.2, z0 + 0.26, seat))
    for sx in (-1, 1):
        obs.append(box(name + 'bench', sx * 0.72 - 0.18, sx * 0.72 + 0.18, -0.62, 0.62, z0 + 0.26, z0 + 0.66, seat))
        obs.append(box(name + 'benchback', sx * 0.93 - 0.04, sx * 0.93 + 0.04, -0.62, 0.62, z0 + 0.66, z0 + 1.25, seat))
    # the roof hub, the hanger and the grip
    obs.append(cyl(name + 'hub', 0, 0, top - 0.06, top + 0.12, 0.26, steel, 24))
    hp = []
    for k in range(13):
        s = k / 12
        y = 0.62 * math.sin(math.pi * min(1.0, s * 1.15)) ** 0.8  # out to one side and back over the roof
        hp.append((0, y, top + 0.1 + (drop - 0.35) * s))
    hp.append((0, 0, -0.16))
    obs.append(tube(name + 'hanger', hp, 0.065, steel, 2))
    obs.append(box(name + 'grip', -0.5, 0.5, -0.13, 0.13, -0.3, 0.1, steel, bevel=0.04))
    obs.append(box(name + 'gripbody', -0.35, 0.35, -0.1, 0.16, -0.5, -0.25, steel, bevel=0.03))
    for sx in (-0.32, 0.32):  # the rollers riding on the cable
        w = cyl(name + 'roller', 0, 0, -0.05, 0.05, 0.12, steel, 16)
        w.rotation_euler = (math.pi / 2, 0, 0)
        w.location = (sx, 0.16, 0.05)
        obs.append(w)
    for ob in obs:
        lx, ly, lz = ob.location
        ca, sa = math.cos(heading), math.sin(heading)
        ob.location = (c[0] + lx * ca - ly * sa, c[1] + lx * sa + ly * ca, c[2] + lz)
        ob.rotation_euler.z += heading
    return obs


def _on_cable(side, d):
    """The point of cable `side` (0 or 1, town.cablecar's order) d metres along the line from the shore station's
    wheel, and the line's heading: read off the built cable's poly curve."""
    cables = sorted((o for o in bpy.data.objects if o.type == 'CURVE' and o.name.startswith('cable')), key=lambda o: o.name)
    pts = [Vector(p.co[:3]) for p in cables[side].data.splines[0].points]
    u = (pts[-1] - pts[0]).xy.normalized()
    along = [(p - pts[0]).xy.dot(u) for p in pts]
    for k in range(1, len(pts)):
        if along[k] >= d:
            t = (d - along[k - 1]) / max(1e-6, along[k] - along[k - 1])
            return pts[k - 1].lerp(pts[k], t), math.atan2(u.y, u.x)
    return pts[-1], math.atan2(u.y, u.x)


def cablecar_close(sc, sd):
    """town.cablecar (the line, its towers and small gondolas), plus `cabins`: glass cabins near the camera, each
    [side, metres along the line, body colour, accent colour], the picture's subject; `waves`: the sea's wave scale
    (town.cablecar's is 1: a mirror at these camera heights); `clouds`: sky.clouds_from's entry."""
    import sky
    import town
    out = town.cablecar(sc, sd)
    if sd.get('waves'):
        bpy.data.objects['ocean'].modifiers['ocean'].wave_scale = sd['waves']
    if sd.get('clouds'):
        sky.clouds_from(sc, sd['tod'], sd['sun_azimuth'], sd['clouds'])
    for k, (side, d, body, accent) in enumerate(sd.get('cabins', [])):
        c, hd = _on_cable(side, d)
        cabin('cabin%d' % k, c, hd, body, accent)
    return out
