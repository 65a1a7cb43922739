// REJECT: depth textures hold float only
// EXPECT: depth textures hold float only
#include <metal_stdlib>
using namespace metal;
fragment float4 main0(depth2d<half> t [[texture(0)]], sampler s [[sampler(0)]])
{ return float4(t.sample(s, float2(0.5))); }
