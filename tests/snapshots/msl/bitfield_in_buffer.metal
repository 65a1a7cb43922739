#include <metal_stdlib>
using namespace metal;

struct Header
{
    uint kind_count;
    uint offset;
};

struct Header0
{
    uint kind_count;
    uint offset;
};

kernel void main0(
    const device Header* In [[buffer(0)]],
    device Header* Out [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Header0 h;
    const uint _5 = gl_GlobalInvocationID.x;
    const Header _7 = In[_5];
    const uint _8 = _7.kind_count;
    const uint _9 = _7.offset;
    const Header0 _10 = Header0{_8, _9};
    h = _10;
    const uint _14 = h.kind_count;
    const uint _15 = _14 & 255u;
    const uint _16 = h.kind_count;
    const uint _17 = _16 >> 8u;
    const uint _18 = _17 & 16777215u;
    const uint _19 = _18 + _15;
    const uint _20 = _19 & 16777215u;
    const uint _21 = _20 << 8u;
    const uint _22 = h.kind_count;
    const uint _23 = _22 & 255u;
    const uint _24 = _23 | _21;
    h.kind_count = _24;
    const uint _28 = h.kind_count;
    const uint _29 = _28 & 255u;
    const uint _30 = _29 + 1u;
    const uint _31 = _30 & 255u;
    const uint _32 = _31 & 255u;
    const uint _33 = h.kind_count;
    const uint _34 = _33 & 4294967040u;
    const uint _35 = _34 | _32;
    h.kind_count = _35;
    const uint _39 = h.kind_count;
    const uint _40 = _39 >> 8u;
    const uint _41 = _40 & 16777215u;
    const uint _42 = _41 * 4u;
    h.offset = _42;
    const uint _45 = gl_GlobalInvocationID.x;
    const Header0 _47 = h;
    const uint _48 = _47.kind_count;
    const uint _49 = _47.offset;
    const Header _50 = Header{_48, _49};
    Out[_45] = _50;
    return;
}

