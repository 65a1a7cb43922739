// REJECT: [[amplification_id]] is a vertex and fragment input
// EXPECT: \[\[amplification_id\]\] is not valid in a kernel
#include <metal_stdlib>
using namespace metal;

kernel void cs_main(device uint* out [[buffer(0)]], uint view [[amplification_id]])
{
    out[0] = view;
}
