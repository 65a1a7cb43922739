// REJECT: every member of a stage function's output struct needs an output attribute
// EXPECT: needs exactly one output attribute, has 0
#include <metal_stdlib>
using namespace metal;

struct VOut {
    float4 position [[position]];
    float2 uv;
};

vertex VOut vs_main(uint vid [[vertex_id]])
{
    VOut o;
    o.position = float4(float(vid));
    o.uv = float2(0.0f);
    return o;
}
