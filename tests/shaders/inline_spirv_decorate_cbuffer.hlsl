// [[vk::ext_decorate*]] on constant buffer members: OpMemberDecorate* of
// the buffer's block struct (a cbuffer's, and $Globals' for a global
// without static), next to their Offsets. RelaxedPrecision only hints,
// so MSL and WGSL compile the buffers as any.
cbuffer Params : register(b0) {
    [[vk::ext_decorate(/* RelaxedPrecision */ 0)]] float scale;
    float4 offset;
};

[[vk::ext_decorate(/* RelaxedPrecision */ 0)]] float bias;

RWStructuredBuffer<float> F;

[numthreads(8, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    F[gi] = F[gi] * scale + offset.y + bias;
}
