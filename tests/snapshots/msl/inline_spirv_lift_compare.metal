#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* U [[buffer(0)]],
    device float* F [[buffer(1)]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    bool or0;
    bool or1;
    const uint _6 = U[gl_LocalInvocationIndex];
    const float _11 = F[gl_LocalInvocationIndex];
    const float2 _15 = float2(_11, 1.0f);
    const float2 _17 = float2(0.0f, _11);
    const bool2 _77 = _15 > _17;
    const bool2 _78 = _15 < _17;
    const bool2 _79 = _78 || _77;
    const bool _80 = _6 == 3u;
    const int _24 = int(_6);
    const uint _81 = as_type<uint>(_24);
    const bool _82 = _81 < 4294967295u;
    const bool _83 = !_82;
    const bool _84 = _80 && _83;
    const int _85 = as_type<int>(_6);
    const bool _86 = _85 >= 4;
    const bool _87 = _11 < 0.5f;
    const bool _88 = _86 || _87;
    const bool _89 = _11 > 2.0f;
    const bool _90 = _11 < 2.0f;
    const bool _91 = _90 || _89;
    const bool _92 = !_91;
    const bool _93 = _11 <= 1.0f;
    const bool _94 = !_93;
    const bool _95 = _92 != _94;
    if (_95)
    {
        or0 = _95;
    }
    else
    {
        const bool _46 = _79.x;
        or0 = _46;
    }
    const bool or2 = or0;
    if (or2)
    {
        or1 = or2;
    }
    else
    {
        const bool _51 = _79.y;
        or1 = _51;
    }
    const bool or3 = or1;
    const uint _96 = _84 ? 1u : 2u;
    const uint _97 = _88 ? 4u : 8u;
    const uint _61 = _96 + _97;
    const uint _98 = or3 ? 16u : 32u;
    const uint _64 = _61 + _98;
    const bool _99 = bool(isnan(_11));
    const uint _100 = _99 ? 64u : 0u;
    const uint _68 = _64 + _100;
    const bool _101 = bool(isinf(_11));
    const uint _102 = _101 ? 128u : 0u;
    const uint _72 = _68 + _102;
    U[gl_LocalInvocationIndex] = _72;
    return;
}

