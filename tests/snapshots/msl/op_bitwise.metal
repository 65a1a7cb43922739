#include <metal_stdlib>
using namespace metal;

struct Mask
{
    uint bits;
};

Mask Mask_operator_bitand(thread Mask& this0, Mask o)
{
    Mask o0;
    Mask r;
    o0 = o;
    const uint _7 = this0.bits;
    const uint _9 = o0.bits;
    const uint _10 = _7 & _9;
    r.bits = _10;
    const Mask _12 = r;
    return _12;
}

Mask Mask_operator_xor(thread Mask& this0, Mask o)
{
    Mask o0;
    Mask r;
    o0 = o;
    const uint _7 = this0.bits;
    const uint _9 = o0.bits;
    const uint _10 = _7 ^ _9;
    r.bits = _10;
    const Mask _12 = r;
    return _12;
}

Mask Mask_operator_bitor(thread Mask& this0, Mask o)
{
    Mask o0;
    Mask r;
    o0 = o;
    const uint _7 = this0.bits;
    const uint _9 = o0.bits;
    const uint _10 = _7 | _9;
    r.bits = _10;
    const Mask _12 = r;
    return _12;
}

Mask Mask_operator_bitor0(thread Mask& this0, uint b)
{
    Mask r;
    const uint _7 = this0.bits;
    const uint _9 = _7 | b;
    r.bits = _9;
    const Mask _11 = r;
    return _11;
}

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Mask a;
    Mask c;
    Mask this0;
    Mask this1;
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = 240u | _5;
    const Mask _7 = Mask{_6};
    a = _7;
    const Mask _15 = Mask_operator_bitand(a, Mask{60u});
    this1 = _15;
    const Mask _18 = Mask_operator_xor(a, Mask{60u});
    const Mask _19 = Mask_operator_bitor(this1, _18);
    this0 = _19;
    const Mask _21 = Mask_operator_bitor0(this0, 256u);
    c = _21;
    const uint _24 = gl_GlobalInvocationID.x;
    const uint _27 = c.bits;
    Out[_24] = _27;
    return;
}

