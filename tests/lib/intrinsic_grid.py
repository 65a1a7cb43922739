#!/usr/bin/env python3
"""Every intrinsic of the table x every type it takes x every target.

    python3 tests/lib/intrinsic_grid.py [--fast] [--jobs N] [--only NAME] [BUILD_DIR]

Reads the rows of intrinsics/intrinsics.def (name, object, signature, type
classes, shapes, stages) and, for each row and each type the row takes (bool;
int, uint, float and their 16-bit, min16 and 64-bit kinds; double; scalars,
vectors of 2 to 4 and matrices of every shape from 1x1 to 4x4), writes a
one-call shader: compute, or pixel for the rows only pixel shaders have, plus
vertex and pixel forms of one type per row in the full run. Methods are
called on every object kind the row names (ByteAddressBuffer,
StructuredBuffer<E>, Buffer<E>, ... for element types E of every width).
Each result and out-argument is stored to a RWStructuredBuffer of its type.
Each shader is compiled to SPIR-V, MSL and WGSL in one prism run and each
output is validated (spirv-val --target-env vulkan1.2,
conformance/msl/check.sh, conformance/wgsl/check.mjs).

It also calls every intrinsic with the types DXC accepts for it
(utils/hct/gen_intrin_main.txt, as the table DXC_TYPES below transcribes
it); a type DXC takes that the row does not is a "gap".

Each cell is
    ok     compiled and validated
    diag   refused with a backend code (PRISM5nnn: a type or feature the
           target lacks, such as 64-bit types in WGSL), or, for a type the row
           does not take, with any code but an internal error
    FAIL   an invalid output, a crash, an internal error (PRISM9nnn), a
           front-end error on a type the row takes, or a gap
The run prints the failing cells with prism's first error, the counts per
target and the gaps, and exits 1 on any FAIL.

--fast (CI: make intrinsic-grid, about half a minute on 2 cores) keeps, per
row and object, every 32-bit kind and one kind of each other width, each in
one shape (rotating through scalar, vectors and the 16 matrix shapes), so the
full grid's regions are all visited; the full run (several minutes) takes
every kind in every shape."""
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# ---------------------------------------------------------------- types

# scalar kind -> (type class bit of intrinsics.h, width group)
KINDS = {
    "bool": ("BOOL", "32"),
    "int": ("SINT", "32"), "uint": ("UINT", "32"), "float": ("FLOAT", "32"),
    "int16_t": ("SINT", "16"), "uint16_t": ("UINT", "16"), "half": ("FLOAT", "16"),
    "min16int": ("SINT", "min16"), "min16uint": ("UINT", "min16"), "min16float": ("FLOAT", "min16"),
    "int64_t": ("SINT64", "64"), "uint64_t": ("UINT64", "64"), "double": ("DOUBLE", "64"),
}
KIND_ORDER = list(KINDS)
TC_BITS = {"TC_BOOL": 1, "TC_SINT": 2, "TC_UINT": 4, "TC_FLOAT": 8, "TC_DOUBLE": 16, "TC_INT64": 32,
           "TC_INT": 6, "TC_NUM": 14, "TC_ANY": 15}
TS_BITS = {"TS_SCALAR": 1, "TS_VECTOR": 2, "TS_MATRIX": 4, "TS_SV": 3, "TS_ALL": 7}


def kind_in_classes(kind, tc):
    cls = KINDS[kind][0]
    if cls == "SINT64":
        return bool(tc & 32) and bool(tc & 2)
    if cls == "UINT64":
        return bool(tc & 32) and bool(tc & 4)
    return bool(tc & {"BOOL": 1, "SINT": 2, "UINT": 4, "FLOAT": 8, "DOUBLE": 16}[cls])


SHAPES_VEC = [(0, 0), (0, 2), (0, 3), (0, 4)]  # (rows, cols); (0, 0) scalar, (0, n) vector
SHAPES_MAT = [(r, c) for r in range(1, 5) for c in range(1, 5)]


def tname(kind, shape):
    r, c = shape
    if r == 0 and c == 0:
        return kind
    if r == 0:
        return "%s%d" % (kind, c)
    return "%s%dx%d" % (kind, r, c)


def shape_bit(shape):
    return 1 if shape == (0, 0) else 2 if shape[0] == 0 else 4


