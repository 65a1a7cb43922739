// REJECT: cube textures take no offset
// EXPECT: no matching member function
#include <metal_stdlib>
using namespace metal;
fragment float4 main0(texturecube<float> t [[texture(0)]], sampler s [[sampler(0)]])
{ return t.sample(s, float3(1.0), int3(1)); }
