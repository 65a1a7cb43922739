// REJECT: a sampler bound as a texture
// EXPECT: needs a texture type
#include <metal_stdlib>
using namespace metal;
fragment float4 main0(sampler s [[texture(0)]])
{ return float4(1.0); }
