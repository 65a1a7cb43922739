// REJECT: an array of 4 textures at texture(0) takes indices 0-3
// EXPECT: \[\[texture\(2\)\]\] used twice
#include <metal_stdlib>
using namespace metal;
fragment float4 main0(array<texture2d<float>, 4> maps [[texture(0)]], texture2d<float> t [[texture(2)]], sampler s [[sampler(0)]])
{ return maps[0].sample(s, float2(0.5)) + t.sample(s, float2(0.5)); }