# What DXC accepts (utils/hct/gen_intrin_main.txt), for the free functions
# of the table: name -> (kinds, shapes); shapes "<>" any layout, "<c>"
# scalar or vector, "<r,c>" matrices, "<r,r>" square matrices, "3" float3.
FLOAT_LIKE = ["float", "half", "min16float"]
ANY_FLOAT = FLOAT_LIKE + ["double"]
ANY_INT = ["int", "uint", "int16_t", "uint16_t", "min16int", "min16uint", "int64_t", "uint64_t"]
NUMERIC = ANY_FLOAT + ANY_INT
ANY = NUMERIC + ["bool"]
N32 = ["float", "int", "uint"]
DXC_TYPES = {}
for n in ["sqrt", "rsqrt", "exp", "exp2", "log", "log2", "log10", "sin", "cos", "tan", "asin", "acos", "atan",
          "sinh", "cosh", "tanh", "atan2", "pow", "floor", "ceil", "round", "trunc", "frac", "radians",
          "degrees", "fmod", "step", "smoothstep", "lerp", "isnan", "isinf", "isfinite", "modf", "ldexp",
          "sincos"]:
    DXC_TYPES[n] = (FLOAT_LIKE, "<>")
for n in ["saturate", "rcp"]:
    DXC_TYPES[n] = (ANY_FLOAT, "<>")
for n in ["mad", "min", "max", "clamp", "abs", "sign", "mul"]:
    DXC_TYPES[n] = (NUMERIC, "<>")
DXC_TYPES.update({
    "frexp": (["float"], "<>"), "fma": (["double"], "<>"),
    "dot": (NUMERIC, "<c>"), "cross": (FLOAT_LIKE, "3"),
    "length": (FLOAT_LIKE, "<c>"), "distance": (FLOAT_LIKE, "<c>"), "normalize": (FLOAT_LIKE, "<c>"),
    "reflect": (FLOAT_LIKE, "<c>"), "refract": (FLOAT_LIKE, "<c>"), "faceforward": (FLOAT_LIKE, "<c>"),
    "transpose": (ANY, "<r,c>"), "determinant": (FLOAT_LIKE, "<r,r>"),
    "any": (ANY, "<>"), "all": (ANY, "<>"), "clip": (["float"], "<>"),
    "select": (ANY, "<>"), "and": (["bool"], "<>"), "or": (["bool"], "<>"),
    "countbits": (ANY_INT, "<>"), "reversebits": (ANY_INT, "<>"),
    "firstbithigh": (ANY_INT, "<>"), "firstbitlow": (ANY_INT, "<>"),
    "asuint": (N32, "<>"), "asint": (N32, "<>"), "asfloat": (N32, "<>"),
    "asdouble": (["uint"], "<>"), "f32tof16": (["float"], "<>"), "f16tof32": (["uint"], "<>"),
})


def dxc_accepts(name, kind, shape):
    if name not in DXC_TYPES:
        return False
    kinds, shapes = DXC_TYPES[name]
    if kind not in kinds:
        return False
    r, c = shape
    if shapes == "<>":
        return True
    if shapes == "<c>":
        return r == 0
    if shapes == "3":
        return shape == (0, 3)
    if shapes == "<r,c>":
        return r > 0
    if shapes == "<r,r>":
        return r > 0 and r == c
    return False


# ---------------------------------------------------------------- the table

ROW = re.compile(r'^INTRINSIC\((\w+),\s*"([^"]*)",\s*([\w|]+),\s*"([^"]*)",\s*([\w|]+),\s*([\w|]+),'
                 r'\s*([\w|]+),\s*([\w|]+),\s*(\w+)')


def bits(expr, table):
    v = 0
    for part in expr.split("|"):
        part = part.strip()
        if part == "0":
            continue
        v |= table.get(part, 0)
    return v


KEYWORD_ROWS = {"discard"}  # rows for statements, which no call names


def read_rows():
    rows = []
    with open(os.path.join(ROOT, "intrinsics", "intrinsics.def")) as f:
        for line in f:
            m = ROW.match(line)
            if not m or not m.group(2) or m.group(2) in KEYWORD_ROWS:
                continue
            rid, name, obj, sig, tc, ts, stages, flags = m.group(1, 2, 3, 4, 5, 6, 7, 8)
            rows.append({"id": rid, "name": name, "obj": obj, "sig": sig, "tc": bits(tc, TC_BITS),
                         "ts": bits(ts, TS_BITS), "stages": stages, "flags": flags})
    return rows


def parse_sig(sig):
    ret, params = re.match(r"^(.*?)\((.*)\)$", sig).groups()
    out = []
    for p in [x.strip() for x in params.split(",") if x.strip()]:
        mode = "in"
        for m in ("out ", "inout ", "ref "):
            if p.startswith(m):
                mode, p = m.strip(), p[len(m):]
        optional = p.endswith("?")
        p = p.rstrip("?")
        exact_int = p.endswith("!")
        out.append({"mode": mode, "t": p.rstrip("!"), "optional": optional, "exact_int": exact_int})
    return ret, out


