// REJECT: [[index(i)]] (dual-source blending) only goes with [[color(m)]], and i is 0 or 1
// EXPECT: needs one \[\[color\(m\)\]\] beside it and 0 or 1
#include <metal_stdlib>
using namespace metal;

struct FOut {
    float4 color [[color(0), index(0)]];
    float4 blend [[color(0), index(2)]];
};

fragment FOut fs_main()
{
    FOut o;
    o.color = float4(1.0f);
    o.blend = float4(0.5f);
    return o;
}
