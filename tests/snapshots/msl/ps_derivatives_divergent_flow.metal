// entry after_atomic
#include <metal_stdlib>
using namespace metal;

struct after_atomic_in
{
    float2 in_TEXCOORD0 [[user(locn0)]];
};

struct after_atomic_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment after_atomic_out after_atomic(
    after_atomic_in in [[stage_in]],
    texture2d<float> Tex [[texture(0)]],
    sampler Smp [[sampler(0)]],
    device atomic_uint* Counter [[buffer(0)]],
    float4 gl_FragCoord [[position]])
{
    after_atomic_out out;
    const float _7 = gl_FragCoord.x;
    const bool _8 = _7 < 2.0f;
    if (_8)
    {
        out.out_SV_Target = float4(0.0f, 0.0f, 0.0f, 0.0f);
        const after_atomic_out _32 = out;
        return _32;
    }
    const uint _13 = atomic_fetch_add_explicit(&Counter[0], 1u, memory_order_relaxed);
    const float _19 = float(_13);
    const float2 _20 = float2(_19);
    const float2 _21 = in.in_TEXCOORD0 * _20;
    const float4 _22 = Tex.sample(Smp, _21);
    const float _24 = float(_13);
    const float _25 = dfdy(_24);
    const float4 _26 = float4(_25);
    const float4 _27 = _22 + _26;
    out.out_SV_Target = _27;
    const after_atomic_out _34 = out;
    return _34;
}

// entry reconverged
#include <metal_stdlib>
using namespace metal;

struct reconverged_in
{
    float2 in_TEXCOORD0 [[user(locn0)]];
};

struct reconverged_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment reconverged_out reconverged(
    reconverged_in in [[stage_in]],
    texture2d<float> Tex [[texture(0)]],
    sampler Smp [[sampler(0)]],
    float4 gl_FragCoord [[position]])
{
    float4 c;
    uint i;
    float4 c0;
    reconverged_out out;
    float4 c1;
    uint i0;
    float4 _17;
    c = float4(0.0f, 0.0f, 0.0f, 0.0f);
    i = 0u;
    for (;;)
    {
        {
            c1 = c;
            i0 = i;
            const float _12 = gl_FragCoord.x;
            const uint _13 = uint(_12);
            const bool _14 = i0 < _13;
            if (!_14)
            {
                break;
            }
            _17 = c1 + float4(0.125f, 0.125f, 0.125f, 0.125f);
        }
        const uint _20 = i0 + 1u;
        c = _17;
        i = _20;
    }
    const float _23 = gl_FragCoord.y;
    const bool _24 = _23 > 8.0f;
    if (_24)
    {
        float4 _26 = c1;
        _26.x = 1.0f;
        c0 = _26;
    }
    else
    {
        c0 = c1;
    }
    const float4 c2 = c0;
    const float4 _32 = Tex.sample(Smp, in.in_TEXCOORD0);
    const float4 _33 = c2 + _32;
    const float4 _35 = dfdx(c2);
    const float4 _36 = _33 + _35;
    out.out_SV_Target = _36;
    const reconverged_out _56 = out;
    return _56;
}

// entry under_if
#include <metal_stdlib>
using namespace metal;

struct under_if_in
{
    float2 in_TEXCOORD0 [[user(locn0)]];
};

struct under_if_out
{
    float4 out_SV_Target [[color(0)]];
};

float4 shade(float2 uv, texture2d<float> Tex, sampler Smp)
{
    const float4 _6 = Tex.sample(Smp, uv);
    return _6;
}

fragment under_if_out under_if(
    under_if_in in [[stage_in]],
    texture2d<float> Tex [[texture(0)]],
    sampler Smp [[sampler(0)]],
    float4 gl_FragCoord [[position]])
{
    float4 c;
    float4 c0;
    uint i;
    float4 c1;
    under_if_out out;
    float4 c3;
    uint i0;
    float4 _27;
    const float _9 = gl_FragCoord.x;
    const bool _10 = _9 > 8.0f;
    if (_10)
    {
        const float4 _14 = Tex.sample(Smp, in.in_TEXCOORD0);
        c = _14;
    }
    else
    {
        c = float4(0.0f, 0.0f, 0.0f, 0.0f);
    }
    const float4 c2 = c;
    c0 = c2;
    i = 0u;
    for (;;)
    {
        {
            c3 = c0;
            i0 = i;
            const float _20 = c3.w;
            const uint _21 = uint(_20);
            const bool _22 = i0 < _21;
            if (!_22)
            {
                break;
            }
            const float4 _25 = dfdx(c3);
            _27 = c3 + _25;
        }
        const uint _30 = i0 + 1u;
        c0 = _27;
        i = _30;
    }
    const float _33 = gl_FragCoord.y;
    const bool _34 = _33 > 8.0f;
    if (_34)
    {
        const float4 _36 = shade(in.in_TEXCOORD0, Tex, Smp);
        const float4 _38 = c3 + _36;
        c1 = _38;
    }
    else
    {
        c1 = c3;
    }
    const float4 c4 = c1;
    out.out_SV_Target = c4;
    const under_if_out _65 = out;
    return _65;
}

