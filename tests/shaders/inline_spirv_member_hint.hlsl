// A field decoration that only hints (RelaxedPrecision) and a field's
// ext_capability: SPIR-V gets OpMemberDecorate and the capability when the
// struct is used (HLSL proposal 0011); the text targets drop the hint and
// compile the shader.
struct Particle {
    float3 position;
    [[vk::ext_decorate(/* RelaxedPrecision */ 0)]]
    [[vk::ext_capability(/* StorageBuffer16BitAccess */ 4433)]]
    [[vk::ext_extension("SPV_KHR_16bit_storage")]]
    float speed;
};

RWStructuredBuffer<Particle> Particles;

[numthreads(64, 1, 1)]
[shader("compute")]
void main(uint3 id : SV_DispatchThreadID) {
    Particle p = Particles[id.x];
    p.position.x += p.speed;
    Particles[id.x] = p;
}