# ---------------------------------------------------------------- shaders

OBJECTS = {  # OBJ bit -> [(declaration template, register class, element types?)]
    "OBJ_BYTEADDRESS": [("ByteAddressBuffer", "t", False)],
    "OBJ_RWBYTEADDRESS": [("RWByteAddressBuffer", "u", False)],
    "OBJ_STRUCTURED": [("StructuredBuffer<%s>", "t", True), ("RWStructuredBuffer<%s>", "u", True)],
    "OBJ_TYPED": [("Buffer<%s>", "t", True), ("RWBuffer<%s>", "u", True)],
    "OBJ_APPEND": [("AppendStructuredBuffer<%s>", "u", True)],
    "OBJ_CONSUME": [("ConsumeStructuredBuffer<%s>", "u", True)],
}
# textures: OBJ bit -> (declaration, register class, coordinate components,
# base components (offsets, gradients), has mips) (frontend/texture.h)
TEXTURES = {
    "OBJ_TEX1D": ("Texture1D<%s>", "t", 1, 1, True), "OBJ_TEX1D_ARRAY": ("Texture1DArray<%s>", "t", 2, 1, True),
    "OBJ_TEX2D": ("Texture2D<%s>", "t", 2, 2, True), "OBJ_TEX2D_ARRAY": ("Texture2DArray<%s>", "t", 3, 2, True),
    "OBJ_TEX2DMS": ("Texture2DMS<%s>", "t", 2, 2, False),
    "OBJ_TEX2DMS_ARRAY": ("Texture2DMSArray<%s>", "t", 3, 2, False),
    "OBJ_TEX3D": ("Texture3D<%s>", "t", 3, 3, True), "OBJ_TEXCUBE": ("TextureCube<%s>", "t", 3, 3, True),
    "OBJ_TEXCUBE_ARRAY": ("TextureCubeArray<%s>", "t", 4, 3, True),
    "OBJ_RWTEX1D": ("RWTexture1D<%s>", "u", 1, 1, False), "OBJ_RWTEX1D_ARRAY": ("RWTexture1DArray<%s>", "u", 2, 1, False),
    "OBJ_RWTEX2D": ("RWTexture2D<%s>", "u", 2, 2, False), "OBJ_RWTEX2D_ARRAY": ("RWTexture2DArray<%s>", "u", 3, 2, False),
    "OBJ_RWTEX3D": ("RWTexture3D<%s>", "u", 3, 3, False),
}
# the kinds that share methods (intrinsics.h)
_OFFSETS = ["OBJ_TEX1D", "OBJ_TEX1D_ARRAY", "OBJ_TEX2D", "OBJ_TEX2D_ARRAY", "OBJ_TEX3D"]
_CUBES = ["OBJ_TEXCUBE", "OBJ_TEXCUBE_ARRAY"]
TEXTURE_GROUPS = {
    "OBJ_TEX_CUBES": _CUBES, "OBJ_TEX_OFFSETS": _OFFSETS, "OBJ_TEX_SAMPLED": _OFFSETS + _CUBES,
    "OBJ_TEX_CMP": [k for k in _OFFSETS + _CUBES if k != "OBJ_TEX3D"],
    "OBJ_TEX_CMP_OFFSETS": [k for k in _OFFSETS if k != "OBJ_TEX3D"],
    "OBJ_TEX_GATHER": ["OBJ_TEX2D", "OBJ_TEX2D_ARRAY"] + _CUBES, "OBJ_TEX_GATHER_OFFSETS": ["OBJ_TEX2D", "OBJ_TEX2D_ARRAY"],
    "OBJ_TEX_MS": ["OBJ_TEX2DMS", "OBJ_TEX2DMS_ARRAY"],
    "OBJ_RWTEX": ["OBJ_RWTEX1D", "OBJ_RWTEX1D_ARRAY", "OBJ_RWTEX2D", "OBJ_RWTEX2D_ARRAY", "OBJ_RWTEX3D"],
}
# texel types: filtering and comparing rows (Sample*, CalculateLevelOfDetail*, GatherCmp*) take float kinds only,
# GatherRaw uint16_t and uint scalars
TEXEL_FILTERED = ["float4", "float", "half2", "min16float3"]
TEXEL_ANY = ["float4", "int2", "uint", "half4", "uint16_t2", "min16int4"]
TEXEL_RAW = ["uint", "uint16_t"]


