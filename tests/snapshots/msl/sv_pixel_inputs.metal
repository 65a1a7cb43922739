#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float2 in_TEXCOORD0 [[user(locn0)]];
};

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

struct Base
{
    float2 uv;
    uint coverage;
};

struct Ids
{
    uint sample;
    uint primitive;
};

struct PSIn
{
    Base Base;
    Ids ids;
    bool front;
    float4 pos;
};

fragment main_out main0(
    main_in in [[stage_in]],
    uint gl_SampleMaskIn [[sample_mask]],
    uint gl_SampleID [[sample_id]],
    uint gl_PrimitiveID [[primitive_id]],
    bool gl_FrontFacing [[front_facing]],
    float4 gl_FragCoord [[position]])
{
    PSIn i;
    float cond;
    main_out out;
    i.Base.uv = in.in_TEXCOORD0;
    i.Base.coverage = gl_SampleMaskIn;
    i.ids.sample = gl_SampleID;
    i.ids.primitive = gl_PrimitiveID;
    i.front = gl_FrontFacing;
    i.pos = gl_FragCoord;
    const bool _25 = i.front;
    if (_25)
    {
        cond = 1.0f;
    }
    else
    {
        cond = (-1.0f);
    }
    const float cond0 = cond;
    const uint _34 = i.Base.coverage;
    const uint _35 = popcount(_34);
    const float _36 = float(_35);
    const float2 _39 = i.Base.uv;
    const float2 _41 = float2(cond0);
    const float2 _42 = _39 * _41;
    const uint _45 = i.ids.primitive;
    const uint _46 = _45 * 4u;
    const uint _49 = i.ids.sample;
    const uint _50 = _46 + _49;
    const float _51 = float(_50);
    const float4 _54 = i.pos;
    const float _55 = _54.x;
    const float _56 = _36 + _55;
    const float4 _57 = float4(_42, _51, _56);
    out.out_SV_Target = _57;
    const main_out _67 = out;
    return _67;
}

