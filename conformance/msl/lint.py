#!/usr/bin/env python3
"""Lint of MSL entry points, for what clang cannot see through the header model.

clang ignores Metal's [[...]] attributes (check.sh passes -Wno-unknown-attributes),
so this checks them, on the MSL text:
  - every [[name]] in the file is an attribute Metal knows;
  - each parameter of a kernel/vertex/fragment function carries exactly one
    attribute, valid for that stage and for the parameter's type
    (MSL 2.4 spec, 5.2.3 "Attributes for built-in variables", 5.2.1
    "Locating buffer, texture, and sampler arguments");
  - [[buffer(n)]] only on a pointer or reference in device or constant
    address space, or an acceleration structure by value (6.18:
    raytracing::instance_acceleration_structure & co sit in the buffer
    table); [[texture(n)]] on a texture; [[sampler(n)]] on a sampler;
    [[threadgroup(n)]] on a threadgroup pointer or reference;
  - indices unique per class and in range (buffer 0-30, texture 0-127,
    sampler 0-15, threadgroup 0-30), each built-in at most once;
  - a kernel returns void;
  - the struct a vertex or fragment function returns: every member carries
    one output attribute of that stage, on a type it takes (5.2.3.3, 5.2.3.5:
    [[position]] float4, [[clip_distance]] a float array of at most 8,
    [[render_target_array_index]] / [[viewport_array_index]] uint,
    [[point_size]] float, [[user(name)]]; [[color(n)]],
    [[depth(any|greater|less)]] float, [[sample_mask]] uint, [[stencil]] uint),
    each attribute once, and a vertex function's with its [[position]].
Usage: lint.py FILE.metal...   Prints file:line:col: error: lint: ...; exits 1 on any.
"""
import re
import sys

VEC3U = {"uint", "uint2", "uint3", "ushort", "ushort2", "ushort3"}
UINT = {"uint", "ushort"}
K, V, F = "kernel", "vertex", "fragment"

# attribute: (stages where it may sit on a parameter, accepted types or None
# for "checked elsewhere" / any)
BUILTINS = {
    "thread_position_in_grid": ({K}, VEC3U),
    "thread_position_in_threadgroup": ({K}, VEC3U),
    "threadgroup_position_in_grid": ({K}, VEC3U),
    "threads_per_threadgroup": ({K}, VEC3U),
    "threadgroups_per_grid": ({K}, VEC3U),
    "threads_per_grid": ({K}, VEC3U),
    "dispatch_threads_per_threadgroup": ({K}, VEC3U),
    "grid_origin": ({K}, VEC3U),
    "grid_size": ({K}, VEC3U),
    "thread_index_in_threadgroup": ({K}, UINT),
    "simdgroup_index_in_threadgroup": ({K}, UINT),
    "simdgroups_per_threadgroup": ({K}, UINT),
    "dispatch_simdgroups_per_threadgroup": ({K}, UINT),
    "quadgroup_index_in_threadgroup": ({K}, UINT),
    "quadgroups_per_threadgroup": ({K}, UINT),
    "dispatch_quadgroups_per_threadgroup": ({K}, UINT),
    "thread_execution_width": ({K}, UINT),
    "thread_index_in_simdgroup": ({K, F}, UINT),
    "threads_per_simdgroup": ({K, F}, UINT),
    "thread_index_in_quadgroup": ({K, F}, UINT),
    "vertex_id": ({V}, UINT),
    "instance_id": ({V}, UINT),
    "base_vertex": ({V}, UINT),
    "base_instance": ({V}, UINT),
    "position": ({F}, {"float4"}),
    "front_facing": ({F}, {"bool"}),
    "sample_id": ({F}, UINT),
    "sample_mask": ({F}, {"uint"}),
    "point_coord": ({F}, {"float2"}),
    "primitive_id": ({F}, {"uint"}),
    "render_target_array_index": ({F}, UINT),
    "viewport_array_index": ({F}, UINT),
    "amplification_id": ({V, F}, UINT),
    "amplification_count": ({V, F}, UINT),
    "barycentric_coord": ({F}, {"float2", "float3"}),
}
# class: (range, stages)
RESOURCES = {
    "buffer": (31, {K, V, F}),
    "texture": (128, {K, V, F}),
    "sampler": (16, {K, V, F}),
    "threadgroup": (31, {K}),
}
# Attributes allowed elsewhere (struct members, functions) or on parameters
# in ways this lint does not check further.
OTHER = {
    "stage_in", "color", "depth", "user", "attribute", "point_size",
    "clip_distance", "stencil", "flat", "center_perspective",
    "center_no_perspective", "centroid_perspective", "centroid_no_perspective",
    "sample_perspective", "sample_no_perspective", "invariant",
    "function_constant", "max_total_threads_per_threadgroup",
    "early_fragment_tests", "id", "raster_order_group", "render_target_array_index",
    # C++'s own
    "maybe_unused", "nodiscard", "fallthrough", "likely", "unlikely",
    "deprecated", "noreturn",
}
KNOWN = set(BUILTINS) | set(RESOURCES) | OTHER
SPACES = {"device", "constant", "threadgroup", "thread", "threadgroup_imageblock"}
ALIASES = {"uint32_t": "uint", "uint16_t": "ushort", "unsigned int": "uint",
           "unsigned short": "ushort", "int32_t": "int"}