def texel_types(row):
    n = row["name"]
    if n == "GatherRaw":
        return TEXEL_RAW
    if n.startswith(("Sample", "CalculateLevelOfDetail", "GatherCmp")):
        return TEXEL_FILTERED
    return TEXEL_ANY


def texture_objects(row):
    out = []
    for b in row["obj"].split("|"):
        b = b.strip()
        for k in TEXTURE_GROUPS.get(b, [b] if b in TEXTURES else []):
            if k not in out:
                out.append(k)
    return [TEXTURES[k] for k in out]


def vec_name(kind, n):
    return kind if n == 1 else "%s%d" % (kind, n)


# element types of structured buffers (and the struct below) and of typed buffers
STRUCTURED_ELEMS = ["uint", "float3", "int16_t2", "half4", "double", "uint64_t3", "bool2", "float2x3", "Pair"]
TYPED_ELEMS = ["float", "int2", "uint4", "float4", "half2", "int16_t4"]
TEMPLATE_TYPES = ["uint", "float2", "int16_t3", "half", "double2", "uint64_t", "float3x2", "bool3", "Pair"]
PAIR = "struct Pair { float a; uint2 b; };\n"


def scalar_of(t):
    m = re.match(r"^(bool|int16_t|uint16_t|int64_t|uint64_t|min16int|min16uint|min16float|int|uint|float|half|double)"
                 r"(\d(x\d)?)?$", t)
    return (m.group(1), m.group(2) or "") if m else (t, "")


def with_scalar(T, kind):
    _, shape = scalar_of(T)
    return kind + shape


def value(t, k):
    """An expression of type t that depends on the thread (nothing folds)."""
    base, shape = scalar_of(t)
    if t == "Pair":
        return "(Pair)0"
    src = ["(id.x % 5u)", "(id.x % 7u + 1u)", "(id.y % 3u + 2u)", "(id.x + 3u)"][k % 4]
    if base == "bool":
        src = "((id.x & %du) != 0u)" % (1 << (k % 3))
    return "(%s)%s" % (t, src)


def instantiate(p, T, E, A, tex=None):
    t = p["t"]
    if tex and t in ("K", "V", "C", "G", "O", "L"):  # a texture's own types (sema_texture.c)
        _, _, coords, base, mips = tex
        k = scalar_of(E)[0]
        return {"K": k, "V": k + "4", "C": vec_name("float", coords), "G": vec_name("float", base),
                "O": vec_name("int", base), "L": vec_name("int", coords + (1 if mips else 0))}[t]
    if t == "sampler":
        return "SamplerState"
    if t == "sampler_cmp":
        return "SamplerComparisonState"
    if t == "T":
        return T
    if t == "S":
        return scalar_of(T)[0]
    if t in "BUIFD" and len(t) == 1:
        return with_scalar(T, {"B": "bool", "U": "uint", "I": "int", "F": "float", "D": "double"}[t])
    if t == "E":
        return E
    if t == "@":
        return A
    return t


# arguments that must be constants (sema_vk_intrinsics.c): (row, index) -> the argument
CONSTANT_ARGS = {
    ("vk::ReadClock", 0): "vk::SubgroupScope",
    ("vk::RawBufferLoad", 1): "16u",
    ("vk::RawBufferStore", 2): "16u",
}


