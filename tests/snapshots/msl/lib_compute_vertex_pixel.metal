#include <metal_stdlib>
using namespace metal;

struct vertex_main_out
{
    float4 gl_Position [[position]];
    float out_WEIGHT [[user(locn0)]];
};

struct VSOut
{
    float4 pos;
    float weight;
};

struct pixel_main_in
{
    float in_WEIGHT [[user(locn0)]];
};

struct pixel_main_out
{
    float4 out_SV_Target [[color(0)]];
};

float scale(uint i)
{
    const uint _4 = i % 7u;
    const float _5 = float(_4);
    const float _6 = _5 * 0.5f;
    return _6;
}

kernel void count_main(
    device uint* Counts [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    uint gl_SubgroupInvocationID [[thread_index_in_simdgroup]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    const uint _7 = gl_GlobalInvocationID.x;
    const float _8 = scale(_7);
    const float _9 = _8 * 2.0f;
    const uint _10 = uint(_9);
    const uint _12 = _10 + gl_SubgroupInvocationID;
    Counts[_4] = _12;
    return;
}

vertex vertex_main_out vertex_main(
    const device float4* Positions [[buffer(0)]],
    uint gl_VertexIndex [[vertex_id]])
{
    VSOut o;
    vertex_main_out out;
    const float4 _7 = Positions[gl_VertexIndex];
    o.pos = _7;
    const float _11 = scale(gl_VertexIndex);
    o.weight = _11;
    const VSOut _13 = o;
    const float4 _14 = _13.pos;
    out.gl_Position = _14;
    const float _16 = _13.weight;
    out.out_WEIGHT = _16;
    const vertex_main_out _22 = out;
    return _22;
}

fragment pixel_main_out pixel_main(
    pixel_main_in in [[stage_in]],
    float4 gl_FragCoord [[position]])
{
    VSOut i;
    pixel_main_out out;
    i.pos = gl_FragCoord;
    i.weight = in.in_WEIGHT;
    const float _8 = i.weight;
    const float4 _10 = i.pos;
    const float _11 = _10.x;
    const uint _12 = uint(_11);
    const float _13 = scale(_12);
    const float4 _14 = float4(_8, _13, 0.0f, 1.0f);
    out.out_SV_Target = _14;
    const pixel_main_out _19 = out;
    return _19;
}

