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
    const ulong _17 = _7.x;
    const uint2 _18 = as_type<uint2>(_17);
    const uint _19 = _18.x;
    const uint _20 = _18.y;
    const uint _21 = popcount(_20);
    const uint _22 = popcount(_19);
    const uint _23 = _22 + _21;
    const ulong _24 = _7.y;
    const uint2 _25 = as_type<uint2>(_24);
    const uint _26 = _25.x;
    const uint _27 = _25.y;
    const uint _28 = popcount(_27);
    const uint _29 = popcount(_26);
    const uint _30 = _29 + _28;
    const uint2 _31 = uint2(_23, _30);
    const ulong _33 = _7.x;
    const uint2 _34 = as_type<uint2>(_33);
    const uint _35 = _34.x;
    const uint _36 = _34.y;
    const uint _37 = 31u - clz(_36);
    const uint _38 = 32u + _37;
    const uint _39 = 31u - clz(_35);
    const bool _40 = _36 != 0u;
    const uint _41 = _40 ? _38 : _39;
    const ulong _43 = _7.y;
    const uint2 _44 = as_type<uint2>(_43);
    const uint _45 = _44.x;
    const uint _46 = _44.y;
    const uint _47 = select(uint(ctz(_46)), uint(0xffffffffu), _46 == 0);
    const uint _48 = 32u + _47;
    const bool _49 = _46 == 0u;
    const uint _50 = _49 ? 4294967295u : _48;
    const uint _51 = select(uint(ctz(_45)), uint(0xffffffffu), _45 == 0);
    const bool _52 = _45 != 0u;
    const uint _53 = _52 ? _51 : _50;
    const uint4 _54 = uint4(_31, _41, _53);
    B[0] = _54;
    const uint2 _58 = as_type<uint2>(_13);
    const uint _59 = _58.x;
    const uint _60 = _58.y;
    const bool _61 = _60 == 4294967295u;
    const uint _62 = ~_59;
    const uint _63 = _61 ? _62 : _59;
    const uint _64 = 31u - clz(_63);
    const int _65 = as_type<int>(_60);
    const uint _66 = 31u - clz(as_type<uint>(select(_65, ~_65, _65 < 0)));
    const uint _67 = 32u + _66;
    const bool _68 = _60 == 0u;
    const bool _69 = _61 || _68;
    const uint _70 = _69 ? _64 : _67;
    const uint2 _72 = as_type<uint2>(_13);
    const uint _73 = _72.x;
    const uint _74 = _72.y;
    const uint _75 = select(uint(ctz(_74)), uint(0xffffffffu), _74 == 0);
    const uint _76 = 32u + _75;
    const bool _77 = _74 == 0u;
    const uint _78 = _77 ? 4294967295u : _76;
    const uint _79 = select(uint(ctz(_73)), uint(0xffffffffu), _73 == 0);
    const bool _80 = _73 != 0u;
    const uint _81 = _80 ? _79 : _78;
    const uint2 _83 = as_type<uint2>(_13);
    const uint _84 = _83.x;
    const uint _85 = _83.y;
    const uint _86 = popcount(_85);
    const uint _87 = popcount(_84);
    const uint _88 = _87 + _86;
    const uint4 _89 = uint4(_70, _81, _88, 0u);
    B[1] = _89;
    const ulong _93 = _7.x;
    const uint2 _94 = as_type<uint2>(_93);
    const uint _95 = _94.x;
    const uint _96 = _94.y;
    const uint _97 = reverse_bits(_96);
    const uint _98 = reverse_bits(_95);
    const uint2 _99 = uint2(_97, _98);
    const ulong _100 = as_type<ulong>(_99);
    R[0] = _100;
    const uint2 _104 = as_type<uint2>(_13);
    const uint _105 = _104.x;
    const uint _106 = _104.y;
    const uint _107 = reverse_bits(_106);
    const uint _108 = reverse_bits(_105);
    const uint2 _109 = uint2(_107, _108);
    const long _110 = as_type<long>(_109);
    const ulong _111 = ulong(_110);
    R[1] = _111;
    return;
}

