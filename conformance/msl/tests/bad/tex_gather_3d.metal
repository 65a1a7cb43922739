// REJECT: texture3d has no gather
// EXPECT: no member named 'gather'
#include <metal_stdlib>
using namespace metal;
fragment float4 main0(texture3d<float> t [[texture(0)]], sampler s [[sampler(0)]])
{ return t.gather(s, float3(0.5)); }
