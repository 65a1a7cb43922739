#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Q [[buffer(0)]],
    device uint* C [[buffer(1)]],
    device uint* Out [[buffer(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    device atomic_int* counter_var_A [[buffer(3)]],
    device atomic_int* counter_var_B [[buffer(4)]],
    device atomic_int* counter_var_C [[buffer(5)]],
    device atomic_int* counter_var_Q [[buffer(6)]])
{
    const int _46 = atomic_fetch_add_explicit(&counter_var_A[0u], 1, memory_order_relaxed);
    const uint _47 = as_type<uint>(_46);
    const int _55 = atomic_fetch_add_explicit(&counter_var_B[0u], 1, memory_order_relaxed);
    const uint _56 = as_type<uint>(_55);
    const int _64 = atomic_fetch_add_explicit(&counter_var_B[0u], (-1), memory_order_relaxed);
    const uint _65 = as_type<uint>(_64);
    const uint _66 = _65 - 1u;
    const uint _13 = _56 + _66;
    const int _21 = atomic_fetch_add_explicit(&counter_var_A[0u], (-1), memory_order_relaxed);
    const uint _22 = as_type<uint>(_21);
    const uint _23 = _22 - 1u;
    const int _75 = atomic_fetch_add_explicit(&counter_var_C[0u], (-1), memory_order_relaxed);
    const uint _76 = as_type<uint>(_75);
    const uint _77 = _76 - 1u;
    const uint _79 = C[_77];
    const uint _27 = gl_GlobalInvocationID.x;
    const uint _28 = _79 + _27;
    const int _89 = atomic_fetch_add_explicit(&counter_var_Q[0u], 1, memory_order_relaxed);
    const uint _90 = as_type<uint>(_89);
    Q[_90] = _28;
    const uint _31 = gl_GlobalInvocationID.x;
    const uint _35 = _47 + _13;
    const uint _37 = _35 + _23;
    Out[_31] = _37;
    return;
}

