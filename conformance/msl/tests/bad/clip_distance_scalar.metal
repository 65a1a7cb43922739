// REJECT: [[clip_distance]] goes on a float array (SPIRV-Cross's gl_ClipDistance [[clip_distance]] [N])
// EXPECT: \[\[clip_distance\]\] needs a float array of 1 to 8 elements
#include <metal_stdlib>
using namespace metal;

struct VOut {
    float4 position [[position]];
    float clip [[clip_distance]];
};

vertex VOut vs_main(uint vid [[vertex_id]])
{
    VOut o;
    o.position = float4(float(vid));
    o.clip = 1.0f;
    return o;
}
