#include <metal_stdlib>
using namespace metal;

struct Version
{
    uint major;
    uint minor;
};

uint Version_key(thread Version& this0)
{
    const uint _2 = this0.major;
    const uint _3 = _2 * 1000u;
    const uint _5 = this0.minor;
    const uint _6 = _3 + _5;
    return _6;
}

bool Version_operator_eq(thread Version& this0, Version o)
{
    Version o0;
    o0 = o;
    const uint _4 = Version_key(this0);
    const uint _5 = Version_key(o0);
    const bool _6 = _4 == _5;
    return _6;
}

bool Version_operator_ne(thread Version& this0, Version o)
{
    Version o0;
    o0 = o;
    const uint _4 = Version_key(this0);
    const uint _5 = Version_key(o0);
    const bool _6 = _4 != _5;
    return _6;
}

bool Version_operator_lt(thread Version& this0, Version o)
{
    Version o0;
    o0 = o;
    const uint _4 = Version_key(this0);
    const uint _5 = Version_key(o0);
    const bool _6 = _4 < _5;
    return _6;
}

bool Version_operator_gt(thread Version& this0, Version o)
{
    Version o0;
    o0 = o;
    const uint _4 = Version_key(this0);
    const uint _5 = Version_key(o0);
    const bool _6 = _4 > _5;
    return _6;
}

bool Version_operator_le(thread Version& this0, Version o)
{
    Version o0;
    o0 = o;
    const uint _4 = Version_key(this0);
    const uint _5 = Version_key(o0);
    const bool _6 = _4 <= _5;
    return _6;
}

bool Version_operator_ge(thread Version& this0, Version o)
{
    Version o0;
    o0 = o;
    const uint _4 = Version_key(this0);
    const uint _5 = Version_key(o0);
    const bool _6 = _4 >= _5;
    return _6;
}

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Version a;
    uint r;
    uint r0;
    uint r1;
    uint r2;
    int cond;
    int cond0;
    const uint _5 = gl_GlobalInvocationID.x;
    const Version _6 = Version{1u, _5};
    a = _6;
    const bool _13 = Version_operator_eq(a, Version{1u, 4u});
    if (_13)
    {
        r = 1u;
    }
    else
    {
        r = 0u;
    }
    const uint r3 = r;
    const bool _18 = Version_operator_ne(a, Version{1u, 4u});
    if (_18)
    {
        const uint _20 = r3 | 2u;
        r0 = _20;
    }
    else
    {
        r0 = r3;
    }
    const uint r4 = r0;
    const bool _23 = Version_operator_lt(a, Version{1u, 4u});
    if (_23)
    {
        const uint _25 = r4 | 4u;
        r1 = _25;
    }
    else
    {
        r1 = r4;
    }
    const uint r5 = r1;
    const bool _28 = Version_operator_gt(a, Version{1u, 4u});
    if (_28)
    {
        const uint _30 = r5 | 8u;
        r2 = _30;
    }
    else
    {
        r2 = r5;
    }
    const uint r6 = r2;
    const bool _33 = Version_operator_le(a, Version{1u, 4u});
    if (_33)
    {
        cond = 16;
    }
    else
    {
        cond = 0;
    }
    const int cond1 = cond;
    const bool _39 = Version_operator_ge(a, Version{1u, 4u});
    if (_39)
    {
        cond0 = 32;
    }
    else
    {
        cond0 = 0;
    }
    const int cond2 = cond0;
    const int _44 = cond1 | cond2;
    const uint _45 = uint(_44);
    const uint _47 = r6 | _45;
    const uint _50 = gl_GlobalInvocationID.x;
    Out[_50] = _47;
    return;
}

