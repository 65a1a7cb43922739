// REJECT: a vertex function that returns values returns the position (MSL 2.4 spec 5.2.3.3)
// EXPECT: has no \[\[position\]\] member
#include <metal_stdlib>
using namespace metal;

struct VOut {
    float4 color [[user(locn0)]];
};

vertex VOut vs_main(uint vid [[vertex_id]])
{
    VOut o;
    o.color = float4(float(vid));
    return o;
}
