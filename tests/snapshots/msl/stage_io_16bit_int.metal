#include <metal_stdlib>
using namespace metal;

struct main_in
{
    ushort in_ID [[user(locn0), flat]];
    short2 in_OFFSET [[user(locn1), flat]];
};

struct main_out
{
    ushort4 out_SV_Target [[color(0)]];
};

struct PSIn
{
    float4 pos;
    ushort id;
    short2 offset;
};

fragment main_out main0(
    main_in in [[stage_in]],
    float4 gl_FragCoord [[position]])
{
    PSIn i;
    main_out out;
    i.pos = gl_FragCoord;
    i.id = in.in_ID;
    i.offset = in.in_OFFSET;
    const ushort _11 = i.id;
    const short2 _13 = i.offset;
    const short _14 = _13.x;
    const ushort _15 = ushort(_14);
    const short2 _17 = i.offset;
    const short _18 = _17.y;
    const ushort _19 = ushort(_18);
    const float4 _21 = i.pos;
    const float _22 = _21.x;
    const ushort _23 = ushort(_22);
    const ushort4 _24 = ushort4(_11, _15, _19, _23);
    out.out_SV_Target = _24;
    const main_out _29 = out;
    return _29;
}

