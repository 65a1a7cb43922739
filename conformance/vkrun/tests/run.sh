#!/bin/sh
# vkrun's reading of AccelerationStructures (testfile_accel.c; tests/run.sh
# runs it): every offload-test-suite Feature/InlineRT pipeline is read and
# SKIPs (status 77) with the reason (vkrun builds no BLAS/TLAS yet), and each malformed
# pipeline below is refused with its message and vkrun's "bad test" status,
# before any device is opened. Prints "FAIL vkrun/NAME: why" and
# "N passed, N failed".
set -u
cd "$(dirname "$0")/../../.."
B=${1:-${PRISM:+${PRISM%/prism}}}; B=${B:-build}
p=0 f=0
pass() { p=$((p + 1)); }
fail() { f=$((f + 1)); echo "FAIL vkrun/$1: $2"; }
t=$(mktemp -d "${TMPDIR:-/tmp}/vkrun-self.XXXXXX")
trap 'rm -rf "$t"' EXIT INT TERM
if [ ! -x "$B/vkrun" ] || [ ! -x "$B/prism" ]; then
    echo "note: no $B/vkrun or $B/prism: left out"
    echo "0 passed, 0 failed"
    exit 0
fi
printf 'RWStructuredBuffer<uint> Output : register(u0);\n[numthreads(1,1,1)] void main() { Output[0] = 1; }\n' >"$t/s.hlsl"
if ! "$B/prism" -T cs_6_5 -E main "$t/s.hlsl" -Fo "$t/s.spv" -Fre "$t/s.json" >"$t/err" 2>&1; then
    fail setup "prism: $(cat "$t/err")"
    echo "$p passed, $f failed"
    exit 1
fi
run() { "$B/vkrun" --spv "$t/s.spv" --reflect "$t/s.json" --yaml "$1" >"$t/out" 2>&1; }

# The suite's 16 pipelines: well formed, a SKIP that names what is missing.
suite=/work/shared/offload-test-suite/test/Feature/InlineRT
[ -d "${OFFLOAD_SUITE:-}" ] && suite=$OFFLOAD_SUITE/test/Feature/InlineRT
for test in "$suite"/*.test; do
    [ -f "$test" ] || { echo "note: no $suite: the suite's pipelines are left out"; break; }
    n=${test##*/}
    awk '/^\/\/--- pipeline.yaml/{f=1;next}/^#--- end/{f=0}f' "$test" >"$t/p.yaml"
    run "$t/p.yaml"
    if [ $? -eq 77 ] && grep -q '^SKIP: vkrun does not run acceleration structures (their YAML is checked' "$t/out"; then pass
    else fail "InlineRT/$n" "$(head -3 "$t/out")"; fi
done

# A base pipeline (InlineRT/triangle-setup's, with an AABB buffer) and one
# edit each: "name|sed expression|expected message".
cat >"$t/base.yaml" <<'YAML'
---
Shaders:
  - Stage: Compute
    Entry: main
Buffers:
  - Name: Vertices
    Format: Float32
    Stride: 12
    Data: [ 0.0, 1.0, 0.0, -1.0, -1.0, 0.0, 1.0, -1.0, 0.0 ]
  - Name: Boxes
    Format: Float32
    Stride: 24
    Data: [ -1.0, -1.0, -1.0, 1.0, 1.0, 1.0 ]
  - Name: Output
    Format: UInt32
    Stride: 4
    FillSize: 4
AccelerationStructures:
  BLAS:
    - Name: TriangleBLAS
      Triangles:
        - VertexBuffer: Vertices
          VertexFormat: RGB32Float
          VertexStride: 12
          VertexCount: 3
    - Name: BoxBLAS
      AABBs:
        - AABBBuffer: Boxes
          AABBCount: 1
  TLAS:
    - Name: Scene
      Instances:
        - BLAS: TriangleBLAS
        - BLAS: BoxBLAS
          InstanceFlags: [ForceOpaque]
          Transform: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 2]
