#include <metal_stdlib>
using namespace metal;

struct main_in
{
    uint in_ID [[user(locn0), flat]];
};

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment main_out main0(
    main_in in [[stage_in]],
    texture_buffer<uint, access::read> Table [[texture(0)]],
    texture_buffer<int, access::read_write> Accum [[texture(1)]],
    float4 gl_FragCoord [[position]])
{
    main_out out;
    const uint4 _9 = Table.read(uint(in.in_ID));
    const ulong2 _10 = as_type<ulong2>(_9);
    const float _14 = gl_FragCoord.x;
    const uint _15 = uint(_14);
    const uint _16 = _15 & 15u;
    const int4 _21 = Accum.read(uint(_16));
    const long2 _22 = as_type<long2>(_21);
    const ulong _24 = _10.x;
    const ulong _26 = _24 >> 32ul;
    const long _27 = long(_26);
    const ulong _29 = _10.y;
    const ulong _30 = _29 & 65535ul;
    const long _31 = long(_30);
    const long _32 = -_31;
    const long2 _33 = long2(_27, _32);
    const long2 _34 = _22 + _33;
    const int4 _35 = as_type<int4>(_34);
    Accum.write(_35, uint(_16));
    const ulong _39 = _10.x;
    const uint _40 = uint(_39);
    const float _41 = float(_40);
    const ulong _43 = _10.y;
    const ulong _45 = _43 >> 48ul;
    const uint _46 = uint(_45);
    const float _47 = float(_46);
    const float4 _48 = float4(_41, _47, 0.0f, 1.0f);
    out.out_SV_Target = _48;
    const main_out _53 = out;
    return _53;
}

