// REJECT: [[depth(x)]] takes any, greater or less
// EXPECT: \[\[depth\(greater_equal\)\]\]: the argument is any, greater or less
#include <metal_stdlib>
using namespace metal;

struct FOut {
    float4 color [[color(0)]];
    float depth [[depth(greater_equal)]];
};

fragment FOut fs_main(float4 pos [[position]])
{
    FOut o;
    o.color = pos;
    o.depth = pos.z;
    return o;
}
