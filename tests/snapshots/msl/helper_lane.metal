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

fragment main_out main0(
    main_in in [[stage_in]],
    device atomic_uint* Count [[buffer(0)]])
{
    main_out out;
    const float _8 = in.in_TEXCOORD0.x;
    const float _9 = dfdx(_8);
    const bool _11 = simd_is_helper_thread();
    const bool _12 = !_11;
    if (_12)
    {
        const uint _14 = atomic_fetch_add_explicit(&Count[0], 1u, memory_order_relaxed);
    }
    const float4 _16 = float4(_9, 0.0f, 0.0f, 1.0f);
    out.out_SV_Target = _16;
    const main_out _21 = out;
    return _21;
}

