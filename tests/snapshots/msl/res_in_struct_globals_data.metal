#include <metal_stdlib>
using namespace metal;

struct A
{
    int scale;
    packed_float3 offset;
};

struct A0
{
    int scale;
    packed_float3 offset;
};

struct B
{
    A0 A;
    float2 uv;
};

struct A1
{
    int scale;
    packed_float3 offset;
};

struct type_Globals
{
    float before;
    char _pad0[12];
    A withData;
    B derived;
    char _pad1[8];
    A1 arr[2];
};

kernel void main0(
    device int* Out [[buffer(0)]],
    device int* withData_Buf [[buffer(1)]],
    device int* derived_Buf [[buffer(2)]],
    texture2d<float> derived_T [[texture(0)]],
    device int* arr_1_Buf [[buffer(3)]],
    constant type_Globals& u_Globals [[buffer(4)]])
{
    int arr_scale[2];
    float3 arr_offset[2];
    const int _2 = u_Globals.withData.scale;
    const float3 _5 = float3(u_Globals.withData.offset);
    const float _6 = _5.x;
    const float _7 = _5.y;
    const float _8 = _5.z;
    const float3 _9 = float3(_6, _7, _8);
    const int _14 = u_Globals.derived.A.scale;
    const float2 _23 = u_Globals.derived.uv;
    const float _24 = _23.x;
    const float _25 = _23.y;
    const float2 _28 = float2(_24, _25);
    const int _34 = u_Globals.arr[0u].scale;
    const float3 _38 = float3(u_Globals.arr[0u].offset);
    const float _39 = _38.x;
    const float _40 = _38.y;
    const float _41 = _38.z;
    const int _45 = u_Globals.arr[1u].scale;
    const float3 _49 = float3(u_Globals.arr[1u].offset);
    const float _50 = _49.x;
    const float _51 = _49.y;
    const float _52 = _49.z;
    const float3 _53 = float3(_39, _40, _41);
    const float3 _55 = float3(_50, _51, _52);
    int _137[2];
    _137[0] = _34;
    _137[1] = _45;
    float3 _138[2];
    _138[0] = _53;
    _138[1] = _55;
    for (uint i = 0; i < 2; ++i)
    {
        arr_scale[i] = _137[i];
    }
    for (uint i0 = 0; i0 < 2; ++i0)
    {
        arr_offset[i0] = _138[i0];
    }
    const int _63 = withData_Buf[0];
    const int _66 = _63 * _2;
    const float _69 = _9.y;
    const int _70 = int(_69);
    const int _71 = _66 + _70;
    const float _73 = u_Globals.before;
    const int _74 = int(_73);
    const int _75 = _71 + _74;
    Out[0] = _75;
    const int _81 = derived_Buf[1];
    const int _84 = _81 * _14;
    const float _87 = _28.x;
    const int _88 = int(_87);
    const int _89 = _84 + _88;
    const float4 _93 = derived_T.read(uint2(int2(0, 0)), uint(0));
    const float _94 = _93.x;
    const int _95 = int(_94);
    const int _96 = _89 + _95;
    Out[1] = _96;
    const int _103 = arr_1_Buf[0];
    const int _106 = arr_scale[1];
    const int _107 = _103 + _106;
    const int _110 = arr_scale[0];
    const int _111 = _107 + _110;
    Out[2] = _111;
    return;
}

