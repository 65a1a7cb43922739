// REJECT: texture2d takes gradient2d, not gradient3d
// EXPECT: no matching member function
#include <metal_stdlib>
using namespace metal;
fragment float4 main0(texture2d<float> t [[texture(0)]], sampler s [[sampler(0)]])
{ return t.sample(s, float2(0.5), gradient3d(float3(0), float3(0))); }
