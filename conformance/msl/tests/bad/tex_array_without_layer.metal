// REJECT: texture2d_array sampling needs the layer
// EXPECT: no matching member function
#include <metal_stdlib>
using namespace metal;
fragment float4 main0(texture2d_array<float> t [[texture(0)]], sampler s [[sampler(0)]])
{ return t.sample(s, float3(0.5)); }
