#include <metal_stdlib>
using namespace metal;

struct vs_main_in
{
    float4 in_POSITION [[attribute(0)]];
    float2 in_BONE0 [[attribute(1)]];
    float2 in_BONE1 [[attribute(2)]];
    float2 in_BONE2 [[attribute(3)]];
    float2 in_BONE3 [[attribute(4)]];
    float2 in_BONE4 [[attribute(5)]];
    float2 in_BONE5 [[attribute(6)]];
};

struct vs_main_out
{
    float4 gl_Position [[position]];
    float2 out_TEXCOORD1 [[user(locn0)]];
    float2 out_TEXCOORD2 [[user(locn1)]];
    float2 out_TEXCOORD3 [[user(locn2)]];
    float2 out_TEXCOORD4 [[user(locn3)]];
    float2 out_TEXCOORD5 [[user(locn4)]];
    float2 out_TEXCOORD6 [[user(locn5)]];
    float3 out_FRAME0 [[user(locn6)]];
    float3 out_FRAME1 [[user(locn7)]];
    float3 out_FRAME2 [[user(locn8)]];
    float3 out_FRAME3 [[user(locn9)]];
};

struct VSOut
{
    float4 pos;
    float2 grid[2][3];
    float2x3 frames[2];
};

struct ps_main_in
{
    float2 in_TEXCOORD1 [[user(locn0)]];
    float2 in_TEXCOORD2 [[user(locn1)]];
    float2 in_TEXCOORD3 [[user(locn2)]];
    float2 in_TEXCOORD4 [[user(locn3)]];
    float2 in_TEXCOORD5 [[user(locn4)]];
    float2 in_TEXCOORD6 [[user(locn5)]];
    float3 in_FRAME0 [[user(locn6)]];
    float3 in_FRAME1 [[user(locn7)]];
    float3 in_FRAME2 [[user(locn8)]];
    float3 in_FRAME3 [[user(locn9)]];
};

struct ps_main_out
{
    float4 out_SV_Target [[color(0)]];
};

