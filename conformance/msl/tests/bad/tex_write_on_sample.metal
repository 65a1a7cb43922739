// REJECT: write() on a sampled texture
// EXPECT: needs a texture with access::write
#include <metal_stdlib>
using namespace metal;
kernel void main0(texture2d<float> t [[texture(0)]], uint2 gid [[thread_position_in_grid]])
{ t.write(float4(1.0), gid); }
