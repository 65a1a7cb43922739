// REJECT: [[sample_mask]] is a uint
// EXPECT: \[\[sample_mask\]\] needs a member of type uint
#include <metal_stdlib>
using namespace metal;

struct FOut {
    float4 color [[color(0)]];
    float mask [[sample_mask]];
};

fragment FOut fs_main(float4 pos [[position]])
{
    FOut o;
    o.color = pos;
    o.mask = 1.0f;
    return o;
}
