# Drinks and table settings seen close (the SkyBar's cocktail cards, the offers' cards, the Luxe and Bistro dish
# cards): crystal with visible thickness (darker, reflective edges, a bright rim, a heavy base), drinks that fill
# a little less than the glass's inside with a meniscus at the wall, ice cubes with rounded edges, citrus peel
# twists resting on the rim, cutlery cut from real outlines, plates with rims, a simple dish.
# Builders: `roof-drinks` (the Amalfi roof of venues.py with these props added), `terrace-dish` (the Sorrento
# terrace of places.py with one table re-laid). The Luxe room's table for two is `luxe_two` (interiors.luxe).
import math

import bmesh
import bpy
from mathutils import Matrix, Vector

import assets as A
from lib import (_mat, _bare_mat, cached, col, box, cyl, sphere, lathe, plain, linen, marble, brass, emission, wood, point_light, spot_light, area_light,
                 soft_box, rng, link, _coord, _noise, _ramp, _bump, srgb, rattan)
import venues
import venues_extra as VE

# ---------------------------------------------------------------- materials


def _edge_dark(nt, c, dark):
    """A colour that deepens toward a surface's grazing edge (Layer Weight 'Facing'): thick glass or a body of
    liquid looks darker and richer at its silhouette than through its middle."""
    lw = nt.nodes.new('ShaderNodeLayerWeight')
    lw.inputs['Blend'].default_value = 0.35
    mix = nt.nodes.new('ShaderNodeMixRGB')
    mix.inputs['Color1'].default_value = (*c, 1)
    mix.inputs['Color2'].default_value = (*dark, 1)
    nt.links.new(lw.outputs['Facing'], mix.inputs['Fac'])
    return mix.outputs[0]


def thick_glass(tint=(0.97, 0.98, 0.98), edge=(0.3, 0.32, 0.3), base=0.05, name='thickglass'):
    """Crystal that reads as thick: see-through in the middle, darker and more reflective toward its outline,
    the reflection seeing warm stone below the horizon (venues_extra)."""
    def make():
        m, nt = _bare_mat(name)
        tr = nt.nodes.new('ShaderNodeBsdfTransparent')
        nt.links.new(_edge_dark(nt, tint, edge), tr.inputs['Color'])
        VE._fresnel_mix(nt, tr.outputs[0], base=base, gain=1.8)
        m.blend_method = 'BLEND'
        m.shadow_method = 'NONE'
        m.show_transparent_back = False
        return m

    return cached(('thickglass', tint, edge, base, name), make)


def liquor(c, deep, glow=0.08, name='liquor'):
    """A drink: tinted see-through, deeper toward its edges (the light crosses more of it), a little glow."""
    c, deep = col(c), col(deep)

    def make():
        m, nt = _bare_mat(name)
        tr = nt.nodes.new('ShaderNodeBsdfTransparent')
        ec = _edge_dark(nt, c, deep)
        nt.links.new(ec, tr.inputs['Color'])
        em = nt.nodes.new('ShaderNodeEmission')
        nt.links.new(ec, em.inputs['Color'])
        em.inputs['Strength'].default_value = glow
        add = nt.nodes.new('ShaderNodeAddShader')
        nt.links.new(tr.outputs[0], add.inputs[0])
        nt.links.new(em.outputs[0], add.inputs[1])
        VE._fresnel_mix(nt, add.outputs[0], ior=1.34, gain=1.0, base=0.03)
        m.blend_method = 'BLEND'
        m.shadow_method = 'NONE'
        m.show_transparent_back = False
        return m

    return cached(('liquor', c, deep, glow, name), make)


def ice_mat():
    """Clear ice: see-through, its edges and corners catching light (a frosty glow toward the silhouette) and
    more reflective than glass."""
    def make():
        m, nt = _bare_mat('ice')
        tr = nt.nodes.new('ShaderNodeBsdfTransparent')
        tr.inputs['Color'].default_value = (0.86, 0.92, 0.95, 1)
        lw = nt.nodes.new('ShaderNodeLayerWeight')
        lw.inputs['Blend'].default_value = 0.3
        em = nt.nodes.new('ShaderNodeEmission')
        em.inputs['Color'].default_value = (0.9, 0.95, 1.0, 1)
        mul = nt.nodes.new('ShaderNodeMath')
        mul.operation = 'MULTIPLY'
        nt.links.new(lw.outputs['Facing'], mul.inputs[0])
        mul.inputs[1].default_value = 0.35
        nt.links.new(mul.outputs[0], em.inputs['Strength'])
        add = nt.nodes.new('ShaderNodeAddShader')
        nt.links.new(tr.outputs[0], add.inputs[0])
        nt.links.new(em.outputs[0], add.inputs[1])
        VE._fresnel_mix(nt, add.outputs[0], ior=1.31, gain=1.8, base=0.12)
        m.blend_method = 'BLEND'
        m.shadow_method = 'NONE'
        m.show_transparent_back = False
        return m

    return cached(('icemat',), make)


# ---------------------------------------------------------------- helpers


def _origin(ob, p):
    """Move an object's origin to p keeping it where it is in the world (its location and turn are applied to the
    mesh first)."""
    if tuple(ob.location) != (0.0, 0.0, 0.0) or tuple(ob.rotation_euler) != (0.0, 0.0, 0.0):
        _bake(ob)
    return VE._origin(ob, p)


def _toward(x, y, cam, d):
    """A point d metres from (x, y) toward the camera (x, y): see-through objects are drawn by their origins'
    distance, so a glass's origin sits nearer the camera than its drink's, the drink's nearer than the ice's."""
    dx, dy = cam[0] - x, cam[1] - y
    n = math.hypot(dx, dy) or 1.0
    return (x + dx / n * d, y + dy / n * d)


def _mesh(name, verts, faces, mat, smooth=True):
    me = bpy.data.meshes.new(name)
    me.from_pydata(verts, [], faces)
    me.update()
    for p in me.polygons:
        p.use_smooth = smooth
    ob = link(bpy.data.objects.new(name, me))
    me.materials.append(mat)
    return ob


def _slab(name, outline, z0, z1, mat, bend=None):
    """A flat piece cut from an outline (x, y) in the plane, z0..z1 thick; `bend(x, y) -> dz` curves it."""
    n = len(outline)
    bz = bend or (lambda x, y: 0.0)
    verts = [(x, y, z0 + bz(x, y)) for x, y in outline] + [(x, y, z1 + bz(x, y)) for x, y in outline]
    faces = [list(reversed(range(n))), list(range(n, 2 * n))]
    for i in range(n):
        j = (i + 1) % n
        faces.append([i, j, n + j, n + i])
    ob = _mesh(name, verts, faces, mat, smooth=False)
    return ob


def _place(ob, x, y, z, a):
    ob.data.transform(Matrix.Rotation(a, 4, 'Z'))
    ob.data.transform(Matrix.Translation((x, y, z)))
    return ob


def ribbon(name, pts, normals, width, thick, mat):
    """A strip along points: `normals` give the strip's face normal at each point; width across, thick deep."""
    verts, faces = [], []
    n = len(pts)
    for k in range(n):
        p = Vector(pts[k])
        tng = (Vector(pts[min(n - 1, k + 1)]) - Vector(pts[max(0, k - 1)])).normalized()
        nrm = Vector(normals[k]).normalized()
        side = tng.cross(nrm).normalized()
        w = width * (0.55 + 0.45 * math.sin(math.pi * (k + 0.5) / n) ** 0.5)  # tapering ends
        for (s, h) in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
            verts.append(tuple(p + side * (s * w / 2) + nrm * (h * thick / 2)))
    for k in range(n - 1):
        a, b = 4 * k, 4 * (k + 1)
        for q in range(4):
            r = (q + 1) % 4
            faces.append([a + q, a + r, b + r, b + q])
    faces.append([3, 2, 1, 0])
    faces.append([4 * (n - 1) + q for q in range(4)])
    return _mesh(name, verts, faces, mat)


def peel_twist(p_out, p_in, r=0.0055, turns=1.6, width=0.008, mat=None, name='twist', apex=None):
    """A citrus peel twist: a helical strip of rind from p_out to p_in (world points), the strip's face on the
    helix's cylinder, its axis bending through `apex` (a quadratic curve): hung over a glass's rim with p_out
    outside it, the apex just over the rim and p_in in the drink."""
    mat = mat or plain('#ec7a1c', 0.4, name='peel')
    a, b = Vector(p_out), Vector(p_in)
    m = Vector(apex) if apex else (a + b) / 2
    c = 2 * m - (a + b) / 2  # the control point that puts the curve through the apex at t = 0.5
    bez = lambda t: a * (1 - t) ** 2 + c * 2 * t * (1 - t) + b * t * t
    pts, nrms = [], []
    n = 72
    up = Vector((0, 0, 1))
    for k in range(n):
        t = k / (n - 1)
        tg = (bez(min(1.0, t + 0.01)) - bez(max(0.0, t - 0.01))).normalized()
        u = up - tg * up.dot(tg)
        u = u.normalized() if u.length > 1e-5 else Vector((1, 0, 0))
        v = tg.cross(u)
        th = turns * math.tau * t
        radial = u * math.cos(th) + v * math.sin(th)
        pts.append(tuple(bez(t) + radial * r * (0.85 + 0.3 * t)))
        nrms.append(tuple(radial))
    return ribbon(name, pts, nrms, width, 0.0018, mat)


def ice(x, y, z, s, seed, mat=None):
    """An ice cube with rounded edges and corners, a little uneven, turned."""
    r = rng(seed)
    ob = soft_box('ice', -s / 2, s / 2, -s / 2 * r.uniform(0.9, 1.05), s / 2, -s / 2 * r.uniform(0.85, 1.0), s / 2, mat or ice_mat(), level=2)
    ob.location = (x, y, z)
    ob.rotation_euler = (r.uniform(-0.35, 0.35), r.uniform(-0.35, 0.35), r.uniform(0, math.pi))
    return ob


def _surface(top_r, z_top, men=0.0022):
    """A drink's top: flat, rising a little into a meniscus at the glass wall (radius top_r)."""
    return [(top_r - 0.004, z_top), (top_r - 0.0012, z_top + men * 0.45), (top_r, z_top + men), (0.0, z_top)]


# ---------------------------------------------------------------- glassware and drinks


def rocks(x, y, z, cam, c='#8d1510', deep='#3a0604', fill=0.064, cube=True, twist=True, seed=1):
    """A heavy old-fashioned glass (thick base, 4 mm walls) with a negroni over one large clear cube, an orange
    twist on the rim."""
    g = thick_glass()
    R, H, base = 0.042, 0.086, 0.017
    outer = [(0.0, 0.0), (R - 0.003, 0.0), (R, 0.003), (R + 0.0005, H - 0.001), (R - 0.001, H)]
    inner = [(R - 0.0045, H), (R - 0.0042, H - 0.004), (R - 0.0042, base + 0.004), (R - 0.008, base), (0.0, base)]
    ob = venues._fine_lathe('rocks', x, y, z, outer + inner, g, 96, 3)
    _origin(ob, (*_toward(x, y, cam, 0.3), z + 0.05))
    ri = R - 0.0042 - 0.0007
    prof = [(0.0, 0.0), (ri - 0.004, 0.0), (ri, 0.003)] + [(ri, fill - 0.002)] + _surface(ri, fill)[1:]
    ob = venues._fine_lathe('negroni', x, y, z + base + 0.0005, [(0.0, 0.0), (ri - 0.004, 0.0), (ri, 0.003), (ri, fill - base - 0.003),
                                                                (ri - 0.0012, fill - base - 0.0022), (ri - 0.005, fill - base - 0.003), (0.0, fill - base - 0.003)],
                            liquor(c, deep, 0.05, name='negroni'), 96, 3)
    _origin(ob, (*_toward(x, y, cam, 0.15), z + 0.04))
    if cube:
        ob = ice(x + 0.002, y - 0.001, z + fill - 0.004, 0.05, seed)
        ob.rotation_euler = (0.04, -0.05, 0.5)
        _origin(ob, (*_toward(x, y, cam, 0.2), z + 0.06))
    if twist:
        # a twist of peel resting over the rim on the camera's right-front side: one end hanging outside the glass,
        # the other dipping into the drink
        a = math.atan2(cam[1] - y, cam[0] - x) - 0.75
        rad = Vector((math.cos(a), math.sin(a), 0))
        rim = Vector((x, y, z + H)) + rad * (R - 0.002)
        tw = peel_twist(tuple(rim + rad * 0.02 + Vector((0, 0, -0.018))), tuple(rim - rad * 0.032 + Vector((0, 0, fill - H - 0.004))), r=0.0055,
                        turns=1.5, width=0.011, apex=tuple(rim + Vector((0, 0, 0.0075))))
        _origin(tw, (*_toward(x, y, cam, 0.25), z + 0.08))


def stemmed(x, y, z, cam, bowl, stem_h, liquid=None, name='stemglass'):
    """A stemmed glass: `bowl` is the outer profile of the bowl above the stem (radius, height from the bowl's
    base), its wall 1.6 mm thick with a rounded rim; a denser glass for the stem and foot (a clear thin rod would
    vanish). `liquid`: (material, fill height above the bowl's base, [extra objects]) -> the drink inside."""
    g = thick_glass()
    foot = [(0.0, 0.0), (0.037, 0.0), (0.038, 0.002), (0.03, 0.004), (0.01, 0.008), (0.0045, 0.016), (0.004, stem_h - 0.01), (0.007, stem_h)]
    outer = foot + [(r, stem_h + h) for r, h in bowl[1:]]
    t = 0.0016
    inner = [(max(0.0, r - t), stem_h + h) for r, h in reversed(bowl[1:])]
    inner[0] = (inner[0][0] - 0.0004, inner[0][1])
    inner.append((0.0, stem_h + bowl[0][1] + 0.006))
    ob = venues._fine_lathe(name, x, y, z, outer + inner, g, 96, 4)
    ob.data.materials.append(thick_glass((0.7, 0.7, 0.68), (0.35, 0.36, 0.35), base=0.15, name='stemglass'))
    for p in ob.data.polygons:
        if p.center.z < z + stem_h - 0.002:
            p.material_index = 1
    _origin(ob, (*_toward(x, y, cam, 0.3), z + stem_h + 0.04))
    if liquid:
        mat, fill = liquid[0], liquid[1]
        pr = [(r - t - 0.0007, h) for r, h in bowl if h <= fill and h > bowl[0][1] + 0.004]
        # the radius at the fill height
        rf = None
        for (r0, h0), (r1, h1) in zip(bowl, bowl[1:]):
            if h0 <= fill <= h1:
                rf = r0 + (r1 - r0) * (fill - h0) / max(1e-6, h1 - h0) - t - 0.0007
        base_h = bowl[0][1] + 0.006
        prof = [(0.0, base_h)] + [p for p in pr if p[1] > base_h] + [(rf, fill - 0.0018), (rf - 0.0012, fill - 0.0006), (rf - 0.005, fill - 0.0015),
                                                                   (0.0, fill - 0.0015)]
        ob = venues._fine_lathe(name + '_drink', x, y, z + stem_h, prof, mat, 96, 3)
        _origin(ob, (*_toward(x, y, cam, 0.15), z + stem_h + 0.03))
        return rf
    return None