ATTR = re.compile(r"\[\[\s*(?:metal::)?(\w+)\s*(?:\(([^)]*)\))?\s*\]\]")


def strip(text):
    """Comments, strings and preprocessor lines to spaces, keeping offsets."""
    out = []
    i, n = 0, len(text)
    line_start = True
    while i < n:
        c = text[i]
        if line_start and c == "#" or (line_start and c in " \t" and text[i:].lstrip(" \t").startswith("#")):
            j = text.find("\n", i)
            j = n if j < 0 else j
            while j < n and text[j - 1] == "\\":
                k = text.find("\n", j + 1)
                j = n if k < 0 else k
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
            continue
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
            continue
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
            continue
        if c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(c + " " * (min(j, n) - i - 1) + (c if j < n else ""))
            i = j + 1
            continue
        line_start = c == "\n" or (line_start and c in " \t")
        out.append(c)
        i += 1
    return "".join(out)


def split_top(s):
    """Split a parameter list at commas outside (), <>, [] and {}."""
    parts, depth, start = [], 0, 0
    for i, c in enumerate(s):
        if c in "(<[{":
            depth += 1
        elif c in ")>]}":
            depth -= 1
        elif c == "," and depth == 0:
            parts.append((start, s[start:i]))
            start = i + 1
    if s[start:].strip():
        parts.append((start, s[start:]))
    return parts


def matching(s, i):
    """Index of the ')' matching the '(' at s[i], or -1."""
    depth = 0
    for j in range(i, len(s)):
        if s[j] == "(":
            depth += 1
        elif s[j] == ")":
            depth -= 1
            if depth == 0:
                return j
    return -1


def parse_param(decl):
    """(address space, is pointer or reference, base type) of a declaration."""
    decl = re.sub(r"\s+", " ", decl).strip()
    decl = re.sub(r"\[[^\]]*\]\s*$", "", decl).strip()  # array declarator
    m = re.search(r"([A-Za-z_]\w*)\s*$", decl)
    tyname = decl[: m.start()] if m else decl
    indirect = "*" in tyname or "&" in tyname
    space = None
    words = []
    for w in re.findall(r"[A-Za-z_][\w:]*(?:\s*<[^;]*>)?|\*|&", tyname):
        w = re.sub(r"^metal::", "", w)
        if w in SPACES:
            space = space or w
        elif w in ("const", "volatile", "*", "&", "restrict", "__restrict"):
            continue
        else:
            words.append(w)
    base = " ".join(words)
    return space, indirect, ALIASES.get(base, base)


# output attribute: (stage, accepted member types; "float[]" a float array of 1-8)
OUTPUTS = {
    "position": (V, {"float4"}),
    "clip_distance": (V, {"float[]"}),
    "render_target_array_index": (V, UINT),
    "viewport_array_index": (V, UINT),
    "point_size": (V, {"float"}),
    "user": (V, None),
    "color": (F, None),
    "depth": (F, {"float"}),
    "sample_mask": (F, {"uint"}),
    "stencil": (F, {"uint"}),
}


# interpolation qualifiers and invariant: with user(), never alone
QUALIFIERS = {"flat", "center_perspective", "center_no_perspective", "centroid_perspective",
              "centroid_no_perspective", "sample_perspective", "sample_no_perspective", "invariant"}


