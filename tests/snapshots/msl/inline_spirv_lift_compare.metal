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
    const bool2 _78 = _15 > _17;
    const bool2 _79 = _15 < _17;
    const bool2 _80 = _79 || _78;
    const bool _81 = _6 == 3u;
    const int _24 = int(_6);
    const uint _82 = as_type<uint>(_24);
    const bool _83 = _82 < 4294967295u;
    const bool _84 = !_83;
    const bool _85 = _81 && _84;
    const int _86 = as_type<int>(_6);
    const bool _87 = _86 >= 4;
    const bool _88 = _11 < 0.5f;
    const bool _89 = _87 || _88;
    const bool _90 = _11 > 2.0f;
    const bool _91 = _11 < 2.0f;
    const bool _92 = _91 || _90;
    const bool _93 = !_92;
    const bool _94 = _11 <= 1.0f;
    const bool _95 = !_94;
    const bool _96 = _93 != _95;
    if (_96)
    {
        or0 = _96;
    }
    else
    {
        const bool _47 = _80.x;
        or0 = _47;
    }
    const bool or2 = or0;
    if (or2)
    {
        or1 = or2;
    }
    else
    {
        const bool _52 = _80.y;
        or1 = _52;
    }
    const bool or3 = or1;
    const uint _97 = _85 ? 1u : 2u;
    const uint _98 = _89 ? 4u : 8u;
    const uint _62 = _97 + _98;
    const uint _99 = or3 ? 16u : 32u;
    const uint _65 = _62 + _99;
    const bool _100 = bool(isnan(_11));
    const uint _101 = _100 ? 64u : 0u;
    const uint _69 = _65 + _101;
    const bool _102 = bool(isinf(_11));
    const uint _103 = _102 ? 128u : 0u;
    const uint _73 = _69 + _103;
    U[gl_LocalInvocationIndex] = _73;
    return;
}

