#include <metal_stdlib>
using namespace metal;

struct type_Params
{
    uint count;
    float dt;
};

kernel void main0(
    device float4* Pos [[buffer(0)]],
    constant type_Params& Params [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    threadgroup float4 tile[64];
    uint3 id;
    uint gi;
    uint index;
    float4 p;
    float4 acc;
    uint t;
    uint j;
    bool returned;
    returned = false;
    id = gl_GlobalInvocationID;
    gi = gl_LocalInvocationIndex;
    const uint3 _7 = id;
    const uint _8 = _7.x;
    index = _8;
    const uint _10 = index;
    const uint _12 = Params.count;
    const bool _13 = _10 >= _12;
    if (_13)
    {
        returned = true;
    }
    const bool _72 = returned;
    const bool _73 = !_72;
    if (_73)
    {
        const uint _16 = index;
        const float4 _18 = Pos[_16];
        p = _18;
        acc = float4(0.0f, 0.0f, 0.0f, 0.0f);
    }
    t = 0u;
    for (;;)
    {
        {
            const uint _24 = t;
            const uint _26 = Params.count;
            const bool _27 = _24 < _26;
            if (!_27)
            {
                break;
            }
            const bool _74 = returned;
            const bool _75 = !_74;
            if (_75)
            {
                const uint _29 = gi;
                const uint _31 = t;
                const uint _32 = gi;
                const uint _33 = _31 + _32;
                const float4 _35 = Pos[_33];
                tile[_29] = _35;
            }
            threadgroup_barrier(mem_flags::mem_threadgroup);
            const bool _76 = returned;
            const bool _77 = !_76;
            if (_77)
            {
                j = 0u;
                for (;;)
                {
                    {
                        const uint _40 = j;
                        const bool _41 = _40 < 64u;
                        if (!_41)
                        {
                            break;
                        }
                        const uint _43 = j;
                        const float4 _45 = tile[_43];
                        const float4 _46 = p;
                        const float4 _47 = _45 - _46;
                        const float4 _48 = acc;
                        const float4 _49 = _48 + _47;
                        acc = _49;
                    }
                    const uint _51 = j;
                    const uint _52 = _51 + 1u;
                    j = _52;
                }
            }
            threadgroup_barrier(mem_flags::mem_threadgroup);
        }
        const uint _55 = t;
        const uint _56 = _55 + 64u;
        t = _56;
    }
    const bool _78 = returned;
    const bool _79 = !_78;
    if (_79)
    {
        const uint _58 = index;
        const float4 _60 = p;
        const float4 _61 = acc;
        const float _63 = Params.dt;
        const float4 _64 = float4(_63);
        const float4 _65 = _61 * _64;
        const float4 _66 = _60 + _65;
        Pos[_58] = _66;
    }
    return;
}

