#!/bin/sh
# vkrun's acceleration structures (testfile_accel.c, vk_accel.c; tests/run.sh
# runs it): every offload-test-suite Feature/InlineRT pipeline is read and,
# on lavapipe (no VK_KHR_acceleration_structure in Debian 12's), SKIPs
# (status 77) with what the device lacks; each malformed pipeline below is
# refused with its message and vkrun's "bad test" status, before any device
# is opened; the GLSL ports of tests/accel/ (accel-gpu.sh runs them on a
# GPU) are up to date with their sources and the suite's tests, and read
# without reflection (spirv.c: OpTypeAccelerationStructureKHR, RayQueryKHR)
# they SKIP the same way, and are refused where the pipeline does not bind
# their acceleration structure where the SPIR-V has it; and
# accel-fake.sh runs vk_accel.c's builds under the validation layer. Prints
# "FAIL vkrun/NAME: why" and "N passed, N failed".
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
printf '[[vk::binding(1, 0)]] RWStructuredBuffer<uint> Output : register(u0);\n[numthreads(1,1,1)] void main() { Output[0] = 1; }\n' >"$t/s.hlsl"
if ! "$B/prism" -T cs_6_5 -E main "$t/s.hlsl" -Fo "$t/s.spv" -Fre "$t/s.json" >"$t/err" 2>&1; then
    fail setup "prism: $(cat "$t/err")"
    echo "$p passed, $f failed"
    exit 1
fi
# lavapipe, whose SKIP says what it lacks (a lavapipe with acceleration
# structures runs them: then a well-formed pipeline is one not refused)
lvp=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json
lvp_accel=0
if [ -e "$lvp" ]; then
    export VK_ICD_FILENAMES="$lvp" VK_DRIVER_FILES="$lvp"
    "$B/vkrun" --features --device-type cpu 2>/dev/null | grep -qx acceleration-structure && lvp_accel=1
else
    echo "note: no lavapipe ($lvp): the SKIP reasons are not checked"
fi
run() { "$B/vkrun" --device-type cpu --spv "$t/s.spv" --reflect "$t/s.json" --yaml "$1" >"$t/out" 2>&1; }
# A well-formed pipeline: read, then on lavapipe a SKIP naming the missing
# extension (status 77).
accel_skip='^SKIP: the device lacks the extension VK_KHR_acceleration_structure, which acceleration structures'
well_formed() { # rc
    if [ ! -e "$lvp" ] || [ "$lvp_accel" = 1 ]; then [ "$1" -ne 2 ] && [ "$1" -ne 3 ]
    else [ "$1" -eq 77 ] && grep -q "$accel_skip" "$t/out"; fi
}

# The suite's 16 pipelines: well formed, a SKIP that names what is missing.
suite=/work/shared/offload-test-suite/test/Feature/InlineRT
[ -d "${OFFLOAD_SUITE:-}" ] && suite=$OFFLOAD_SUITE/test/Feature/InlineRT
for test in "$suite"/*.test; do
    [ -f "$test" ] || { echo "note: no $suite: the suite's pipelines are left out"; break; }
    n=${test##*/}
    awk '/^\/\/--- pipeline.yaml/{f=1;next}/^#--- end/{f=0}f' "$test" >"$t/p.yaml"
    run "$t/p.yaml"
    if well_formed $?; then pass
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
if well_formed $?; then pass
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
heap|/Kind: AccelerationStructure/{n;N;N;N;N;s/.*/      HeapIndex: 0/}|not in a descriptor heap (HeapIndex)
LIST

# The GLSL ports (tests/accel): each .spv is its .comp's (when there is a
# glslangValidator), each .test the suite's; read without reflection, a SKIP
# on lavapipe like prism's; the same module with a pipeline that has no
# AccelerationStructures still asks for them (its ray queries).
a=conformance/vkrun/tests/accel
for spv in "$a"/*.spv; do
    n=${spv##*/}; n=${n%.spv}
    if command -v glslangValidator >/dev/null 2>&1; then
        if glslangValidator --target-env vulkan1.2 -o "$t/g.spv" "$a/$n.comp" >"$t/err" 2>&1 && cmp -s "$t/g.spv" "$spv"; then pass
        else fail "accel/$n.spv" "not what glslangValidator makes of $n.comp (run $a/gen.sh): $(head -3 "$t/err")"; fi
    fi
    if [ -f "$suite/$n.test" ]; then
        if cmp -s "$suite/$n.test" "$a/$n.test"; then pass
        else fail "accel/$n.test" "differs from $suite/$n.test (run $a/gen.sh)"; fi
    fi
    [ -e "$lvp" ] && [ "$lvp_accel" = 0 ] || continue
    "$B/vkrun" --device-type cpu --spv "$spv" "$a/$n.test" >"$t/out" 2>&1
    if well_formed $?; then pass
    else fail "accel/$n" "$(head -3 "$t/out")"; fi