def make_shader(row, sig, T, obj, E, A, nopt, stage, tex=None):
    """The source of one cell, or None when the combination is not one."""
    ret, params = sig
    used = [p for p in params if not p["optional"]] + [p for p in params if p["optional"]][:nopt]
    decls, body, stores = [], [], []
    reg = [0]

    def out_buffer(t, expr):
        decls.append("RWStructuredBuffer<%s> Out%d : register(u%d);" % (t, reg[0], reg[0]))
        stores.append("    Out%d[id.x] = %s;" % (reg[0], expr))
        reg[0] += 1

    args = []
    for i, p in enumerate(used):
        t = instantiate(p, T, E, A, tex)
        if t is None:
            return None
        if t in ("SamplerState", "SamplerComparisonState"):
            decls.append("%s Smp%d : register(s%d);" % (t, i, 30 + i))
            args.append("Smp%d" % i)
        elif tex and p["t"] == "O":  # texel offsets: constants (HLSL's immediate offsets)
            args.append("(%s)%d" % (t, 1 + i % 2))
        elif (row["name"], i) in CONSTANT_ARGS:
            args.append(CONSTANT_ARGS[(row["name"], i)])
        elif p["exact_int"]:
            args.append("(id.y & 3u)")
        elif p["mode"] == "ref":
            # atomics: groupshared memory in compute shaders, else a buffer element
            if stage == "compute":
                decls.append("groupshared %s Shared%d;" % (t, i))
                args.append("Shared%d" % i)
            else:
                decls.append("RWStructuredBuffer<%s> Ref%d : register(u%d);" % (t, i, 40 + i))
                args.append("Ref%d[0]" % i)
        elif p["mode"] in ("out", "inout"):
            init = " = %s" % value(t, i) if p["mode"] == "inout" else ""
            body.append("    %s arg%d%s;" % (t, i, init))
            args.append("arg%d" % i)
        else:
            args.append(value(t, i))
    callee = row["name"]
    if callee == "mul" and T:
        args = mul_args(T)
    tmpl = ("<%s>" % A) if A and ret == "@" else ""
    if obj:
        callee = "Obj.%s%s" % (row["name"], tmpl)
    elif tmpl:
        callee += tmpl  # vk::RawBufferLoad<T>: the result type is the template argument
    call = "%s(%s)" % (callee, ", ".join(args))
    rt = instantiate({"t": ret}, T, E, A, tex) if ret not in ("void",) else "void"
    if callee in ("transpose", "mul") and T:
        rt = transposed(T) if callee == "transpose" else mul_result(T)
    if rt == "void":
        body.append("    %s;" % call)
    else:
        body.append("    %s r = %s;" % (rt, call))
        out_buffer(rt, "r")
    for i, p in enumerate(used):
        if p["mode"] in ("out", "inout"):
            out_buffer(instantiate(p, T, E, A, tex), "arg%d" % i)
    if obj:
        decls.insert(0, "%s Obj : register(%s20);" % obj)
    if not stores:
        out_buffer("uint", "1u")
    src = PAIR if "Pair" in (T or "", E or "", A or "") else ""
    src += "\n".join(decls) + "\n"
    if stage == "compute":
        src += "[shader(\"compute\")]\n[numthreads(8, 1, 1)]\nvoid main(uint3 id : SV_DispatchThreadID)\n{\n"
    elif stage == "pixel":
        src += "[shader(\"pixel\")]\nfloat4 main(float4 pos : SV_Position) : SV_Target\n{\n" \
               "    uint3 id = uint3(pos.xy, 0);\n"
    else:
        src += "[shader(\"vertex\")]\nfloat4 main(uint vid : SV_VertexID) : SV_Position\n{\n" \
               "    uint3 id = uint3(vid, vid / 3u, 0);\n"
    src += "\n".join(body + stores) + "\n"
    if stage != "compute":
        src += "    return float4(1, 0, 0, 1);\n"
    src += "}\n"
    return src


def transposed(T):
    base, shape = scalar_of(T)
    if "x" not in shape:
        return T
    r, c = shape.split("x")
    return "%s%sx%s" % (base, c, r)


# mul(a, b) of each shape T: a matrix times its transpose, a vector times a
# matrix (row vector), a scalar times a vector (the other forms: mul_result)
def mul_args(T):
    base, shape = scalar_of(T)
    if "x" in shape:
        return [value(T, 0), value(transposed(T), 1)]
    if shape:
        n = int(shape)
        return [value(T, 0), value("%s%dx2" % (base, n), 1)]
    return [value(T, 0), value(T + "3", 1)]


def mul_result(T):
    base, shape = scalar_of(T)
    if "x" in shape:
        r = shape.split("x")[0]
        return "%s%sx%s" % (base, r, r)
    if shape:
        return base + "2"
    return T + "3"


def stages_of(row):
    s = row["stages"]
    if s == "ST_FRAGMENT" or ("INF_DERIVATIVE" in row["flags"] and "ST_FRAGMENT" in s):
        return ["pixel"] + (["compute"] if "ST_COMPUTE" in s else [])  # derivatives: pixel shaders first
    if "ST_ALL" in s:
        return ["compute", "vertex", "pixel"]
    out = []
    if "ST_COMPUTE" in s:
        out.append("compute")
    if "ST_FRAGMENT" in s:
        out.append("pixel")
    return out


def row_takes(row, k, sh):
    if not (kind_in_classes(k, row["tc"]) and row["ts"] & shape_bit(sh)):
        return False
    if "INF_SQUARE" in row["flags"] and sh[0] > 0 and sh[0] != sh[1]:
        return False
    return row["name"] != "cross" or sh == (0, 3)  # float3(float3, float3) fixes the shape


