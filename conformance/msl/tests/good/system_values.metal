// The system values of vertex and fragment functions beyond position and
// colour: clip distances (an array, its attribute before the bounds),
// render target array and viewport indices, the amplification (view)
// index, primitive and sample ids, the sample mask in and out, stencil and
// conservative depth outputs, [[early_fragment_tests]], and the SIMD-group
// counts of a kernel.
#include <metal_stdlib>
using namespace metal;

struct VOut {
    float4 position [[position]];
    float clip [[clip_distance]] [3];
    uint layer [[render_target_array_index]];
    uint viewport [[viewport_array_index]];
};

struct FOut {
    float4 color [[color(0)]];
    float depth [[depth(greater)]];
    uint mask [[sample_mask]];
    uint stencil [[stencil]];
};

vertex VOut vs_main(uint vid [[vertex_id]], uint view [[amplification_id]])
{
    VOut o;
    o.position = float4(float(vid), 0.0f, 0.0f, 1.0f);
    o.clip[0] = 1.0f;
    o.clip[1] = -1.0f;
    o.clip[2] = 0.5f;
    o.layer = view;
    o.viewport = 0u;
    return o;
}

[[early_fragment_tests]] fragment FOut fs_main(float4 pos [[position]],
                                              uint prim [[primitive_id]],
                                              uint sample [[sample_id]],
                                              uint coverage [[sample_mask]],
                                              uint layer [[render_target_array_index]],
                                              uint viewport [[viewport_array_index]],
                                              uint view [[amplification_id]])
{
    FOut o;
    o.color = float4(float(prim), float(sample), float(layer + viewport), float(view));
    o.depth = pos.z;
    o.mask = coverage & 1u;
    o.stencil = prim & 255u;
    return o;
}

kernel void cs_main(device uint* out [[buffer(0)]],
                    uint index [[thread_index_in_threadgroup]],
                    uint wave [[simdgroup_index_in_threadgroup]],
                    uint waves [[simdgroups_per_threadgroup]])
{
    out[index] = wave * 100u + waves;
}
