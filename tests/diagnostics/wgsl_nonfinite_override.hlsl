// ARGS: -T cs_6_0 --target wgsl
// EXPECT: PRISM5361 (7,36) at the name: an override's default is a const-expression, and WGSL's are finite
// 1e39 overflows float to infinity. In a function the same value is read
// from a var<private> (tests/shaders/wgsl_nonfinite_constants.hlsl); an
// override default cannot be. SPIR-V takes it (OpSpecConstant of the bits).
RWStructuredBuffer<float> Out : register(u0);
[[vk::constant_id(3)]] const float Limit = 1e39;
[shader("compute")]
[numthreads(1, 1, 1)]
void main() { Out[0] = Limit; }
