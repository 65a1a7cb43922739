#include <metal_stdlib>
using namespace metal;

struct Item
{
    float v;
    uint id;
};

struct Item0
{
    float v;
    uint id;
};

kernel void main0(
    device uint* Slots [[buffer(0)]],
    device Item* Queue [[buffer(1)]],
    device Item* Source [[buffer(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    device atomic_int* counter_var_Slots [[buffer(3)]],
    device atomic_int* counter_var_Source [[buffer(4)]],
    device atomic_int* counter_var_Queue [[buffer(5)]])
{
    Item0 it;
    const int _5 = atomic_fetch_add_explicit(&counter_var_Slots[0u], 1, memory_order_relaxed);
    const uint _6 = as_type<uint>(_5);
    const uint _11 = gl_GlobalInvocationID.x;
    Slots[_6] = _11;
    const int _15 = atomic_fetch_add_explicit(&counter_var_Source[0u], (-1), memory_order_relaxed);
    const uint _16 = as_type<uint>(_15);
    const uint _17 = _16 - 1u;
    const Item _19 = Source[_17];
    const float _20 = _19.v;
    const uint _21 = _19.id;
    const Item0 _22 = Item0{_20, _21};
    it = _22;
    const float _25 = it.v;
    const float _26 = _25 * 2.0f;
    it.v = _26;
    const int _29 = atomic_fetch_add_explicit(&counter_var_Queue[0u], 1, memory_order_relaxed);
    const uint _30 = as_type<uint>(_29);
    const Item0 _32 = it;
    const float _33 = _32.v;
    const uint _34 = _32.id;
    const Item _35 = Item{_33, _34};
    Queue[_30] = _35;
    const uint _38 = gl_GlobalInvocationID.x;
    const bool _39 = _38 == 0u;
    if (_39)
    {
        const int _42 = atomic_fetch_add_explicit(&counter_var_Slots[0u], (-1), memory_order_relaxed);
        const uint _43 = as_type<uint>(_42);
        const uint _44 = _43 - 1u;
        Slots[0] = _44;
    }
    return;
}