WINE_BOWL = [(0.0, 0.0), (0.012, 0.004), (0.034, 0.02), (0.045, 0.05), (0.047, 0.08), (0.044, 0.11), (0.038, 0.13)]
COUPE_BOWL = [(0.0, 0.0), (0.014, 0.003), (0.042, 0.016), (0.055, 0.032), (0.059, 0.044), (0.0595, 0.048)]
MARTINI_BOWL = [(0.0, 0.0), (0.008, 0.004), (0.068, 0.07), (0.07, 0.072)]
SPRITZ_BOWL = [(0.0, 0.0), (0.016, 0.004), (0.042, 0.022), (0.052, 0.06), (0.053, 0.09), (0.049, 0.125)]


def wine(x, y, z, cam, c='#f0dc96', deep='#c9a24a', fill=0.045):
    """A white (or red) wine glass, poured to its widest point."""
    return stemmed(x, y, z, cam, WINE_BOWL, 0.09, (liquor(c, deep, 0.06, name='wine'), fill), name='wineglass')


def spritz(x, y, z, cam, seed=2):
    """An Aperol spritz in a large wine glass: orange, ice, an orange slice against the wall, fine bubbles."""
    stem_h = 0.085
    rf = stemmed(x, y, z, cam, SPRITZ_BOWL, stem_h, (liquor('#ff6a1a', '#b52a06', 0.1, name='spritz'), 0.085), name='spritzglass')
    zt = z + stem_h + 0.085
    r = rng(seed)
    for k, (dx, dy, dz) in enumerate(((-0.016, 0.012, 0.004), (0.017, 0.004, 0.006), (0.002, 0.022, -0.006), (-0.004, -0.014, -0.014))):
        ob = ice(x + dx, y + dy, zt + dz, 0.025, seed * 10 + k)
        _origin(ob, (*_toward(x, y, cam, 0.18), zt))
    # an orange slice upright against the glass's back wall, half in the drink
    a = math.atan2(cam[1] - y, cam[0] - x) + 0.95  # against the wall on the camera's side, a little to the right
    sx, sy = x + math.cos(a) * 0.03, y + math.sin(a) * 0.03
    wheel = cyl('orange', 0, 0, -0.0025, 0.0025, 0.026, plain('#f7a23a', 0.45, name='orangeflesh', emit='#f08a20', emit_w=0.15), 64)
    rind = lathe('rind', 0, 0, -0.0028, [(0.026, 0), (0.0278, 0.0), (0.0278, 0.0056), (0.026, 0.0056)], plain('#f08a1e', 0.4, name='peel'), 64)
    for ob in (wheel, rind):
        ob.rotation_euler = (math.radians(90), 0, a + math.pi / 2)
        ob.location = (sx, sy, zt + 0.004)
        _origin(ob, (*_toward(sx, sy, cam, 0.1), zt))
    # beads rising
    bead = plain('#ffd9a8', 0.2, name='bead', emit='#ffb070', emit_w=0.4)
    for k in range(22):
        aa = r.random() * math.tau
        d = r.random() * (rf or 0.04) * 0.85
        sphere('bead', x + math.cos(aa) * d, y + math.sin(aa) * d, z + stem_h + 0.03 + r.random() * 0.05, 0.0008, bead, seg=6)


def coupe(x, y, z, cam, c='#e98a74', deep='#a3362a', twist=True, glow=0.08, peel_glow=None):
    """A coupe of a pale coral cocktail, a lemon twist over its rim (`peel_glow`: the peel's own faint glow, so it reads
    yellow against a bright sky at the blue hour, where it read as a dark green leaf; None: the plain peel)."""
    stem_h = 0.1
    rf = stemmed(x, y, z, cam, COUPE_BOWL, stem_h, (liquor(c, deep, glow, name='coupedrink'), 0.038), name='coupe')
    if twist:
        a = math.atan2(cam[1] - y, cam[0] - x) - 2.0
        R = 0.0595
        rim = Vector((x + math.cos(a) * R, y + math.sin(a) * R, z + stem_h + 0.048))
        rad = Vector((math.cos(a), math.sin(a), 0))
        tw = peel_twist(tuple(rim + rad * 0.016 + Vector((0, 0, -0.012))), tuple(rim - rad * 0.03 + Vector((0, 0, -0.011))), r=0.005, turns=1.5,
                        width=0.009, mat=plain('#f2d04a', 0.4, name='lemonpeel') if peel_glow is None else
                        plain('#f6d24a', 0.4, name='lemonpeel2', emit='#f2c040', emit_w=peel_glow), name='lemontwist', apex=tuple(rim + Vector((0, 0, 0.0065))))
        _origin(tw, (*_toward(x, y, cam, 0.25), z + 0.15))


def martini(x, y, z, cam):
    """A martini: a conical glass of a clear, faintly golden drink, two green olives on a steel pick."""
    stem_h = 0.095
    stemmed(x, y, z, cam, MARTINI_BOWL, stem_h, (liquor('#f4f0dc', '#b9b08a', 0.04, name='martinidrink'), 0.056), name='martini')
    a = math.atan2(cam[1] - y, cam[0] - x) + 1.9
    p0 = Vector((x + math.cos(a) * 0.062, y + math.sin(a) * 0.062, z + stem_h + 0.09))
    p1 = Vector((x - math.cos(a) * 0.02, y - math.sin(a) * 0.02, z + stem_h + 0.03))
    venues.tube('pick', [tuple(p0), tuple(p1)], 0.0012, plain('#d8d8d4', 0.2, 1.0, name='steel'))
    om = plain('#7d8a2e', 0.3, name='olivefruit')
    for t in (0.45, 0.68):
        q = p0.lerp(p1, t)
        ob = sphere('olive', q.x, q.y, q.z, 0.0095, om, scale=(1, 1, 1.25), seg=20)
        cyl('pimento', q.x, q.y, q.z + 0.0105, q.z + 0.0125, 0.003, plain('#c0392b', 0.4, name='pimento'), 12)


def highball(x, y, z, cam, c='#eef3e6', deep='#a9b79a', seed=5, lime=True):
    """A tall highball of gin and tonic: clear fizz over stacked cubes, a lime wheel in the glass, a paper straw."""
    g = thick_glass()
    R, H, base = 0.033, 0.15, 0.014
    outer = [(0.0, 0.0), (R - 0.003, 0.0), (R, 0.003), (R, H - 0.001), (R - 0.001, H)]
    inner = [(R - 0.003, H), (R - 0.0028, H - 0.004), (R - 0.0028, base + 0.003), (R - 0.006, base), (0.0, base)]
    ob = venues._fine_lathe('highball', x, y, z, outer + inner, g, 96, 3)
    _origin(ob, (*_toward(x, y, cam, 0.3), z + 0.08))
    ri = R - 0.0028 - 0.0007
    fill = 0.125
    ob = venues._fine_lathe('tonic', x, y, z + base + 0.0005, [(0.0, 0.0), (ri - 0.003, 0.0), (ri, 0.003), (ri, fill - base - 0.002),
                                                             (ri - 0.0012, fill - base - 0.0012), (ri - 0.005, fill - base - 0.002),
                                                             (0.0, fill - base - 0.002)], liquor(c, deep, 0.05, name='tonic'), 96, 3)
    _origin(ob, (*_toward(x, y, cam, 0.15), z + 0.07))
    r = rng(seed)
    for k in range(4):
        ob = ice(x + r.uniform(-0.005, 0.005), y + r.uniform(-0.005, 0.005), z + 0.04 + k * 0.027, 0.03, seed + k)
        _origin(ob, (*_toward(x, y, cam, 0.2), z + 0.07))
    if lime:
        a = math.atan2(cam[1] - y, cam[0] - x) + 0.5
        lx, ly = x + math.cos(a) * 0.018, y + math.sin(a) * 0.018
        wheel = cyl('lime', 0, 0, -0.0025, 0.0025, 0.022, plain('#b8d65a', 0.45, name='limeflesh', emit='#a0c040', emit_w=0.1), 64)
        rind = lathe('limerind', 0, 0, -0.0028, [(0.022, 0), (0.0235, 0.0), (0.0235, 0.0056), (0.022, 0.0056)], plain('#4e8a2a', 0.4, name='limepeel'), 64)
        for ob in (wheel, rind):
            ob.rotation_euler = (math.radians(90), 0, a + math.pi / 2 + 1.1)  # turned from the camera: seen square on it read as a flat disc
            ob.location = (lx, ly, z + 0.1)
            _origin(ob, (*_toward(lx, ly, cam, 0.17), z + 0.07))
    # a paper straw leaning in it
    a = math.atan2(cam[1] - y, cam[0] - x) - 2.3
    venues.tube('straw', [(x - math.cos(a) * 0.012, y - math.sin(a) * 0.012, z + base + 0.004),
                          (x + math.cos(a) * 0.026, y + math.sin(a) * 0.026, z + H + 0.045)], 0.0028, plain('#f2ede2', 0.6, name='straw'))
    bead = plain('#ffffff', 0.2, name='fizz', emit='#ffffff', emit_w=0.3)
    for k in range(30):
        aa = r.random() * math.tau
        d = r.random() * ri * 0.9
        sphere('bead', x + math.cos(aa) * d, y + math.sin(aa) * d, z + base + 0.004 + r.random() * 0.1, 0.0007, bead, seg=6)


