#include <metal_stdlib>
using namespace metal;

struct Record
{
    uint id;
    char _pad0[12];
    float4 value;
    uint flags;
    char _pad1[12];
    float tail;
    char _pad2[12];
};

struct Record0
{
    uint id;
    float4 value;
    uint flags;
    float tail;
};

kernel void main0(
    device Record* Records [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Record0 r;
    const uint _5 = gl_GlobalInvocationID.x;
    const Record _7 = Records[_5];
    const uint _8 = _7.id;
    const float4 _9 = _7.value;
    const uint _10 = _7.flags;
    const float _11 = _7.tail;
    const Record0 _12 = Record0{_8, _9, _10, _11};
    r = _12;
    const uint _16 = r.id;
    const float _17 = float(_16);
    const float4 _18 = float4(_17);
    const float4 _19 = r.value;
    const float4 _20 = _19 * _18;
    r.value = _20;
    const uint _23 = r.flags;
    const uint _24 = _23 | 1u;
    r.flags = _24;
    const float4 _28 = r.value;
    const float _29 = _28.x;
    r.tail = _29;
    const uint _32 = gl_GlobalInvocationID.x;
    const Record0 _34 = r;
    const uint _35 = _34.id;
    const float4 _36 = _34.value;
    const uint _37 = _34.flags;
    const float _38 = _34.tail;
    const Record _39 = Record{_35, {}, _36, _37, {}, _38};
    Records[_32] = _39;
    return;
}

