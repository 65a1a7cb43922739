// REJECT: texture1d sampling takes a coordinate only
// EXPECT: no matching member function
#include <metal_stdlib>
using namespace metal;
fragment float4 main0(texture1d<float> t [[texture(0)]], sampler s [[sampler(0)]])
{ return t.sample(s, 0.5, level(1.0)); }
