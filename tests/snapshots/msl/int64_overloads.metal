#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device long4* Out [[buffer(0)]],
    const device long4* In [[buffer(1)]],
    const device ulong2* U [[buffer(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    long2 t[2];
    int cond;
    int cond0;
    const uint _5 = gl_GlobalInvocationID.x;
    const long4 _7 = In[_5];
    const uint _11 = gl_GlobalInvocationID.x;
    const uint _12 = _11 + 1u;
    const long4 _14 = In[_12];
    const uint _18 = gl_GlobalInvocationID.x;
    const ulong2 _20 = U[_18];
    const long2 _24 = _7.xy;
    const long2 _26 = _14.zw;
    long2 _27[2];
    _27[0] = _24;
    _27[1] = _26;
    const long _31 = _27[0].x;
    const long _32 = _27[1].x;
    const long2 _33 = long2(_31, _32);
    const long _34 = _27[0].y;
    const long _35 = _27[1].y;
    const long2 _36 = long2(_34, _35);
    long2 _37[2];
    _37[0] = _33;
    _37[1] = _36;
    for (uint i = 0; i < 2; ++i)
    {
        t[i] = _37[i];
    }
    const uint _40 = gl_GlobalInvocationID.x;
    const long4 _44 = _7 * _14;
    const long _45 = _44.x;
    const long _46 = _44.y;
    const long _47 = _45 + _46;
    const long _48 = _44.z;
    const long _49 = _47 + _48;
    const long _50 = _44.w;
    const long _51 = _49 + _50;
    const ulong2 _54 = _20 * _20;
    const ulong _55 = _54.x;
    const ulong _56 = _54.y;
    const ulong _57 = _55 + _56;
    const long _58 = long(_57);
    const bool4 _60 = _7 != long4(0l, 0l, 0l, 0l);
    const bool _61 = bool(any(_60));
    if (_61)
    {
        cond = 1;
    }
    else
    {
        cond = 0;
    }
    const int cond1 = cond;
    const long _66 = long(cond1);
    const bool2 _68 = _20 != ulong2(0ul, 0ul);
    const bool _69 = bool(all(_68));
    if (_69)
    {
        cond0 = 2;
    }
    else
    {
        cond0 = 3;
    }
    const int cond2 = cond0;
    const long _74 = long(cond2);
    const long4 _75 = long4(_51, _58, _66, _74);
    const long4 _79 = _7 * _14;
    const long4 _80 = _79 + _7;
    const long4 _81 = _75 + _80;
    const long2 _83 = t[0];
    const long2 _85 = t[1];
    const long4 _86 = long4(_83, _85);
    const long4 _87 = _81 + _86;
    Out[_40] = _87;
    return;
}

