// REJECT: get_num_samples takes no argument (it is the render target's)
// EXPECT: no matching function for call to 'get_num_samples'
#include <metal_stdlib>
using namespace metal;

fragment float4 main0(float4 p [[position]])
{
    uint n = get_num_samples(0);
    return float4(p.xy, float(n), 1.0);
}
