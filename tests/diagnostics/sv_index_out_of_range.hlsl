// ARGS: -T ps_6_0 -E main
// EXPECT: PRISM3350 (11,18) 'SV_Position1': SV_Position takes no index but 0
// EXPECT: PRISM3350 (12,18) 'SV_ClipDistance2': SV_ClipDistance takes the indices 0 to 1
// EXPECT: PRISM3350 (17,16) 'SV_Target8': SV_Target takes the indices 0 to 7
// A system value's semantic index is within what D3D gives it: none but 0
// for most, SV_Target0-7 (eight render targets), SV_ClipDistance0-1 and
// SV_CullDistance0-1 (two registers of four floats).
struct PSIn
{
    float2 uv : TEXCOORD0;
    float4 pos : SV_Position1;
    float clip : SV_ClipDistance2;
};

struct PSOut
{
    float4 c : SV_Target8;
};

PSOut main(PSIn i)
{
    PSOut o;
    o.c = i.pos + i.clip;
    return o;
}
