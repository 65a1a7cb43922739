#include <metal_stdlib>
using namespace metal;

struct S0
{
    float a;
};

struct S1
{
    S0 S0;
    packed_float2 b;
};

struct P
{
    float3 v;
};

struct Q
{
    P P;
    int2 w;
    char _pad0[8];
};

struct S3
{
    S0 S0;
    char _pad0[12];
    S1 inner;
    char _pad1[4];
    float2 d;
    char _pad2[8];
    Q q[2];
};

struct S0_0
{
    float a;
};

struct S1_0
{
    S0_0 S0;
    char _pad0[12];
    float2 b;
};

struct P0
{
    float3 v;
};

struct Q0
{
    P0 P;
    int2 w;
    char _pad0[8];
};

struct type_ConstantBuffer_S3
{
    S0_0 S0;
    char _pad0[12];
    S1_0 inner;
    char _pad1[8];
    float2 d;
    char _pad2[8];
    Q0 q[2];
};

struct S0_1
{
    float a;
};

struct S1_1
{
    S0_1 S0;
    float2 b;
};

struct P1
{
    float3 v;
};

struct Q1
{
    P1 P;
    int2 w;
};

struct S3_0
{
    S0_1 S0;
    S1_1 inner;
    float2 d;
    Q1 q[2];
};

kernel void main0(
    device S3* Rw [[buffer(0)]],
    constant type_ConstantBuffer_S3& Cb [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    S3_0 s;
    const type_ConstantBuffer_S3 _4 = Cb;
    const S0_0 _5 = _4.S0;
    const float _6 = _5.a;
    const S0_1 _7 = S0_1{_6};
    const S1_0 _8 = _4.inner;
    const S0_0 _9 = _8.S0;
    const float _10 = _9.a;
    const S0_1 _11 = S0_1{_10};
    const float2 _12 = _8.b;
    const S1_1 _13 = S1_1{_11, _12};
    const float2 _14 = _4.d;
    Q0 _15[2];
    for (uint i = 0; i < 2; ++i)
    {
        _15[i] = _4.q[i];
    }
    const Q0 _16 = _15[0];
    const P0 _17 = _16.P;
    const float3 _18 = _17.v;
    const P1 _19 = P1{_18};
    const int2 _20 = _16.w;
    const Q1 _21 = Q1{_19, _20};
    const Q0 _22 = _15[1];
    const P0 _23 = _22.P;
    const float3 _24 = _23.v;
    const P1 _25 = P1{_24};
    const int2 _26 = _22.w;
    const Q1 _27 = Q1{_25, _26};
    Q1 _28[2];
    _28[0] = _21;
    _28[1] = _27;
    S3_0 _29;
    _29.S0 = _7;
    _29.inner = _13;
    _29.d = _14;
    for (uint i0 = 0; i0 < 2; ++i0)
    {
        _29.q[i0] = _28[i0];
    }
    s = _29;
    const int2 _36 = s.q[1].w;
    const float2 _37 = float2(_36);
    const float2 _38 = s.inner.b;
    const float2 _39 = _38 + _37;
    s.inner.b = _39;
    const uint _43 = gl_GlobalInvocationID.x;
    const uint _44 = _43 & 1u;
    const float _49 = s.inner.S0.a;
    const float3 _50 = float3(_49);
    s.q[_44].P.v = _50;
    const uint _53 = gl_GlobalInvocationID.x;
    const S3_0 _55 = s;
    const S0_1 _56 = _55.S0;
    const float _57 = _56.a;
    const S0 _58 = S0{_57};
    const S1_1 _59 = _55.inner;
    const S0_1 _60 = _59.S0;
    const float _61 = _60.a;
    const S0 _62 = S0{_61};
    const float2 _63 = _59.b;
    const S1 _64 = S1{_62, _63};
    const float2 _65 = _55.d;
    Q1 _66[2];
    for (uint i1 = 0; i1 < 2; ++i1)
    {
        _66[i1] = _55.q[i1];
    }
    const Q1 _67 = _66[0];
    const P1 _68 = _67.P;
    const float3 _69 = _68.v;
    const P _70 = P{_69};
    const int2 _71 = _67.w;
    const Q _72 = Q{_70, _71};
    const Q1 _73 = _66[1];
    const P1 _74 = _73.P;
    const float3 _75 = _74.v;
    const P _76 = P{_75};
    const int2 _77 = _73.w;
    const Q _78 = Q{_76, _77};
    Q _79[2];
    _79[0] = _72;
    _79[1] = _78;
    S3 _80;
    _80.S0 = _58;
    _80.inner = _64;
    _80.d = _65;
    for (uint i2 = 0; i2 < 2; ++i2)
    {
        _80.q[i2] = _79[i2];
    }
    Rw[_53] = _80;
    const uint _83 = gl_GlobalInvocationID.x;
    const uint _84 = _83 + 64u;
    const uint _90 = gl_GlobalInvocationID.x;
    const int _91 = int(_90);
    const int2 _95 = Cb.q[0].w;
    const int _96 = _95.y;
    const int2 _97 = int2(_91, _96);
    Rw[_84].q[1].w = _97;
    return;
}

