#!/usr/bin/env python3
"""gen.py SEED OUTDIR: a POV-Ray scene of a Pantarei snake, drawn at random
from SEED, for TestPovrayScenes (vision/povray_test.go).

It is a second, independent maker of realistic scenes: not the synthetic
scenes of vision/scene.go, whose look the detector was built on, nor the
renderer of ../shared/scenes. Tiles of three shapes, stripes or dots painted
or engraved, felt, cloth, wood or laminate of any colour but black, white and
gold, a lamp's colour and place, a side lamp, a hand, a camera up to 35
degrees off vertical. It prints "NAME WIDTH HEIGHT" and writes to OUTDIR:
  NAME.pov       the scene;
  NAME_id.pov    each stack's top face flat-coloured (red = its index + 1,
                 green 1), the hand blue, the rest black: where each top is
                 seen;
  NAME_idn.pov   the same without the hand: where each top would be seen;
  NAME.meta.json the truth (position, tops head to tail, style) and the
                 camera's post-processing (exposure, white balance,
                 vignette, blur, noise, JPEG quality), which the test
                 applies and to which it adds each top's centre and the
                 share of it the hand hides (occluded_frac).
"""
import json, math, random, sys, os

seed = int(sys.argv[1]); out = sys.argv[2]
R = random.Random(seed)
name = "gen_%05d" % seed

def srgb2lin(c):
    c = c / 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

def rgb(c):
    return "rgb <%.5f,%.5f,%.5f>" % tuple(srgb2lin(v) for v in c)

def kelvin(k):
    t = k / 100.0
    r = 255 if t <= 66 else 329.7 * ((t - 60) ** -0.1332)
    g = 99.47 * math.log(t) - 161.1 if t <= 66 else 288.1 * ((t - 60) ** -0.0755)
    b = 255 if t >= 66 else (0 if t <= 19 else 138.5 * math.log(t - 10) - 305.0)
    cl = lambda v: max(0, min(255, v))
    return [cl(r), cl(g), cl(b)]

