// Inline SPIR-V composite opcodes lifted to MSL and WGSL: OpCompositeExtract
// and OpCompositeInsert with literal indexes ([[vk::ext_literal]], the
// seed's extract example), OpCompositeConstruct, OpVectorShuffle, OpDot
// and OpVectorTimesScalar.
[[vk::ext_instruction(/* OpCompositeExtract */ 81)]]
uint extract(uint3 v, [[vk::ext_literal]] uint index);
[[vk::ext_instruction(/* OpCompositeInsert */ 82)]]
float4 insert(float part, float4 v, [[vk::ext_literal]] uint index);
[[vk::ext_instruction(/* OpCompositeConstruct */ 80)]]
float4 make(float2 a, float b, float c);
[[vk::ext_instruction(/* OpVectorShuffle */ 79)]]
float3 shuffle(float4 a, float4 b, [[vk::ext_literal]] uint x, [[vk::ext_literal]] uint y, [[vk::ext_literal]] uint z);
[[vk::ext_instruction(/* OpDot */ 148)]] float dot4(float4 a, float4 b);
[[vk::ext_instruction(/* OpVectorTimesScalar */ 142)]] float3 scale(float3 v, float s);

RWStructuredBuffer<uint> U;
RWStructuredBuffer<float4> F;

[numthreads(64, 1, 1)]
[shader("compute")]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex) {
    U[gi] = extract(id, 0) + extract(uint3(gi, 7, 9), 2);
    float4 v = F[gi];
    float4 w = insert(5, make(v.xy, 1, 2), 3);
    float3 s = scale(shuffle(v, w, 0, 5, 7), 0.5);
    F[gi] = float4(s, dot4(v, w));
}
