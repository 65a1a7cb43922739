#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint4* B [[buffer(0)]],
    device ulong* R [[buffer(1)]],
    const device ulong2* U [[buffer(2)]],
    const device long* S [[buffer(3)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const ulong2 _7 = U[_5];
    const uint _11 = gl_GlobalInvocationID.x;
    const long _13 = S[_11];
    const uint2 _17 = uint2(_7);
    const ulong2 _18 = _7 >> ulong2(32ul, 32ul);
    const uint2 _19 = uint2(_18);
    const uint2 _20 = uint2(popcount(_19));
    const uint2 _21 = uint2(popcount(_17));
    const uint2 _22 = _21 + _20;
    const ulong _24 = _7.x;
    const uint _25 = uint(_24);
    const ulong _26 = _24 >> 32ul;
    const uint _27 = uint(_26);
    const uint _28 = 31u - clz(_27);
    const uint _29 = _28 + 32u;
    const uint _30 = 31u - clz(_25);
    const bool _31 = _27 != 0u;
    const uint _32 = _31 ? _29 : _30;
    const ulong _34 = _7.y;
    const uint _35 = uint(_34);
    const ulong _36 = _34 >> 32ul;
    const uint _37 = uint(_36);
    const uint _38 = select(uint(ctz(_37)), uint(0xffffffffu), _37 == 0);
    const uint _39 = _38 + 32u;
    const bool _40 = _37 != 0u;
    const uint _41 = _40 ? _39 : 4294967295u;
    const uint _42 = select(uint(ctz(_35)), uint(0xffffffffu), _35 == 0);
    const bool _43 = _35 != 0u;
    const uint _44 = _43 ? _42 : _41;
    const uint4 _45 = uint4(_22, _32, _44);
    B[0] = _45;
    const bool _49 = _13 < 0l;
    const long _50 = ~_13;
    const long _51 = _49 ? _50 : _13;
    const ulong _52 = as_type<ulong>(_51);
    const uint _53 = uint(_52);
    const ulong _54 = _52 >> 32ul;
    const uint _55 = uint(_54);
    const uint _56 = 31u - clz(_55);
    const uint _57 = _56 + 32u;
    const uint _58 = 31u - clz(_53);
    const bool _59 = _55 != 0u;
    const uint _60 = _59 ? _57 : _58;
    const ulong _62 = as_type<ulong>(_13);
    const uint _63 = uint(_62);
    const ulong _64 = _62 >> 32ul;
    const uint _65 = uint(_64);
    const uint _66 = select(uint(ctz(_65)), uint(0xffffffffu), _65 == 0);
    const uint _67 = _66 + 32u;
    const bool _68 = _65 != 0u;
    const uint _69 = _68 ? _67 : 4294967295u;
    const uint _70 = select(uint(ctz(_63)), uint(0xffffffffu), _63 == 0);
    const bool _71 = _63 != 0u;
    const uint _72 = _71 ? _70 : _69;
    const ulong _74 = as_type<ulong>(_13);
    const uint _75 = uint(_74);
    const ulong _76 = _74 >> 32ul;
    const uint _77 = uint(_76);
    const uint _78 = popcount(_77);
    const uint _79 = popcount(_75);
    const uint _80 = _79 + _78;
    const uint4 _81 = uint4(_60, _72, _80, 0u);
    B[1] = _81;
    const ulong _85 = _7.x;
    const uint _86 = uint(_85);
    const ulong _87 = _85 >> 32ul;
    const uint _88 = uint(_87);
    const uint _89 = reverse_bits(_86);
    const ulong _90 = ulong(_89);
    const ulong _91 = _90 << 32ul;
    const uint _92 = reverse_bits(_88);
    const ulong _93 = ulong(_92);
    const ulong _94 = _91 | _93;
    R[0] = _94;
    const ulong _98 = as_type<ulong>(_13);
    const uint _99 = uint(_98);
    const ulong _100 = _98 >> 32ul;
    const uint _101 = uint(_100);
    const uint _102 = reverse_bits(_99);
    const ulong _103 = ulong(_102);
    const ulong _104 = _103 << 32ul;
    const uint _105 = reverse_bits(_101);
    const ulong _106 = ulong(_105);
    const ulong _107 = _104 | _106;
    const long _108 = as_type<long>(_107);
    const ulong _109 = ulong(_108);
    R[1] = _109;
    return;
}

