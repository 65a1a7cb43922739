// REJECT: sample_compare needs a depth texture
// EXPECT: no member named 'sample_compare'
#include <metal_stdlib>
using namespace metal;
fragment float4 main0(texture2d<float> t [[texture(0)]], sampler s [[sampler(0)]])
{ return float4(t.sample_compare(s, float2(0.5), 0.5)); }
