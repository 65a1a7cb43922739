#include <metal_stdlib>
using namespace metal;

struct vs_main_out
{
    float4 gl_Position [[position]];
    uint out_WAVE [[user(locn0)]];
};

struct VSOut
{
    float4 pos;
    uint wave;
};

struct ps_main_in
{
    uint in_WAVE [[user(locn0), flat]];
};

struct ps_main_out
{
    float4 out_SV_Target [[color(0)]];
};

kernel void cs_main(
    device uint2* Waves [[buffer(0)]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]],
    uint gl_SubgroupID [[simdgroup_index_in_threadgroup]],
    uint gl_NumSubgroups [[simdgroups_per_threadgroup]])
{
    const uint2 _7 = uint2(gl_SubgroupID, gl_NumSubgroups);
    Waves[gl_LocalInvocationIndex] = _7;
    return;
}

vertex vs_main_out vs_main(
    uint gl_VertexIndex [[vertex_id]])
{
    VSOut o;
    vs_main_out out;
    const uint _6 = gl_VertexIndex & 1u;
    const float _7 = float(_6);
    const uint _10 = gl_VertexIndex >> 1u;
    const float _11 = float(_10);
    const float4 _12 = float4(_7, _11, 0.0f, 1.0f);
    o.pos = _12;
    const uint _16 = gl_VertexIndex / 3u;
    o.wave = _16;
    const VSOut _18 = o;
    const float4 _19 = _18.pos;
    out.gl_Position = _19;
    const uint _21 = _18.wave;
    out.out_WAVE = _21;
    const vs_main_out _27 = out;
    return _27;
}

fragment ps_main_out ps_main(
    ps_main_in in [[stage_in]],
    float4 gl_FragCoord [[position]])
{
    VSOut i;
    ps_main_out out;
    i.pos = gl_FragCoord;
    i.wave = in.in_WAVE;
    const uint _8 = i.wave;
    const float _9 = float(_8);
    const float4 _11 = i.pos;
    const float2 _12 = _11.xy;
    const float4 _13 = float4(_9, _12, 1.0f);
    out.out_SV_Target = _13;
    const ps_main_out _18 = out;
    return _18;
}

