#include <metal_stdlib>
using namespace metal;

struct type_A
{
    float4 c14[4];
    float4 r41[4];
};

struct type_B
{
    float4 c41;
    float4 r14;
    int3 i13;
};

kernel void main0(
    device float4* Out [[buffer(0)]],
    constant type_A& A [[buffer(1)]],
    constant type_B& B [[buffer(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    float4 _5[4];
    for (uint i = 0; i < 4; ++i)
    {
        _5[i].x = A.c14[i].x;
    }
    const float _6 = _5[0].x;
    const float _7 = _5[1].x;
    const float _8 = _5[2].x;
    const float _9 = _5[3].x;
    const float4 _10 = float4(_6, _7, _8, _9);
    const float _13 = A.r41[0].x;
    const float _16 = A.r41[1].x;
    const float _19 = A.r41[2].x;
    const float _22 = A.r41[3].x;
    const float4 _23 = float4(_13, _16, _19, _22);
    const float4 _24 = _10 + _23;
    Out[0] = _24;
    const float _29 = B.c41.x;
    const float _32 = B.c41.y;
    const float _35 = B.c41.z;
    const float _38 = B.c41.w;
    const float4 _39 = float4(_29, _32, _35, _38);
    const float4 _41 = B.r14;
    const float4 _42 = _39 + _41;
    const int3 _44 = B.i13;
    const float3 _45 = float3(_44);
    const float4 _46 = float4(_45, 1.0f);
    const float4 _47 = _42 + _46;
    Out[1] = _47;
    float4 _51[4];
    for (uint i0 = 0; i0 < 4; ++i0)
    {
        _51[i0].x = A.c14[i0].x;
    }
    const float _52 = _51[0].x;
    const float _53 = _51[1].x;
    const float _54 = _51[2].x;
    const float _55 = _51[3].x;
    const float4 _56 = float4(_52, _53, _54, _55);
    const float _57 = _56.w;
    float4 _59[4];
    for (uint i1 = 0; i1 < 4; ++i1)
    {
        _59[i1].x = A.r41[i1].x;
    }
    const float _60 = _59[0].x;
    const float _61 = _59[1].x;
    const float _62 = _59[2].x;
    const float _63 = _59[3].x;
    const float4 _64 = float4(_60, _61, _62, _63);
    const float _65 = _64.w;
    const uint _68 = gl_GlobalInvocationID.x;
    const uint _69 = _68 & 3u;
    const float _71 = A.c14[_69].x;
    const uint _74 = gl_GlobalInvocationID.x;
    const uint _75 = _74 & 3u;
    const float _77 = A.r41[_75].x;
    const float4 _78 = float4(_57, _65, _71, _77);
    Out[2] = _78;
    return;
}