def lint_outputs(s, err, stage, fname, sname):
    """The members of struct sname, returned by the stage function fname."""
    m = re.search(r"\bstruct\s+" + re.escape(sname) + r"\s*\{", s)
    if not m:
        return
    body_start = m.end()
    body_end = s.find("}", body_start)
    if body_end < 0:
        return
    off = body_start
    seen = {}
    for member in s[body_start:body_end].split(";"):
        pos = off + (len(member) - len(member.lstrip()))
        off += len(member) + 1
        if not member.strip():
            continue
        attrs = []  # (name, argument) of every attribute in [[a, b(c)]] lists
        for group in re.findall(r"\[\[(.*?)\]\]", member):
            for _, a in split_top(group):
                am = re.fullmatch(r"\s*(?:metal::)?(\w+)\s*(?:\(([^)]*)\))?\s*", a)
                if am and am.group(1) not in QUALIFIERS:
                    attrs.append((am.group(1), (am.group(2) or "").strip()))
        decl = re.sub(r"\s+", " ", re.sub(r"\[\[.*?\]\]", " ", member)).strip()
        # 5.2.3.4: [[index(i)]] (dual-source blending) goes with [[color(m)]], i 0 or 1
        blend = [a for a in attrs if a[0] == "index"]
        attrs = [a for a in attrs if a[0] != "index"]
        if blend and (len(blend) > 1 or [a[0] for a in attrs] != ["color"] or blend[0][1] not in ("0", "1")):
            err(pos, f"[[index(...)]] of member '{decl}' of '{sname}' needs one [[color(m)]] beside it and 0 or 1")
            continue
        if len(attrs) != 1:
            err(pos, f"member '{decl}' of '{sname}', returned by {stage} function '{fname}', needs exactly one output attribute, has {len(attrs)}")
            continue
        an, arg = attrs[0]
        if an not in OUTPUTS or OUTPUTS[an][0] != stage:
            err(pos, f"[[{an}]] is not an output attribute of a {stage} function (member '{decl}' of '{sname}')")
            continue
        dims = re.findall(r"\[\s*(\d+)\s*\]", decl)
        base = re.sub(r"\[[^\]]*\]", "", decl).strip().rsplit(" ", 1)[0]
        base = re.sub(r"^metal::", "", base)
        base = ALIASES.get(base, base)
        types = OUTPUTS[an][1]
        if types == {"float[]"}:
            if base != "float" or len(dims) != 1 or not 1 <= int(dims[0]) <= 8:
                err(pos, f"[[{an}]] needs a float array of 1 to 8 elements, not '{decl}'")
        elif types is not None and (dims or base not in types):
            err(pos, f"[[{an}]] needs a member of type {' or '.join(sorted(types))}, not '{decl}'")
        if an == "depth" and arg not in ("any", "greater", "less"):
            err(pos, f"[[depth({arg})]]: the argument is any, greater or less")
        if an == "color" and not re.fullmatch(r"\d+", arg):
            err(pos, f"[[color({arg})]] needs an integer index")
        key = an if an != "user" else f"user({arg})"
        key = key if an != "color" else f"color({arg})" + (f", index({blend[0][1]})" if blend else "")
        if key in seen:
            err(pos, f"[[{key}]] on two members of '{sname}' ('{seen[key]}' and '{decl}')")
        seen[key] = decl
    if stage == V and "position" not in seen:  # 5.2.3.3: a vertex function returns the position
        err(m.start(), f"'{sname}', returned by vertex function '{fname}', has no [[position]] member")


