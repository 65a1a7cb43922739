#include <metal_stdlib>
using namespace metal;

struct Packed
{
    uint mat_emissive_layer_id;
};

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Packed p;
    uint r;
    uint r0;
    p = Packed{0u};
    const uint _7 = gl_GlobalInvocationID.x;
    const uint _8 = _7 & 3u;
    const uint _9 = _8 & 3u;
    const uint _10 = p.mat_emissive_layer_id;
    const uint _11 = _10 & 4294967292u;
    const uint _12 = _11 | _9;
    p.mat_emissive_layer_id = _12;
    const uint _16 = gl_GlobalInvocationID.x;
    const uint _17 = _16 & 4u;
    const bool _18 = _17 != 0u;
    const uint _19 = _18 ? 1u : 0u;
    const uint _20 = _19 & 1u;
    const uint _21 = _20 << 2u;
    const uint _22 = p.mat_emissive_layer_id;
    const uint _23 = _22 & 4294967291u;
    const uint _24 = _23 | _21;
    p.mat_emissive_layer_id = _24;
    const uint _28 = gl_GlobalInvocationID.x;
    const uint _30 = _28 >> 3u;
    const uint _31 = _30 & 31u;
    const uint _32 = _31 << 3u;
    const uint _33 = p.mat_emissive_layer_id;
    const uint _34 = _33 & 4294967047u;
    const uint _35 = _34 | _32;
    p.mat_emissive_layer_id = _35;
    const uint _39 = gl_GlobalInvocationID.x;
    const uint _40 = _39 * 1000u;
    const uint _41 = _40 & 16777215u;
    const uint _42 = _41 << 8u;
    const uint _43 = p.mat_emissive_layer_id;
    const uint _44 = _43 & 255u;
    const uint _45 = _44 | _42;
    p.mat_emissive_layer_id = _45;
    const uint _49 = p.mat_emissive_layer_id;
    const uint _50 = _49 >> 8u;
    const uint _51 = _50 & 16777215u;
    const uint _53 = p.mat_emissive_layer_id;
    const uint _54 = _53 >> 3u;
    const uint _55 = _54 & 31u;
    const uint _56 = _51 + _55;
    const uint _59 = p.mat_emissive_layer_id;
    const uint _60 = _59 >> 2u;
    const uint _61 = _60 & 1u;
    const bool _62 = _61 != 0u;
    if (_62)
    {
        const uint _66 = _56 + 1073741824u;
        r = _66;
    }
    else
    {
        r = _56;
    }
    const uint r1 = r;
    const uint _69 = p.mat_emissive_layer_id;
    const uint _70 = _69 & 3u;
    switch (_70)
    {
    case 2u:
    {
        const uint _72 = r1 + 7u;
        r0 = _72;
        break;
    }
    case 1u:
    {
        const uint _76 = r1 + 3u;
        r0 = _76;
        break;
    }
    default:
    {
        r0 = r1;
        break;
    }
    }
    const uint r2 = r0;
    const uint _81 = gl_GlobalInvocationID.x;
    Out[_81] = r2;
    return;
}