def type_cells(row, fast, salt, rows_of_name):
    """(T or None, in_row) for the row: what it takes, and, on the first row
    of its name, the types DXC takes that no row of the name does."""
    ret, params = parse_sig(row["sig"])
    uses_t = any(p["t"] in ("T", "S", "B", "U", "I", "F", "D") for p in params) or ret == "T"
    if not uses_t:
        return [(None, True)]
    cells = []
    shapes_all = SHAPES_VEC + SHAPES_MAT
    groups = {}
    for k in KIND_ORDER:
        for sh in shapes_all:
            r_ok = row_takes(row, k, sh)
            d_ok = (not obj_row(row) and rows_of_name[0] is row and dxc_accepts(row["name"], k, sh)
                    and not any(row_takes(r, k, sh) for r in rows_of_name))
            if r_ok or d_ok:
                groups.setdefault((k, r_ok), []).append(sh)
    if not fast:
        for (k, r_ok), shs in groups.items():
            cells += [(tname(k, sh), r_ok) for sh in shs]
        return cells
    # fast: 32-bit kinds, and one kind per other width, one shape each
    widths = {}
    for (k, r_ok) in groups:
        widths.setdefault((KINDS[k][1], r_ok), []).append(k)
    for (w, r_ok), ks in sorted(widths.items()):
        pick = ks if w == "32" else [ks[salt % len(ks)]]
        for k in pick:
            shs = groups[(k, r_ok)]
            cells.append((tname(k, shs[(salt + KIND_ORDER.index(k)) % len(shs)]), r_ok))
    return cells


def obj_row(row):
    return row["obj"] != "0"


def build_jobs(rows, fast, only):
    jobs = []  # dict(name, T, obj, stage, src, in_row)
    by_name = {}
    for row in rows:
        by_name.setdefault((row["name"], row["obj"] != "0"), []).append(row)
    by_name = {k[0]: v for k, v in by_name.items() if not k[1]} | \
        {r["name"]: by_name[(r["name"], True)] for r in rows if r["obj"] != "0" and r["name"] not in
         {k[0] for k in by_name if not k[1]}}
    for ri, row in enumerate(rows):
        if only and row["name"] not in only:
            continue
        sig = parse_sig(row["sig"])
        nopt = sum(1 for p in sig[1] if p["optional"])
        objs = [None]
        if obj_row(row):
            objs = []
            for b in row["obj"].split("|"):
                objs += OBJECTS.get(b.strip(), [])
            texs = texture_objects(row)
            if fast and len(texs) > 1:  # one kind a row, another for each row
                texs = [texs[ri % len(texs)]]
            objs += texs
        stages = stages_of(row)
        sm = "6_10" if "INF_SM_6_10" in row["flags"] else "6_8" if "INF_SM_6_8" in row["flags"] else "6_7"  # the newest profile the row needs
        for oi, o in enumerate(objs):
            elems = [None]
            tex = o if o and len(o) == 5 else None
            if tex:
                elems = texel_types(row)
                if fast:
                    elems = [elems[(ri + oi) % len(elems)]]
            elif o and o[2]:
                elems = TYPED_ELEMS if o[0].startswith(("Buffer", "RWBuffer")) else STRUCTURED_ELEMS
                if fast:
                    elems = [elems[(ri + oi) % len(elems)], elems[(ri + oi + 3) % len(elems)]]
            temps = TEMPLATE_TYPES if "@" in row["sig"] else [None]
            if fast and temps != [None]:
                temps = [temps[(ri + k) % len(temps)] for k in (0, 4)]
            for E in elems:
                for A in temps:
                    for ci, (T, in_row) in enumerate(type_cells(row, fast, ri + oi, by_name[row["name"]])):
                        for n in range(nopt + 1):
                            if fast and n != (ri + ci) % (nopt + 1):
                                continue
                            st = stages[0]
                            decl = (o[0] % E if "%s" in o[0] else o[0], o[1]) if o else None
                            src = make_shader(row, sig, T, decl, E, A, n, st, tex)
                            if src:
                                label = describe(row, T, decl, A, n)
                                jobs.append({"name": label, "row": row["name"], "T": T or "-", "stage": st,
                                             "src": src, "in_row": in_row, "sm": sm})
            # the other stages, with the first type the row takes
            if not fast:
                first = next((T for T, r in type_cells(row, True, ri, by_name[row["name"]]) if r), None)
                for st in stages[1:]:
                    E = elems[0]
                    decl = (o[0] % E if "%s" in o[0] else o[0], o[1]) if o else None
                    src = make_shader(row, sig, first, decl, E, temps[0], 0, st, tex)
                    if src:
                        jobs.append({"name": describe(row, first, decl, temps[0], 0) + " [%s]" % st,
                                     "row": row["name"], "T": first or "-", "stage": st, "src": src,
                                     "in_row": True, "sm": sm})
    return jobs