done
# SPIR-V without reflection: its acceleration structure's binding (spirv.c)
# must hold an AccelerationStructure of the pipeline (bindings.c), before
# any device: a pipeline without one, and one that binds it elsewhere
awk '/^\/\/--- pipeline.yaml/{f=1;next}/^#--- end/{f=0}f' "$a/triangle-setup.test" |
    awk '/^AccelerationStructures:/{f=1;next}/^[A-Z]/{f=0}!f' | grep -v 'Name: Scene' |
    sed '/Kind: AccelerationStructure/,/Binding: 0/d' >"$t/noas.yaml"
sed 's/^        Binding: 0$/        Binding: 2/' "$a/tlas-array.test" >"$t/elsewhere.test"
while read -r name spv args; do
    # shellcheck disable=SC2086
    "$B/vkrun" --device-type cpu --spv "$a/$spv" $args >"$t/out" 2>&1
    rc=$?
    if [ $rc -eq 1 ] && grep -q "^FAIL: the Compute shader's SPIR-V has an acceleration structure at set 0 binding 0, where the pipeline binds no AccelerationStructure" "$t/out"; then pass
    else fail "accel/spirv-binding-$name" "rc $rc: $(head -3 "$t/out")"; fi
done <<EOF
none triangle-setup.spv --yaml $t/noas.yaml
elsewhere tlas-array.spv $t/elsewhere.test
EOF

# Int64Atomics is one capability for two features: a shader with 64-bit
# atomics on groupshared memory only SKIPs on a device without workgroup
# atomics (VKRUN_WITHOUT_FEATURES plays one), and runs on one without
# buffer atomics: vkrun reads which from the entry's vulkanFeatures
# (lavapipe has both).
if [ -e "$lvp" ]; then
    cat >"$t/a64.hlsl" <<'EOF2'
groupshared uint64_t g;
RWStructuredBuffer<uint64_t> o : register(u0);
[numthreads(4, 1, 1)] void main(uint i : SV_GroupIndex)
{
    if (i == 0) g = 0;
    GroupMemoryBarrierWithGroupSync();
    InterlockedAdd(g, (uint64_t)i + 0x100000000ull);
    GroupMemoryBarrierWithGroupSync();
    if (i == 0) o[0] = g;
}
EOF2
    printf -- '---\nShaders:\n  - Stage: Compute\n    Entry: main\n    DispatchSize: [1, 1, 1]\nBuffers:\n  - Name: o\n    Format: UInt64\n    Data: [ 0 ]\n  - Name: want\n    Format: UInt64\n    Data: [ 17179869190 ]\nResults:\n  - Result: r\n    Rule: BufferExact\n    Actual: o\n    Expected: want\nDescriptorSets:\n  - Resources:\n    - Name: o\n      Kind: RWStructuredBuffer\n      DirectXBinding:\n        Register: 0\n        Space: 0\n      VulkanBinding:\n        Binding: 0\n...\n' >"$t/a64.yaml"
    if "$B/prism" -T cs_6_6 -E main "$t/a64.hlsl" -Fo "$t/a64.spv" -Fre "$t/a64.json" >"$t/err" 2>&1; then
        a64() { VKRUN_WITHOUT_FEATURES=$1 "$B/vkrun" --device-type cpu --spv "$t/a64.spv" --reflect "$t/a64.json" --yaml "$t/a64.yaml" >"$t/out" 2>&1; }
        a64 shaderSharedInt64Atomics; rc=$?
        if [ $rc -eq 77 ] && grep -q '^SKIP: the device lacks the feature shaderSharedInt64Atomics' "$t/out"; then pass
        else fail int64-atomics-shared "rc $rc: $(tail -2 "$t/out")"; fi
        a64 shaderBufferInt64Atomics; rc=$?
        if [ $rc -eq 0 ] && grep -q '^PASS' "$t/out"; then pass
        else fail int64-atomics-buffer-only "rc $rc: $(tail -2 "$t/out")"; fi
    else fail int64-atomics "prism: $(head -3 "$t/err")"; fi
fi
# vk_accel.c itself, on lavapipe through a layer that fakes acceleration
# structures, under the validation layer (accel-fake.sh)
sh conformance/vkrun/tests/accel-fake.sh "$B" >"$t/fake" 2>&1
grep -v '^[0-9]* passed, [0-9]* failed$' "$t/fake"
fp=$(sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\1/p' "$t/fake")
ff=$(sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\2/p' "$t/fake")
if [ -n "$fp" ] && [ -n "$ff" ]; then p=$((p + fp)) f=$((f + ff))
else fail accel-fake "no summary line: $(tail -3 "$t/fake")"; fi
echo "$p passed, $f failed"
[ "$f" -eq 0 ]
