// REJECT: get_sample_position takes the sample's index
// EXPECT: no matching function for call to 'get_sample_position'
#include <metal_stdlib>
using namespace metal;

fragment float4 main0(float4 p [[position]])
{
    float2 q = get_sample_position();
    return float4(q, float(get_num_samples()), 1.0);
}