def describe(row, T, decl, A, nopt):
    s = row["name"]
    if decl:
        s = "%s.%s" % (decl[0], s)
    if A:
        s += "<%s>" % A
    if T:
        s += "(%s)" % T
    if nopt:
        s += " +%d optional" % nopt
    return s


# ---------------------------------------------------------------- how each is emitted

def table_cells():
    """HLSL name -> {target: cell text} from docs/intrinsics.md (generated from the table)."""
    cells = {}
    with open(os.path.join(ROOT, "docs", "intrinsics.md")) as f:
        for ln in f:
            parts = [p.strip() for p in ln.split("|")]
            if len(parts) < 8 or not parts[1].startswith("`"):
                continue
            cells.setdefault(parts[1].strip("`"), {"spirv": parts[4], "msl": parts[5], "wgsl": parts[6]})
    return cells


def how(cell):
    """native (one instruction or library function), backend code, or lowered (front end or a pass)."""
    if cell.startswith("lowered by the front end"):
        return "lowered (front end)"
    m = re.search(r"ir_lower_\w+", cell)
    if cell.startswith("lowered by `") or "else ir_lower" in cell:
        return "lowered (%s)" % (m.group(0) if m else "pass")
    if cell in ("lowered", "backend code") or "per component" in cell or "Direction" in cell \
            or "constant lane" in cell or "BitCount" in cell:
        return "backend code"
    return "native"


# ---------------------------------------------------------------- running

TARGETS = ["spirv", "msl", "wgsl"]
EXT = {"spirv": "spv", "msl": "metal", "wgsl": "wgsl"}


def first_error(text):
    for line in text.splitlines():
        if "error" in line or "PRISM" in line:
            return line.strip()[:200]
    return text.strip().splitlines()[0][:200] if text.strip() else ""


# Front-end refusals of a type the row takes that are known and stated
# (docs/intrinsics.md says so too): (code, why).
KNOWN = {
    "4008": "16-bit loads and stores of byte-address buffers are not done yet",
    "3561": "GatherCmpGreen/Blue/Alpha: Vulkan, Metal and WebGPU compare the first channel only",
    "3830": "noise is refused, as DXC refuses it outside tx_1_0",
    "3831": "dot2add takes half2 only: its row's type class is wider than the intrinsic (sema_classic.c checks)",
    "3533": "asuint16/asint16/asfloat16 need -enable-16bit-types, which the grid does not pass",
}


def classify_refusal(err, rc, in_row):
    if rc not in (0, 1) or re.search(r"PRISM9\d{3}", err):
        return "FAIL"
    known = re.findall(r"error PRISM(\d{4})", err)
    if known and all(c in KNOWN for c in known):
        return "known"
    codes = re.findall(r"error PRISM(\d{4})", err)
    if not codes:
        return "FAIL"
    if in_row:
        return "diag" if all(c.startswith("5") for c in codes) else "FAIL"
    return "diag" if rc == 1 else "FAIL"


def run_one(prism, job, stem):
    with open(stem + ".hlsl", "w") as f:
        f.write(job["src"])
    prof = {"compute": "cs_", "pixel": "ps_", "vertex": "vs_"}[job["stage"]] + job["sm"]
    base = [prism, "-T", prof, "-enable-16bit-types", stem + ".hlsl"]
    res, errs, pending = {}, {}, []
    p = subprocess.run(base + sum((["--target", t] for t in TARGETS), []) + ["-Fo", stem],
                       capture_output=True, text=True)
    if p.returncode == 0:
        outs = {t: "%s.%s" % (stem, EXT[t]) for t in TARGETS}
    else:
        outs = {}
        for t in TARGETS:
            q = subprocess.run(base + ["--target", t, "-Fo", "%s.%s" % (stem, EXT[t])], capture_output=True,
                               text=True)
            if q.returncode == 0:
                outs[t] = "%s.%s" % (stem, EXT[t])
            else:
                res[t] = classify_refusal(q.stderr, q.returncode, job["in_row"])
                errs[t] = first_error(q.stderr)
    for t, out in outs.items():
        if t == "spirv":
            v = subprocess.run(["spirv-val", "--target-env", "vulkan1.2", out], capture_output=True, text=True)
            res[t] = "ok" if v.returncode == 0 else "FAIL"
            if v.returncode:
                errs[t] = first_error(v.stderr + v.stdout)
        else:
            res[t] = "?"
            pending.append((t, out))
    # a type DXC takes that the row does not: a gap, whatever prism did with it
    if not job["in_row"]:
        for t in TARGETS:
            if res.get(t) in ("diag", "ok", "?"):
                res[t + ".gap"] = True
    return res, errs, pending


