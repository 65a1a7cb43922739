#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device long4* Out [[buffer(0)]],
    device ulong2* OutU [[buffer(1)]],
    device long* In [[buffer(2)]])
{
    Out[0] = long4((-9223372036854775807l), (-256l), 9223372036854775807l, (-4611686018427387904l));
    const long _4 = In[0];
    const long4 _5 = long4((-9223372036854775807l), _4, (-4611686018427387904l), (-12884901888l));
    Out[1] = _5;
    const long _9 = In[1];
    const long4 _10 = long4((-9223372036854775807l), _9, (-4294967297l), (-4294967295l));
    Out[2] = _10;
    const long _17 = In[2];
    const long _18 = _17 * (-4294967296l);
    const long4 _19 = long4((-9223372036854775807l), (-4611686018427387904l), _18, (-4294967296l));
    Out[3] = _19;
    OutU[0] = ulong2(18446744073709551615ul, 18446744069414584319ul);
    return;
}