def hsl(h, s, l):
    # h in [0,360), s,l in [0,1] -> srgb 0..255
    c = (1 - abs(2 * l - 1)) * s
    x = c * (1 - abs((h / 60) % 2 - 1))
    m = l - c / 2
    r, g, b = [(c, x, 0), (x, c, 0), (0, c, x), (0, x, c), (x, 0, c), (c, 0, x)][int(h // 60) % 6]
    return [round((v + m) * 255) for v in (r, g, b)]

# ---- position ----
scales = [c + str(v) for c in "BW" for v in (1, 2, 3) for _ in range(3)] + ["N"]
R.shuffle(scales)
if R.random() < 0.3:
    kind = "setup"; stacks = [[s] for s in scales]
else:
    kind = "midgame"
    k = R.randint(3, 16)
    while True:
        cuts = sorted(R.sample(range(1, 19), k - 1))
        parts = [scales[a:b] for a, b in zip([0] + cuts, cuts + [19])]
        if max(len(p) for p in parts) <= 8:
            break
    stacks = parts
tops = [s[-1] for s in stacks]

# ---- style ----
shape = R.choice(["rsquare", "hex", "disc"])
size = R.uniform(30, 40)
thick = R.uniform(3, 5)
corner = R.uniform(0.18, 0.32) * size
gap = R.uniform(0.25, 0.6) * size
mstyle = R.choice(["stripes", "dots"])
finish = R.choice(["painted", "painted", "engraved"])
layout = R.choice(["row", "triangle", "diagonal"])
blk = [R.randint(14, 34)] * 3
wht = [R.randint(228, 248), R.randint(225, 244), R.randint(205, 235)]
gold = [R.randint(190, 215), R.randint(160, 185), R.randint(60, 95)]
on_black = R.choice([[214, 214, 210], [235, 232, 225], [200, 170, 90]])
on_white = R.choice([[22, 20, 20], [40, 38, 36], [120, 30, 30]])
bgloss = R.uniform(0.05, 0.45); wgloss = R.uniform(0.05, 0.3)
sw = R.uniform(0.08, 0.13); sp = R.uniform(0.18, 0.25); sl = R.uniform(0.45, 0.6)
dd = R.uniform(0.14, 0.2); ds = R.uniform(0.2, 0.26)

tk = R.choice(["felt", "cloth", "wood", "laminate"])
def table_colour():
    while True:
        h = R.uniform(0, 360); s = R.uniform(0.0, 0.6); l = R.uniform(0.25, 0.8)
        c = hsl(h, s, l)
        L = 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2]
        if L < 55 or (L > 215 and s < 0.25):
            continue  # black or white
        if 35 <= h <= 55 and s > 0.45 and 0.4 < l < 0.7:
            continue  # gold
        return c
tcol = table_colour()
if tk == "wood":
    base = R.choice([[204, 170, 126], [156, 146, 130], [150, 96, 64], [108, 72, 50], [180, 140, 100]])
    f = R.uniform(0.85, 1.1)
    wood = [[min(255, round(v * f * m)) for v in base] for m in (1.0, 0.85, 1.07)]

# ---- snake ----
heading = R.uniform(0, 2 * math.pi)
turn = math.radians(R.uniform(-60, 60))
amp = R.uniform(0, 0.5); wl = R.uniform(0.4, 1.2); ph = R.uniform(0, 2 * math.pi)
n = len(stacks)
steps = []
for i in range(n):
    st = size + gap * R.uniform(0.8, 1.2)
    if kind == "midgame" and i > 0 and R.random() < 0.15:
        st += size + gap  # a place a stack has left
    steps.append(st)
total = sum(steps[1:])
x = z = 0.0; a = heading; pts = []; s_acc = 0
for i in range(n):
    if i > 0:
        ds_ = steps[i]; sub = 8
        for _ in range(sub):
            u = s_acc / max(total, 1)
            curv = turn / max(total, 1) + amp * 2 * math.pi / (wl * max(total, 1)) * math.cos(2 * math.pi * u / wl + ph) * 2
            a += curv * ds_ / sub
            x += math.cos(a) * ds_ / sub; z += math.sin(a) * ds_ / sub
            s_acc += ds_ / sub
    pts.append((x, z, a))
cx = sum(p[0] for p in pts) / n; cz = sum(p[1] for p in pts) / n
pts = [(p[0] - cx, p[1] - cz, p[2]) for p in pts]
# principal axis
sxx = sum(p[0] ** 2 for p in pts); szz = sum(p[1] ** 2 for p in pts); sxz = sum(p[0] * p[1] for p in pts)
axis = 0.5 * math.atan2(2 * sxz, sxx - szz)
ax = (math.cos(axis), math.sin(axis)); pp = (-ax[1], ax[0])
along = [p[0] * ax[0] + p[1] * ax[1] for p in pts]
across = [p[0] * pp[0] + p[1] * pp[1] for p in pts]
span_w = max(along) - min(along) + size * 1.5
span_h = max(across) - min(across) + size * 1.5

# ---- tile geometry ----
def outline():
    r = size / 2
    if shape == "disc":
        return None
    if shape == "hex":
        return [(r * math.cos(math.pi / 3 * i + math.pi / 6), r * math.sin(math.pi / 3 * i + math.pi / 6)) for i in range(6)]
    c = corner; h = r - c; v = []
    for q, (sx, sz) in enumerate([(1, 1), (-1, 1), (-1, -1), (1, -1)]):
        for j in range(9):
            t = math.pi / 2 * q + math.pi / 2 * j / 8
            v.append((sx * h + c * math.cos(t), sz * h + c * math.sin(t)))
    return v
OUT = outline()

def tile_obj(h0, h1):
    if OUT is None:
        return "cylinder { <0,%.3f,0>, <0,%.3f,0>, %.3f }" % (h0, h1, size / 2)
    vs = OUT + [OUT[0]]
    return "prism { linear_sweep linear_spline %.3f, %.3f, %d, %s }" % (h0, h1, len(vs), ", ".join("<%.3f,%.3f>" % v for v in vs))

def marks(v, y0, y1):
    """mark objects (local coords) for value v, between heights y0 and y1."""
    o = []
    if mstyle == "stripes":
        w = sw * size; L = sl * size; p = sp * size
        for i in range(v):
            u = (i - (v - 1) / 2) * p
            o.append("box { <%.3f,%.3f,%.3f>, <%.3f,%.3f,%.3f> }" % (u - w / 2, y0, -L / 2, u + w / 2, y1, L / 2))
    else:
        r = dd * size / 2; p = ds * size
        if layout == "row":
            cs = [((i - (v - 1) / 2) * p, 0) for i in range(v)]
        elif layout == "diagonal":
            cs = [((i - (v - 1) / 2) * p * 0.75, (i - (v - 1) / 2) * p * 0.75) for i in range(v)]
        else:
            if v == 1: cs = [(0, 0)]
            elif v == 2: cs = [(-p / 2, 0), (p / 2, 0)]
            else: cs = [(p * 0.6 * math.cos(math.pi / 2 + 2 * math.pi / 3 * i), p * 0.6 * math.sin(math.pi / 2 + 2 * math.pi / 3 * i)) for i in range(3)]
        for (u, w) in cs:
            o.append("cylinder { <%.3f,%.3f,%.3f>, <%.3f,%.3f,%.3f>, %.3f }" % (u, y0, w, u, y1, w, r))
    return o

def tex(colour, gloss):
    return "texture { pigment { %s } finish { diffuse 0.85 specular %.3f roughness 0.01 reflection { %.3f } } normal { granite 0.03 scale 2 } }" % (rgb(colour), gloss * 0.8, gloss * 0.06)

def scale_colour(s):
    return {"B": blk, "W": wht, "N": gold}[s[0]]

def scale_tex(s):
    return tex(scale_colour(s), {"B": bgloss, "W": wgloss, "N": 0.2}[s[0]])

def mark_tex(s):
    return tex(on_black if s[0] == "B" else on_white, 0.1)

def stack_pov(i, idpass=None):
    x, z, a = pts[i]
    ang = math.degrees(a) + R2[i][0]
    objs = []
    for j, s in enumerate(stacks[i]):
        h0, h1 = j * thick, (j + 1) * thick
        dx, dz, dr = R2[i][1 + j]
        top = j == len(stacks[i]) - 1
        if idpass is not None:
            t = "texture { pigment { rgb <%.4f,%.4f,0> } finish { ambient 1 diffuse 0 } }" % ((i + 1) / 255.0, 1.0 / 255.0) if top else "texture { pigment { rgb 0 } finish { ambient 1 diffuse 0 } }"
            objs.append("object { %s %s rotate y*%.3f translate <%.3f,0,%.3f> }" % (tile_obj(h0, h1), t, dr, dx, dz))
            continue
        body = "object { %s %s }" % (tile_obj(h0, h1 - 0.4), scale_tex(s))
        # a bevelled top: the last 0.4 mm a little smaller
        inset = "object { %s scale <%.4f,1,%.4f> %s }" % (tile_obj(h1 - 0.4, h1), 1 - 0.8 / size, 1 - 0.8 / size, scale_tex(s))
        inner = body + " " + inset
        if s != "N" and top:
            v = int(s[1])
            if finish == "painted":
                ms = " ".join("object { %s %s }" % (m, mark_tex(s)) for m in marks(v, h1 - 0.01, h1 + 0.03))
                inner = "union { %s %s }" % (inner, ms)
            else:
                ms = " ".join(marks(v, h1 - 0.6, h1 + 1))
                inner = "difference { union { %s } union { %s %s } }" % (inner, ms, mark_tex(s))
        else:
            inner = "union { %s }" % inner
        objs.append("object { %s rotate y*%.3f translate <%.3f,0,%.3f> }" % (inner, dr, dx, dz))
    # POV's y rotation is clockwise seen from above: the snake's angle is counter-clockwise in x,z
    return "union { %s rotate y*%.3f translate <%.3f,0,%.3f> }" % (" ".join(objs), -ang, x, z)

R2 = []
for i in range(n):
    row = [R.uniform(-6, 6)]
    for j in range(len(stacks[i])):
        row.append((R.uniform(-1.2, 1.2), R.uniform(-1.2, 1.2), R.uniform(-3, 3)))
    R2.append(row)

# ---- camera ----
W, H = R.choice([(1280, 720), (1280, 720), (1920, 1080)])
tilt = R.choice([0, R.uniform(0, 35), R.uniform(10, 35)])
hfov = R.uniform(50, 68)
fill = R.uniform(0.6, 0.9)
img_ang = R.uniform(-8, 8)
a2 = axis + math.radians(img_ang)
axv = (math.cos(a2), math.sin(a2)); ppv = (-axv[1], axv[0])
d = span_w / (2 * fill * math.tan(math.radians(hfov / 2)))
d = max(d, span_h / (2 * 0.8 * math.tan(math.radians(hfov / 2)) * H / W))
off = (R.uniform(-0.05, 0.05) * span_w, R.uniform(-0.05, 0.05) * span_w)
tgt = (off[0], 0, off[1])
t = math.radians(tilt)
loc = (tgt[0] - math.sin(t) * d * ppv[0], math.cos(t) * d, tgt[2] - math.sin(t) * d * ppv[1])
sky = (ppv[0], 0, ppv[1])
if R.random() < 0.5:
    sky = (-sky[0], 0, -sky[2]) if tilt == 0 else sky

# ---- lights ----
amb = R.uniform(0.25, 0.5)
mk = R.uniform(2700, 6500)
main_el = math.radians(R.uniform(45, 88)); main_az = R.uniform(0, 2 * math.pi)
main_d = R.uniform(1500, 3000)
main_pos = (main_d * math.cos(main_el) * math.cos(main_az), main_d * math.sin(main_el), main_d * math.cos(main_el) * math.sin(main_az))
main_area = R.uniform(100, 500)
main_int = R.uniform(0.6, 1.0)
lamp = None
if R.random() < 0.6:
    lk = R.uniform(2500, 4500); lel = math.radians(R.uniform(15, 40)); laz = R.uniform(0, 2 * math.pi)
    ld = span_w * R.uniform(0.8, 1.6)
    lamp = dict(kelvin=lk, pos=(ld * math.cos(lel) * math.cos(laz), ld * math.sin(lel), ld * math.cos(lel) * math.sin(laz)), intensity=R.uniform(0.5, 1.5), area=R.uniform(50, 150))

# ---- hand ----
hand = None
if R.random() < 0.25:
    i = R.randrange(n)
    hx, hz, _ = pts[i]
    hy = R.uniform(40, 140)
    hang = R.uniform(0, 2 * math.pi)
    hand = dict(stack=i, x=hx + R.uniform(-10, 10), z=hz + R.uniform(-10, 10), y=hy, ang=hang,
                skin=R.choice([[224, 172, 140], [198, 134, 100], [141, 85, 54], [240, 200, 170]]))

def hand_pov(idpass=False):
    if hand is None:
        return ""
    t = "texture { pigment { rgb <0,0,1> } finish { ambient 1 diffuse 0 } }" if idpass else \
        "texture { pigment { %s } finish { diffuse 0.8 specular 0.1 roughness 0.05 } normal { bumps 0.1 scale 3 } }" % rgb(hand["skin"])
    parts = ["sphere { 0, 1 scale <45,14,40> }"]  # palm
    for k in range(4):
        zk = -27 + 18 * k
        parts.append("sphere_sweep { linear_spline 2, <40,0,%d>, 8, <95,-6,%d>, 7 }" % (zk, zk * 1.1))
    parts.append("sphere_sweep { linear_spline 2, <-10,-4,45>, 10, <40,-10,80>, 8 }")  # thumb
    parts.append("sphere_sweep { linear_spline 2, <-30,0,0>, 38, <-600,120,0>, 45 }")  # arm
    return "union { %s %s rotate y*%.2f translate <%.2f,%.2f,%.2f> }" % (" ".join(parts), t, math.degrees(hand["ang"]), hand["x"], hand["y"], hand["z"])

def table_pov():
    if tk == "wood":
        ring = R3["ring"]
        return """plane { y, 0 texture { pigment { wood turbulence %.3f color_map { [0 %s] [0.5 %s] [1 %s] } scale <%.2f,%.2f,1000> rotate y*%.1f }
          finish { diffuse 0.85 specular %.3f roughness 0.03 } normal { wood 0.15 scale %.2f rotate y*%.1f } } }""" % (
            R3["turb"], rgb(wood[0]), rgb(wood[1]), rgb(wood[2]), ring, ring, R3["rot"], R3["gloss"], ring, R3["rot"])
    if tk == "felt":
        return "plane { y, 0 texture { pigment { granite color_map { [0 %s] [1 %s] } scale %.2f } finish { diffuse 0.9 } normal { granite 0.25 scale 0.8 } } }" % (
            rgb([max(0, v - 10) for v in tcol]), rgb([min(255, v + 6) for v in tcol]), R3["grain"])
    if tk == "cloth":
        return "plane { y, 0 texture { pigment { %s } finish { diffuse 0.9 } normal { quilted 0.25 scale 1.2 } } texture { pigment { granite color_map { [0 rgbt <0,0,0,0.9>] [1 rgbt <1,1,1,0.95>] } scale 30 } } }" % rgb(tcol)
    return "plane { y, 0 texture { pigment { granite color_map { [0 %s] [1 %s] } scale 40 } finish { diffuse 0.85 specular %.3f roughness 0.02 } } }" % (
        rgb([max(0, v - 6) for v in tcol]), rgb([min(255, v + 6) for v in tcol]), R3["gloss"])

R3 = dict(ring=R.uniform(4, 9), turb=R.uniform(0.05, 0.12), rot=R.uniform(0, 180), gloss=R.uniform(0.02, 0.2), grain=R.uniform(0.5, 1.2))

def light_pov():
    mc = [v / 255 * main_int for v in kelvin(mk)]
    s = "light_source { <%.1f,%.1f,%.1f> color rgb <%.3f,%.3f,%.3f> area_light <%.1f,0,0>, <0,0,%.1f>, 5, 5 adaptive 1 jitter circular orient }" % (
        main_pos + tuple(mc) + (main_area, main_area))
    if lamp:
        lc = [v / 255 * lamp["intensity"] for v in kelvin(lamp["kelvin"])]
        s += "\nlight_source { <%.1f,%.1f,%.1f> color rgb <%.3f,%.3f,%.3f> area_light <%.1f,0,0>, <0,0,%.1f>, 4, 4 adaptive 1 jitter circular orient fade_distance %.1f fade_power 2 }" % (
            lamp["pos"] + tuple(lc) + (lamp["area"], lamp["area"], span_w * 0.8))
    return s

def camera_pov():
    return "camera { perspective location <%.3f,%.3f,%.3f> sky <%.4f,%.4f,%.4f> right x*%.5f up y look_at <%.3f,%.3f,%.3f> angle %.3f }" % (
        loc + sky + (W / H,) + tgt + (hfov,))

def scene(idpass=None):
    g = "global_settings { assumed_gamma 1.0 ambient_light rgb %.3f }" % (1 if idpass is not None else amb * 0.0 + 1)
    parts = [g, camera_pov()]
    if idpass is None:
        parts.append("#default { finish { ambient %.3f } }" % amb)
        parts.append(light_pov())
        parts.append(table_pov())
        parts.append(hand_pov())
    else:
        parts.append("background { rgb 0 }")
        if idpass == "hand":
            parts.append(hand_pov(True))
    for i in range(n):
        parts.append(stack_pov(i, idpass))
    return "\n".join(parts) + "\n"

os.makedirs(out, exist_ok=True)
open(os.path.join(out, name + ".pov"), "w").write(scene())
open(os.path.join(out, name + "_id.pov"), "w").write(scene("hand"))
open(os.path.join(out, name + "_idn.pov"), "w").write(scene("none"))
post = dict(exposure=R.uniform(0.85, 1.15), gamma=R.uniform(0.9, 1.1),
            wb=[R.uniform(0.93, 1.07) for _ in range(3)], vignette=R.uniform(0, 0.25),
            blur=R.choice([0, 0, R.uniform(0.3, 1.0)]), noise=R.uniform(1, 3.5),
            jpeg=R.choice([0, R.randint(70, 95), R.randint(70, 95)]))
pos = "/".join("".join(s) for s in stacks) + " w -"
meta = dict(position=pos, tops=tops, stacks=stacks, heights=[len(s) for s in stacks], width=W, height=H,
            style=dict(shape=shape, size_mm=size, marks=mstyle, finish=finish, layout=layout, table=tk, table_srgb=tcol,
                       tilt=tilt, hfov=hfov, fill=fill, lamp=lamp is not None, hand=hand is not None, kelvin=mk, ambient=amb),
            post=post, seed=seed, generator="vision/testdata/povray/gen.py")
open(os.path.join(out, name + ".meta.json"), "w").write(json.dumps(meta))
print(name, W, H)
