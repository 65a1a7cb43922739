// REJECT: read() takes unsigned texel coordinates
// EXPECT: no matching member function
#include <metal_stdlib>
using namespace metal;
kernel void main0(texture2d<float, access::read> t [[texture(0)]], device float4* o [[buffer(0)]])
{ o[0] = t.read(float2(1.0, 2.0)); }
