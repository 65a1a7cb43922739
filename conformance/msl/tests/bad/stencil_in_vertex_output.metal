// REJECT: [[stencil]] is a fragment output
// EXPECT: \[\[stencil\]\] is not an output attribute of a vertex function
#include <metal_stdlib>
using namespace metal;

struct VOut {
    float4 position [[position]];
    uint stencil [[stencil]];
};

vertex VOut vs_main(uint vid [[vertex_id]])
{
    VOut o;
    o.position = float4(float(vid));
    o.stencil = vid;
    return o;
}
