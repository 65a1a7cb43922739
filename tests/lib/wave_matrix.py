#!/usr/bin/env python3
"""Every wave and quad intrinsic x every type class x every target.

    python3 tests/lib/wave_matrix.py [BUILD_DIR]     (default: build)

For each intrinsic of issue 4 and each type it takes (int, uint, float
scalars and vectors of 2-4; bool; 16-bit and 64-bit scalars and 3-vectors),
writes a one-call compute shader, compiles it with prism to SPIR-V, MSL and
WGSL, and validates each output with the suite's validators (spirv-val
--target-env vulkan1.2, conformance/msl/check.sh, conformance/wgsl/check.mjs).
Each cell is
    ok     compiled and validated
    diag   refused with a PRISMnnnn error (a type the target lacks)
    FAIL   anything else: an invalid output, a crash, an internal error
and the run ends with the counts per target and whether each intrinsic is
native on a target (one instruction or library function: the table's cell),
emitted by backend code (a short sequence of native operations), or lowered
(by the front end or an ir_lower_* pass), read from docs/intrinsics.md.
Exits 1 on any FAIL. Not part of make test (about three minutes on 2 cores)."""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILD = sys.argv[1] if len(sys.argv) > 1 else "build"
PRISM = os.path.join(ROOT, BUILD, "prism") if not os.path.isabs(BUILD) else os.path.join(BUILD, "prism")

I32 = ["int", "int2", "int3", "int4"]
U32 = ["uint", "uint2", "uint3", "uint4"]
F32 = ["float", "float2", "float3", "float4"]
BOOL = ["bool", "bool3"]
B16 = ["half", "half3", "int16_t", "int16_t3", "uint16_t", "uint16_t3"]
B64 = ["double", "double3", "int64_t", "int64_t3", "uint64_t", "uint64_t3"]
INT = I32 + U32 + ["int16_t", "int16_t3", "uint16_t", "uint16_t3", "int64_t", "int64_t3", "uint64_t", "uint64_t3"]
NUM = I32 + U32 + F32 + B16 + B64
ANY = NUM + BOOL

# (name as reported, HLSL call with v the value and m a WaveMatch mask, types)
CALLS = [
    ("WaveGetLaneCount", "WaveGetLaneCount()", [None]),
    ("WaveGetLaneIndex", "WaveGetLaneIndex()", [None]),
    ("WaveIsFirstLane", "WaveIsFirstLane()", [None]),
    ("WaveActiveAnyTrue", "WaveActiveAnyTrue(v)", ["bool"]),
    ("WaveActiveAllTrue", "WaveActiveAllTrue(v)", ["bool"]),
    ("WaveActiveAllEqual", "WaveActiveAllEqual(v)", ANY),
    ("WaveActiveBallot", "WaveActiveBallot(v)", ["bool"]),
    ("WaveActiveCountBits", "WaveActiveCountBits(v)", ["bool"]),
    ("WaveActiveSum", "WaveActiveSum(v)", NUM),
    ("WaveActiveProduct", "WaveActiveProduct(v)", NUM),
    ("WaveActiveMin", "WaveActiveMin(v)", NUM),
    ("WaveActiveMax", "WaveActiveMax(v)", NUM),
    ("WaveActiveBitAnd", "WaveActiveBitAnd(v)", INT),
    ("WaveActiveBitOr", "WaveActiveBitOr(v)", INT),
    ("WaveActiveBitXor", "WaveActiveBitXor(v)", INT),
    ("WavePrefixSum", "WavePrefixSum(v)", NUM),
    ("WavePrefixProduct", "WavePrefixProduct(v)", NUM),
    ("WavePrefixCountBits", "WavePrefixCountBits(v)", ["bool"]),
    ("WaveReadLaneAt (constant lane)", "WaveReadLaneAt(v, 3)", ANY),
    ("WaveReadLaneAt (dynamic lane)", "WaveReadLaneAt(v, id.y + 1u)", ANY),
    ("WaveReadLaneFirst", "WaveReadLaneFirst(v)", ANY),
    ("QuadReadAcrossX", "QuadReadAcrossX(v)", ANY),
    ("QuadReadAcrossY", "QuadReadAcrossY(v)", ANY),
    ("QuadReadAcrossDiagonal", "QuadReadAcrossDiagonal(v)", ANY),
    ("QuadReadLaneAt (constant lane)", "QuadReadLaneAt(v, 2)", ANY),
    ("QuadReadLaneAt (dynamic lane)", "QuadReadLaneAt(v, id.y & 3u)", ANY),
    ("QuadAny", "QuadAny(v)", ["bool"]),
    ("QuadAll", "QuadAll(v)", ["bool"]),
    ("WaveMatch", "WaveMatch(v)", NUM),
    ("WaveMultiPrefixSum", "WaveMultiPrefixSum(v, m)", NUM),
    ("WaveMultiPrefixProduct", "WaveMultiPrefixProduct(v, m)", NUM),
    ("WaveMultiPrefixCountBits", "WaveMultiPrefixCountBits(v, m)", ["bool"]),
    ("WaveMultiPrefixBitAnd", "WaveMultiPrefixBitAnd(v, m)", INT),
    ("WaveMultiPrefixBitOr", "WaveMultiPrefixBitOr(v, m)", INT),
    ("WaveMultiPrefixBitXor", "WaveMultiPrefixBitXor(v, m)", INT),
]
TARGETS = ["spirv", "msl", "wgsl"]
EXT = {"spirv": "spv", "msl": "metal", "wgsl": "wgsl"}


