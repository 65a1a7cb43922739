#include <metal_stdlib>
using namespace metal;

struct Cell
{
    uint count;
    float sum;
    float2 minmax;
};

struct Cell0
{
    uint count;
    float sum;
    float2 minmax;
};

kernel void main0(
    device Cell* Cells [[buffer(0)]],
    device uint2* Pairs [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Cell0 c;
    const uint _5 = gl_GlobalInvocationID.x;
    const Cell _7 = Cells[_5];
    const uint _8 = _7.count;
    const float _9 = _7.sum;
    const float2 _10 = _7.minmax;
    const Cell0 _11 = Cell0{_8, _9, _10};
    c = _11;
    const uint _14 = c.count;
    const uint _15 = _14 + 1u;
    c.count = _15;
    const uint _19 = gl_GlobalInvocationID.x;
    const float _20 = float(_19);
    const float _21 = c.sum;
    const float _22 = _21 + _20;
    c.sum = _22;
    const float2 _26 = c.minmax;
    const float _27 = _26.x;
    const float _29 = c.sum;
    const float _30 = min(_27, _29);
    const float2 _32 = c.minmax;
    const float _33 = _32.y;
    const float _35 = c.sum;
    const float _36 = max(_33, _35);
    const float2 _37 = float2(_30, _36);
    c.minmax = _37;
    const uint _40 = gl_GlobalInvocationID.x;
    const Cell0 _42 = c;
    const uint _43 = _42.count;
    const float _44 = _42.sum;
    const float2 _45 = _42.minmax;
    const Cell _46 = Cell{_43, _44, _45};
    Cells[_40] = _46;
    const uint _49 = gl_GlobalInvocationID.x;
    const uint _50 = _49 + 64u;
    const uint _54 = c.count;
    const uint _55 = _54 * 2u;
    Cells[_50].count = _55;
    const uint _58 = gl_GlobalInvocationID.x;
    const uint _61 = gl_GlobalInvocationID.x;
    const uint2 _63 = Pairs[_61];
    const uint _64 = _63.x;
    const uint _66 = c.count;
    const uint _67 = _64 + _66;
    Pairs[_58].y = _67;
    return;
}

