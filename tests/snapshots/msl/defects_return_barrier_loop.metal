#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Data [[buffer(0)]],
    device uint* Out [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    threadgroup uint tile[64];
    uint acc;
    uint t;
    bool returned;
    bool value;
    bool and0;
    bool value0;
    bool returned0;
    bool returned1;
    uint acc0;
    uint acc1;
    uint t0;
    bool returned2;
    bool value2;
    bool returned4;
    uint acc2;
    const uint _8 = gl_GlobalInvocationID.x;
    acc = 0u;
    t = 0u;
    returned = false;
    value = false;
    for (;;)
    {
        {
            acc1 = acc;
            t0 = t;
            returned2 = returned;
            const bool value1 = value;
            const bool _15 = t0 < 4u;
            if (!_15)
            {
                break;
            }
            const bool _62 = !returned2;
            if (_62)
            {
                const bool _19 = t0 == 2u;
                if (_19)
                {
                    const uint _22 = _8 & 1u;
                    const bool _23 = _22 != 0u;
                    and0 = _23;
                }
                else
                {
                    and0 = _19;
                }
                const bool and1 = and0;
                value0 = and1;
            }
            else
            {
                value0 = value1;
            }
            value2 = value0;
            const bool _67 = !returned2;
            if (_67)
            {
                if (value2)
                {
                    const uint _29 = acc1 + 1000000u;
                    Out[_8] = _29;
                    returned0 = true;
                }
                else
                {
                    returned0 = returned2;
                }
                const bool returned3 = returned0;
                returned1 = returned3;
            }
            else
            {
                returned1 = returned2;
            }
            returned4 = returned1;
            const bool _70 = !returned4;
            if (_70)
            {
                const uint _36 = Data[_8];
                const uint _38 = t0 + 1u;
                const uint _39 = _36 * _38;
                tile[gl_LocalInvocationIndex] = _39;
            }
            threadgroup_barrier(mem_flags::mem_threadgroup);
            const bool _72 = !returned4;
            if (_72)
            {
                const uint _43 = gl_LocalInvocationIndex + 1u;
                const uint _44 = _43 % 64u;
                const uint _46 = tile[_44];
                const uint _48 = acc1 + _46;
                acc0 = _48;
            }
            else
            {
                acc0 = acc1;
            }
            acc2 = acc0;
            threadgroup_barrier(mem_flags::mem_threadgroup);
        }
        const uint _52 = t0 + 1u;
        acc = acc2;
        t = _52;
        returned = returned4;
        value = value2;
    }
    const bool _74 = !returned2;
    if (_74)
    {
        Out[_8] = acc1;
    }
    return;
}