def shader(call, t):
    if t is None:
        value = ""
    elif t.startswith("bool"):
        value = "    %s v = (%s)((id.x & 1u) != 0u);\n" % (t, t)
    else:
        value = "    %s v = (%s)(id.x %% 5u);\n" % (t, t)
    mask = "    uint4 m = WaveMatch(id.x % 3u);\n" if ", m)" in call else ""
    return ("RWStructuredBuffer<uint> Out : register(u0);\n"
            "[shader(\"compute\")]\n[numthreads(64, 1, 1)]\n"
            "void main(uint3 id : SV_DispatchThreadID)\n{\n%s%s"
            "    Out[id.x] = any(%s != 0) ? 1u : 0u;\n}\n" % (value, mask, call))


def type_class(t):
    if t is None:
        return "-"
    base = t.rstrip("234")
    n = t[len(base):] or "1"
    return base if n == "1" else "%s%s" % (base, n)


def table_cells():
    """HLSL name -> {target: cell text} from docs/intrinsics.md."""
    cells = {}
    with open(os.path.join(ROOT, "docs", "intrinsics.md")) as f:
        for line in f:
            parts = [p.strip() for p in line.split("|")]
            if len(parts) < 8 or not parts[1].startswith("`"):
                continue
            name = parts[1].strip("`")
            cells.setdefault(name, {"spirv": parts[4], "msl": parts[5], "wgsl": parts[6]})
    return cells


def kind(cell):
    if cell.startswith("lowered by the front end"):
        return "lowered (front end)"
    if cell.startswith("lowered by `") or "else ir_lower" in cell:
        return "lowered (%s)" % re.search(r"ir_lower_\w+", cell).group(0)
    if cell in ("lowered", "backend code") or "per component" in cell or "Direction" in cell \
            or "constant lane" in cell or "BitCount" in cell:
        return "backend code"
    return "native"


def main():
    if not os.access(PRISM, os.X_OK):
        sys.exit("no %s: run make first" % PRISM)
    tmp = tempfile.mkdtemp(prefix="wave-matrix-")
    jobs = []  # (name, type, stem)
    for name, call, types in CALLS:
        for t in types:
            stem = os.path.join(tmp, "s%d" % len(jobs))
            with open(stem + ".hlsl", "w") as f:
                f.write(shader(call, t))
            jobs.append((name, t, stem))
    result = {}  # (job index, target) -> ok / diag / FAIL
    to_check = {"msl": [], "wgsl": []}
    for k, (name, t, stem) in enumerate(jobs):
        for tgt in TARGETS:
            out = "%s.%s" % (stem, EXT[tgt])
            p = subprocess.run([PRISM, "-T", "cs_6_7", "-enable-16bit-types", "--target", tgt,
                                stem + ".hlsl", "-Fo", out], capture_output=True, text=True)
            err = p.stderr
            if p.returncode == 0 and os.path.exists(out):
                if tgt == "spirv":
                    v = subprocess.run(["spirv-val", "--target-env", "vulkan1.2", out], capture_output=True)
                    result[k, tgt] = "ok" if v.returncode == 0 else "FAIL"
                else:
                    result[k, tgt] = "?"
                    to_check[tgt].append((k, out))
            elif p.returncode == 1 and re.search(r"error PRISM[0-8]\d{3}:", err) and "PRISM9" not in err:
                result[k, tgt] = "diag"
            else:
                result[k, tgt] = "FAIL"
    checkers = {"msl": ["sh", os.path.join(ROOT, "conformance", "msl", "check.sh")],
                "wgsl": ["node", os.path.join(ROOT, "conformance", "wgsl", "check.mjs")]}
    for tgt, files in to_check.items():
        if not files:
            continue
        p = subprocess.run(checkers[tgt] + [f for _, f in files], capture_output=True, text=True, cwd=ROOT)
        good = set(re.findall(r"^ok (\S+)", p.stdout, re.M))
        for k, f in files:
            result[k, tgt] = "ok" if f in good else "FAIL"

    cells = table_cells()
    totals = {tgt: {"ok": 0, "diag": 0, "FAIL": 0} for tgt in TARGETS}
    print("%-32s %-10s %-5s %-5s %-5s" % ("intrinsic", "type", "spirv", "msl", "wgsl"))
    for k, (name, t, _) in enumerate(jobs):
        row = [result[k, tgt] for tgt in TARGETS]
        for tgt, r in zip(TARGETS, row):
            totals[tgt][r] += 1
        print("%-32s %-10s %-5s %-5s %-5s" % (name, type_class(t), *row))
    print()
    print("how each intrinsic is emitted (docs/intrinsics.md):")
    for name, _, _ in CALLS:
        hlsl = name.split(" ")[0]
        c = cells.get(hlsl)
        if c:
            print("  %-32s %s" % (name, "; ".join("%s: %s" % (tgt, kind(c[tgt])) for tgt in TARGETS)))
    print()
    n = len(jobs)
    for tgt in TARGETS:
        print("%-6s %d combinations: %d ok, %d refused with a diagnostic, %d FAIL" %
              (tgt, n, totals[tgt]["ok"], totals[tgt]["diag"], totals[tgt]["FAIL"]))
    fails = sum(totals[tgt]["FAIL"] for tgt in TARGETS)
    print("%d intrinsic x type x target combinations compile and validate, %d are refused, %d FAIL" %
          (sum(totals[t]["ok"] for t in TARGETS), sum(totals[t]["diag"] for t in TARGETS), fails))
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
