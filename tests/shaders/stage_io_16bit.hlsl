// ARGS: -HV 2021 -T vs_6_2 -E main -enable-16bit-types
// 16-bit stage inputs and outputs with -enable-16bit-types: SPIR-V needs
// StorageInputOutput16 (with Float16), Metal takes half, WGSL f16 (with
// `enable f16;`).
struct VSOut
{
    float4 pos : SV_Position;
    half3 color : COLOR0;
    float16_t weight : COLOR1;
};

VSOut main(float4 p : POSITION, half4 tint : COLOR)
{
    VSOut o;
    o.pos = p;
    o.color = tint.rgb * (half)2.0;
    o.weight = tint.a;
    return o;
}
