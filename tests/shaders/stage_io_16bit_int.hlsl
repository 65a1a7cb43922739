// ARGS: -HV 2021 -T ps_6_2 -E main -enable-16bit-types
// WGSL: PRISM5201 WGSL has no 16-bit integers
// 16-bit integer stage inputs (flat) and a 16-bit render target: SPIR-V
// StorageInputOutput16 with Int16; Metal ushort and short; WGSL has no
// 16-bit integers.
struct PSIn
{
    float4 pos : SV_Position;
    uint16_t id : ID;
    int16_t2 offset : OFFSET;
};

uint16_t4 main(PSIn i) : SV_Target
{
    return uint16_t4(i.id, (uint16_t)i.offset.x, (uint16_t)i.offset.y, (uint16_t)i.pos.x);
}
