#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Q0 [[buffer(0)]],
    device uint* Q1 [[buffer(1)]],
    device uint* In [[buffer(2)]],
    device uint* Out [[buffer(3)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    device atomic_int* counter_var_In [[buffer(4)]],
    device atomic_int* counter_var_Q0 [[buffer(5)]],
    device atomic_int* counter_var_Q1 [[buffer(6)]])
{
    uint n;
    uint i;
    int element;
    uint n0;
    uint i0;
    uint _39;
    n = 0u;
    i = 0u;
    for (;;)
    {
        {
            n0 = n;
            i0 = i;
            const uint _12 = gl_GlobalInvocationID.x;
            const uint _13 = _12 + 2u;
            const bool _14 = i0 < _13;
            if (!_14)
            {
                break;
            }
            const int _18 = atomic_fetch_add_explicit(&counter_var_In[0u], (-1), memory_order_relaxed);
            const uint _19 = as_type<uint>(_18);
            const uint _20 = _19 - 1u;
            const uint _22 = In[_20];
            const bool _25 = _22 == 0u;
            if (_25)
            {
                break;
            }
            const uint _28 = _22 & 1u;
            switch (_28)
            {
            case 0u:
            {
                const int _65 = atomic_fetch_add_explicit(&counter_var_Q0[0u], 1, memory_order_relaxed);
                element = _65;
                break;
            }
            case 1u:
            default:
            {
                const int _70 = atomic_fetch_add_explicit(&counter_var_Q1[0u], 1, memory_order_relaxed);
                element = _70;
                break;
            }
            }
            const int element0 = element;
            const uint _34 = as_type<uint>(element0);
            switch (_28)
            {
            case 0u:
            {
                Q0[_34] = _22;
                break;
            }
            case 1u:
            default:
            {
                Q1[_34] = _22;
                break;
            }
            }
            _39 = n0 + 1u;
        }
        const uint _42 = i0 + 1u;
        n = _39;
        i = _42;
    }
    const uint _45 = gl_GlobalInvocationID.x;
    Out[_45] = n0;
    return;
}