vertex vs_main_out vs_main(
    vs_main_in in [[stage_in]])
{
    float3x2 bones[2];
    VSOut o;
    int i;
    int j;
    vs_main_out out;
    int i0;
    int j0;
    bones[0u][0u] = in.in_BONE0;
    bones[0u][1u] = in.in_BONE1;
    bones[0u][2u] = in.in_BONE2;
    bones[1u][0u] = in.in_BONE3;
    bones[1u][1u] = in.in_BONE4;
    bones[1u][2u] = in.in_BONE5;
    o.pos = in.in_POSITION;
    i = 0;
    for (;;)
    {
        {
            i0 = i;
            const bool _35 = i0 < 2;
            if (!_35)
            {
                break;
            }
            j = 0;
            for (;;)
            {
                {
                    j0 = j;
                    const bool _40 = j0 < 3;
                    if (!_40)
                    {
                        break;
                    }
                    const float2 _51 = bones[i0][j0];
                    const int _54 = i0 + j0;
                    const float _55 = float(_54);
                    const float2 _56 = float2(_55);
                    const float2 _57 = _51 * _56;
                    o.grid[i0][j0] = _57;
                }
                const int _60 = j0 + 1;
                j = _60;
            }
        }
        const int _63 = i0 + 1;
        i = _63;
    }
    const float3x2 _68 = bones[0];
    const float2x3 _69 = transpose(_68);
    o.frames[0] = _69;
    const float3x2 _74 = bones[1];
    const float2x3 _75 = transpose(_74);
    o.frames[1] = _75;
    const VSOut _77 = o;
    const float4 _78 = _77.pos;
    out.gl_Position = _78;
    float2 _80[2][3];
    for (uint i1 = 0; i1 < 2; ++i1)
    {
        for (uint i2 = 0; i2 < 3; ++i2)
        {
            _80[i1][i2] = _77.grid[i1][i2];
        }
    }
    float2 _81[3];
    for (uint i3 = 0; i3 < 3; ++i3)
    {
        _81[i3] = _80[0][i3];
    }
    const float2 _82 = _81[0];
    out.out_TEXCOORD1 = _82;
    float2 _84[2][3];
    for (uint i4 = 0; i4 < 2; ++i4)
    {
        for (uint i5 = 0; i5 < 3; ++i5)
        {
            _84[i4][i5] = _77.grid[i4][i5];
        }
    }
    float2 _85[3];
    for (uint i6 = 0; i6 < 3; ++i6)
    {
        _85[i6] = _84[0][i6];
    }
    const float2 _86 = _85[1];
    out.out_TEXCOORD2 = _86;
    float2 _88[2][3];
    for (uint i7 = 0; i7 < 2; ++i7)
    {
        for (uint i8 = 0; i8 < 3; ++i8)
        {
            _88[i7][i8] = _77.grid[i7][i8];
        }
    }
    float2 _89[3];
    for (uint i9 = 0; i9 < 3; ++i9)
    {
        _89[i9] = _88[0][i9];
    }
    const float2 _90 = _89[2];
    out.out_TEXCOORD3 = _90;
    float2 _92[2][3];
    for (uint i10 = 0; i10 < 2; ++i10)
    {
        for (uint i11 = 0; i11 < 3; ++i11)
        {
            _92[i10][i11] = _77.grid[i10][i11];
        }
    }
    float2 _93[3];
    for (uint i12 = 0; i12 < 3; ++i12)
    {
        _93[i12] = _92[1][i12];
    }
    const float2 _94 = _93[0];
    out.out_TEXCOORD4 = _94;
    float2 _96[2][3];
    for (uint i13 = 0; i13 < 2; ++i13)
    {
        for (uint i14 = 0; i14 < 3; ++i14)
        {
            _96[i13][i14] = _77.grid[i13][i14];
        }
    }
    float2 _97[3];
    for (uint i15 = 0; i15 < 3; ++i15)
    {
        _97[i15] = _96[1][i15];
    }
    const float2 _98 = _97[1];
    out.out_TEXCOORD5 = _98;
    float2 _100[2][3];
    for (uint i16 = 0; i16 < 2; ++i16)
    {
        for (uint i17 = 0; i17 < 3; ++i17)
        {
            _100[i16][i17] = _77.grid[i16][i17];
        }
    }
    float2 _101[3];
    for (uint i18 = 0; i18 < 3; ++i18)
    {
        _101[i18] = _100[1][i18];
    }
    const float2 _102 = _101[2];
    out.out_TEXCOORD6 = _102;
    float2x3 _104[2];
    for (uint i19 = 0; i19 < 2; ++i19)
    {
        _104[i19] = _77.frames[i19];
    }
    const float2x3 _105 = _104[0];
    const float3 _106 = _105[0];
    out.out_FRAME0 = _106;
    float2x3 _108[2];
    for (uint i20 = 0; i20 < 2; ++i20)
    {
        _108[i20] = _77.frames[i20];
    }
    const float2x3 _109 = _108[0];
    const float3 _110 = _109[1];
    out.out_FRAME1 = _110;
    float2x3 _112[2];
    for (uint i21 = 0; i21 < 2; ++i21)
    {
        _112[i21] = _77.frames[i21];
    }
    const float2x3 _113 = _112[1];
    const float3 _114 = _113[0];
    out.out_FRAME2 = _114;
    float2x3 _116[2];
    for (uint i22 = 0; i22 < 2; ++i22)
    {
        _116[i22] = _77.frames[i22];
    }
    const float2x3 _117 = _116[1];
    const float3 _118 = _117[1];
    out.out_FRAME3 = _118;
    const vs_main_out _144 = out;
    return _144;
}

fragment ps_main_out ps_main(
    ps_main_in in [[stage_in]],
    float4 gl_FragCoord [[position]])
{
    VSOut i;
    ps_main_out out;
    i.pos = gl_FragCoord;
    i.grid[0u][0u] = in.in_TEXCOORD1;
    i.grid[0u][1u] = in.in_TEXCOORD2;
    i.grid[0u][2u] = in.in_TEXCOORD3;
    i.grid[1u][0u] = in.in_TEXCOORD4;
    i.grid[1u][1u] = in.in_TEXCOORD5;
    i.grid[1u][2u] = in.in_TEXCOORD6;
    i.frames[0u][0u] = in.in_FRAME0;
    i.frames[0u][1u] = in.in_FRAME1;
    i.frames[1u][0u] = in.in_FRAME2;
    i.frames[1u][1u] = in.in_FRAME3;
    const float2 _57 = i.grid[1][2];
    const float3 _61 = i.frames[1][1];
    const float2 _62 = _61.xy;
    const float4 _63 = float4(_57, _62);
    const float3 _67 = i.frames[0][0];
    const float4 _68 = _67.xyzz;
    const float4 _69 = _63 + _68;
    out.out_SV_Target = _69;
    const ps_main_out _74 = out;
    return _74;
}