def main():
    argv = sys.argv[1:]
    fast = "--fast" in argv
    jobs_n = os.cpu_count() or 2
    only = set()
    build = "build"
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--jobs":
            jobs_n = int(argv[i + 1])
            i += 1
        elif a == "--only":
            only.add(argv[i + 1])
            i += 1
        elif not a.startswith("--"):
            build = a
        i += 1
    prism = os.path.join(build if os.path.isabs(build) else os.path.join(ROOT, build), "prism")
    if not os.access(prism, os.X_OK):
        sys.exit("no %s: run make first" % prism)
    rows = read_rows()
    jobs = build_jobs(rows, fast, only)
    tmp = tempfile.mkdtemp(prefix="intrinsic-grid-")
    results = [None] * len(jobs)
    pending = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs_n) as ex:
        futs = {ex.submit(run_one, prism, j, os.path.join(tmp, "c%d" % k)): k for k, j in enumerate(jobs)}
        for fut in concurrent.futures.as_completed(futs):
            k = futs[fut]
            res, errs, pend = fut.result()
            results[k] = (res, errs)
            pending += [(k, t, out) for t, out in pend]
    checkers = {"msl": ["sh", os.path.join(ROOT, "conformance", "msl", "check.sh")],
                "wgsl": ["node", os.path.join(ROOT, "conformance", "wgsl", "check.mjs")]}
    for tgt, cmd in checkers.items():
        files = [(k, out) for k, t, out in pending if t == tgt]
        if not files:
            continue
        env = dict(os.environ, CHECK_JOBS=str(jobs_n))
        p = subprocess.run(cmd + [f for _, f in files], capture_output=True, text=True, cwd=ROOT, env=env)
        good = set(re.findall(r"^ok (\S+)", p.stdout, re.M))
        text = p.stdout + p.stderr
        for k, f in files:
            ok = f in good
            results[k][0][tgt] = "ok" if ok else "FAIL"
            if not ok:
                lines = [ln for ln in text.splitlines() if os.path.basename(f) in ln and "error" in ln]
                results[k][1][tgt] = (lines[0] if lines else "checker failed")[:200]

    totals = {t: {"ok": 0, "diag": 0, "known": 0, "FAIL": 0} for t in TARGETS}
    gaps = {}
    fails = 0
    for k, j in enumerate(jobs):
        res, errs = results[k]
        for t in TARGETS:
            r = res[t]
            if res.get(t + ".gap"):
                gaps.setdefault(j["row"], set()).add(j["T"])
                r = "FAIL"
                errs.setdefault(t, "gap: DXC takes %s, the table's row does not" % j["T"])
            totals[t][r] += 1
            if r == "FAIL":
                fails += 1
                print("FAIL %-6s %s: %s" % (t, j["name"], errs.get(t, "")))
    print()
    if gaps:
        print("gaps (types DXC takes that the table does not):")
        for name in sorted(gaps):
            print("  %-14s %s" % (name, " ".join(sorted(gaps[name]))))
        print()
    if not fast:
        cells = table_cells()
        print("how each intrinsic is emitted (docs/intrinsics.md):")
        for name in sorted({j["row"] for j in jobs}):
            c = cells.get(name)
            if c:
                print("  %-28s %s" % (name, "; ".join("%s: %s" % (t, how(c[t])) for t in TARGETS)))
        print()
    n = len(jobs)
    for t in TARGETS:
        print("%-6s %d cells: %d ok, %d refused with a diagnostic, %d known limits, %d FAIL" %
              (t, n, totals[t]["ok"], totals[t]["diag"], totals[t]["known"], totals[t]["FAIL"]))
    if any(totals[t]["known"] for t in TARGETS):
        print("known limits: " + "; ".join("PRISM%s: %s" % kv for kv in sorted(KNOWN.items())))
    print("%s grid: %d rows, %d shaders, %d cells: %d ok, %d diag, %d known, %d FAIL" %
          ("fast" if fast else "full", len({j["row"] for j in jobs}), n, 3 * n,
           sum(totals[t]["ok"] for t in TARGETS), sum(totals[t]["diag"] for t in TARGETS),
           sum(totals[t]["known"] for t in TARGETS), fails))
    if fails:
        print("the failing shaders and outputs are kept in %s" % tmp)
    else:
        shutil.rmtree(tmp, ignore_errors=True)
    print("%d passed, %d failed" % (3 * n - fails, fails))  # the line make test and .ci/run sum
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
