// REJECT: only multisampled textures have get_num_samples
// EXPECT: no member named 'get_num_samples'
#include <metal_stdlib>
using namespace metal;
kernel void main0(texture2d<float, access::read> t [[texture(0)]], device uint* o [[buffer(0)]])
{ o[0] = t.get_num_samples(); }
