#include <metal_stdlib>
using namespace metal;

uint fib_1()
{
    return 1u;
}

uint fib_0()
{
    return 0u;
}

uint fib_2()
{
    const uint _0 = fib_1();
    const uint _1 = fib_0();
    const uint _2 = _0 + _1;
    return _2;
}

uint fib_3()
{
    const uint _0 = fib_2();
    const uint _1 = fib_1();
    const uint _2 = _0 + _1;
    return _2;
}

uint fib_4()
{
    const uint _0 = fib_3();
    const uint _1 = fib_2();
    const uint _2 = _0 + _1;
    return _2;
}

uint fib_5()
{
    const uint _0 = fib_4();
    const uint _1 = fib_3();
    const uint _2 = _0 + _1;
    return _2;
}

uint fib_6()
{
    const uint _0 = fib_5();
    const uint _1 = fib_4();
    const uint _2 = _0 + _1;
    return _2;
}

uint fib_7()
{
    const uint _0 = fib_6();
    const uint _1 = fib_5();
    const uint _2 = _0 + _1;
    return _2;
}

uint fib_8()
{
    const uint _0 = fib_7();
    const uint _1 = fib_6();
    const uint _2 = _0 + _1;
    return _2;
}

uint fib_9()
{
    const uint _0 = fib_8();
    const uint _1 = fib_7();
    const uint _2 = _0 + _1;
    return _2;
}

uint fib_10()
{
    const uint _0 = fib_9();
    const uint _1 = fib_8();
    const uint _2 = _0 + _1;
    return _2;
}

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    const uint _6 = fib_10();
    const uint _8 = gl_GlobalInvocationID.x;
    const uint _9 = fib_6();
    const uint _10 = _8 * _9;
    const uint _11 = _6 + _10;
    Out[_4] = _11;
    return;
}

