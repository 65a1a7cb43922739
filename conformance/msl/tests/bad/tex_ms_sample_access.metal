// REJECT: multisampled textures are read only
// EXPECT: texture2d_ms takes access::read
#include <metal_stdlib>
using namespace metal;
kernel void main0(texture2d_ms<float, access::sample> t [[texture(0)]], device float4* o [[buffer(0)]])
{ o[0] = t.read(uint2(0), 0u); }
