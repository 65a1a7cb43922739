#include <metal_stdlib>
using namespace metal;

struct S
{
    float a;
    packed_int2 b;
    char _pad0[4];
};

struct S0
{
    float a;
    int2 b;
};

kernel void main0(
    const device S* In [[buffer(0)]],
    device float4* Out [[buffer(1)]],
    device S* OutS [[buffer(2)]],
    device float2x2* OutM [[buffer(3)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    float r[2];
    S0 select0;
    float select1[2];
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 & 1u;
    const bool _7 = _6 != 0u;
    const uint _9 = gl_GlobalInvocationID.x;
    const uint _10 = _9 & 2u;
    const bool _11 = _10 != 0u;
    const uint _13 = gl_GlobalInvocationID.x;
    const uint _14 = _13 & 4u;
    const bool _15 = _14 != 0u;
    const uint _17 = gl_GlobalInvocationID.x;
    const bool _18 = _17 == 0u;
    const bool4 _19 = bool4(_7, _11, _15, _18);
    const uint _22 = gl_GlobalInvocationID.x;
    const float _27 = In[0].a;
    const float4 _28 = float4(_27);
    const float4 _29 = select(float4(2.0f, 2.0f, 2.0f, 2.0f), _28, _19);
    Out[_22] = _29;
    const uint _32 = gl_GlobalInvocationID.x;
    const uint _33 = _32 + 8u;
    const uint _37 = gl_GlobalInvocationID.x;
    const float _38 = float(_37);
    const float4 _39 = float4(_38);
    const float4 _40 = select(float4(1.0f, 2.0f, 3.0f, 4.0f), _39, _19);
    Out[_33] = _40;
    const uint _43 = gl_GlobalInvocationID.x;
    const uint _46 = gl_GlobalInvocationID.x;
    const bool _47 = _46 > 3u;
    const uint _49 = gl_GlobalInvocationID.x;
    const S _51 = In[_49];
    const float _52 = _51.a;
    const int2 _53 = int2(_51.b);
    const S0 _54 = S0{_52, _53};
    const S _56 = In[0];
    const float _57 = _56.a;
    const int2 _58 = int2(_56.b);
    const S0 _59 = S0{_57, _58};
    if (_47)
    {
        select0 = _54;
    }
    else
    {
        select0 = _59;
    }
    const S0 select2 = select0;
    const float _64 = select2.a;
    const int2 _65 = select2.b;
    const S _66 = S{_64, _65};
    OutS[_43] = _66;
    const uint _72 = gl_GlobalInvocationID.x;
    const float _73 = float(_72);
    float _74[2];
    _74[0] = 3.0f;
    _74[1] = _73;
    const uint _78 = gl_GlobalInvocationID.x;
    const bool _79 = _78 == 2u;
    if (_79)
    {
        const float k[2] = {1.0f, 2.0f};
        for (uint i = 0; i < 2; ++i)
        {
            select1[i] = k[i];
        }
    }
    else
    {
        for (uint i0 = 0; i0 < 2; ++i0)
        {
            select1[i0] = _74[i0];
        }
    }
    float select3[2];
    for (uint i1 = 0; i1 < 2; ++i1)
    {
        select3[i1] = select1[i1];
    }
    for (uint i2 = 0; i2 < 2; ++i2)
    {
        r[i2] = select3[i2];
    }
    const uint _88 = gl_GlobalInvocationID.x;
    const uint _89 = _88 + 16u;
    const float _92 = r[0];
    const float _94 = r[1];
    const float4 _95 = float4(_92, _94, 0.0f, 0.0f);
    Out[_89] = _95;
    const uint _99 = gl_GlobalInvocationID.x;
    const float _102 = In[_99].a;
    const float2 _103 = float2(_102, 1.0f);
    const float2x2 _104 = float2x2(_103, float2(2.0f, 3.0f));
    const uint _107 = gl_GlobalInvocationID.x;
    const uint _110 = gl_GlobalInvocationID.x;
    const uint _111 = _110 & 1u;
    const bool _112 = _111 != 0u;
    const uint _114 = gl_GlobalInvocationID.x;
    const uint _115 = _114 & 2u;
    const bool _116 = _115 != 0u;
    const bool2 _117 = bool2(_112, false);
    const bool2 _118 = bool2(true, _116);
    bool2 _119[2];
    _119[0] = _117;
    _119[1] = _118;
    const bool2 _121 = _119[0];
    const float2 _122 = _104[0];
    const float2 _123 = select(float2(5.0f, 5.0f), _122, _121);
    const bool2 _124 = _119[1];
    const float2 _125 = _104[1];
    const float2 _126 = select(float2(5.0f, 5.0f), _125, _124);
    const float2x2 _127 = float2x2(_123, _126);
    OutM[_107] = transpose(_127);
    return;
}