DescriptorSets:
  - Resources:
    - Name: Scene
      Kind: AccelerationStructure
      DirectXBinding:
        Register: 0
        Space: 0
      VulkanBinding:
        Binding: 0
    - Name: Output
      Kind: RWStructuredBuffer
      DirectXBinding:
        Register: 0
        Space: 0
      VulkanBinding:
        Binding: 1
...
YAML
run "$t/base.yaml"
if [ $? -eq 77 ] && grep -q '^SKIP: vkrun does not run acceleration structures' "$t/out"; then pass
else fail base "the base pipeline: $(head -3 "$t/out")"; fi
while IFS='|' read -r name edit want; do
    sed "$edit" "$t/base.yaml" >"$t/bad.yaml"
    if cmp -s "$t/base.yaml" "$t/bad.yaml"; then fail "$name" "the edit changed nothing"; continue; fi
    run "$t/bad.yaml"; rc=$?
    if [ $rc -ne 0 ] && ! grep -q '^SKIP' "$t/out" && grep -qF -- "$want" "$t/out"; then pass
    else fail "$name" "rc $rc, wanted '$want': $(head -3 "$t/out")"; fi
done <<'LIST'
missing-blas|s/- BLAS: BoxBLAS/- BLAS: Nope/|TLAS 'Scene': referenced BLAS 'Nope' not found!
missing-vertex-buffer|s/VertexBuffer: Vertices/VertexBuffer: Verts/|BLAS 'TriangleBLAS': referenced vertex buffer 'Verts' not found!
missing-aabb-buffer|s/AABBBuffer: Boxes/AABBBuffer: Box/|BLAS 'BoxBLAS': referenced AABB buffer 'Box' not found!
vertices-overrun|s/VertexCount: 3/VertexCount: 6/|holds fewer than 6 vertices of stride 12
not-a-triangle-list|s/VertexStride: 12/VertexStride: 16/; s/VertexCount: 3/VertexCount: 2/|a triangle list needs a positive multiple of 3 vertices, got 2
aabbs-overrun|s/AABBCount: 1/AABBCount: 2/|must hold AABBCount (2, at least 1) boxes of stride 24
aabb-stride|s/AABBCount: 1/AABBCount: 1\n          AABBStride: 20/|AABBStride 20 must be a multiple of 8 of at least 24
transform-11|s/0, 0, 1, 2]/0, 1, 2]/|Transform must have exactly 12 floats (3x4 row-major), got 11
vertex-format|s/VertexFormat: RGB32Float/VertexFormat: RG32Float/|VertexFormat RG32Float is not supported
index-without-buffer|s/VertexCount: 3/VertexCount: 3\n          IndexCount: 3/|IndexCount without IndexBuffer
index-buffer-missing|s/VertexCount: 3/VertexCount: 3\n          IndexBuffer: Idx\n          IndexCount: 3/|referenced index buffer 'Idx' not found!
mixed-blas|s/          AABBCount: 1/          AABBCount: 1\n      Triangles:\n        - VertexBuffer: Vertices\n          VertexCount: 3/|not both; make two BLAS
instance-flag|s/\[ForceOpaque\]/[ForceOpaqe]/|unknown instance flag 'ForceOpaqe'
instance-mask|s/InstanceFlags: \[ForceOpaque\]/InstanceMask: 256/|InstanceMask 8
array-size|/TLAS:/,/DescriptorSets/s/    - Name: Scene/    - Name: Scene\n      ArraySize: 3/|TLAS 'Scene': Expected 3 instance lists, found 2
array-form|/TLAS:/,/DescriptorSets/s/    - Name: Scene/    - Name: Scene\n      ArraySize: 2/|TLAS 'Scene': with ArraySize 2, Instances is a list of 2 instance lists
resource-not-tlas|/TLAS:/,/DescriptorSets/s/Name: Scene/Name: World/|Referenced acceleration structure Scene not found!
LIST
echo "$p passed, $f failed"
[ "$f" -eq 0 ]
