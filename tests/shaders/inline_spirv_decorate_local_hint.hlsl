// A local variable with decorations that only hint (RelaxedPrecision,
// Restrict): SPIR-V decorates its OpVariable, which stays a variable
// rather than an SSA value; MSL and WGSL drop the hints and compile it as
// any local.
RWStructuredBuffer<float> F;

[numthreads(8, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    [[vk::ext_decorate(/* RelaxedPrecision */ 0)]] float sum = 0;
    for (uint i = 0; i <= gi; i++)
        sum += F[i];
    [[vk::ext_decorate(/* Restrict */ 19)]] float last = sum * 2;
    F[gi] = last;
}
