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
    bool returned;
    float4 p;
    float4 acc;
    float4 acc0;
    uint t;
    float4 acc1;
    uint j;
    float4 acc2;
    float4 acc4;
    uint t0;
    float4 acc5;
    uint j0;
    float4 _49;
    float4 acc6;
    const uint _8 = gl_GlobalInvocationID.x;
    const uint _12 = Params.count;
    const bool _13 = _8 >= _12;
    if (_13)
    {
        returned = true;
    }
    else
    {
        returned = false;
    }
    const bool returned0 = returned;
    const bool _73 = !returned0;
    if (_73)
    {
        const float4 _18 = Pos[_8];
        p = _18;
        acc = float4(0.0f, 0.0f, 0.0f, 0.0f);
    }
    else
    {
        p = float4(0.0f);
        acc = float4(0.0f);
    }
    const float4 p0 = p;
    const float4 acc3 = acc;
    acc0 = acc3;
    t = 0u;
    for (;;)
    {
        {
            acc4 = acc0;
            t0 = t;
            const uint _26 = Params.count;
            const bool _27 = t0 < _26;
            if (!_27)
            {
                break;
            }
            const bool _75 = !returned0;
            if (_75)
            {
                const uint _33 = t0 + gl_LocalInvocationIndex;
                const float4 _35 = Pos[_33];
                tile[gl_LocalInvocationIndex] = _35;
            }
            threadgroup_barrier(mem_flags::mem_threadgroup);
            const bool _77 = !returned0;
            if (_77)
            {
                acc1 = acc4;
                j = 0u;
                for (;;)
                {
                    {
                        acc5 = acc1;
                        j0 = j;
                        const bool _41 = j0 < 64u;
                        if (!_41)
                        {
                            break;
                        }
                        const float4 _45 = tile[j0];
                        const float4 _47 = _45 - p0;
                        _49 = acc5 + _47;
                    }
                    const uint _52 = j0 + 1u;
                    acc1 = _49;
                    j = _52;
                }
                acc2 = acc5;
            }
            else
            {
                acc2 = acc4;
            }
            acc6 = acc2;
            threadgroup_barrier(mem_flags::mem_threadgroup);
        }
        const uint _56 = t0 + 64u;
        acc0 = acc6;
        t = _56;
    }
    const bool _79 = !returned0;
    if (_79)
    {
        const float _63 = Params.dt;
        const float4 _64 = float4(_63);
        const float4 _65 = acc4 * _64;
        const float4 _66 = p0 + _65;
        Pos[_8] = _66;
    }
    return;
}

