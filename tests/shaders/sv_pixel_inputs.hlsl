// ARGS: -T ps_6_1 -E main
// The pixel shader's system-value inputs, in any order and nested: the
// position, the face, the primitive and sample ids and the coverage mask
// (SPIR-V FragCoord, FrontFacing, PrimitiveId with Geometry, SampleId with
// SampleRateShading, SampleMask[0]; Metal [[position]], [[front_facing]],
// [[primitive_id]], [[sample_id]], [[sample_mask]]; WGSL position,
// front_facing, primitive_index with `enable primitive_index;`,
// sample_index, sample_mask). Integer inputs are Flat.
struct Ids
{
    uint sample : SV_SampleIndex;
    uint primitive : SV_PrimitiveID;
};

struct Base
{
    float2 uv : TEXCOORD0;
    uint coverage : SV_Coverage;
};

struct PSIn : Base
{
    Ids ids;
    bool front : SV_IsFrontFace;
    float4 pos : SV_Position;
};

float4 main(PSIn i) : SV_Target
{
    float face = i.front ? 1.0 : -1.0;
    float bits = (float)countbits(i.coverage);
    return float4(i.uv * face, (float)(i.ids.primitive * 4 + i.ids.sample), bits + i.pos.x);
}