def lint(path, text):
    errors = []
    s = strip(text)

    def err(pos, msg):
        line = s.count("\n", 0, pos) + 1
        col = pos - (s.rfind("\n", 0, pos) + 1) + 1
        errors.append(f"{path}:{line}:{col}: error: lint: {msg}")

    for m in ATTR.finditer(s):
        if m.group(1) not in KNOWN:
            err(m.start(), f"unknown attribute [[{m.group(1)}]]")

    entry = re.compile(r"\b(kernel|vertex|fragment)\s+((?:[\w:<>,\s*&]|\[\[[^\]]*\]\])*?)\b([A-Za-z_]\w*)\s*\(")
    for m in entry.finditer(s):
        stage, ret, name = m.group(1), m.group(2).strip(), m.group(3)
        open_paren = m.end() - 1
        close = matching(s, open_paren)
        if close < 0:
            err(m.start(), f"{stage} function '{name}': no closing parenthesis")
            continue
        ret_type = re.sub(r"\[\[[^\]]*\]\]", "", ret).strip()
        if stage == K and ret_type != "void":
            err(m.start(), f"kernel function '{name}' must return void, not '{ret_type}'")
        if stage != K and re.fullmatch(r"[A-Za-z_]\w*", ret_type) and ret_type not in ("void", "float4", "half4"):
            lint_outputs(s, err, stage, name, ret_type)
        seen = {}
        for off, p in split_top(s[open_paren + 1:close]):
            pos = open_paren + 1 + off + (len(p) - len(p.lstrip()))
            if not p.strip() or p.strip() == "void":
                continue
            # [[buffer(n), raster_order_group(g)]], [[texture(n), raster_order_group(g)]] (5.8)
            rog = re.search(r",\s*raster_order_group\s*\(([^)]*)\)\s*\]\]", p)
            if rog:
                p = p[:rog.start()] + "]]" + p[rog.end():]
            attrs = list(ATTR.finditer(p))
            decl = ATTR.sub(" ", p)
            space, indirect, base = parse_param(decl)
            pname = re.sub(r"\s+", " ", decl).strip()
            if rog:
                ran = attrs[0].group(1) if len(attrs) == 1 else None
                if stage != F:
                    err(pos, f"[[raster_order_group(n)]] is for fragment functions, not {stage} function '{name}'")
                elif not re.fullmatch(r"\d+", rog.group(1).strip()):
                    err(pos, f"[[raster_order_group({rog.group(1).strip()})]] needs an integer group")
                elif not ((ran == "buffer" and indirect and space == "device") or
                          (ran == "texture" and re.search(r"access::(read_write|write)", base))):
                    err(pos, f"[[raster_order_group(n)]] needs a device buffer or a writable texture, not '{pname}'")
            if len(attrs) != 1:
                err(pos, f"parameter '{pname}' of {stage} function '{name}' needs exactly one attribute, has {len(attrs)}")
                continue
            a = attrs[0]
            an, arg = a.group(1), (a.group(2) or "").strip()
            if an in BUILTINS:
                stages, types = BUILTINS[an]
                if stage not in stages:
                    err(pos, f"[[{an}]] is not valid in a {stage} function (only in {'/'.join(sorted(stages))})")
                elif indirect or space not in (None,) or base not in types:
                    err(pos, f"[[{an}]] needs a parameter of type {' or '.join(sorted(types))}, not '{pname}'")
                key = an
            elif an in RESOURCES:
                limit, stages = RESOURCES[an]
                if stage not in stages:
                    err(pos, f"[[{an}(n)]] is not valid in a {stage} function")
                if not re.fullmatch(r"\d+", arg):
                    err(pos, f"[[{an}({arg})]] needs an integer index")
                    continue
                idx = int(arg)
                if idx >= limit:
                    err(pos, f"[[{an}({idx})]]: index out of range 0-{limit - 1}")
                accel = re.fullmatch(r"(metal::)?(raytracing::)?(instance_acceleration_structure|primitive_acceleration_structure|acceleration_structure\s*<[\w:,\s]*>)", base)
                if an == "buffer" and accel and (indirect or space):
                    err(pos, f"[[buffer({idx})]]: an acceleration structure is passed by value, not '{pname}'")
                elif an == "buffer" and not accel and not (indirect and space in ("device", "constant")):
                    err(pos, f"[[buffer({idx})]] needs a pointer or reference in the device or constant address space, not '{pname}'")
                if an == "threadgroup" and not (indirect and space == "threadgroup"):
                    err(pos, f"[[threadgroup({idx})]] needs a threadgroup pointer or reference, not '{pname}'")
                # array<T, N>: N textures or samplers at idx..idx+N-1 (MSL 2.4 spec 2.11)
                count = 1
                arr = re.match(r"array\s*<\s*(.*)\s*,\s*(\d+)\s*>$", base)
                if arr and an in ("texture", "sampler"):
                    base, count = arr.group(1).strip(), int(arr.group(2))
                    if idx + count > limit:
                        err(pos, f"[[{an}({idx})]]: {count} elements run past index {limit - 1}")
                if an == "texture" and not re.match(r"(texture|depth)\w*\s*<", base):
                    err(pos, f"[[texture({idx})]] needs a texture type, not '{pname}'")
                if an == "sampler" and base != "sampler":
                    err(pos, f"[[sampler({idx})]] needs a sampler, not '{pname}'")
                for k in range(1, count):
                    extra = f"{an}({idx + k})"
                    if extra in seen:
                        err(pos, f"[[{extra}]] used twice in '{name}' (first on '{seen[extra]}')")
                    seen[extra] = pname
                key = f"{an}({idx})"
            elif an == "stage_in":
                if stage == K:
                    err(pos, "[[stage_in]] is for vertex and fragment functions here")
                elif indirect or space:
                    err(pos, f"[[stage_in]] needs a struct passed by value, not '{pname}'")
                key = an
            elif an == "color" and stage == F:
                key = f"color({arg})"
            else:
                err(pos, f"[[{an}]] is not a parameter attribute of a {stage} function")
                continue
            if key in seen:
                err(pos, f"[[{key}]] used twice in '{name}' (first on '{seen[key]}')")
            else:
                seen[key] = pname
    return errors


def main(argv):
    if not argv:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    bad = False
    for path in argv:
        with open(path, encoding="utf-8", errors="replace") as f:
            errs = lint(path, f.read())
        for e in errs:
            print(e)
        bad = bad or bool(errs)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