def olive_bowl(x, y, z, seed=11):
    lathe('olivebowl', x, y, z, [(0.0, 0.0), (0.028, 0.0), (0.046, 0.024), (0.049, 0.03), (0.046, 0.03), (0.026, 0.006), (0.0, 0.006)],
          plain('#f4f1ea', 0.2, name='ceramic', spec=0.6), 64)
    r = rng(seed)
    om = plain('#6f7d2a', 0.3, name='olivefruit2')
    for k in range(10):
        a = r.random() * math.tau
        d = r.random() * 0.026
        ob = sphere('olive', 0, 0, 0, 0.0105, om, scale=(1.25, 1, 1), seg=18)
        ob.location = (x + math.cos(a) * d, y + math.sin(a) * d, z + 0.017 + (0.03 - d) * 0.35 + (k // 6) * 0.008)
        ob.rotation_euler = (0, r.uniform(-0.4, 0.4), r.random() * math.pi)


def nuts_dish(x, y, z, seed=12):
    lathe('nutdish', x, y, z, [(0.0, 0.0), (0.03, 0.0), (0.05, 0.018), (0.052, 0.022), (0.049, 0.022), (0.028, 0.005), (0.0, 0.005)],
          plain('#2c2f31', 0.25, name='slate'), 64)
    r = rng(seed)
    nm = plain('#c79a5e', 0.5, name='almond')
    for k in range(22):
        a = r.random() * math.tau
        d = r.random() * 0.035
        ob = sphere('almond', 0, 0, 0, 0.008, nm, scale=(1.4, 0.85, 0.55), seg=12)
        ob.location = (x + math.cos(a) * d, y + math.sin(a) * d, z + 0.01 + (0.04 - d) * 0.25 + (k // 12) * 0.005)
        ob.rotation_euler = (r.uniform(-0.5, 0.5), r.uniform(-0.5, 0.5), r.random() * math.pi)


def coaster(x, y, z, r=0.05, c='#2a2d2f'):
    cyl('coaster', x, y, z, z + 0.004, r, plain(c, 0.6, name='coaster'), 48)


# ---------------------------------------------------------------- table settings


def fork(x, y, z, a, mat):
    """A dinner fork from its outline (handle, neck, four tines), lying with its tines along +u (angle a)."""
    L = 0.2
    # outline in (u, v): from the handle's end along one side, round the tines and back
    side = [(0.0, 0.0095), (0.02, 0.011), (0.09, 0.008), (0.12, 0.0035), (0.135, 0.004), (0.15, 0.011), (0.158, 0.0125)]
    right = [(u, -v) for u, v in side]
    tines = []
    tw, gap = 0.0042, (0.025 - 4 * 0.0042) / 3
    v0 = -0.0125
    for k in range(4):
        a0 = v0 + k * (tw + gap)
        tines += [(L - 0.002, a0 + 0.0003), (L, a0 + tw / 2), (L - 0.002, a0 + tw - 0.0003)]
        if k < 3:
            tines += [(0.172, a0 + tw), (0.172, a0 + tw + gap)]
    o = right + [(0.16, -0.0125)] + tines + [(0.16, 0.0125)] + list(reversed(side))
    bend = lambda u, v: 0.006 * max(0.0, (u - 0.13) / 0.07) ** 1.5 + 0.003 * max(0.0, (0.05 - u) / 0.05)
    ob = _slab('fork', o, 0.0, 0.0022, mat, bend)
    return _place(ob, x, y, z, a)


def knife(x, y, z, a, mat):
    """A dinner knife: a rounded handle and a blade with a curved tip, lying along +u (angle a)."""
    o = [(0.0, -0.008), (0.1, -0.0075), (0.11, -0.006), (0.2, -0.006), (0.215, -0.002), (0.222, 0.004), (0.215, 0.009), (0.11, 0.011),
         (0.1, 0.0075), (0.0, 0.008), (-0.004, 0.0)]
    bend = lambda u, v: 0.004 * max(0.0, (0.04 - u) / 0.04)
    ob = _slab('knife', o, 0.0, 0.003, mat, bend)
    return _place(ob, x, y, z, a)


def spoon(x, y, z, a, mat):
    o = [(0.0, -0.008), (0.1, -0.004), (0.13, -0.003)] + [(0.165 + 0.035 * math.cos(t), 0.02 * math.sin(t)) for t in
                                                            [-math.pi + k * math.pi / 12 for k in range(1, 24)]] + [(0.13, 0.003), (0.1, 0.004), (0.0, 0.008), (-0.004, 0.0)]
    bend = lambda u, v: 0.004 * max(0.0, (0.04 - u) / 0.04)
    ob = _slab('spoon', o, 0.0, 0.0022, mat, bend)
    return _place(ob, x, y, z, a)


def _plate_top(prof, n=2):
    """The plate's top surface as _fine_lathe draws it: its smoothed profile from the rim's crest inward, as
    (radius, height) pairs with the radius falling."""
    sm = venues._smooth_profile(prof, n)
    k = max(range(len(sm)), key=lambda i: (sm[i][1], -i))  # the crest: the highest point, the first of them
    out = []
    for rr, zz in sm[k:]:
        if out and rr >= out[-1][0]:
            continue
        out.append((rr, zz))
    return out


def _interp(top, rr):
    """The height of the surface `top` (radius falling) at radius rr."""
    for (r0, z0), (r1, z1) in zip(top, top[1:]):
        if r1 <= rr <= r0:
            t = (rr - r0) / (r1 - r0) if r1 != r0 else 0.0
            return z0 + (z1 - z0) * t
    return top[0][1] if rr > top[0][0] else top[-1][1]


def _ring_lathe(name, x, y, z, profile, mat, verts=96):
    """A ring turned from a closed (radius, height) profile, the last point joined back to the first; no cap (lib.lathe
    closes a profile that starts off the axis with a flat disc, which over a plate's rim hid its well)."""
    me = bpy.data.meshes.new(name)
    bm = bmesh.new()
    rings = [[bm.verts.new((x + rr * math.cos(math.tau * i / verts), y + rr * math.sin(math.tau * i / verts), z + h)) for i in range(verts)]
             for rr, h in profile]
    for a_, b_ in zip(rings, rings[1:] + rings[:1]):
        for i in range(verts):
            j = (i + 1) % verts
            bm.faces.new((a_[i], a_[j], b_[j], b_[i]))
    bm.to_mesh(me)
    bm.free()
    for pg in me.polygons:
        pg.use_smooth = True
    me.use_auto_smooth = True
    me.auto_smooth_angle = math.radians(50)
    ob = bpy.data.objects.new(name, me)
    bpy.context.scene.collection.objects.link(ob)
    me.materials.append(mat)
    return ob


def plate(x, y, z, r=0.135, mat=None, name='plate', well=0.62, rim=None, band=None):
    """A plate with a shallow well and a raised rim, its foot ring under it; `rim`: a gilt band's material (two fine
    lines); `band`: a broad gilt band over the rim's outer half (the fine lines do not read at card size)."""
    mat = mat or plain('#fbfaf7', 0.12, name='porcelain', spec=0.6)
    rw = r * well
    prof = [(0.0, 0.004), (rw - 0.01, 0.004), (rw, 0.006), (rw + 0.012, 0.011), (r - 0.006, 0.016), (r, 0.018), (r - 0.001, 0.0205), (r - 0.004, 0.0205),
            (rw + 0.012, 0.0145), (rw - 0.002, 0.0095), (rw - 0.012, 0.0085), (0.0, 0.0085)]
    ob = venues._fine_lathe(name, x, y, z, prof, mat, 96, 2)
    if rim:
        # a fine gilt line just inside the rim's crest and a thinner one where the rim meets the well
        venues._fine_lathe(name + '_gilt', x, y, z, [(r - 0.0042, 0.02065), (r - 0.0012, 0.02075), (r - 0.0010, 0.02085), (r - 0.0044, 0.02075)], rim, 96, 1)
        venues._fine_lathe(name + '_gilt', x, y, z, [(rw + 0.0135, 0.01495), (rw + 0.0155, 0.01605), (rw + 0.0157, 0.01625), (rw + 0.0137, 0.01515)], rim, 96, 1)
    if band:
        # a gilt band on the rim's flat top, just inside its crest: cut from the plate's own smoothed top surface (the
        # Catmull-Rom profile _fine_lathe draws bulges above the straight chords between its points, and a band laid on
        # the chords lay under the glaze) and lifted off it along the surface's normal
        top = _plate_top(prof)
        b0, b1 = r - 0.0022, r - 0.0105
        pts = [(rr, zz) for rr, zz in top if b1 < rr < b0]
        pts = [(b0, _interp(top, b0))] + pts + [(b1, _interp(top, b1))]
        upper, lower = [], []
        for i, (rr, zz) in enumerate(pts):
            a_, b_ = pts[max(0, i - 1)], pts[min(len(pts) - 1, i + 1)]
            dr, dz = b_[0] - a_[0], b_[1] - a_[1]
            ln = math.hypot(dr, dz) or 1.0
            nr, nz = dz / ln, -dr / ln  # the surface's normal (up and inward on the slope)
            upper.append((rr + nr * 0.00045, zz + nz * 0.00045))
            lower.append((rr - nr * 0.0002, zz - nz * 0.0002))
        _ring_lathe(name + '_band', x, y, z, upper + list(reversed(lower)), band, 96)  # the plate's 96 sides
    return ob


def pasta_bowl(x, y, z, r=0.13, seed=3):
    """A wide-rimmed bowl of spaghetti: a twirled nest of strands (tubes on spiral paths) in a light tomato sauce,
    basil leaves and halved cherry tomatoes on top."""
    china = plain('#fbfaf7', 0.12, name='porcelain', spec=0.6)
    prof = [(0.0, 0.0), (0.05, 0.0), (0.055, 0.006), (0.07, 0.03), (0.078, 0.04), (r - 0.01, 0.046), (r, 0.05), (r - 0.003, 0.053), (0.078, 0.0455),
            (0.064, 0.034), (0.05, 0.012), (0.0, 0.01)]
    venues._fine_lathe('pastabowl', x, y, z, prof, china, 96, 2)
    rr = rng(seed)
    noodle = plain('#eac879', 0.45, name='spaghetti', spec=0.6)
    sauce = plain('#c8502a', 0.35, name='sauce', spec=0.6)
    # a pool of sauce in the well
    lathe('saucebed', x, y, z + 0.01, [(0.0, 0.006), (0.045, 0.004), (0.055, 0.0)], sauce, 48)
    for s in range(46):
        ph = rr.random() * math.tau
        rmax = rr.uniform(0.03, 0.05)
        pts = []
        turns = rr.uniform(1.2, 2.0)
        for k in range(36):
            t = k / 35
            th = ph + turns * math.tau * t
            rad = rmax * (1 - t) ** 0.8 + 0.004
            h = 0.014 + 0.03 * (1 - (rad / 0.055) ** 2) + rr.uniform(-0.002, 0.002) + 0.004 * math.sin(3 * th + s)
            pts.append((x + rad * math.cos(th), y + rad * math.sin(th), z + h))
        venues.tube('strand', pts, 0.0011, sauce if s % 5 == 0 else noodle, resolution=2)
    leaf = plain('#3f7a2a', 0.4, name='basil', spec=0.4)
    for k in range(3):
        a = k * 2.1 + 0.4
        ob = sphere('basil', 0, 0, 0, 0.011, leaf, scale=(1.5, 0.8, 0.22), seg=16)
        ob.location = (x + math.cos(a) * 0.012, y + math.sin(a) * 0.012, z + 0.05)
        ob.rotation_euler = (0.3, -0.2, a)
    tom = plain('#d8321e', 0.25, name='tomato', spec=0.7)
    flesh = plain('#f06a48', 0.4, name='tomatoflesh')
    for k in range(4):
        a = k * 1.6 + 1.2
        cx, cy = x + math.cos(a) * 0.028, y + math.sin(a) * 0.028
        hz = z + 0.044 - 0.004 * (k % 2)
        ob = sphere('tomato', 0, 0, 0, 0.009, tom, scale=(1, 1, 0.9), seg=20)
        bm_cut(ob)
        ob.location = (cx, cy, hz)
        ob.rotation_euler = (1.2, 0.3, a)
        cap = cyl('tomcut', 0, 0, -0.0004, 0.0004, 0.0087, flesh, 20)
        cap.location = (cx, cy, hz)
        cap.rotation_euler = (1.2, 0.3, a)
    # parmesan shavings
    cheese = plain('#f3e6b8', 0.6, name='parmesan')
    for k in range(6):
        a = rr.random() * math.tau
        d = rr.random() * 0.03
        ob = box('shaving', -0.006, 0.006, -0.003, 0.003, 0, 0.0008, cheese)
        ob.location = (x + math.cos(a) * d, y + math.sin(a) * d, z + 0.052 - d * 0.3)
        ob.rotation_euler = (rr.uniform(-0.4, 0.4), rr.uniform(-0.4, 0.4), rr.random() * math.pi)


def bm_cut(ob):
    """Keep the half of a mesh above z = 0 (a halved cherry tomato)."""
    bm = bmesh.new()
    bm.from_mesh(ob.data)
    bmesh.ops.bisect_plane(bm, geom=bm.verts[:] + bm.edges[:] + bm.faces[:], plane_co=(0, 0, 0), plane_no=(0, 0, 1), clear_inner=True)
    bm.to_mesh(ob.data)
    bm.free()


def fish_plate(x, y, z, a=0.0, seed=4):
    """A seared fillet of sea bass on a white plate: golden crisp skin on top, a lemon wedge, a spoon of
    green herb oil and a few leaves."""
    plate(x, y, z, 0.14, name='fishplate')
    fz = z + 0.0085
    ca, sa = math.cos(a), math.sin(a)
    skin = plain('#c8904a', 0.35, name='fishskin', spec=0.7)
    # a pool of pale butter sauce under it
    lathe('beurre', x, y, fz - 0.001, [(0.0, 0.0016), (0.075, 0.0012), (0.082, 0.0)], plain('#efe2b4', 0.2, name='beurre', spec=0.7), 64)
    ob = soft_box('fillet', -0.085, 0.085, -0.032, 0.032, 0.0, 0.026, skin, level=3)
    for v in ob.data.vertices:
        u = v.co.x / 0.085
        v.co.y *= 1.0 - 0.35 * u * u
        v.co.z *= 1.0 - 0.3 * abs(u)
        v.co.z += 0.004 * math.sin(v.co.x * 60)
    ob.location = (x, y, fz)
    ob.rotation_euler = (0, 0, a)
    flesh = plain('#f5eee0', 0.5, name='fishflesh')
    ob2 = soft_box('filletside', -0.083, 0.083, -0.031, 0.031, 0.0, 0.018, flesh, level=3)
    for v in ob2.data.vertices:
        u = v.co.x / 0.083
        v.co.y *= 1.0 - 0.35 * u * u
    ob2.location = (x, y, fz - 0.001)
    ob2.rotation_euler = (0, 0, a)
    # a lemon wedge beside it
    lem = plain('#f2cf3a', 0.4, name='lemonrind')
    lx, ly = x + ca * 0.03 - sa * 0.07, y + sa * 0.03 + ca * 0.07
    w = sphere('lemon', 0, 0, 0, 0.022, lem, scale=(1.5, 1, 1), seg=32)
    bm = bmesh.new()
    bm.from_mesh(w.data)
    bmesh.ops.bisect_plane(bm, geom=bm.verts[:] + bm.edges[:] + bm.faces[:], plane_co=(0, 0, 0), plane_no=(0, 0, -1), clear_inner=True)
    bmesh.ops.bisect_plane(bm, geom=bm.verts[:] + bm.edges[:] + bm.faces[:], plane_co=(0, 0, 0), plane_no=(0, -1, 0), clear_inner=True)
    bmesh.ops.contextual_create(bm, geom=[e for e in bm.edges if e.is_boundary])
    bm.to_mesh(w.data)
    bm.free()
    w.data.materials.append(plain('#f8e27a', 0.5, name='lemonflesh', emit='#f0d040', emit_w=0.05))
    for p in w.data.polygons:
        if len(p.vertices) > 4:
            p.material_index = 1
    w.location = (lx, ly, fz + 0.0005)
    w.rotation_euler = (0, 0, a + 0.3)
    # herb oil drops and a few leaves
    oil = plain('#5d8a2a', 0.15, name='herboil', spec=0.8)
    r = rng(seed)
    for k in range(7):
        t = -0.07 + k * 0.022
        ox, oy = x + ca * t + sa * 0.045, y + sa * t - ca * 0.045
        cyl('oil', ox, oy, fz - 0.0005, fz + 0.0012, 0.004 + r.random() * 0.003, oil, 16)
    leaf = plain('#4e8a32', 0.45, name='leafgreen')
    for k in range(4):
        ob = sphere('herb', 0, 0, 0, 0.008, leaf, scale=(1.6, 0.7, 0.2), seg=12)
        ob.location = (x + r.uniform(-0.03, 0.03), y + r.uniform(-0.01, 0.01), fz + 0.03)
        ob.rotation_euler = (r.uniform(-0.4, 0.4), r.uniform(-0.4, 0.4), r.random() * math.pi)


def bread(x, y, z, seed=6):
    """A side plate with a small crusty roll and a curl of butter."""
    plate(x, y, z, 0.075, name='sideplate', well=0.55)
    crust = plain('#a87a4a', 0.75, name='crust')
    ob = sphere('roll', 0, 0, 0, 0.03, crust, scale=(1.25, 0.9, 0.62), seg=32)
    for v in ob.data.vertices:
        if v.co.z > 0.0:
            v.co.z -= 0.004 * math.exp(-(v.co.x / 0.006) ** 2)  # the score along its top
    ob.location = (x - 0.008, y, z + 0.026)
    ob.rotation_euler = (0, 0, seed * 0.7)
    cyl('butter', x + 0.036, y + 0.012, z + 0.009, z + 0.02, 0.011, plain('#f3e2a0', 0.35, name='butter'), 24)


def candle(x, y, z, lamps, h=0.09, hurricane=True, power=2.5):
    """A pillar candle in a glass hurricane, lit."""
    cyl('candle', x, y, z, z + h, 0.03, plain('#f4efe2', 0.5, name='wax', emit='#ffb060', emit_w=0.15 if lamps else 0.0), 32)
    cyl('wick', x, y, z + h, z + h + 0.008, 0.0008, plain('#1a1410', 0.8, name='wick'), 6)
    sphere('flame', x, y, z + h + 0.018, 0.0055, emission('#ffcf80', 25 if lamps else 3), scale=(1, 1, 2.2), seg=12)
    if hurricane:
        g = thick_glass((0.96, 0.97, 0.96), (0.5, 0.52, 0.5), name='hurricane')
        venues._fine_lathe('hurricane', x, y, z, [(0.0, 0.0), (0.05, 0.0), (0.052, 0.004), (0.056, 0.06), (0.05, 0.15), (0.047, 0.2), (0.0445, 0.2),
                                                  (0.0475, 0.15), (0.0535, 0.06), (0.0495, 0.006), (0.0, 0.006)], g, 64, 3)
    if lamps:
        point_light('candle_l', (x, y, z + h + 0.06), power, (1.0, 0.66, 0.34), 0.02, shadow=False)


def _arc_lathe(name, cx, cy, z, profile, mat, a0, a1, n, smooth=True):
    """A part of a surface of revolution about (cx, cy): the (radius, height) profile swept from angle a0 to a1 in n
    steps, open at its ends; its origin at the part's middle, so a see-through half is drawn by its own distance."""
    verts, faces = [], []
    for i in range(n + 1):
        a = a0 + (a1 - a0) * i / n
        for r, h in profile:
            verts.append((r * math.cos(a), r * math.sin(a), h))
    m = len(profile)
    for i in range(n):
        for j in range(m - 1):
            k = i * m + j
            faces.append((k, k + m, k + m + 1, k + 1))
    am = (a0 + a1) / 2
    rm = max(r for r, _ in profile) * (0.64 if a1 - a0 > 3 else 1.0)
    ox, oy = rm * math.cos(am), rm * math.sin(am)
    ob = _mesh(name, [(vx - ox, vy - oy, vz) for vx, vy, vz in verts], faces, mat, smooth)
    ob.location = (cx + ox, cy + oy, z)
    return ob


def candle_glass(x, y, z, cam, lamps, h=0.075, r=0.027, gr=0.05, gh=0.19, power=1.2, flame=12.0):
    """A pillar candle in a clean cylindrical hurricane (ledge_cocktails' candle prop with `glass: 'cyl'`; drinks.candle,
    the others' candle, keeps its tapered hurricane): a straight glass wall with a crisp, slightly rounded 3 mm rim
    and a thick base, built as a back and a front half (see-through objects are drawn by their origins' distance,
    so the far wall shows through the near one); an ivory pillar with a melted dip round the wick, its top glowing
    warm from the flame and fading down its side (not an even glow); a small amber flame and a warm, weak light."""
    # the wax: ivory, a warm glow near its top that fades down its side to a faint one (Generated z: 0 at its foot, 1 at
    # its top; without the faint glow the pillar's foot read as grey at the blue hour)
    def make_wax():
        m, nt, b = _mat('wax2')
        b.inputs['Base Color'].default_value = (*srgb('#efe3cb'), 1)
        b.inputs['Roughness'].default_value = 0.55
        b.inputs['Specular'].default_value = 0.3
        gen = _coord(nt, 'Generated')
        sep = nt.nodes.new('ShaderNodeSeparateXYZ')
        nt.links.new(gen, sep.inputs[0])
        cc = _ramp(nt, sep.outputs['Z'], [(0.0, (0.06, 0.035, 0.015)), (0.5, (0.14, 0.07, 0.025)), (0.88, (0.6, 0.27, 0.07)), (1.0, (1.0, 0.5, 0.15))])
        nt.links.new(cc, b.inputs['Emission'])
        b.inputs['Emission Strength'].default_value = 1.0 if lamps else 0.0
        return m

    wax = cached(('wax2', lamps), make_wax)
    prof = [(0.0, 0.0), (r, 0.0), (r, h - 0.002), (r * 0.97, h), (r * 0.88, h - 0.0015), (r * 0.5, h - 0.005), (0.0, h - 0.006)]
    lathe('candle2', x, y, z, prof, wax, 48)
    cyl('wick', x, y, z + h - 0.006, z + h + 0.004, 0.0007, plain('#1a1410', 0.8, name='wick'), 6)
    fl = sphere('flame2', x, y, z + h + 0.013, 0.0038, emission('#ffac52', flame if lamps else 2.0), scale=(1, 1, 2.4), seg=16)
    for v in fl.data.vertices:  # a drop: narrow at its tip
        t = (v.co.z - (z + h + 0.013)) / (0.0038 * 2.4)
        if t > 0:
            v.co.x = x + (v.co.x - x) * (1 - 0.55 * t)
            v.co.y = y + (v.co.y - y) * (1 - 0.55 * t)
    def make_glass():
        # clearer than thick_glass: a thin wall darkens less toward its outline and reflects less, and its reflection
        # below the horizon is a dim grey, not the warm stone of VE._reflection (the tall cylinder's sides read as
        # bronze bands with it)
        m, nt = _bare_mat('hurricane2')
        tr = nt.nodes.new('ShaderNodeBsdfTransparent')
        nt.links.new(_edge_dark(nt, (0.97, 0.98, 0.97), (0.72, 0.75, 0.73)), tr.inputs['Color'])
        fr = nt.nodes.new('ShaderNodeFresnel')
        fr.inputs['IOR'].default_value = 1.52
        mth = nt.nodes.new('ShaderNodeMath')
        mth.operation = 'MULTIPLY'
        mth.use_clamp = True
        nt.links.new(fr.outputs[0], mth.inputs[0])
        mth.inputs[1].default_value = 0.6
        mix = nt.nodes.new('ShaderNodeMixShader')
        nt.links.new(mth.outputs[0], mix.inputs[0])
        nt.links.new(tr.outputs[0], mix.inputs[1])
        nt.links.new(VE._reflection(nt, (0.1, 0.09, 0.09), 0.6), mix.inputs[2])
        out = nt.nodes.new('ShaderNodeOutputMaterial')
        nt.links.new(mix.outputs[0], out.inputs[0])
        m.blend_method = 'BLEND'
        m.shadow_method = 'NONE'
        # no depth prepass: with one, the glass wrote its depth and the depth of field kept the background seen
        # through it sharp (the halves are drawn back to front by their origins)
        m.show_transparent_back = True
        return m

    g = cached(('hurricane2',), make_glass)
    # one surface for the wall (two, inside and out, veiled the view through it grey), the inside only in a lip 5 mm
    # deep at the top, which reads as the rim's thickness
    w = 0.003
    wall = [(gr - w, gh - 0.005), (gr - w, gh - 0.0012), (gr - w + 0.0006, gh), (gr - 0.0006, gh), (gr, gh - 0.0012), (gr, 0.004), (gr - 0.002, 0.0)]
    a = math.atan2(cam[1] - y, cam[0] - x)
    _arc_lathe('hurricane_back', x, y, z, wall, g, a + math.pi / 2, a + 3 * math.pi / 2, 48)
    _arc_lathe('hurricane_front', x, y, z, wall, g, a - math.pi / 2, a + math.pi / 2, 48)
    base = [(0.0, 0.0), (gr - 0.002, 0.0), (gr - w, 0.006), (0.0, 0.006)]
    ob = lathe('hurricane_base', x, y, z, base, thick_glass((0.85, 0.86, 0.84), (0.4, 0.42, 0.4), base=0.1, name='hurricanebase'), 96)
    _origin(ob, (x, y, z + 0.003))
    if lamps:
        point_light('candle_l', (x, y, z + h + 0.014), power, (1.0, 0.56, 0.26), 0.006, shadow=False)


def napkin(x, y, z, a, mat, w=0.11, l=0.2):
    """A folded linen napkin lying flat (a soft oblong, a fold line along it)."""
    ob = soft_box('napkin', -l / 2, l / 2, -w / 2, w / 2, 0.0, 0.016, mat, level=2)
    for v in ob.data.vertices:
        if v.co.z > 0.008:
            v.co.z -= 0.003 * math.exp(-((v.co.y - w * 0.1) / 0.006) ** 2)
    ob.location = (x, y, z)
    ob.rotation_euler = (0, 0, a)
    return ob


def _round_edge(d, rr):
    """How far cloth of one layer's height has risen at a distance d in from its edge: a quarter circle of radius rr
    (0 at the edge, 1 from rr on), the rounded edge of a folded or hemmed cloth."""
    t = min(1.0, max(0.0, d / rr))
    return math.sqrt(max(0.0, t * (2 - t)))


def soft_napkin(x, y, z, a, mat, w=0.11, l=0.2, h=0.007, flap=0.45, seed=5, lift=0.0):
    """A folded linen napkin lying flat, soft: a height field whose edges round down to the table (no box corners),
    a top fold lying over part of it with a rounded folded edge, the cloth faintly rippled.
    l along its local x, w across; flap: the share of the width the top fold covers."""
    from lib import grid
    from mathutils import noise
    nx, ny = max(8, int(l / 0.002)), max(6, int(w / 0.002))
    ob = grid('napkin', -l / 2, l / 2, -w / 2, w / 2, 0.0, nx, ny, mat)
    r = rng(seed)
    off = Vector((r.uniform(0, 50), r.uniform(0, 50), 0.0))
    yf = w / 2 - flap * w  # the top fold's edge, a line along the napkin

    for v in ob.data.vertices:
        vx, vy = v.co.x, v.co.y
        e = min(vx + l / 2, l / 2 - vx, vy + w / 2, w / 2 - vy)
        zz = h * _round_edge(e, 0.006)
        if vy > yf:
            # the top fold: one more layer from its folded edge, rounded like a bent cloth
            ee = min(vy - yf, e)
            zz += h * 0.8 * _round_edge(ee, 0.005)
        zz += 0.0007 * noise.noise(Vector((vx * 40, vy * 40, 0)) + off) * min(1.0, e / 0.01)
        zz += lift * (2 * vx / l) ** 2
        v.co.z = max(0.0, zz)
    for pg in ob.data.polygons:
        pg.use_smooth = True
    ob.location = (x, y, z)
    ob.rotation_euler = (0, 0, a)
    return ob


def folded_napkin(x, y, z, a, mat, l=0.165, w=0.085, h=0.0022, seed=5, surf=None, puff=0.0055):
    """A linen napkin folded in three along its length, lying on a plate: three layers of cloth (h each) whose
    folded long edge rounds over (+w/2 side) while the other shows the lower layer's hem a finger's width out from
    the top one's; the layers puff up a little between the edges and sag toward the ends, soft creases across them.
    `surf(radius)`: the height under it at a distance from (x, y) (a plate's top surface), else flat at z.
    l along its local x, w across; turned by a about the vertical."""
    from lib import grid
    from mathutils import noise
    nx, ny = max(10, int(l / 0.0018)), max(8, int(w / 0.0018))
    ob = grid('napkin', -l / 2, l / 2, -w / 2, w / 2, 0.0, nx, ny, mat)
    r = rng(seed)
    off = Vector((r.uniform(0, 50), r.uniform(0, 50), 0.0))
    hem = w / 2 - 0.011  # the top layer ends here on the open side; the lower layer's edge shows beyond it

    for v in ob.data.vertices:
        vx, vy = v.co.x, v.co.y
        ex = min(vx + l / 2, l / 2 - vx)  # to the ends
        ef = w / 2 - vy  # to the folded edge (+y)
        eo = vy + w / 2  # to the open edge (-y)
        # two layers everywhere (rounded over the fold, rounded at the ends), the third on top from the fold to the hem
        zz = 2 * h * _round_edge(min(ef, ex), 2 * h) * _round_edge(eo, 0.0012)
        zz += h * _round_edge(min(ef, ex, vy + hem), 0.003)
        # the cloth puffs up between its edges, most in the middle
        u, q = 1 - (2 * vx / l) ** 2, 1 - (2 * vy / w) ** 2
        zz += puff * max(0.0, u) ** 0.6 * max(0.0, q) ** 0.7 * _round_edge(min(ex, ef, eo), 0.012)
        # soft creases running across it, and a faint waviness
        zz += 0.0013 * noise.noise(Vector((vx * 30, vy * 7, 0)) + off) * _round_edge(min(ex, ef, eo), 0.008)
        zz += 0.0004 * noise.noise(Vector((vx * 90, vy * 90, 0)) + off)
        if surf:
            zz += surf(math.hypot(vx, vy)) - surf(0.0)
        v.co.z = max(0.0, zz)
    for pg in ob.data.polygons:
        pg.use_smooth = True
    ob.location = (x, y, z)
    ob.rotation_euler = (0, 0, a)
    return ob


def place(px, py, z, a, cam, M, dish=None, wine_c=('#f0dc96', '#c9a24a'), charger=True, side=True):
    """One place, its diner facing angle a+pi (the plate at (px, py), the table's middle toward angle a):
    charger and plate (or a dish), fork left, knife and spoon right, a napkin, a side plate with bread, a wine
    glass and a water tumbler to the right, toward the middle."""
    ca, sa = math.cos(a), math.sin(a)
    # the diner sits on the far side of the plate from the table's middle: their left is (sa, -ca)
    lx, ly = -sa, ca
    if charger:
        lathe('charger', px, py, z, [(0.0, 0.0), (0.158, 0.0), (0.162, 0.004), (0.16, 0.008), (0.0, 0.006)], M['gold'], 96)
        z0 = z + 0.006
    else:
        z0 = z
    if dish == 'pasta':
        plate(px, py, z0, 0.15, name='underplate')
        pasta_bowl(px, py, z0 + 0.008)
    elif dish == 'fish':
        fish_plate(px, py, z0, a + math.pi / 2 + 0.2)
    else:
        plate(px, py, z0, 0.14, rim=M.get('rim'), band=M.get('band'))
        if M.get('fold_napkin'):
            # folded in three, lying in the plate's well and over its rim's slope; its own linen (M['fold_napkin'])
            rw = 0.14 * 0.62
            top = _plate_top([(rw + 0.012, 0.0145), (rw - 0.002, 0.0095), (rw - 0.012, 0.0085), (0.0, 0.0085)], 2)
            folded_napkin(px, py, z0 + 0.0086, a + math.pi / 2 + 0.3, M['fold_napkin'], seed=int(px * 100) % 97,
                          surf=lambda rr: _interp(top, rr))
        elif M.get('soft_napkin'):
            # soft edges, its ends lifted a little over the plate's well
            soft_napkin(px, py, z0 + 0.0088, a + math.pi / 2, M['napkin'], w=0.11, l=0.17, lift=0.006, seed=int(px * 100) % 97)
        else:
            napkin(px, py, z0 + 0.009, a + math.pi / 2, M['napkin'])
    fa = a + math.pi  # cutlery points away from the diner, toward the middle
    fork(px + lx * 0.185 - ca * 0.1, py + ly * 0.185 - sa * 0.1, z + 0.001, a, M['silver'])
    knife(px - lx * 0.185 - ca * 0.11, py - ly * 0.185 - sa * 0.11, z + 0.001, a, M['silver'])
    spoon(px - lx * 0.22 - ca * 0.1, py - ly * 0.22 - sa * 0.1, z + 0.001, a, M['silver'])
    if side:
        bx, by = px + lx * 0.2 + ca * 0.2, py + ly * 0.2 + sa * 0.2
        bread(bx, by, z)
        if dish:
            napkin(px + lx * 0.3 - ca * 0.02, py + ly * 0.3 - sa * 0.02, z + 0.001, a, M['napkin'], w=0.1, l=0.18)
    gx, gy = px - lx * 0.14 + ca * 0.2, py - ly * 0.14 + sa * 0.2
    wine(gx, gy, z, cam, *wine_c)
    water(gx - lx * 0.075 + ca * 0.05, gy - ly * 0.075 + sa * 0.05, z, cam)


def _drink(liq=None):
    """What a tumbler or carafe holds: water, or `liq`, another drink's (colour, deep colour), e.g. iced tea."""
    return liquor(*liq, 0.04, name='drink') if liq else liquor('#e9f2f2', '#9fb8ba', 0.02, name='water')


def water(x, y, z, cam, liq=None):
    """A tumbler of water; liq: another drink's (colour, deep colour), e.g. iced tea."""
    g = thick_glass()
    R, H, base = 0.034, 0.1, 0.01
    outer = [(0.0, 0.0), (R - 0.003, 0.0), (R - 0.001, 0.003), (R + 0.002, H - 0.001), (R + 0.001, H)]
    inner = [(R - 0.0015, H), (R - 0.0012, H - 0.004), (R - 0.0032, base + 0.003), (R - 0.006, base), (0.0, base)]
    ob = venues._fine_lathe('tumbler', x, y, z, outer + inner, g, 96, 3)
    _origin(ob, (*_toward(x, y, cam, 0.3), z + 0.05))
    ob = venues._fine_lathe('water', x, y, z + base + 0.0005, [(0.0, 0.0), (R - 0.007, 0.0), (R - 0.004, 0.003), (R - 0.0022, 0.058),
                                                               (R - 0.0034, 0.0588), (R - 0.007, 0.058), (0.0, 0.058)],
                            _drink(liq), 96, 3)
    _origin(ob, (*_toward(x, y, cam, 0.15), z + 0.04))


def table_mats(cloth='#f8f6f0'):
    return dict(cloth=linen(cloth, name='tablecloth2', bump=0.12), napkin=linen('#f1ece2', name='napkin2', bump=0.15),
                gold=brass(c='#c9a24a', rough=0.28), silver=plain('#dcdcd8', 0.16, 1.0, name='silver2'))


def table_for_two(tx, ty, z, axis, cam, M, lamps, dishes=(None, None), r=0.5, cloth=True, candle_on=True, chairs=None, wine_c=('#f0dc96', '#c9a24a'),
                  charger=True, candle_w=2.5, chair_r=0.32):
    """A round table laid for two facing each other along `axis` (radians): the places at tx,ty ± axis; a candle
    in a hurricane (its light candle_w watts) and a bud vase between them. `chairs(x, y, facing_deg)` builds a chair,
    chair_r beyond the table's edge."""
    import interiors
    if cloth:
        interiors._cloth(tx, ty, r, z, 0.015, M['cloth'], folds=18, seed=int(tx * 5 + ty * 7))
    for k, d in enumerate(dishes):
        a = axis + k * math.pi  # the direction from the middle to this place
        px, py = tx + math.cos(a) * (r - 0.22), ty + math.sin(a) * (r - 0.22)
        place(px, py, z, a + math.pi, cam, M, dish=d, wine_c=wine_c, charger=charger)
        if chairs:
            chairs(tx + math.cos(a) * (r + chair_r), ty + math.sin(a) * (r + chair_r), math.degrees(a) + 90)
    pa = axis + math.pi / 2
    candle(tx + math.cos(pa) * 0.06, ty + math.sin(pa) * 0.06, z, lamps and candle_on, power=candle_w)
    bud_vase(tx - math.cos(pa) * 0.1, ty - math.sin(pa) * 0.1, z)


def bud_vase(vx, vy, z):
    """A small ceramic bud vase on a table top at height z, one pale rose in it."""
    lathe('budvase', vx, vy, z, [(0.0, 0.0), (0.026, 0.0), (0.03, 0.04), (0.011, 0.1), (0.013, 0.12), (0.0, 0.12)], plain('#e9e4da', 0.2, name='vaseceramic'), 48)
    cyl('stem', vx, vy, 0.11 + z, 0.18 + z, 0.0018, plain('#4d6b34', 0.7, name='stem'), 8)
    rose = plain('#f3e4dc', 0.55, name='rosepetal')
    for k in range(9):
        aa = k * 2.4
        rr = 0.004 + 0.0022 * k
        ob = sphere('petal', 0, 0, 0, 0.011 + 0.001 * k, rose, scale=(1.0, 0.45, 0.85), seg=14)
        ob.location = (vx + math.cos(aa) * rr, vy + math.sin(aa) * rr, z + 0.19 + 0.0015 * (9 - k))
        ob.rotation_euler = (0.25 + 0.06 * k, 0, aa + math.pi / 2)


# ---------------------------------------------------------------- scene edits


def _remove_near(prefixes, x, y, d):
    """Remove the objects whose name starts with one of `prefixes` and whose middle lies within d of (x, y) in
    plan (built with their vertices in place, or moved by their location)."""
    gone = []
    for ob in list(bpy.data.objects):
        if ob.type not in ('MESH', 'CURVE') or not any(ob.name.startswith(p) for p in prefixes):
            continue
        if ob.type == 'MESH' and len(ob.data.vertices):
            vs = ob.data.vertices
            c = Vector((sum(v.co.x for v in vs) / len(vs), sum(v.co.y for v in vs) / len(vs), 0))
        else:
            bb = [Vector(b) for b in ob.bound_box]
            c = sum(bb, Vector()) / 8
        p = ob.matrix_basis @ c
        if math.hypot(p.x - x, p.y - y) < d:
            gone.append(ob)
    for ob in gone:
        bpy.data.objects.remove(ob)
    return len(gone)


# the name prefixes of the roof's drinks and of a lantern's parts (venues._lounge, drinks' props), for _remove_near
_DRINKS = ('coupe', 'cdrink', 'highball', 'hdrink', 'ice', 'orange', 'martini', 'mdrink', 'pick', 'mol', 'spritz', 'sdrink')
_LANTERN = ('lbase', 'lcap', 'lhandle', 'lpost', 'lglass', 'lcandle', 'flame')


def _remove_lanterns_lights(x, y, d):
    """Remove the lanterns' lights (named 'lant'; _remove_near takes meshes and curves only) within d of (x, y)."""
    for ob in list(bpy.data.objects):
        if ob.type == 'LIGHT' and ob.name.startswith('lant') and math.hypot(ob.location.x - x, ob.location.y - y) < d:
            bpy.data.objects.remove(ob)


def _bake(ob):
    """Apply an object's location and rotation to its mesh (venues._turn turns vertices, not locations)."""
    ob.data.transform(ob.matrix_basis)
    ob.location = (0, 0, 0)
    ob.rotation_euler = (0, 0, 0)


def dj_booth(x, y, facing, lamps, Z=38.0, glow=3.0, kit=False, front=None, tilt=0.0):
    """A DJ booth for the roof at night: a walnut-and-travertine console with a lit fluted front, two decks and
    a mixer with glowing controls, a laptop, two slim speakers on stands; `facing` the side the crowd is on.
    `glow` the onyx front's strength (at 3 it renders as a blank bright box); `kit` stands the laptop high on a
    riser with its screen lit toward the DJ, lays headphones on the top and gives the console a walnut top lip
    lit from below, so the gear reads in silhouette from the crowd's eye height, where the decks are seen edge-on.
    `front` 'walnut' (_dj_walnut): a fluted walnut front on a recessed plinth under a pale stone top, a warm light
    line under the top's lip grazing the reeds and one under the plinth, instead of the lit onyx (whose veins read
    as a camouflage print at card size).
    `tilt` (degrees, default 0: flat): the decks and the mixer tipped toward the crowd on a dark wedge riser, hinged at
    their front edge, so from a standing eye height a few metres off (~6 degrees down) the platters, their lit rings,
    the knobs and the faders read as faces, not as thin slabs seen edge-on."""
    import venues as V
    parts = []
    before = set(bpy.data.objects)
    w, d = 1.1, 0.38
    if front == 'walnut':
        _dj_walnut(w, d, lamps)
    else:
        dark = wood('#3b2d24', name='dark', rough=0.35)
        box('djbody', -w, w, -d, d, 0.0, 1.0, dark, bevel=0.01)
        flutes = V.onyx_glow('#ff9a5a', glow if lamps else 0.5)
        box('djfront', -w + 0.05, w - 0.05, -d - 0.03, -d, 0.12, 0.9, flutes)
        for k in range(int((2 * w - 0.1) / 0.06)):
            xx = -w + 0.08 + k * 0.06
            cyl('djflute', xx, -d - 0.03, 0.12, 0.9, 0.012, V.onyx_glow('#ffa868', glow * 2.2 / 3.0 if lamps else 0.4), 12)
    if kit:
        _dj_kit(w, d, lamps, lip=front != 'walnut')
    if front == 'walnut':
        box('djtop', -w - 0.05, w + 0.05, -d - 0.07, d + 0.05, 1.0, 1.04, marble('#ddd3c3', '#b3a58f', 0.3, scale=2.0, name='djstone'), bevel=0.008)
    else:
        box('djtop', -w - 0.05, w + 0.05, -d - 0.06, d + 0.05, 1.0, 1.04, marble('#2d3336', '#8a8f92', 0.15, name='darktop'), bevel=0.006)
    body = plain('#1c1f21', 0.3, 0.4, name='deckbody')
    decks_from = set(bpy.data.objects)
    for dx in (-0.55, 0.55):
        box('deck', dx - 0.22, dx + 0.22, -0.18, 0.22, 1.04, 1.085, body, bevel=0.004)
        cyl('platter', dx - 0.02, 0.03, 1.085, 1.095, 0.15, plain('#3a3d40', 0.25, 0.8, name='platter'), 64)
        cyl('record', dx - 0.02, 0.03, 1.095, 1.099, 0.145, plain('#0d0d0e', 0.2, name='vinyl'), 64)
        cyl('label', dx - 0.02, 0.03, 1.099, 1.1, 0.045, plain('#c8744f', 0.5, name='reclabel'), 32)
        cyl('ring', dx - 0.02, 0.03, 1.085, 1.087, 0.152, emission('#5cc8ff', 3.0 if lamps else 0.2), 64)
        venues.tube('tonearm', [(dx + 0.17, 0.16, 1.12), (dx + 0.16, -0.02, 1.12), (dx + 0.08, -0.06, 1.103)], 0.003, plain('#cfcfcf', 0.2, 1.0, name='steel'))
    box('mixer', -0.17, 0.17, -0.2, 0.24, 1.04, 1.1, body, bevel=0.004)
    knob_c = ['#ff4fa0', '#5cc8ff', '#ffb347', '#8d6bff']
    for k in range(12):
        cx, cy = -0.12 + (k % 4) * 0.08, 0.15 - (k // 4) * 0.07
        cyl('knob', cx, cy, 1.1, 1.115, 0.011, plain('#2a2d30', 0.3, name='knobbody'), 16)
        cyl('knobled', cx, cy, 1.115, 1.117, 0.004, emission(knob_c[k % 4], 6 if lamps else 0.5), 8)
    for k in range(4):
        box('fader', -0.14 + k * 0.09, -0.12 + k * 0.09, -0.18, -0.06, 1.1, 1.104, plain('#101112', 0.5, name='fadertrack'))
        box('fadercap', -0.145 + k * 0.09, -0.115 + k * 0.09, -0.14 + 0.02 * k, -0.125 + 0.02 * k, 1.1, 1.12, plain('#d8d8d4', 0.3, name='fadercap'))
    if tilt:
        _dj_tilt([o for o in bpy.data.objects if o not in decks_from], tilt, body)
    # a laptop on a stand at the back (with `kit`, _dj_kit's taller riser instead)
    if not kit:
        box('lapstand', -0.12, 0.12, 0.22, 0.3, 1.04, 1.12, plain('#b0b3b5', 0.3, 1.0, name='alu'))
        ob = box('screen', -0.16, 0.16, 0.0, 0.006, 0.0, 0.21, plain('#b0b3b5', 0.3, 1.0, name='alu'))
        ob.rotation_euler = (math.radians(-12), 0, 0)
        ob.location = (0, 0.32, 1.12)
        _bake(ob)
    # speakers on stands either side
    for sx in (-w - 0.45, w + 0.45):
        lathe('spkbase', sx, 0.0, 0.0, [(0.0, 0.0), (0.2, 0.0), (0.2, 0.015), (0.03, 0.03), (0.0, 0.03)], plain('#1c1f21', 0.35, 0.5, name='column2'), 40)
        cyl('spkpole', sx, 0.0, 0.02, 1.2, 0.02, plain('#1c1f21', 0.35, 0.5, name='column2'), 16)
        box('speaker', sx - 0.17, sx + 0.17, -0.16, 0.14, 1.2, 1.8, plain('#17191a', 0.6, name='spkbody'), bevel=0.02, seg=3)
        for zz, rr in ((1.62, 0.11), (1.33, 0.06)):
            ob = cyl('cone', 0, 0, -0.01, 0.0, rr, plain('#262829', 0.5, name='cone'), 40)
            ob.rotation_euler = (math.radians(90), 0, 0)
            ob.location = (sx, -0.161, zz)
            _bake(ob)
    new = [o for o in bpy.data.objects if o not in before]
    V._turn(new, 0, 0, facing)
    for o in new:
        o.location.x += x
        o.location.y += y
        o.location.z += Z


def _dj_tilt(objs, deg, mat, y0=-0.2, y1=0.25, z=1.04, half=0.8):
    """dj_booth's `tilt`: turn the decks' and the mixer's geometry (booth coordinates, the crowd at -y) about the line
    y = y0, z = z (their front edge on the top) by deg degrees, backs up, and fill the gap under them with a dark wedge
    riser from y0 to y1 across x = +-half."""
    a = math.radians(deg)
    m = Matrix.Translation((0.0, y0, z)) @ Matrix.Rotation(a, 4, 'X') @ Matrix.Translation((0.0, -y0, -z))
    for ob in objs:
        if ob.type in ('MESH', 'CURVE'):
            ob.data.transform(m @ ob.matrix_basis)
            ob.location = (0, 0, 0)
            ob.rotation_euler = (0, 0, 0)
    top = z + (y1 - y0) * math.tan(a)
    me = bpy.data.meshes.new('deckriser')
    verts = [(-half, y0, z), (-half, y1, z), (-half, y1, top), (half, y0, z), (half, y1, z), (half, y1, top)]
    faces = [(0, 1, 2), (3, 5, 4), (0, 3, 4, 1), (1, 4, 5, 2), (0, 2, 5, 3)]
    me.from_pydata(verts, [], faces)
    me.update()
    me.materials.append(mat)
    bpy.context.scene.collection.objects.link(bpy.data.objects.new('deckriser', me))


def _dj_walnut(w, d, lamps):
    """dj_booth's front 'walnut' (booth coordinates, the crowd at -y): a dark body on a recessed black plinth, its
    front and ends clad in half-round walnut reeds, a thin warm light line under the stone top's lip that grazes down
    the reeds (an emissive strip and a narrow area light aimed down the front) and a softer one under the plinth."""
    dark = wood('#2e221b', name='dark', rough=0.35)
    walnut = wood('#6a4630', scale=0.6, rough=0.38, name='djwalnut', dir_x=False)
    box('djbody', -w, w, -d, d, 0.1, 0.985, dark, bevel=0.01)
    box('djplinth', -w + 0.06, w - 0.06, -d + 0.06, d - 0.06, 0.0, 0.1, plain('#121314', 0.6, name='djplinth'))
    n = int((2 * w - 0.04) / 0.036)
    step = (2 * w - 0.04) / n
    for k in range(n):
        cyl('djreed', -w + 0.02 + (k + 0.5) * step, -d - 0.004, 0.1, 0.985, step * 0.52, walnut, 12)
    for sx in (-1, 1):
        m = int((2 * d - 0.04) / 0.036)
        st = (2 * d - 0.04) / m
        for k in range(m):
            cyl('djreed', sx * (w + 0.004), -d + 0.02 + (k + 0.5) * st, 0.1, 0.985, st * 0.52, walnut, 12)
    # a brushed brass reveal between the reeds and the top
    box('djreveal', -w - 0.03, w + 0.03, -d - 0.035, d + 0.03, 0.985, 1.0, brass(c='#b8954a', rough=0.3))
    box('djlip', -w + 0.03, w - 0.03, -d - 0.055, -d - 0.04, 0.972, 0.982, emission('#ffc27a', 8.0 if lamps else 0.0))
    box('djfoot', -w + 0.08, w - 0.08, -d + 0.045, -d + 0.055, 0.005, 0.02, emission('#ffb266', 4.0 if lamps else 0.0))
    if lamps:
        ob = area_light('djgraze', (0.0, -d - 0.07, 0.965), (0, 0, 0), 2 * w - 0.1, 0.02, 20, (1.0, 0.74, 0.45), shadow=True)
        ob.rotation_euler = (math.radians(10), 0, 0)  # tipped toward the reeds


def _dj_kit(w, d, lamps, lip=True):
    """dj_booth's `kit`: what makes the console read as a DJ's from the floor (booth coordinates, the crowd at -y)."""
    alu = plain('#b0b3b5', 0.3, 1.0, name='alu')
    # a laptop on a tall riser behind the mixer, its lid standing clear above the decks; the screen faces the DJ
    # and throws a cool light back over the gear, which edges the decks and the lid against the warm booth
    for sx in (-0.1, 0.1):
        box('lapleg', sx - 0.012, sx + 0.012, 0.2, 0.3, 1.04, 1.28, alu)
    box('lapdeck', -0.17, 0.17, 0.06, 0.3, 1.28, 1.295, alu, bevel=0.003)
    ob = box('screen', -0.17, 0.17, 0.0, 0.007, 0.0, 0.23, alu, bevel=0.002)
    ob.rotation_euler = (math.radians(12), 0, 0)
    ob.location = (0, 0.3, 1.295)
    _bake(ob)
    ob = box('display', -0.155, 0.155, 0.0075, 0.009, 0.012, 0.22, emission('#a9c8ff', 2.5 if lamps else 0.2))
    ob.rotation_euler = (math.radians(12), 0, 0)
    ob.location = (0, 0.3, 1.295)
    _bake(ob)
    if lamps:
        point_light('djscreen', (0.0, 0.55, 1.45), 6, (0.7, 0.8, 1.0), 0.1, shadow=False)
    # headphones laid on the top right of the mixer: two cups on a padded band
    hp = plain('#141516', 0.45, name='hpbody')
    for cx in (0.24, 0.4):
        cyl('hpcup', cx, -0.24, 1.04, 1.085, 0.045, hp, 24)
        cyl('hpring', cx, -0.24, 1.085, 1.089, 0.038, plain('#6d6f71', 0.3, 0.9, name='hpring'), 24)
    venues.tube('hpband', [(0.24, -0.2, 1.08), (0.26, -0.1, 1.1), (0.32, -0.07, 1.105), (0.38, -0.1, 1.1), (0.4, -0.2, 1.08)], 0.012, hp)
    venues.tube('hpcable', [(0.4, -0.26, 1.05), (0.5, -0.3, 1.045), (0.62, -0.22, 1.045), (0.7, -0.28, 1.045)], 0.003, hp)
    # a strip light under the top's front lip: a warm line along the console that sets the top off from the onyx
    if lip:
        box('djlip', -w + 0.05, w - 0.05, -d - 0.055, -d - 0.035, 0.96, 0.975, emission('#ffc080', 5.0 if lamps else 0.0))


def wash(x, y, z, target, c, power=300, angle=40):
    """A coloured wash light (a spot) from (x, y, z) aimed at `target`."""
    ob = spot_light('wash', (x, y, z), power, col(c), angle=angle, blend=0.9, radius=0.05)
    d = Vector(target) - Vector((x, y, z))
    ob.rotation_euler = d.to_track_quat('-Z', 'Y').to_euler()
    ob.data.use_shadow = False
    ob.data.specular_factor = 0.3
    return ob


# Option back_bar of roof_drinks (the cocktails card's own scene): the SkyBar's back bar as an evening bar. The old
# one (venues._bar): a back-lit onyx wall whose cream-and-brown swirl read as caustics, three brass-edged glass shelves
# of same-looking bottles with grey labels. Bottles: (kind, radius, height, glass, label, cap); kinds are profiles.
_BAR_GLASS = {'amber': '#9a5a1c', 'honey': '#c08a3c', 'green': '#2c4a2c', 'clear': '#d9ddd4', 'smoke': '#5e5a52', 'ruby': '#6e1a22',
              'blue': '#27455f', 'olive': '#5c5a2a', 'brown': '#3a2414'}


def _bar_bottle(x, y, z, kind, r, h, glass_c, label, cap, glow):
    """One back-bar bottle from a profile by `kind` ('spirit' round shoulders, 'tall' a slim vodka, 'wine' a long neck,
    'squat' a round cognac, 'decanter' eight-sided with a stopper, 'square' a four-sided gin), radius r, height h."""
    g = venues.tinted_glass(_BAR_GLASS[glass_c], glow)
    seg = 24
    if kind == 'tall':
        prof = [(0.0, 0), (r, 0), (r, 0.74 * h), (0.55 * r, 0.84 * h), (0.3 * r, 0.9 * h), (0.3 * r, h), (0.0, h)]
    elif kind == 'wine':
        prof = [(0.0, 0), (r, 0), (r, 0.6 * h), (0.75 * r, 0.7 * h), (0.32 * r, 0.8 * h), (0.3 * r, h), (0.0, h)]
    elif kind == 'squat':
        prof = [(0.0, 0), (0.8 * r, 0), (r, 0.2 * h), (r, 0.5 * h), (0.7 * r, 0.7 * h), (0.25 * r, 0.78 * h), (0.22 * r, h), (0.0, h)]
    elif kind == 'decanter':
        prof = [(0.0, 0), (0.9 * r, 0), (r, 0.1 * h), (r, 0.55 * h), (0.45 * r, 0.7 * h), (0.3 * r, 0.78 * h), (0.55 * r, 0.84 * h), (0.2 * r, h), (0.0, h)]
        seg = 8
    elif kind == 'square':
        prof = [(0.0, 0), (r, 0), (r, 0.72 * h), (0.6 * r, 0.8 * h), (0.28 * r, 0.84 * h), (0.28 * r, h), (0.0, h)]
        seg = 4  # four segments: a square gin standing on its corner toward the room
    else:  # spirit
        prof = [(0.0, 0), (r, 0), (r, 0.64 * h), (0.85 * r, 0.72 * h), (0.32 * r, 0.82 * h), (0.3 * r, h), (0.0, h)]
    lathe('bbottle', x, y, z, prof, g, seg)
    top = prof[-1][1]
    neck = prof[-2][0]
    capm = {'gold': brass(c='#c2a052', rough=0.3), 'black': plain('#1c1a18', 0.4, name='bcap'), 'cork': plain('#9b7a55', 0.8, name='cork'),
            'wax': plain('#6a1a1e', 0.5, name='sealwax')}[cap]
    if cap != 'gold':
        capm.shadow_method = 'NONE'
    if kind == 'decanter':
        sphere('bstopper', x, y, z + top - 0.01, 0.7 * r, g, scale=(1, 1, 0.6), seg=12)
    else:
        cyl('bcap', x, y, z + top - 0.03, z + top + 0.004, neck + 0.002, capm, 16)
    if label:
        lc, l0, l1 = label
        lm = plain(lc, 0.6, name='blabel' + lc)
        lm.shadow_method = 'NONE'  # the glass casts none, so the labels' shadows stood on the mirror as floating bars
        lathe('blabel', x, y, z + l0 * h, [(prof[2][0] + 0.0012, 0), (prof[2][0] + 0.0012, (l1 - l0) * h)], lm, seg)


def _back_bar(o, lamps, Z):
    """Option back_bar of roof_drinks: the back bar re-made where the card sees it: the onyx, its shelves, uprights and
    bottles taken out; a smoked bronze mirror, walnut shelves each with a warm light line under its front edge (and an
    area light washing the bottles below and the mirror), fewer bottles of many shapes, heights and colours in small
    groups with gaps, and a warm line under the back counter's top. `o`: {y: [from, to], shelves: [z...], mirror:
    colour, wash: watts per metre, seed}."""
    y0, y1 = o.get('y', (-6.0, 6.5))
    gone = []
    for ob in list(bpy.data.objects):
        if ob.type != 'MESH' or not any(ob.name.startswith(p) for p in ('onyx', 'shelf', 'sbottle', 'scap', 'slabel', 'upright')):
            continue
        bb = [ob.matrix_basis @ Vector(b) for b in ob.bound_box]
        if min(v.x for v in bb) > 14.9 and min(v.z for v in bb) > Z + 1.02:
            gone.append(ob)
    for ob in gone:
        bpy.data.objects.remove(ob)
    mirror_c = col(o.get('mirror', '#5a4632'))

    def make():
        m, nt, b = _mat('bronzemirror')
        b.inputs['Base Color'].default_value = (*mirror_c, 1)
        b.inputs['Metallic'].default_value = 1.0
        b.inputs['Roughness'].default_value = o.get('mirror_rough', 0.16)
        v = _coord(nt)
        n = _noise(nt, v, 3.0, 2, 0.5)
        _bump(nt, b, n.outputs['Fac'], 0.02, 0.01)  # an antiqued, not quite flat silvering
        return m

    mirror = cached(('bronzemirror', mirror_c, o.get('mirror_rough', 0.16)), make)
    box('bbmirror', 15.27, 15.3, y0, y1, Z + 1.0, Z + 2.95, mirror)
    walnut = wood('#3a281c', name='bbshelf', rough=0.35)
    led = emission('#ffc784', o.get('led', 8.0) if lamps else 0.0)
    rb = rng(o.get('seed', 11))
    kinds = ['spirit', 'tall', 'wine', 'squat', 'decanter', 'square']
    glass_cs = ['amber', 'honey', 'green', 'clear', 'smoke', 'ruby', 'blue', 'olive', 'brown', 'amber', 'clear', 'green']
    labels = [('#efe6d2', 0.22, 0.55), ('#1e1c1a', 0.25, 0.5), ('#d8c08a', 0.3, 0.52), ('#f4f1ea', 0.15, 0.4), None]
    caps = ['gold', 'black', 'cork', 'wax', 'black', 'gold']
    for k, zz in enumerate(o.get('shelves', (1.5, 2.15))):
        zs = Z + zz
        box('bbshelf', 14.9, 15.27, y0, y1, zs - 0.04, zs, walnut, bevel=0.004)
        # the light line under the shelf's front edge, and its wash down the bottles and the mirror below
        box('bbled', 14.93, 14.96, y0, y1, zs - 0.046, zs - 0.04, led)
        if lamps:
            step = 2.0
            yy = y0 + step / 2
            while yy < y1:
                wl = area_light('bbwash', (15.1, yy, zs - 0.06), (0, 0, 0), 0.3, step, o.get('wash', 14.0) * step, (1.0, 0.74, 0.44), shadow=False)
                if o.get('wash_spec') is not None:
                    wl.data.specular_factor = o['wash_spec']  # their highlights in the mirror and on the shelves
                yy += step
        yy = y0 + 0.2
        while yy < y1 - 0.15:
            n = rb.choice((1, 2, 2, 3, 3, 4))
            for j in range(n):
                kind = rb.choice(kinds)
                r = {'tall': 0.034, 'wine': 0.037, 'squat': 0.06, 'decanter': 0.055, 'square': 0.042}.get(kind, 0.04) * rb.uniform(0.9, 1.1)
                h = {'tall': 0.36, 'wine': 0.33, 'squat': 0.21, 'decanter': 0.25, 'square': 0.27}.get(kind, 0.3) * rb.uniform(0.88, 1.12)
                h = min(h, (zz + 0.55 if k + 1 < len(o.get('shelves', (1.5, 2.15))) else 9) - zz)  # under the next shelf
                _bar_bottle(15.1 + rb.uniform(-0.04, 0.04), yy + r, zs, kind, r, h, rb.choice(glass_cs),
                            rb.choice(labels) if kind != 'decanter' else None, rb.choice(caps), o.get('glow', 0.12) if lamps else 0.0)
                yy += 2 * r + rb.uniform(0.015, 0.04)
            yy += rb.uniform(0.25, 0.6)  # a gap between groups
    # the sun lamp's contact shadows (screen-space, whatever the material's shadow setting) laid the labels' shadows on
    # the mirror as floating dark bars; build.py makes the sun again for a shot of another hour, so off at render time
    def no_contact(scene, *_):
        sun = bpy.data.objects.get('sun')
        if sun is not None and sun.type == 'LIGHT':
            sun.data.use_contact_shadow = False
            if o.get('sun_spec') is not None:
                # the dusk sun (0.6 degrees up) comes in under the canopy's open end, and its highlight in the bronze
                # mirror's rough metal spread as a pale haze over the lower shelf's left end, hiding its bottles
                sun.data.specular_factor = o['sun_spec']

    bpy.app.handlers.render_pre.append(no_contact)
    # a warm line under the back counter's marble top (its dark front read as a black band)
    box('bbcled', 14.43, 14.46, y0 - 0.4, y1 + 0.4, Z + 0.935, Z + 0.945, emission('#ffc784', o.get('counter_led', 4.0) if lamps else 0.0))
    if lamps and o.get('counter_wash'):
        step = 2.5
        yy = y0
        while yy < y1:
            area_light('bbcwash', (14.4, yy, Z + 0.93), (math.radians(160), 0, 0), 0.08, step, o['counter_wash'] * step, (1.0, 0.74, 0.44), shadow=False)
            yy += step


def roof_drinks(sc, sd):
    """The Amalfi roof (venues.roof) with close-up props: drinks on a high table, on the counter and by the
    lounge, a DJ booth with wash lights under the canopy, a table for two by the rail. Each prop list is an
    option of the scene; all coordinates are the roof's (its floor at z 38)."""
    cams, tods = venues.roof(sc, sd)
    Z = 38.0
    lamps = True
    if sd.get('rock_isles'):
        # the two islands off the roof as rock (nature.py: cliffs, strata, scrub on top, a wet line at the sea)
        # instead of venues.roof's smooth terrain domes, which read as cones behind the sunset table for two
        import nature as N
        # rock_isles_look (None: rock_island's pale plateau of faceted crests): the islands as Mediterranean islets,
        # nature.islet_kw's dict (rock_island's style 'coast' in coast_mat, as places.terrace's rock_isles_look)
        look = sd.get('rock_isles_look')
        ikw = N.islet_kw(look) if look else {}
        for k, (name, cx, cy, rx, ry, peak, rot) in enumerate((('island1', -900, 3200, 700, 260, 150, 0.2), ('island2', 1500, 4800, 900, 300, 220, -0.15))):
            bpy.data.objects.remove(bpy.data.objects[name])
            N.rock_island('rockisle%d' % k, cx, cy, rx, ry, peak, 90 + k, res=max(2.5, rx / 70), rot=rot, **ikw)
    for (x, y, d) in sd.get('clear_trees', []):
        _remove_near(('olivecl', 'trunk', 'branch', 'planter', 'psoil'), x, y, d)
    if sd.get('clear_hedges'):
        for ob in [o for o in bpy.data.objects if o.name.startswith('hedge')]:
            bpy.data.objects.remove(ob)
    for (x, y, d) in sd.get('clear_columns', []):
        _remove_near(('column',), x, y, d)  # a canopy column standing in a close-up's background (the canopy is held by the others and the back wall)
    for (x, y, d) in sd.get('clear_drinks', []):
        _remove_near(_DRINKS + _LANTERN + ('bowl', 'lemon', 'lant'), x, y, d)
        _remove_lanterns_lights(x, y, d)
    for (x, y, d) in sd.get('clear_lounge', []):
        # a lounge group of venues._lounge (soft-box sofa and armchairs, its rug, table, lantern and drinks), for a
        # camera that wants its own group in the foreground (club_sofa, club_chair, low_table below)
        _remove_near(('seat', 'back', 'armL', 'armR', 'cushion', 'leg', 'sofa', 'cush', 'rug', 'ltable') + _LANTERN + _DRINKS, x, y, d)
        _remove_lanterns_lights(x, y, d)
    if sd.get('sea_front'):
        # option: the land's smooth dome (venues.roof's 'town' terrain) sunk under the sea north of the quay: looking
        # down through the glass balustrade the sea side read as a green apron; y beyond which the land goes
        land = bpy.data.objects.get('town')
        if land:
            for v in land.data.vertices:
                if v.co.y > sd['sea_front']:
                    v.co.z = min(v.co.z, -4.0)
    if sd.get('floor'):
        # option `floor` [colour, joint, size, roughness, vary, rows]: the roof's pavers (lib.tiles) as honed stone in
        # place of the polished ones (roughness 0.05), which mirrored the low sky as a glowing sheet like water
        from lib import tiles
        fm = tiles(*sd['floor'][:2], sd['floor'][2], sd['floor'][3], sd['floor'][4], name='honedpavers', rows=sd['floor'][5])
        for ob in bpy.data.objects:
            if ob.type == 'MESH' and any(m and m.name.startswith('pavers') for m in ob.data.materials):
                ob.data.materials.clear()
                ob.data.materials.append(fm)
    if sd.get('back_bar'):
        _back_bar(sd['back_bar'], lamps, Z)
    if sd.get('counter_marble'):
        # option: the counter's marble quieter ([base, vein, roughness]; its veins read as caustics under the card's lens)
        qm = marble(*sd['counter_marble'][:3], name='quietbartop')
        for ob in bpy.data.objects:
            if ob.name.startswith('countertop'):
                ob.data.materials.clear()
                ob.data.materials.append(qm)
    if sd.get('dof'):
        # option: the lens opened on a point of the subject (roof coordinates, z above the roof's floor)
        d = sd['dof']
        foc = bpy.data.objects.new('dof_focus', None)
        sc.collection.objects.link(foc)
        foc.location = (d['focus'][0], d['focus'][1], Z + d['focus'][2])
        from lib import camera_dof
        camera_dof(sc, foc, d.get('fstop', 4.0), None, d.get('max_px'))
    for item in sd.get('props', []):
        kind, x, y, z = item['kind'], item['x'], item['y'], Z + item['z']
        cam = item.get('cam', (x, y - 1))
        if kind == 'rocks':
            c = item.get('c', ('#8d1510', '#3a0604'))
            rocks(x, y, z, cam, c[0], c[1], seed=item.get('seed', 1))
        elif kind == 'spritz':
            spritz(x, y, z, cam)
        elif kind == 'coupe':
            coupe(x, y, z, cam, *item.get('c', ('#e98a74', '#a3362a')))
        elif kind == 'martini':
            martini(x, y, z, cam)
        elif kind == 'highball':
            highball(x, y, z, cam, *item.get('c', ('#eef3e6', '#a9b79a')))
        elif kind == 'olives':
            olive_bowl(x, y, z)
        elif kind == 'nuts':
            nuts_dish(x, y, z)
        elif kind == 'coaster':
            coaster(x, y, z, item.get('r', 0.05))
        elif kind == 'candle':
            candle(x, y, z, lamps, h=item.get('h', 0.09), hurricane=item.get('hurricane', True), power=item.get('power', 2.5))
            if item.get('votive'):
                # a votive cup of tinted glass round the candle, glowing (the bare pillar read as a white block)
                lathe('votive', x, y, z, [(0.0, 0.0), (0.036, 0.0), (0.038, 0.004), (0.04, item.get('h', 0.09) + 0.02), (0.0375, item.get('h', 0.09) + 0.02),
                                          (0.0355, 0.006), (0.0, 0.006)], venues.tinted_glass(item['votive'], 0.5 if lamps else 0.0), 48)
        elif kind == 'lantern':
            venues.lantern(x, y, z, lamps, h=item.get('h', 0.3), power=item.get('power', 3))
        elif kind == 'dj':
            dj_booth(x, y, item.get('facing', 0), lamps, Z, glow=item.get('glow', 3.0), kit=item.get('kit', False), front=item.get('front'),
                     tilt=item.get('tilt', 0.0))
        elif kind == 'wash':
            wash(x, y, z, (item['tx'], item['ty'], Z + item['tz']), item['c'], item.get('power', 300), item.get('angle', 40))
        elif kind == 'festoon':
            # a string of festoon bulbs (assets.string_lights) from (x, y, z) to (x1, y1, z1), on a slim post at the
            # far end when `post`
            objs = venues._new(lambda: A.string_lights((x, y, item['z']), (item['x1'], item['y1'], item['z1']), item.get('n', 14), item.get('sag', 0.3),
                                                      power=item.get('power', 1.5), posts=(None, 0.0 if item.get('post') else None)))
            for o in objs:
                o.location.z += Z
        elif kind == 'led':
            # a thin LED strip (a glowing line, no light of its own): controlled colour where wash lights on the
            # pale soffit read as blotches
            box('led', x, item['x1'], y, item['y1'], z, Z + item['z1'], emission(item['c'], item.get('w', 6.0)))
        elif kind in ('club_sofa', 'club_chair'):
            # furniture.py's upholstered pieces (rolled piped arms, crowned cushions, walnut legs) where the lounge's
            # soft boxes would be seen close
            import furniture as F
            fab = F.fabric(item.get('c', '#e9e3d8'), name='club_' + item.get('c', 'x'))
            if kind == 'club_sofa':
                objs = F.club_sofa(x, y, item.get('facing', 0), fab, item.get('length', 2.1), cush=F.fabric(item.get('cush', '#1f3550'), name='clubcush'))
            else:
                objs = F.club_chair(x, y, item.get('facing', 0), fab)
            for o in objs:
                o.location.z += z
        elif kind == 'low_table':
            # a round low table (teak top on a travertine drum, as the lounge's) with a candle in a hurricane
            h = item.get('h', 0.38)
            r = item.get('r', 0.5)
            cyl('ltop', x, y, z + h - 0.04, z + h, r, plain('#8a6b52', 0.4, name='teaktop'), 48)
            cyl('ltabledrum', x, y, z, z + h - 0.04, r * 0.7, plain('#d8cfbf', 0.6, name='travertine'), 48)
            candle(x + item.get('cx', 0.0), y + item.get('cy', 0.0), z + h, lamps, h=0.1, power=item.get('power', 3.0))
        elif kind == 'olive':
            # an olive in a travertine planter (nature.py's branches and leaf sprays, as the roof's option hedges2),
            # standing where the headland town's stepped end would show against the sky
            import nature as N
            g = N.Geo('djolive')
            objs = venues._new(lambda: (venues.planter(x - 0.55, x + 0.55, y - 0.55, y + 0.55, 0.75, plain('#d8cfbf', 0.6, name='travertine')),
                                        N.olive(g, x, y, 0.72, h=item.get('h', 2.9), seed=item.get('seed', 13), lod=0), g.flush()))
            for o in objs:
                o.location.z += z
        elif kind == 'rug':
            objs = venues._new(lambda: venues.rug(x, item['x1'], y, item['y1'], item.get('c', '#d9d1c2'), item.get('border', '#8c7b66')))
            for o in objs:
                o.location.z += z
        elif kind == 'table2':
            M = table_mats()
            import interiors
            Mi = dict(M, velvet=linen('#1f3550', sheen=0.9, name='velvet', bump=0.15), legs=wood('#2e2119', name='chairwood', rough=0.35))
            chairs = lambda cx, cy, f: interiors._chair(cx, cy, f, Mi)
            ch = item.get('chair')
            if ch:
                # option `chair` [velvet, walnut]: furniture.py's dining chairs (a piped seat, a curved back, tapered
                # walnut legs on brass sabots) for the soft boxes, which read as navy blocks cut by the frame
                import furniture as F
                fv, fw, fs = F.velvet(ch[0], name='t2velvet'), F.grain(ch[1], name='t2walnut'), brass(c='#c9a24a', rough=0.3)
                chairs = lambda cx, cy, f: F.dining_chair(cx, cy, f, fv, fw, fs)
            if item.get('fold_napkin'):
                # option: drinks.folded_napkin in this linen on each plate (interiors.luxe's) for the flat white slab
                M['fold_napkin'] = linen(item['fold_napkin'], sheen=0.8, name='foldnapkin', bump=0.3)
            dr = item.get('drape')

            def build():
                if dr:
                    # option: the cloth hangs in folds to a hem just off the floor (interiors._drape, the Luxe card's) for
                    # _cloth's smooth bell
                    interiors._drape(x, y, 0.5, 0.77, linen(dr.get('c', '#f8f6f0'), name='drapecloth', bump=0.25), dr.get('hem', 0.02), dr.get('folds', 13),
                                     dr.get('seed', 3))
                table_for_two(x, y, 0.77, item.get('axis', 0.0), (cam[0], cam[1]), M, lamps, tuple(item.get('dishes', (None, None))), cloth=not dr,
                              chairs=chairs, candle_w=item.get('candle_w', 2.5), chair_r=item.get('chair_r', 0.32))

            objs = venues._new(build)
            for o in objs:
                o.location.z += Z
    return cams, tods


def terrace_dish(sc, sd):
    """The Sorrento terrace (places.terrace) with one table re-laid close up: a fuller cloth, two places with a
    dish, white wine, bread, a candle."""
    import places
    cams, tods = places.terrace(sc, sd)
    d = sd['dish']
    tx, ty = d['x'], d['y']
    _remove_near(('tcloth', 'ttop', 'plate', 'wglass', 'wine', 'bottle', 'label', 'candle'), tx, ty, 0.7)
    # the library's box chairs round it (seen close, their slab backs fill the frame)
    _remove_near(('cseat', 'cpad', 'cback', 'cleg'), tx, ty, d.get('clear_chairs', 0.0))
    M = table_mats(sd.get('cloth', '#f3efe4'))
    cam = d.get('cam', (tx, ty - 1))
    table_for_two(tx, ty, 0.77, d.get('axis', 0.0), cam, M, False, tuple(d.get('dishes', ('pasta', None))), r=0.55, candle_on=False,
                  wine_c=('#f2e2a0', '#cfae5a'), charger=False)
    return cams, tods


def ledge_cocktails(sc, sd):
    """The offers' cocktails: three cocktails (a coupe with a lemon twist, a gin and tonic, a martini) and a candle
    in a hurricane on the wide stone rail of a terrace high above the bay at dusk, the hillside town across the
    water with its windows lit (town2.bayview: the explore hero's terrace and town). Props are placed in the
    terrace's own axes (x along the balustrade, y out to sea), turned like the terrace by `fg_yaw`."""
    import town2
    cams, tods = town2.bayview(sc, sd)
    Z = sd.get('terrace_z', 20.0)
    yaw = -math.radians(sd.get('fg_yaw', 0.0))
    cy_, sy_ = math.cos(yaw), math.sin(yaw)

    def w(x, y):
        return (x * cy_ - y * sy_, x * sy_ + y * cy_)

    lamps = True
    top = Z + 1.05  # the rail's top (town.baluster_row, h 0.95)
    cam = w(*sd['cam_local'][:2])
    cap = sd.get('cap')
    if cap:
        # option `cap` {t, over, arris}: a coping slab laid on the rail and its posts along the whole balustrade, `t` thick
        # (over the posts' tops), overhanging the rail by `over` on both sides (a shadow line under its front), its
        # edges rounded by `arris`, in the rail's stone; the props stand on it
        xa, xb = sd.get('balu_x', (-12.0, 14.0))
        yb = sd.get('balu_y', 1.5)
        t, over = cap.get('t', 0.08), cap.get('over', 0.04)
        stone = town2.rail_stone(sd['rail_stone']) if sd.get('rail_stone') else plain('#d9c9ab', 0.6, name='capstone')
        ob = box('ledgecap', xa - 0.3, xb + 0.3, yb - 0.19 - over, yb + 0.19 + over, top, top + t, stone, bevel=cap.get('arris', 0.008), seg=4)
        ob.matrix_world = Matrix.Rotation(yaw, 4, 'Z') @ ob.matrix_world
        top += t
    for item in sd.get('props', []):
        x, y = w(item['x'], item['y'])
        kind = item['kind']
        if kind == 'coupe':
            coupe(x, y, top, cam, *item.get('c', ('#e98a74', '#a3362a')), twist=item.get('twist', True),
                  glow=item.get('glow', 0.08), peel_glow=item.get('peel_glow'))
        elif kind == 'martini':
            martini(x, y, top, cam)
        elif kind == 'highball':
            highball(x, y, top, cam)
        elif kind == 'candle' and item.get('glass') == 'cyl':
            candle_glass(x, y, top, cam, lamps, power=item.get('power', 1.2), flame=item.get('flame', 12.0))
        elif kind == 'candle':
            candle(x, y, top, lamps, h=item.get('h', 0.08), power=item.get('power', 2.0))
        elif kind == 'olives':
            olive_bowl(x, y, top)
        elif kind == 'nuts':
            nuts_dish(x, y, top)
        elif kind == 'coaster':
            coaster(x, y, top, item.get('r', 0.05))
    if sd.get('dof'):
        # depth of field: focused on an empty at the glasses (terrace axes), f/`fstop`; `per_shot` {id: fstop}
        d = sd['dof']
        fx, fy = w(*d['focus'][:2])
        foc = bpy.data.objects.new('dof_focus', None)
        sc.collection.objects.link(foc)
        foc.location = (fx, fy, top + d['focus'][2])
        from lib import camera_dof
        camera_dof(sc, foc, d.get('fstop', 2.8), {'cam_' + k: v for k, v in d.get('per_shot', {}).items()}, d.get('max_px'))
    if sd.get('no_ssr'):
        # option `no_ssr`: no screen-space reflections (set at render time: lib.setup_render turns them on per shot). With
        # them the sea beside the hurricane mirrored a bright false column and the coupes' glass mirrored the pale
        # stone; without, the sea and the glass mirror the sky (the headland's reflection in the sea goes too)
        def _no_ssr(scene, *_):
            scene.eevee.use_ssr = False

        bpy.app.handlers.render_pre.append(_no_ssr)
    # the camera in the terrace's axes (the shot gives lens and shift; a shot's own pos/target would override)
    cl, tl = sd['cam_local'], sd['target_local']
    cams = dict(cams, place={'pos': (*cam, Z + cl[2]), 'target': w(*tl)})
    return cams, tods


def banana_leaf(x, y, z, a, L=0.27, W=0.17, seed=0):
    """A piece of banana leaf lining a plate: a rectangle cut from the leaf along its veins (the long sides a little
    ragged), lying in the plate's well and rising over its rim, green with fine parallel veins."""
    def make():
        m, nt, b = _mat('bananaleaf')
        v = _coord(nt)
        wv = nt.nodes.new('ShaderNodeTexWave')
        wv.bands_direction = 'X'
        wv.inputs['Scale'].default_value = 90.0
        wv.inputs['Distortion'].default_value = 0.4
        nt.links.new(v, wv.inputs['Vector'])
        n = _noise(nt, v, 18, 3, 0.5)
        mix = nt.nodes.new('ShaderNodeMath')
        mix.operation = 'MULTIPLY_ADD'
        nt.links.new(wv.outputs['Fac'], mix.inputs[0])
        mix.inputs[1].default_value = 0.35
        nt.links.new(n.outputs['Fac'], mix.inputs[2])
        cc = _ramp(nt, mix.outputs[0], [(0.2, srgb('#1f4a17')), (0.6, srgb('#3b7424')), (1.0, srgb('#5d9634'))])
        nt.links.new(cc, b.inputs['Base Color'])
        b.inputs['Roughness'].default_value = 0.5
        b.inputs['Specular'].default_value = 0.3
        _bump(nt, b, wv.outputs['Fac'], 0.25, 0.001)
        return m

    mat = cached(('bananaleaf',), make)

    def plate_z(rad):
        # the top of drinks.plate (r 0.125, well 0.62): flat in the well, rising over the rim
        pts = [(0.0, 0.0085), (0.0655, 0.0085), (0.0755, 0.0095), (0.0895, 0.0145), (0.121, 0.0205), (0.2, 0.0205)]
        for (r0, z0), (r1, z1) in zip(pts, pts[1:]):
            if rad <= r1:
                f = (rad - r0) / (r1 - r0)
                f = f * f * (3 - 2 * f)
                return z0 + (z1 - z0) * f
        return pts[-1][1]

    # a rectangle cut from the leaf (its edges along the veins, the long sides a little ragged), lying in the plate
    # and following its rim, the corners lifting a little where the leaf is stiff
    r = rng(seed + 17)
    rag = [r.uniform(-0.004, 0.004) for _ in range(9)]
    nx, ny = 36, 24
    verts, faces = [], []
    for j in range(ny + 1):
        for i in range(nx + 1):
            u, w = i / nx * 2 - 1, j / ny * 2 - 1
            half = W / 2 + (rag[int((u + 1) * 4)] if abs(w) > 0.99 else 0.0)
            px, py = u * L / 2, w * half
            rad = math.hypot(px, py)
            pz = plate_z(rad) - 0.0086 + 0.0012 + 0.0025 * (1 - abs(w)) ** 8 + 0.003 * max(0.0, abs(u) * abs(w) - 0.6) / 0.4
            verts.append((px, py, pz))
    for j in range(ny):
        for i in range(nx):
            k = j * (nx + 1) + i
            faces.append((k, k + 1, k + nx + 2, k + nx + 1))
    ob = _mesh('bananaleaf', verts, faces, mat)
    ob.location = (x, y, z)
    ob.rotation_euler = (0, 0, a)
    return ob


def lime_half(x, y, z, a, tilt=0.0, r=0.024):
    """Half a lime, cut face up (tilted by `tilt`): a thick green rind and a pale flesh in segments."""
    peel = plain('#4e8a2a', 0.38, name='limepeel')
    flesh = plain('#c7dc6a', 0.3, name='limeflesh2', emit='#a0c040', emit_w=0.06)
    prof = [(0.0, -r * 0.92), (r * 0.45, -r * 0.82), (r * 0.8, -r * 0.55), (r * 0.98, -r * 0.2), (r, 0.0), (r * 0.93, 0.0015), (0.0, 0.0015)]
    ob = venues._fine_lathe('limehalf', 0, 0, 0, prof, peel, 64, 2)
    face = cyl('limeface', 0, 0, 0.0012, 0.0019, r * 0.9, flesh, 64)
    # the segments: fine pale spokes on the face
    objs = [ob, face]
    pith = plain('#e6efb0', 0.4, name='limepith')
    for k in range(9):
        aa = k * math.tau / 9
        sg = box('limeseg', 0.003, r * 0.86, -0.0004, 0.0004, 0.0019, 0.0021, pith)
        for v in sg.data.vertices:
            vx, vy = v.co.x, v.co.y
            v.co.x, v.co.y = vx * math.cos(aa) - vy * math.sin(aa), vx * math.sin(aa) + vy * math.cos(aa)
        objs.append(sg)
    for o in objs:
        o.location = (x, y, z + r * 0.92 * math.cos(tilt))
        o.rotation_euler = (tilt, 0, a)
    return objs


def chopsticks(x, y, z, a, mat, rest_mat):
    """A pair of chopsticks on a small ceramic rest, pointing along angle a (their tips to the right of it)."""
    ca, sa = math.cos(a), math.sin(a)
    nx, ny = -sa, ca
    # the rest: a small ceramic bar with rounded ends
    rest = soft_box('chopstickrest', -0.022, 0.022, -0.007, 0.007, 0.0, 0.009, rest_mat, level=2)
    rest.location = (x + ca * 0.07, y + sa * 0.07, z)
    rest.rotation_euler = (0, 0, a + math.pi / 2)
    import furniture as F
    for k, off in enumerate((-0.008, 0.008)):
        p0 = (x - ca * 0.05 + nx * off, y - sa * 0.05 + ny * off, z + 0.0035)
        p1 = (x + ca * 0.185 + nx * (off * 0.5), y + sa * 0.185 + ny * (off * 0.5), z + 0.0125 - 0.004 * k)
        F.tube('chopstick', [p0, p1], 0.0032, mat, sides=12, r_end=0.0018)


def dip_bowl(x, y, z, r=0.038, c='#c9822e', deep='#7a3d10'):
    """A small dipping bowl of nuoc cham: white porcelain, the amber sauce with flecks of chilli and garlic."""
    lathe('dipbowl', x, y, z, [(0.0, 0.0), (r * 0.55, 0.0), (r * 0.6, 0.003), (r, 0.026), (r * 1.02, 0.028), (r * 0.95, 0.028), (r * 0.55, 0.006),
                               (0.0, 0.006)], plain('#f7f5f0', 0.15, name='porcelain_d', spec=0.6), 64)
    cyl('sauce', x, y, z + 0.006, z + 0.02, r * 0.82, liquor(c, deep, 0.05, name='nuoccham'), 64, r2=r * 0.88)
    rr = rng(int(x * 100) % 97)
    chili = plain('#c0301e', 0.4, name='chili')
    garlic = plain('#efe6c8', 0.5, name='garlic')
    for k in range(14):
        aa, d = rr.random() * math.tau, rr.random() * r * 0.7
        sphere('fleck', x + math.cos(aa) * d, y + math.sin(aa) * d, z + 0.0202, 0.0016 + rr.random() * 0.001, chili if k % 2 else garlic,
               scale=(1, 1, 0.35), seg=8)


def bistro_setting(sc, sd):
    """The Bistro's table card: the morning terrace (places.terrace) with bentwood chairs in place of the slab chairs,
    round balusters, and a wooden bistro table by the balustrade laid for two: banana leaf on white plates, chopsticks
    on ceramic rests, nuoc cham in dipping bowls, halved limes, iced lime soda; no plated food."""
    import places
    import furniture as F
    cams, tods = places.terrace(sc, sd)
    b = sd['bistro']
    # the slab chairs out, bentwood chairs in their places (places.terrace's tables and angles)
    for ob in [o for o in bpy.data.objects if o.name.split('.')[0] in ('cseat', 'cpad', 'cback', 'cleg')]:
        bpy.data.objects.remove(ob)
    bent = F.grain('#2c1b11', rough=0.32, name='bentwood')
    cane = rattan('#c9a66c')
    skip = [tuple(t) for t in sd.get('skip_tables', [])] + [tuple(t) for t in b.get('replace', [])]
    for (tx, ty) in ((-7.5, 1.5), (-3, 1.5), (1.5, 1.5), (6, 1.5), (-5.25, 5.5), (-0.75, 5.5), (3.75, 5.5), (8.25, 5.5), (-7.5, 9.5), (-3, 9.5),
                     (1.5, 9.5), (6, 9.5)):
        if (tx, ty) in skip:
            continue
        for k in range(4):
            aa = k * math.pi / 2 + math.pi / 4
            F.bistro_chair(tx + math.cos(aa) * 0.8, ty + math.sin(aa) * 0.8, math.degrees(aa) + 90, bent, cane)
    for (tx, ty) in b.get('replace', []):
        _remove_near(('tcloth', 'ttop', 'plate', 'wglass', 'wine', 'bottle', 'label', 'candle', 'glass', 'stem', 'bowl'), tx, ty, 0.75)
    # round balusters: the terrace's 12-sided ones re-turned from a smooth profile
    bal = [o for o in bpy.data.objects if o.name.split('.')[0] == 'baluster']
    bmat = bal[0].data.materials[0] if bal else plain('#c4b7a0', 0.6, name='balu')
    for o in bal:
        bpy.data.objects.remove(o)
    for k in range(60):
        venues._fine_lathe('baluster', -11.8 + k * 0.4, 12, 0, [(0.07, 0), (0.066, 0.03), (0.05, 0.2), (0.09, 0.45), (0.04, 0.75), (0.05, 0.8),
                                                              (0.07, 0.85)], bmat, 48, 4)
    # the wooden table by the balustrade and its two chairs, along it
    x, y = b['x'], b['y']
    # top_rough (default 0.4): the top's roughness (at 0.4 the morning sun made a blown white spot on it)
    teak = F.grain('#6e4a2e', rough=b.get('top_rough', 0.4), name='teaktop', axis='X')
    iron = plain('#1d1c1b', 0.5, 0.6, name='iron')
    F.bistro_table(x, y, 0.36, teak, iron, h=0.75)
    cd = b.get('chair_d', 0.62)  # the chairs' distance from the table's middle (0.55: tucked in a little)
    F.bistro_chair(x - cd, y, -90, bent, cane)
    F.bistro_chair(x + cd, y, 90, bent, cane)
    z = 0.75
    cam = tuple(b['cam'])
    porcelain = plain('#f8f6f1', 0.12, name='porcelain', spec=0.6)
    if b.get('dress'):
        _bistro_dressed(x, y, z, cam, porcelain, b['dress'])
        return cams, tods
    lacquer = plain('#1e1410', 0.3, name='lacquer', spec=0.6)
    nap = linen('#e9e2d2', name='napkin3', bump=0.15)
    for side in (-1, 1):
        px = x + side * 0.19
        plate(px, y, z, 0.125, mat=porcelain)
        banana_leaf(px, y, z + 0.0086, math.pi / 2 + side * 0.35 + 0.1, L=0.2, W=0.15, seed=3 + side)
        soft_napkin(px, y - 0.2, z + 0.0005, 0.0, nap, w=0.09, l=0.16, seed=11 + side)  # soft edges (a box read as a thick oblong)
        chopsticks(px - side * 0.02 - 0.07, y - 0.2, z + 0.017, 0.0, lacquer, porcelain)
        dip_bowl(px - side * 0.02, y + 0.2, z)
        highball(px - side * 0.09, y + 0.24 if side < 0 else y - 0.3, z, cam, c='#f1f5e4', deep='#b3c48c', seed=7 + side)
    # halved limes on a small saucer between the places
    plate(x, y + 0.05, z, 0.06, mat=porcelain, name='saucer', well=0.5)
    lime_half(x - 0.015, y + 0.04, z + 0.009, 0.3, tilt=0.35)
    lime_half(x + 0.02, y + 0.07, z + 0.009, 2.2, tilt=0.5)
    return cams, tods


def _water_carafe(x, y, z, cam, liq=None):
    """A glass carafe of water (liq: another drink's colours): a round belly narrowing to a short neck with a lip,
    thick glass, the drink to the shoulder."""
    g = thick_glass(name='carafeglass')
    outer = [(0.0, 0.0), (0.04, 0.0), (0.045, 0.004), (0.05, 0.04), (0.047, 0.09), (0.034, 0.13), (0.022, 0.16), (0.02, 0.2),
             (0.023, 0.215), (0.0235, 0.22)]
    inner = [(0.0205, 0.22), (0.018, 0.2), (0.0195, 0.16), (0.031, 0.13), (0.0445, 0.09), (0.0475, 0.04), (0.043, 0.01), (0.0, 0.009)]
    ob = venues._fine_lathe('carafe', x, y, z, outer + inner, g, 96, 3)
    _origin(ob, (*_toward(x, y, cam, 0.3), z + 0.1))
    ob = venues._fine_lathe('water', x, y, z + 0.0095, [(0.0, 0.0), (0.042, 0.0), (0.0468, 0.03), (0.0465, 0.08), (0.043, 0.1), (0.0, 0.1)],
                            _drink(liq), 96, 3)
    _origin(ob, (*_toward(x, y, cam, 0.15), z + 0.05))


def _bistro_dressed(x, y, z, cam, porcelain, d):
    """bistro_setting's `dress` option: the table laid and waiting (no food, no leaves): per place a linen placemat,
    a white plate with a folded napkin on it, chopsticks on a rest, a water tumbler; between the places a carafe of
    water and a bud vase with a pale rose. d: {mat: placemat colour, napkin: colour, drink: (colour, deep colour) for
    iced tea in place of water, with ice in the tumblers}."""
    lacquer = plain('#1e1410', 0.3, name='lacquer', spec=0.6)
    pm = linen(d.get('mat', '#d9cdb6'), name='placemat', bump=0.3)
    nap = linen(d.get('napkin', '#f1ece2'), name='napkin4', bump=0.15)
    rw = 0.12 * 0.62
    top = _plate_top([(rw + 0.012, 0.0145), (rw - 0.002, 0.0095), (rw - 0.012, 0.0085), (0.0, 0.0085)], 2)
    for side in (-1, 1):
        px = x + side * 0.19
        zm = z + 0.003  # the placemat's top
        soft_napkin(px, y - 0.02, z + 0.0004, math.pi / 2, pm, w=0.26, l=0.38, h=0.0025, flap=0.0, seed=21 + side)
        plate(px, y - 0.02, zm, 0.12, mat=porcelain)
        folded_napkin(px, y - 0.02, zm + 0.0086, math.pi / 2 + side * 0.08, nap, seed=5 + side, surf=lambda rr: _interp(top, rr))
        # chopsticks at the diner's right, pointing toward the table's middle
        chopsticks(px, y - 0.165 if side < 0 else y + 0.125, zm, 0.0 if side < 0 else math.pi, lacquer, porcelain)
        # a tumbler beyond the mat's far corner, on the table; with `drink` (iced tea) two ice cubes in it
        tx, ty = x + side * 0.1, y + 0.25 * -side
        water(tx, ty, z, cam, liq=d.get('drink'))
        if d.get('drink'):
            for k, (dx, dy) in enumerate(((-0.008, 0.006), (0.009, -0.005))):
                ice(tx + dx, ty + dy, z + 0.061 - 0.004 * k, 0.021, 30 + k + 2 * side)
    _water_carafe(x, y + 0.22, z, cam, liq=d.get('drink'))
    bud_vase(x, y - 0.26, z)


BUILDERS = {'roof-drinks': roof_drinks, 'terrace-dish': terrace_dish, 'ledge-cocktails': ledge_cocktails, 'bistro-setting': bistro_setting}
