// ARGS: -T vs_6_0
// A vertex shader: vertex attributes at locations in declaration order,
// SV_VertexID and SV_InstanceID, outputs through out parameters.
cbuffer Transform : register(b0)
{
    float4x4 mvp;
    float4 tint;
};

[shader("vertex")]
void main(float3 position : POSITION, float4 color : COLOR, uint vid : SV_VertexID, int iid : SV_InstanceID,
          out float4 opos : SV_Position, out float4 ocolor : COLOR, out uint oid : TEXCOORD0)
{
    opos = mul(mvp, float4(position + float3(iid, 0, 0), 1.0));
    ocolor = color * tint;
    oid = vid;
}
