// For WGSL, each element of 'CBs' is a binding of its own (wgsl_resource_arrays.c)
// MSL: PRISM5520 (12,24) 'CBs' is an array of buffers, which a Metal kernel or shader takes only through an argument buffer, which Prism does not write; declare each buffer on its own, or one buffer of the elements' data
// ConstantBuffer<T> arrays: one binding of 3 descriptors (docs/resources.md),
// indexed by a constant, by a uniform value and by NonUniformResourceIndex
// (SPIR-V: ShaderNonUniform on the access chain and the load, and
// UniformBufferArrayNonUniformIndexing).
struct Params {
    float4 scale;
    uint pick;
};

ConstantBuffer<Params> CBs[3] : register(b0);
RWStructuredBuffer<float4> Out : register(u3);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 a = CBs[1].scale;
    float4 b = CBs[CBs[0].pick].scale;
    float4 c = CBs[NonUniformResourceIndex(id.x % 3)].scale;
    Out[id.x] = a + b + c;
}
